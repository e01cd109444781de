"""Rakado on the star board for the computer players: a plain race with capture chances.

The column duels of the Halma board's evaluation (:mod:`.evaluation`) do not exist on the star:
a piece has two lines forward and lines cross. So a side's worth is its pieces home, each worth
:data:`HOME`, and its pieces on the way, each worth :data:`ON_THE_WAY` plus :data:`ROW` per row
covered. As on the Halma board the side about to roll gets a sixth of the gain of its best
capture for every face that allows one, and the other sides :data:`LATER_SHARE` of theirs. With
three players a side's value is its worth less the best other side's.
"""

from __future__ import annotations

from accessible_games.games.rakado.board import EMPTY, MAX_ROLL, NORTH, SOUTH, Geometry

HOME = 100.0
"""A piece home."""
ON_THE_WAY = 40.0
"""A piece on the way, on its first row."""
ROW = 3.0
"""What a piece on the way gains per row covered."""
STRANDED = 5.0
"""A piece that can no longer reach home: its lines forward end in one of the star's side
corners (it may still capture on the way there)."""
LATER_SHARE = 0.75
"""The share of its capture gains counted for the side that rolls after the next roll."""


_REACH: dict[str, tuple[frozenset[int], ...]] = {}
"""Per board name and side: the squares from which a piece can still get home."""


def reaching(geometry: Geometry) -> tuple[frozenset[int], ...]:
    """Per side, the squares from which some path of steps forward leads home (an empty board;
    a move is a straight run of steps, and runs can follow one another in any order)."""
    found = _REACH.get(geometry.name)
    if found is None:
        sides = []
        for side in (SOUTH, NORTH):
            good = set(geometry.homes[side])
            changed = True
            while changed:
                changed = False
                for square, rays in enumerate(geometry.rays[side]):
                    if square not in good and any(
                            ray.moves and ray.squares and ray.squares[0] in good for ray in rays):
                        good.add(square)
                        changed = True
            sides.append(frozenset(good))
        found = _REACH[geometry.name] = tuple(sides)
    return found


def _worths(board: list[int], geometry: Geometry) -> dict[int, float]:
    """Square -> worth of the piece there, for every piece on the board."""
    worth = {}
    reach = reaching(geometry)
    for square, value in enumerate(board):
        if value == EMPTY:
            continue
        side = value % 2
        if square in geometry.homes[side]:
            worth[square] = HOME
        elif square in reach[side]:
            worth[square] = ON_THE_WAY + ROW * geometry.progress[side][square]
        else:
            worth[square] = STRANDED
    return worth


def star_value(board: list[int], geometry: Geometry, side: int, roller: int) -> float:
    """``side``'s worth minus the best other side's, with ``roller``'s side about to roll."""
    sides = geometry.sides
    worth = _worths(board, geometry)
    totals = [0.0] * sides
    # The best capture per face for each side, along its own lines forward.
    best: list[dict[int, float]] = [{} for _ in range(sides)]
    for square, value in worth.items():
        own = board[square] % sides
        totals[own] += value
        if value == HOME:
            continue
        for ray in geometry.rays[own][square]:
            for face, target in enumerate(ray.squares, start=1):
                other = board[target]
                if other == EMPTY:
                    continue
                victim = other % sides
                if victim != own and target not in geometry.homes[victim]:
                    if worth[target] > best[own].get(face, 0.0):
                        best[own][face] = worth[target]
                break
    for who in range(sides):
        expected = sum(best[who].values()) / MAX_ROLL
        totals[who] += expected if who == roller else LATER_SHARE * expected
    return totals[side] - max(totals[other] for other in range(sides) if other != side)
