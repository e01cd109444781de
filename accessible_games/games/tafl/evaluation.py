"""Tablut for the computer: a position value and move ordering.

The value, seen from the attackers, weighs material (a defender is worth more than an attacker
because there are half as many), the king's open escape routes (two open routes with the
defenders to move, or one, almost always win), the king's distance to the nearest escape
square, and the attackers standing next to the king. Move ordering tries king escapes first,
then captures, then king moves.
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.tafl.board import (
    ATTACKER,
    ATTACKERS,
    CORNERS,
    DEFENDER,
    DEFENDERS,
    NEIGHBOURS,
    SIZE,
    Escape,
)
from accessible_games.games.tafl.game import TablutMove, TablutState

ATTACKER_VALUE = 10.0
"""Value of one attacker."""
DEFENDER_VALUE = 18.0
"""Value of one defender."""
OPEN_ROUTE = 60.0
"""Value for the defenders of each open escape route of the king."""
DISTANCE = 4.0
"""Value for the attackers of each step between the king and his nearest escape square."""
GUARD = 6.0
"""Value for the attackers of each attacker next to the king."""


def _distance_to_escape(state: TablutState, king: int) -> int:
    """Rook-free distance (rows plus columns) from the king to the nearest escape square."""
    col, row = king % SIZE, king // SIZE
    if state.rules.escape is Escape.CORNER:
        return min(abs(col - c % SIZE) + abs(row - c // SIZE) for c in CORNERS)
    return min(col, row, SIZE - 1 - col, SIZE - 1 - row)


def evaluate(state: State, player: Player) -> float:
    """Heuristic value of a running position for ``player`` (positive is good for them)."""
    assert isinstance(state, TablutState)
    cells = state.cells
    king = state.king_square()
    value = ATTACKER_VALUE * cells.count(ATTACKER) - DEFENDER_VALUE * cells.count(DEFENDER)
    routes = len(state.escape_routes())
    if routes:
        # With the defenders to move one route wins; with the attackers to move two do.
        if state.to_move == DEFENDERS or routes >= 2:
            value -= 10 * OPEN_ROUTE
        else:
            value -= OPEN_ROUTE
    value += DISTANCE * _distance_to_escape(state, king)
    value += GUARD * sum(1 for n in NEIGHBOURS[king] if n is not None and cells[n] == ATTACKER)
    return value if player == ATTACKERS else -value


def order_key(move: Move) -> int:
    """Escapes first, then captures (more is better), then king moves."""
    assert isinstance(move, TablutMove)
    return 1000 * move.escapes + 100 * len(move.captures) + 10 * move.king
