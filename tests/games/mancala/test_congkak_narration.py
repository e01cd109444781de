"""Congkak's words that depend on the board played."""

from __future__ import annotations

import pytest

from tests.clocks import ticking_clocks


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


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Taken back: your sowing from house 7 and North's {count} sowings."),
    ("de", "Zurückgenommen: deine Aussaat aus Haus 7 und die {count} Aussaaten von Nord.")])
def test_undo_says_whose_sowings_it_took_back(
        lang: str, said: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Undo after one move against level 3 said "25 moves taken back.": every sowing of the
    computer's turn (each last seed in its store, another go) was counted as a move. Then it
    said "2 moves taken back.", the turns, where eight sowings and more went: now it names
    the player's sowing by its house and the computer's by their count. The computer's clock
    ticks by looks (:func:`tests.clocks.ticking_clocks`): its twenty-odd searches took a
    second each."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    ticking_clocks(monkeypatch)

    console = Console.local(REGISTRY.create("congkak"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 3)], lang=lang,
                            seed=3)
    console.opening()
    console.handle_line("7")
    while console.computer_to_move():
        console.computer_move()
    sowings = [turn.mover for turn in console.table.history]
    assert sowings[0] == 0 and sowings.count(1) > 2  # the computer sowed again and again
    said = said.format(count=sowings.count(1))
    assert console.handle_line("undo" if lang == "en" else "rückgängig")[0].text == said
