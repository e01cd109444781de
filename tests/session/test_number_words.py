"""Numbers typed as words ("Haus drei", "house three", "row two") read as their digits."""

from __future__ import annotations

import pytest

from accessible_games.session.number_words import with_digits
from tests.consoles import seated


def test_number_words_become_digits_and_other_words_stay():
    assert with_digits("Haus Drei") == "Haus 3"
    assert with_digits("house twelve") == "house 12"
    assert with_digits("säe zwo") == "säe 2"
    assert with_digits("haus 3") is None
    assert with_digits("dreieck") is None  # a word that holds a number word is no number


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "house three", "You sow 4 seeds from house 3, the last into your store."),
    ("en", "sow two", "You sow 4 seeds from house 2, the last into house 6."),
    ("de", "haus drei", "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher."),
    ("de", "säe vier", "Du säst 4 Samen aus Haus 4, den letzten in Nordhaus 1."),
    ("de", "zwei", "Du säst 4 Samen aus Haus 2, den letzten in Haus 6."),
    ("en", "seven", "There are only houses 1 to 6."),
    ("de", "Haus sieben", "Es gibt nur die Häuser 1 bis 6."),
])
def test_a_house_named_by_its_number_word_is_sown(lang, typed, said):
    """It was 'I cannot read "haus drei"'."""
    assert seated("kalah", lang).handle_line(typed)[0].text == said


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "three", "Please wait: North is to move."),
    ("de", "drei", "Bitte warten: Nord ist am Zug."),
])
def test_a_number_word_typed_out_of_turn_is_a_move_that_waits(lang, typed, said):
    console = seated("kalah", lang)
    console.handle_line("2")
    assert console.handle_line(typed)[0].text == said


@pytest.mark.parametrize(("game", "lang", "typed", "said"), [
    ("kalah", "en", "row two", "North houses 6 to 1: 4, 4, 4, 4, 4, 4. North's store: 0."),
    ("kalah", "de", "züge haus drei", "Haus 3: Du kannst seine 4 Samen säen."),
    ("kalah", "en", "go three", "South house 3, 4 seeds."),
    ("checkers", "de", "reihe drei", "Reihe 3: schwarze Steine auf a3, c3, e3 und g3."),
])
def test_rows_places_and_moves_questions_read_number_words(game, lang, typed, said):
    """"row two" was "There is no row two here; the rows are numbered 1 to 2"."""
    assert seated(game, lang).handle_line(typed)[0].text == said


def test_an_ordinal_is_read_as_the_number_after_the_word_it_counts():
    assert with_digits("the third house") == "the house 3"
    assert with_digits("das dritte Haus") == "das Haus 3"
    assert with_digits("drittes haus") == "haus 3"
    assert with_digits("zwölfte Reihe") == "Reihe 12"
    assert with_digits("the third") is None  # nothing after it to count


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "the third house", "You sow 4 seeds from house 3, the last into your store."),
    ("en", "house number 3", "You sow 4 seeds from house 3, the last into your store."),
    ("de", "das dritte Haus", "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher."),
    ("de", "säe aus Haus 3", "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher."),
    ("de", "Haus Nummer 3", "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher."),
])
def test_a_house_counted_or_numbered_aloud_is_sown(lang, typed, said):
    """"das dritte Haus", "säe aus Haus 3" and "house number 3" were "I cannot read", though
    "sow from house 3" was read."""
    assert seated("kalah", lang).handle_line(typed)[0].text == said
