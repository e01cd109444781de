"""Kalah evaluation and move ordering, with scores worked out by hand."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import SeedsCaptured, Sown
from accessible_games.games.mancala.evaluation import (
    EXTRA_TURN_WEIGHT,
    SIDE_WEIGHT,
    WIN,
    evaluate,
    order_key,
)
from accessible_games.games.mancala.kalah import KalahGame, SowingKind


def test_start() -> None:
    # Even stores and sides; South (to move) has one extra-turn move: house 3 (4 seeds reach
    # the store exactly). That is worth +1/2 for South and -1/2 for North.
    state = KalahGame().new_state()
    assert evaluate(state, 0) == EXTRA_TURN_WEIGHT
    assert evaluate(state, 1) == -EXTRA_TURN_WEIGHT


def test_ordering_and_side_counts() -> None:
    # South: house 1 (1 seed) lands in empty house 2 facing 6 seeds: a capture. House 3 (4 seeds)
    # ends in the store: an extra turn. House 6 (2 seeds): the store, then North's house 1.
    state = KalahGame().parse_position("1,0,4,0,0,2/0/2,2,2,2,6,2/0 S")
    kinds = {m.house: m.kind for m in state.legal_moves()}
    assert kinds == {1: SowingKind.CAPTURE, 3: SowingKind.EXTRA_TURN, 6: SowingKind.PLAIN}
    ordered = sorted(state.legal_moves(), key=order_key)
    assert [m.house for m in ordered] == [3, 1, 6]
    # Stores even; houses South 7, North 16; one extra-turn move for South.
    assert evaluate(state, 0) == pytest.approx(SIDE_WEIGHT * (7 - 16) + EXTRA_TURN_WEIGHT)


def test_finished_game() -> None:
    # North wins 27 to 21 (see test_kalah_rules.test_end_sweep_to_owner).
    state = KalahGame().parse_position("0,0,0,0,0,1/20/3,0,0,2,0,0/22 S")
    state.play(state.parse_move("6"))
    assert evaluate(state, 1) == WIN + 6
    assert evaluate(state, 0) == -WIN - 6


@pytest.mark.parametrize("empty_capture", [False, True])
def test_kind_hints_match_play(empty_capture: bool) -> None:
    """The hint computed without sowing agrees with what the sowing does."""
    game = KalahGame({"seeds": 6, "empty_capture": empty_capture})
    rng = random.Random(7)
    checked = 0
    for _ in range(40):
        state = game.new_state()
        while not state.is_terminal():
            for move in state.legal_moves():
                events = state.move_events(move)
                sown = events[0]
                assert isinstance(sown, Sown)
                in_store = sown.path[-1] == game.layout.stores[state.to_move]
                captured = any(isinstance(e, SeedsCaptured) for e in events)
                assert (move.kind is SowingKind.EXTRA_TURN) == in_store
                assert (move.kind is SowingKind.CAPTURE) == captured
                checked += 1
            state.apply(rng.choice(state.legal_moves()))
    assert checked > 1000
