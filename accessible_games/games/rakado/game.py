"""Rakado (seed 000): the dice game on the 16 x 16 Halma board, for two players or two parties.

A turn starts with a chance turn: the die is rolled (six faces, 1/6 each). The player then
moves one piece exactly the roll straight forward, or captures at exactly the roll straight
forward, diagonally forward or sideways. No piece may be jumped; a piece whose way is blocked
cannot evade. A capture is compulsory; with the ``huffing`` option a player may ignore it and
loses a piece that could have captured. A 6 rolls again. Pieces must land exactly on the far row
and are safe there for good. The game ends when nobody can move any more (or, with
``end=stuck``, as soon as the player to roll cannot move with any number); the side with more
pieces home wins. Every decision against the seed is in docs/rules/rakado.en.md.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from accessible_games.engine.events import (
    ChanceRolled,
    Event,
    ExtraTurn,
    Passed,
    Piece,
    PieceCaptured,
    PieceMoved,
)
from accessible_games.engine.piece_reasons import piece_reason
from accessible_games.engine.state import Game
from accessible_games.engine.typed import SquareStepTyped
from accessible_games.engine.types import (
    CHANCE,
    EndReason,
    GameInfo,
    InvalidOptionError,
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
from accessible_games.games.rakado.board import (
    EMPTY,
    HALMA,
    MAX_ROLL,
    POSITION_FORMAT,
    RAYS,
    Direction,
    Geometry,
    format_board,
    parse_board,
    start_board,
)
from accessible_games.games.rakado.policy import rule_move
from accessible_games.games.rakado.rules import (
    Blockage,
    RakadoMove,
    blockage,
    piece_moves,
    piece_reach,
)
from accessible_games.games.rakado.star import STAR, STAR3

PIECE = Piece.MAN
"""Rakado pieces are plain men."""

FACES: tuple[int, ...] = tuple(range(1, MAX_ROLL + 1))
"""The die's faces."""

@dataclass(frozen=True, slots=True)
class RakadoRoll(Move):
    """The die shows ``face`` (a chance move)."""

    face: int
    """1 to 6."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """Nothing a player selects."""
        return ()

    @property
    def notation(self) -> str:
        """"roll 4"."""
        return f"roll {self.face}"


@dataclass(frozen=True, slots=True)
class Huffed(Event):
    """``player`` ignored a compulsory capture and lost the piece on ``location``."""

    player: Player
    location: Location


@dataclass(frozen=True, slots=True)
class SeatSkipped(Event):
    """``player`` cannot move with any number and is skipped without rolling."""

    player: Player


FIRST_CHOICES: tuple[str, ...] = ("south", "north", "random")
END_CHOICES: tuple[str, ...] = ("all", "stuck")
BOARD_CHOICES: tuple[str, ...] = ("halma", "star")
PLAYER_CHOICES: tuple[int, ...] = (2, 3)

OPTIONS: tuple[Option, ...] = (
    Option("huffing", False, (),
           "The seed's huffing: a capture may be ignored, and a piece that could have captured "
           "is lost; off: captures are compulsory moves."),
    Option("first", "south", FIRST_CHOICES,
           "Who rolls first: south, north, or random (the seed's roll-off, drawn)."),
    Option("end", "all", END_CHOICES,
           "all: the game ends when nobody can move any more; stuck: as soon as the player to "
           "roll cannot move with any number (the seed's alternative)."),
    Option("board", "halma", BOARD_CHOICES,
           "halma: the 16 x 16 board; star: the Sternhalma star, moving along the two lines "
           "forward and capturing only by landing."),
    Option("players", 2, PLAYER_CHOICES,
           "On the star board: 2 players with 15 pieces each, or 3 with 10 each, each to the "
           "empty corner opposite."),
)


class RakadoGame(Game):
    """Rakado for two players, 16 pieces each."""

    id: ClassVar[str] = "rakado"
    family = "rakado"
    aliases: ClassVar[tuple[str, ...]] = ("Racado",)
    info = GameInfo(num_players=2, has_chance=True)
    option_specs = OPTIONS
    position_format = POSITION_FORMAT
    move_format = "start and target square like a1-a5, a1a5 or c3xe5"

    @property
    def geometry(self) -> Geometry:
        """The board the options name."""
        if self.options["board"] == "halma":
            return HALMA
        return STAR3 if self.options["players"] == 3 else STAR

    def check_options(self) -> None:
        """The star board is for two or three players; the Halma board's are fixed.

        Raises:
            InvalidOptionError: the star in the game for four, or three players on the Halma
                board.
        """
        if self.options["board"] == "star" and type(self).info.num_players != 2:
            raise InvalidOptionError("board", "star", ("halma",))
        if self.options["players"] != 2 and self.options["board"] != "star":
            raise InvalidOptionError("players", str(self.options["players"]), (2,))

    def make_info(self) -> GameInfo:
        """Three players on the star board; else the class's info."""
        if self.options["board"] == "star" and self.options["players"] == 3:
            return GameInfo(num_players=3, has_chance=True)
        return type(self).info

    def new_state(self, rng: random.Random | None = None) -> RakadoState:
        """The start: full base lines (or start fields); the first seat as ``first`` says."""
        first = self.options["first"]
        seat = 0
        if first == "north":
            seat = 1
        elif first == "random" and rng is not None:
            seat = 0 if rng.random() < 0.5 else 1
            if self.num_players == 3:
                seat = rng.randrange(3)
        geometry = self.geometry
        if geometry is HALMA:
            board = start_board(self.num_players)
        else:
            board = [EMPTY] * (geometry.size * geometry.size)
            for side, squares in enumerate(geometry.starts):
                for square in squares:
                    board[square] = side
        return RakadoState(self, board, seat, 0)

    def parse_position(self, text: str) -> RakadoState:
        """A position from its text (see :data:`POSITION_FORMAT`).

        Raises:
            InvalidPositionError: malformed, or a rolled seat without a move.
        """
        board, seat, roll = parse_board(text, self.num_players, self.geometry)
        state = RakadoState(self, board, seat, roll)
        if roll and not state.legal_moves():
            raise InvalidPositionError(text, "the roll gives no move, so the turn has passed",
                                       POSITION_FORMAT)
        return state


class RakadoTeamsGame(RakadoGame):
    """Rakado for four players in two parties of two, 8 pieces each.

    A class of its own because ``Game.info`` cannot yet depend on the options.
    """

    id = "rakado-teams"
    aliases: ClassVar[tuple[str, ...]] = ("Rakado zu viert", "Rakado four", "Racado teams")
    info = GameInfo(num_players=4, has_chance=True, teams=((0, 2), (1, 3)))
    option_specs = (*OPTIONS[:3],
                    Option("board", "halma", ("halma",), "The four play on the Halma board."),
                    Option("players", 2, (2,), "Four players in two parties (fixed)."))
    """The two-player game's options; the board and the number of players are fixed (a
    single choice each, which ``list`` leaves out)."""


RAKADO_GAMES: tuple[type[RakadoGame], ...] = (RakadoGame, RakadoTeamsGame)
"""Both Rakado games, in menu order."""


class RakadoState(SquareStepTyped):
    """A Rakado position: the board, the seat to act, the roll (0 before rolling), undo stack."""

    game: RakadoGame

    def __init__(self, game: RakadoGame, board: list[int], seat: Player, roll: int,
                 moves: list[Move] | None = None) -> None:
        self.game = game
        self.board = board
        self.seat = seat
        self.roll = roll
        self.moves = list(moves) if moves else []
        self._stack: list[tuple[list[tuple[int, int]], Player, int, bool]] = []
        self.ended = roll == 0 and self._game_over_at(seat)
        self._legal: list[Move] | None = None

    # -- rules helpers ---------------------------------------------------------------------------

    @property
    def players(self) -> int:
        """How many seats play."""
        return self.game.num_players

    @property
    def geometry(self) -> Geometry:
        """The board played on."""
        return self.game.geometry

    def is_home(self, square: Location) -> bool:
        """True when the piece on ``square`` is home (safe, never moves again)."""
        value = self.board[square]
        geometry = self.game.geometry
        return value != EMPTY and square in geometry.homes[geometry.side(value)]

    def pieces(self, seat: Player) -> list[Location]:
        """The squares of ``seat``'s pieces, a1 first."""
        return [square for square, value in enumerate(self.board) if value == seat]

    def home_count(self, seat: Player) -> int:
        """How many of ``seat``'s pieces are home."""
        board = self.board
        geometry = self.game.geometry
        return sum(1 for s in geometry.homes[geometry.side(seat)] if board[s] == seat)

    def moves_for(self, seat: Player, roll: int) -> tuple[list[RakadoMove], list[RakadoMove]]:
        """(captures, plain moves) of ``seat``'s pieces for ``roll``, ignoring compulsion."""
        captures: list[RakadoMove] = []
        plains: list[RakadoMove] = []
        geometry = self.game.geometry
        for square in self.pieces(seat):
            for move in piece_moves(self.board, square, roll, geometry):
                (captures if move.capture else plains).append(move)
        return captures, plains

    def can_move(self, seat: Player) -> bool:
        """True when ``seat`` has a move for at least one face of the die."""
        board = self.board
        geometry = self.game.geometry
        return any(piece_reach(board, square, geometry) for square in self.pieces(seat))

    def _game_over_at(self, seat: Player) -> bool:
        """Whether the game ends now that ``seat`` is to roll (per the ``end`` option)."""
        if self.game.options["end"] == "stuck":
            return not self.can_move(seat)
        return not any(self.can_move(s) for s in range(self.players))

    def _next_seat(self, seat: Player, again: bool) -> tuple[Player, bool]:
        """The seat to roll after ``seat``'s turn and whether the game is over; with ``again``
        (a 6) the same seat rolls again. Seats that cannot move with any number are skipped."""
        first = seat if again else (seat + 1) % self.players
        if self.game.options["end"] == "stuck":
            return first, not self.can_move(first)
        for offset in range(self.players):
            candidate = (first + offset) % self.players
            if self.can_move(candidate):
                return candidate, False
        return first, True

    def skipped_seats(self, seat: Player, again: bool) -> list[Player]:
        """The seats skipped between ``seat``'s turn and the next roll (for the events)."""
        if self.ended or self.game.options["end"] == "stuck":
            return []
        first = seat if again else (seat + 1) % self.players
        skipped = []
        candidate = first
        while candidate != self.seat:
            skipped.append(candidate)
            candidate = (candidate + 1) % self.players
        return skipped

    def blockage(self, square: Location) -> Blockage | None:
        """Why the piece on ``square`` cannot move with the current roll (None when it can)."""
        return blockage(self.board, square, self.roll, self.game.geometry)

    def compulsory_captures(self) -> list[RakadoMove]:
        """The captures the player to move has with the current roll."""
        if self.turn_kind is not TurnKind.PLAYER:
            return []
        return [m for m in self.legal_moves() if isinstance(m, RakadoMove) and m.capture]

    # -- the State contract ---------------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """CHANCE before the roll, PLAYER after it, TERMINAL when nobody (or, with end=stuck,
        the player to roll) can move any more."""
        if self.ended:
            return TurnKind.TERMINAL
        return TurnKind.PLAYER if self.roll else TurnKind.CHANCE

    @property
    def to_move(self) -> Player:
        """The seat to move; CHANCE while the die is to be rolled."""
        return self.seat if self.roll else CHANCE

    @property
    def seat_in_turn(self) -> Player:
        """The seat to move or to roll."""
        return self.seat

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """The six faces at 1/6 each before a roll; else empty."""
        if self.turn_kind is not TurnKind.CHANCE:
            return []
        return [(RakadoRoll(face), 1 / MAX_ROLL) for face in FACES]

    def playout_move(self, rng: random.Random) -> Move | None:
        """The rule of thumb's move after a roll (:mod:`.policy`, the beginner's rules), a
        rolled face before it; None at the end."""
        if self.turn_kind is TurnKind.CHANCE:
            return RakadoRoll(rng.randint(1, MAX_ROLL))
        return rule_move(self, rng)

    def legal_moves(self) -> list[Move]:
        """The moves for the roll: captures only when there is one (without huffing), by start
        square, then direction; empty before the roll and at the end."""
        if self.turn_kind is not TurnKind.PLAYER:
            return []
        if self._legal is None:
            self._legal = list(self._moves_for_roll(self.roll))
        return list(self._legal)

    def _moves_for_roll(self, roll: int) -> list[RakadoMove]:
        captures, plains = self.moves_for(self.seat, roll)
        if not captures:
            return plains
        if not self.game.options["huffing"]:
            return captures
        able = {m.start for m in captures}
        # The lost piece: the moved one if it could have captured, else the most advanced piece
        # that could have (lowest square on ties).
        geometry = self.game.geometry
        rows = geometry.progress[geometry.side(self.seat)]
        others = sorted(able, key=lambda s: (-rows[s], s))
        huffed = [m if m.start not in able else
                  RakadoMove(m.start, m.end, m.direction, False, m.end, m.size) for m in plains]
        huffed = [m if m.huffed is not None else
                  RakadoMove(m.start, m.end, m.direction, False, others[0], m.size)
                  for m in huffed]
        moves = captures + huffed
        moves.sort(key=lambda m: (m.start, list(Direction).index(m.direction)))
        return moves

    def apply(self, move: Move) -> None:
        """Roll the die, or make a move, in place; then pass the turn on (a 6 rolls again)."""
        changes: list[tuple[int, int]] = []
        self._stack.append((changes, self.seat, self.roll, self.ended))
        self.moves.append(move)
        self._legal = None
        if isinstance(move, RakadoRoll):
            self.roll = move.face
            if self.legal_moves():
                return
            self._legal = None
        else:
            assert isinstance(move, RakadoMove)
            board = self.board
            changes.append((move.start, board[move.start]))
            changes.append((move.end, board[move.end]))
            board[move.end] = board[move.start]
            board[move.start] = EMPTY
            if move.huffed is not None:
                changes.append((move.huffed, board[move.huffed]))
                board[move.huffed] = EMPTY
        again = self.roll == MAX_ROLL
        self.seat, self.ended = self._next_seat(self.seat, again)
        self.roll = 0

    def undo(self) -> None:
        """Take back the last roll or move."""
        changes, self.seat, self.roll, self.ended = self._stack.pop()
        for square, value in reversed(changes):
            self.board[square] = value
        self.moves.pop()
        self._legal = None

    def outcome(self) -> Outcome | None:
        """The side with most pieces home wins (with three players, every player sharing the
        most); a draw when all sides have as many; None while playing.

        Scores are the pieces home per seat.
        """
        if not self.ended:
            return None
        scores = tuple(self.home_count(seat) for seat in range(self.players))
        sides = self.game.geometry.sides
        totals = [sum(scores[side::sides]) for side in range(sides)]
        reason = EndReason.NO_MOVES if self.game.options["end"] == "stuck" else \
            EndReason.BOARD_FULL
        best = max(totals)
        if all(total == best for total in totals):
            return Outcome(frozenset(), reason, scores)
        winners = frozenset(seat for seat in range(self.players) if totals[seat % sides] == best)
        return Outcome(winners, reason, scores)

    def ends_turn(self, events: Sequence[Event]) -> bool:
        """A move after which the seats between were skipped (no piece of theirs can move)
        ends its player's turn, though the same player rolls next; a 6's roll again does
        not."""
        return any(isinstance(e, SeatSkipped) for e in events) and not any(
            isinstance(e, ExtraTurn) for e in events)

    def key(self) -> Hashable:
        """(board, seat, roll)."""
        return (tuple(self.board), self.seat, self.roll)

    def copy(self) -> RakadoState:
        """An independent copy with history and undo stack."""
        other = RakadoState.__new__(RakadoState)
        other.game = self.game
        other.board = list(self.board)
        other.seat, other.roll, other.ended = self.seat, self.roll, self.ended
        other.moves = list(self.moves)
        other._stack = [(list(c), s, r, e) for c, s, r, e in self._stack]
        other._legal = None
        return other

    def move_events(self, move: Move) -> list[Event]:
        """A roll: ChanceRolled (and Passed when no piece can move). A move: PieceMoved, then
        PieceCaptured and Huffed as they happen."""
        seat = self.seat
        if isinstance(move, RakadoRoll):
            events: list[Event] = [ChanceRolled(seat, move.face)]
            if not self.moves_for(seat, move.face)[0] and not self.moves_for(seat, move.face)[1]:
                events.append(Passed(seat))
            return events
        assert isinstance(move, RakadoMove)
        events = [PieceMoved(seat, PIECE, (move.start, move.end))]
        if move.capture:
            events.append(PieceCaptured(seat, move.end, PIECE))
        if move.huffed is not None:
            events.append(Huffed(seat, move.huffed))
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """A 6 lets the same seat roll again (ExtraTurn); seats unable to move are skipped."""
        if not self._stack or self.ended:
            return []
        _, seat, roll, _ = self._stack[-1]
        last = self.moves[-1]
        if isinstance(last, RakadoRoll) and self.roll:
            return []  # rolled and to move: the turn goes on
        face = last.face if isinstance(last, RakadoRoll) else roll
        again = face == MAX_ROLL
        events: list[Event] = [SeatSkipped(s) for s in self.skipped_seats(seat, again)]
        if again and self.seat == seat:
            events.append(ExtraTurn(seat))
        return events

    @property
    def typed_size(self) -> int:
        """Squares per side of the board."""
        return self.game.geometry.size

    def move_expectation(self) -> str:
        """The English description of typed moves for error messages."""
        return "a start and a target square such as a1-a5 or c3xe5"

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why the named start and target are not a legal move: not rolled yet, not the
        mover's piece, a compulsory capture elsewhere, a blocked piece, a wrong target."""
        if self.turn_kind is TurnKind.CHANCE or not parts:
            return Reason(ReasonCode.NOT_YOUR_TURN)
        start = parts[0]
        own = tuple(self.moves_from(start))
        owner = self.board[start]
        reason = piece_reason(parts, None if owner == EMPTY else owner, self.seat, own)
        captures = tuple(self.compulsory_captures())
        forced = captures and not self.game.options["huffing"]
        if reason is not None and reason.code is ReasonCode.PIECE_HAS_NO_MOVES and forced:
            if any(m.start == start for m in self.moves_for(self.seat, self.roll)[1]):
                return Reason(ReasonCode.CAPTURE_MANDATORY, parts, captures, self.roll)
        if reason is not None:
            return reason
        end = parts[-1]
        if forced and any(m.start == start and m.end == end
                          for m in self.moves_for(self.seat, self.roll)[1]):
            return Reason(ReasonCode.CAPTURE_MANDATORY, parts, captures, self.roll)
        target = self.board[end]
        side = self.game.geometry.side
        if target != EMPTY and side(target) == side(self.seat):
            return Reason(ReasonCode.OCCUPIED, (start, end), own)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, (start, end), own)

    def to_text(self) -> str:
        """The position text."""
        return format_board(self.board, self.seat, self.roll, self.game.geometry)


__all__ = ["CHANCE", "RAKADO_GAMES", "Blockage", "Huffed", "RakadoGame", "RakadoMove",
           "RakadoRoll", "RakadoState", "RakadoTeamsGame", "SeatSkipped", "RAYS"]
