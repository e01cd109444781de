"""Lines over two windows of a 40-cell display (80 cells) that the seeded walks do not reach
(positions a game rarely comes to, answers to queries, long games): each built here by real
moves or from a position text, and now within two windows in both languages with its facts
kept. Speech keeps its sentences."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS


def _person_plays(game_id: str, position: str, typed: str, lang: str) -> list[Message]:
    """What the person in the first seat (the computer in the other) is told after typing
    ``typed`` at ``position``."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position))
    console.opening()
    return console.handle_line(typed)


CONGKAK_BOTH_BURN = "0,0,0,0,0,0,1/27/0,0,0,0,0,0,1/13 S"
"""South's last seed goes to its store and ends the round: South 28 fills four houses, North
14 two; South's houses 1 to 3 and North's 1 to 5 are burnt for round 2."""


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Round 1 over: you 28, burnt 1 to 3; North 14, burnt 1 to 5.", 68),
    ("de", "Runde 1 vorbei: du 28, verbrannt 1 bis 3; Nord 14, verbrannt 1 bis 5.", 76),
])
def test_a_congkak_round_end_burning_houses_on_both_sides_pairs_each_store_with_its_houses(
        lang, brief, size):
    """"Round 1 over: you 28, North 14. Burnt: your houses 1, 2, and 3 and North houses 1 to
    5." ran to 99 cells (German 94): each side's burnt houses follow its store now, their
    numbers without the word houses."""
    said = _person_plays("congkak", CONGKAK_BOTH_BURN, "7", lang)
    ended, = (m for m in said if m.text.startswith(("Round 1 is over", "Runde 1 ist vorbei")))
    assert (ended.short, cells(ended.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert ended.text.endswith(("North house 4, and North house 5.",
                                "Nordhaus 4 und Nordhaus 5."))
