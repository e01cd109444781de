"""The Breakthrough evaluation and move ordering used by the computer players."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.breakthrough import BreakthroughGame, BreakthroughMove
from accessible_games.games.breakthrough.evaluation import WIN_SCORE, evaluate, order_key


def test_start_is_balanced_and_scores_are_antisymmetric():
    game = BreakthroughGame()
    assert evaluate(game.new_state(), 0) == 0
    rng = random.Random(2)
    for _ in range(5):
        state = game.new_state()
        while not state.is_terminal():
            assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))
            state.apply(rng.choice(state.legal_moves()))
        assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))


def test_runner_of_the_side_to_move_wins_and_an_untakeable_runner_loses():
    game = BreakthroughGame()
    # White to move with f7 one step from the goal: won for White.
    assert evaluate(game.parse_position("8/5P2/8/8/pp6/8/8/8 w"), 0) >= WIN_SCORE / 2
    # Black to move, White's f7 cannot be taken by any Black piece: lost for Black.
    assert evaluate(game.parse_position("8/5P2/8/8/pp6/8/8/8 b"), 1) <= -WIN_SCORE / 2
    # Black to move and g8 can take f7: not decided.
    assert abs(evaluate(game.parse_position("6p1/5P2/8/8/pp6/8/8/8 b"), 1)) < WIN_SCORE / 4


def test_order_key_prefers_goal_then_captures_then_advances():
    goal = BreakthroughMove(54, 62, False)      # g7-g8 for White
    capture = BreakthroughMove(27, 36, True)    # d4xe5
    advance = BreakthroughMove(27, 35, False)   # d4-d5
    back_rank = BreakthroughMove(8, 16, False)  # a2-a3
    black_goal = BreakthroughMove(9, 0, False)  # b2-a1 for Black
    assert order_key(goal) > order_key(capture) > order_key(advance) > order_key(back_rank)
    assert order_key(black_goal) == order_key(goal)
