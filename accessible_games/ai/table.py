"""The transposition table: searched positions by ``state.key()`` with depth, value and bound.

Values are relative to the position (see :mod:`~accessible_games.ai.evaluation`), so an entry
is valid wherever the position recurs in the tree, at any distance from the root.
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import Enum
from typing import NamedTuple

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, TurnKind

SOLVED_DEPTH = 1 << 30
"""Depth recorded for a subtree searched to the end of the game: valid for any later depth."""

DEFAULT_TABLE_ENTRIES = 400_000
"""Entries a table holds before it is emptied (a few hundred megabytes at most)."""


class Bound(Enum):
    """What a stored value says about the true value."""

    EXACT = "exact"
    """The value is exact."""
    LOWER = "lower"
    """The true value is at least this (the search failed high)."""
    UPPER = "upper"
    """The true value is at most this (the search failed low)."""


class TableEntry(NamedTuple):
    """One transposition-table record: searched depth, value, bound and best move."""

    depth: int
    value: float
    bound: Bound
    move: Move | None


class TranspositionTable:
    """Searched positions by ``state.key()``.

    A plain dictionary that is emptied when it reaches ``max_entries``. An entry is replaced
    only by one searched at least as deep. Keep one table per game when a bot should reuse its
    work between moves; a fresh table keeps searches independent of each other.
    """

    def __init__(self, max_entries: int = DEFAULT_TABLE_ENTRIES) -> None:
        self.max_entries = max_entries
        self._entries: dict[Hashable, TableEntry] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> TableEntry | None:
        """The entry stored for ``key``, if any."""
        return self._entries.get(key)

    def store(self, key: Hashable, entry: TableEntry) -> None:
        """Record ``entry`` unless a deeper one is already there."""
        entries = self._entries
        old = entries.get(key)
        if old is not None and old.depth > entry.depth:
            return
        if old is None and len(entries) >= self.max_entries:
            entries.clear()
        entries[key] = entry

    def clear(self) -> None:
        """Forget every entry."""
        self._entries.clear()


def principal_variation(
    state: State, table: TranspositionTable | None, first: Move, length: int
) -> tuple[Move, ...]:
    """The expected line: ``first``, then the table's best moves, at most ``length`` moves.

    The line stops at a chance turn, at the end of the game, at a repeated position and where
    the table knows no move. The state is restored.
    """
    line = [first]
    applied = 0
    seen: set[Hashable] = set()
    try:
        state.apply(first)
        applied += 1
        while table is not None and len(line) < length:
            if state.turn_kind is not TurnKind.PLAYER:
                break
            key = state.key()
            if key in seen:
                break
            seen.add(key)
            entry = table.get(key)
            if entry is None or entry.move is None or entry.move not in state.legal_moves():
                break
            line.append(entry.move)
            state.apply(entry.move)
            applied += 1
    finally:
        for _ in range(applied):
            state.undo()
    return tuple(line)
