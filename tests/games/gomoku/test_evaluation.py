"""The Gomoku evaluation, move ranks and candidate list used by the computer players."""

from __future__ import annotations

import pytest

from accessible_games.games.gomoku import GomokuGame
from accessible_games.games.gomoku.evaluation import WIN_SCORE, candidate_moves, evaluate
from tests.games.gomoku.test_lines import THREATS
from tests.games.gomoku.test_rules import OPEN_FIVE, sq


def test_empty_board_is_balanced_and_scores_are_antisymmetric():
    state = GomokuGame().new_state()
    assert evaluate(state, 0) == 0
    for name in ("h8", "h9", "i8", "j9"):
        state.play(state.parse_move(name))
        assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))


def test_a_four_for_the_side_to_move_is_a_win():
    # OPEN_FIVE: Black to move with c8-f8: g8 or b8 wins now.
    state = GomokuGame().parse_position(OPEN_FIVE)
    assert evaluate(state, 0) >= WIN_SCORE / 2
    # THREATS: White to move has an open four (a1 or f6): White is winning.
    assert evaluate(GomokuGame().parse_position(THREATS), 1) >= WIN_SCORE / 2


def test_candidates_are_near_stones_and_best_first():
    assert [m.notation for m in candidate_moves(GomokuGame().new_state())] == ["h8"]
    state = GomokuGame().parse_position(THREATS)
    candidates = candidate_moves(state, limit=5)
    assert len(candidates) == 5
    # White's winning squares come first; no candidate is far from the stones.
    assert {m.square for m in candidates[:2]} == {sq("a1"), sq("f6")}
    assert all(state.near[m.square] for m in candidates)
