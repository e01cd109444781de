"""Arimaa for the computer: a position value and action ordering for the step-wise search.

The searcher sees every action (step, push, pull, end) as a ply, and keeps the perspective while
the same player acts, so a depth of four to six plies covers one's own turn and the start of the
reply: that is the step-wise search. The value counts material (rabbits gain worth as fewer
remain), rabbit advancement (steeply near the goal), frozen pieces, and pieces on traps with
little support.
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.arimaa.board import (
    GOLD,
    NEIGHBOURS,
    RABBIT,
    SIZE,
    TRAPS,
    colour,
    strength,
)
from accessible_games.games.arimaa.game import Action, ArimaaMove, ArimaaState

PIECE_VALUE = (0.0, 100.0, 150.0, 200.0, 300.0, 500.0, 800.0)
"""Value per strength (rabbit ... elephant)."""
ADVANCE = (0.0, 2.0, 4.0, 8.0, 16.0, 35.0, 80.0, 0.0)
"""Bonus of a rabbit by rows advanced from its home rank (rank 7 for Gold is worth most)."""
FROZEN = 12.0
"""Penalty per frozen piece."""
TRAP_RISK = 40.0
"""Penalty per piece on a trap with at most one friendly neighbour."""


def _side(state: ArimaaState, player: Player) -> float:
    cells = state.cells
    value = 0.0
    rabbits = 0
    for square in range(64):
        cell = cells[square]
        if not cell or colour(cell) != player:
            continue
        power = strength(cell)
        value += PIECE_VALUE[power]
        if power == RABBIT:
            rabbits += 1
            row = square // SIZE
            value += ADVANCE[row if player == GOLD else 7 - row]
        if state.frozen(square):
            value -= FROZEN
    # The last rabbits matter more: losing all of them loses the game.
    value += {0: -5000.0, 1: -400.0, 2: -150.0}.get(rabbits, 0.0)
    for trap in TRAPS:
        cell = cells[trap]
        if cell and colour(cell) == player:
            friends = sum(1 for _, n in NEIGHBOURS[trap] if cells[n] and colour(cells[n]) == player)
            if friends <= 1:
                value -= TRAP_RISK
    return value


def evaluate(state: State, player: Player) -> float:
    """Heuristic value of a running position for ``player``."""
    assert isinstance(state, ArimaaState)
    return _side(state, player) - _side(state, 1 - player)


def order_key(move: Move) -> int:
    """Actions that remove enemy pieces first, then pushes and pulls, then steps, "end" last;
    a setup swap moves no piece on the board's play and is ranked as a plain step."""
    assert isinstance(move, ArimaaMove)
    if move.action is Action.END:
        return -10
    if move.action is Action.SWAP:
        return 0  # Setup: no steps to rank by (the hint's search asked and crashed here).
    mover = colour(move.steps[-1].piece) if move.action is not Action.PUSH else \
        colour(move.steps[1].piece)
    gain = sum(100 * (1 if colour(piece) != mover else -1) for _, piece, _ in move.removals)
    forward = 0
    for record in move.steps:
        if strength(record.piece) == RABBIT and colour(record.piece) == mover:
            forward += 5
    return gain + (20 if move.action is not Action.STEP else 0) + forward
