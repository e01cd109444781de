"""Alquerque in text: the move value, typed moves and the position format.

Points are named algebraically on the 5x5 board: columns a-e from White's left, rows 1-5 from
White's side (a1 is White's lower-left corner). Moves: a step "c2-c3", a capture with every
landing point "c3xe5xc5" (typing "c3xc5" is enough when only one capture fits), a forfeit
choice in the huffing variant "huff c3" (also "pusten c3" or just "c3").

Position text (like a chess FEN): the five rows from row 5 down to row 1, "/" between rows, ``W``
a white piece, ``B`` a black piece, digits for runs of empty points; then ``w`` or ``b`` for
the side to move; then White's and Black's previous move as "from-to" ("-" for none, needed for
the no-return rule); then the plies since the last capture or forward step; and, only while a
forfeit choice is pending, ``huff=c3,e3`` listing the pieces the side to move may remove.
Example (the start): ``BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - - 0``.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.board_text import format_rows, parse_rows
from accessible_games.engine.grid import algebraic, parse_algebraic
from accessible_games.engine.jumps import EMPTY
from accessible_games.engine.paths import PathMove
from accessible_games.engine.typed import parse_square_path
from accessible_games.engine.types import (
    InvalidMoveError,
    InvalidPositionError,
    Location,
    Player,
)

SIZE = 5
"""Points per side of the board."""

MOVE_FORMS = ('points joined by "-", "x" or spaces: "c2-c3" for a step, "c3xe5xc5" for a '
              'capture; "huff c3" to choose the forfeited piece')
"""The typed move forms, for error messages."""

POSITION_FORM = ('rows 5 to 1 of W, B or digits separated by "/", then w or b, White\'s and '
                 'Black\'s previous move (from-to or -), plies without progress, optional '
                 'huff=points: "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - - 0"')
"""The position text form, for error messages."""

HUFF_WORDS = frozenset({"huff", "pusten", "puste", "blasen", "forfeit"})
"""Words (English and German) that may lead a typed forfeit choice."""

LETTERS = ("W", "B")
"""Piece letters of White (player 0) and Black (player 1)."""


@dataclass(frozen=True, slots=True)
class AlquerqueMove(PathMove):
    """One whole Alquerque move: a step, a capture with all its jumps, or a forfeit choice.

    ``path`` is the start and every landing point; ``captured`` the jumped points in order;
    ``huff`` marks the choice of which opposing piece is forfeited (then ``path`` is that point,
    its ``start`` and ``end``).
    """

    captured: tuple[Location, ...] = ()
    """Points of the pieces taken, in jump order; empty for a step."""
    huff: bool = False
    """True for the choice of the piece forfeited for not capturing."""

    @property
    def is_capture(self) -> bool:
        """True when the move takes pieces."""
        return bool(self.captured)

    @property
    def notation(self) -> str:
        """"c2-c3", "c3xe5xc5" or "huff c3"."""
        names = [algebraic(p, SIZE) for p in self.path]
        if self.huff:
            return f"huff {names[0]}"
        return ("x" if self.captured else "-").join(names)


def parse_move_text(text: str) -> tuple[Location, ...]:
    """The points a typed move names, in order.

    Raises:
        InvalidMoveError: the text is not a move in the accepted forms.
    """
    words = text.strip().lower().split(None, 1)
    if words and words[0] in HUFF_WORDS:
        body = words[1] if len(words) > 1 else ""
    else:
        body = text
    points = parse_square_path(body, SIZE, SIZE)
    if points is None:
        raise InvalidMoveError(text, MOVE_FORMS)
    return points


@dataclass(frozen=True, slots=True)
class Position:
    """Everything the position text holds."""

    board: tuple[int, ...]
    """Owner per point (EMPTY, 0 White, 1 Black)."""
    to_move: Player
    """The side to move."""
    last: tuple[tuple[Location, Location] | None, tuple[Location, Location] | None]
    """Each side's previous move as (from, to), for the no-return rule."""
    quiet: int
    """Plies since the last capture, forfeit or forward step."""
    pending: tuple[Location, ...] = ()
    """Pieces of the other side the side to move must choose one from to remove (huffing)."""


def _fail(text: str, problem: str) -> InvalidPositionError:
    return InvalidPositionError(text, problem, POSITION_FORM)


def _parse_last(text: str, field: str) -> tuple[Location, Location] | None:
    if field == "-":
        return None
    parts = field.lower().split("-")
    points = [parse_algebraic(p, SIZE, SIZE) for p in parts]
    if len(points) != 2 or points[0] is None or points[1] is None:
        raise _fail(text, f"a previous move must look like d2-d3 or -, not {field!r}")
    return points[0], points[1]


def parse_position(text: str) -> Position:
    """Read a position text.

    Raises:
        InvalidPositionError: the text is malformed or the position impossible.
    """
    fields = text.split()
    if len(fields) not in (5, 6):
        raise _fail(text, "a position has five or six fields separated by spaces")
    board = parse_rows(text, fields[0], SIZE, LETTERS, EMPTY, POSITION_FORM, noun="points")
    for player in (0, 1):
        if board.count(player) > 12:
            raise _fail(text, f"{LETTERS[player]} has more than 12 pieces")
    side = fields[1].lower()
    if side not in ("w", "b"):
        raise _fail(text, "the side to move must be w or b")
    last = (_parse_last(text, fields[2]), _parse_last(text, fields[3]))
    if not fields[4].isdecimal():
        raise _fail(text, "the count of plies without progress must be a number")
    pending: tuple[Location, ...] = ()
    if len(fields) == 6:
        if not fields[5].lower().startswith("huff="):
            raise _fail(text, "the sixth field must be huff= followed by points")
        names = fields[5][5:].split(",")
        points = [parse_algebraic(n, SIZE, SIZE) for n in names]
        to_move = "wb".index(side)
        if any(p is None or board[p] != 1 - to_move for p in points) or len(points) < 2:
            raise _fail(text, "huff= must list two or more points of the opponent's pieces")
        pending = tuple(sorted(p for p in points if p is not None))
    return Position(tuple(board), "wb".index(side), last, int(fields[4]), pending)


def format_position(position: Position) -> str:
    """The position text of a position."""
    rows = format_rows(position.board, SIZE, LETTERS, EMPTY)
    lasts = []
    for last in position.last:
        lasts.append("-" if last is None else
                     f"{algebraic(last[0], SIZE)}-{algebraic(last[1], SIZE)}")
    text = f"{rows} {'wb'[position.to_move]} {lasts[0]} {lasts[1]} {position.quiet}"
    if position.pending:
        text += " huff=" + ",".join(algebraic(p, SIZE) for p in position.pending)
    return text
