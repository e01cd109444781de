"""Text forms of the Halma family: the move value, typed moves and the position format.

Squares are named algebraically on the 8x8 board (a1 at the first player's lower left, dark).
A step is "c3-d4"; a chain of hops names every landing square, "c3-e5-c7" (hops take nothing,
so "-" is used throughout; "x" and spaces are read too); a pass is "pass" (German "passen").
Typing only the start and end of a hop chain ("c3-c7") is enough: each end square is one move.

Position text (like a chess FEN): the eight rows from row 8 down to row 1, "/" between rows,
one letter per piece (upper case; per game, e.g. ``B`` black and ``W`` white, or ``S`` sheep
and ``W`` wolf), digits for runs of empty squares (light squares count too); then the side to
move as the lower-case letter; then the number of plies played since the start (for move
limits and the leave-home rule); then the plies since the last removed piece (Blockade's draw
count; 0 elsewhere). The two counts may be left out together (both 0). Example (Halma-Dame's
start): ``1W1W1W1W/W1W1W1W1/8/8/8/8/1B1B1B1B/B1B1B1B1 b 0 0``.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.board_text import format_rows, parse_rows
from accessible_games.engine.grid import algebraic
from accessible_games.engine.jumps import EMPTY
from accessible_games.engine.paths import PathMove
from accessible_games.engine.typed import parse_square_path
from accessible_games.engine.types import (
    InvalidMoveError,
    InvalidPositionError,
    Location,
    Player,
)

SIZE = 8
"""Squares per side of the board."""

PASS_WORDS = frozenset({"pass", "passen", "passe", "p"})
"""Typed words (English and German) for a pass."""

MOVE_FORMS = ('squares joined by "-" or spaces: "c3-d4" for a step, "c3-e5-c7" for hops; '
              '"pass" when you cannot move')
"""The typed move forms, for error messages."""


@dataclass(frozen=True, slots=True)
class HalmaMove(PathMove):
    """A step, a chain of hops (``jump``), or a pass (empty ``path``, no ``start`` or ``end``)."""

    jump: bool = False
    """True for hops over pieces (nothing is taken)."""

    @property
    def is_pass(self) -> bool:
        """True for a pass."""
        return not self.path

    @property
    def notation(self) -> str:
        """"c3-d4", "c3-e5-c7" or "pass"."""
        if not self.path:
            return "pass"
        return "-".join(algebraic(p, SIZE) for p in self.path)


PASS = HalmaMove(())
"""The pass move."""


def parse_move_text(text: str) -> tuple[Location, ...]:
    """The squares a typed move names; () for a pass.

    Raises:
        InvalidMoveError: the text is not in the accepted forms.
    """
    if text.strip().lower() in PASS_WORDS:
        return ()
    squares = parse_square_path(text, SIZE, SIZE)
    if squares is None:
        raise InvalidMoveError(text, MOVE_FORMS)
    return squares


@dataclass(frozen=True, slots=True)
class Position:
    """Everything a position text holds."""

    board: tuple[int, ...]
    """Owner per square (EMPTY or a player)."""
    to_move: Player
    """The side to move."""
    plies: int = 0
    """Plies played since the start."""
    quiet: int = 0
    """Plies since the last removed piece."""


def position_form(letters: tuple[str, str]) -> str:
    """The position text form for a game with these piece letters, for error messages."""
    a, b = letters
    return (f'rows 8 to 1 of {a}, {b} or digits separated by "/", then {a.lower()} or '
            f'{b.lower()} for the side to move, plies played, plies since a removal')


def parse_position_text(text: str, letters: tuple[str, str],
                        playable: frozenset[Location]) -> Position:
    """Read a position text; pieces may only stand on ``playable`` squares.

    Raises:
        InvalidPositionError: the text is malformed or names an impossible position.
    """
    form = position_form(letters)

    def fail(problem: str) -> InvalidPositionError:
        return InvalidPositionError(text, problem, form)

    fields = text.split()
    if len(fields) not in (2, 4):
        raise fail("a position has two or four fields separated by spaces")
    board = parse_rows(text, fields[0], SIZE, letters, EMPTY, form, playable=playable)
    side = fields[1]
    lower = tuple(x.lower() for x in letters)
    if side not in lower:
        raise fail(f"the side to move must be {lower[0]} or {lower[1]}")
    plies = quiet = 0
    if len(fields) == 4:
        if not (fields[2].isdecimal() and fields[3].isdecimal()):
            raise fail("the ply counts must be numbers")
        plies, quiet = int(fields[2]), int(fields[3])
    return Position(tuple(board), lower.index(side), plies, quiet)


def format_position_text(position: Position, letters: tuple[str, str]) -> str:
    """The position text of ``position``."""
    rows = format_rows(position.board, SIZE, letters, EMPTY)
    side = letters[position.to_move].lower()
    return f"{rows} {side} {position.plies} {position.quiet}"
