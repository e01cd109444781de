"""Chance nodes for the searchers: where a run of chance turns stops being expanded.

Expectimax values a chance turn as the probability-weighted mean of its outcomes, and chance
turns do not use up the search depth. In dice games a roll can give no move, so the turn passes
to another roll (Rakado: a roll with no legal move; a 6 without a move rolls again): chance
turns follow one another without any player's decision between them, and such a run can come
back to a position it has already passed through (both players pass; a 6 passes and the same
player rolls again). Expanded naively, that run has no end.

:class:`ChanceRun` keeps the positions of the current run of chance turns (those since the last
player's move on the line being searched). A chance turn whose position is already in its run
closes a loop: the searchers value it by the evaluator as it stands instead of expanding it
(evaluators are then called at a chance turn, so they must not depend on whose turn it is). As
a safety net for games whose runs never repeat, a run longer than :data:`MAX_CHANCE_RUN` is cut
the same way. Games without such loops are searched exactly as before.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, TurnKind

MAX_CHANCE_RUN = 32
"""The most chance turns in a row a search expands, even when their positions never repeat."""


def outcomes(state: State) -> Iterator[tuple[Move, float]]:
    """The chance outcomes of ``state`` that can happen (probability above 0)."""
    for move, probability in state.chance_outcomes():
        if probability > 0.0:
            yield move, probability


class ChanceRun:
    """The positions of the chance turns in a row that lead to the position being searched.

    A searcher asks :meth:`cut` at a chance turn: True means the position closes a loop of
    chance turns (or the run is too long) and is to be valued without expanding it. Before
    searching an outcome it has applied it calls :meth:`enter` with the chance turn's key and
    the child (the run grows when the child is another chance turn and starts afresh after a
    player's move), and afterwards :meth:`leave` with what :meth:`enter` returned.
    """

    __slots__ = ("keys", "limit")

    def __init__(self, limit: int = MAX_CHANCE_RUN) -> None:
        self.keys: tuple[Hashable, ...] = ()
        """The keys of the chance turns in a row before the current position, oldest first."""
        self.limit = limit
        """The most chance turns in a row that are expanded."""

    def cut(self, key: Hashable) -> bool:
        """True when the chance turn with ``key`` repeats one of its run, or the run is full."""
        return len(self.keys) >= self.limit or key in self.keys

    def enter(self, key: Hashable, child: State) -> tuple[Hashable, ...]:
        """Note the step from the chance turn ``key`` to ``child``; returns what
        :meth:`leave` restores."""
        saved = self.keys
        self.keys = saved + (key,) if child.turn_kind is TurnKind.CHANCE else ()
        return saved

    def leave(self, saved: tuple[Hashable, ...]) -> None:
        """Back from a child: restore the run of the chance turn being expanded."""
        self.keys = saved
