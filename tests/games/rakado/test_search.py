"""The strong level's search in Rakado against a plain expectimax written only for this test.

Issue 18 asked whether the deeper search was worse because of a bug in the alpha-beta search
with chance nodes (the transposition table across rolls, depth counting over the roll again
after a 6, the horizon at a chance turn). These tests value every root move of seeded
positions with the searcher and with a slow, obviously correct expectimax (no window, no table,
no ordering) that stops at the same places: a chance turn once the depth is used up (the
strong level's ``expand_chance_leaves`` off), or a chance turn repeating one of the chance turns
in a row before it. Both must agree exactly, at depths 1 to 3.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.alphabeta import AlphaBeta
from accessible_games.ai.evaluation import terminal_value
from accessible_games.engine import TurnKind
from accessible_games.engine.types import Move
from accessible_games.games.rakado import RakadoState
from accessible_games.games.rakado import evaluation as ev
from accessible_games.lineup import REGISTRY
from tests.games.rakado.helpers import position


def slow_value(state: RakadoState, depth: int, me: int, run: tuple[object, ...] = ()) -> float:
    """The expectimax value of ``state`` for ``me``: chance turns are the mean of their six
    faces and use no depth; a player's move uses a ply."""
    kind = state.turn_kind
    if kind is TurnKind.TERMINAL:
        outcome = state.outcome()
        assert outcome is not None
        return terminal_value(outcome, me, state.game.num_players)
    if kind is TurnKind.CHANCE:
        key = state.key()
        if depth <= 0 or key in run:
            return ev.evaluate(state, me)
        total = 0.0
        for roll, probability in state.chance_outcomes():
            state.apply(roll)
            chained = run + (key,) if state.turn_kind is TurnKind.CHANCE else ()
            total += probability * slow_value(state, depth, me, chained)
            state.undo()
        return total
    if depth <= 0:
        return ev.evaluate(state, me)
    mover = state.to_move
    best = max(slow_move_value(state, move, depth) for move in state.legal_moves())
    return best if mover % 2 == me % 2 else -best


def slow_move_value(state: RakadoState, move: Move, depth: int) -> float:
    """The value of ``move`` for the player making it, searched ``depth`` plies deep."""
    mover = state.to_move
    state.apply(move)
    value = slow_value(state, depth - 1, mover)
    state.undo()
    return value


def few_move_positions(seed: int, count: int, most: int) -> list[RakadoState]:
    """Positions after a roll with two to ``most`` legal moves from a seeded random game."""
    rng = random.Random(seed)
    state = REGISTRY.create("rakado").new_state(rng)
    found = []
    while not state.is_terminal() and len(found) < count:
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if 2 <= len(state.legal_moves()) <= most:
            found.append(state.copy())
        state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_the_search_values_every_move_as_a_plain_expectimax_does(depth):
    states = few_move_positions(11, 4 if depth < 3 else 2, 3)
    assert len(states) >= 2
    for state in states:
        searcher = AlphaBeta(ev.evaluate, order_key=ev.order_key, expand_chance_leaves=False)
        scores = searcher.score_moves(state.copy(), depth)
        assert {s.move for s in scores} == set(state.legal_moves())
        for scored in scores:
            assert scored.score == pytest.approx(slow_move_value(state, scored.move, depth))
        best = searcher.search(state.copy(), max_depth=depth)
        assert best.value == pytest.approx(max(s.score for s in scores))


def test_the_roll_again_after_a_six_is_searched_as_a_second_move_of_the_same_player():
    # White rolled 6: c2-c8 or h2-h8 (no capture). Either way White rolls again, so at depth 2
    # the second ply is White's own move after its next roll, not Black's: the values must be
    # those of the plain expectimax, where the mover stays White.
    state = position({"c2": "a", "h2": "a", "c14": "b", "h16": "b"}, "a", roll=6)
    assert sorted(m.notation for m in state.legal_moves()) == ["c2-c8", "h2-h8"]
    searcher = AlphaBeta(ev.evaluate, order_key=ev.order_key, expand_chance_leaves=False)
    for scored in searcher.score_moves(state.copy(), 2):
        child = state.copy()
        child.apply(scored.move)
        assert child.turn_kind is TurnKind.CHANCE and child.seat == 0
        assert scored.score == pytest.approx(slow_move_value(state, scored.move, 2))
