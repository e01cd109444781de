"""Congkak's words that depend on the board played."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("lang", "houses", "said"), [
    ("en", 7, "a house number from 1 to 7"), ("en", 6, "a house number from 1 to 6"),
    ("de", 7, "eine Hausnummer von 1 bis 7"), ("de", 6, "eine Hausnummer von 1 bis 6")])
def test_help_names_the_houses_of_the_board_played(lang: str, houses: int, said: str) -> None:
    """Help said "1 to 7 (1 to 6 on the smaller board)" whichever board was played."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    console = Console.local(REGISTRY.create("congkak", {"houses": houses}),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang)
    console.opening()
    assert said in console.handle_line("help")[0].text
    assert said in console.handle_line("xyz")[0].text
