""""why" after a hint for moves that take nothing: what the move aims at.

Play-testing: in Wolf und Schafe "why" after the wolf's hint said only that the computer looked
ahead; a sheep's move that left a gap said nothing either. In Breakthrough a step that took
nothing heard at most "After it, your opponent has nothing to take.". Each position below is
made by hand and its answer worked out in the comment.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, describer_for
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


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Nothing can take it on c4, 4 rows from the far row."),
    ("de", "Auf c4 kann ihn nichts schlagen, 4 Reihen vor der gegnerischen Grundreihe.")])
def test_breakthrough_names_a_safe_square_and_the_rows_left(lang, said):
    # Black's e7 could still meet c4 (two files off, three rows ahead), so it is no
    # breakaway; no black piece stands on b5 or d5 to take it.
    assert facts("breakthrough", "7p/4p3/8/8/8/2P5/8/P7 w", "c3-c4", lang)[0] == said


def test_breakthrough_counts_the_rows_for_black_too():
    # Black's f6 to f5: row 5 is four steps above row 1; White's d2 could meet it.
    assert facts("breakthrough", "7p/8/5p2/8/8/8/3P4/P7 b", "f6-f5")[0] == (
        "Nothing can take it on f5, 4 rows from the far row.")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It covers your piece on d4: if it is taken, you take back."),
    ("de", "Damit deckst du deinen Stein auf d4: Wird er geschlagen, schlägst du zurück.")])
def test_breakthrough_names_the_attacked_piece_a_step_covers(lang, said):
    # Black's e5 attacks d4; from c3 the white piece can take back on d4 (c3 takes d4).
    assert facts("breakthrough", "8/8/8/4p3/3P4/8/2P5/P7 w", "c2-c3", lang)[0] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "If it is taken on d4, you take back from c3."),
    ("de", "Wird er auf d4 geschlagen, schlägst du von c3 aus zurück.")])
def test_breakthrough_says_a_piece_stepping_into_attack_is_covered(lang, said):
    # e5 can take on d4, and c3 takes back.
    assert facts("breakthrough", "8/8/8/4p3/8/2PP4/8/P7 w", "d3-d4", lang)[0] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It stops the opposing piece on d4: wherever it steps, you can take it."),
    ("de", "Damit hältst du den gegnerischen Stein auf d4 auf: Wohin er zieht, schlägst du "
           "ihn.")])
def test_breakthrough_names_the_runner_a_step_stops(lang, said):
    # Black's d4, three steps from row 1, goes to c3, d3 or e3. b2 guards c3, c2 guards d3;
    # e3 was free until f1-f2 (f2 takes e3).
    assert facts("breakthrough", "7p/8/8/8/3p4/8/1PP5/P4P2 w", "f1-f2", lang)[0] == said


def test_breakthrough_says_nothing_of_a_far_off_piece_it_guards_against():
    # The same guard with Black's piece on d6, five steps from row 1: no runner yet.
    assert not any("stops" in fact for fact in facts(
        "breakthrough", "7p/8/3p4/8/8/2P1P3/8/P4P2 w", "f1-f2"))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "position", "move"), [
    ("wolf-und-schafe", WOLF_GAP, "e5-f4"),
    ("wolf-und-schafe", "8/8/8/8/3S4/2W5/8/S3S3 w 0 0", "c3-d2"),
    ("wolf-und-schafe", "8/4W3/8/8/8/8/1S1S1S1S/8 w 0 0", "e7-d6"),
    ("wolf-und-schafe", "8/8/8/8/3S4/W7/8/S3S3 s 0 0", "a1-b2"),
    ("breakthrough", "7p/4p3/8/8/8/2P5/8/P7 w", "c3-c4"),
    ("breakthrough", "8/8/8/2p1p3/3P1P2/8/4P3/P7 w", "e2-e3"),
    ("breakthrough", "8/8/8/4p3/8/2PP4/8/P7 w", "d3-d4"),
    ("breakthrough", "7p/8/8/8/3p1p2/8/1PP1P3/P4P2 w", "f1-f2")])
def test_each_reason_fits_two_windows_of_a_40_cell_display(lang, game_id, position, move):
    shared = describer_for(REGISTRY.create(game_id), lang).tn("hint.exposed", 1)
    for fact in facts(game_id, position, move, lang):
        if fact != shared:  # the shared sentence of what can be taken is not this file's
            assert cells(fact, lang) <= 80, (fact, cells(fact, lang))
