"""The chess core: the move type and a position with legal move generation, make and unmake.

Move generation is pseudo-legal (every piece's moves by the usual chess rules, castling, en
passant, promotion, drops from the reserve) followed by a legality test: a move is legal when
the mover's royal piece (king, or the maharajah) is not attacked afterwards. Drops cannot
uncover an attack, so when the mover is not in check every drop is legal without a test.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import Location, Move
from accessible_games.games.chess_variants.board import (
    BISHOP_RAYS,
    BLACK,
    KING_TABLE,
    KNIGHT_TABLE,
    LETTERS,
    PAWN_CAPTURES,
    POCKET_BASE,
    POCKET_KINDS,
    PROMOTION_BASE,
    ROOK_RAYS,
    WHITE,
    Kind,
    Setup,
    Variant,
)

P, N, B, R, Q, K, M = (int(k) for k in Kind)


class Flag(IntEnum):
    """What kind of move it is."""

    NORMAL = 0
    DOUBLE = 1
    """A pawn's double step from its second rank."""
    EN_PASSANT = 2
    CASTLE_KING = 3
    CASTLE_QUEEN = 4
    DROP = 5


@dataclass(frozen=True, slots=True)
class ChessMove(Move):
    """One chess move or drop. ``start`` is -1 for a drop; kinds are :class:`Kind` values."""

    start: int
    """The square the piece leaves (-1 for a drop)."""
    end: int
    """The square the piece arrives on."""
    kind: int
    """The kind of the moving or dropped piece."""
    capture: int = 0
    """The kind taken (0 for none); a pawn for en passant."""
    promotion: int = 0
    """The kind a pawn becomes (0 for none)."""
    flag: Flag = Flag.NORMAL
    """Double step, en passant, castling or drop."""

    @property
    def is_drop(self) -> bool:
        """True for a piece put on the board from the reserve."""
        return self.flag is Flag.DROP

    @property
    def parts(self) -> tuple[Location, ...]:
        """(start, end), (reserve place, end) for a drop, plus the promotion choice."""
        if self.flag is Flag.DROP:
            return (POCKET_BASE + self.kind, self.end)
        if self.promotion:
            return (self.start, self.end, PROMOTION_BASE + self.promotion)
        return (self.start, self.end)

    @property
    def notation(self) -> str:
        """UCI text: "e2e4", "e7e8q", castling as the king's move "e1g1", drops "N@f3"."""
        if self.flag is Flag.DROP:
            return f"{LETTERS[Kind(self.kind)]}@{algebraic(self.end, 8)}"
        text = algebraic(self.start, 8) + algebraic(self.end, 8)
        if self.promotion:
            text += LETTERS[Kind(self.promotion)].lower()
        return text


_CASTLE_LOST = [15] * 64
"""Castling rights kept when a piece leaves or arrives on a square (king and rook squares)."""
for _square, _bit in ((4, 3), (0, 2), (7, 1), (60, 12), (56, 8), (63, 4)):
    _CASTLE_LOST[_square] = 15 & ~_bit

_PROMO_RANK = (7, 0)
_DOUBLE_FROM_RANK = (1, 6)
_PUSH = (8, -8)
_CASTLING = (
    # (right bit, flag, king from, king to, rook from, rook to, squares empty, squares safe)
    ((1, Flag.CASTLE_KING, 4, 6, 7, 5, (5, 6), (4, 5, 6)),
     (2, Flag.CASTLE_QUEEN, 4, 2, 0, 3, (1, 2, 3), (4, 3, 2))),
    ((4, Flag.CASTLE_KING, 60, 62, 63, 61, (61, 62), (60, 61, 62)),
     (8, Flag.CASTLE_QUEEN, 60, 58, 56, 59, (57, 58, 59), (60, 59, 58))),
)


class CastlingBar(Enum):
    """Why a side may not castle just now."""

    NOT_IN_GAME = "not_in_game"
    """This side never castles in this game (Maharadscha's White; Black unless the option)."""
    RIGHT_LOST = "right_lost"
    """The king or that rook has moved, or the rook was taken."""
    BLOCKED = "blocked"
    """Squares between king and rook are not empty."""
    IN_CHECK = "in_check"
    """The king is in check."""
    ATTACKED = "attacked"
    """The king would cross or land on an attacked square."""


def castling_squares(side: int, king_side: bool) -> tuple[int, int]:
    """The king's start and target square of a side's castling ("O-O": e1 to g1 for White)."""
    entry = _CASTLING[side][0 if king_side else 1]
    return entry[2], entry[3]


class Position:
    """A mutable chess position with an undo stack (no game-over logic; see the game module)."""

    def __init__(self, variant: Variant, setup: Setup) -> None:
        self.variant = variant
        self.board: list[int] = list(setup.board)
        self.pockets: list[list[int]] = [list(setup.pockets[0]), list(setup.pockets[1])]
        self.side: int = setup.to_move
        self.castling: int = setup.castling
        self.ep: int = setup.ep
        self.halfmove: int = setup.halfmove
        self.fullmove: int = setup.fullmove
        self.royal: list[int] = [-1, -1]
        for square, code in enumerate(self.board):
            if code & 7 in (K, M):
                self.royal[code >> 3] = square
        self._undo: list[tuple[ChessMove, int, int, int]] = []

    def setup(self) -> Setup:
        """The position as a :class:`Setup` (for FEN)."""
        return Setup(list(self.board), [list(p) for p in self.pockets], self.side,
                     self.castling, self.ep, self.halfmove, self.fullmove)

    # -- attacks ---------------------------------------------------------------------------

    def attacked(self, square: int, by: int) -> bool:
        """True when a piece of colour ``by`` attacks ``square``."""
        board = self.board
        col = by << 3
        knight, maharajah = N | col, M | col
        for t in KNIGHT_TABLE[square]:
            code = board[t]
            if code == knight or code == maharajah:
                return True
        rook, queen = R | col, Q | col
        for ray in ROOK_RAYS[square]:
            for t in ray:
                code = board[t]
                if code:
                    if code == rook or code == queen or code == maharajah:
                        return True
                    break
        bishop = B | col
        for ray in BISHOP_RAYS[square]:
            for t in ray:
                code = board[t]
                if code:
                    if code == bishop or code == queen or code == maharajah:
                        return True
                    break
        pawn = P | col
        for t in PAWN_CAPTURES[1 - by][square]:
            if board[t] == pawn:
                return True
        king = K | col
        for t in KING_TABLE[square]:
            if board[t] == king:
                return True
        return False

    def in_check(self, colour: int | None = None) -> bool:
        """True when the royal piece of ``colour`` (default: the side to move) is attacked."""
        colour = self.side if colour is None else colour
        square = self.royal[colour]
        return square >= 0 and self.attacked(square, 1 - colour)

    # -- generation ------------------------------------------------------------------------

    def pseudo_moves(self) -> list[ChessMove]:
        """Every move by the piece rules, ignoring whether the own royal piece stays safe."""
        board = self.board
        side = self.side
        variant = self.variant
        out: list[ChessMove] = []
        append = out.append
        for s in range(64):
            code = board[s]
            if not code or code >> 3 != side:
                continue
            kind = code & 7
            if kind == P:
                self._pawn_moves(s, out)
                continue
            if kind in (N, M):
                for t in KNIGHT_TABLE[s]:
                    target = board[t]
                    if not target:
                        append(ChessMove(s, t, kind))
                    elif target >> 3 != side:
                        append(ChessMove(s, t, kind, target & 7))
            if kind == K:
                for t in KING_TABLE[s]:
                    target = board[t]
                    if not target:
                        append(ChessMove(s, t, kind))
                    elif target >> 3 != side:
                        append(ChessMove(s, t, kind, target & 7))
            rays: tuple[tuple[int, ...], ...] = ()
            if kind in (R, Q, M):
                rays = ROOK_RAYS[s]
            if kind in (B, Q, M):
                rays = rays + BISHOP_RAYS[s]
            for ray in rays:
                for t in ray:
                    target = board[t]
                    if not target:
                        append(ChessMove(s, t, kind))
                        continue
                    if target >> 3 != side:
                        append(ChessMove(s, t, kind, target & 7))
                    break
        if self.castling and variant.castling[side]:
            self._castling_moves(out)
        if variant.drops:
            self._drops(out)
        return out

    def _pawn_moves(self, s: int, out: list[ChessMove]) -> None:
        board = self.board
        side = self.side
        push = _PUSH[side]
        last = _PROMO_RANK[side]
        promotes = self.variant.promotes[side]
        kinds = self.variant.promotion_kinds

        def add(t: int, captured: int, flag: Flag = Flag.NORMAL) -> None:
            if promotes and t // 8 == last:
                for kind in kinds:
                    out.append(ChessMove(s, t, P, captured, int(kind), flag))
            else:
                out.append(ChessMove(s, t, P, captured, 0, flag))

        t = s + push
        if 0 <= t < 64 and not board[t]:
            add(t, 0)
            t2 = t + push
            if s // 8 == _DOUBLE_FROM_RANK[side] and not board[t2]:
                out.append(ChessMove(s, t2, P, 0, 0, Flag.DOUBLE))
        for t in PAWN_CAPTURES[side][s]:
            target = board[t]
            if target and target >> 3 != side:
                add(t, target & 7)
            elif t == self.ep and not target:
                out.append(ChessMove(s, t, P, P, 0, Flag.EN_PASSANT))

    def _castling_moves(self, out: list[ChessMove]) -> None:
        board = self.board
        side = self.side
        enemy = 1 - side
        for bit, flag, k_from, k_to, r_from, _r_to, empty, safe in _CASTLING[side]:
            if not self.castling & bit:
                continue
            if board[k_from] != K | side << 3 or board[r_from] != R | side << 3:
                continue
            if any(board[t] for t in empty):
                continue
            # Castling: the king may not be in check, pass through or land on an attacked square.
            if any(self.attacked(t, enemy) for t in safe):
                continue
            out.append(ChessMove(k_from, k_to, K, 0, 0, flag))

    def castling_bar(self, start: int, end: int,
                     asked: bool = False) -> tuple[CastlingBar, tuple[int, ...]] | None:
        """Why the side to move may not castle with its king from ``start`` to ``end``, with
        the squares that bar it (the rook's start square for a lost right); None when these
        squares are no castling of this side or it may castle. Unless castling was ``asked``
        for by name ("O-O"), a move of another piece between these squares is no castling."""
        board, side = self.board, self.side
        entry = next((e for e in _CASTLING[side] if e[2] == start and e[3] == end), None)
        if entry is None or (not asked and board[start] and board[start] != K | side << 3):
            return None  # another piece's move between these squares
        bit, _flag, k_from, _k_to, r_from, _r_to, empty, safe = entry
        if not self.variant.castling[side]:
            return CastlingBar.NOT_IN_GAME, ()
        if not self.castling & bit or board[k_from] != K | side << 3 \
                or board[r_from] != R | side << 3:
            return CastlingBar.RIGHT_LOST, (r_from,)
        blocked = tuple(t for t in empty if board[t])
        if blocked:
            return CastlingBar.BLOCKED, blocked
        if self.attacked(k_from, 1 - side):
            return CastlingBar.IN_CHECK, ()
        attacked = tuple(t for t in safe if t != k_from and self.attacked(t, 1 - side))
        if attacked:
            return CastlingBar.ATTACKED, attacked
        return None

    def _drops(self, out: list[ChessMove]) -> None:
        pocket = self.pockets[self.side]
        kinds = [k for k in POCKET_KINDS if pocket[k]]
        if not kinds:
            return
        board = self.board
        for kind in kinds:
            for t in range(64):
                # Pawns may not be dropped on the first or the last rank.
                if board[t] or (kind == P and (t < 8 or t >= 56)):
                    continue
                out.append(ChessMove(-1, t, kind, 0, 0, Flag.DROP))

    def legal_moves(self) -> list[ChessMove]:
        """Every legal move: pseudo-legal moves that leave the own royal piece unattacked."""
        side = self.side
        checked = self.in_check()
        # Out of check, a move by a piece that is not royal and not pinned to the royal piece
        # cannot expose it (en passant, which takes a second piece off a line, is tried).
        pinned = 0 if checked else self._pinned(side)
        royal = self.royal[side]
        out = []
        for move in self.pseudo_moves():
            if move.flag is Flag.DROP and not checked:
                out.append(move)
                continue
            if move.flag in (Flag.CASTLE_KING, Flag.CASTLE_QUEEN):
                out.append(move)  # already tested square by square
                continue
            if (not checked and move.start != royal and move.flag is not Flag.EN_PASSANT
                    and not pinned >> move.start & 1):
                out.append(move)
                continue
            self.make(move)
            if not self.in_check(side):
                out.append(move)
            self.unmake()
        return out

    def _pinned(self, colour: int) -> int:
        """A mask of the squares of ``colour``'s pieces that stand alone between its royal
        piece and an opposing rook, bishop, queen or maharajah that moves along that line."""
        square = self.royal[colour]
        if square < 0:
            return 0
        board = self.board
        mask = 0
        for rays, sliders in ((ROOK_RAYS, (R, Q, M)), (BISHOP_RAYS, (B, Q, M))):
            for ray in rays[square]:
                own = -1
                for t in ray:
                    code = board[t]
                    if not code:
                        continue
                    if code >> 3 == colour:
                        if own >= 0:
                            break
                        own = t
                        continue
                    if own >= 0 and code & 7 in sliders:
                        mask |= 1 << own
                    break
        return mask

    # -- make and unmake -------------------------------------------------------------------

    def make(self, move: ChessMove) -> None:
        """Play ``move`` on the board (no legality test)."""
        board = self.board
        side = self.side
        col = side << 3
        captured_code = 0
        self._undo.append((move, self.castling, self.ep, self.halfmove))
        flag = move.flag
        end = move.end
        if flag is Flag.DROP:
            board[end] = move.kind | col
            self.pockets[side][move.kind] -= 1
        else:
            start = move.start
            if flag is Flag.EN_PASSANT:
                victim = end - _PUSH[side]
                captured_code = board[victim]
                board[victim] = 0
            else:
                captured_code = board[end]
            board[start] = 0
            board[end] = (move.promotion or move.kind) | col
            if move.kind in (K, M):
                self.royal[side] = end
            if flag is Flag.CASTLE_KING or flag is Flag.CASTLE_QUEEN:
                for _bit, f, _kf, _kt, r_from, r_to, _e, _s in _CASTLING[side]:
                    if f is flag:
                        board[r_from] = 0
                        board[r_to] = R | col
            self.castling &= _CASTLE_LOST[start] & _CASTLE_LOST[end]
            if captured_code and self.variant.drops:
                # Mad Mate: the taken piece changes colour and goes into the taker's reserve,
                # keeping its kind (a promoted queen stays a queen).
                self.pockets[side][captured_code & 7] += 1
        # Fifty-move rule: pawn moves, pawn drops and captures start the count again.
        if move.kind == P or captured_code:
            self.halfmove = 0
        else:
            self.halfmove += 1
        self.ep = -1
        if flag is Flag.DOUBLE:
            passed = move.start + _PUSH[side]
            enemy_pawn = P | (1 - side) << 3
            # Record the en passant square only when an enemy pawn could take there.
            if any(board[t] == enemy_pawn for t in PAWN_CAPTURES[side][passed]):
                self.ep = passed
        if side == BLACK:
            self.fullmove += 1
        self.side = 1 - side

    def unmake(self) -> None:
        """Take back the last :meth:`make`."""
        move, self.castling, self.ep, self.halfmove = self._undo.pop()
        self.side = side = 1 - self.side
        if side == BLACK:
            self.fullmove -= 1
        board = self.board
        col = side << 3
        enemy = (1 - side) << 3
        flag = move.flag
        end = move.end
        if flag is Flag.DROP:
            board[end] = 0
            self.pockets[side][move.kind] += 1
            return
        start = move.start
        board[start] = move.kind | col
        board[end] = 0
        if move.capture:
            if flag is Flag.EN_PASSANT:
                board[end - _PUSH[side]] = P | enemy
            else:
                board[end] = move.capture | enemy
            if self.variant.drops:
                self.pockets[side][move.capture] -= 1
        if move.kind in (K, M):
            self.royal[side] = start
        if flag is Flag.CASTLE_KING or flag is Flag.CASTLE_QUEEN:
            for _bit, f, _kf, _kt, r_from, r_to, _e, _s in _CASTLING[side]:
                if f is flag:
                    board[r_to] = 0
                    board[r_from] = R | col

    def key(self) -> bytes:
        """Placement, reserves, side, castling and en passant square as bytes."""
        return bytes(self.board) + bytes(self.pockets[0]) + bytes(self.pockets[1]) + bytes(
            (self.side, self.castling, self.ep + 1))


__all__ = ["ChessMove", "Flag", "Position", "WHITE", "BLACK"]
