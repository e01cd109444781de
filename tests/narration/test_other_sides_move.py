"""The other side's move in the draughts and Halma families is a sentence with a verb.

The player's own move was told "Du ziehst von 32 nach 28.", the opponent's without a verb:
"Weißer Stein 32 nach 28.", "Wolf h8 nach g7.". Now the piece with its article is the subject
of the same verb: "Der weiße Stein zieht von 32 nach 28.", "The wolf moves from h8 to g7."
"""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY, describer_for

GAMES = ("checkers", "international-draughts", "russian-draughts", "brazilian-draughts",
         "turkish-draughts", "schlagdame", "wolf-und-schafe", "blockade",
         "raeuber-und-gendarm", "halma-dame", "eckdame")

STEP = {
    "en": re.compile(r"^The [a-z]+( [a-z]+)? (moves|hops) from \w+( over [\w ,]+)? to \w+\.$"),
    "de": re.compile(r"^(Der|Die|Das)( [a-zß]+e)? [A-Z][a-z]+ (zieht|springt) von \w+"
                     r"( über [\w ,]+)? nach \w+\.$"),
}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_first_step_watched_by_the_other_side_has_a_verb(game_id, lang):
    """A step, or in Halma-Dame a hop, the first of the moves at the start."""
    game = REGISTRY.create(game_id)
    state = game.new_state()
    mover = state.to_move
    move = state.legal_moves()[0]
    describer = describer_for(game, lang)
    describer.you = 1 - mover
    text = describer.move_message(state, move, state.play(move), mover).text
    assert STEP[lang].match(text), text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The black man on c3 takes d4 and f6 and lands on g7."),
    ("de", "Der schwarze Stein schlägt von c3 aus d4 und f6 und landet auf g7."),
])
def test_a_capture_watched_by_the_other_side_says_who_takes(lang, said):
    game = REGISTRY.create("checkers")
    state = game.parse_position("B:W14,15,22:B11,12")
    move = state.parse_move("c3xg7")
    describer = describer_for(game, lang)
    describer.you = 1
    assert describer.move_message(state, move, state.play(move), 0).text == said
