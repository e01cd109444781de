"""Mad Mate and Maharadscha: the games, their options and the State contract over the chess core.

Both are one :class:`ChessState` over :class:`~.core.Position` with a :class:`~.board.Variant`.
End of game, in this order: no legal move (checkmate wins for the other side, stalemate is a
draw); the same position (placement, reserves, side to move, castling, en passant) for the
third time is a draw; 100 half-moves without a capture, pawn move or pawn drop is a draw
(fifty-move rule, applied automatically). There is no insufficient-material rule: in Mad Mate
no piece ever leaves the game, and in Maharadscha the maharajah can still mate a lone king.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from accessible_games.engine.events import Event, Piece
from accessible_games.engine.grid import looks_algebraic, parse_algebraic
from accessible_games.engine.state import Game, State
from accessible_games.engine.typed import check_typed_squares, path_names
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.chess_variants.board import (
    BLACK,
    MAD_MATE,
    MAHARADSCHA,
    PIECE_BASE,
    POCKET_BASE,
    WHITE,
    Kind,
    Variant,
    format_fen,
    parse_fen,
)
from accessible_games.games.chess_variants.core import (
    ChessMove,
    Flag,
    Position,
    castling_squares,
)
from accessible_games.games.chess_variants.events import (
    Castled,
    Checked,
    ChessCaptured,
    ChessMoved,
    ChessPromoted,
    Dropped,
)
from accessible_games.games.chess_variants.notation import MOVE_HELP, read_kind, read_move, san

FIFTY_MOVES = 100
"""Half-moves without capture, pawn move or pawn drop after which the game is drawn."""
REPETITIONS = 3
"""The occurrence of one position that draws the game."""


class ChessGame(Game):
    """Base of the chess variants: the variant data and the position reader."""

    family = "chess"
    info = GameInfo(num_players=2)
    variant: Variant = MAD_MATE
    position_format = ("FEN; the reserve in brackets after the placement: "
                       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1")
    move_format = MOVE_HELP

    def make_variant(self) -> Variant:
        """The variant with this game's options applied."""
        return self.variant

    def new_state(self, rng: random.Random | None = None) -> ChessState:
        """The start position of the variant."""
        variant = self.make_variant()
        return ChessState(self, Position(variant, parse_fen(variant.start)))

    def parse_position(self, text: str) -> ChessState:
        """A position from FEN (with ``[reserve]`` for Mad Mate).

        Raises:
            InvalidPositionError: the text is malformed.
        """
        variant = self.make_variant()
        return ChessState(self, Position(variant, parse_fen(text)))


class MadMateGame(ChessGame):
    """Mad Mate (Alex Randolph, 1972): chess where taken pieces join the taker's reserve."""

    id = "mad-mate"
    aliases = ("Mad Mate", "madmate", "loop chess", "Schleifenschach")
    variant = MAD_MATE


class MaharadschaGame(ChessGame):
    """Maharadscha: a white maharajah (queen plus knight, royal) against the full black army."""

    id = "maharadscha"
    aliases = ("Maharajah", "Maharajah and the Sepoys", "Maharadscha und die Sepoys")
    variant = MAHARADSCHA
    option_specs = (
        Option("black_castling", False, (False, True), "Whether Black may castle."),
    )

    def make_variant(self) -> Variant:
        """Black's castling follows the ``black_castling`` option."""
        allowed = bool(self.options["black_castling"])
        return Variant(self.variant.name, self.variant.start, drops=False,
                       promotes=(False, False), castling=(False, allowed))


class ChessState(State):
    """A chess-variant position with history, repetition counts and the game's end."""

    game: ChessGame

    def __init__(self, game: ChessGame, position: Position) -> None:
        self.game = game
        self.position = position
        self.moves: list[Move] = []
        self._seen: dict[bytes, int] = {position.key(): 1}
        self._legal: list[ChessMove] | None = None

    # -- State contract --------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move; empty when the game is over."""
        if self._ended_by_rule():
            return []
        return list(self._moves())

    def _moves(self) -> list[ChessMove]:
        if self._legal is None:
            self._legal = self.position.legal_moves()
        return self._legal

    def count_moves(self) -> int:
        """How many legal moves there are."""
        return 0 if self._ended_by_rule() else len(self._moves())

    def _ended_by_rule(self) -> bool:
        """A draw by repetition or the fifty-move rule (checked before generation)."""
        pos = self.position
        return pos.halfmove >= FIFTY_MOVES or self._seen.get(pos.key(), 0) >= REPETITIONS

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER until the game has ended."""
        return TurnKind.TERMINAL if self.outcome() is not None else TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        """0 for White, 1 for Black."""
        return self.position.side

    def apply(self, move: Move) -> None:
        """Make ``move`` in place."""
        assert isinstance(move, ChessMove)
        self.position.make(move)
        key = self.position.key()
        self._seen[key] = self._seen.get(key, 0) + 1
        self.moves.append(move)
        self._legal = None

    def undo(self) -> None:
        """Take back the last move."""
        key = self.position.key()
        count = self._seen[key] - 1
        if count:
            self._seen[key] = count
        else:
            del self._seen[key]
        self.position.unmake()
        self.moves.pop()
        self._legal = None

    def outcome(self) -> Outcome | None:
        """Checkmate, stalemate, repetition or the fifty-move rule; None while playing."""
        pos = self.position
        if not self._moves():
            if pos.in_check():
                return Outcome(frozenset({1 - pos.side}), EndReason.NO_MOVES)
            return Outcome(frozenset(), EndReason.NO_MOVES)
        if self._seen.get(pos.key(), 0) >= REPETITIONS:
            return Outcome(frozenset(), EndReason.REPETITION)
        if pos.halfmove >= FIFTY_MOVES:
            return Outcome(frozenset(), EndReason.MOVE_LIMIT)
        return None

    def key(self) -> Hashable:
        """Placement, reserves, side to move, castling rights and en passant square."""
        return self.position.key()

    def copy(self) -> ChessState:
        """An independent copy with its history and undo information."""
        pos = self.position
        twin = Position(pos.variant, pos.setup())
        twin._undo = list(pos._undo)
        other = ChessState(self.game, twin)
        other.moves = list(self.moves)
        other._seen = dict(self._seen)
        return other

    def move_events(self, move: Move) -> list[Event]:
        """Move or drop, capture (into the reserve), promotion, castling."""
        assert isinstance(move, ChessMove)
        player = self.position.side
        if move.flag is Flag.DROP:
            return [Dropped(player, move.end, Piece.TOKEN, kind=move.kind)]
        events: list[Event] = [ChessMoved(player, Piece.TOKEN, (move.start, move.end),
                                          kind=move.kind)]
        if move.flag in (Flag.CASTLE_KING, Flag.CASTLE_QUEEN):
            events.append(Castled(player, move.flag is Flag.CASTLE_KING))
        if move.capture:
            where = move.end
            if move.flag is Flag.EN_PASSANT:
                where = move.end - 8 if player == WHITE else move.end + 8
            events.append(ChessCaptured(player, where, Piece.TOKEN, kind=move.capture,
                                        to_reserve=self.position.variant.drops))
        if move.promotion:
            events.append(ChessPromoted(player, move.end, Piece.TOKEN, kind=move.promotion))
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """Check on the opponent's royal piece."""
        if self.position.in_check():
            return [Checked(self.position.side)]
        return []

    # -- typed moves -----------------------------------------------------------------------

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The places a typed move or square names: (start, end), (reserve, end), or (square,).

        Raises:
            InvalidMoveError: the text is not chess notation.
        """
        word = text.strip().lower()
        square = parse_algebraic(word, 8, 8)
        if square is not None:
            return (square,)
        found = read_move(text, self._moves())
        if found:
            return found[0].parts if len(found) == 1 else (found[0].end,)
        raw = self._raw_parts(text)
        if raw is None:
            raise InvalidMoveError(text, MOVE_HELP)
        return raw

    def _raw_parts(self, text: str) -> tuple[Location, ...] | None:
        """Places of a UCI move or a drop that is not legal (for explaining why)."""
        word = text.strip().rstrip("+#").strip()
        if "@" in word:
            letter, _, target = word.partition("@")
            end = parse_algebraic(target, 8, 8)
            kind = {"": Kind.PAWN, "p": Kind.PAWN, "n": Kind.KNIGHT, "s": Kind.KNIGHT,
                    "b": Kind.BISHOP, "l": Kind.BISHOP, "r": Kind.ROOK, "t": Kind.ROOK,
                    "q": Kind.QUEEN, "d": Kind.QUEEN}.get(letter.strip().lower())
            if end is None or kind is None:
                return None
            return (POCKET_BASE + kind, end)
        compact = word.lower().replace("-", "").replace("x", "").replace(" ", "")
        if len(compact) == 5 and compact[0] in "nbrqkmslt" and compact[1] in "abcdefgh" \
                and compact[2].isdecimal():
            compact = compact[1:]  # "Ke1e2": a piece letter before two squares
        if len(compact) in (4, 5):
            start = parse_algebraic(compact[:2], 8, 8)
            end = parse_algebraic(compact[2:4], 8, 8)
            if start is not None and end is not None:
                return (start, end)
        return None

    def parse_move(self, text: str) -> Move:
        """The legal move a typed UCI or SAN text names.

        Raises:
            InvalidMoveError: the text is not chess notation.
            IllegalMoveError: readable but not legal (or ambiguous); the reason says why.
        """
        if self.is_terminal():
            raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
        legal = self._moves()
        found = read_move(text, legal)
        if found is not None and len(found) == 1:
            return found[0]
        if found:
            parts = found[0].parts[:2]
            raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, parts, tuple(found)))
        raw = self._raw_parts(text)
        if raw is not None:
            raise IllegalMoveError(text, self.explain(raw))
        if found is None:
            names = path_names(text)
            if names and all(looks_algebraic(name) for name in names):
                # "e4-e9": a square off the board is said to be so, with the board's squares,
                # as in every other board game (it was "I cannot read").
                check_typed_squares(self, text, names, 8, 8)
            raise InvalidMoveError(text, MOVE_HELP)
        raise IllegalMoveError(text, self._explain_san(text))

    def _explain_san(self, text: str) -> Reason:
        """Why a readable SAN move ("Bb4", "Me6") is not legal.

        When a piece of the named kind could go there by its moving rule but would leave the
        royal piece attacked, the reason names that start and target (narration then says
        "would be in check"); otherwise it is CANNOT_MOVE_THERE for the target alone, with the
        legal moves of that kind as alternatives.
        """
        pos = self.position
        pseudo = read_move(text, pos.pseudo_moves()) or []
        if pseudo:
            move = pseudo[0]
            return self.explain((move.start, move.end))
        word = text.strip().rstrip("+#!?")
        castle = word.upper().replace("0", "O")
        if castle in ("O-O", "O-O-O"):
            # Castling refused: the king's two squares; narration asks the position why.
            return Reason(ReasonCode.CANNOT_CASTLE, castling_squares(pos.side, castle == "O-O"))
        kind = read_kind(word)
        target = parse_algebraic(word[-2:].lower(), 8, 8) if len(word) >= 2 else None
        if target is None:
            return Reason(ReasonCode.CANNOT_MOVE_THERE)
        if len(word) == 2 and pos.board[target] and pos.board[target] >> 3 == pos.side:
            # A square alone that holds the mover's own piece names that piece, as in every
            # other game ("e1": where the maharajah may go), not a pawn's move onto it.
            return self.explain((target,))
        same = tuple(m for m in self._moves() if m.kind == kind and m.flag is not Flag.DROP)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, (PIECE_BASE + kind, target), same)

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why the named squares or drop are not a legal move."""
        pos = self.position
        start = parts[0]
        if start >= POCKET_BASE:
            kind = start - POCKET_BASE
            drops = tuple(m for m in self._moves() if m.flag is Flag.DROP and m.kind == kind)
            if not pos.variant.drops or not pos.pockets[pos.side][kind]:
                return Reason(ReasonCode.EMPTY, (start,))
            if len(parts) > 1 and pos.board[parts[-1]]:
                return Reason(ReasonCode.OCCUPIED, parts, drops)
            return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, drops)
        code = pos.board[start]
        if not code:
            return Reason(ReasonCode.EMPTY, parts)  # the square alone, or the move typed
        if code >> 3 != pos.side:
            return Reason(ReasonCode.OPPONENT_PIECE, (start,))
        own = tuple(m for m in self._moves() if m.start == start)
        if len(parts) == 2 and pos.castling_bar(start, parts[1]) is not None:
            # The king's two squares of a castling ("e1g1"): refused as castling, not as a
            # king that cannot move.
            return Reason(ReasonCode.CANNOT_CASTLE, parts)
        if not own:
            return Reason(ReasonCode.PIECE_HAS_NO_MOVES, (start,))
        if len(parts) > 1:
            end = parts[-1]
            target = pos.board[end]
            if target and target >> 3 == pos.side:
                return Reason(ReasonCode.OCCUPIED, (start, end), own)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)

    def exposes_royal(self, start: Location, end: Location) -> bool:
        """True when a piece rule allows start to end but the mover's royal piece would be hit."""
        pos = self.position
        side = pos.side
        for move in pos.pseudo_moves():
            if move.start == start and move.end == end:
                pos.make(move)
                hit = pos.in_check(side)
                pos.unmake()
                if hit:
                    return True
        return False

    def san(self, move: Move) -> str:
        """The standard algebraic notation of a legal move here ("Nf3", "exd5+", "N@f3#")."""
        assert isinstance(move, ChessMove)
        return san(self.position, move, self._moves())

    def pocket(self, player: Player) -> dict[Kind, int]:
        """The reserve of ``player``: kind to count, only kinds present."""
        return {Kind(k): n for k, n in enumerate(self.position.pockets[player]) if n}

    def in_check(self) -> bool:
        """True when the side to move is in check."""
        return self.position.in_check()

    def attacked_pieces(self, player: Player) -> list[tuple[Location, Kind, bool]]:
        """The pieces of ``player`` (other than its royal piece) that the opponent attacks, as
        (square, kind, protected): protected when a piece of ``player`` also covers the square.
        For the threats query; pins are not considered."""
        position = self.position
        found = []
        for square, code in enumerate(position.board):
            if not code or code >> 3 != player or square == position.royal[player]:
                continue
            if position.attacked(square, 1 - player):
                found.append((square, Kind(code & 7), position.attacked(square, player)))
        return found

    def turns_played(self) -> int:
        """The plies before this position, from the FEN's full move number (White moves
        first in each)."""
        return 2 * (self.position.fullmove - 1) + self.position.side

    def to_text(self) -> str:
        """The FEN text (with the reserve for Mad Mate)."""
        return format_fen(self.position.setup(), self.position.variant.drops)


__all__ = ["BLACK", "ChessGame", "ChessState", "MadMateGame", "MaharadschaGame", "WHITE"]
