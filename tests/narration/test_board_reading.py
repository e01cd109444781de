"""The board query says three or more empty rows in a row once, in every game that reads its
board row by row; the row query and the board lines themselves stay one per row."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind


def _opening(game_id: str, lang: str) -> Console:
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=1)
    console.opening()
    return console


@pytest.mark.parametrize(("game_id", "lang", "empty"), [
    ("gomoku", "en", ["Rows 15 to 1: empty."]),
    ("rakado", "de", ["Reihen 15 bis 2: leer."]),
    ("halma-dame", "en", ["Rows 6 to 3: empty."]),  # its lines go on with the target squares
    ("mad-mate", "en", ["Ranks 6 to 3: empty."]),
    ("maharadscha", "de", ["Reihen 6 bis 2: leer."]),
    ("checkers", "en", ["Row 5: empty.", "Row 4: empty."]),  # two rows are read as they are
    ("turkish-draughts", "en", ["Row 8: empty.", "Row 5: empty.", "Row 4: empty.",
                                "Row 1: empty."]),  # empty, but not three next to each other
])
def test_three_or_more_empty_rows_are_said_once(game_id, lang, empty):
    """Play-testing Rakado, "board" read "Row 15: empty." to "Row 2: empty.", fourteen
    lines with nothing in them; Gomoku's empty board was fifteen."""
    console = _opening(game_id, lang)
    lines = console.describer.board_lines(console.state)
    said = [m.text for m in console.handle_line("board" if lang == "en" else "brett")]
    empties = [line for line in said if "empty" in line or "leer" in line]
    assert empties == empty
    kept = [line for line in lines if line not in said]
    assert all("empty" in line or "leer" in line for line in kept)  # only empty rows went
    assert [line for line in said if line in lines] == [line for line in lines if line in said]
    row = [m.text for m in console.handle_line("row 3" if lang == "en" else "reihe 3")]
    assert len(row) == 1 and row[0] in lines  # one row is still read on its own
