"""The star board (Sternhalma) for Rakado: 121 holes, two players with 15 pieces each.

The star is laid on a 17 x 17 grid of rows and slanting columns (axial coordinates): a hole's
name is its column letter a to q and its row number 1 to 17, and the grid's rows are the star's
rows. South's corner is at the bottom (row 1 has one hole, m1), North's at the top (e17 alone
in row 17). Seen from the side of the board, each row lies half a hole to the right of the row
below along a column, so the two lines forward of a South piece are up its column (forward to
the right: m1, m2, m3) and up the diagonal to the left (m1, l2, k3); a North piece goes down
its column (forward to its right) or down the diagonal to the right (forward to its left).

In cube coordinates (x, y, z) with x + y + z = 0 and the centre at 0, the star is the union of
the two big triangles "every coordinate at least -4" and "every coordinate at most 4"; a hole's
column is x + 8 and its row z + 8. Each side starts on its corner's ten holes and the five
holes of the central hexagon's edge next to them (the two-player start of Sternhalma with 15
pieces, seed 000 and its source); its home is the other side's start field.
"""

from __future__ import annotations

from accessible_games.engine.types import Location
from accessible_games.games.rakado.board import (
    MAX_ROLL,
    NORTH,
    SOUTH,
    Direction,
    Geometry,
    Ray,
)

STAR_SIZE = 17
"""Rows and columns of the grid the star is laid on."""

_RADIUS = 4
"""The central hexagon reaches this far from the centre in every coordinate."""

_FORWARD: dict[int, dict[Direction, tuple[int, int]]] = {
    SOUTH: {Direction.LEFT_FORWARD: (-1, 1), Direction.RIGHT_FORWARD: (0, 1)},
    NORTH: {Direction.LEFT_FORWARD: (1, -1), Direction.RIGHT_FORWARD: (0, -1)},
}
"""(column step, row step) of each side's two lines forward on the grid."""


def _cube(square: Location) -> tuple[int, int, int]:
    column, row = square % STAR_SIZE, square // STAR_SIZE
    x, z = column - 8, row - 8
    return x, -x - z, z


def on_star(square: Location) -> bool:
    """True when the grid square ``square`` is a hole of the star."""
    coords = _cube(square)
    return all(c >= -_RADIUS for c in coords) or all(c <= _RADIUS for c in coords)


def _start(side: int) -> tuple[Location, ...]:
    """The corner's ten holes and the five of the hexagon's edge next to it."""
    found = []
    for square in range(STAR_SIZE * STAR_SIZE):
        if not on_star(square):
            continue
        x, y, z = _cube(square)
        if side == NORTH:
            x, y, z = -x, -y, -z
        if z < -_RADIUS or (z == -_RADIUS and 0 <= x <= _RADIUS):
            found.append(square)
    return tuple(found)


def _rays(side: int, square: Location) -> tuple[Ray, ...]:
    if not on_star(square):
        return ()
    rays = []
    column, row = square % STAR_SIZE, square // STAR_SIZE
    for direction, (dc, dr) in _FORWARD[side].items():
        squares = []
        for step in range(1, MAX_ROLL + 1):
            c, r = column + dc * step, row + dr * step
            target = r * STAR_SIZE + c
            if not (0 <= c < STAR_SIZE and 0 <= r < STAR_SIZE) or not on_star(target):
                break
            squares.append(target)
        rays.append(Ray(direction, tuple(squares), True))
    return tuple(rays)


def _star() -> Geometry:
    squares = range(STAR_SIZE * STAR_SIZE)
    starts = (_start(SOUTH), _start(NORTH))
    rows = tuple(tuple(s // STAR_SIZE for s in squares) for _ in (SOUTH, NORTH))
    progress = (rows[0], tuple(STAR_SIZE - 1 - r for r in rows[1]))
    return Geometry(
        "star", STAR_SIZE, tuple(on_star(s) for s in squares),
        tuple(tuple(_rays(side, s) for s in squares) for side in (SOUTH, NORTH)),
        (frozenset(starts[NORTH]), frozenset(starts[SOUTH])), starts, progress)


STAR = _star()
"""The star board with the two-player start of 15 pieces each."""
