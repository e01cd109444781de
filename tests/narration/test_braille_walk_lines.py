"""Lines that walks of seeded games (seeds 3 and 4, :mod:`tests.session.test_braille_walk`)
found over two windows of a 40-cell display (80 cells), each now within them in both
languages with its key facts kept."""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS


def _crowned(game_id: str) -> str:
    """``game_id``'s opening position with the first man of each side made a king."""
    text = REGISTRY.create(game_id).new_state().to_text()
    return re.sub(r"([WB])(\d)", r"\1K\2", text)


@pytest.mark.parametrize(("game_id", "lang", "brief", "size"), [
    ("checkers", "en", "Black, your turn. Men/kings: Black 11/1, White 11/1. Move 1.", 73),
    ("checkers", "de", "Schwarz, du bist am Zug. Steine/Damen: Schwarz 11/1, Weiß 11/1. Zug 1.",
     70),
    ("international-draughts", "en",
     "White, your turn. Men/kings: White 19/1, Black 19/1. Move 1.", 73),
    ("international-draughts", "de",
     "Weiß, du bist am Zug. Steine/Damen: Weiß 19/1, Schwarz 19/1. Zug 1.", 68),
    ("russian-draughts", "en", "White, your turn. Men/kings: White 11/1, Black 11/1. Move 1.",
     73),
    ("brazilian-draughts", "de",
     "Weiß, du bist am Zug. Steine/Damen: Weiß 11/1, Schwarz 11/1. Zug 1.", 68),
    ("turkish-draughts", "en", "White, your turn. Men/kings: White 15/1, Black 15/1. Move 1.",
     73),
    ("schlagdame", "de", "Weiß, du bist am Zug. Steine/Damen: Weiß 19/1, Schwarz 19/1. Zug 1.",
     68),
])
def test_a_draughts_status_with_kings_on_both_sides_is_brailled_as_men_slash_kings(
        game_id, lang, brief, size):
    """"Black, your turn. Men: Black 3, White 4. Kings: Black 1, White 1. Move 26." ran to
    87 cells: the status of every endgame. Each side's men and kings are a pair now, as
    Rakado's "Home/on the way" pairs its counts; speech keeps its sentences."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(_crowned(game_id)))
    status, = console.handle_line("status")
    assert (status.short, cells(status.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert ("1 king" if lang == "en" else "eine Dame") in status.text
