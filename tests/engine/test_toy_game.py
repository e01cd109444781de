"""The engine's public API carries chance, hidden hands and teams (through a toy game)."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import IllegalMoveError, InvalidMoveError, ReasonCode, TurnKind
from accessible_games.engine.events import ChanceRolled, GameEnded
from tests.engine.toy import PLAY, ROLL, ToyGame, ToyMove


def play_out(seed: int) -> tuple[list[str], object]:
    rng = random.Random(seed)
    state = ToyGame().new_state(rng)
    log = []
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            move = rng.choice(state.legal_moves())
        log.append(move.notation)
        state.play(move)
    return log, state.outcome()


def test_deal_is_a_chance_turn_with_probabilities_summing_to_one():
    state = ToyGame().new_state()
    assert state.turn_kind is TurnKind.CHANCE
    outcomes = state.chance_outcomes()
    assert [m.value for m, _ in outcomes] == [1, 2, 3, 4, 5, 6]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply(ToyMove(True, 4))
    # A dealt card leaves the deck: five cards remain.
    assert [m.value for m, _ in state.chance_outcomes()] == [1, 2, 3, 5, 6]


def test_view_hides_other_hands_and_dealt_cards():
    state = ToyGame().new_state()
    for card in (5, 2, 6, 1):
        state.apply(ToyMove(True, card))
    view = state.view_for(1)
    assert view.hands == [0, 2, 0, 0]
    assert all(not m.chance for m in view.moves)
    # The real state is untouched.
    assert state.hands == [5, 2, 6, 1]


def test_teams_win_together_and_rolls_are_chance():
    state = ToyGame().new_state()
    for card in (5, 2, 6, 1):
        state.play(ToyMove(True, card))
    state.play(ToyMove(False, PLAY))      # team 0: 5
    state.play(ToyMove(False, ROLL))      # player 1 rolls ...
    assert state.turn_kind is TurnKind.CHANCE
    events = state.play(ToyMove(True, 3))  # ... a 3 for team 1
    assert events == (ChanceRolled(1, 3),)
    state.play(ToyMove(False, PLAY))      # team 0: 5 + 6 = 11
    events = state.play(ToyMove(False, PLAY))  # team 1: 3 + 1 = 4
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0, 2})
    assert outcome.scores == (11, 4)
    assert outcome.returns(4) == (1.0, -1.0, 1.0, -1.0)
    assert isinstance(events[-1], GameEnded)


def test_undo_restores_every_step():
    rng = random.Random(7)
    state = ToyGame().new_state()
    keys = [state.key()]
    while not state.is_terminal():
        move = (state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE
                else rng.choice(state.legal_moves()))
        state.apply(move)
        keys.append(state.key())
    while state.moves:
        keys.pop()
        state.undo()
        assert state.key() == keys[-1]


def test_seeded_play_is_deterministic():
    assert play_out(11) == play_out(11)
    logs = {tuple(play_out(seed)[0]) for seed in range(20)}
    assert len(logs) > 1


def test_typed_moves_and_reasons():
    state = ToyGame().new_state()
    for card in (5, 2, 6, 1):
        state.apply(ToyMove(True, card))
    assert state.parse_move("roll") == ToyMove(False, ROLL)
    with pytest.raises(InvalidMoveError):
        state.parse_move("dance")
    state.apply(ToyMove(False, PLAY))
    state.apply(ToyMove(False, PLAY))
    state.apply(ToyMove(False, PLAY))
    state.apply(ToyMove(False, PLAY))
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move("play")
    assert info.value.reason.code is ReasonCode.GAME_OVER
