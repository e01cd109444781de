"""Point graphs: boards whose places are points joined by lines in named directions.

A square grid is the simplest point graph (every square joined to its eight neighbours); the
Alquerque board joins its 25 points orthogonally and diagonally only through every other point;
a draughts board uses only the dark squares, joined diagonally. Games ask a graph for the
neighbour of a point in a direction, which is all that steps, jumps and group searches need.

Locations are ``row * width + column`` with row 0 at the first player's side and column 0 on the
left, the same numbering as :mod:`accessible_games.engine.grid`, so points keep their algebraic
names ("c3").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum

from accessible_games.engine.grid import algebraic, parse_algebraic
from accessible_games.engine.types import Location

NO_POINT = -1
"""Returned by the neighbour table where no line continues."""


class Direction(Enum):
    """The eight compass directions, as steps (columns right, rows up) on the board."""

    N = (0, 1)
    """Up: towards higher row numbers."""
    NE = (1, 1)
    """Up and right."""
    E = (1, 0)
    """Right: towards later column letters."""
    SE = (1, -1)
    """Down and right."""
    S = (0, -1)
    """Down: towards row 1."""
    SW = (-1, -1)
    """Down and left."""
    W = (-1, 0)
    """Left: towards column a."""
    NW = (-1, 1)
    """Up and left."""

    @property
    def dx(self) -> int:
        """Columns moved by one step."""
        return int(self.value[0])

    @property
    def dy(self) -> int:
        """Rows moved by one step."""
        return int(self.value[1])

    @property
    def index(self) -> int:
        """The direction's position in :data:`DIRECTIONS` (0 = N, clockwise)."""
        return _INDEX[self]

    @property
    def opposite(self) -> Direction:
        """The direction turned round (N to S): the same move seen from the other side."""
        return _BY_STEP[(-self.dx, -self.dy)]

    @property
    def is_diagonal(self) -> bool:
        """True for NE, SE, SW and NW."""
        return self.dx != 0 and self.dy != 0


DIRECTIONS: tuple[Direction, ...] = tuple(Direction)
"""All eight directions, clockwise from north."""
_INDEX = {d: i for i, d in enumerate(DIRECTIONS)}
_BY_STEP = {d.value: d for d in DIRECTIONS}

ORTHOGONAL = (Direction.N, Direction.E, Direction.S, Direction.W)
"""The four directions along rows and columns."""
DIAGONAL = (Direction.NE, Direction.SE, Direction.SW, Direction.NW)
"""The four diagonal directions."""


def opposite_all(directions: Iterable[Direction]) -> tuple[Direction, ...]:
    """Each direction turned round: the second player's version of the first player's moves."""
    return tuple(d.opposite for d in directions)


class PointGraph:
    """Points on a ``width`` x ``height`` frame, joined by lines in the eight directions.

    ``neighbour(point, direction)`` is the next point along the line, or :data:`NO_POINT`.
    Lines are straight: a jump over a point continues in the same direction.
    """

    def __init__(self, width: int, height: int, points: Iterable[Location],
                 linked: Callable[[Location, Direction], bool]) -> None:
        """Build the neighbour table.

        Args:
            width: columns of the frame.
            height: rows of the frame.
            points: the locations that are points of the board.
            linked: whether a line leaves ``point`` in ``direction`` towards the next point
                (asked only when that next place is a point on the board).
        """
        self.width = width
        self.height = height
        self.points: tuple[Location, ...] = tuple(sorted(points))
        self._is_point = [False] * (width * height)
        for p in self.points:
            self._is_point[p] = True
        table: list[list[int]] = [[NO_POINT] * 8 for _ in range(width * height)]
        for p in self.points:
            col, row = p % width, p // width
            for d in DIRECTIONS:
                c, r = col + d.dx, row + d.dy
                if 0 <= c < width and 0 <= r < height:
                    q = r * width + c
                    if self._is_point[q] and linked(p, d) and linked(q, d.opposite):
                        table[p][d.index] = q
        self._table = [tuple(row) for row in table]
        self.by_direction: tuple[tuple[int, ...], ...] = tuple(
            tuple(self._table[p][i] for p in range(width * height)) for i in range(8))
        """``by_direction[d.index][point]``: the neighbour table read by direction (fast loops)."""

    # -- structure -----------------------------------------------------------------------------

    def is_point(self, location: Location) -> bool:
        """True when ``location`` is a point of this board."""
        return 0 <= location < len(self._is_point) and self._is_point[location]

    def neighbour(self, point: Location, direction: Direction) -> Location:
        """The next point along the line in ``direction``, or :data:`NO_POINT`."""
        return self._table[point][direction.index]

    def neighbours(self, point: Location, directions: Sequence[Direction] = DIRECTIONS
                   ) -> list[tuple[Direction, Location]]:
        """The linked neighbours of ``point`` in the given directions, with their direction."""
        row = self._table[point]
        return [(d, row[d.index]) for d in directions if row[d.index] != NO_POINT]

    def direction_between(self, start: Location, end: Location,
                          distance: int = 1) -> Direction | None:
        """The direction in which ``end`` lies ``distance`` steps along one line from ``start``."""
        for d in DIRECTIONS:
            p = start
            for _ in range(distance):
                p = self._table[p][d.index] if p != NO_POINT else NO_POINT
            if p == end and p != NO_POINT:
                return d
        return None

    def has_diagonals(self, point: Location) -> bool:
        """True when a diagonal line passes through ``point``."""
        return any(self._table[point][d.index] != NO_POINT for d in DIAGONAL)

    def lines(self, directions: Sequence[Direction] = (
            Direction.E, Direction.N, Direction.NE, Direction.NW)) -> list[tuple[Location, ...]]:
        """Every maximal straight line (two points or more) in the given directions."""
        found = []
        for d in directions:
            back = d.opposite
            for p in self.points:
                if self._table[p][back.index] != NO_POINT or self._table[p][d.index] == NO_POINT:
                    continue
                line = [p]
                while self._table[line[-1]][d.index] != NO_POINT:
                    line.append(self._table[line[-1]][d.index])
                found.append(tuple(line))
        return found

    # -- names ---------------------------------------------------------------------------------

    def column(self, point: Location) -> int:
        """The column of a point (0 = a)."""
        return point % self.width

    def row(self, point: Location) -> int:
        """The row of a point (0 = row 1)."""
        return point // self.width

    def at(self, column: int, row: int) -> Location:
        """The location of (column, row), both from 0."""
        return row * self.width + column

    def name(self, point: Location) -> str:
        """The algebraic name of a point ("c3")."""
        return algebraic(point, self.width)

    def parse_point(self, text: str) -> Location | None:
        """The location an algebraic name gives, or None when it is outside the frame."""
        return parse_algebraic(text, self.width, self.height)


def grid_graph(width: int, height: int, directions: Sequence[Direction] = DIRECTIONS,
               playable: Callable[[int, int], bool] | None = None) -> PointGraph:
    """A grid of squares, joined in ``directions`` (and their opposites).

    Args:
        width: columns.
        height: rows.
        directions: the line directions; opposites are added.
        playable: (column, row) -> whether the square is a point; all squares by default.
    """
    allowed = set(directions) | {d.opposite for d in directions}
    points = [r * width + c for r in range(height) for c in range(width)
              if playable is None or playable(c, r)]
    return PointGraph(width, height, points, lambda p, d: d in allowed)


def dark_squares_graph(size: int = 8) -> PointGraph:
    """The dark squares of a draughts board (a1 dark), joined diagonally."""
    return grid_graph(size, size, DIAGONAL, lambda c, r: (c + r) % 2 == 0)


def alquerque_graph(size: int = 5) -> PointGraph:
    """The Alquerque board: every point joined orthogonally; diagonal lines only through the
    points whose column and row (counted from 0) add up to an even number."""
    def linked(point: Location, d: Direction) -> bool:
        if not d.is_diagonal:
            return True
        return (point % size + point // size) % 2 == 0

    return PointGraph(size, size, range(size * size), linked)
