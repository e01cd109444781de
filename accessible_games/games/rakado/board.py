"""The Rakado board: 16 x 16 squares, the seats' sides and directions, the rays a piece uses,
the start position and the position text.

Squares are numbered ``row * 16 + column`` with a1 (0) at the lower left. The South side starts
on row 1 and moves up; the North side starts on row 16 and moves down. With two players seat 0 is
South and seat 1 North. With four players seats 0 and 2 form the South party and seats 1 and 3
the North party, so the parties alternate in seat order and partners sit opposite each other at
the table; each player's eight pieces stand on one half of the party's shared base line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.types import InvalidPositionError, Location, Player

SIZE = 16
"""Squares per side of the classic Halma board."""

EMPTY = -1
"""The board value of an empty square."""

MAX_ROLL = 6
"""The highest face of the die."""

SOUTH, NORTH = 0, 1
"""The two sides (parties): South moves up from row 1, North down from row 16."""

SEAT_LETTERS = "abcd"
"""Letters of the seats' pieces in the position text (a: seat 0, b: seat 1, ...)."""


class Direction(Enum):
    """The five ways a piece may go; only STRAIGHT moves without capturing."""

    STRAIGHT = "straight"
    """Straight forward: a move, or a capture on the landing square."""
    LEFT_FORWARD = "left_forward"
    """Diagonally forward to the mover's left: captures only."""
    RIGHT_FORWARD = "right_forward"
    """Diagonally forward to the mover's right: captures only."""
    LEFT = "left"
    """Sideways to the mover's left: captures only."""
    RIGHT = "right"
    """Sideways to the mover's right: captures only."""


DIRECTIONS: tuple[Direction, ...] = tuple(Direction)
"""Every direction, in the order moves are listed."""


def side_of(seat: Player) -> int:
    """The side (SOUTH or NORTH) of a seat: even seats are South, odd seats North."""
    return seat % 2


def goal_row(side: int) -> int:
    """The row (0 = row 1) a side's pieces must reach: the far edge."""
    return SIZE - 1 if side == SOUTH else 0


def _vector(side: int, direction: Direction) -> tuple[int, int]:
    """(column step, row step) of ``direction`` for ``side``, as the side's player sees it."""
    forward = 1 if side == SOUTH else -1
    # A South player looks up the board: their left is towards column a; North's is towards p.
    left = -1 if side == SOUTH else 1
    return {
        Direction.STRAIGHT: (0, forward),
        Direction.LEFT_FORWARD: (left, forward),
        Direction.RIGHT_FORWARD: (-left, forward),
        Direction.LEFT: (left, 0),
        Direction.RIGHT: (-left, 0),
    }[direction]


@dataclass(frozen=True, slots=True)
class Ray:
    """The squares in one direction from a square, nearest first, at most six long."""

    direction: Direction
    """Which way the ray goes."""
    squares: tuple[Location, ...]
    """The squares 1, 2, ... steps away that lie on the board."""
    moves: bool = False
    """True when a piece may also go this way without capturing (on the Halma board only
    straight forward; on the star board both lines forward)."""


def _rays(side: int, square: Location) -> tuple[Ray, ...]:
    column, row = square % SIZE, square // SIZE
    rays = []
    for direction in DIRECTIONS:
        dc, dr = _vector(side, direction)
        squares = []
        for step in range(1, MAX_ROLL + 1):
            c, r = column + dc * step, row + dr * step
            if not (0 <= c < SIZE and 0 <= r < SIZE):
                break
            squares.append(r * SIZE + c)
        rays.append(Ray(direction, tuple(squares), direction is Direction.STRAIGHT))
    return tuple(rays)


RAYS: tuple[tuple[tuple[Ray, ...], ...], ...] = tuple(
    tuple(_rays(side, square) for square in range(SIZE * SIZE)) for side in (SOUTH, NORTH)
)
"""Per side and square: the five rays in :data:`DIRECTIONS` order."""


def progress(side: int, square: Location) -> int:
    """Rows a piece of ``side`` on ``square`` has covered from its base line (0 to 15)."""
    row = square // SIZE
    return row if side == SOUTH else SIZE - 1 - row


def start_board(players: int) -> list[int]:
    """The start: two players fill their base lines; four players take half a line each."""
    board = [EMPTY] * (SIZE * SIZE)
    top = (SIZE - 1) * SIZE
    for column in range(SIZE):
        if players == 2:
            board[column] = 0
            board[top + column] = 1
        else:
            # South party: seat 0 on a1-h1, seat 2 on i1-p1. North party: seat 1 on i16-p16
            # (the left half as North sees it), seat 3 on a16-h16.
            board[column] = 0 if column < SIZE // 2 else 2
            board[top + column] = 1 if column >= SIZE // 2 else 3
    return board


@dataclass(frozen=True)
class Geometry:
    """A board Rakado is played on: its squares, the rays of each side, the home squares.

    Squares are numbered ``row * size + column`` on a ``size`` x ``size`` grid; a board that is
    not square (the star) uses only some of the grid's squares (``cells``) and leaves the rest
    empty for good. Each side's rays go in its :class:`Direction` order.
    """

    name: str
    """The value of the ``board`` option: "halma" or "star"."""
    size: int
    """Squares per side of the grid."""
    cells: tuple[bool, ...]
    """Per grid square: True when it is a square of the board."""
    rays: tuple[tuple[tuple[Ray, ...], ...], ...]
    """Per side and square: the rays a piece of that side may use, in Direction order."""
    homes: tuple[frozenset[Location], ...]
    """Per side: the squares where its pieces are home (safe, never moving again)."""
    starts: tuple[tuple[Location, ...], ...]
    """Per side: the squares its pieces start on, in square order."""
    progress: tuple[tuple[int, ...], ...]
    """Per side and square: the rows covered from the side's first row (on the star: the
    lines across the star, parallel to the side's first row)."""
    sides: int = 2
    """How many sides play against each other; a seat's side is ``seat % sides`` (the Halma
    board's parties of two, or each player alone on the star for three)."""

    def side(self, seat: Player) -> int:
        """The side of ``seat``: pieces of one side never capture each other."""
        return seat % self.sides

    def is_home(self, side: int, square: Location) -> bool:
        """True when ``square`` is one of ``side``'s home squares."""
        return square in self.homes[side]

    def rows_left(self, side: int, square: Location) -> int:
        """Rows between ``square`` and the nearest row of ``side``'s home squares."""
        goal = min(self.progress[side][s] for s in self.homes[side])
        return max(0, goal - self.progress[side][square])

    def row_cells(self, row: int) -> list[Location]:
        """The board's squares on grid row ``row`` (0 = row 1), left to right."""
        first = row * self.size
        return [s for s in range(first, first + self.size) if self.cells[s]]


def _halma() -> Geometry:
    """The classic 16 x 16 Halma board: home is the far row."""
    squares = range(SIZE * SIZE)
    homes = tuple(frozenset(goal_row(side) * SIZE + c for c in range(SIZE)) for side in (0, 1))
    starts = (tuple(range(SIZE)), tuple(range((SIZE - 1) * SIZE, SIZE * SIZE)))
    return Geometry("halma", SIZE, (True,) * (SIZE * SIZE), RAYS, homes, starts,
                    tuple(tuple(progress(side, s) for s in squares) for side in (0, 1)))


HALMA = _halma()
"""The classic board (the ``board`` option's default)."""


_TEXT = re.compile(r"^\s*(\S+)\s+([a-d])([1-6]?)\s*$")


def format_board(board: list[int], seat: Player, roll: int,
                 geometry: Geometry = HALMA) -> str:
    """The position text: rows from the top down separated by "/", a letter per piece, digits
    for runs of empty squares (only the board's squares count), then the seat to act and, once
    rolled, the roll ("a" to roll, "a4" to move)."""
    rows = []
    for row in range(geometry.size - 1, -1, -1):
        text, run = "", 0
        for square in geometry.row_cells(row):
            value = board[square]
            if value == EMPTY:
                run += 1
                continue
            text += (str(run) if run else "") + SEAT_LETTERS[value]
            run = 0
        rows.append(text + (str(run) if run else ""))
    return "/".join(rows) + " " + SEAT_LETTERS[seat] + (str(roll) if roll else "")


POSITION_FORMAT = (
    "16 rows from row 16 down (17 on the star board, counting only its squares) separated by /, "
    "a b c d for the seats' pieces, numbers for runs of empty squares, then the seat to act "
    "(a-d) followed by the roll when rolled, e.g. a4"
)
"""A one-line English description of the position text."""


def parse_board(text: str, players: int,
                geometry: Geometry = HALMA) -> tuple[list[int], Player, int]:
    """(board, seat, roll) from a position text.

    Raises:
        InvalidPositionError: the text is malformed or names a seat the game does not have.
    """
    match = _TEXT.match(text)
    if not match:
        raise InvalidPositionError(text, "not a board and a seat", POSITION_FORMAT)
    rows = match.group(1).split("/")
    size = geometry.size
    if len(rows) != size:
        raise InvalidPositionError(text, f"{len(rows)} rows instead of {size}", POSITION_FORMAT)
    letters = SEAT_LETTERS[:players]
    board = [EMPTY] * (size * size)
    for index, row_text in enumerate(rows):
        row = size - 1 - index
        cells: list[int] = []
        for token in re.findall(r"\d+|.", row_text):
            if token.isdecimal():
                cells.extend([EMPTY] * int(token))
            elif token in letters:
                cells.append(letters.index(token))
            else:
                raise InvalidPositionError(text, f"unknown piece {token!r}", POSITION_FORMAT)
        squares = geometry.row_cells(row)
        if len(cells) != len(squares):
            raise InvalidPositionError(text, f"row {row + 1} has {len(cells)} squares",
                                       POSITION_FORMAT)
        for square, value in zip(squares, cells, strict=True):
            board[square] = value
    seat = SEAT_LETTERS.index(match.group(2))
    if seat >= players:
        raise InvalidPositionError(text, f"no seat {match.group(2)!r}", POSITION_FORMAT)
    roll = int(match.group(3)) if match.group(3) else 0
    return board, seat, roll
