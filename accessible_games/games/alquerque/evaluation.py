"""Alquerque for the computer: a position value and move ordering.

Material decides most games (a lost piece is rarely won back); pieces kept back can still
capture sideways and forward, while a piece that reached the far row is frozen except for
captures, so advancing is worth only a little. A pending forfeit choice is counted as the piece
already lost.
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.alquerque.game import FAR_ROW, GRAPH, AlquerqueState
from accessible_games.games.alquerque.notation import AlquerqueMove

PIECE = 100.0
"""The value of a piece."""
CENTRE = 3.0
"""Bonus for a piece on a point with diagonal lines (more ways to move and capture)."""
FROZEN = 8.0
"""Penalty for a piece on the far row (it can no longer step)."""


def evaluate(state: State, player: Player) -> float:
    """Material, then points with diagonals, minus frozen pieces, for ``player``."""
    assert isinstance(state, AlquerqueState)
    board = state.board
    value = 0.0
    for p in GRAPH.points:
        owner = board[p]
        if owner < 0:
            continue
        piece = PIECE
        if GRAPH.has_diagonals(p):
            piece += CENTRE
        if GRAPH.row(p) == FAR_ROW[owner]:
            piece -= FROZEN
        value += piece if owner == player else -piece
    if state.pending:
        # The side to move is about to remove one opposing piece.
        value += PIECE if state.to_move == player else -PIECE
    return value


def order_key(move: Move) -> int:
    """Captures first, the longest first; higher keys are searched first."""
    if isinstance(move, AlquerqueMove):
        return 10 * len(move.captured)
    return 0
