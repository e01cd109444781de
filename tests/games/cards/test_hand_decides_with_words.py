"""A word the hand decides on ("bc": Bube Kreuz, or the two of clubs in braille) typed with
the call or a verb, and the German "As".

"bc mau", as a Mau Mau player types the last card but one with the call, took the name
reading (the jack of clubs) however the hand was, where "bc" alone is decided by the hand;
so did "play bc". "as" was the ace of spades in both languages: in German "As" is also the
ace (the old spelling of Ass), so "as" holding the ace of hearts alone was refused ("Pik-Ass
hast du nicht auf der Hand"), and holding both aces played the ace of spades unasked.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.session.card_words import card_and_call
from accessible_games.session.commands import Command, CommandKind
from tests.games.cards.test_braille_codes_typed import _mau_mau

TWO_CLUBS = Face(Rank.TWO, Suit.CLUBS)


def _played(table) -> tuple[Face, bool] | None:
    """The face the player's move played and whether it called Mau; None before a move."""
    if not table.history:
        return None
    move = table.history[0].move
    return table.state.game.deck.face(move.card), move.mau


def test_the_card_word_is_split_from_the_call_and_the_verb():
    assert card_and_call("bc mau", []) == ("bc", "mau")
    assert card_and_call("play the bc", []) == ("bc", "")
    assert card_and_call("spiele bc mau", []) == ("bc", "mau")
    assert card_and_call("bc hearts", []) == ("bc hearts", "")  # a wish: the game's to read
    assert card_and_call("mau", []) == ("mau", "")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed", ["bc mau", "play bc mau", "spiele bc mau"])
def test_a_braille_code_with_mau_plays_the_card_held_with_the_call(lang, typed):
    table, me = _mau_mau("2c kh", lang)
    said = me.handle_line(typed)[0].text
    assert _played(table) == (TWO_CLUBS, True), said
    assert said == {"en": "You play the two of clubs and say Mau.",
                    "de": "Du spielst Kreuz-Zwei und sagst Mau."}[lang]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "seven mau", "You play the seven of clubs and say Mau."),
    ("en", "play the seven mau", "You play the seven of clubs and say Mau."),
    ("de", "sieben mau", "Du spielst Kreuz-Sieben und sagst Mau."),
    ("de", "kreuz mau", "Du spielst Kreuz-Sieben und sagst Mau."),
])
def test_a_rank_or_suit_word_with_mau_plays_the_one_card_it_fits_with_the_call(lang, typed,
                                                                               said):
    """"sieben mau" with the seven of clubs the only seven was "I cannot read", though
    "sieben" alone played it, and "7c mau" was read."""
    table, me = _mau_mau("7c kh", lang)
    assert me.handle_line(typed)[0].text.startswith(said)
    assert _played(table) == (Face(Rank.SEVEN, Suit.CLUBS), True)


@pytest.mark.parametrize(("lang", "asked", "answer"), [
    ("en", "Which card: the two of clubs or the jack of clubs?", "two"),
    ("de", "Welche Karte: Kreuz-Zwei oder Kreuz-Bube?", "zwei"),
])
def test_both_readings_held_with_mau_asks_and_the_answer_keeps_the_call(lang, asked, answer):
    table, me = _mau_mau("2c jc", lang)
    assert [m.text for m in me.handle_line("bc mau")] == [asked]
    assert not table.history
    me.handle_line(answer)
    assert _played(table) == (TWO_CLUBS, True)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("answer", [
    "kreuz zwei", "two of clubs", "Kreuz-Zwei", "2c", "kr2", "⠃⠉", "1", "play two of clubs",
    "spiele kreuz zwei", "the two of clubs"])
@pytest.mark.parametrize("question", ["bc mau", "play bc mau", "spiele bc mau"])
def test_the_answer_in_any_form_keeps_the_call_of_the_question(lang, answer, question):
    """The two of clubs answered by its full name, its short name, its braille cells or its
    place in the hand was played without the Mau typed with "bc", and the player drew a
    penalty card."""
    table, me = _mau_mau("2c jc", lang)
    me.handle_line(question)
    said = me.handle_line(answer)[0].text
    assert _played(table) == (TWO_CLUBS, True), said
    assert said == {"en": "You play the two of clubs and say Mau.",
                    "de": "Du spielst Kreuz-Zwei und sagst Mau."}[lang]


@pytest.mark.parametrize("answer", ["kreuz zwei", "2c"])
def test_an_answer_after_a_question_without_the_call_plays_without_it(answer):
    """Only the words typed with the question's card are kept: "bc" alone, answered, plays
    the card alone (here the last card but one: the penalty card follows, as it should)."""
    table, me = _mau_mau("2c jc", "en")
    me.handle_line("bc")
    me.handle_line(answer)
    assert _played(table) == (TWO_CLUBS, False)


@pytest.mark.parametrize("answer", ["jack of clubs", "2"])
def test_the_other_card_answered_by_name_or_number_keeps_the_call_too(answer):
    table, me = _mau_mau("2c jc", "en")
    me.handle_line("bc mau")
    assert me.handle_line(answer)[0].text.startswith("The jack of clubs: which suit")
    me.handle_line("hearts")
    move = table.history[0].move
    assert (table.state.game.deck.face(move.card).rank, move.mau) == (Rank.JACK, True)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_play_and_a_braille_code_is_decided_by_the_hand(lang):
    table, me = _mau_mau("2c kh 5d", lang)
    me.handle_line("play bc" if lang == "en" else "spiele bc")
    assert _played(table) == (TWO_CLUBS, False)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_mau_too_early_with_a_decided_card_is_still_refused_by_the_rules(lang):
    table, me = _mau_mau("2c kh 5d", lang)
    said = me.handle_line("bc mau")[0].text
    assert not table.history
    assert said == {
        "en": "Say Mau only with the card that leaves you one card: after the two of clubs "
              "you hold 2 cards. Type the card alone.",
        "de": "Mau sagst du nur mit der Karte, nach der dir eine bleibt: nach Kreuz-Zwei hast "
              "du noch 2 Karten. Tippe die Karte allein."}[lang]


ACE = {s: Face(Rank.ACE, s) for s in Suit}


@pytest.mark.parametrize(("hand", "pile", "played"), [
    ("ah kh 5d", "9h", ACE[Suit.HEARTS]),  # "As", the one ace held ("Pik-Ass hast du nicht")
    ("as kh 5d", "9s", ACE[Suit.SPADES]),
    ("as ah kh", "9s", ACE[Suit.SPADES]),  # either reading: only the ace of spades fits
    ("ac ah kh", "9h", ACE[Suit.HEARTS]),  # no ace of spades: "As" is the ace, as "Ass" is
])
def test_german_as_is_an_ace_or_the_ace_of_spades_as_the_hand_decides(hand, pile, played):
    table, me = _mau_mau(hand, "de", pile)
    said = me.handle_line("as")[0].text
    assert _played(table) == (played, False), said


def test_german_as_holding_the_ace_of_spades_and_another_that_fits_asks_which():
    """"As" may be the ace of hearts that fits, or the ace of spades' code: asked, both named
    (it played the ace of spades unasked, and the ace of hearts could not be had by "as")."""
    table, me = _mau_mau("as ah kh", "de", "9h")
    asked, = me.handle_line("as")
    assert (asked.text, asked.short) == ("Welche Karte: Herz-Ass oder Pik-Ass?",
                                         "Welche Karte: ⠁⠓⠀⠁⠎?")
    assert not table.history
    me.handle_line("herz")
    assert _played(table) == (ACE[Suit.HEARTS], False)


@pytest.mark.parametrize(("hand", "pile", "said"), [
    ("as ah kh", "9s", None),
    ("ah kh 5d", "9h", "You do not hold the ace of spades; you may play the king of hearts "
                       "or the ace of hearts."),
])
def test_english_as_is_the_ace_of_spades_alone(hand, pile, said):
    """No English word for the ace is "as": it is the ace of spades' code, typed rank first
    or read off the braille display (⠁⠎), and never asks."""
    table, me = _mau_mau(hand, "en", pile)
    answer = me.handle_line("as")[0].text
    if said is None:
        assert _played(table) == (ACE[Suit.SPADES], False), answer
    else:
        assert answer == said and not table.history


def test_the_number_key_answers_with_the_call():
    """The window's number key (go without a word) plays the hand's card as "1" typed does."""
    table, me = _mau_mau("2c jc", "en")
    me.handle_line("bc mau")
    me.handle(Command(CommandKind.GO, "1"))
    assert _played(table) == (TWO_CLUBS, True)
