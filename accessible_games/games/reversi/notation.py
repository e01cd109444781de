"""Reversi notation: the move type, square names, typed moves and the position text.

Squares are named algebraically ("d3"), file letter then rank, with a1 at Black's lower left;
a square's location is ``row * size + col`` with row 0 = rank 1. A pass is written "pass".

The position text lists every square from a1 along rank 1 to the last file, then rank 2 and so
on (``X`` black, ``O`` white, ``-`` empty), then one space and the side to move (``X`` or ``O``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import InvalidPositionError, Location, Move, Player

PASS_SQUARE = -1
"""The square of the pass move."""

PASS_WORDS = frozenset({"pass", "passen", "passe", "p"})
"""Typed words (English and German) that mean "pass"."""


@dataclass(frozen=True, slots=True)
class ReversiMove(Move):
    """A disc placed on ``square``, or a forced pass when ``square`` is -1.

    ``size`` is the board size, needed to name the square.
    """

    square: Location
    """The square the disc goes on; -1 for a pass."""
    size: int = 8
    """Squares per side of the board the move is played on."""

    @property
    def is_pass(self) -> bool:
        """True for the forced pass."""
        return self.square == PASS_SQUARE

    @property
    def parts(self) -> tuple[Location, ...]:
        """The square selected; nothing for a pass."""
        return () if self.square == PASS_SQUARE else (self.square,)

    @property
    def notation(self) -> str:
        """"d3", or "pass"."""
        if self.square == PASS_SQUARE:
            return "pass"
        return algebraic(self.square, self.size)


class Cell(Enum):
    """What stands on a square, with its character in the position text."""

    BLACK = "X"
    """A black disc (player 0)."""
    WHITE = "O"
    """A white disc (player 1)."""
    EMPTY = "-"
    """No disc."""


SIDE_CHARS: tuple[str, str] = (Cell.BLACK.value, Cell.WHITE.value)
"""The side-to-move character per player."""


def square_name(square: Location, size: int) -> str:
    """The algebraic name of a square ("d3")."""
    return algebraic(square, size)


def is_pass_word(text: str) -> bool:
    """Whether typed ``text`` is a word for passing ("pass", "passen", "p")."""
    return text.strip().lower() in PASS_WORDS


def move_expectation(size: int) -> str:
    """The English description of typed moves for error messages."""
    last = algebraic(size * size - 1, size)
    return f"a square from a1 to {last} (like d3), or pass"


def position_expectation(size: int) -> str:
    """The English description of the position text for one size."""
    n = size * size
    last = algebraic(n - 1, size)
    return (
        f"{n} characters X (black), O (white) or - (empty) for a1, b1, ... {last}, "
        "then a space and the side to move, X or O"
    )


def format_position(black: int, white: int, to_move: Player, size: int) -> str:
    """The position text of two bitboards and the side to move."""
    chars = []
    for square in range(size * size):
        bit = 1 << square
        if black & bit:
            chars.append(Cell.BLACK.value)
        elif white & bit:
            chars.append(Cell.WHITE.value)
        else:
            chars.append(Cell.EMPTY.value)
    return "".join(chars) + " " + SIDE_CHARS[to_move]


def parse_position_text(text: str, size: int) -> tuple[int, int, Player]:
    """Read a position text into (black bitboard, white bitboard, side to move).

    Raises:
        InvalidPositionError: the text does not have exactly the documented form.
    """
    expected = position_expectation(size)
    n = size * size
    board, space, side = text.partition(" ")
    if not space:
        raise InvalidPositionError(text, "the side to move is missing", expected)
    if len(board) != n:
        raise InvalidPositionError(
            text, f"the board has {len(board)} characters instead of {n}", expected
        )
    if side not in SIDE_CHARS:
        raise InvalidPositionError(text, f"the side to move {side!r} is not X or O", expected)
    black = white = 0
    for square, char in enumerate(board):
        if char == Cell.BLACK.value:
            black |= 1 << square
        elif char == Cell.WHITE.value:
            white |= 1 << square
        elif char != Cell.EMPTY.value:
            name = algebraic(square, size)
            raise InvalidPositionError(
                text, f"character {char!r} on {name} is not X, O or -", expected
            )
    return black, white, SIDE_CHARS.index(side)
