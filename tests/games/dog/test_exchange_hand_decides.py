"""A word the hand decides ("bc": Bube Kreuz, the jack of clubs, or in braille the two of
clubs) typed with a verb during Dog's card exchange.

"play bc", holding the two of clubs and not the jack, was answered "You do not hold the jack
of clubs.": the verb of the other kind kept the word from the hand, and the game read the
name. The hand decides the card, and the game's refusal of the verb is said, as for "play 2c".
"""

from __future__ import annotations

import pytest

from accessible_games.session.card_words import card_and_call
from tests.games.dog.test_as_rank_alone import _north

GIVE_FIRST = {
    "en": "First each player gives a card to their partner: type give and the card.",
    "de": "Zuerst gibt jeder seinem Partner eine Karte: tippe gib und die Karte.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed", ["play bc", "spiele bc", "play the bc", "bc spielen"])
def test_a_play_verb_in_the_exchange_is_refused_for_the_card_the_hand_holds(lang, typed):
    console = _north(["2c", "5h", "9d"], lang, exchange=True)
    said = [m.text for m in console.handle_line(typed)]
    assert said == [GIVE_FIRST[lang]]
    assert not console.table.history


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("hand", [["2c", "5h", "9d"], ["Jc", "5h", "9d"], ["2c", "Jc", "9d"]])
def test_the_refusal_of_the_verb_is_the_same_whichever_reading_is_held(lang, hand):
    """Holding both readings the verb is refused at once: no question which card, whose
    every answer would be refused."""
    console = _north(hand, lang, exchange=True)
    assert [m.text for m in console.handle_line("play bc")] == [GIVE_FIRST[lang]]


@pytest.mark.parametrize(("typed", "given"), [("give bc", "two"), ("gib bc", "two")])
def test_give_and_a_word_the_hand_decides_gives_the_card_held(typed, given):
    console = _north(["2c", "5h", "9d"], "en", exchange=True)
    said = console.handle_line(typed)[0].text
    assert said == f"You give the {given} of clubs to South."


def test_a_verb_of_the_other_kind_is_split_from_the_card_word():
    class Give:
        notation = "give 3"
    assert card_and_call("play bc", [Give()]) == ("bc", "play")
    assert card_and_call("bc spielen", [Give()]) == ("bc", "spielen")
    assert card_and_call("give bc", [Give()]) == ("bc", "")
