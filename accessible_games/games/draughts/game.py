"""English checkers: the Game and its in-place State on a padded bitboard.

Rules (seed 003 "Draughts / Checkers"): 8x8 board, a1 dark, 12 men each on the dark squares
of the three nearest rows; Black (player 0) moves first; men step and jump diagonally forward;
kings step and jump one square in every diagonal direction; capture is mandatory with free
choice among captures; a multi-jump must be completed; crowning ends the move; the player to
move without a legal move loses. For play there is a draw rule (see ``draw_moves`` and
``repetitions``); perft is counted without it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from accessible_games.engine.events import Event, Piece, PieceCaptured, PieceMoved, Promoted
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    InvalidOptionError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.draughts.bitboard import GEOMETRY_8, Geometry
from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.games.draughts.movegen import MoveGenerator
from accessible_games.games.draughts.notation import (
    FEN_FORM,
    MOVE_FORMS,
    Placement,
    parse_fen,
    parse_move_text,
    write_fen,
)
from accessible_games.games.draughts.variants import ENGLISH, Variant

_GENERATORS: dict[int, MoveGenerator] = {}


def _generator(geometry: Geometry) -> MoveGenerator:
    gen = _GENERATORS.get(geometry.size)
    if gen is None:
        gen = _GENERATORS[geometry.size] = MoveGenerator(geometry)
    return gen


class CheckersGame(Game):
    """English draughts / American checkers."""

    id = "checkers"
    family = "draughts"
    aliases = ("english-draughts", "american-checkers", "englische-dame", "dame-englisch")
    info = GameInfo(num_players=2)
    option_specs = (
        Option("draw_moves", 40, doc="draw after this many moves per side without a capture "
               "or a man's move; 0 turns the rule off"),
        Option("repetitions", 3, doc="draw when a position occurs this often with the same "
               "side to move; 0 turns the rule off"),
    )
    position_format = FEN_FORM
    move_format = MOVE_FORMS
    variant: Variant = ENGLISH
    """The rules as data."""

    def check_options(self) -> None:
        """Reject negative limits and a repetition count of 1."""
        if self.options["draw_moves"] < 0:
            raise InvalidOptionError("draw_moves", str(self.options["draw_moves"]), ("0 or more",))
        if self.options["repetitions"] < 0 or self.options["repetitions"] == 1:
            raise InvalidOptionError("repetitions", str(self.options["repetitions"]),
                                     ("0 (off)", "2 or more"))

    @property
    def geometry(self) -> Geometry:
        """The board's bit layout."""
        return GEOMETRY_8

    def new_state(self, rng: random.Random | None = None) -> DraughtsState:
        """The start position: 12 men each on the three nearest rows, Black to move."""
        g = self.geometry
        rows = self.variant.men_rows
        black = sum(g.row_mask[r] for r in range(rows))
        white = sum(g.row_mask[r] for r in range(g.size - rows, g.size))
        return DraughtsState(self, black, white, 0, 0)

    def parse_position(self, text: str) -> DraughtsState:
        """A position from PDN FEN ("B:W21-32:B1-12").

        Raises:
            InvalidPositionError: the text is malformed or the position impossible.
        """
        g = self.geometry
        placement = parse_fen(text, g, self.variant.men_per_side)
        bits = [0, 0]
        kings = 0
        for player in (0, 1):
            for loc in placement.men[player] | placement.kings[player]:
                bits[player] |= g.mask_of_loc[loc]
            for loc in placement.kings[player]:
                kings |= g.mask_of_loc[loc]
        return DraughtsState(self, bits[0], bits[1], kings, placement.to_move)


class DraughtsState(State):
    """A draughts position with an undo stack.

    ``bits[p]`` holds player p's pieces and ``kings`` the kings of both sides, as padded
    bitboards (see :mod:`accessible_games.games.draughts.bitboard`). ``quiet`` counts the plies
    since the last capture or man's move, for the draw rule.
    """

    def __init__(self, game: CheckersGame, black: int, white: int, kings: int, to_move: Player,
                 quiet: int = 0) -> None:
        self.game: CheckersGame = game
        self.geometry = game.geometry
        self.gen = _generator(self.geometry)
        self.bits = [black, white]
        self.kings = kings
        self._to_move = to_move
        self.quiet = quiet
        self.moves: list[Move] = []
        self._stack: list[tuple[int, int, int, int]] = []
        self._history: list[tuple[int, int, int, int]] = [self.key()]
        self._draw_plies = 2 * game.options["draw_moves"]
        self._repetitions = game.options["repetitions"]

    # -- queries --------------------------------------------------------------------------

    @property
    def to_move(self) -> Player:
        """The player to move (0 = Black)."""
        return self._to_move

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while the game goes on, else TERMINAL."""
        return TurnKind.TERMINAL if self.outcome() is not None else TurnKind.PLAYER

    def piece_at(self, location: Location) -> tuple[Player, Piece] | None:
        """The owner and kind of the piece on ``location``, or None."""
        mask = self.geometry.mask_of_loc.get(location, 0)
        for player in (0, 1):
            if self.bits[player] & mask:
                return player, Piece.KING if self.kings & mask else Piece.MAN
        return None

    def counts(self, player: Player) -> tuple[int, int]:
        """How many men and kings ``player`` has."""
        kings = (self.bits[player] & self.kings).bit_count()
        return self.bits[player].bit_count() - kings, kings

    def key(self) -> Hashable:
        """Black's pieces, White's pieces, kings and the player to move."""
        return (self.bits[0], self.bits[1], self.kings, self._to_move)

    def legal_moves(self) -> list[Move]:
        """Every legal move sorted by path; only captures when one exists."""
        if self.outcome() is not None:
            return []
        p = self._to_move
        return list(self.gen.legal_moves(self.bits[p], self.bits[1 - p], self.kings, p == 0))

    def count_moves(self) -> int:
        """The number of legal moves, counted on the bitboards (for perft)."""
        if self._draw_reached():
            return 0
        p = self._to_move
        return self.gen.count(self.bits[p], self.bits[1 - p], self.kings, p == 0)

    def _draw_reached(self) -> EndReason | None:
        # Draw: too many plies without a capture or a man's move.
        if self._draw_plies and self.quiet >= self._draw_plies:
            return EndReason.MOVE_LIMIT
        # Draw: the same position for the same side to move, counted since the last
        # irreversible move (a capture or a man's move).
        if self._repetitions and self.quiet >= 4:
            current = self._history[-1]
            recent = self._history[-1 - self.quiet:]
            if recent.count(current) >= self._repetitions:
                return EndReason.REPETITION
        return None

    def outcome(self) -> Outcome | None:
        """A loss for the player to move without a legal move; a draw by the draw rules."""
        p = self._to_move
        own = self.bits[p]
        if not own:
            return Outcome(frozenset({1 - p}), EndReason.NO_PIECES)
        if not self.gen.has_moves(own, self.bits[1 - p], self.kings, p == 0):
            return Outcome(frozenset({1 - p}), EndReason.NO_MOVES)
        draw = self._draw_reached()
        if draw is not None:
            return Outcome(frozenset(), draw)
        return None

    # -- making moves ---------------------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Make a legal move in place."""
        assert isinstance(move, DraughtsMove)
        masks = self.geometry.mask_of_loc
        path = move.path
        src = masks[path[0]]
        dst = masks[path[-1]]
        p = self._to_move
        bits = self.bits
        kings = self.kings
        self._stack.append((bits[0], bits[1], kings, self.quiet))
        bits[p] ^= src ^ dst
        quiet = self.quiet + 1
        if move.captured:
            taken = 0
            for loc in move.captured:
                taken |= masks[loc]
            bits[1 - p] &= ~taken
            kings &= ~taken
            quiet = 0
        if kings & src:
            kings ^= src ^ dst
        else:
            # A man's move is irreversible: it resets the draw count.
            quiet = 0
            if move.promotes:
                kings |= dst
        self.kings = kings
        self.quiet = quiet
        self._to_move = 1 - p
        self.moves.append(move)
        self._history.append((bits[0], bits[1], kings, 1 - p))

    def undo(self) -> None:
        """Take back the last move."""
        black, white, kings, quiet = self._stack.pop()
        self.bits[0] = black
        self.bits[1] = white
        self.kings = kings
        self.quiet = quiet
        self._to_move = 1 - self._to_move
        self.moves.pop()
        self._history.pop()

    def copy(self) -> DraughtsState:
        """An independent copy with its history."""
        other = DraughtsState.__new__(DraughtsState)
        other.game = self.game
        other.geometry = self.geometry
        other.gen = self.gen
        other.bits = list(self.bits)
        other.kings = self.kings
        other._to_move = self._to_move
        other.quiet = self.quiet
        other.moves = list(self.moves)
        other._stack = list(self._stack)
        other._history = list(self._history)
        other._draw_plies = self._draw_plies
        other._repetitions = self._repetitions
        return other

    def move_events(self, move: Move) -> list[Event]:
        """PieceMoved, then PieceCaptured for each piece taken in order, then Promoted."""
        assert isinstance(move, DraughtsMove)
        p = self._to_move
        start = self.piece_at(move.start)
        kind = start[1] if start else Piece.MAN
        events: list[Event] = [PieceMoved(p, kind, move.path)]
        for loc in move.captured:
            taken = self.piece_at(loc)
            events.append(PieceCaptured(p, loc, taken[1] if taken else Piece.MAN))
        if move.promotes:
            events.append(Promoted(p, move.end, Piece.KING))
        return events

    # -- text -----------------------------------------------------------------------------

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The squares of a typed move ("11-15", "c3-d4", "c3 d4", "c3xe5xg7", "9x18x27").

        Raises:
            InvalidMoveError: the text is not a move in these forms.
        """
        return parse_move_text(text, self.geometry)

    def to_text(self) -> str:
        """The position as PDN FEN."""
        men = []
        kings = []
        for player in (0, 1):
            men.append(frozenset(self.geometry.locations(self.bits[player] & ~self.kings)))
            kings.append(frozenset(self.geometry.locations(self.bits[player] & self.kings)))
        placement = Placement((men[0], men[1]), (kings[0], kings[1]), self._to_move)
        return write_fen(placement, self.geometry)

    def match_parts(self, parts: Sequence[Location]) -> list[Move]:
        """Legal moves the parts describe; routes with the same result count as one.

        A king can take the same pieces by two routes and land on the same square; typed as
        start and end they are the same move to the player, so the first route is chosen.
        """
        found = super().match_parts(parts)
        if len(found) > 1:
            results = {(m.start, m.end, frozenset(m.captured))
                       for m in found if isinstance(m, DraughtsMove)}
            if len(results) == 1:
                return found[:1]
        return found

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why ``parts`` name no legal move, most specific reason first."""
        g = self.geometry
        for loc in parts:
            if not g.is_dark(loc):
                return Reason(ReasonCode.NOT_PLAYABLE, (loc,))
        start = parts[0]
        piece = self.piece_at(start)
        if piece is None:
            return Reason(ReasonCode.EMPTY, (start,))
        if piece[0] != self._to_move:
            return Reason(ReasonCode.OPPONENT_PIECE, (start,))
        legal = [m for m in self.legal_moves() if isinstance(m, DraughtsMove)]
        if legal and legal[0].captured:
            # A jump path that stops while the piece could jump on.
            longer = tuple(m for m in legal if len(m.path) > len(parts)
                           and m.path[:len(parts)] == parts)
            if len(parts) >= 2 and longer:
                return Reason(ReasonCode.CAPTURE_INCOMPLETE, parts, longer)
            # Capture is mandatory.
            return Reason(ReasonCode.CAPTURE_MANDATORY, parts, tuple(legal))
        target = parts[-1]
        if len(parts) >= 2 and self.piece_at(target) is not None:
            return Reason(ReasonCode.OCCUPIED, parts)
        own = tuple(m for m in legal if m.start == start)
        if not own:
            return Reason(ReasonCode.PIECE_HAS_NO_MOVES, parts)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)
