"""Arimaa board: squares, pieces, traps, the quick setup and the position text.

A square is ``row * 8 + column`` with row 0 = rank 1 (Gold's home) and column 0 = file a. A
cell is 0 when empty, else ``colour * 8 + strength`` with colour 0 for Gold, 1 for Silver and
strength 1 (rabbit) to 6 (elephant).

The position text (docs/formats-tafl-arimaa.md): the eight ranks from rank 8 down separated by
``/``, upper-case ``EMHDCR`` for Gold, lower case for Silver, digits for empty squares; then the
side to move ``g`` or ``s``; then the steps already taken this turn (0-3); and, when steps were
taken, the board as it was at the start of the turn in the same form.
"""

from __future__ import annotations

from accessible_games.engine.types import InvalidPositionError, Location, Player

SIZE = 8
GOLD: Player = 0
"""Gold moves first, from ranks 1 and 2 upward."""
SILVER: Player = 1
"""Silver starts on ranks 7 and 8."""

RABBIT, CAT, DOG, HORSE, CAMEL, ELEPHANT = 1, 2, 3, 4, 5, 6
"""Strengths of the six kinds."""
LETTERS = " RCDHME"
"""Notation letter per strength (Gold upper case, Silver lower case)."""
TRAPS: tuple[Location, ...] = (2 * 8 + 2, 2 * 8 + 5, 5 * 8 + 2, 5 * 8 + 5)
"""c3, f3, c6, f6."""
DIRECTIONS: dict[str, tuple[int, int]] = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
"""Notation letter of each direction with its (column, row) step; north is toward rank 8."""


def colour(cell: int) -> Player:
    """The owner of a non-empty cell."""
    return cell >> 3


def strength(cell: int) -> int:
    """The strength of a non-empty cell (1 rabbit to 6 elephant)."""
    return cell & 7


def letter(cell: int) -> str:
    """The notation letter of a piece: upper case for Gold, lower for Silver."""
    char = LETTERS[strength(cell)]
    return char if colour(cell) == GOLD else char.lower()


def piece_of(char: str) -> int:
    """The cell value of a notation letter (no checks beyond the letter set)."""
    return (0 if char.isupper() else 8) + LETTERS.index(char.upper())


def step(square: Location, direction: str) -> Location | None:
    """The neighbour of ``square`` in ``direction``, or None off the board."""
    dc, dr = DIRECTIONS[direction]
    col, row = square % SIZE + dc, square // SIZE + dr
    return row * SIZE + col if 0 <= col < SIZE and 0 <= row < SIZE else None


NEIGHBOURS: tuple[tuple[tuple[str, Location], ...], ...] = tuple(
    tuple((d, n) for d in "nesw" if (n := step(s, d)) is not None) for s in range(SIZE * SIZE)
)
"""Per square, (direction, neighbour) for each neighbour on the board."""

QUICK_GOLD = "RRRRRRRR/DHCMECHD"
"""Gold's quick setup, rank 2 then rank 1: rabbits in front; camel d1, elephant e1."""

POSITION_EXPECTED = (
    "8 ranks from rank 8 down separated by /, letters EMHDCR (Gold) and emhdcr (Silver) and "
    "digits for empty squares, then g or s, then the steps taken this turn (0-3), then the "
    "board at the start of the turn when steps were taken"
)


def quick_setup() -> list[int]:
    """Both sides in the quick setup: Silver mirrors Gold across the middle of the board."""
    cells = [0] * 64
    rank2, rank1 = QUICK_GOLD.split("/")
    for col in range(SIZE):
        cells[col] = piece_of(rank1[col])
        cells[SIZE + col] = piece_of(rank2[col])
        cells[7 * SIZE + col] = piece_of(rank1[col].lower())
        cells[6 * SIZE + col] = piece_of(rank2[col].lower())
    return cells


def format_board(cells: list[int] | tuple[int, ...]) -> str:
    """The board field of the position text."""
    rows = []
    for row in range(SIZE - 1, -1, -1):
        text, empty = "", 0
        for col in range(SIZE):
            cell = cells[row * SIZE + col]
            if not cell:
                empty += 1
                continue
            text += (str(empty) if empty else "") + letter(cell)
            empty = 0
        rows.append(text + (str(empty) if empty else ""))
    return "/".join(rows)


def parse_board(text: str, whole: str) -> list[int]:
    """Read the board field.

    Raises:
        InvalidPositionError: the field is malformed.
    """
    rows = text.split("/")
    if len(rows) != SIZE:
        raise InvalidPositionError(whole, f"there are {len(rows)} ranks instead of 8",
                                   POSITION_EXPECTED)
    cells = [0] * 64
    for index, row_text in enumerate(rows):
        row, col = SIZE - 1 - index, 0
        for char in row_text:
            if char.isdecimal():
                col += int(char)
                continue
            if char.upper() not in LETTERS.strip() or col >= SIZE:
                raise InvalidPositionError(whole, f"rank {row + 1} cannot be read",
                                           POSITION_EXPECTED)
            cells[row * SIZE + col] = piece_of(char)
            col += 1
        if col != SIZE:
            raise InvalidPositionError(whole, f"rank {row + 1} has {col} squares instead of 8",
                                       POSITION_EXPECTED)
    return cells
