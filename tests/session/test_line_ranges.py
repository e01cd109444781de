"""A column or row that is not on the board is answered with the range of that game's own
board: Oware's eight columns (two stores and six houses), Congkak's nine, Gomoku's fifteen,
Eckdame's fifteen turned rows."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from tests.consoles import seated

BOARD_GAMES = [game_id for game_id in REGISTRY.ids()
               if not seated(game_id, "en").is_card_game]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_a_line_off_the_board_names_the_board_s_own_range(game_id, lang):
    console = seated(game_id, lang)
    last = chr(ord("a") + console.view.columns - 1)
    rows = len(console.view.lines) or console.view.rows
    column = console.handle_line("column z" if lang == "en" else "spalte z")[0].text
    row = console.handle_line("row 99" if lang == "en" else "reihe 99")[0].text
    assert column.endswith(f"a to {last}." if lang == "en" else f"a bis {last}."), column
    assert row.endswith(f"1 to {rows}." if lang == "en" else f"1 bis {rows}."), row


@pytest.mark.parametrize(("game_id", "said"), [
    ("oware", "There is no column z here; the columns go from a to h."),
    ("congkak", "There is no column z here; the columns go from a to i."),
    ("gomoku", "There is no column z here; the columns go from a to o."),
])
def test_the_mancala_boards_and_the_large_ones(game_id, said):
    assert seated(game_id, "en").handle_line("column z")[0].text == said
