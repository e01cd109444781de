"""The evaluation is symmetric, counts material and sees the end; captures are ordered first."""

from __future__ import annotations

from accessible_games.games.draughts import CheckersGame
from accessible_games.games.draughts.evaluation import WIN, evaluate, order_key


def test_start_is_even_and_the_score_is_zero_sum():
    state = CheckersGame().new_state()
    assert evaluate(state, 0) == 0.0 == evaluate(state, 1)
    state.play(state.parse_move("11-15"))
    assert evaluate(state, 0) == -evaluate(state, 1)


def test_material_and_kings():
    game = CheckersGame()
    up_a_man = game.parse_position("W:W22,26:B10,11,12")
    assert evaluate(up_a_man, 0) > 0.5
    king_vs_man = game.parse_position("W:W22:BK11")
    man_vs_man = game.parse_position("W:W22:B11")
    assert evaluate(king_vs_man, 0) > evaluate(man_vs_man, 0) + 0.3


def test_finished_games_score_win_and_loss():
    blocked = CheckersGame().parse_position("B:W32:B28")
    assert evaluate(blocked, 1) == WIN and evaluate(blocked, 0) == -WIN


def test_captures_of_more_pieces_and_crowning_come_first():
    state = CheckersGame().parse_position("B:W14,15,19,22:B10,11")
    keys = {m.notation: order_key(m) for m in state.legal_moves()}
    assert keys["c3xe5xg7"] > 0 and keys["c3xe5xg7"] == keys["e3xg5xe7"]
    crown = CheckersGame().parse_position("B:W25,26:B23").legal_moves()[0]
    single = CheckersGame().parse_position("B:W14:B10").legal_moves()[0]
    step = CheckersGame().new_state().legal_moves()[0]
    assert order_key(crown) > order_key(single) > order_key(step) == 0
