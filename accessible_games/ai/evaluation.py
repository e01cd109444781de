"""Position values: the evaluator protocol, terminal values and the scale they share.

All searchers speak one scale. A heuristic evaluator returns a number from one player's point of
view, positive when the position is good for that player; it is clamped to
``±HEURISTIC_LIMIT``. A finished game is worth ``±WIN_SCORE`` (0 for a draw) where it ends, and
such a *decisive* value loses one point for every ply it is backed up towards the root (see
:func:`back_up`), so a win in 3 plies is worth ``WIN_SCORE - 3`` at the root and the searcher
prefers the faster win and the slower loss. Values are relative to the position they belong to,
which lets a transposition table reuse them at any distance from the root.
"""

from __future__ import annotations

import math
from typing import Protocol

from accessible_games.engine.state import State
from accessible_games.engine.types import Outcome, Player

WIN_SCORE = 1_000_000.0
"""The value of a won game at the moment it is won."""

HEURISTIC_LIMIT = WIN_SCORE / 2
"""Heuristic values are clamped to this size, so they never look like a won or lost game."""

MAX_PLY_DISTANCE = 10_000
"""A won or lost game further away than this many plies is no longer recognised as decisive."""

WIN_THRESHOLD = WIN_SCORE - MAX_PLY_DISTANCE
"""Values at least this large (or at most its negative) are decisive: a forced win or loss."""


class Evaluator(Protocol):
    """A heuristic value of a position that is not finished.

    An evaluator must return a float from ``player``'s point of view: positive when the position
    is good for ``player``, negative when it is bad, 0 when it is even. Two-player games should
    make it antisymmetric (``e(s, 0) == -e(s, 1)``). It must not change the state and must be
    deterministic. Searchers call it at PLAYER turns only; finished games are valued through
    :func:`terminal_value`. Values larger than :data:`HEURISTIC_LIMIT` are clamped.
    """

    def __call__(self, state: State, player: Player, /) -> float:
        """The value of ``state`` for ``player`` (searchers pass both positionally)."""
        ...


def zero_evaluator(state: State, player: Player) -> float:
    """An evaluator that knows nothing: every unfinished position is even.

    Useful for games small enough to search to the end, and in tests.
    """
    return 0.0


def terminal_value(outcome: Outcome, player: Player, num_players: int, ply: int = 0) -> float:
    """The value of a finished game for ``player``, seen ``ply`` plies before its end.

    A win is ``WIN_SCORE - ply``, a loss ``-(WIN_SCORE - ply)``, a draw 0; the sign comes from
    :meth:`Outcome.returns`, so a team mate's win counts as a win.

    Args:
        outcome: the result of the finished game.
        player: whose point of view.
        num_players: the game's number of seats.
        ply: how many plies before the end the value is seen (0 at the end itself).
    """
    return outcome.returns(num_players)[player] * (WIN_SCORE - ply)


def back_up(value: float) -> float:
    """The value of a child position as seen from its parent, one ply earlier.

    Decisive values move one point towards zero (a win one ply further away is worth a little
    less, a loss a little more); other values are unchanged. Values in the thin band just below
    the threshold (only reachable as averages over chance) are flattened onto its edge so the
    mapping stays monotone, which alpha-beta needs.
    """
    if value >= WIN_THRESHOLD:
        return value - 1.0
    if value <= -WIN_THRESHOLD:
        return value + 1.0
    if value > WIN_THRESHOLD - 1.0:
        return WIN_THRESHOLD - 1.0
    if value < 1.0 - WIN_THRESHOLD:
        return 1.0 - WIN_THRESHOLD
    return value


def clamp_heuristic(value: float) -> float:
    """A heuristic value limited to ``±HEURISTIC_LIMIT`` (NaN becomes 0)."""
    if math.isnan(value):
        return 0.0
    return max(-HEURISTIC_LIMIT, min(HEURISTIC_LIMIT, value))


def is_decisive(value: float) -> bool:
    """True when ``value`` stands for a forced win or a forced loss."""
    return abs(value) >= WIN_THRESHOLD


def plies_to_end(value: float) -> int | None:
    """For a decisive value, in how many plies the game ends (win or loss); else None."""
    if not is_decisive(value):
        return None
    return round(WIN_SCORE - abs(value))
