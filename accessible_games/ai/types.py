"""Small shared types of the computer opponents: stop signals, ordering hooks, scored moves.

Kept apart from the searchers so that :mod:`~accessible_games.ai.alphabeta`,
:mod:`~accessible_games.ai.mcts` and :mod:`~accessible_games.ai.bot` can share them without
importing each other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from accessible_games.engine.types import Move, Player


class StopSignal(Protocol):
    """Anything with ``is_set()``, such as a :class:`threading.Event`.

    A searcher polls it now and then; once it is set, the searcher stops and answers with the
    best move it has.
    """

    def is_set(self) -> bool:
        """True when the search should stop."""
        ...


OrderKey = Callable[[Move], int]
"""A game's move-ordering hint: a larger number means "try this move earlier" (captures first)."""


@dataclass(frozen=True, slots=True)
class ScoredMove:
    """A root move with its searched value from the mover's point of view."""

    move: Move
    """The legal move."""
    score: float
    """Its value after a full-window search (see :mod:`~accessible_games.ai.evaluation`)."""


@dataclass(frozen=True, slots=True)
class MoveStats:
    """A root move with its Monte Carlo statistics."""

    move: Move
    """The legal move."""
    visits: int
    """How many simulations went through it."""
    mean: float
    """Its mean return for the mover, from -1 (always lost) to +1 (always won)."""


@dataclass(frozen=True, slots=True)
class AIHooks:
    """What the generic searchers need from a game."""

    evaluate: Callable[[Any, Player], float]
    """Heuristic value of a running position for a player (positive: good for that player)."""
    order_key: Callable[[Move], int]
    """Move ordering: moves with a higher key are searched first."""


def negated(key: Callable[[Move], int]) -> Callable[[Move], int]:
    """Turn an ascending sort key ("lower first") into a priority ("higher first")."""
    return lambda move: -key(move)
