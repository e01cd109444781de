""""low" and "high" at a trick-taking table: the lowest or highest card that may be played
("play low", "the highest club", "niedrigster Trumpf"). Before, "low" was "I cannot read "low""
and a player had to find the card's name in a hand of thirteen."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Suit
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.card_heights import (
    TRUMP_CLASS,
    Height,
    height_choices,
    read_height,
)
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells


def table(game_id: str, lang: str, seed: int = 4) -> Console:
    """The seat's first turn to play a card, three beginners at the table (Doppelkopf: all
    healthy first)."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (
        game.num_players - 1), lang=lang, seed=seed)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    if game_id == "doppelkopf":
        console.handle_line("gesund")
        while console.computer_to_move():
            console.computer_move()
    return console


# Whist, seed 4: the hand is clubs 5 7 Q, diamonds 7 J A, hearts (trumps) 2 4 7 8, spades 5 9
# J, and spades were led: the five and the jack of spades are the lowest and highest to play.
@pytest.mark.parametrize(("lang", "typed", "played"), [
    ("en", "low", "You play the five of spades."),
    ("en", "play the highest", "You play the jack of spades."),
    ("en", "highest spade", "You play the jack of spades."),
    ("de", "die kleinste", "Du spielst Pik-Fünf."),
    ("de", "niedrigste Karte", "Du spielst Pik-Fünf."),
    ("de", "spiele die höchste", "Du spielst Pik-Bube."),
])
def test_following_suit_low_and_high_play_the_one_card_they_mean(lang, typed, played):
    said = table("whist", lang).handle_line(typed)
    assert said[0].text.startswith(played)


@pytest.mark.parametrize(("lang", "typed", "said", "brief"), [
    ("en", "lowest club", "You may play none of the five of clubs, the seven of clubs, and the "
     "queen of clubs now. You must follow suit: you can play the five of spades, the nine of "
     "spades, or the jack of spades.", "Follow suit: spades."),
    ("de", "höchster Trumpf", "Keine der Karten Herz-Zwei, Herz-Vier, Herz-Sieben und Herz-Acht "
     "darfst du jetzt spielen. Du musst Farbe bedienen: du kannst Pik-Fünf, Pik-Neun oder "
     "Pik-Bube spielen.", "Pik bedienen: Fünf, Neun oder Bube."),
])
def test_a_suit_that_may_not_be_played_is_refused_with_the_reason(lang, typed, said, brief):
    console = table("whist", lang)
    refusal, = console.handle_line(typed)
    assert (refusal.text, refusal.short) == (said, brief)
    assert len(console.table.history) == len(table("whist", lang).table.history)


@pytest.mark.parametrize(("lang", "words", "question", "brief", "played"), [
    ("en", ("highest spade", "low"), "Which card: the five of clubs, the seven of diamonds, the "
     "two of hearts, or the five of spades?", "Which card: ⠑⠉⠀⠛⠙⠀⠃⠓⠀⠑⠎?", "hearts"),
    ("de", ("spiele die höchste", "die kleinste"), "Welche Karte: Kreuz-Fünf, Karo-Sieben, "
     "Herz-Zwei oder Pik-Fünf?", "Welche Karte: ⠑⠉⠀⠛⠙⠀⠃⠓⠀⠑⠎?", "herz"),
])
def test_leading_low_asks_which_suit_and_the_suit_answers(lang, words, question, brief, played):
    console = table("whist", lang)
    console.handle_line(words[0])  # the jack of spades wins the trick: the seat leads
    while console.computer_to_move():
        console.computer_move()
    asked, = console.handle_line(words[1])
    assert (asked.text, asked.short) == (question, brief)
    assert cells(asked.short, lang) <= 80
    answered = console.handle_line(played)
    assert answered[0].text.startswith(("You play the two of hearts.",
                                        "Du spielst Herz-Zwei."))


# Doppelkopf, seed 4, a normal game: trumps queen of clubs, queen of spades, queen of hearts,
# jack of clubs, nine of diamonds; clubs A A 9; spades A 10; hearts A A. East leads a trump.
@pytest.mark.parametrize(("lang", "typed", "played"), [
    ("de", "niedrigster Trumpf", "Du spielst Karo-Neun."),
    ("de", "die höchste", "Du spielst Kreuz-Dame."),
    ("en", "low trump", "You play the nine of diamonds."),
])
def test_doppelkopf_trumps_are_one_class_from_the_lowest_to_the_highest(lang, typed, played):
    said = table("doppelkopf", lang).handle_line(typed)
    assert said[0].text.startswith(played)


@pytest.mark.parametrize(("lang", "high", "question"), [
    ("en", "high", "Which card: the queen of clubs, the nine of clubs, or the ace of hearts?"),
    ("de", "die höchste", "Welche Karte: Kreuz-Dame, Kreuz-Neun oder Herz-Ass?"),
])
def test_doppelkopf_names_the_choices_in_the_hand_s_order_trumps_first(lang, high, question):
    """Leading, the highest of each class in the order the hand is read: trumps first (it
    named the trump last, as the classes are numbered)."""
    console = table("doppelkopf", lang, seed=1)
    console.handle_line(high)  # following a trump, the highest trump takes the trick
    while console.computer_to_move():
        console.computer_move()
    assert console.table.to_move() == 0 and not console.state.trick
    asked, = console.handle_line(high)
    assert asked.text == question


def test_doppelkopf_refuses_a_plain_suit_when_trumps_were_led():
    refusal, = table("doppelkopf", "de").handle_line("kleinste Kreuz")
    assert refusal.text == ("Keine der Karten Kreuz-Ass, Kreuz-Ass und Kreuz-Neun darfst du "
                            "jetzt spielen. Du musst Trumpf bedienen.")


def test_mau_mau_has_no_height_and_does_not_read_low():
    refusal, = table("mau-mau", "en").handle_line("low")
    assert refusal.text.startswith('I cannot read "low".')


@pytest.mark.parametrize(("words", "height"), [
    (["low"], Height(False, None)),
    (["the", "highest", "card"], Height(True, None)),
    (["lowest", "club"], Height(False, 0)),
    (["niedrigster", "trumpf"], Height(False, TRUMP_CLASS)),
    (["kleinste", "karte", "im", "herz"], Height(False, 2)),
    (["low", "high"], None),
    (["low", "clubs", "hearts"], None),
    (["low", "queen"], None),
    (["queen"], None),
])
def test_the_words_of_a_height(words, height):
    assert read_height(words) == height


def test_trump_names_the_trump_suit_where_trumps_are_a_suit():
    assert read_height(["high", "trump"], Suit.SPADES) == Height(True, Suit.SPADES.value)


def test_each_class_gives_its_lowest_or_highest_card():
    heights = {1: (0, 5), 2: (0, 9), 3: (2, 3), 4: (2, 11), 5: (4, 1)}
    assert height_choices(Height(False, None), [2, 1, 4, 3, 5], heights.__getitem__) == [1, 3, 5]
    assert height_choices(Height(True, 2), [1, 2, 3, 4, 5], heights.__getitem__) == [4]
    assert height_choices(Height(True, 3), [1, 2, 3, 4, 5], heights.__getitem__) == []


@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_low_and_high_name_none_of_the_cards_the_others_hold(game_id, seed):
    """Privacy: a question which or a refusal names cards of the asking seat's hand only,
    never one another seat still holds (the words come from the seat's own view)."""
    for typed in ("high", "low", "lowest club", "high trump", "niedrigste Karo"):
        console = table(game_id, "en", seed)
        names = console.describer.names
        own = {names.card(card) for card in console.hand()}
        hidden = {names.card(card) for seat, hand in enumerate(console.table.state.hands)
                  if seat != 0 for card in hand} - own
        for message in console.handle_line(typed):
            if message.kind is MessageKind.MOVE:
                continue  # a card played: public from then on
            assert not [name for name in hidden if name in message.text], message.text
            assert message.audience is None or message.audience == frozenset({0})
