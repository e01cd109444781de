"""While a seven is split no card can be played: a field number typed alone is a place on the
board, the marble's steps from there or the steps that end there."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

GAME = DogGame()
SAID = {
    "en": {"46": ("From field 46, 2 moves: field 46 to field 47 or field 48.",
                  "From field 46, 2 moves: 46 to 47 or 48."),
           "47": ("There is no marble on field 47. One move goes there: field 46 to field 47.",
                  "There is no marble on field 47. One move goes there: 46 to 47.")},
    "de": {"46": ("Von Feld 46 aus 2 Züge: Feld 46 nach Feld 47 oder Feld 48.",
                  "Von Feld 46 aus 2 Züge: 46 nach 47 oder 48."),
           "47": ("Auf Feld 47 steht keine Kugel. Dorthin führt ein Zug: Feld 46 nach Feld 47.",
                  "Auf Feld 47 steht keine Kugel. Dorthin führt ein Zug: 46 nach 47.")},
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_field_typed_alone_during_a_seven_is_a_place(lang):
    """"46" and "47" were "„46“ is not a card of your hand; you hold one card." A rank's
    number ("2") is still the card, refused as "Your seven comes first"."""
    state = arrange(GAME, {0: [0, 45], 3: [48]}, {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"],
                                                  3: ["2s"]}, fresh=(1, 0, 0, 1))
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    before = console.state.to_text()
    for typed, (text, brief) in SAID[lang].items():
        said, = console.handle_line(typed)
        assert (said.text, said.short) == (text, brief)
        assert cells(said.short, lang) <= 2 * DISPLAY_CELLS
    assert console.state.to_text() == before


SEVEN_FIRST = {"en": "Seven first: 7 fields left, from 1 or 46. Such as 1-2.",
               "de": "Erst die Sieben: noch 7 Felder, von 1 oder 46. Etwa 1-2."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_typed_during_a_seven_is_brailled_in_two_windows(lang):
    """"Your seven comes first: 7 fields are left, for the marbles on ... Type a step ..." was
    the braille line too, 196 cells."""
    state = arrange(GAME, {0: [0, 45], 3: [48]}, {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"],
                                                  3: ["2s"]}, fresh=(1, 0, 0, 1))
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    said, = console.handle_line("2")
    assert said.short == SEVEN_FIRST[lang] and cells(said.short, lang) <= 2 * DISPLAY_CELLS
