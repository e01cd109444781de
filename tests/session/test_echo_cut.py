"""A line typed is repeated on the braille line cut short only where cutting saves cells.

"knight to f3", refused in Tablut, was brailled 'Cannot read "knight to...".': the cut,
three dots for two characters, took as many cells and dropped the square."""

from __future__ import annotations

import pytest

from accessible_games.session.words import UNREADABLE_ECHO, echo
from tests.consoles import seated


@pytest.mark.parametrize(("typed", "shown"), [
    ("knight to f3", "knight to f3"),
    ("attacker to d4", "attacker to d4"),
    ("attacker to d4 now", "attacker to..."),
    ("somewhere over the rainbow", "somewhere..."),
])
def test_a_line_is_cut_only_where_the_dots_save_cells(typed, shown):
    assert echo(typed, UNREADABLE_ECHO) == shown


# "attacker to d4", the line first pinned here, is a move now: two attackers reach d4, and
# the answer names both (tests/session/test_piece_words.py).
@pytest.mark.parametrize(("lang", "typed", "brief"), [
    ("en", "archer to d4", 'Cannot read "archer to d4". Type a rook move such as d1-d4, '
                           'or help.'),
    ("de", "Ritter d4", "„Ritter d4“ verstehe ich nicht. Tippe einen Turmzug wie d1-d4; "
                        "siehe hilfe."),
])
def test_an_unreadable_short_line_is_brailled_whole(lang, typed, brief):
    message, = seated("tablut", lang).handle_line(typed)
    assert message.short == brief
