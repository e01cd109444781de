"""The listener's own moves in Dog are "You have 6 moves." wherever "moves" lists them: in the
exchange and while a seven is split it said "North: 6 moves: give ..." and "North: 14 moves
from 2 places: ...", where a card's moves say "You have 5 moves. ...". And the count says
what the list names: two fives that go the same way are one choice, named once with both
suits ("You have 2 moves." was followed by three cards)."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table

WORD = {"en": "moves", "de": "züge"}
SEATS = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3


def _said(console: Console, line: str) -> list[tuple[str, str | None]]:
    return [(m.text, m.brief) for m in console.handle_line(line) if m.text]


EXCHANGE = {
    "en": ("You have 6 moves. Give the three of hearts, the seven of clubs,",
           "You have 6 moves. Give ⠉⠓"),
    "de": ("Du hast 6 Züge. Herz-Drei, Kreuz-Sieben,", "Du hast 6 Züge. ⠉⠓"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_in_the_exchange_are_the_listeners_own(lang):
    table = Table(DogGame(), SEATS, seed=4)
    console = Console(table, 0, lang)
    console.opening()
    [(text, brief)] = _said(console, WORD[lang])
    assert text.startswith(EXCHANGE[lang][0]), text
    assert brief is not None and brief.startswith(EXCHANGE[lang][1]), brief


SPLIT = {
    "en": ["You have 14 moves from 2 places: field 6 to fields 7 through 13;",
           "You have 11 moves. Field 8 to fields 9 through 13,"],
    "de": ["Du hast 14 Züge von 2 Feldern: Feld 6 nach Feld 7 bis 13;",
           "Du hast 11 Züge. Feld 8 nach Feld 9 bis 13,"],
}


def _north(cards: list[str], places: list[int], lang: str) -> Console:
    game = DogGame()
    state = arrange(game, {0: places, 1: [30], 2: [40]},
                    {0: cards, 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    return Console.local(game, SEATS, lang=lang, state=state)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_while_splitting_a_seven_are_the_listeners_own(lang):
    console = _north(["7c", "5d", "2c"], [5, 20], lang)
    console.handle_line("7")
    [(text, brief)] = _said(console, WORD[lang])
    assert text.startswith(SPLIT[lang][0]), text
    assert brief is not None and brief.startswith(SPLIT[lang][0][:16]), brief
    console.handle_line("6-8")
    [(text, brief)] = _said(console, WORD[lang])
    assert text.startswith(SPLIT[lang][1]), text
    assert brief is not None and brief.startswith(SPLIT[lang][1][:16]), brief


FIVES = {
    "en": "You have 2 moves. The two of clubs: field 6 to field 8; or the five of clubs or "
          "diamonds: field 6 to field 11.",
    "de": "Du hast 2 Züge. Kreuz-Zwei: Feld 6 nach Feld 8; oder Kreuz- oder Karo-Fünf: "
          "Feld 6 nach Feld 11.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_cards_of_one_rank_are_one_choice_named_once(lang):
    console = _north(["5c", "5d", "2c"], [5], lang)
    [(text, brief)] = _said(console, WORD[lang])
    assert text == FIVES[lang]
    assert brief is not None and brief.endswith("⠃⠉: 6-8. ⠑⠉: 6-11."), brief  # a five once
