"""left, right, up and down with a count after them.

A play-tester typed "links 3" in Gomoku on h8 and heard "g8, leer.": the count was dropped
without a word, and the cursor went one place instead of three.
"""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "left 3", "e8, empty."),
    ("de", "links 3", "e8, leer."),
    ("en", "up 2", "h10, empty."),
    ("de", "runter 4", "h4, leer."),
    ("de", "rechts 1", "i8, leer."),
])
def test_a_count_steps_that_many_places(lang, typed, said):
    console = seated("gomoku", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "left 20", "Edge, still on a8."),
    ("de", "links 20", "Rand, weiter auf a8."),
])
def test_a_count_past_the_edge_stops_there_and_says_so(lang, typed, said):
    console = seated("gomoku", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "left x", "Type left alone, or with a number of steps, such as left 3."),
    ("de", "links drei",
     "Tippe links allein oder mit einer Zahl von Schritten, etwa links 3."),
    ("de", "hoch 0", "Tippe hoch allein oder mit einer Zahl von Schritten, etwa hoch 3."),
])
def test_anything_else_after_a_step_is_said_not_dropped(lang, typed, said):
    console = seated("gomoku", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "help left",
     "left: the cursor one place to the left; with a number, such as left 3, that many places."),
    ("de", "hilfe runter", "runter oder unten: der Cursor eine Reihe nach unten; mit einer Zahl,"
     " etwa runter 3, so viele Reihen."),
])
def test_help_names_the_count(lang, typed, said):
    console = seated("gomoku", lang)
    assert console.handle_line(typed)[0].text == said
