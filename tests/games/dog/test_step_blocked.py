"""A step of the seven typed past a protected marble says which marble stands in the way and
what the marble typed can do; every refused step fits two windows of the braille line."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

GAME = DogGame()
BLOCKED = {
    "en": ("The protected marble on West's start field 49 is in the way. The steps of the "
           "marble on field 46: field 46 to field 47 or field 48.",
           "Protected marble on 49 in the way. Steps: 46 to 47 or 48."),
    "de": ("Die geschützte Kugel auf Startfeld 49 von West steht im Weg. Die Schritte der "
           "Kugel auf Feld 46: Feld 46 nach Feld 47 oder Feld 48.",
           "Geschützte Kugel auf 49 im Weg. Schritte: 46 nach 47 oder 48."),
}
NO_STEP = {
    "en": "No such step: 7 fields left, from 1 or 46. Such as 1-2.",
    "de": "Kein solcher Schritt: noch 7 Felder, von 1 oder 46. Etwa 1-2.",
}


def _seven(lang: str) -> Console:
    """North with marbles on its start field and on 46, West's marble just out on its start
    field 49, North's seven played."""
    state = arrange(GAME, {0: [0, 45], 3: [48]}, {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"],
                                                  3: ["2s"]}, fresh=(1, 0, 0, 1))
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    return console


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_step_past_a_protected_marble_names_it(lang):
    """"46-50" was "No step of your seven goes that way: 7 fields are left, for the marbles on
    your start field 1 and field 46. Type a step ..." (177 braille cells, German 168): the
    marble on 46 had seven fields, and nothing said West's fresh marble barred the way."""
    said, = _seven(lang).handle_line("46-50")
    assert (said.text, said.brief) == BLOCKED[lang]
    assert cells(said.short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_step_from_an_empty_field_is_brailled_in_two_windows(lang):
    console = _seven(lang)
    for typed in ("2-3", "1-20"):
        said, = console.handle_line(typed)
        assert said.brief == NO_STEP[lang]
        assert cells(said.short, lang) <= 2 * DISPLAY_CELLS
        assert said.text.startswith("No step of your seven" if lang == "en"
                                    else "So geht kein Schritt deiner Sieben")
