"""A start field is named with its number last and no comma ("East's start field 17", "dein
Startfeld 1"): a play-tester heard "auf der Bahn: dein Startfeld, Feld 1 und Feld 64" and
"field 16, East's start field, field 17, field 18" and could not tell how many places that was."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.narration.games.dog import DogDescriber

GAME = DogGame()

BOARD = {"en": "North: none in the goal; 2 in the kennel; on the track: your start field 1 and "
               "field 64 (2 fields to the goal).",
         "de": "Nord: keine im Ziel; 2 im Zwinger; auf der Bahn: dein Startfeld 1 und Feld 64 "
               "(noch 2 Felder bis zum Ziel)."}

NAMES = {"en": ["your start field 1", "East's start field 17", "East's goal field 1"],
         "de": ["dein Startfeld 1", "Startfeld 17 von Ost", "Zielfeld 1 von Ost"]}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_start_field_in_a_list_is_one_item(lang):
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    state = arrange(GAME, {0: [0, 63], 1: [16]}, {0: ["2c"]})
    assert d.board_lines(state)[0] == BOARD[lang]
    names = [d.location(p) for p in (0, 16, 84)]
    assert names == NAMES[lang]
    # No case form brings the comma back ("dem Startfeld von Ost, Feld 17").
    assert not any("," in format(n, case) for n in names for case in ("", "nom", "acc", "dat"))
