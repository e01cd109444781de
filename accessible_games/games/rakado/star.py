"""The star board (Sternhalma) for Rakado: 121 holes, two players with 15 pieces each or three
with 10.

The star is laid on a 17 x 17 grid of rows and slanting columns (axial coordinates): a hole's
name is its column letter a to q and its row number 1 to 17, and the grid's rows are the star's
rows. South's corner is at the bottom (row 1 has one hole, m1), North's at the top (e17 alone
in row 17). Seen from the side of the board, each row lies half a hole to the right of the row
below along a column, so the two lines forward of a South piece are up its column (forward to
the right: m1, m2, m3) and up the diagonal to the left (m1, l2, k3); a North piece goes down
its column (forward to its right) or down the diagonal to the right (forward to its left).

In cube coordinates (x, y, z) with x + y + z = 0 and the centre at 0, the star is the union of
the two big triangles "every coordinate at least -4" and "every coordinate at most 4"; a hole's
column is x + 8 and its row z + 8. Every side's corner, lines and fields are South's turned
about the centre: by half a turn for North; with three players by a third of a turn for the
second seat (the upper left corner, a13) and by two thirds for the third (the upper right
corner, m13).

With two players each side starts on its corner's ten holes and the five holes of the central
hexagon's edge next to them (Sternhalma's two-player start with 15 pieces, as the seed says),
and its home is the other side's start field. With three players each starts on its corner's
ten holes and is home in the empty corner opposite (15-hole fields would overlap there: the
hexagon's edges of neighbouring corners share a hole).
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.engine.types import Location
from accessible_games.games.rakado.board import MAX_ROLL, Direction, Geometry, Ray

STAR_SIZE = 17
"""Rows and columns of the grid the star is laid on."""

_RADIUS = 4
"""The central hexagon reaches this far from the centre in every coordinate."""

Cube = tuple[int, int, int]
Turn = Callable[[Cube], Cube]

_LINES: dict[Direction, Cube] = {
    Direction.LEFT_FORWARD: (-1, 0, 1),
    Direction.RIGHT_FORWARD: (0, -1, 1),
}
"""South's two lines forward as cube steps: up the left diagonal, up the column."""


def _same(c: Cube) -> Cube:
    return c


def _half(c: Cube) -> Cube:
    return -c[0], -c[1], -c[2]


def _third(c: Cube) -> Cube:
    return c[2], c[0], c[1]


def _two_thirds(c: Cube) -> Cube:
    return c[1], c[2], c[0]


def _cube(square: Location) -> Cube:
    column, row = square % STAR_SIZE, square // STAR_SIZE
    x, z = column - 8, row - 8
    return x, -x - z, z


def _square(c: Cube) -> Location | None:
    x, _, z = c
    square = (z + 8) * STAR_SIZE + x + 8
    if not (0 <= x + 8 < STAR_SIZE and 0 <= z + 8 < STAR_SIZE) or not on_star(square):
        return None
    return square


def on_star(square: Location) -> bool:
    """True when the grid square ``square`` is a hole of the star."""
    coords = _cube(square)
    return all(c >= -_RADIUS for c in coords) or all(c <= _RADIUS for c in coords)


def _south_field(edge: bool) -> list[Cube]:
    """South's corner triangle, and with ``edge`` the five holes of the hexagon's edge."""
    found = []
    for square in range(STAR_SIZE * STAR_SIZE):
        if on_star(square):
            x, y, z = _cube(square)
            if z < -_RADIUS or (edge and z == -_RADIUS and 0 <= x <= _RADIUS):
                found.append((x, y, z))
    return found


def _rays(turn: Turn, square: Location) -> tuple[Ray, ...]:
    if not on_star(square):
        return ()
    x, y, z = _cube(square)
    rays = []
    for direction, step in _LINES.items():
        dx, dy, dz = turn(step)
        squares = []
        for k in range(1, MAX_ROLL + 1):
            target = _square((x + dx * k, y + dy * k, z + dz * k))
            if target is None:
                break
            squares.append(target)
        rays.append(Ray(direction, tuple(squares), True))
    return tuple(rays)


def _build(turns: tuple[Turn, ...], back: tuple[Turn, ...], edge: bool) -> Geometry:
    """The star for the sides whose corners are South's turned by ``turns`` (``back`` turns
    each back to South's)."""
    squares = range(STAR_SIZE * STAR_SIZE)
    field = _south_field(edge)
    starts = tuple(tuple(sorted(s for c in field if (s := _square(t(c))) is not None))
                   for t in turns)
    homes = tuple(frozenset(s for c in field if (s := _square(_half(t(c)))) is not None)
                  for t in turns)
    progress = tuple(tuple(b(_cube(s))[2] + 8 for s in squares) for b in back)
    return Geometry(
        "star" if len(turns) == 2 else "star3", STAR_SIZE, tuple(on_star(s) for s in squares),
        tuple(tuple(_rays(t, s) for s in squares) for t in turns), homes, starts, progress,
        len(turns))


STAR = _build((_same, _half), (_same, _half), True)
"""The star for two players, 15 pieces each."""

STAR3 = _build((_same, _third, _two_thirds), (_same, _two_thirds, _third), False)
"""The star for three players, 10 pieces each."""
