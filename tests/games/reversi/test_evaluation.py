"""The Reversi evaluation and move ordering used by the computer players."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.reversi import ReversiGame, ReversiMove
from accessible_games.games.reversi.evaluation import (
    WIN_SCORE,
    SquareClass,
    evaluate,
    order_key,
    square_classes,
)


@pytest.mark.parametrize("size", [6, 8, 10])
def test_square_classes(size):
    classes = square_classes(size)
    assert classes.count(SquareClass.CORNER) == 4
    assert classes.count(SquareClass.X_SQUARE) == 4
    assert classes.count(SquareClass.C_SQUARE) == 8
    assert classes.count(SquareClass.EDGE) == 4 * (size - 4)
    assert classes[size + 1] is SquareClass.X_SQUARE  # b2
    assert classes[size * size - 1] is SquareClass.CORNER


def test_order_key_puts_corners_first_and_x_squares_last():
    names = {"b2": 9, "a1": 0, "d3": 19, "c1": 2, "b1": 1, "h8": 63}
    moves = [ReversiMove(s) for s in names.values()]
    ordered = [m.notation for m in sorted(moves, key=order_key)]
    assert ordered == ["a1", "h8", "c1", "d3", "b1", "b2"]
    assert order_key(ReversiMove(-1)) < order_key(ReversiMove(0))


def test_start_is_balanced_and_scores_are_antisymmetric():
    game = ReversiGame()
    assert evaluate(game.new_state(), 0) == 0
    rng = random.Random(5)
    for _ in range(10):
        state = game.new_state()
        while not state.is_terminal():
            assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))
            state.apply(rng.choice(state.legal_moves()))
        assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))


def test_corner_is_good_and_x_square_is_bad():
    game = ReversiGame()
    base = "--------" + "--------" + "--XO----" + "---XO---" + "---OX---" + "--------" * 3
    corner = game.parse_position("X" + base[1:] + " O")
    plain = game.parse_position(base + " O")
    x_square = game.parse_position(base[:9] + "X" + base[10:] + " O")
    assert evaluate(corner, 0) > evaluate(plain, 0) > evaluate(x_square, 0)


def test_finished_games_score_as_wins_and_losses():
    game = ReversiGame()
    won = game.parse_position("X" * 40 + "O" * 24 + " O")
    assert evaluate(won, 0) >= WIN_SCORE and evaluate(won, 1) <= -WIN_SCORE
    anti = ReversiGame({"misere": True}).parse_position("X" * 40 + "O" * 24 + " O")
    assert evaluate(anti, 1) >= WIN_SCORE
    draw = game.parse_position("X" * 32 + "O" * 32 + " O")
    assert evaluate(draw, 0) == 0


def test_one_ply_greedy_player_beats_random_play():
    game = ReversiGame()
    rng = random.Random(11)
    wins = 0
    for number in range(20):
        greedy = number % 2
        state = game.new_state()
        while not state.is_terminal():
            moves = state.legal_moves()
            if state.to_move == greedy:
                def score(move):
                    state.apply(move)
                    value = evaluate(state, greedy)
                    state.undo()
                    return value
                move = max(sorted(moves, key=order_key), key=score)
            else:
                move = rng.choice(moves)
            state.apply(move)
        outcome = state.outcome()
        wins += outcome is not None and greedy in outcome.winners
    assert wins >= 14
