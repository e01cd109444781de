"""The board says how far a marble near its goal still has to go: a play-tester counted the
fields from "field 60" to the goal in their head for every marble. Said where one card could
take it in (13 fields or fewer), for every seat's marbles."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.narration.games.dog import DogDescriber

GAME = DogGame()

BOARD = {
    "en": ["North: none in the goal; 2 in the kennel; on the track: field 20 and field 61 (5 "
           "fields to the goal).",
           "East: none in the goal; 3 in the kennel; on the track: field 13 (5 fields to the "
           "goal)."],
    "de": ["Nord: keine im Ziel; 2 im Zwinger; auf der Bahn: Feld 20 und Feld 61 (noch 5 "
           "Felder bis zum Ziel).",
           "Ost: keine im Ziel; 3 im Zwinger; auf der Bahn: Feld 13 (noch 5 Felder bis zum "
           "Ziel)."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_board_says_how_far_a_marble_near_its_goal_has_to_go(lang):
    # North's on field 61 (place 60): 62 .. 64, then the start field 1, the goal the fifth
    # step; its marble on field 20 is far from the goal and said plainly. East's on field 13
    # is as far from East's goal (14, 15, 16, East's start 17, the goal).
    state = arrange(GAME, {0: [19, 60], 1: [12]}, {0: ["2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    lines = d.board_lines(state)
    assert lines[:2] == BOARD[lang]
