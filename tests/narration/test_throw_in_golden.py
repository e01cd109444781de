"""Golden transcripts of a Mau Mau game with the throw-in rule, as player 1 hears it, in
German and English: the private question when player 1 holds the twin, player 1's own kept
cards, everybody's throw-ins, and nothing of the others' kept cards."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.mau_mau.bots import beginner_move
from accessible_games.games.cards.mau_mau.game import MauMauGame, MauMauState
from accessible_games.games.cards.mau_mau.throw_in import Decline
from accessible_games.narration.games.mau_mau import MauMauDescriber
from tests.golden import assert_golden

LISTENER = 0


def _player(state: MauMauState, rng: random.Random):
    """The beginner, who keeps an identical card half of the time (it would always throw)."""
    if state.asking and rng.random() < 0.5:
        return Decline()
    return beginner_move(state, rng)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_mau_mau_game_with_throw_ins_as_player_one_hears_it(lang):
    game = MauMauGame({"players": 4, "deck": "double104", "throw_in": True, "target": 2})
    describer = MauMauDescriber(game, lang)
    state = game.new_state()
    rng = random.Random(2)
    lines: list[str] = []
    asked = kept_by_others = 0
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            if state.to_move == LISTENER and state.asking:
                asked += 1
                lines.append("asked: " + describer.turn_text(state.redacted(LISTENER)))
            move = _player(state, rng)
            kept_by_others += isinstance(move, Decline) and state.to_move != LISTENER
        mover = state.to_move
        events = state.play(move)
        text = describer.move_message(state.redacted(LISTENER), move,
                                      events_for(events, LISTENER), mover).text
        if text:
            lines.append(text)
    assert asked >= 1 and kept_by_others >= 1  # the seed shows both sides of the window
    assert_golden(f"mau-mau/throw_in_game.{lang}", lines)
