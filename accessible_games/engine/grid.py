"""Square grids: naming squares algebraically (a1 at the first player's lower left)."""

from __future__ import annotations

import re

from accessible_games.engine.types import Location

_ALGEBRAIC = re.compile(r"^([a-z])([1-9][0-9]?)$")


def square_index(column: int, row: int, width: int) -> Location:
    """The location of (column, row), both counted from 0 at the lower left."""
    return row * width + column


def column_of(square: Location, width: int) -> int:
    """The column (0 = a) of a square."""
    return square % width


def row_of(square: Location, width: int) -> int:
    """The row (0 = rank 1) of a square."""
    return square // width


def algebraic(square: Location, width: int) -> str:
    """The algebraic name of a square: column letter and row number, e.g. "c3"."""
    return f"{chr(ord('a') + square % width)}{square // width + 1}"


def parse_algebraic(text: str, width: int, height: int) -> Location | None:
    """The square named by ``text`` ("c3", "C3"), or None when it is not on this board."""
    m = _ALGEBRAIC.match(text.strip().lower())
    if not m:
        return None
    column = ord(m.group(1)) - ord("a")
    row = int(m.group(2)) - 1
    if not (0 <= column < width and 0 <= row < height):
        return None
    return square_index(column, row, width)


def looks_algebraic(text: str) -> bool:
    """True when ``text`` has the shape of an algebraic square name, on any board size."""
    return bool(_ALGEBRAIC.match(text.strip().lower()))
