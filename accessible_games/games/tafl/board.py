"""Tablut board: squares, the start position, the rule options as data, and the position text.

A square is ``row * 9 + column`` with row 0 = rank 1 and column 0 = file a. A cell holds one of
:data:`EMPTY`, :data:`ATTACKER`, :data:`DEFENDER` or :data:`KING`.

The position text is written like chess FEN: the nine ranks from rank 9 down to rank 1,
separated by ``/``; ``a`` is an attacker (Muscovite), ``d`` a defender (Swede), ``k`` the king,
a digit a run of empty squares; then a space and ``a`` or ``d`` for the side to move, and a
space and the number of plies since the last capture (see docs/formats-tafl-arimaa.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.types import InvalidPositionError, Location, Player

SIZE = 9
"""Squares per side."""
THRONE: Location = 4 * SIZE + 4
"""e5, the king's throne (konakis)."""
CORNERS: frozenset[Location] = frozenset({0, SIZE - 1, SIZE * (SIZE - 1), SIZE * SIZE - 1})
"""a1, i1, a9, i9."""
EDGE: frozenset[Location] = frozenset(
    s for s in range(SIZE * SIZE) if s % SIZE in (0, SIZE - 1) or s // SIZE in (0, SIZE - 1)
)
"""Every square on the board's rim."""

EMPTY, ATTACKER, DEFENDER, KING = 0, 1, 2, 3
"""Cell contents."""

ATTACKERS: Player = 0
"""The Muscovites (16 pieces); they move first (Walker's reconstruction, RULES-RESEARCH D9.1)."""
DEFENDERS: Player = 1
"""The Swedes: the king and 8 defenders."""

OWNER: tuple[Player | None, ...] = (None, ATTACKERS, DEFENDERS, DEFENDERS)
"""The player a cell value belongs to."""

DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""(column step, row step): up, right, down, left."""

CHARS = {ATTACKER: "a", DEFENDER: "d", KING: "k"}
"""Position-text letters per cell value."""
SIDE_CHARS = ("a", "d")
"""Position-text letter of the side to move per player."""


class KingCapture(Enum):
    """How the attackers capture the king (option ``king_capture``)."""

    FOUR = "four"
    """Seed rule: attackers on all four sides; beside the throne three attackers and the throne."""
    THRONE = "throne"
    """Walker's reconstruction: four on the throne, three and the throne beside it, two
    elsewhere."""
    TWO = "two"
    """The seed's first variant: two attackers on opposite sides, like any other piece."""


class Escape(Enum):
    """Where the king escapes (option ``escape``)."""

    EDGE = "edge"
    """Any square on the board's edge (seed and Linnaeus)."""
    CORNER = "corner"
    """Only the four corners (the seed's second variant); corners are then closed to others."""


class Repetition(Enum):
    """What a position reached for the third time means (option ``repetition``)."""

    DRAW = "draw"
    """The game is drawn (Walker)."""
    LOSS = "loss"
    """The player who repeated loses."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The option values of one game, read once."""

    king_capture: KingCapture
    escape: Escape
    king_armed: bool
    pass_throne: bool
    hostile_throne: bool
    repetition: Repetition
    quiet_limit: int

    def escape_square(self, square: Location) -> bool:
        """True when the king wins by arriving on ``square``."""
        return square in (CORNERS if self.escape is Escape.CORNER else EDGE)


def neighbour(square: Location, dc: int, dr: int) -> Location | None:
    """The square one step in direction (dc, dr), or None off the board."""
    col, row = square % SIZE + dc, square // SIZE + dr
    if 0 <= col < SIZE and 0 <= row < SIZE:
        return row * SIZE + col
    return None


NEIGHBOURS: tuple[tuple[Location | None, ...], ...] = tuple(
    tuple(neighbour(s, dc, dr) for dc, dr in DIRECTIONS) for s in range(SIZE * SIZE)
)
"""Per square, its neighbour in each of :data:`DIRECTIONS` (None off the board)."""

RAYS: tuple[tuple[tuple[Location, ...], ...], ...] = tuple(
    tuple(
        tuple(
            (s // SIZE + dr * k) * SIZE + s % SIZE + dc * k
            for k in range(1, SIZE)
            if 0 <= s % SIZE + dc * k < SIZE and 0 <= s // SIZE + dr * k < SIZE
        )
        for dc, dr in DIRECTIONS
    )
    for s in range(SIZE * SIZE)
)
"""Per square and direction, the squares along the line, nearest first."""


def start_cells() -> list[int]:
    """The start position of RULES-RESEARCH §9 (king e5, defenders in a cross, attackers in Ts)."""
    cells = [EMPTY] * (SIZE * SIZE)
    for name in "d1 e1 f1 e2 d9 e9 f9 e8 a4 a5 a6 b5 i4 i5 i6 h5".split():
        cells[square_of(name)] = ATTACKER
    for name in "e3 e4 e6 e7 c5 d5 f5 g5".split():
        cells[square_of(name)] = DEFENDER
    cells[THRONE] = KING
    return cells


def square_of(name: str) -> Location:
    """The square of an algebraic name on the 9x9 board (no checks; for fixed tables)."""
    return (int(name[1:]) - 1) * SIZE + ord(name[0]) - ord("a")


POSITION_EXPECTED = (
    "9 ranks from rank 9 down separated by /, each with a (attacker), d (defender), k (king) "
    "and digits for empty squares adding up to 9, then a space and a or d for the side to move, "
    "optionally a space and the plies since the last capture"
)


def format_position(cells: list[int], to_move: Player, quiet: int) -> str:
    """The FEN-like text of a position."""
    rows = []
    for row in range(SIZE - 1, -1, -1):
        text, empty = "", 0
        for col in range(SIZE):
            cell = cells[row * SIZE + col]
            if cell == EMPTY:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += CHARS[cell]
        if empty:
            text += str(empty)
        rows.append(text)
    return f"{'/'.join(rows)} {SIDE_CHARS[to_move]} {quiet}"


def parse_position_text(text: str) -> tuple[list[int], Player, int]:
    """Read a position text into (cells, side to move, plies since the last capture).

    Raises:
        InvalidPositionError: the text is malformed, or there is not exactly one king.
    """
    fields = text.split()
    if len(fields) not in (2, 3):
        raise InvalidPositionError(text, "expected two or three fields", POSITION_EXPECTED)
    side = fields[1].lower()
    if side not in SIDE_CHARS:
        raise InvalidPositionError(text, f"the side to move {side!r} is not a or d",
                                   POSITION_EXPECTED)
    quiet = 0
    if len(fields) == 3:
        if not fields[2].isdecimal():
            raise InvalidPositionError(text, "the ply count is not a number", POSITION_EXPECTED)
        quiet = int(fields[2])
    rows = fields[0].split("/")
    if len(rows) != SIZE:
        raise InvalidPositionError(text, f"there are {len(rows)} ranks instead of 9",
                                   POSITION_EXPECTED)
    letters = {v: k for k, v in CHARS.items()}
    cells = [EMPTY] * (SIZE * SIZE)
    for index, row_text in enumerate(rows):
        row, col = SIZE - 1 - index, 0
        for char in row_text:
            if char.isdecimal():
                col += int(char)
                continue
            if char.lower() not in letters or col >= SIZE:
                raise InvalidPositionError(text, f"rank {row + 1} cannot be read",
                                           POSITION_EXPECTED)
            cells[row * SIZE + col] = letters[char.lower()]
            col += 1
        if col != SIZE:
            raise InvalidPositionError(text, f"rank {row + 1} has {col} squares instead of 9",
                                       POSITION_EXPECTED)
    if cells.count(KING) != 1:
        raise InvalidPositionError(text, "there must be exactly one king", POSITION_EXPECTED)
    return cells, SIDE_CHARS.index(side), quiet
