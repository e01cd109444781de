"""A four's way back typed loosely: "back" alone, a field before or after it, "from" or "to";
several marbles that could go back are asked about by their fields, not every way of the card.
A play-tester typed "joker as 4 back" and heard all four ways of the four, forward ones too,
and "4s back 4" was not read at all."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.narration.games.dog import DogDescriber

GAME = DogGame()


def _two_marbles():
    """North's marbles on field 6 and field 21 (places 5, 20); a joker and a four in hand."""
    return arrange(GAME, {0: [5, 20]}, {0: ["X", "4s", "2c"], 1: ["2d"], 2: ["2h"], 3: ["3s"]})


def _refused(lang: str, state, typed: str) -> str:
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move(typed)
    describer = DogDescriber(GAME, lang)
    describer.set_listener(0)
    return describer.reason(refused.value.reason, state).text


WHICH = {
    "en": ("joker as 4 back", "4s back",
           "Which marble goes back with the red joker as four: field 6 back to field 2 or field "
           "21 back to East's start field 17? Type the card with the marble's field, such as "
           "joker as four back from 6.",
           "Which marble goes back with the four of spades: field 6 back to field 2 or field 21 "
           "back to East's start field 17? Type the card with the marble's field, such as four "
           "back from 6."),
    "de": ("Joker als Vier zurück", "p4 zurück",
           "Welche Kugel geht mit Joker rot als Vier zurück: Feld 6 zurück nach Feld 2 oder Feld "
           "21 zurück nach Startfeld 17 von Ost? Tippe die Karte mit dem Feld der Kugel, etwa "
           "joker als Vier zurück von 6.",
           "Welche Kugel geht mit Pik-Vier zurück: Feld 6 zurück nach Feld 2 oder Feld 21 zurück "
           "nach Startfeld 17 von Ost? Tippe die Karte mit dem Feld der Kugel, etwa Vier zurück "
           "von 6."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_back_alone_asks_which_marble_by_its_fields(lang):
    joker, four, asked_joker, asked_four = WHICH[lang]
    state = _two_marbles()
    assert _refused(lang, state, joker) == asked_joker
    assert _refused(lang, state, four) == asked_four
    # The rank alone ("four back", "vier zurück") is read as the four held.
    assert _refused(lang, state, {"en": "four back", "de": "vier zurück"}[lang]) == asked_four


@pytest.mark.parametrize(("typed", "way"), [
    ("4s 6 back", "5<1"), ("4s back 6", "5<1"), ("4s back from 6", "5<1"),
    ("4s back to 2", "5<1"), ("four back from 6", "5<1"), ("Vier zurück von 6", "5<1"),
    ("joker as 4 back 21", "20<16"), ("joker 4 back 21", "20<16"),
    ("Joker 4 zurück 21", "20<16"), ("joker als vier zurück von feld 21", "20<16")])
def test_a_field_with_back_names_that_marble_s_way_back(typed, way):
    assert _two_marbles().parse_move(typed).notation.endswith(f" {way}")


def test_the_way_back_of_the_only_marble_that_can_go_back_needs_no_field():
    state = arrange(GAME, {0: [5]}, {0: ["4s", "2c"], 1: ["2d"], 2: ["2h"], 3: ["3s"]})
    assert state.parse_move("4s back").notation.endswith(" 5<1")


def test_back_and_a_number_reads_from_it_or_to_it_and_asks_when_both_fit():
    """"4s back 4": the marble on field 4 goes back, or the one on field 8 goes back to
    field 4; "4 back" and "back from 4" say which."""
    state = arrange(GAME, {0: [3, 7]}, {0: ["4s", "2c"], 1: ["2d"], 2: ["2h"], 3: ["3s"]})
    assert state.parse_move("4s 4 back").notation.endswith(" 3<63")
    assert state.parse_move("4s back from 4").notation.endswith(" 3<63")
    assert state.parse_move("4s back to 4").notation.endswith(" 7<3")
    said = _refused("en", state, "4s back 4")
    assert said.startswith("Which marble goes back with the four of spades: field 4 back to "
                           "field 64 or field 8 back to field 4 ")


NO_WAY_BACK = {
    "en": ("4s back 9", "The four of spades cannot go that way. It can go: field 6 back to field "
           "2 or field 21 back to East's start field 17."),
    "de": ("p4 zurück 9", "Pik-Vier kann diesen Weg nicht gehen. Möglich: Feld 6 zurück nach Feld "
           "2 oder Feld 21 zurück nach Startfeld 17 von Ost."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_field_no_marble_goes_back_from_or_to_is_refused_with_the_ways_back(lang):
    typed, said = NO_WAY_BACK[lang]
    assert _refused(lang, _two_marbles(), typed) == said


NOT_BACK = {
    "en": ("2c back", "Only a four goes back, not the two of clubs. It can go: field 6 to field 8 "
           "or field 21 to field 23.",
           "4s back", "The four of spades cannot go back now. It can go: field 19 to field 23."),
    "de": ("k2 zurück", "Zurück geht nur eine Vier, nicht Kreuz-Zwei. Möglich: Feld 6 nach Feld 8 "
           "oder Feld 21 nach Feld 23.",
           "p4 zurück", "Pik-Vier kann jetzt nicht zurück. Möglich: Feld 19 nach Feld 23."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_back_with_a_card_that_has_no_way_back_says_why(lang):
    """"kc back" was refused with "The king of clubs cannot go that way." and its ways: the
    word back tells more, that only a four goes back, or that the four cannot now (East's
    marble that has just come out on field 17 bars the way back from field 19)."""
    other, other_said, four, four_said = NOT_BACK[lang]
    assert _refused(lang, _two_marbles(), other) == other_said
    barred = arrange(GAME, {0: [18], 1: [16]}, {0: ["4s"], 1: ["2d"], 2: ["2h"], 3: ["3s"]},
                     fresh=(0, 1, 0, 0))
    assert _refused(lang, barred, four) == four_said


def test_back_with_the_step_word_is_dog_s_step_back_not_the_word_back():
    """"zurück" alone names undo and new in every game; with "schritt" after it, Dog's game
    reads the line as its step back, as "schritt zurück" is."""
    from tests.consoles import seated

    console = seated("dog", "de", 3)
    said = [m.text for m in console.handle_line("zurück schritt")]
    assert said == [m.text for m in console.handle_line("schritt zurück")], said
    assert "Schritt" in said[0], said


@pytest.mark.parametrize(("typed", "way"), [
    ("4s 6-2", "5<1"), ("4s 6 2", "5<1"), ("four 6 to 2", "5<1"), ("4s from 6 to 2", "5<1"),
    ("p4 feld 6 nach feld 2", "5<1"), ("joker as 4 21-17", "20<16"), ("4s 21 17", "20<16"),
])
def test_a_four_s_start_and_end_typed_find_its_way_back(typed, way):
    """A play-tester typed the four's start and end field ("4s 6-2") and heard "The four of
    spades cannot go that way. It can go: ... field 6 back to field 2, ...": the fields name
    the way back, which only the four has; they play it."""
    state = _two_marbles()
    move = state.parse_move(typed)
    assert move.notation.endswith(way), move.notation


def test_a_four_s_fields_forward_still_go_forward():
    state = _two_marbles()
    assert state.parse_move("4s 6-10").notation.endswith("5-9")
