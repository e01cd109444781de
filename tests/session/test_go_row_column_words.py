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
    ("de", "reihe acht", "Eine Reihe acht gibt es hier nicht; die Reihen gehen von 1 bis 8."),
])
def test_a_line_that_is_not_there_is_said_so(lang, typed, said):
    console = seated("halma-dame", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


def test_a_named_column_and_the_cursor_column_are_still_read():
    console = seated("halma-dame", "en")
    assert console.handle_line("column c")[0].text.startswith("Column c: c1, black stone;")
    assert console.handle_line("column")[0].text.startswith("Column a: a1, black stone;")
    assert console.handle_line("row")[0].text == "Row 1: black stones on a1, c1, e1, and g1."
