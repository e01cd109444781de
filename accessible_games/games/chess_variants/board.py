"""The chess core's board data: piece kinds, squares, attack tables, variants as data, FEN text.

Squares are numbered 0..63 as ``rank * 8 + file`` (a1 = 0, h1 = 7, a8 = 56), the same numbering
as :mod:`accessible_games.engine.grid`. A piece is a small integer ``kind | colour << 3`` so a
board is a plain list of 64 ints (0 = empty), cheap to copy, compare and turn into bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum

from accessible_games.engine.grid import algebraic, parse_algebraic
from accessible_games.engine.types import InvalidPositionError

WHITE = 0
"""Seat 0: the side that moves first."""
BLACK = 1
"""Seat 1."""


class Kind(IntEnum):
    """Kinds of chess pieces; the maharajah moves as queen or knight."""

    PAWN = 1
    KNIGHT = 2
    BISHOP = 3
    ROOK = 4
    QUEEN = 5
    KING = 6
    MAHARAJAH = 7


LETTERS: dict[Kind, str] = {
    Kind.PAWN: "P", Kind.KNIGHT: "N", Kind.BISHOP: "B", Kind.ROOK: "R",
    Kind.QUEEN: "Q", Kind.KING: "K", Kind.MAHARAJAH: "M",
}
"""English letters as in FEN and SAN (upper case)."""

KIND_OF_LETTER: dict[str, Kind] = {v: k for k, v in LETTERS.items()}

GERMAN_LETTERS: dict[str, Kind] = {
    "B": Kind.PAWN, "S": Kind.KNIGHT, "L": Kind.BISHOP, "T": Kind.ROOK, "D": Kind.QUEEN,
    "K": Kind.KING, "M": Kind.MAHARAJAH,
}
"""German SAN letters (Springer, Läufer, Turm, Dame, König); typed input accepts them."""

POCKET_KINDS: tuple[Kind, ...] = (Kind.PAWN, Kind.KNIGHT, Kind.BISHOP, Kind.ROOK, Kind.QUEEN)
"""Kinds that can stand in a reserve (royal pieces are never captured)."""

POCKET_BASE = 64
"""Location of a reserve piece in a move's parts: ``POCKET_BASE + kind``."""
PIECE_BASE = 72
"""Location naming a kind of piece in a reason (a SAN move whose piece kind cannot go there)."""
PROMOTION_BASE = 80
"""Location of a promotion choice in a move's parts: ``PROMOTION_BASE + kind``."""


def piece(kind: int, colour: int) -> int:
    """The board code of a piece."""
    return kind | colour << 3


def kind_of(code: int) -> int:
    """The kind of a board code (0 for empty)."""
    return code & 7


def colour_of(code: int) -> int:
    """The colour of a non-empty board code."""
    return code >> 3


# -- attack tables ---------------------------------------------------------------------------

ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def _targets(square: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    file, rank = square % 8, square // 8
    return tuple((rank + dr) * 8 + file + df for df, dr in steps
                 if 0 <= file + df < 8 and 0 <= rank + dr < 8)


def _ray(square: int, df: int, dr: int) -> tuple[int, ...]:
    file, rank = square % 8, square // 8
    out = []
    file += df
    rank += dr
    while 0 <= file < 8 and 0 <= rank < 8:
        out.append(rank * 8 + file)
        file += df
        rank += dr
    return tuple(out)


KNIGHT_TABLE: tuple[tuple[int, ...], ...] = tuple(_targets(s, KNIGHT_STEPS) for s in range(64))
KING_TABLE: tuple[tuple[int, ...], ...] = tuple(
    _targets(s, ORTHOGONAL + DIAGONAL) for s in range(64))
ROOK_RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(r for r in (_ray(s, df, dr) for df, dr in ORTHOGONAL) if r) for s in range(64))
BISHOP_RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(r for r in (_ray(s, df, dr) for df, dr in DIAGONAL) if r) for s in range(64))
PAWN_CAPTURES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_targets(s, ((-1, 1), (1, 1)) if colour == WHITE else ((-1, -1), (1, -1)))
          for s in range(64))
    for colour in (WHITE, BLACK))
"""Per colour and square: the squares a pawn of that colour on that square attacks."""


# -- variants as data --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Variant:
    """What distinguishes one chess variant from another in this core."""

    name: str
    """The game id."""
    start: str
    """The start position in FEN (with a ``[]`` reserve when drops are on)."""
    drops: bool
    """Captured pieces change colour into the capturer's reserve and may be dropped."""
    promotes: tuple[bool, bool]
    """Per colour: whether its pawns promote on the last rank."""
    promotion_kinds: tuple[Kind, ...] = (Kind.QUEEN, Kind.ROOK, Kind.BISHOP, Kind.KNIGHT)
    """What a pawn may become, in the order moves are listed."""
    castling: tuple[bool, bool] = (True, True)
    """Per colour: whether castling exists at all."""


MAD_MATE = Variant(
    "mad-mate", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    drops=True, promotes=(True, True))
MAHARADSCHA = Variant(
    "maharadscha", "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1",
    drops=False, promotes=(False, False), castling=(False, True))


# -- FEN -----------------------------------------------------------------------------------

@dataclass(slots=True)
class Setup:
    """A position as read from FEN: everything a state needs to start."""

    board: list[int]
    pockets: list[list[int]]
    to_move: int
    castling: int
    ep: int
    halfmove: int
    fullmove: int


CASTLE_BITS = {"K": 1, "Q": 2, "k": 4, "q": 8}
"""Castling rights as bits: White king side 1, queen side 2, Black 4 and 8."""

_FEN = re.compile(
    r"^\s*([1-8A-Za-z~/]+)(?:\[([A-Za-z]*)\])?\s+([wb])\s+(-|[KQkq]{1,4})\s+(-|[a-h][36])"
    r"(?:\s+(\d+)\s+(\d+))?\s*$")
FEN_HELP = ("FEN: ranks 8 to 1 separated by /, letters PNBRQKM (upper case White), digits for "
            "empty squares, an optional reserve in brackets like [Qn], side to move w or b, "
            "castling KQkq or -, en passant square or -, then the half-move clock and move number")


def parse_fen(text: str) -> Setup:
    """Read a FEN text with an optional ``[reserve]`` after the placement.

    Raises:
        InvalidPositionError: the text is malformed.
    """
    m = _FEN.match(text)
    if not m:
        raise InvalidPositionError(text, "not a FEN text", FEN_HELP)
    placement, pocket, side, castle, ep, half, full = m.groups()
    ranks = placement.replace("~", "").split("/")
    if len(ranks) != 8:
        raise InvalidPositionError(text, "the placement needs 8 ranks", FEN_HELP)
    board = [0] * 64
    for row, rank_text in enumerate(ranks):
        rank = 7 - row
        file = 0
        for ch in rank_text:
            if ch.isdecimal():
                file += int(ch)
                continue
            kind = KIND_OF_LETTER.get(ch.upper())
            if kind is None or file > 7:
                raise InvalidPositionError(text, f"bad rank {rank_text!r}", FEN_HELP)
            board[rank * 8 + file] = piece(kind, WHITE if ch.isupper() else BLACK)
            file += 1
        if file != 8:
            raise InvalidPositionError(text, f"rank {rank_text!r} is not 8 squares", FEN_HELP)
    pockets = [[0] * 8, [0] * 8]
    for ch in pocket or "":
        kind = KIND_OF_LETTER.get(ch.upper())
        if kind not in POCKET_KINDS:
            raise InvalidPositionError(text, f"{ch!r} cannot be in a reserve", FEN_HELP)
        pockets[WHITE if ch.isupper() else BLACK][kind] += 1
    rights = 0 if castle == "-" else sum(CASTLE_BITS[c] for c in set(castle))
    ep_square = -1 if ep == "-" else parse_algebraic(ep, 8, 8)
    return Setup(board, pockets, WHITE if side == "w" else BLACK, rights,
                 -1 if ep_square is None else ep_square,
                 int(half) if half else 0, int(full) if full else 1)


def placement_text(board: list[int]) -> str:
    """The FEN placement field."""
    rows = []
    for rank in range(7, -1, -1):
        out = ""
        empty = 0
        for file in range(8):
            code = board[rank * 8 + file]
            if not code:
                empty += 1
                continue
            if empty:
                out += str(empty)
                empty = 0
            letter = LETTERS[Kind(kind_of(code))]
            out += letter if colour_of(code) == WHITE else letter.lower()
        if empty:
            out += str(empty)
        rows.append(out)
    return "/".join(rows)


def pocket_text(pockets: list[list[int]]) -> str:
    """The reserve in brackets, White's pieces first, strongest first: ``[QNp]``."""
    out = ""
    for colour in (WHITE, BLACK):
        for kind in reversed(POCKET_KINDS):
            letter = LETTERS[kind]
            out += (letter if colour == WHITE else letter.lower()) * pockets[colour][kind]
    return f"[{out}]"


def format_fen(setup: Setup, drops: bool) -> str:
    """The FEN text of a position (with the reserve when the variant has drops)."""
    castle = "".join(c for c, bit in CASTLE_BITS.items() if setup.castling & bit) or "-"
    ep = "-" if setup.ep < 0 else algebraic(setup.ep, 8)
    pocket = pocket_text(setup.pockets) if drops else ""
    side = "w" if setup.to_move == WHITE else "b"
    return (f"{placement_text(setup.board)}{pocket} {side} {castle} {ep} "
            f"{setup.halfmove} {setup.fullmove}")
