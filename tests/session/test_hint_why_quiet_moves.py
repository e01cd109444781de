""""why" after a hint for moves that take nothing: what the move aims at.

Play-testing: in Wolf und Schafe "why" after the wolf's hint said only that the computer looked
ahead; a sheep's move that left a gap said nothing either. Each position below is made by hand
and its answer worked out in the comment.
"""

from __future__ import annotations

import pytest

from tests.braille_cells import cells
from tests.session.test_hint_why import facts

WOLF_GAP = "8/8/8/4W3/8/8/1S1S3S/4S3 w 0 0"
"""Sheep on b2, d2, h2 and e1, the wolf on e5: f2 is open."""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["The sheep's line has a gap: you can get past them at g1 in 3 steps.",
            "The sheep can close it only with e1-f2."]),
    ("de", ["Die Reihe der Schafe hat eine Lücke: In 3 Schritten kommst du bei g1 vorbei.",
            "Die Schafe können sie nur mit e1-f2 schließen."])])
def test_the_wolf_heads_for_the_gap_and_hears_the_one_move_that_closes_it(lang, said):
    # From f4 the wolf goes g3 (or e3), f2, g1: level with the hindmost sheep on e1. Only
    # e1-f2 fills row 2 (b2, d2, f2, h2); every other sheep's move leaves f2 open.
    assert facts("wolf-und-schafe", WOLF_GAP, "e5-f4", lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["The sheep's line has a gap: your next step gets you past them at c1.",
            "No sheep can close it in one move."]),
    ("de", ["Die Reihe der Schafe hat eine Lücke: Mit deinem nächsten Schritt kommst du bei "
            "c1 vorbei.", "Kein Schaf kann sie mit einem Zug schließen."])])
def test_the_wolf_hears_when_no_sheep_can_follow_into_the_gap(lang, said):
    # Sheep on a1, e1 and d4; the wolf from c3 to d2 stands next to c1 (and e1's f2 side).
    # Sheep only move up: none can step onto c1, so the next step wins.
    assert facts("wolf-und-schafe", "8/8/8/8/3S4/2W5/8/S3S3 w 0 0", "c3-d2", lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Whatever the sheep do next, their line opens."),
    ("de", "Was die Schafe auch ziehen, ihre Reihe öffnet sich.")])
def test_the_wolf_that_leaves_the_sheep_no_good_move_hears_so(lang, said):
    # Sheep on b2, d2, e1 and g1; the wolf from e3 to f2 shuts in e1 and g1 (closed line:
    # e1 and g1 are taken). g1-h2 frees g1; a move of d2 or b2 opens a way round by e3.
    assert facts("wolf-und-schafe", "8/8/8/8/8/4W3/1S1S4/4S1S1 w 0 0", "e3-f2", lang) == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Only one of the sheep's 7 moves keeps their line closed."),
    ("de", "Nur einer der 7 Züge der Schafe hält ihre Reihe geschlossen.")])
def test_the_wolf_counts_the_sheep_s_moves_that_keep_the_line_closed(lang, said):
    # Row 2 full (b2, d2, f2, h2); the wolf from e7 to d6. Of a3, c3 (twice), e3 (twice),
    # g3 (twice) only h2-g3 leaves a square the wolf cannot reach: h2 lies behind g3.
    assert facts("wolf-und-schafe", "8/4W3/8/8/8/8/1S1S1S1S/8 w 0 0", "e7-d6", lang) == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It shuts off one of the wolf's squares.", "The wolf can only go to b4.",
            "It makes the wolf's way past your sheep longer: 4 steps instead of 2."]),
    ("de", ["Damit versperrst du dem Wolf ein Feld.", "Der Wolf kann nur nach b4 ziehen.",
            "Damit wird der Weg des Wolfs an deinen Schafen vorbei länger: 4 Schritte statt 2."])])
def test_a_sheep_that_cannot_close_the_gap_says_it_makes_the_way_longer(lang, said):
    # Sheep on a1, e1 and d4, the wolf on a3: he went b2, c1. With a1 on b2 he must go round
    # b4, c3, d2, c1.
    assert facts("wolf-und-schafe", "8/8/8/8/3S4/W7/8/S3S3 s 0 0", "a1-b2", lang) == said


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "position", "move"), [
    ("wolf-und-schafe", WOLF_GAP, "e5-f4"),
    ("wolf-und-schafe", "8/8/8/8/3S4/2W5/8/S3S3 w 0 0", "c3-d2"),
    ("wolf-und-schafe", "8/4W3/8/8/8/8/1S1S1S1S/8 w 0 0", "e7-d6"),
    ("wolf-und-schafe", "8/8/8/8/3S4/W7/8/S3S3 s 0 0", "a1-b2")])
def test_each_reason_fits_two_windows_of_a_40_cell_display(lang, game_id, position, move):
    for fact in facts(game_id, position, move, lang):
        assert cells(fact, lang) <= 80, (fact, cells(fact, lang))
