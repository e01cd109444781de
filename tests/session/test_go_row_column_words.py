"""go, row and column with nothing or something unreadable after them.

A play-tester typed "go" alone and heard '"" is not a place, row or column here.'; "column z"
read the cursor's column c as if it were asked for, and "row x" the cursor's row: an answer
about another line than the one named, with nothing to say so.
"""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "go", "Type go and a place, a row or a column, such as go a1."),
    ("de", "gehe", "Tippe gehe und ein Feld, eine Reihe oder eine Spalte, etwa gehe a1."),
    ("en", "column z", "There is no column z here; the columns go from a to h."),
    ("de", "spalte 3", "Eine Spalte 3 gibt es hier nicht; die Spalten gehen von a bis h."),
    ("en", "row x", "There is no row x here; the rows are numbered 1 to 8."),
    ("de", "reihe y", "Eine Reihe y gibt es hier nicht; die Reihen gehen von 1 bis 8."),
    # A number word is the number ("reihe acht" reads row 8: tests/session/test_number_words.py).
    ("de", "reihe neun", "Eine Reihe 9 gibt es hier nicht; die Reihen gehen von 1 bis 8."),
])
def test_a_line_that_is_not_there_is_said_so(lang, typed, said):
    console = seated("halma-dame", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


def test_a_named_column_and_the_cursor_column_are_still_read():
    console = seated("halma-dame", "en")
    assert console.handle_line("column c")[0].text == (
        "Column c: black stone on c1; white stone on c7.")
    assert console.handle_line("column")[0].text == (
        "Column a: black stone on a1; white stone on a7.")
    assert console.handle_line("row")[0].text == "Row 1: black stones on a1, c1, e1, and g1."


def _people(game_id: str, lang: str, moves: list[str]):
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    console.opening()
    for move in moves:
        console.handle_line(move)
    return console


@pytest.mark.parametrize(("lang", "row", "column", "said_row", "said_column"), [
    ("en", "row 8", "column g", "Row 8: g8 and h8 black, i8 white.",
     "Column g: g7 white, g8 black."),
    ("de", "reihe 8", "spalte g", "Reihe 8: g8 und h8 schwarz, i8 weiß.",
     "Spalte g: g7 weiß, g8 schwarz."),
    ("en", "row 1", "column a", "Row 1: empty.", "Column a: empty."),
])
def test_a_gomoku_column_is_read_as_its_row_is(lang, row, column, said_row, said_column):
    """Gomoku read a row as 'Row 8: g8 and h8 black, i8 white.' and a column place by place,
    'Column g: g1 to g6, empty; g7, white stone; g8, black stone; g9 to g15, empty.'."""
    console = _people("gomoku", lang, ["h8", "i8", "g8", "g7"])
    assert [m.text for m in console.handle_line(row)] == [said_row]
    assert [m.text for m in console.handle_line(column)] == [said_column]
