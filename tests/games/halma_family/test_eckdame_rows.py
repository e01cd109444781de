"""Eckdame's rows are the rows of the turned board everywhere: read, typed, walked, in braille.

Play-testing found the board read in the 15 rows of the board on its corner ("Row 6, a6 to
f1"), while "row 6" read the grid row a6 to h6, "row 13" silently read the cursor's row, and
"go 6", row start and end and the braille board line went by grid rows. The arrow keys stay
on the grid: the window and the braille diagram draw the board with a1 at the bottom left.
"""

from __future__ import annotations

from accessible_games.engine.grid import algebraic
from accessible_games.frontends.speaker import Speaker
from accessible_games.session.commands import Command, CommandKind
from tests.consoles import seated


def said(console, line: str) -> str:
    return " ".join(m.text for m in console.handle_line(line))


def test_row_reads_the_turned_row_the_board_reads():
    console = seated("eckdame")
    board = [m.text for m in console.handle_line("board")]
    assert "Row 6, a6 to f1: empty." in board
    assert said(console, "row 6") == "Row 6, a6 to f1: empty."
    assert said(console, "row 13") == "Row 13, f8 to h6: white stones on f8, g7, and h6."
    assert said(console, "row 16") == (
        "There is no row 16 here; the rows are numbered 1 to 15.")
    german = seated("eckdame", "de")
    assert said(german, "reihe 16") == (
        "Eine Reihe 16 gibt es hier nicht; die Reihen gehen von 1 bis 15.")


def test_go_and_row_ends_follow_the_turned_rows_while_arrows_keep_to_the_grid():
    console = seated("eckdame")
    assert said(console, "go 6") == "a6, empty."
    assert said(console, "row").startswith("Row 6, a6 to f1")
    console.handle_line("go b4")
    assert said(console, "row").startswith("Row 5, a5 to e1")
    # Row start and end: the ends of the turned row.
    assert [m.text for m in console.handle(Command(CommandKind.ROW_END))] == ["e1, black stone."]
    assert [m.text for m in console.handle(Command(CommandKind.ROW_START))] == [
        "a5, black stone."]
    # The arrows step on the grid the window draws: up from a5 is a6, in row 6.
    assert said(console, "up") == "a6, empty."
    assert said(console, "row").startswith("Row 6, a6 to f1")
    console.handle_line("go row 15")
    assert said(console, "where") == "h8, white stone."


def test_the_braille_board_line_shows_the_cursor_s_turned_row():
    console = seated("eckdame")
    console.handle_line("go b4")
    region = Speaker.board_line_of(console)
    # Row 5: a5, b4, c3, d2, e1 (all Black's), the cursor on b4.
    shown = [algebraic(t, 8) for t in region.targets if t is not None]
    assert shown == ["a5", "b4", "c3", "d2", "e1"]
    assert region.braille.startswith("⠀⠼⠑⠀")
    assert region.cursor == 5
