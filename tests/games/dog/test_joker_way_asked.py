"""A joker played as a rank with several ways asks which, and says how to answer: with the
joker, its rank and the way (the way alone is asked about again where a card of the hand goes
it too)."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

GAME = DogGame()
ASKED = {
    "en": ("joker as ten", "The red joker as ten can go several ways: field 48 to field 58 or "
           "field 64 to field 10. Please say which. Type the joker with its rank and way, such "
           "as joker as ten 48-58.", "Red joker as ten: 48-58 or 64-10? Type joker as ten 48-58."),
    "de": ("joker als zehn", "Joker rot als Zehn kann mehrere Wege gehen: Feld 48 nach Feld 58 "
           "oder Feld 64 nach Feld 10. Bitte sage, welchen. Tippe den Joker mit Rang und Weg, "
           "etwa joker als Zehn 48-58.",
           "Joker rot als Zehn: 48-58 oder 64-10? Tippe joker als Zehn 48-58."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_s_ways_are_asked_with_how_to_answer(lang):
    """"Joker rot als Zehn kann mehrere Wege gehen: ... Bitte sage, welchen." said nothing of
    how to answer, and "48-58" was then asked about again: "Kreuz-Zehn oder Joker rot als
    Zehn?"."""
    state = arrange(GAME, {0: [47, 63]}, {0: ["X", "Tc", "2c"], 1: ["2d"], 2: ["2h"],
                                          3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    typed, text, brief = ASKED[lang]
    asked, = console.handle_line(typed)
    assert (asked.text, asked.short) == (text, brief)
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS
    console.handle_line(f"{typed} 48-58")
    assert len(console.state.hands[0]) == 2 and 57 in console.state.marbles[0]
