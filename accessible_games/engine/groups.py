"""Groups of pieces on a point graph and the empty points next to them (their liberties).

A group is a set of one player's pieces joined through neighbouring points in the given
directions. A group without an empty neighbouring point cannot move at all: Blockade removes such
groups (the pieces around it are "blocking" it), much as Go removes groups without liberties.
Points off the board are not neighbours (RULES-RESEARCH D12.8).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.engine.events import Event
from accessible_games.engine.graph import NO_POINT, Direction, PointGraph
from accessible_games.engine.jumps import EMPTY
from accessible_games.engine.types import Location, Player


@dataclass(frozen=True, slots=True)
class GroupRemoved(Event):
    """A blocked group of ``player``'s pieces on ``locations`` was taken off the board."""

    player: Player
    """The owner of the removed pieces."""
    locations: tuple[Location, ...]
    """The points the pieces stood on, in board order."""


def group_at(graph: PointGraph, board: Sequence[int], point: Location,
             directions: Sequence[Direction]) -> tuple[frozenset[Location], frozenset[Location]]:
    """The group containing the piece on ``point`` and its liberties (empty neighbours)."""
    owner = board[point]
    group = {point}
    liberties: set[Location] = set()
    stack = [point]
    table = graph.by_direction
    while stack:
        p = stack.pop()
        for d in directions:
            q = table[d.index][p]
            if q == NO_POINT:
                continue
            if board[q] == EMPTY:
                liberties.add(q)
            elif board[q] == owner and q not in group:
                group.add(q)
                stack.append(q)
    return frozenset(group), frozenset(liberties)


Group = tuple[frozenset[Location], frozenset[Location]]
"""A group's points and its liberties."""


def groups_of(graph: PointGraph, board: Sequence[int], player: Player,
              directions: Sequence[Direction]) -> list[Group]:
    """Every group of ``player`` with its liberties, ordered by the group's lowest point."""
    seen: set[Location] = set()
    found = []
    for p in graph.points:
        if board[p] == player and p not in seen:
            group, liberties = group_at(graph, board, p, directions)
            seen |= group
            found.append((group, liberties))
    return found


def blocked_groups(graph: PointGraph, board: Sequence[int], player: Player,
                   directions: Sequence[Direction]) -> list[tuple[Location, ...]]:
    """The groups of ``player`` with no empty neighbouring point, each sorted."""
    return [tuple(sorted(group)) for group, liberties in groups_of(graph, board, player, directions)
            if not liberties]
