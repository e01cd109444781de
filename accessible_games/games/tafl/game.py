"""Tablut: the Muscovites (attackers) try to capture the Swedish king, the Swedes try to bring him
to the edge (or a corner).

Rules (docs/rules/tablut.en.md; RULES-RESEARCH §9 and the seed text): every piece moves like a
chess rook; nobody may stop on the throne e5 once the king has left it, but pieces may pass over
the empty throne (option ``pass_throne``); a man between two enemies in a line after an enemy
move is captured (custodial capture), an empty throne counts as an enemy (option
``hostile_throne``); the king is captured as the option ``king_capture`` says; a player without
a legal move loses; a position reached for the third time ends the game (option ``repetition``),
and so do ``quiet_limit`` plies without a capture (a draw).
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable
from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.events import Event, Piece, PieceCaptured, PieceMoved
from accessible_games.engine.grid import algebraic
from accessible_games.engine.paths import FromToMove
from accessible_games.engine.piece_reasons import piece_reason
from accessible_games.engine.state import Game
from accessible_games.engine.typed import SquareStepTyped
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.tafl.board import (
    ATTACKER,
    ATTACKERS,
    CORNERS,
    DEFENDER,
    DEFENDERS,
    EMPTY,
    KING,
    NEIGHBOURS,
    OWNER,
    POSITION_EXPECTED,
    RAYS,
    SIZE,
    THRONE,
    Escape,
    KingCapture,
    Repetition,
    Rules,
    format_position,
    parse_position_text,
    start_cells,
)

KING_CAPTURED = EndReason.NO_PIECES
"""End reason recorded when the king is captured (the engine has no tafl-specific reason; the
Tablut catalog words ``tablut.end.no_pieces`` as "the king was captured")."""
KING_ESCAPED = EndReason.MAJORITY
"""End reason recorded when the king escapes (worded ``tablut.end.majority`` in the catalog)."""

_MOVE_TEXT = re.compile(
    # Captured squares after "x" are read for their form only: the move is found by its start
    # and end. No "x" between the two ("d1xd4"), then.
    r"^\s*([a-z][0-9]{1,2})\s*(?:[-:]|\s)?\s*([a-z][0-9]{1,2})\s*((?:x\s*[a-z][0-9]{1,2}\s*)*)$"
)


@dataclass(frozen=True, slots=True)
class TablutMove(FromToMove):
    """A rook move from ``start`` to ``end`` with the squares of the pieces it captures."""

    captures: tuple[Location, ...] = ()
    """Squares of the enemy pieces taken by this move (the king's square included)."""
    king: bool = False
    """True when the moving piece is the king."""
    escapes: bool = False
    """True when the king arrives on an escape square and wins."""

    @property
    def notation(self) -> str:
        """"e1-e4", with captured squares appended: "e1-e4xd4xf4"."""
        text = f"{algebraic(self.start, SIZE)}-{algebraic(self.end, SIZE)}"
        return text + "".join(f"x{algebraic(c, SIZE)}" for c in self.captures)


class Obstacle(Enum):
    """Why a piece cannot go from one square to another (for the "why not" sentences)."""

    NOT_STRAIGHT = "not_straight"
    """The squares are not on one rank or file."""
    BLOCKED = "blocked"
    """A piece stands between them."""
    THRONE = "throne"
    """The target is the throne, where no piece may stop."""
    THRONE_IN_WAY = "throne_in_way"
    """The path crosses the throne, and passing it is not allowed."""
    CORNER = "corner"
    """The target is a corner, which only the king may enter."""
    NONE = "none"
    """Nothing is in the way (the reason is elsewhere)."""


class TablutGame(Game):
    """Tablut on 9x9 with the rule options of RULES-RESEARCH D9.2 and the seed's variants."""

    id = "tablut"
    family = "tafl"
    aliases = ("Tablut", "Tafl", "Lapland", "Lappland")
    info = GameInfo(num_players=2)
    option_specs = (
        Option("king_capture", "four", tuple(k.value for k in KingCapture),
               "four: king surrounded on four sides (three and the throne beside it); "
               "throne: four on or three beside the throne, two elsewhere; two: like any piece."),
        Option("escape", "edge", tuple(e.value for e in Escape),
               "Where the king escapes: any edge square, or only the four corners."),
        Option("king_armed", False, (True, False),
               "Whether the king takes part in captures (the seed says he does not)."),
        Option("pass_throne", True, (True, False),
               "Whether pieces may pass over the empty throne."),
        Option("hostile_throne", True, (True, False),
               "Whether the empty throne counts as an enemy for captures."),
        Option("repetition", "draw", tuple(r.value for r in Repetition),
               "A position reached for the third time: draw, or loss for the player repeating."),
        Option("quiet_limit", 100, (),
               "Plies without a capture that end the game in a draw; 0 turns the limit off."),
    )
    position_format = POSITION_EXPECTED
    move_format = "start and target square like d1-d4 or d1d4"

    @property
    def rules(self) -> Rules:
        """The options as a :class:`Rules` value."""
        o = self.options
        return Rules(KingCapture(o["king_capture"]), Escape(o["escape"]), bool(o["king_armed"]),
                     bool(o["pass_throne"]), bool(o["hostile_throne"]),
                     Repetition(o["repetition"]), int(o["quiet_limit"]))

    def new_state(self, rng: random.Random | None = None) -> TablutState:
        """The start position; the attackers move first."""
        return TablutState(self, start_cells(), ATTACKERS, 0)

    def parse_position(self, text: str) -> TablutState:
        """A position from its text (see :mod:`accessible_games.games.tafl.board`).

        Raises:
            InvalidPositionError: the text is malformed.
        """
        cells, to_move, quiet = parse_position_text(text)
        return TablutState(self, cells, to_move, quiet)


class TablutState(SquareStepTyped):
    """A Tablut position: 81 cells, the side to move, the quiet-ply count, repetition counts."""

    game: TablutGame
    typed_pattern = _MOVE_TEXT
    typed_size = SIZE

    def __init__(self, game: TablutGame, cells: list[int], to_move: Player, quiet: int) -> None:
        self.game = game
        self.rules: Rules = game.rules
        self.cells = list(cells)
        self._to_move = to_move
        self.quiet = quiet
        self.moves: list[Move] = []
        self._stack: list[tuple[TablutMove, int, tuple[int, ...], int, Outcome | None]] = []
        self.seen: dict[bytes, int] = {self._key(): 1}
        self._result: Outcome | None = None
        if not self._has_move(to_move):
            self._result = Outcome(frozenset({1 - to_move}), EndReason.NO_MOVES)

    # -- geometry helpers -------------------------------------------------------------------

    def _key(self) -> bytes:
        return bytes(self.cells) + bytes((self._to_move,))

    def owner(self, square: Location) -> Player | None:
        """The player whose piece stands on ``square``, or None."""
        return OWNER[self.cells[square]]

    def king_square(self) -> Location:
        """Where the king stands."""
        return self.cells.index(KING)

    def counts(self) -> tuple[int, int]:
        """(attackers, defenders without the king) on the board."""
        return self.cells.count(ATTACKER), self.cells.count(DEFENDER)

    def _may_stop(self, square: Location, king: bool) -> bool:
        """Nobody stops on the throne; only the king enters a corner in the corner variant."""
        if square == THRONE:
            return False
        return king or self.rules.escape is Escape.EDGE or square not in CORNERS

    # -- captures ---------------------------------------------------------------------------

    def _hostile(self, square: Location, victim: int, mover: Player) -> bool:
        """True when ``square`` closes a custodial capture of ``victim`` for ``mover``."""
        rules = self.rules
        cell = self.cells[square]
        if cell == EMPTY:
            if square == THRONE:
                return rules.hostile_throne
            return rules.escape is Escape.CORNER and square in CORNERS
        if cell == KING:
            if mover == DEFENDERS:
                return rules.king_armed
            # Walker: a defender beside a king held on three sides of the throne can be taken
            # against the king.
            if square == THRONE and victim == DEFENDER and rules.hostile_throne:
                attackers = sum(1 for n in NEIGHBOURS[THRONE]
                                if n is not None and self.cells[n] == ATTACKER)
                return attackers == 3
            return False
        return OWNER[cell] == mover

    def _king_taken(self, king: Location, direction: int) -> bool:
        """Whether the king on ``king`` is captured by an attacker arriving from ``direction``."""
        mode = self.rules.king_capture
        cells = self.cells
        near_throne = king == THRONE or THRONE in NEIGHBOURS[king]
        if mode is KingCapture.FOUR or (mode is KingCapture.THRONE and near_throne):
            # Four attackers, or three and the empty throne beside him; never on the edge.
            for n in NEIGHBOURS[king]:
                if n is None:
                    return False
                if not (cells[n] == ATTACKER or (n == THRONE and cells[n] == EMPTY)):
                    return False
            return True
        # Custodial, like a man: the square opposite the arriving attacker closes the line.
        opposite = NEIGHBOURS[king][direction]
        if opposite is None:
            return False
        return cells[opposite] == ATTACKER or (opposite == THRONE and cells[opposite] == EMPTY)

    def _captures_after(self, end: Location, mover: Player, piece: int) -> tuple[Location, ...]:
        """Squares captured by ``mover``'s ``piece`` that has just arrived on ``end``."""
        if piece == KING and not self.rules.king_armed:
            return ()
        cells = self.cells
        enemy_man = DEFENDER if mover == ATTACKERS else ATTACKER
        found = []
        for direction, n in enumerate(NEIGHBOURS[end]):
            if n is None:
                continue
            victim = cells[n]
            if victim == enemy_man:
                beyond = NEIGHBOURS[n][direction]
                if beyond is not None and self._hostile(beyond, victim, mover):
                    found.append(n)
            elif victim == KING and mover == ATTACKERS and self._king_taken(n, direction):
                found.append(n)
        return tuple(sorted(found))

    # -- move generation --------------------------------------------------------------------

    def moves_for(self, player: Player) -> list[TablutMove]:
        """Every move ``player`` could make here, by start square then direction and distance."""
        cells = self.cells
        rules = self.rules
        result: list[TablutMove] = []
        for start in range(SIZE * SIZE):
            piece = cells[start]
            if piece == EMPTY or OWNER[piece] != player:
                continue
            king = piece == KING
            cells[start] = EMPTY
            for ray in RAYS[start]:
                for square in ray:
                    if cells[square] != EMPTY:
                        break
                    if square == THRONE:
                        if not rules.pass_throne:
                            break
                        continue
                    if not self._may_stop(square, king):
                        continue
                    cells[square] = piece
                    captures = self._captures_after(square, player, piece)
                    cells[square] = EMPTY
                    escapes = king and rules.escape_square(square)
                    result.append(TablutMove(start, square, captures, king, escapes))
            cells[start] = piece
        return result

    def _has_move(self, player: Player) -> bool:
        """Whether ``player`` has any legal move (quick neighbour test first)."""
        cells = self.cells
        for square in range(SIZE * SIZE):
            piece = cells[square]
            if piece == EMPTY or OWNER[piece] != player:
                continue
            for n in NEIGHBOURS[square]:
                if n is not None and cells[n] == EMPTY and self._may_stop(n, piece == KING):
                    return True
        return bool(self.moves_for(player))

    def escape_routes(self) -> list[Location]:
        """Escape squares the king could reach with his next move, whoever is to move."""
        return sorted({m.end for m in self.moves_for(DEFENDERS) if m.escapes})

    def threatened(self, player: Player) -> list[Location]:
        """``player``'s pieces the opponent could capture with the opponent's next move."""
        return sorted({c for m in self.moves_for(1 - player) for c in m.captures})

    def obstacle(self, start: Location, end: Location) -> tuple[Obstacle, Location | None]:
        """What keeps the piece on ``start`` from going to ``end`` (and the square in the way)."""
        for ray in RAYS[start]:
            if end not in ray:
                continue
            for square in ray:
                if square == end:
                    break
                if self.cells[square] != EMPTY:
                    return Obstacle.BLOCKED, square
                if square == THRONE and not self.rules.pass_throne:
                    return Obstacle.THRONE_IN_WAY, square
            if end == THRONE:
                return Obstacle.THRONE, end
            if not self._may_stop(end, self.cells[start] == KING):
                return Obstacle.CORNER, end
            return Obstacle.NONE, None
        return Obstacle.NOT_STRAIGHT, None

    # -- the State contract -----------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while the game runs, else TERMINAL."""
        return TurnKind.PLAYER if self._result is None else TurnKind.TERMINAL

    @property
    def to_move(self) -> Player:
        """0 for the attackers, 1 for the defenders."""
        return self._to_move

    def legal_moves(self) -> list[Move]:
        """Every legal move; empty when the game is over."""
        if self._result is not None:
            return []
        return list(self.moves_for(self._to_move))

    def apply(self, move: Move) -> None:
        """Move the piece, remove the captured pieces, and decide whether the game ended."""
        assert isinstance(move, TablutMove)
        cells = self.cells
        mover = self._to_move
        taken = tuple(cells[c] for c in move.captures)
        self._stack.append((move, cells[move.start], taken, self.quiet, self._result))
        cells[move.end] = cells[move.start]
        cells[move.start] = EMPTY
        for square in move.captures:
            cells[square] = EMPTY
        self.quiet = 0 if move.captures else self.quiet + 1
        self._to_move = 1 - mover
        key = self._key()
        self.seen[key] = self.seen.get(key, 0) + 1
        self.moves.append(move)
        self._result = self._judge(move, taken, mover, self.seen[key])

    def _judge(self, move: TablutMove, taken: tuple[int, ...], mover: Player,
               times: int) -> Outcome | None:
        """The end conditions in order: king captured or escaped, repetition, quiet plies,
        no move for the next player."""
        if KING in taken:
            return Outcome(frozenset({ATTACKERS}), KING_CAPTURED)
        if move.escapes:
            return Outcome(frozenset({DEFENDERS}), KING_ESCAPED)
        if times >= 3:
            if self.rules.repetition is Repetition.LOSS:
                return Outcome(frozenset({1 - mover}), EndReason.REPETITION)
            return Outcome(frozenset(), EndReason.REPETITION)
        if self.rules.quiet_limit and self.quiet >= self.rules.quiet_limit:
            return Outcome(frozenset(), EndReason.MOVE_LIMIT)
        if not self._has_move(1 - mover):
            return Outcome(frozenset({mover}), EndReason.NO_MOVES)
        return None

    def undo(self) -> None:
        """Take back the last move."""
        move, piece, taken, self.quiet, self._result = self._stack.pop()
        key = self._key()
        self.seen[key] -= 1
        if not self.seen[key]:
            del self.seen[key]
        cells = self.cells
        cells[move.start] = piece
        cells[move.end] = EMPTY
        for square, value in zip(move.captures, taken):
            cells[square] = value
        self._to_move = 1 - self._to_move
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """The result, or None while the game runs."""
        return self._result

    def key(self) -> Hashable:
        """The 81 cells and the side to move, as bytes."""
        return self._key()

    def copy(self) -> TablutState:
        """An independent copy with history, repetition counts and undo stack."""
        other = TablutState.__new__(TablutState)
        other.game = self.game
        other.rules = self.rules
        other.cells = list(self.cells)
        other._to_move = self._to_move
        other.quiet = self.quiet
        other.moves = list(self.moves)
        other._stack = list(self._stack)
        other.seen = dict(self.seen)
        other._result = self._result
        return other

    def move_events(self, move: Move) -> list[Event]:
        """PieceMoved, then one PieceCaptured per captured piece."""
        assert isinstance(move, TablutMove)
        player = self._to_move
        piece = Piece.KING if move.king else Piece.MAN
        events: list[Event] = [PieceMoved(player, piece, (move.start, move.end))]
        for square in move.captures:
            kind = Piece.KING if self.cells[square] == KING else Piece.MAN
            events.append(PieceCaptured(player, square, kind))
        return events

    def move_expectation(self) -> str:
        """The English description of typed moves for error messages."""
        return "a start and a target square such as d1-d4"

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Empty start, enemy piece, no moves, target taken, or a path problem (see
        :meth:`obstacle`, which the describer asks for the details)."""
        start = parts[0]
        own = tuple(self.moves_from(start))
        reason = piece_reason(parts, self.owner(start), self._to_move, own)
        if reason is not None:
            return reason
        end = parts[-1]
        obstacle, _ = self.obstacle(start, end)
        if self.cells[end] != EMPTY and obstacle not in (Obstacle.BLOCKED, Obstacle.NOT_STRAIGHT):
            # A taken target matters only when the way to it is straight and free: e4-e1 with
            # a piece on e3 is blocked there first.
            return Reason(ReasonCode.OCCUPIED, (start, end), own)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, (start, end), own)

    def to_text(self) -> str:
        """The FEN-like position text."""
        return format_position(self.cells, self._to_move, self.quiet)
