"""Moves typed by a piece's word and its target in every game whose pieces have kinds
("rabbit a2", "König e7", "Dame e3"), not only in chess."""

from __future__ import annotations

import pytest

from tests.braille_cells import cells
from tests.consoles import people_at, seated

ARIMAA = "7r/8/8/3r4/3Ec3/8/8/R7 g 0"
"""Gold: the elephant on d4, a rabbit on a1."""
TABLUT = "4k4/9/9/9/a8/9/9/9/8d d 0"
"""The Swedes to move: the king on e9, a defender on i1; an attacker on a5."""
CHECKERS = "B:W32:BK14,9"
"""Black to move: a king on f4, a man on g3."""


@pytest.mark.parametrize(("game", "position", "typed", "said"), [
    ("arimaa", ARIMAA, "rabbit a2", "You move the rabbit from a1 to a2. 3 steps left."),
    ("arimaa", ARIMAA, "Kaninchen nach a2", "You move the rabbit from a1 to a2. 3 steps left."),
    ("arimaa", ARIMAA, "elephant to d3", "You move the elephant from d4 to d3. 3 steps left."),
    ("tablut", TABLUT, "king e7", "The Swedes move the king from e9 to e7. The king can "
                                  "escape to e1, a7, i7, and e9."),
    ("checkers", CHECKERS, "king e5", "The black king moves from f4 to e5."),
    ("checkers", CHECKERS, "Dame e3", "The black king moves from f4 to e3."),
])
def test_a_piece_word_and_a_target_play_the_one_move_of_that_piece(game, position, typed,
                                                                    said):
    """It was "I cannot read", in every game but chess."""
    console = people_at(game, position, "en")
    assert console.handle_line(typed)[0].text == said


@pytest.mark.parametrize(("game", "position", "typed", "said"), [
    ("arimaa", ARIMAA, "Kaninchen a2", "Du ziehst das Kaninchen von a1 nach a2. Noch 3 "
                                       "Schritte."),
    ("arimaa", ARIMAA, "Elefant von d4 nach d3", "Du ziehst den Elefanten von d4 nach d3. "
                                                 "Noch 3 Schritte."),
    ("tablut", TABLUT, "König e7", "Die Schweden ziehen den König von e9 nach e7. Der König "
                                   "kann nach e1, a7, i7 und e9 entkommen."),
    ("checkers", CHECKERS, "Dame e5", "Die schwarze Dame zieht von f4 nach e5."),
    ("checkers", CHECKERS, "king e3", "Die schwarze Dame zieht von f4 nach e3."),
])
def test_piece_words_in_german_and_english_both_play(game, position, typed, said):
    console = people_at(game, position, "de")
    assert console.handle_line(typed)[0].text == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "That fits several moves: a3 to b4 or c3 to b4. Please say which."),
    ("de", "Das passt zu mehreren Zügen: a3 nach b4 oder c3 nach b4. Bitte genauer angeben."),
])
def test_two_pieces_of_the_kind_that_reach_the_target_are_named(lang, said):
    console = seated("checkers", lang)  # the opening position
    assert console.handle_line("Stein b4" if lang == "de" else "man b4")[0].text == said


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "king e5", "One king on e9 cannot go to e5 now. Type moves for yours."),
    ("de", "König e5", "Ein König auf e9 kann jetzt nicht nach e5. Tippe züge für deine "
                       "Züge."),
    # The piece in the game's own words, however it was typed: it was "Keine Figur namens
    # king".
    ("de", "king e5", "Ein König auf e9 kann jetzt nicht nach e5. Tippe züge für deine "
                      "Züge."),
])
def test_a_piece_that_cannot_go_there_is_told_so(lang, typed, said):
    """The king may not come back to the throne on e5 here; the answer names it with its
    square, and fits the braille line."""
    console = people_at("tablut", TABLUT, lang)
    answer = console.handle_line(typed)[0]
    assert answer.text == said
    assert cells(answer.brief or answer.text, lang) <= 80


def test_a_word_that_is_no_piece_of_the_game_is_left_to_the_other_readers():
    console = people_at("tablut", TABLUT, "en")
    assert console.handle_line("kign e7")[0].text.startswith('I cannot read "kign e7".')


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "rabbit a3", "Please wait: Silver is to move."),
    ("de", "Kaninchen a3", "Bitte warten: Silber ist am Zug."),
])
def test_a_piece_word_typed_out_of_turn_waits(lang, typed, said):
    """It was "I cannot read", as if the line were no move at all."""
    console = seated("arimaa", lang)
    for step in ("a2 a3", "b2 b3", "c2 c3", "d2 d3"):
        console.handle_line(step)
    assert console.computer_to_move()  # Gold's four steps are made: Silver is to move
    assert console.handle_line(typed)[0].text == said


@pytest.mark.parametrize(("lang", "said"), [
    # The elephant's square said once (it was said before each of the three pushes).
    ("en", "That fits several moves from d4: pushes d5 to d6, e5, or c5. Please say which."),
    ("de", "Das passt zu mehreren Zügen von d4 aus: schiebt d5 nach d6, e5 oder c5. Bitte "
           "genauer angeben."),
])
def test_a_piece_sent_onto_an_enemy_names_its_pushes(lang, said):
    """Arimaa: the elephant goes to d5 by pushing the rabbit there; it was "No piece called
    elephant can go to d5 now"."""
    console = people_at("arimaa", ARIMAA, lang)
    assert console.handle_line("elephant d5" if lang == "en" else "Elefant d5")[0].text == said


@pytest.mark.parametrize(("lang", "typed", "said", "brief"), [
    ("en", "wolf h2", "That is not your piece: one wolf on h8.", "Not yours: Wolf."),
    ("de", "Wolf h2", "Das ist nicht deine Figur: ein Wolf auf h8.", "Nicht deine: Wolf."),
])
def test_another_side_s_piece_typed_is_said_to_be_theirs(lang, typed, said, brief):
    """The sheep's player typing the wolf heard "No piece called wolf can go to h2 now"."""
    console = seated("wolf-und-schafe", lang)
    answer = console.handle_line(typed)[0]
    assert (answer.text, answer.brief) == (said, brief)
