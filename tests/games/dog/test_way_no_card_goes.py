"""A way typed alone that no card of the hand goes.

Play-testing Dog in German with a marble on field 8 and no two in hand, "8-10" was answered
"Diese Karte hast du nicht." (no card had been named), and "1-4", from a field without a
marble, "Ich verstehe „1-4“ nicht.". A way alone plays the one card that goes it
(docs/keys.de.md); where none does, that is said, with the way as typed and where the moves
are.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells

HANDS = {0: ["3c", "6s"], 1: ["2d"], 2: ["2c"], 3: ["2s"]}
"""North holds a three and a six; the others a card each, none of them asked about."""


def _north(lang: str) -> Console:
    game = DogGame()
    state = arrange(game, {0: [7]}, HANDS)  # North's marble on field 8
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    return console


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "8-10", "Keine deiner Karten zieht von Feld 8 nach Feld 10; züge nennt deine "
                   "Züge."),
    ("de", "1-4", "Keine deiner Karten zieht von deinem Startfeld 1 nach Feld 4; züge nennt "
                  "deine Züge."),
    ("en", "8-10", "None of your cards moves from field 8 to field 10; moves lists your "
                   "moves."),
])
def test_a_way_no_card_goes_says_so(lang, typed, said):
    console = _north(lang)
    answer = console.handle_line(typed)
    assert [m.text for m in answer] == [said]
    assert answer[0].kind is MessageKind.ILLEGAL
    assert cells(answer[0].short, lang) <= 80
    assert [m.text for m in console.handle_line("warum" if lang == "de" else "why")] == [said]
    assert not console.table.history


def test_a_way_one_card_goes_is_still_played():
    console = _north("de")
    assert console.handle_line("8-11")[0].text == (
        "Du spielst Kreuz-Drei und ziehst 3 Felder von Feld 8 auf Feld 11.")


@pytest.mark.parametrize(("typed", "said"), [
    ("8-11", "Kreuz-Sieben spielst du zuerst allein; danach tippst du die Schritte der Sieben "
             "einzeln, etwa 1-5, bis sieben Felder verbraucht sind."),
    ("8-20", "Keine deiner Karten zieht von Feld 8 nach Feld 20; züge nennt deine Züge."),
])
def test_a_way_a_seven_in_hand_may_step_says_the_seven_comes_first(typed, said):
    """With a seven to split between two marbles, "8-11" is a step of it: the seven is played
    first, then its steps; a way longer than seven fields is no card's."""
    game = DogGame()
    state = arrange(game, {0: [7, 20]}, {**HANDS, 0: ["7c", "6s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang="de", seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line(typed)] == [said]
