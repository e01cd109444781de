"""The draughts Game base, English checkers, and the in-place State on a padded bitboard.

Every variant of the family is a :class:`DraughtsGame` whose ``variant`` (see
:mod:`accessible_games.games.draughts.variants`) holds the rules as data. English checkers
(seed 003 "Draughts / Checkers"): 8x8 board, a1 dark, 12 men each on the dark squares of the
three nearest rows; Black (player 0) moves first; men step and jump diagonally forward; kings
step and jump one square in every diagonal direction; capture is mandatory with free choice
among captures; a multi-jump must be completed; crowning ends the move; the player to move
without a legal move loses. For play there are draw rules (``draw_moves``, ``repetitions``
and, for the FMJD games, ``endgame_rule``); perft is counted without them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from accessible_games.engine.events import Event, Piece, PieceCaptured, PieceMoved, Promoted
from accessible_games.engine.piece_reasons import path_start_reason
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    InvalidMoveError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Proven,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.draughts import endgame_table
from accessible_games.games.draughts.bitboard import Geometry
from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.games.draughts.movegen import MoveGenerator
from accessible_games.games.draughts.notation import (
    FEN_FORM,
    MOVE_FORMS,
    Placement,
    parse_fen,
    parse_move_text,
    parse_square,
    write_fen,
)
from accessible_games.games.draughts.rules import VariantGenerator
from accessible_games.games.draughts.variants import ENGLISH, Variant


class Generator(Protocol):
    """What the state needs of a move generator (short-king or variant-driven)."""

    def legal_moves(self, own: int, opp: int, kings: int, up: bool) -> list[DraughtsMove]: ...

    def count(self, own: int, opp: int, kings: int, up: bool) -> int: ...

    def has_moves(self, own: int, opp: int, kings: int, up: bool) -> bool: ...


_GENERATORS: dict[Variant, Generator] = {}


def generator_for(variant: Variant) -> Generator:
    """The shared move generator of a variant (English checkers keeps its own fast one)."""
    gen = _GENERATORS.get(variant)
    if gen is None:
        if variant.id == ENGLISH.id or variant == replace(ENGLISH, misere=variant.misere):
            gen = MoveGenerator(variant.geometry)
        else:
            gen = VariantGenerator(variant)
        _GENERATORS[variant] = gen
    return gen


MISERE_OPTION = Option("misere", False, doc="losing game (Schlagdame): whoever loses all pieces "
                       "or is blocked wins")
"""The misère switch every draughts game offers."""


class DraughtsGame(Game):
    """Base of every draughts game: the rules are ``variant``; options add draw rules."""

    family = "draughts"
    info = GameInfo(num_players=2)
    position_format = FEN_FORM
    move_format = MOVE_FORMS
    variant: Variant = ENGLISH
    """The rules as data (with ``misere`` set from the option)."""

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        base = self.base_variant()
        if self.options.get("misere", False) and not base.misere:
            base = replace(base, misere=True)
        self.variant = base

    @property
    def misere(self) -> bool:
        """True for the losing game (Schlagdame, or the option "Losing game"): whoever is left
        without pieces or moves wins."""
        return self.variant.misere

    def base_variant(self) -> Variant:
        """The variant before the misère option is applied (Schlagdame picks it by option)."""
        return type(self).variant

    def check_options(self) -> None:
        """Reject negative limits and a repetition count of 1."""
        self.require_counts("draw_moves")
        self.require_repetitions()

    @property
    def geometry(self) -> Geometry:
        """The board's bit layout."""
        return self.variant.geometry

    def new_state(self, rng: random.Random | None = None) -> DraughtsState:
        """The start position: men on the variant's rows, player 0 to move."""
        g = self.geometry
        v = self.variant
        rows = range(v.first_men_row, v.first_men_row + v.men_rows)
        first = sum(g.row_mask[r] for r in rows)
        second = sum(g.row_mask[g.size - 1 - r] for r in rows)
        return DraughtsState(self, first, second, 0, 0)

    def parse_position(self, text: str) -> DraughtsState:
        """A position from PDN FEN ("B:W21-32:B1-12", "W:W31-50:B1-20").

        Raises:
            InvalidPositionError: the text is malformed or the position impossible.
        """
        g = self.geometry
        placement = parse_fen(text, g, self.variant.men_per_side,
                              self.variant.first_colour.value[0].upper())
        bits = [0, 0]
        kings = 0
        for player in (0, 1):
            for loc in placement.men[player] | placement.kings[player]:
                bits[player] |= g.mask_of_loc[loc]
            for loc in placement.kings[player]:
                kings |= g.mask_of_loc[loc]
        return DraughtsState(self, bits[0], bits[1], kings, placement.to_move)


class CheckersGame(DraughtsGame):
    """English draughts / American checkers."""

    id = "checkers"
    aliases = ("english-draughts", "american-checkers", "englische-dame", "dame-englisch")
    option_specs = (
        Option("draw_moves", 40, doc="draw after this many moves per side without a capture "
               "or a man's move; 0 turns the rule off"),
        Option("repetitions", 3, doc="draw when a position occurs this often with the same "
               "side to move; 0 turns the rule off"),
        MISERE_OPTION,
    )
    variant = ENGLISH


class DraughtsState(State):
    """A draughts position with an undo stack.

    ``bits[p]`` holds player p's pieces and ``kings`` the kings of both sides, as padded
    bitboards (see :mod:`accessible_games.games.draughts.bitboard`). ``quiet`` counts the plies
    since the last capture or man's move, for the draw rule.
    """

    def __init__(self, game: DraughtsGame, black: int, white: int, kings: int, to_move: Player,
                 quiet: int = 0) -> None:
        self.game: DraughtsGame = game
        self.variant = game.variant
        self.geometry = game.geometry
        self.gen = generator_for(game.variant)
        self.bits = [black, white]
        self.kings = kings
        self._to_move = to_move
        self.quiet = quiet
        self.moves: list[Move] = []
        self.settled = 0
        """Plies since the material last changed (a capture or a crowning), for the FMJD
        endgame rule."""
        self._stack: list[tuple[int, int, int, int, int]] = []
        self._history: list[tuple[int, int, int, int]] = [self.key()]
        self._draw_plies = 2 * game.options.get("draw_moves", 0)
        self._repetitions = game.options.get("repetitions", 0)
        self._endgame_rule = bool(game.options.get("endgame_rule", False))

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

    def key(self) -> tuple[int, int, int, int]:
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

    def captures_for(self, player: Player) -> list[DraughtsMove]:
        """The captures ``player`` could make from this position if it were that side's turn,
        with the variant's capture rules (majority, flying kings); for the threats query."""
        moves = self.gen.legal_moves(self.bits[player], self.bits[1 - player], self.kings,
                                     player == 0)
        return [move for move in moves if move.captured]

    def _endgame_limit(self) -> int:
        """FMJD 6.3/6.4: plies allowed once one side has a lone king (0 = no limit).

        Three kings, two kings and a man, or a king and two men against a lone king: 16 moves
        each; two kings, a king and a man, or one king against a lone king: 5 moves each.
        """
        if not self.kings or (self.bits[0] | self.bits[1]).bit_count() > 5:
            return 0
        for lone in (0, 1):
            men, kings = self.counts(lone)
            if (men, kings) != (0, 1):
                continue
            other = self.counts(1 - lone)
            if other in ((0, 3), (1, 2), (2, 1)):
                return 32
            if other in ((0, 2), (1, 1), (0, 1)):
                return 10
        return 0

    def _draw_reached(self) -> EndReason | None:
        # Draw: too many plies without a capture or a man's move.
        if self._draw_plies and self.quiet >= self._draw_plies:
            return EndReason.MOVE_LIMIT
        if self._endgame_rule and self.settled:
            limit = self._endgame_limit()
            if limit and self.settled >= limit:
                return EndReason.MOVE_LIMIT
        # Draw: the same position for the same side to move, counted since the last
        # irreversible move (a capture or a man's move).
        if self._repetitions and self.quiet >= 4:
            current = self._history[-1]
            recent = self._history[-1 - self.quiet:]
            if recent.count(current) >= self._repetitions:
                return EndReason.REPETITION
        return None

    def proven(self) -> Proven | None:
        """English checkers with at most three pieces: the endgame table's value (built on the
        first call, see :mod:`~accessible_games.games.draughts.endgame_table`)."""
        black, white = self.bits
        if (black | white).bit_count() > endgame_table.MAX_PIECES or not black or not white:
            return None
        if self.variant is not ENGLISH:
            return None
        return endgame_table.shared(self.geometry).probe(black, white, self.kings,
                                                         self._to_move)

    def outcome(self) -> Outcome | None:
        """A loss for the player to move without a legal move (a win in the misère game);
        a draw by the draw rules."""
        p = self._to_move
        own = self.bits[p]
        # Misère (Schlagdame): the player who has lost all pieces or is blocked wins.
        winner = p if self.variant.misere else 1 - p
        if not own:
            return Outcome(frozenset({winner}), EndReason.NO_PIECES)
        if not self.gen.has_moves(own, self.bits[1 - p], self.kings, p == 0):
            return Outcome(frozenset({winner}), EndReason.NO_MOVES)
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
        self._stack.append((bits[0], bits[1], kings, self.quiet, self.settled))
        settled = self.settled + 1
        bits[p] ^= src ^ dst
        quiet = self.quiet + 1
        if move.captured:
            taken = 0
            for loc in move.captured:
                taken |= masks[loc]
            bits[1 - p] &= ~taken
            kings &= ~taken
            quiet = 0
            settled = 0
        if kings & src:
            kings ^= src ^ dst
        else:
            # A man's move is irreversible: it resets the draw count.
            quiet = 0
            if move.promotes:
                kings |= dst
                settled = 0
        self.kings = kings
        self.quiet = quiet
        self.settled = settled
        self._to_move = 1 - p
        self.moves.append(move)
        self._history.append((bits[0], bits[1], kings, 1 - p))

    def undo(self) -> None:
        """Take back the last move."""
        black, white, kings, quiet, settled = self._stack.pop()
        self.bits[0] = black
        self.bits[1] = white
        self.kings = kings
        self.quiet = quiet
        self.settled = settled
        self._to_move = 1 - self._to_move
        self.moves.pop()
        self._history.pop()

    def copy(self) -> DraughtsState:
        """An independent copy with its history."""
        other = DraughtsState.__new__(DraughtsState)
        other.game = self.game
        other.variant = self.variant
        other.geometry = self.geometry
        other.gen = self.gen
        other.bits = list(self.bits)
        other.kings = self.kings
        other._to_move = self._to_move
        other.quiet = self.quiet
        other.settled = self.settled
        other._endgame_rule = self._endgame_rule
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

    def parse_location(self, text: str) -> Location:
        """One square by name or number ("c3", "31"), for queries like "go 31"."""
        square = parse_square(text.strip().lower(), self.geometry)
        if square is None:
            raise InvalidMoveError(text, "one square by name or number, such as c3 or 31")
        return square

    def to_text(self) -> str:
        """The position as PDN FEN (squares as PDN numbers)."""
        return self.fen_text()

    def fen_text(self, algebraic_names: bool = False) -> str:
        """The position as PDN FEN, with algebraic square names when asked (the form of the
        PDN game types 25, 26 and 30)."""
        men = []
        kings = []
        for player in (0, 1):
            men.append(frozenset(self.geometry.locations(self.bits[player] & ~self.kings)))
            kings.append(frozenset(self.geometry.locations(self.bits[player] & self.kings)))
        placement = Placement((men[0], men[1]), (kings[0], kings[1]), self._to_move)
        return write_fen(placement, self.geometry, self.variant.first_colour.value[0].upper(),
                         algebraic_names)

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

    def _typed_jump(self, parts: tuple[Location, ...], kind: Piece) -> bool:
        """True when ``parts`` can only be meant as a capture: a path of several legs, or a
        leg longer than one square by a piece that steps one square (a man, a short king)."""
        if len(parts) >= 3:
            return True
        if len(parts) < 2 or (kind is Piece.KING and self.variant.flying_kings):
            return False
        size = self.geometry.size
        rows = abs(parts[1] // size - parts[0] // size)
        columns = abs(parts[1] % size - parts[0] % size)
        return max(rows, columns) >= 2

    def _steps_to(self, start: Location, target: Location) -> bool:
        """True when the piece on ``start`` alone on the board could step to ``target``: only
        then is the piece standing there the reason ("a1-h8" of a man, a man's step backward:
        the rule comes first, not who stands on the square)."""
        p = self._to_move
        mask = self.geometry.mask_of_loc[start]
        alone = self.gen.legal_moves(mask, 0, self.kings & mask, p == 0)
        return any(move.path[-1] == target for move in alone)

    def _capture_fits(self, parts: tuple[Location, ...]) -> bool:
        """True when some capture, also one that the majority rule forbids, goes the way
        ``parts`` name (its start, its end and the squares between in order)."""
        p = self._to_move
        free = generator_for(replace(self.variant, majority_capture=False))
        for move in free.legal_moves(self.bits[p], self.bits[1 - p], self.kings, p == 0):
            path = move.path
            if not move.captured or path[0] != parts[0] or path[-1] != parts[-1]:
                continue
            between = iter(path[1:-1])
            if all(any(square == passed for passed in between) for square in parts[1:-1]):
                return True
        return False

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why ``parts`` name no legal move, most specific reason first."""
        start = parts[0]
        piece = self.piece_at(start)
        reason = path_start_reason(parts, self.geometry.is_dark,
                                   None if piece is None else piece[0], self._to_move)
        if reason is not None:
            return reason
        assert piece is not None  # an empty start was refused above
        legal = [m for m in self.legal_moves() if isinstance(m, DraughtsMove)]
        own = tuple(m for m in legal if m.start == start)
        if len(parts) == 1 and own:
            # Only the start typed, of a piece that may move (also the one that must capture):
            # where it can go, not a refusal as if another piece had been named.
            return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)
        if legal and legal[0].captured:
            # A jump path that stops while the piece could jump on.
            longer = tuple(m for m in legal if len(m.path) > len(parts)
                           and m.path[:len(parts)] == parts)
            if len(parts) >= 2 and longer:
                return Reason(ReasonCode.CAPTURE_INCOMPLETE, parts, longer)
            if own and self._typed_jump(parts, piece[1]) and not self._capture_fits(parts):
                # A jump of the piece that must capture, along a way no capture goes
                # ("c3xe5xc7"): where this piece can go, not that capturing is compulsory.
                return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)
            most = len(legal[0].captured)
            if self.variant.majority_capture and most > 1:
                # Majority rule: only the captures that take the most pieces are legal.
                return Reason(ReasonCode.MUST_TAKE_MOST, parts, tuple(legal), most)
            # Capture is mandatory.
            return Reason(ReasonCode.CAPTURE_MANDATORY, parts, tuple(legal))
        target = parts[-1]
        if len(parts) == 2 and self.piece_at(target) is not None and self._steps_to(*parts):
            return Reason(ReasonCode.OCCUPIED, parts, own)
        if not own:
            return Reason(ReasonCode.PIECE_HAS_NO_MOVES, parts)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)
