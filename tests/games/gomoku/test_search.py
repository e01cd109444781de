"""The computer's search in Gomoku: it takes a five, stops the other side's, and looks near
the stones (``GomokuState.search_moves``)."""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.bot import decide
from accessible_games.ai.levels import hint_level, level_for
from accessible_games.games.gomoku import GomokuGame
from accessible_games.lineup import ai_hooks
from tests.games.gomoku.test_rules import position, sq

# Black c8-f8 with b8 and g8 empty (an open four); White to move with a1-c1.
OPEN_FOUR = position({8: "..XXXX.........", 1: "OOO............"}, "O")
# As OPEN_FOUR but White has b8: only g8 stops the five.
FOUR = position({8: ".OXXXX.........", 1: "OO............."}, "O")
# White a1-d1 can make five on e1 while Black threatens g8: White must take its five.
BOTH_FOURS = position({8: ".OXXXX.........", 1: "OOOO..........."}, "O")


def names(moves) -> set[str]:
    return {m.notation for m in moves}


def test_search_moves_stop_a_four_and_take_a_five():
    game = GomokuGame()
    assert names(game.parse_position(OPEN_FOUR).search_moves()) == {"b8", "g8"}
    assert names(game.parse_position(FOUR).search_moves()) == {"g8"}
    assert names(game.parse_position(BOTH_FOURS).search_moves()) == {"e1"}


def test_search_moves_without_threats_stay_near_the_stones():
    assert names(GomokuGame().new_state().search_moves()) == {"h8"}
    state = GomokuGame().parse_position(position({8: ".......X.......", 1: "." * 15}, "O"))
    moves = state.search_moves()
    assert moves and all(state.near[m.square] for m in moves)
    assert sq("a1") not in {m.square for m in moves}


@pytest.mark.parametrize("level", [2, 3])
@pytest.mark.parametrize(("text", "expected"), [
    (OPEN_FOUR, {"b8", "g8"}), (FOUR, {"g8"}), (BOTH_FOURS, {"e1"}),
])
def test_levels_above_beginner_block_fours_and_take_fives(level, text, expected):
    # The play-testers' intermediate computer answered an open four with "a1".
    state = GomokuGame().parse_position(text)
    hooks = ai_hooks("gomoku")
    decision = decide(state, level_for(level), hooks.evaluate, random.Random(1), hooks.order_key)
    assert decision.move.notation in expected


def test_the_hint_on_the_empty_board_is_the_centre():
    # The hint said "e5" on the empty board.
    hooks = ai_hooks("gomoku")
    decision = decide(GomokuGame().new_state(), hint_level("gomoku"), hooks.evaluate,
                      random.Random(1), hooks.order_key)
    assert decision.move.notation == "h8"
