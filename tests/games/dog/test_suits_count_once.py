"""Suits do not count in Dog: cards of one rank that move the same marble the same way are one
choice. The count of moves counted each suit apart (four fives that play alike four times), so
a player heard "10 moves" where they had four choices, and "moves five" read the same ways once
for every five in the hand."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind


def _north_holding(cards: list[str], lang: str) -> Console:
    """North, the person, with marbles on fields 6 and 21 (places 5 and 20) and ``cards``."""
    game = DogGame()
    state = arrange(game, {0: [5, 20], 1: [30]}, {0: cards, 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    return Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                         lang=lang, state=state)


def _said(console: Console, line: str) -> list[str]:
    return [m.text for m in console.handle_line(line) if m.text]


SHORT = {
    "en": "You have 4 moves. The two of clubs: field 6 to field 8 or field 21 to field 23; or "
          "the five of clubs, diamonds, hearts, or spades: "
          "field 6 to field 11 or field 21 to field 26.",
    "de": "Du hast 4 Züge.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_four_fives_that_play_alike_are_counted_once(lang):
    said = _said(_north_holding(["5c", "5d", "5h", "5s", "2c"], lang), SHORT_WORD[lang])
    assert said[0].startswith(SHORT[lang]), said


SHORT_WORD = {"en": "moves", "de": "züge"}

LONG = {
    "en": ["You have 34 moves, by card: five, seven, or red joker. For the moves of one card, "
           "type moves and the card, such as moves five."],
    "de": ["Du hast 34 Züge, nach Karten: Fünf, Sieben oder Joker rot. Die Züge einer Karte "
           "nennt züge mit der Karte, etwa züge Fünf."],
}
"""Two ways for the fives, one seven, 31 ways for the joker; it said "40 moves, by card: five
of clubs, five of diamonds, five of hearts, five of spades, seven of clubs, or red joker"."""

FIVES = {
    "en": ["Five of clubs, five of diamonds, five of hearts, and five of spades, 2 moves each: "
           "field 6 to field 11 or field 21 to field 26."],
    "de": ["Kreuz-Fünf, Karo-Fünf, Herz-Fünf und Pik-Fünf, je 2 Züge: Feld 6 nach Feld 11 "
           "oder Feld 21 nach Feld 26."],
}
"""Once for the four fives; it said the same two ways four times, one line a five."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_long_list_names_each_rank_once_and_its_moves_once(lang):
    console = _north_holding(["5c", "5d", "5h", "5s", "7c", "X"], lang)
    assert _said(console, SHORT_WORD[lang]) == LONG[lang]
    assert _said(console, f"{SHORT_WORD[lang]} 5") == FIVES[lang]
