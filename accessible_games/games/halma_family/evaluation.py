"""The Halma family for the computer: one evaluation per goal, and move ordering.

- Formation games: how far each side's pieces have come towards the target (rows of the board,
  or rows of the turned board in Eckdame), pieces already on target squares, a penalty for the
  piece furthest behind (stragglers lose Halma races) and, near the leave-home deadline, for
  pieces still at home.
- Blockade: pieces, and danger to groups with one or two empty neighbouring squares left.
- Wolf und Schafe: whether the wolf can reach a square behind the sheep's line with the sheep
  standing still, how far that is, and otherwise how much room the wolf has.
"""

from __future__ import annotations

from collections import deque

from accessible_games.engine.graph import NO_POINT
from accessible_games.engine.groups import groups_of
from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.halma_family.game import HalmaState
from accessible_games.games.halma_family.notation import HalmaMove
from accessible_games.games.halma_family.variants import ECKDAME, Goal, corner_row

STEP = 10.0
"""Value of one row of progress."""
ON_TARGET = 15.0
"""Bonus for a piece on a target square."""
STRAGGLER = 4.0
"""Weight of the furthest-behind piece's progress."""
AT_HOME_LATE = 40.0
"""Penalty per piece still at home when the leave-home deadline is near."""
PIECE = 100.0
"""Blockade: the value of a piece."""


def progress(state: HalmaState, square: int, player: Player) -> int:
    """How far a piece on ``square`` has come from its own side (0 at the start edge)."""
    if state.variant is ECKDAME:
        row = corner_row(square)
        return row if player == 0 else 14 - row
    row = square // 8
    return row if player == 0 else 7 - row


def _formation_side(state: HalmaState, player: Player) -> float:
    squares = state.pieces(player)
    if not squares:
        return 0.0
    target = state.targets[player]
    # Squares beyond the nearest target row that are not target squares (Eckdame's light
    # squares in the far corner) are dead ends: worth less the deeper they are.
    cap = min(progress(state, t, player) for t in target)
    steps = []
    for square in squares:
        step = progress(state, square, player)
        if step > cap and square not in target:
            step = 2 * cap - step
        steps.append(step)
    value = STEP * sum(steps) + STRAGGLER * min(steps)
    value += ON_TARGET * sum(1 for s in squares if s in target)
    deadline = state.home_deadline
    if deadline and state.turns_made(player) >= deadline - 10:
        home = state.homes[player]
        value -= AT_HOME_LATE * sum(1 for s in squares if s in home)
    return value


LIBERTY = 6.0
"""Blockade: the value of each free square next to a group (room to move, hard to block)."""


def _blockade_side(state: HalmaState, player: Player) -> float:
    value = 0.0
    for group, liberties in groups_of(state.graph, state.board, player, state.variant.steps[0]):
        value += PIECE * len(group) + LIBERTY * len(liberties)
        if len(liberties) == 1:
            value -= 0.4 * PIECE * len(group)
        elif len(liberties) == 2:
            value -= 0.1 * PIECE * len(group)
    return value


def _wolf_value(state: HalmaState) -> float:
    """The position's value for the wolf."""
    wolves = state.pieces(1)
    sheep = state.pieces(0)
    if not wolves or not sheep:
        return 0.0
    line = min(s // 8 for s in sheep)
    board = state.board
    table = state.graph.by_direction
    directions = [d.index for d in state.variant.steps[1]]
    start = wolves[0]
    seen = {start: 0}
    queue = deque([start])
    while queue:
        square = queue.popleft()
        if square // 8 <= line:
            # The wolf can get behind the line if the sheep do nothing.
            return 200.0 - 10.0 * seen[square]
        for i in directions:
            q = table[i][square]
            if q != NO_POINT and board[q] < 0 and q not in seen:
                seen[q] = seen[square] + 1
                queue.append(q)
    # Shut in: the more room the wolf has, the longer the sheep need.
    return -100.0 + 3.0 * len(seen) - 5.0 * line


def evaluate(state: State, player: Player) -> float:
    """The value of ``state`` for ``player`` (positive: good for ``player``)."""
    assert isinstance(state, HalmaState)
    goal = state.variant.goal
    if goal is Goal.WOLF:
        value = _wolf_value(state)
        return value if player == 1 else -value
    side = _blockade_side if goal is Goal.LAST_MOVE else _formation_side
    return side(state, player) - side(state, 1 - player)


def order_key(move: Move) -> int:
    """Long hop chains first, then steps; passes last. Higher keys are searched first."""
    if isinstance(move, HalmaMove):
        if move.jump:
            return 10 * len(move.path)
        return 1 if move.path else 0
    return 0
