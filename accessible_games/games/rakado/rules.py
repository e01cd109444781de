"""Where one Rakado piece may go with a roll, and why it cannot.

A piece goes exactly the roll along one of five rays (:class:`Direction`): straight forward onto
an empty square, or onto an opposing piece to capture it; diagonally forward or sideways only to
capture. Every square before the landing square must be empty (no jumping). Pieces home on their
goal row never move and are never captured; team mates are never captured.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.grid import algebraic
from accessible_games.engine.paths import FromToMove
from accessible_games.engine.types import Location
from accessible_games.games.rakado.board import (
    EMPTY,
    HALMA,
    SIZE,
    Direction,
    Geometry,
)


@dataclass(frozen=True, slots=True)
class RakadoMove(FromToMove):
    """One piece from ``start`` to ``end`` in ``direction``; ``capture`` when it takes the
    piece on ``end``; ``huffed`` is the square of the own piece lost for ignoring a capture."""

    direction: Direction = Direction.STRAIGHT
    """The way the piece went."""
    capture: bool = False
    """True when an opposing piece stood on ``end`` and is taken."""
    huffed: Location | None = None
    """With huffing: where the piece that is lost stands after the move (None: none lost)."""
    size: int = SIZE
    """The grid's squares per side, for the square names (17 on the star board)."""

    @property
    def notation(self) -> str:
        """"a1-a5" for a move, "c3xe5" for a capture."""
        sep = "x" if self.capture else "-"
        return f"{algebraic(self.start, self.size)}{sep}{algebraic(self.end, self.size)}"


def piece_moves(board: list[int], square: Location, roll: int,
                geometry: Geometry = HALMA) -> list[RakadoMove]:
    """The moves of the piece on ``square`` for ``roll``, straight first, then diagonally left
    and right, then sideways left and right (as the mover sees it)."""
    sides = geometry.sides
    side = board[square] % sides
    homes = geometry.homes
    if square in homes[side]:
        return []
    found = []
    for ray in geometry.rays[side][square]:
        squares = ray.squares
        if len(squares) < roll:
            continue
        target = squares[roll - 1]
        value = board[target]
        if any(board[s] != EMPTY for s in squares[:roll - 1]):
            continue
        if value == EMPTY:
            if ray.moves:
                found.append(RakadoMove(square, target, ray.direction, size=geometry.size))
        elif value % sides != side and target not in homes[value % sides]:
            found.append(RakadoMove(square, target, ray.direction, True, size=geometry.size))
    return found


def piece_reach(board: list[int], square: Location,
                geometry: Geometry = HALMA) -> list[tuple[int, Location, bool]]:
    """Everything the piece on ``square`` could do with some roll: (face, target, capture),
    walking each ray up to the first piece; the same moves as :func:`piece_moves` over all six
    faces, found in one pass (for the end test, the evaluation and the danger query)."""
    sides = geometry.sides
    side = board[square] % sides
    homes = geometry.homes
    if square in homes[side]:
        return []
    found = []
    for ray in geometry.rays[side][square]:
        straight = ray.moves
        face = 0
        for target in ray.squares:
            face += 1
            value = board[target]
            if value == EMPTY:
                if straight:
                    found.append((face, target, False))
                continue
            if value % sides != side and target not in homes[value % sides]:
                found.append((face, target, True))
            break
    return found


def capture_faces(board: list[int], side: int, geometry: Geometry = HALMA,
                  attacker: int | None = None) -> dict[Location, set[int]]:
    """``side``'s pieces that the other side's pieces (or only seat ``attacker``'s) could
    take at a roll, each with the faces that take it (for the danger query and the beginner's
    rule of thumb)."""
    faces: dict[Location, set[int]] = {}
    for square, value in enumerate(board):
        if value < 0 or geometry.side(value) == side or attacker not in (None, value):
            continue
        for face, target, capture in piece_reach(board, square, geometry):
            if capture:
                faces.setdefault(target, set()).add(face)
    return faces


class BlockKind(Enum):
    """Why a piece cannot go straight forward by the roll."""

    HOME = "home"
    """The piece is home on its goal row and never moves again."""
    OVERSHOOT = "overshoot"
    """The roll is more than the rows left to the goal row (exact arrival)."""
    EDGE = "edge"
    """Star board: every line forward leaves the board before the roll is used up."""
    IN_THE_WAY = "in_the_way"
    """A piece stands between the piece and its landing square (no jumping)."""
    OWN_PIECE = "own_piece"
    """The landing square holds a piece of the mover or of a team mate."""
    SAFE_PIECE = "safe_piece"
    """The landing square holds an opposing piece that is home, and safe."""


@dataclass(frozen=True, slots=True)
class Blockage:
    """Why a piece has no move with a roll: the straight way's obstacle (no capture exists)."""

    kind: BlockKind
    """What blocks it."""
    square: Location | None = None
    """The square of the blocking piece, or the landing square; None when home or overshooting."""


def blockage(board: list[int], square: Location, roll: int,
             geometry: Geometry = HALMA) -> Blockage | None:
    """Why the piece on ``square`` has no move with ``roll``; None when it has one.

    The first line a piece may move along that is long enough gives the reason; when none is
    long enough the roll overshoots the goal row (Halma board) or leaves the board (star).
    """
    if piece_moves(board, square, roll, geometry):
        return None
    side = geometry.side(board[square])
    if square in geometry.homes[side]:
        return Blockage(BlockKind.HOME)
    lines = [ray.squares for ray in geometry.rays[side][square]
             if ray.moves and len(ray.squares) >= roll]
    if not lines:
        return Blockage(BlockKind.OVERSHOOT if geometry is HALMA else BlockKind.EDGE)
    return _closed(board, lines[0], roll, side, geometry)


def line_blockages(board: list[int], square: Location, roll: int,
                   geometry: Geometry = HALMA) -> list[tuple[Direction, Blockage]]:
    """Why each line the piece on ``square`` may move along is closed to ``roll``, in the
    piece's order of lines (the star's two lines forward: one may be blocked by a piece and
    the other leave the star); empty when the piece has a move or is home."""
    side = geometry.side(board[square])
    if square in geometry.homes[side] or piece_moves(board, square, roll, geometry):
        return []
    return [(ray.direction, _closed(board, ray.squares, roll, side, geometry)
             if len(ray.squares) >= roll else Blockage(BlockKind.EDGE))
            for ray in geometry.rays[side][square] if ray.moves]


def _closed(board: list[int], way: tuple[Location, ...], roll: int, side: int,
            geometry: Geometry) -> Blockage:
    """What closes the line ``way``, long enough for ``roll``, to a piece of ``side`` without
    a move: a piece before the landing square, or the landing square's piece (own or home)."""
    for between in way[:roll - 1]:
        if board[between] != EMPTY:
            return Blockage(BlockKind.IN_THE_WAY, between)
    target = way[roll - 1]
    if geometry.side(board[target]) == side:
        return Blockage(BlockKind.OWN_PIECE, target)
    return Blockage(BlockKind.SAFE_PIECE, target)
