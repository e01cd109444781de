"""Jump chains over pieces on a point graph: captures that remove, and Halma-like hops that don't.

A jump goes from a point over the adjacent piece on one line to the empty point directly behind
it (the jumped piece is "free" when that point is empty). Chains repeat jumps with the same
piece. Two kinds are shared by many games:

- *capturing* chains (Alquerque, draughts): each jumped piece is removed at once, so it cannot be
  jumped twice and its point may be crossed or landed on later in the chain; a chain usually
  has to go on while it can (``complete=True``);
- *hopping* chains (Halma, Eckdame, Räuber und Gendarm): nothing is removed; a chain may stop
  after any jump and never lands twice on one point, so the end points reachable are found by a
  breadth-first search and each end gets the shortest path.

The board is a flat sequence of owners: :data:`EMPTY` or a player number.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.events import Event, Piece
from accessible_games.engine.graph import NO_POINT, Direction, PointGraph
from accessible_games.engine.types import Location, Player

EMPTY = -1
"""The owner of an empty point."""


def owner_at(board: Sequence[int], point: Location) -> Player | None:
    """The owner of the piece on ``point``, or None when the point is EMPTY."""
    owner = board[point]
    return None if owner == EMPTY else owner


@dataclass(frozen=True, slots=True)
class JumpChain:
    """A sequence of jumps: ``path`` holds the start and every landing point, ``over`` the
    jumped points in order (one fewer than the path)."""

    path: tuple[Location, ...]
    """Start point, then each landing point."""
    over: tuple[Location, ...]
    """The point jumped over by each jump."""


@dataclass(frozen=True, slots=True)
class Forfeited(Event):
    """``player`` lost the piece on ``location`` for not capturing when it could ("huffed")."""

    player: Player
    """The owner of the forfeited piece."""
    location: Location
    """Where the piece stood when it was taken off."""
    piece: Piece = Piece.MAN
    """The kind of piece."""


class JumpProblem(Enum):
    """Why a typed path is not a chain of jumps; narration explains each."""

    NOT_ON_A_LINE = "not_on_a_line"
    """The next point is not two steps along one line from the last."""
    DIRECTION = "direction"
    """The piece may not jump in that direction."""
    NOTHING_TO_JUMP = "nothing_to_jump"
    """The point between is empty."""
    PIECE_NOT_JUMPABLE = "piece_not_jumpable"
    """The piece between may not be jumped (one's own piece where only enemies count)."""
    NOT_FREE = "not_free"
    """The point behind the jumped piece is taken: the piece is not free."""
    REVISIT = "revisit"
    """A hopping chain may not land twice on one point."""


def is_free(graph: PointGraph, board: Sequence[int], over: Location, direction: Direction) -> bool:
    """True when the point behind ``over`` in ``direction`` exists and is empty."""
    behind = graph.neighbour(over, direction)
    return behind != NO_POINT and board[behind] == EMPTY


def capture_chains(graph: PointGraph, board: Sequence[int], start: Location,
                   first: Sequence[Direction], then: Sequence[Direction],
                   may_jump: Callable[[int], bool], complete: bool = True) -> list[JumpChain]:
    """Every capturing chain of the piece on ``start``; jumped pieces are removed at once.

    Args:
        graph: the board's lines.
        board: owner per location (EMPTY or a player); not changed.
        start: the capturing piece's point.
        first: the directions the first jump may take.
        then: the directions every later jump may take.
        may_jump: whether a piece of that owner may be jumped (the opponent's).
        complete: only chains that cannot go on (the capture must be completed); otherwise every
            chain and each of its beginnings.
    """
    cells = list(board)
    cells[start] = EMPTY
    found: list[JumpChain] = []
    table = graph.by_direction

    def extend(point: Location, path: list[Location], over: list[Location],
               directions: Sequence[Direction]) -> None:
        went_on = False
        for d in directions:
            column = table[d.index]
            mid = column[point]
            if mid == NO_POINT:
                continue
            owner = cells[mid]
            if owner == EMPTY or not may_jump(owner):
                continue
            land = column[mid]
            if land == NO_POINT or cells[land] != EMPTY:
                continue
            went_on = True
            cells[mid] = EMPTY
            path.append(land)
            over.append(mid)
            if not complete:
                found.append(JumpChain(tuple(path), tuple(over)))
            extend(land, path, over, then)
            path.pop()
            over.pop()
            cells[mid] = owner
        if complete and not went_on and over:
            found.append(JumpChain(tuple(path), tuple(over)))

    extend(start, [start], [], first)
    return found


def hop_chains(graph: PointGraph, board: Sequence[int], start: Location,
               directions: Sequence[Direction], may_jump: Callable[[int], bool]) -> list[JumpChain]:
    """The points a piece can reach from ``start`` by one or more hops, nothing removed.

    Each reachable end point appears once, with a shortest path (breadth first, directions tried
    in the given order). A chain may stop after any hop and never lands twice on a point, so
    every point reachable at all is reachable by such a chain.
    """
    table = graph.by_direction
    seen = {start}
    found: list[JumpChain] = []
    queue: deque[JumpChain] = deque([JumpChain((start,), ())])
    while queue:
        chain = queue.popleft()
        point = chain.path[-1]
        for d in directions:
            column = table[d.index]
            mid = column[point]
            if mid == NO_POINT:
                continue
            owner = board[mid]
            if mid == start or owner == EMPTY or not may_jump(owner):
                continue
            land = column[mid]
            if land == NO_POINT or land in seen or (board[land] != EMPTY and land != start):
                continue
            seen.add(land)
            longer = JumpChain(chain.path + (land,), chain.over + (mid,))
            found.append(longer)
            queue.append(longer)
    return found


def check_hop_path(graph: PointGraph, board: Sequence[int], path: Sequence[Location],
                   directions: Sequence[Direction],
                   may_jump: Callable[[int], bool]) -> tuple[JumpProblem, int] | None:
    """Why ``path`` (start, landings) is not a hopping chain, or None when it is one.

    Returns the problem and the index of the jump (0 = the first) where it occurs.
    """
    seen = {path[0]}
    for i in range(len(path) - 1):
        a, b = path[i], path[i + 1]
        d = graph.direction_between(a, b, 2)
        if d is None:
            return JumpProblem.NOT_ON_A_LINE, i
        mid = graph.neighbour(a, d)
        if d not in directions:
            return JumpProblem.DIRECTION, i
        if board[mid] == EMPTY or mid == path[0]:
            return JumpProblem.NOTHING_TO_JUMP, i
        if not may_jump(board[mid]):
            return JumpProblem.PIECE_NOT_JUMPABLE, i
        if b in seen:
            return JumpProblem.REVISIT, i
        if board[b] != EMPTY:
            return JumpProblem.NOT_FREE, i
        seen.add(b)
    return None
