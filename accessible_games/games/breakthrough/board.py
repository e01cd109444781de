"""Breakthrough boards: geometry, bitboard move targets, and the FEN-like position text.

A square is ``row * size + col`` with row 0 = rank 1 (White's home row) and col 0 = file a. A
position is two bitboards (Python integers with one bit per square), one per colour.

White moves up (towards higher ranks), Black moves down. A piece steps one square straight
forward to an empty square, or one square diagonally forward to a square that is empty or holds
an opposing piece (a capture). Captures are only diagonal.

The position text is written like chess FEN: the rows from the top rank down, separated by
``/``; ``P`` is a White piece, ``p`` a Black piece, a digit a run of empty squares; then a space
and ``w`` or ``b`` for the side to move (see docs/formats-abstract1.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import InvalidPositionError, Player

SIZES: tuple[int, ...] = (5, 6, 7, 8)
"""The board sizes offered (square boards)."""

WHITE: Player = 0
"""White starts on the two bottom rows and moves up."""
BLACK: Player = 1
"""Black starts on the two top rows and moves down."""

PIECE_CHARS: tuple[str, str] = ("P", "p")
"""The position-text letter of a piece per colour."""
SIDE_CHARS: tuple[str, str] = ("w", "b")
"""The position-text letter of the side to move per colour."""


@dataclass(frozen=True, slots=True)
class Step:
    """One possible step of a piece from a square, fixed by geometry."""

    target: int
    """The square stepped to."""
    bit: int
    """``1 << target``."""
    diagonal: bool
    """True for a diagonal step (which may capture); False for straight ahead."""


@dataclass(frozen=True, slots=True)
class Geometry:
    """Masks and step tables of one board size."""

    size: int
    """Squares per side."""
    full: int
    """Every square."""
    not_file_a: int
    """Every square except file a."""
    not_last_file: int
    """Every square except the last file."""
    goal_rows: tuple[int, int]
    """Per colour, the mask of the row it wants to reach (White: the top row)."""
    home_rows: tuple[int, int]
    """Per colour, the mask of its own back row."""
    steps: tuple[tuple[tuple[Step, ...], ...], tuple[tuple[Step, ...], ...]]
    """Per colour and square, the steps forward (left diagonal, straight, right diagonal)."""
    attackers: tuple[tuple[int, ...], tuple[int, ...]]
    """Per colour and square, the mask of squares from which that colour's piece could take it."""

    @property
    def squares(self) -> int:
        """How many squares the board has."""
        return self.size * self.size

    def forward(self, player: Player) -> int:
        """The row step of ``player``'s pieces (+1 for White, -1 for Black)."""
        return 1 if player == WHITE else -1

    def rows_to_goal(self, player: Player, square: int) -> int:
        """How many steps a piece of ``player`` on ``square`` is from its goal row."""
        row = square // self.size
        return self.size - 1 - row if player == WHITE else row


@lru_cache(maxsize=None)
def geometry(size: int) -> Geometry:
    """The geometry of a ``size`` x ``size`` board (built once per size).

    Raises:
        ValueError: the size is not one of :data:`SIZES`.
    """
    if size not in SIZES:
        raise ValueError(f"board size {size} is not one of {SIZES}")
    n = size
    full = (1 << (n * n)) - 1
    file_a = sum(1 << (r * n) for r in range(n))
    last_file = sum(1 << (r * n + n - 1) for r in range(n))
    top = sum(1 << ((n - 1) * n + c) for c in range(n))
    bottom = sum(1 << c for c in range(n))
    steps: list[tuple[tuple[Step, ...], ...]] = []
    attackers: list[tuple[int, ...]] = []
    for player in (WHITE, BLACK):
        dr = 1 if player == WHITE else -1
        per_square: list[tuple[Step, ...]] = []
        for square in range(n * n):
            row, col = divmod(square, n)
            found = []
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if 0 <= r < n and 0 <= c < n:
                    target = r * n + c
                    found.append(Step(target, 1 << target, dc != 0))
            per_square.append(tuple(found))
        steps.append(tuple(per_square))
        # A piece of ``player`` takes on a square from one row behind it, diagonally.
        attack = []
        for square in range(n * n):
            row, col = divmod(square, n)
            mask = 0
            for dc in (-1, 1):
                r, c = row - dr, col + dc
                if 0 <= r < n and 0 <= c < n:
                    mask |= 1 << (r * n + c)
            attack.append(mask)
        attackers.append(tuple(attack))
    return Geometry(
        size=n, full=full, not_file_a=full & ~file_a, not_last_file=full & ~last_file,
        goal_rows=(top, bottom), home_rows=(bottom, top),
        steps=(steps[0], steps[1]), attackers=(attackers[0], attackers[1]),
    )


def target_boards(geo: Geometry, own: int, opp: int, player: Player) -> tuple[int, int, int]:
    """Bitboards of the squares reachable by ``player``'s pieces: (left, straight, right).

    Each board has one bit per move (a target is reached from exactly one square per
    direction), so the number of legal moves is the sum of their popcounts.
    """
    n = geo.size
    empty = geo.full & ~(own | opp)
    free_or_enemy = geo.full & ~own
    if player == WHITE:
        straight = (own << n) & empty
        left = ((own & geo.not_file_a) << (n - 1)) & free_or_enemy
        right = ((own & geo.not_last_file) << (n + 1)) & free_or_enemy
    else:
        straight = (own >> n) & empty
        left = (own & geo.not_file_a) >> (n + 1) & free_or_enemy
        right = (own & geo.not_last_file) >> (n - 1) & free_or_enemy
    return left, straight, right


def start_position(size: int) -> tuple[int, int]:
    """(white, black): each side fills its two home rows."""
    n = size
    white = (1 << (2 * n)) - 1
    black = white << ((n - 2) * n)
    return white, black


def position_expectation(size: int) -> str:
    """The English description of the position text for one size."""
    return (
        f"{size} rows from the top rank down separated by /, each with P (White), p (Black) "
        f"and digits for empty squares adding up to {size}, then a space and w or b"
    )


def format_position(white: int, black: int, to_move: Player, size: int) -> str:
    """The FEN-like text of a position."""
    rows = []
    for row in range(size - 1, -1, -1):
        text = ""
        empty = 0
        for col in range(size):
            bit = 1 << (row * size + col)
            char = PIECE_CHARS[0] if white & bit else PIECE_CHARS[1] if black & bit else ""
            if not char:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += char
        if empty:
            text += str(empty)
        rows.append(text)
    return "/".join(rows) + " " + SIDE_CHARS[to_move]


def size_of_text(text: str) -> int | None:
    """The board size a position text describes (its number of rows), or None."""
    board = text.strip().partition(" ")[0]
    rows = board.count("/") + 1
    return rows if rows in SIZES else None


def parse_position_text(text: str, size: int) -> tuple[int, int, Player]:
    """Read a position text into (white, black, side to move).

    Raises:
        InvalidPositionError: the text does not have the documented form.
    """
    expected = position_expectation(size)
    board, space, side = text.strip().partition(" ")
    if not space:
        raise InvalidPositionError(text, "the side to move is missing", expected)
    side = side.strip().lower()
    if side not in SIDE_CHARS:
        raise InvalidPositionError(text, f"the side to move {side!r} is not w or b", expected)
    rows = board.split("/")
    if len(rows) != size:
        raise InvalidPositionError(
            text, f"there are {len(rows)} rows instead of {size}", expected
        )
    white = black = 0
    for index, row_text in enumerate(rows):
        row = size - 1 - index
        col = 0
        for char in row_text:
            if char.isdecimal():
                col += int(char)
                continue
            if char not in PIECE_CHARS:
                raise InvalidPositionError(
                    text, f"character {char!r} in rank {row + 1} is not P, p or a digit", expected
                )
            if col >= size:
                raise InvalidPositionError(
                    text, f"rank {row + 1} has more than {size} squares", expected
                )
            bit = 1 << (row * size + col)
            if char == PIECE_CHARS[0]:
                white |= bit
            else:
                black |= bit
            col += 1
        if col != size:
            raise InvalidPositionError(
                text, f"rank {row + 1} has {col} squares instead of {size}", expected
            )
    geo = geometry(size)
    if white & geo.goal_rows[WHITE] and black & geo.goal_rows[BLACK]:
        raise InvalidPositionError(
            text, "both sides have reached their goal rows", expected
        )
    return white, black, SIDE_CHARS.index(side)


def square_name(square: int, size: int) -> str:
    """The algebraic name of a square ("c3")."""
    return algebraic(square, size)
