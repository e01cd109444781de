"""Braille board lines: the glyph table file and the cells of each game's rows."""

from __future__ import annotations

from accessible_games.frontends.board_braille import (
    TABLE_PATH,
    board_line,
    load_glyphs,
    parse_table,
)
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def _session(game_id: str) -> Console:
    return Console.local(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)])


def test_the_table_file_matches_the_built_in_copy():
    assert TABLE_PATH.exists()
    from_file = parse_table(TABLE_PATH.read_text(encoding="utf-8"))
    assert from_file == {k: v for k, v in load_glyphs().items() if k in from_file}
    assert from_file["dark.king"] == "⡭" and from_file["empty"] == "⠤"


def test_checkers_reversi_and_kalah_rows():
    s = _session("checkers")
    region = board_line(s.shown_occupant, s.view, 0, cursor_column=2)
    assert region.braille == "⠼⠁⠀⠭⠀⢭⠀⠭⠀⠭⠀"
    assert region.targets[3:6] == (0, 1, 2) and region.cursor == 5
    s = _session("reversi")
    assert board_line(s.shown_occupant, s.view, 3).braille == "⠼⠙⠀⠤⠤⠤⠕⠭⠤⠤⠤"
    s = _session("kalah")
    region = board_line(s.shown_occupant, s.view, 0, cursor_column=7)
    # Six houses of 4 seeds, then South's empty store (with the cursor dot).
    assert region.braille == "⠼⠙⠀" * 6 + "⢼⢚"
    assert region.targets[:2] == (0, 0) and region.targets[-1] == 6
