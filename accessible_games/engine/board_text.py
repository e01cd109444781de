"""The board field of a position text, in the style of a chess FEN.

The rows of a square board stand from the top row down with "/" between them; in a row, one
letter per piece (``letters[p]`` for player p's pieces) and a digit for each run of empty places.
Alquerque and the Halma family write their boards this way (``BB1WW/...``); each game adds its
own fields after the board.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import InvalidPositionError, Location


def parse_rows(text: str, field: str, size: int, letters: Sequence[str], empty: int, form: str,
               noun: str = "squares",
               playable: Container[Location] | None = None) -> list[int]:
    """The owner per place (``empty`` or a player) of the board field ``field``.

    Args:
        text: the whole position text, for the error.
        field: the board field: ``size`` rows from the top down, "/" between them.
        size: places per side of the board.
        letters: the piece letter of each player, in player order.
        empty: the owner recorded for an empty place.
        form: the position text form, for the error.
        noun: what the places are called in the error ("squares", "points").
        playable: the places pieces may stand on; None for every place.

    Raises:
        InvalidPositionError: a wrong number of rows, an unknown letter, a row too long or too
            short, or a piece on a place that is not ``playable``.
    """

    def fail(problem: str) -> InvalidPositionError:
        return InvalidPositionError(text, problem, form)

    rows = field.split("/")
    if len(rows) != size:
        raise fail(f"the board needs {size} rows")
    board = [empty] * (size * size)
    for i, row_text in enumerate(rows):
        row = size - 1 - i
        col = 0
        for ch in row_text:
            if ch.isdecimal():
                col += int(ch)
                continue
            if ch not in letters:
                raise fail(f"unknown piece letter {ch!r}")
            if col >= size:
                raise fail(f"row {row + 1} is too long")
            place = row * size + col
            if playable is not None and place not in playable:
                raise fail(f"{algebraic(place, size)} is not a playing square")
            board[place] = letters.index(ch)
            col += 1
        if col != size:
            raise fail(f"row {row + 1} must describe {size} {noun}")
    return board


def format_rows(board: Sequence[int], size: int, letters: Sequence[str], empty: int) -> str:
    """The board field of ``board`` (owner per place, ``empty`` for an empty place)."""
    rows = []
    for row in range(size - 1, -1, -1):
        out = ""
        run = 0
        for col in range(size):
            owner = board[row * size + col]
            if owner == empty:
                run += 1
                continue
            if run:
                out += str(run)
                run = 0
            out += letters[owner]
        if run:
            out += str(run)
        rows.append(out)
    return "/".join(rows)
