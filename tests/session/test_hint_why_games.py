""""why" after a hint in the games where it said only that the computer looked ahead: each
game now names one thing its position shows.

Play-testing: in Breakthrough, Wolf und Schafe and Blockade "why" after a hint said only "The
computer looked ahead at your moves and the answers to them, and this one came out best." (in
Breakthrough with "After it, your opponent has nothing to take."), whatever the move did.
"""

from __future__ import annotations

import pytest

from tests.session.test_hint_why import facts

BREAKAWAY = "7p/7p/8/2P5/8/8/8/P7 w"
"""White's c5 has two Black pieces far off on the h-file: after c5-c6 nothing can reach it."""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Nothing can stop the piece on c6 now: it reaches row 8 in 2 steps, before your "
           "opponent gets home."),
    ("de", "Den Stein auf c6 hält nichts mehr auf: In 2 Schritten ist er auf Reihe 8, noch vor "
           "deinem Gegner.")])
def test_breakthrough_says_nothing_can_stop_the_piece(lang, said):
    assert facts("breakthrough", BREAKAWAY, "c5-c6", lang)[0] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Nothing can stop the piece on f2 now: its next step reaches row 1, before your "
           "opponent gets home."),
    ("de", "Den Stein auf f2 hält nichts mehr auf: Mit dem nächsten Schritt ist er auf Reihe 1, "
           "noch vor deinem Gegner.")])
def test_breakthrough_says_it_for_black_one_step_from_home(lang, said):
    assert facts("breakthrough", "p7/8/8/8/8/5p2/8/P7 b", "f3-f2", lang)[0] == said


@pytest.mark.parametrize(("position", "why_not"), [
    ("4p2p/7p/8/2P5/8/8/8/P7 w", "e8 can reach d7 and take it"),
    ("7p/7p/8/2P5/8/8/1p6/P7 w", "Black's b2 gets home first"),
    ("2p4p/7p/8/2P5/8/8/8/P7 w", "c8 stands in its way"),
    ("7p/2P4p/8/2P5/8/8/8/P7 w", "its own piece on c7 stands in its way")])
def test_breakthrough_does_not_say_it_where_the_piece_can_be_stopped(position, why_not):
    assert not any("Nothing can stop" in fact
                   for fact in facts("breakthrough", position, "c5-c6")), why_not
