"""Alpha-beta against plain minimax on random games with transpositions, extra turns, chance.

Each random game is a layered graph: positions are reached along paths of different length, the
player to move is random (so turns do not alternate) and some positions are chance turns. The
searcher must return exactly the minimax/expectimax value and the first best move in legal order.
"""

from __future__ import annotations

import pytest

from accessible_games.ai.alphabeta import MAX_DEPTH, search
from accessible_games.ai.evaluation import back_up, terminal_value, zero_evaluator
from accessible_games.engine import State, TurnKind
from tests.ai.test_alphabeta import plain_value
from tests.ai.toys import dag_evaluator, random_dag

SEEDS_PER_CASE = 40


def expected_move_and_value(state, depth, evaluator):
    """The first legal move with the best plain value, and that value."""
    me = state.to_move
    best_move, best = None, None
    for move in state.legal_moves():
        state.apply(move)
        value = back_up(plain_value(state, me, depth - 1, evaluator))
        state.undo()
        if best is None or value > best:
            best_move, best = move, value
    return best_move, best


@pytest.mark.parametrize("chunk", range(5))
@pytest.mark.parametrize("use_table", [True, False])
def test_full_depth_matches_minimax(chunk: int, use_table: bool) -> None:
    for seed in range(chunk * SEEDS_PER_CASE, (chunk + 1) * SEEDS_PER_CASE):
        state = random_dag(seed, layers=10, width=6)
        move, value = expected_move_and_value(state, 99, zero_evaluator)
        result = search(state, zero_evaluator, max_depth=MAX_DEPTH, use_table=use_table)
        assert result.value == pytest.approx(value, abs=1e-9), seed
        assert result.move == move, seed


@pytest.mark.parametrize("chunk", range(5))
def test_full_depth_with_heuristic_matches_minimax(chunk: int) -> None:
    # Deep enough to see every end: the heuristic must not matter, with or without the table.
    for seed in range(chunk * SEEDS_PER_CASE, (chunk + 1) * SEEDS_PER_CASE):
        state = random_dag(seed, layers=10, width=6)
        move, value = expected_move_and_value(state, 99, dag_evaluator)
        result = search(state, dag_evaluator, max_depth=12)
        assert result.value == pytest.approx(value, abs=1e-9), seed
        assert result.move == move, seed


@pytest.mark.parametrize("chunk", range(5))
def test_depth_limited_matches_minimax(chunk: int) -> None:
    for seed in range(chunk * SEEDS_PER_CASE, (chunk + 1) * SEEDS_PER_CASE):
        state = random_dag(seed, layers=10, width=6)
        for depth in (1, 2, 3, 4):
            move, value = expected_move_and_value(state, depth, dag_evaluator)
            result = search(state, dag_evaluator, max_depth=depth, use_table=False)
            assert result.value == pytest.approx(value, abs=1e-9), (seed, depth)
            assert result.move == move, (seed, depth)


def solved_value(state: State, memo: dict) -> float:
    """The exact value for the player to move, memoised by key (valid without a horizon)."""
    key = state.key()
    if key not in memo:
        me = state.to_move
        values = []
        for move in state.legal_moves():
            state.apply(move)
            values.append(back_up(_value_for(state, me, memo)))
            state.undo()
        memo[key] = max(values)
    return memo[key]


def _value_for(state: State, player: int, memo: dict) -> float:
    kind = state.turn_kind
    if kind is TurnKind.TERMINAL:
        return terminal_value(state.outcome(), player, 2)
    if kind is TurnKind.PLAYER:
        value = solved_value(state, memo)
        return value if state.to_move == player else -value
    total = 0.0
    for move, probability in state.chance_outcomes():
        state.apply(move)
        total += probability * back_up(_value_for(state, player, memo))
        state.undo()
    return total


@pytest.mark.parametrize("chunk", range(3))
def test_large_games_solved_exactly_with_table(chunk: int) -> None:
    # Too many paths for plain minimax; the memoised solver checks the table's bounds.
    for seed in range(chunk * 100, (chunk + 1) * 100):
        state = random_dag(seed, layers=20, width=6)
        expected = solved_value(state, {})
        result = search(state, zero_evaluator, max_depth=MAX_DEPTH)
        assert result.value == pytest.approx(expected, abs=1e-9), seed
        assert result.solved, seed
