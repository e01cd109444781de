""""why" after a hint in the games where it said only that the computer looked ahead: each
game now names one thing its position shows.

Play-testing: in Breakthrough and Wolf und Schafe "why" after a hint said only "The
computer looked ahead at your moves and the answers to them, and this one came out best." (in
Breakthrough with "After it, your opponent has nothing to take."), whatever the move did.
Each sentence is checked on a hand-made position with the answer worked out in its comment.
"""

from __future__ import annotations

import pytest

from tests.braille_cells import cells
from tests.session.test_hint_why import facts

BREAKAWAY = "7p/7p/8/2P5/8/8/8/P7 w"
"""White's c5 has two Black pieces far off on the h-file: after c5-c6 nothing can reach it."""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Nothing can stop the piece on c6 any more: it wins in 2 steps."),
    ("de", "Nichts hält den Stein auf c6 mehr auf: In 2 Schritten gewinnt er.")])
def test_breakthrough_says_nothing_can_stop_the_piece(lang, said):
    assert facts("breakthrough", BREAKAWAY, "c5-c6", lang)[0] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Nothing can stop the piece on f2 any more: its next step wins."),
    ("de", "Nichts hält den Stein auf f2 mehr auf: Sein nächster Schritt gewinnt.")])
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


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It shuts off one of the wolf's squares.", "The wolf can go to e3, e5, or c5."]),
    ("de", ["Damit versperrst du dem Wolf ein Feld.",
            "Der Wolf kann nach e3, e5 oder c5 ziehen."])])
def test_wolf_und_schafe_says_which_squares_the_wolf_keeps(lang, said):
    # The wolf on d4 had c3, c5, e3 and e5; the sheep from b2 to c3 takes one of them.
    assert facts("wolf-und-schafe", "8/8/8/8/3W4/8/1S6/4S1S1 s 0 0", "b2-c3", lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It closes your line: the wolf has no way past your sheep now."),
    ("de", "Damit schließt du deine Reihe: Der Wolf kommt jetzt nicht mehr an deinen Schafen "
           "vorbei.")])
def test_wolf_und_schafe_says_the_gap_is_closed(lang, said):
    # The wolf on e5 could go down through f2 to g1; with the sheep on f2 row 2 is full.
    assert facts("wolf-und-schafe", "8/8/8/4W3/8/8/1S1S3S/4S3 s 0 0", "e1-f2", lang) == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Your line stays closed: the wolf still has no way past your sheep."),
    ("de", "Deine Reihe bleibt geschlossen: Der Wolf kommt weiterhin nicht an deinen Schafen "
           "vorbei.")])
def test_wolf_und_schafe_says_the_line_stays_closed(lang, said):
    # Row 3 full; a3 to b4 leaves a3 empty, but only b4 and b2 lead there, and b2 is behind.
    assert facts("wolf-und-schafe", "8/4W3/8/8/8/S1S1S1S1/8/8 s 0 0", "a3-b4", lang) == [said]


def test_wolf_und_schafe_says_nothing_of_a_line_left_open():
    # b2 to c3 leaves b2 open: the wolf can go round by a3 to b2, level with the last sheep.
    assert facts("wolf-und-schafe", "8/4W3/8/8/8/8/1S1S1S1S/8 s 0 0", "b2-c3") == []


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It opens a way out for the king: next he can escape to c9."),
    ("de", "Damit öffnest du dem König einen Weg: Als Nächstes kann er nach c9 entkommen.")])
def test_tablut_says_the_way_out_a_swede_opens(lang, said):
    # The king on c7 is shut in by his own man on c8, b7 and e7 and c4; c8 to d8 frees c9.
    assert facts("tablut", "9/2d6/1ak1a4/9/9/2a6/9/9/9 d 0", "c8-d8", lang)[0] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It closes the king's way out to c9.", "The king can still escape to a7."]),
    ("de", ["Damit versperrst du dem König den Weg nach c9.",
            "Der König kann immer noch nach a7 entkommen."])])
def test_tablut_says_the_way_out_a_muscovite_closes_and_what_stays_open(lang, said):
    # The king on c7 could run up to c9 or left to a7; e9 to c9 shuts the first.
    assert facts("tablut", "4a4/9/2k1a4/9/9/2a6/9/9/9 a 0", "e9-c9", lang)[:2] == said


def test_tablut_says_nothing_of_ways_out_a_move_leaves_as_they_were():
    assert facts("tablut", "4a4/9/2k1a4/9/9/2a6/9/9/9 a 0", "e9-e8") == [
        "After it, your opponent has nothing to take."]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The knight was not defended."), ("de", "Der Springer war nicht gedeckt.")])
def test_chess_says_the_piece_taken_was_not_defended(lang, said):
    # Nothing black covers c6 (the king on e8 reaches d7 at most).
    assert facts("mad-mate", "4k3/8/2n5/8/8/8/8/2R1K3[] w - - 0 1", "c1c6", lang)[1] == said


def test_chess_does_not_say_it_of_a_defended_piece():
    # The pawn on b7 covers c6: the rook can be taken back.
    assert not any("not defended" in fact for fact in facts(
        "mad-mate", "4k3/1p6/2n5/8/8/8/8/2R1K3[] w - - 0 1", "c1c6"))


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It attacks 2 undefended pieces: the rook on h4 and the bishop on e5."),
    ("de", "Damit greifst du 2 ungedeckte Figuren an: den Turm auf h4 und den Läufer auf e5.")])
def test_chess_names_the_undefended_pieces_a_move_attacks(lang, said):
    # The knight from g1 to f3 reaches h4 and e5; neither black piece covers the other.
    assert facts("mad-mate", "4k3/8/8/4b3/7r/8/8/4K1N1[] w - - 0 1", "g1f3", lang)[0] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It attacks an undefended piece: the rook on g5."),
    ("de", "Damit greifst du eine ungedeckte Figur an: den Turm auf g5.")])
def test_maharadscha_names_the_undefended_piece_the_maharajah_attacks(lang, said):
    # From e4 the maharajah reaches g5 with a knight's jump; from e1 it did not.
    assert facts("maharadscha", "1k6/8/8/6r1/8/8/8/4M3 w - - 0 1", "e1e4", lang)[0] == said


def test_chess_says_nothing_of_a_piece_attacked_before():
    # From e1 the maharajah already reached h4 on the diagonal; from f3 it still does.
    assert facts("maharadscha", "4k3/8/8/8/7r/8/8/4M3 w - - 0 1", "e1f3") == [
        "After it, your opponent has nothing to take."]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It leaves your opponent's 2 stones on a7 and b8 one free square: b6.",
            "Your opponent then has a single move instead of 2."]),
    ("de", ["Damit bleibt 2 gegnerischen Steinen auf a7 und b8 nur ein freies Feld: b6.",
            "Dein Gegner hat dann nur einen Zug statt 2."])])
def test_blockade_says_which_stones_the_move_hems_in(lang, said):
    # White's a7 and b8 had b6 and c7 free; Black from d6 to c7 leaves only b6, so White's
    # moves a7-b6 and b8-c7 become a7-b6 alone.
    assert facts("blockade", "1W6/W7/3B4/8/8/8/8/8 b 0 0", "d6-c7", lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It leaves your opponent's stone on a5 one free square: b6.",
            "Your opponent then has 3 moves instead of 4."]),
    ("de", ["Damit bleibt dem gegnerischen Stein auf a5 nur ein freies Feld: b6.",
            "Dein Gegner hat dann 3 Züge statt 4."])])
def test_blockade_says_it_of_one_stone_and_counts_the_moves_left(lang, said):
    # a5 goes to b4 or b6, h2 to g1 or g3; Black on b4 takes a5's b4.
    assert facts("blockade", "8/8/8/W7/8/2B5/7W/8 b 0 0", "c3-b4", lang) == said


def test_blockade_says_nothing_where_the_opponent_keeps_its_room():
    assert facts("blockade", "1W6/W7/3B4/8/8/8/8/8 b 0 0", "d6-e5") == []


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "position", "move"), [
    ("breakthrough", BREAKAWAY, "c5-c6"),
    ("wolf-und-schafe", "8/8/8/8/3W4/8/1S6/4S1S1 s 0 0", "b2-c3"),
    ("wolf-und-schafe", "8/8/8/4W3/8/8/1S1S3S/4S3 s 0 0", "e1-f2"),
    ("wolf-und-schafe", "8/4W3/8/8/8/S1S1S1S1/8/8 s 0 0", "a3-b4"),
    ("tablut", "9/2d6/1ak1a4/9/9/2a6/9/9/9 d 0", "c8-d8"),
    ("tablut", "4a4/9/2k1a4/9/9/2a6/9/9/9 a 0", "e9-c9"),
    ("mad-mate", "4k3/8/8/4b3/7r/8/8/4K1N1[] w - - 0 1", "g1f3"),
    ("blockade", "1W6/W7/3B4/8/8/8/8/8 b 0 0", "d6-c7")])
def test_each_reason_fits_two_windows_of_a_40_cell_display(lang, game_id, position, move):
    for fact in facts(game_id, position, move, lang):
        assert cells(fact, lang) <= 80, fact
