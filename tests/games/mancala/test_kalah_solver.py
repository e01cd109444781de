"""The strong level solves small Kalah(6,4) endgames exactly.

A plain exhaustive search written here (no pruning, no table, no ordering) gives the exact value
of an endgame with few seeds left; the strong level's alpha-beta must report the position as
solved with the same value. Values use the searchers' scale (ai/evaluation.py): a win is worth
WIN_SCORE minus the plies to the end (so the fastest win counts), a loss the negative, a draw 0,
always for the player to move; a Kalah extra turn keeps the point of view.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.alphabeta import search
from accessible_games.ai.bot import decide
from accessible_games.ai.evaluation import WIN_SCORE
from accessible_games.ai.levels import get_level
from accessible_games.games.mancala.evaluation import evaluate, order_key
from accessible_games.games.mancala.kalah import KalahGame, KalahState

ENDGAMES = [
    # 48 seeds in all, few left in the houses; South to move.
    "0,1,0,0,2,1/20/1,0,1,0,0,2/20 S",
    "1,0,2,0,0,1/22/0,2,0,1,1,0/18 S",
    "0,0,3,0,1,0/19/2,0,0,0,1,1/21 N",
    "2,0,0,1,0,1/18/0,1,1,0,2,0/22 N",
]


def value_for(state: KalahState, me: int) -> float:
    """The exact value of ``state`` for player ``me``."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.is_draw:
            return 0.0
        return WIN_SCORE if me in outcome.winners else -WIN_SCORE
    value = exact(state)
    return value if state.to_move == me else -value


def exact(state: KalahState) -> float:
    """The game-theoretic value for the player to move, by trying every line to the end."""
    me = state.to_move
    best = -float("inf")
    for move in state.legal_moves():
        state.apply(move)
        value = value_for(state, me)
        state.undo()
        # One ply further from the end: a decisive value loses a point.
        best = max(best, value - 1 if value > 0 else value + 1 if value < 0 else 0.0)
    return best


def hooks_order(move: object) -> int:
    """The registry's ordering: higher first."""
    return -order_key(move)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ENDGAMES)
def test_strong_level_finds_the_exact_value(text: str) -> None:
    state = KalahGame().parse_position(text)
    want = exact(state.copy())
    strong = get_level(3)
    result = search(state.copy(), evaluate, time_limit=strong.time_budget, order_key=hooks_order)
    assert result.solved
    assert result.value == want
    # The bot at the strong level plays a move that keeps that value.
    decision = decide(state, 3, evaluate, random.Random(1), order_key=hooks_order)
    child = state.copy()
    child.apply(decision.move)
    value = value_for(child, state.to_move)
    assert (value - 1 if value > 0 else value + 1 if value < 0 else 0.0) == want


def test_the_endgames_are_not_all_alike() -> None:
    values = [exact(KalahGame().parse_position(text)) for text in ENDGAMES]
    assert any(v > 0 for v in values) and any(v <= 0 for v in values), values
