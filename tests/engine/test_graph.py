"""Point graphs: the Alquerque board's lines, draughts dark squares, full grids."""

from __future__ import annotations

from accessible_games.engine.graph import (
    NO_POINT,
    Direction,
    alquerque_graph,
    dark_squares_graph,
    grid_graph,
    opposite_all,
)


def test_directions():
    assert Direction.N.opposite is Direction.S
    assert Direction.NE.opposite is Direction.SW
    assert Direction.NE.is_diagonal and not Direction.E.is_diagonal
    assert opposite_all((Direction.N, Direction.E)) == (Direction.S, Direction.W)


def test_alquerque_diagonals_only_through_even_points():
    g = alquerque_graph()
    name = {p: g.name(p) for p in g.points}
    diagonal = sorted(name[p] for p in g.points if g.has_diagonals(p))
    # The two long diagonals and the diamond a3-c1-e3-c5 (13 points).
    assert diagonal == sorted("a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5".split())
    b3 = g.parse_point("b3")
    assert g.neighbour(b3, Direction.NE) == NO_POINT
    assert g.name(g.neighbour(b3, Direction.N)) == "b4"
    c3 = g.parse_point("c3")
    assert g.name(g.neighbour(c3, Direction.NE)) == "d4"
    assert g.direction_between(c3, g.parse_point("e5"), 2) is Direction.NE
    assert g.direction_between(g.parse_point("b3"), g.parse_point("d5"), 2) is None
    # Lines: 5 rows, 5 columns, 2 long diagonals and the diamond's 4 sides of 3 points.
    lengths = sorted(len(line) for line in g.lines())
    assert lengths.count(5) == 12  # 5 rows, 5 columns, 2 long diagonals
    assert lengths.count(3) == 4  # the diamond's four sides


def test_dark_squares_and_full_grid():
    dark = dark_squares_graph()
    assert len(dark.points) == 32
    a1 = dark.parse_point("a1")
    assert dark.neighbours(a1) == [(Direction.NE, dark.parse_point("b2"))]
    assert not dark.is_point(dark.parse_point("b1"))
    full = grid_graph(8, 8)
    corner = full.parse_point("h8")
    assert sorted(d.name for d, _ in full.neighbours(corner)) == ["S", "SW", "W"]
