"""Gomoku boards: geometry (lines, windows, neighbourhoods) and the position text.

A square is ``row * size + col`` with row 0 = rank 1 and col 0 = file a; squares are named
algebraically ("h8" is the centre of the 15x15 board). A cell holds 0 (empty), 1 (Black) or 2
(White), that is the player's number plus one.

A *window* is a run of five squares along one of the four axes. Windows are the unit of the
evaluation: a window that holds stones of only one colour is a chance for that colour.

The position text lists the rows from the top rank down separated by ``/``; ``X`` is a Black
stone, ``O`` a White stone, a number a run of empty squares; then a space and ``X`` or ``O`` for
the side to move (see docs/formats-abstract1.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from accessible_games.engine.types import InvalidPositionError, Player

SIZES: tuple[int, ...] = (15, 17, 19)
"""The board sizes offered."""

WINDOW = 5
"""Stones in a row that win."""

STONE_CHARS: tuple[str, str] = ("X", "O")
"""The position-text letter of a stone per player (Black, White)."""


class Axis(Enum):
    """The four directions of a line, each as (row step, column step) towards its far end."""

    HORIZONTAL = (0, 1)
    """Along a rank, from file a towards the last file."""
    VERTICAL = (1, 0)
    """Along a file, from rank 1 upwards."""
    DIAGONAL = (1, 1)
    """Rising diagonal, from lower left to upper right."""
    ANTI_DIAGONAL = (1, -1)
    """Falling diagonal, read from lower right to upper left."""


AXES: tuple[Axis, ...] = tuple(Axis)


@dataclass(frozen=True, slots=True)
class Geometry:
    """Rays, windows and neighbourhoods of one board size."""

    size: int
    """Squares per side."""
    rays: tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...]
    """Per square and axis: (squares forward along the axis, squares backward), nearest first."""
    windows: tuple[tuple[int, ...], ...]
    """Every run of five squares along an axis."""
    square_windows: tuple[tuple[int, ...], ...]
    """Per square, the indices of the windows that contain it."""
    neighbours: tuple[tuple[int, ...], ...]
    """Per square, the other squares at most two steps away in any direction."""

    @property
    def squares(self) -> int:
        """How many squares the board has."""
        return self.size * self.size

    def line(self, square: int, axis: Axis) -> tuple[int, ...]:
        """Every square of the whole line through ``square`` along ``axis``, in axis order."""
        forward, backward = self.rays[square][AXES.index(axis)]
        return (*reversed(backward), square, *forward)


@lru_cache(maxsize=None)
def geometry(size: int) -> Geometry:
    """The geometry of a ``size`` x ``size`` board (built once per size).

    Raises:
        ValueError: the size is not one of :data:`SIZES`.
    """
    if size not in SIZES:
        raise ValueError(f"board size {size} is not one of {SIZES}")
    n = size

    def walk(square: int, dr: int, dc: int) -> tuple[int, ...]:
        row, col = divmod(square, n)
        found = []
        r, c = row + dr, col + dc
        while 0 <= r < n and 0 <= c < n:
            found.append(r * n + c)
            r, c = r + dr, c + dc
        return tuple(found)

    rays = tuple(
        tuple((walk(s, dr, dc), walk(s, -dr, -dc)) for dr, dc in (a.value for a in AXES))
        for s in range(n * n)
    )
    windows = []
    for s in range(n * n):
        for forward, _ in rays[s]:
            if len(forward) >= WINDOW - 1:
                windows.append((s, *forward[: WINDOW - 1]))
    per_square: list[list[int]] = [[] for _ in range(n * n)]
    for index, window in enumerate(windows):
        for s in window:
            per_square[s].append(index)
    neighbours = []
    for s in range(n * n):
        row, col = divmod(s, n)
        near = [
            r * n + c
            for r in range(max(0, row - 2), min(n, row + 3))
            for c in range(max(0, col - 2), min(n, col + 3))
            if (r, c) != (row, col)
        ]
        neighbours.append(tuple(near))
    return Geometry(
        n, rays, tuple(windows), tuple(tuple(w) for w in per_square), tuple(neighbours)
    )


def position_expectation(size: int) -> str:
    """The English description of the position text for one size."""
    return (
        f"{size} rows from the top rank down separated by /, each with X (Black), O (White) and "
        f"numbers for empty squares adding up to {size}, then a space and X or O"
    )


def format_position(cells: bytearray | list[int], to_move: Player, size: int) -> str:
    """The position text of the cells and the side to move."""
    rows = []
    for row in range(size - 1, -1, -1):
        text = ""
        empty = 0
        for col in range(size):
            value = cells[row * size + col]
            if not value:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += STONE_CHARS[value - 1]
        if empty:
            text += str(empty)
        rows.append(text)
    return "/".join(rows) + " " + STONE_CHARS[to_move]


def size_of_text(text: str) -> int | None:
    """The board size a position text describes (its number of rows), or None."""
    rows = text.strip().partition(" ")[0].count("/") + 1
    return rows if rows in SIZES else None


def parse_position_text(text: str, size: int) -> tuple[list[int], Player]:
    """Read a position text into (cells, side to move).

    Raises:
        InvalidPositionError: the text does not have the documented form.
    """
    expected = position_expectation(size)
    board, space, side = text.strip().partition(" ")
    if not space:
        raise InvalidPositionError(text, "the side to move is missing", expected)
    side = side.strip().upper()
    if side not in STONE_CHARS:
        raise InvalidPositionError(text, f"the side to move {side!r} is not X or O", expected)
    rows = board.split("/")
    if len(rows) != size:
        raise InvalidPositionError(text, f"there are {len(rows)} rows instead of {size}", expected)
    cells = [0] * (size * size)
    for index, row_text in enumerate(rows):
        row = size - 1 - index
        col = 0
        number = ""
        for char in row_text + " ":
            if char.isdecimal():
                number += char
                continue
            if number:
                col += int(number)
                number = ""
            if char == " ":
                break
            if char.upper() not in STONE_CHARS:
                raise InvalidPositionError(
                    text, f"character {char!r} in rank {row + 1} is not X, O or a number",
                    expected,
                )
            if col >= size:
                raise InvalidPositionError(
                    text, f"rank {row + 1} has more than {size} squares", expected
                )
            cells[row * size + col] = STONE_CHARS.index(char.upper()) + 1
            col += 1
        if col != size:
            raise InvalidPositionError(
                text, f"rank {row + 1} has {col} squares instead of {size}", expected
            )
    return cells, STONE_CHARS.index(side)
