"""Reversi and Othello: the game, its options and the mutable state.

Rules as played: Black moves first from the Othello start (white on d4 and e5, black on d5 and
e4). With ``start=reversi`` (the seed's Reversi) the board starts empty instead: the players
take turns placing a disc on one of the four centre squares, Black first, until each has placed
two; these placements flip nothing (no three centre squares lie on one line). Then play goes on
as below. A move places a disc on an empty square so that it encloses at least one straight line
(of eight directions) of opposing discs between itself and another own disc; every enclosed
line is flipped. A player who cannot place must pass; passing is otherwise not allowed. The
game ends when neither player can place; the player with more discs wins (fewer with the
``misere`` option, Anti-Reversi), equal counts are a draw. Empty squares are not counted.

A forced pass is an explicit move (:data:`ReversiMove` with square -1) that counts as a ply.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

from accessible_games.engine.events import Event, Flipped, Passed, Piece, Placed
from accessible_games.engine.sized import SizedGame, size_option
from accessible_games.engine.typed import SquarePlacementTyped
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    InvalidPositionError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.reversi.bitboard import (
    SIZES,
    Geometry,
    centre_mask,
    flip_lines,
    flips,
    geometry,
    start_position,
)
from accessible_games.games.reversi.evaluation import order_key
from accessible_games.games.reversi.notation import (
    PASS_SQUARE,
    ReversiMove,
    format_position,
    is_pass_word,
    move_expectation,
    parse_position_text,
    position_expectation,
)

START_CHOICES: tuple[str, ...] = ("othello", "reversi")
"""Values of the ``start`` option."""

_UNKNOWN = -1
"""Cached mobility not computed yet."""

MAX_ALTERNATIVES = 6
"""How many legal moves a CANNOT_PASS reason offers."""


class ReversiGame(SizedGame):
    """Reversi in the Othello start on 6x6, 8x8 or 10x10, optionally as Anti-Reversi."""

    id = "reversi"
    family = "reversi"
    has_captures = False
    aliases = ("othello", "Reversi (Othello)")
    info = GameInfo(num_players=2)
    option_specs = (
        size_option(8, SIZES),
        Option("start", "othello", START_CHOICES,
               "Start position: othello (the fixed cross) or reversi (free centre placement)."),
        Option("misere", False, (), "Anti-Reversi: the player with fewer discs wins."),
    )
    position_format = (
        "size*size characters X, O or - from a1 along each rank to the last square, "
        "then a space and X or O for the side to move"
    )
    move_format = "a square like d3 (or D3); pass (passen, p) when no placement is possible"

    @property
    def misere(self) -> bool:
        """True for Anti-Reversi (fewest discs win)."""
        return bool(self.options["misere"])

    @property
    def free_opening(self) -> bool:
        """True when the game starts with the free placement on the centre squares."""
        return self.options["start"] == "reversi"

    def new_state(self, rng: random.Random | None = None) -> ReversiState:
        """The Othello start, or the empty board for the free opening; Black to move."""
        if self.free_opening:
            return ReversiState(self, 0, 0, 0)
        black, white = start_position(self.size)
        return ReversiState(self, black, white, 0)

    def parse_position(self, text: str) -> ReversiState:
        """A position from its text (see :mod:`.notation`).

        The board size follows from the length (36, 64 or 100 squares); the other options stay.

        Raises:
            InvalidPositionError: the text is malformed, or (free opening) a centre square is
                still empty while discs stand outside the centre.
        """
        board_length = len(text.partition(" ")[0])
        size = next((n for n in SIZES if n * n == board_length), self.size)
        game = self.resized(size)
        black, white, to_move = parse_position_text(text, size)
        if game.free_opening:
            centre = centre_mask(size)
            discs = black | white
            if centre & ~discs and discs & ~centre:
                raise InvalidPositionError(
                    text, "a centre square is empty while discs stand outside the centre",
                    position_expectation(size),
                )
        return ReversiState(game, black, white, to_move)

    def position_help(self) -> str:
        """The expected position text for this game's size, in English."""
        return position_expectation(self.size)


class ReversiState(SquarePlacementTyped):
    """A Reversi position: one bitboard per colour and the side to move, with an undo stack.

    Internally the boards are kept as ``own`` (the side to move) and ``opp``; mobility of the
    side to move is computed lazily and cached until the next apply or undo.
    """

    game: ReversiGame

    def __init__(
        self, game: ReversiGame, black: int, white: int, to_move: Player,
        moves: list[Move] | None = None,
    ) -> None:
        self.game = game
        self.geo: Geometry = geometry(game.size)
        self._mobility_of = self.geo.mobility
        self._centre = centre_mask(game.size) if game.free_opening else 0
        if self._centre:
            self._mobility_of = _free_opening_mobility(self.geo.mobility, self._centre)
        self._moves_by_square = tuple(
            ReversiMove(s, game.size) for s in range(game.size * game.size)
        )
        self._pass = ReversiMove(PASS_SQUARE, game.size)
        self._to_move: Player = to_move
        self._own, self._opp = (black, white) if to_move == 0 else (white, black)
        self._mob = _UNKNOWN
        self._kind = TurnKind.PLAYER
        self._stack: list[tuple[int, int, int, TurnKind]] = []
        self.moves = list(moves) if moves else []

    # -- analysis ---------------------------------------------------------------------------

    def _analyse(self) -> int:
        """Compute and cache the mobility of the side to move and the kind of turn."""
        mob = self._mobility_of(self._own, self._opp)
        if mob:
            self._kind = TurnKind.PLAYER
        elif self._mobility_of(self._opp, self._own):
            # Forced pass: no placement, but the opponent can still play.
            self._kind = TurnKind.PLAYER
        else:
            # The game ends when neither player can place a disc.
            self._kind = TurnKind.TERMINAL
        self._mob = mob
        return mob

    @property
    def mobility(self) -> int:
        """The bitboard of squares where the side to move may place."""
        mob = self._mob
        return self._analyse() if mob == _UNKNOWN else mob

    @property
    def in_opening(self) -> bool:
        """True during the free opening: a centre square is still empty (``start=reversi``)."""
        return bool(self._centre & ~(self._own | self._opp))

    @property
    def must_pass(self) -> bool:
        """True when the side to move has no placement but the game goes on."""
        return self.mobility == 0 and self._kind is TurnKind.PLAYER

    @property
    def black(self) -> int:
        """Bitboard of the black discs."""
        return self._own if self._to_move == 0 else self._opp

    @property
    def white(self) -> int:
        """Bitboard of the white discs."""
        return self._opp if self._to_move == 0 else self._own

    def board_of(self, player: Player) -> int:
        """Bitboard of ``player``'s discs."""
        return self.black if player == 0 else self.white

    def placements_for(self, player: Player) -> list[Location]:
        """The squares where ``player`` could place a disc now, whoever is to move."""
        own, opp = self.board_of(player), self.board_of(1 - player)
        bits = self._mobility_of(own, opp)
        return [square for square in range(self.game.size ** 2) if bits >> square & 1]

    def counts(self) -> tuple[int, int]:
        """Discs on the board as (black, white)."""
        return self.black.bit_count(), self.white.bit_count()

    def cell(self, square: Location) -> Player | None:
        """The owner of the disc on ``square``, or None when it is empty."""
        bit = 1 << square
        if self.black & bit:
            return 0
        if self.white & bit:
            return 1
        return None

    def flipped_by(self, square: Location) -> tuple[Location, ...]:
        """The discs a placement of the side to move on ``square`` would turn, in line order."""
        return flip_lines(self.geo, self._own, self._opp, square)

    # -- the State contract ---------------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while someone can place, else TERMINAL."""
        if self._mob == _UNKNOWN:
            self._analyse()
        return self._kind

    @property
    def to_move(self) -> Player:
        """0 for Black, 1 for White."""
        return self._to_move

    def legal_moves(self) -> list[Move]:
        """Placements in square order (a1, b1, ... h8); a lone pass when none; empty at the end."""
        mob = self._mob
        if mob == _UNKNOWN:
            mob = self._analyse()
        if mob:
            table = self._moves_by_square
            result: list[Move] = []
            while mob:
                low = mob & -mob
                result.append(table[low.bit_length() - 1])
                mob ^= low
            return result
        if self._kind is TurnKind.TERMINAL:
            return []
        return [self._pass]

    def count_moves(self) -> int:
        """The number of legal moves: a popcount of the mobility, 1 for a forced pass."""
        mob = self._mob
        if mob == _UNKNOWN:
            mob = self._analyse()
        if mob:
            return mob.bit_count()
        return 0 if self._kind is TurnKind.TERMINAL else 1

    def apply(self, move: Move) -> None:
        """Place the disc and flip the enclosed lines (or pass), in place."""
        own = self._own
        opp = self._opp
        self._stack.append((own, opp, self._mob, self._kind))
        square = move.square  # type: ignore[attr-defined]
        if square >= 0:
            turned = flips(self.geo, own, opp, square)
            self._own = opp & ~turned
            self._opp = own | turned | (1 << square)
        else:
            self._own = opp
            self._opp = own
        self._to_move ^= 1
        self._mob = _UNKNOWN
        self.moves.append(move)

    def undo(self) -> None:
        """Take back the last move."""
        self._own, self._opp, self._mob, self._kind = self._stack.pop()
        self._to_move ^= 1
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """Most discs win (fewest in Anti-Reversi); equal counts draw; None while playing."""
        if self.turn_kind is not TurnKind.TERMINAL:
            return None
        black, white = self.counts()
        # Empty squares are not counted; the disc counts are the scores.
        reason = EndReason.NO_PIECES if black == 0 or white == 0 else EndReason.BOARD_FULL
        if black == white:
            winners: frozenset[Player] = frozenset()
        else:
            black_more = black > white
            black_wins = black_more != self.game.misere
            winners = frozenset({0 if black_wins else 1})
        return Outcome(winners, reason, (black, white))

    def key(self) -> Hashable:
        """(black bitboard, white bitboard, side to move)."""
        return (self.black, self.white, self._to_move)

    def copy(self) -> ReversiState:
        """An independent copy with history and undo stack."""
        other = ReversiState(self.game, self.black, self.white, self._to_move, self.moves)
        other._stack = list(self._stack)
        other._mob = self._mob
        other._kind = self._kind
        return other

    def move_events(self, move: Move) -> list[Event]:
        """Placed then Flipped (line by line, clockwise from north), or Passed.

        An opening placement (``start=reversi``) flips nothing and yields Placed alone.
        """
        player = self._to_move
        square = move.square  # type: ignore[attr-defined]
        if square < 0:
            return [Passed(player)]
        if self.in_opening:
            return [Placed(player, square, Piece.DISC)]
        return [
            Placed(player, square, Piece.DISC),
            Flipped(player, self.flipped_by(square)),
        ]

    def move_expectation(self) -> str:
        """The English description of typed moves, for the unreadable error."""
        return move_expectation(self.game.size)

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """(square,) for "d3" (read as :class:`SquarePlacementTyped` reads a square), () for
        "pass".

        Raises:
            InvalidMoveError: the text is neither a square of this board nor a pass word.
        """
        return () if is_pass_word(text) else super().parse_parts(text)

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why a placement or pass is not legal here."""
        legal = tuple(self.legal_moves())
        if not parts:
            # Passing is only allowed when no placement is possible.
            best = tuple(sorted(legal, key=order_key)[:MAX_ALTERNATIVES])
            return Reason(ReasonCode.CANNOT_PASS, (), best)
        square = parts[0]
        if not 0 <= square < self.geo.squares:
            return Reason(ReasonCode.OFF_BOARD, ())
        if self.must_pass:
            return Reason(ReasonCode.MUST_PASS, (square,))
        if (self._own | self._opp) >> square & 1:
            return Reason(ReasonCode.OCCUPIED, (square,), legal)
        if self.in_opening:
            # Free opening: only the empty centre squares may be taken.
            return Reason(ReasonCode.NOT_PLAYABLE, (square,), legal)
        # A placement must enclose at least one line of opposing discs.
        return Reason(ReasonCode.NO_FLIPS, (square,), legal)

    def to_text(self) -> str:
        """The position text: cells from a1 to the last square, a space, X or O."""
        return format_position(self.black, self.white, self._to_move, self.game.size)


def _free_opening_mobility(
    base: Callable[[int, int], int], centre: int
) -> Callable[[int, int], int]:
    """Mobility for the free opening: the empty centre squares while there are any.

    No three of the four centre squares lie on one line, so these placements never enclose
    anything; once the centre is full the usual enclosing rule applies.
    """

    def mobility(own: int, opp: int) -> int:
        free = centre & ~(own | opp)
        return free if free else base(own, opp)

    return mobility
