"""Alquerque (seed 001, RULES-RESEARCH §7): the Game, its rules and the in-place State.

Rules as played: the 5x5 point board; lines join every point to its orthogonal neighbours, and
diagonal lines pass only through the points whose letter and number are both odd or both even
(a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5). White (player 0) has rows 1-2 and d3, e3;
Black rows 4-5 and a3, b3; c3 is empty; White begins.

- A step goes along a line to the next point if it is empty: forward, diagonally forward or
  sideways, never backward. A piece on the opponent's base row makes no more steps.
- A piece may not step back onto the point it left in its owner's previous move.
- A capture jumps over an adjacent opposing piece along a line onto the empty point behind it;
  the first jump goes in a direction the piece may move (forward, diagonally forward or
  sideways: so on the far row only horizontally), every further jump in any direction, even
  back. The capture must go on while it can; jumped pieces are taken off at once.
- Capturing is compulsory (D7.2); with the ``huffing`` option a player may instead move
  without capturing and forfeits a piece that could have captured (the opponent chooses which
  when there are several).
- Whoever has no pieces or no move loses; the seed's points go to ``Outcome.scores``.
- Draw rules for play (not in the seed; sideways moves can go on for ever): ``draw_moves``
  moves per side without a capture or a forward step, or ``repetitions`` of a position.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from enum import Enum

from accessible_games.engine.details import DetailedOutcome, RuleReason
from accessible_games.engine.events import Event, Piece, PieceCaptured, PieceMoved
from accessible_games.engine.graph import (
    DIRECTIONS,
    NO_POINT,
    Direction,
    alquerque_graph,
    opposite_all,
)
from accessible_games.engine.judged import JudgedState
from accessible_games.engine.jumps import EMPTY, Forfeited, capture_chains, owner_at
from accessible_games.engine.piece_reasons import start_reason
from accessible_games.engine.state import Game
from accessible_games.engine.typed import SquarePathTyped
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
)
from accessible_games.games.alquerque.notation import (
    MOVE_FORMS,
    POSITION_FORM,
    SIZE,
    AlquerqueMove,
    Position,
    format_position,
    parse_move_text,
    parse_position,
)

GRAPH = alquerque_graph(SIZE)
"""The board's points and lines."""

_WHITE_FORWARD = (Direction.N, Direction.NW, Direction.NE, Direction.W, Direction.E)
FORWARD: tuple[tuple[Direction, ...], tuple[Direction, ...]] = (
    _WHITE_FORWARD, opposite_all(_WHITE_FORWARD))
"""Per player, the directions of steps and of a capture's first jump (never backward)."""

FAR_ROW = (SIZE - 1, 0)
"""Per player, the opponent's base row (0-based): no steps from there."""

START = "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - - 0"
"""The start position text."""


class AlquerqueRule(Enum):
    """Alquerque's own rules that an illegal attempt can break (spoken by the describer)."""

    BACKWARD = "backward"
    """Pieces never step backward."""
    NO_RETURN = "no_return"
    """A piece may not step back onto the point it left in its owner's previous move."""
    FAR_ROW = "far_row"
    """A piece on the opponent's base row only captures (sideways)."""
    NO_LINE = "no_line"
    """The two points are not joined by a line (no diagonal through this point)."""
    TOO_FAR = "too_far"
    """The target is neither a neighbour along a line nor the point beyond one (a1-b3)."""
    FIRST_JUMP_BACKWARD = "first_jump_backward"
    """A capture may not start with a backward jump."""
    JUMP_OWN = "jump_own"
    """Only opposing pieces can be jumped."""
    NOTHING_TO_JUMP = "nothing_to_jump"
    """There is no piece between to jump over."""
    LANDING_TAKEN = "landing_taken"
    """The point behind the jumped piece is not empty."""
    CHOOSE_FORFEIT = "choose_forfeit"
    """The player must first choose which opposing piece is forfeited (huffing)."""


class AlquerqueEnd(Enum):
    """How an Alquerque game ended, with the seed's scoring."""

    ALL_TAKEN = "all_taken"
    """The loser has no pieces left: 2 points plus 2 for each piece the winner kept."""
    BLOCKED = "blocked"
    """The loser cannot move: 2 points, and 1 for each piece more to whoever has more."""


class AlquerqueGame(Game):
    """Alquerque with the seed's (R.C. Bell's) rules."""

    id = "alquerque"
    family = "alquerque"
    aliases = ("qirkat", "quirkat", "el-quirkat", "alquerque-de-doze")
    info = GameInfo(num_players=2)
    option_specs = (
        Option("huffing", False, doc="the seed's forfeit: a player may skip a capture and "
               "loses a piece that could have captured; off: capturing is compulsory"),
        Option("draw_moves", 20, doc="draw after this many moves per side without a capture "
               "or a forward step; 0 turns the rule off"),
        Option("repetitions", 3, doc="draw when a position occurs this often; 0 turns it off"),
    )
    position_format = POSITION_FORM
    move_format = MOVE_FORMS

    def check_options(self) -> None:
        """Reject negative limits and a repetition count of 1."""
        self.require_counts("draw_moves")
        self.require_repetitions()

    def new_state(self, rng: random.Random | None = None) -> AlquerqueState:
        """The start position, White to move."""
        return self.parse_position(START)

    def parse_position(self, text: str) -> AlquerqueState:
        """A position from its text (see :mod:`accessible_games.games.alquerque.notation`).

        Raises:
            InvalidPositionError: the text is malformed or the position impossible.
        """
        return AlquerqueState(self, parse_position(text))


_Snapshot = tuple[list[int], Player, list, int, tuple[Location, ...], tuple[Location, ...]]


class AlquerqueState(SquarePathTyped, JudgedState):
    """An Alquerque position with an undo stack.

    ``board`` holds the owner per point; ``last[p]`` player p's previous move (from, to) for the
    no-return rule; ``pending`` the pieces of the other side the player to move must choose one
    from to remove (huffing); ``quiet`` the plies since the last capture, forfeit or forward step.
    """

    typed_size = SIZE

    def __init__(self, game: AlquerqueGame, position: Position) -> None:
        self.game: AlquerqueGame = game
        self.board = list(position.board)
        self._to_move = position.to_move
        self.last: list[tuple[Location, Location] | None] = list(position.last)
        self.quiet = position.quiet
        self.pending = position.pending
        self.moves: list[Move] = []
        self._stack: list[_Snapshot] = []
        self._forfeits: list[tuple[Location, ...]] = []
        self._history: list[Hashable] = [self._placement()]
        self._legal: list[Move] | None = None
        self._outcome: Outcome | None = None
        self._huffing = bool(game.options["huffing"])
        self._draw_plies = 2 * game.options["draw_moves"]
        self._repetitions = game.options["repetitions"]

    # -- queries ---------------------------------------------------------------------------

    def _placement(self) -> Hashable:
        return (tuple(self.board), self._to_move, tuple(self.last), self.pending)

    def key(self) -> Hashable:
        """Placement, side to move, previous moves, pending forfeit choice and quiet count."""
        return (tuple(self.board), self._to_move, tuple(self.last), self.pending, self.quiet)

    def count(self, player: Player) -> int:
        """How many pieces ``player`` has."""
        return self.board.count(player)

    def captures(self, player: Player) -> list[AlquerqueMove]:
        """Every complete capture of ``player``."""
        board = self.board
        found = []
        other = 1 - player
        for p in GRAPH.points:
            if board[p] != player:
                continue
            for chain in capture_chains(GRAPH, board, p, FORWARD[player], DIRECTIONS,
                                        lambda owner: owner == other):
                found.append(AlquerqueMove(chain.path, chain.over))
        return found

    def captures_for(self, player: Player) -> list[AlquerqueMove]:
        """The captures ``player`` could make if it were that side's turn (threats query)."""
        return self.captures(player)

    def steps(self, player: Player) -> list[AlquerqueMove]:
        """Every step of ``player`` (forward, diagonally forward, sideways; not from the far
        row; not back onto the point the piece just left)."""
        board = self.board
        found = []
        last = self.last[player]
        for p in GRAPH.points:
            if board[p] != player or GRAPH.row(p) == FAR_ROW[player]:
                continue
            for d in FORWARD[player]:
                q = GRAPH.neighbour(p, d)
                if q == NO_POINT or board[q] != EMPTY:
                    continue
                if last is not None and last == (q, p):
                    continue
                found.append(AlquerqueMove((p, q)))
        return found

    def judge(self) -> tuple[Outcome | None, list[Move]]:
        """The result and the legal moves; only captures when one exists (unless huffing is on)."""
        outcome = self._end()
        return outcome, [] if outcome is not None else self._generate()

    def _generate(self) -> list[Move]:
        p = self._to_move
        if self.pending:
            return [AlquerqueMove((loc,), huff=True) for loc in self.pending]
        captures: list[Move] = list(self.captures(p))
        # Capturing is compulsory unless the huffing variant is played.
        if captures and not self._huffing:
            return captures
        return captures + list(self.steps(p))

    def _end(self) -> Outcome | None:
        p = self._to_move
        counts = (self.board.count(0), self.board.count(1))
        for loser in (p, 1 - p):
            if counts[loser] == 0:
                winner = 1 - loser
                scores = [0, 0]
                # Seed: 2 points for the win plus 2 for each piece the winner kept.
                scores[winner] = 2 + 2 * counts[winner]
                return DetailedOutcome(frozenset({winner}), EndReason.NO_PIECES, tuple(scores),
                                       AlquerqueEnd.ALL_TAKEN)
        if self.pending:
            return None
        if not self.captures(p) and not self.steps(p):
            winner = 1 - p
            scores = [0, 0]
            # Seed: 2 points for the win; whoever has more pieces gets 1 per extra piece.
            scores[winner] = 2
            more = 0 if counts[0] > counts[1] else 1
            scores[more] += abs(counts[0] - counts[1])
            return DetailedOutcome(frozenset({winner}), EndReason.NO_MOVES, tuple(scores),
                                   AlquerqueEnd.BLOCKED)
        if self._draw_plies and self.quiet >= self._draw_plies:
            return Outcome(frozenset(), EndReason.MOVE_LIMIT)
        if self._repetitions and self.quiet >= 4:
            current = self._history[-1]
            if self._history[-1 - self.quiet:].count(current) >= self._repetitions:
                return Outcome(frozenset(), EndReason.REPETITION)
        return None

    # -- making moves ----------------------------------------------------------------------

    def forfeit_candidates(self, move: AlquerqueMove) -> tuple[Location, ...]:
        """With huffing: the pieces (at their points after ``move``) that could have captured
        when ``move`` does not capture; empty otherwise."""
        if not self._huffing or move.captured or move.huff or self.pending:
            return ()
        capturers = sorted({m.start for m in self.captures(self._to_move)})
        return tuple(sorted(move.end if p == move.start else p for p in capturers))

    def apply(self, move: Move) -> None:
        """Make a legal move in place."""
        assert isinstance(move, AlquerqueMove)
        p = self._to_move
        candidates = self.forfeit_candidates(move)
        self._stack.append((list(self.board), p, list(self.last), self.quiet, self.pending,
                            candidates))
        board = self.board
        next_player = 1 - p
        pending: tuple[Location, ...] = ()
        quiet = self.quiet + 1
        if move.huff:
            # The chosen forfeited piece leaves; the chooser then makes a normal move.
            board[move.start] = EMPTY
            next_player = p
            quiet = 0
        else:
            board[move.start] = EMPTY
            board[move.end] = p
            for loc in move.captured:
                board[loc] = EMPTY
            self.last[p] = (move.start, move.end)
            forward = GRAPH.row(move.end) != GRAPH.row(move.start)
            if move.captured or forward:
                quiet = 0
            # Huffing: one capturer is forfeited at once, or the opponent chooses.
            if len(candidates) == 1:
                board[candidates[0]] = EMPTY
                quiet = 0
            elif candidates:
                pending = candidates
        self.quiet = quiet
        self.pending = pending
        self._to_move = next_player
        self.moves.append(move)
        self._history.append(self._placement())
        self._legal = None

    def undo(self) -> None:
        """Take back the last move."""
        board, p, last, quiet, pending, _ = self._stack.pop()
        self.board = board
        self._to_move = p
        self.last = last
        self.quiet = quiet
        self.pending = pending
        self.moves.pop()
        self._history.pop()
        self._legal = None

    def unshare(self) -> None:
        """Lists of its own for a fresh copy: board, previous moves, undo stack and history."""
        self.board = list(self.board)
        self.last = list(self.last)
        # Undo makes a snapshot's lists the live ones, so each copy needs lists of its own.
        self._stack = [(list(board), p, list(last), quiet, pending, forfeit)
                       for board, p, last, quiet, pending, forfeit in self._stack]
        self._history = list(self._history)

    def move_events(self, move: Move) -> list[Event]:
        """PieceMoved, PieceCaptured per piece taken, Forfeited for a huffed piece."""
        assert isinstance(move, AlquerqueMove)
        p = self._to_move
        if move.huff:
            return [Forfeited(1 - p, move.start)]
        events: list[Event] = [PieceMoved(p, Piece.MAN, move.path)]
        events += [PieceCaptured(p, loc, Piece.MAN) for loc in move.captured]
        candidates = self.forfeit_candidates(move)
        if len(candidates) == 1:
            events.append(Forfeited(p, candidates[0]))
        return events

    # -- text ------------------------------------------------------------------------------

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The points of a typed move ("c2-c3", "c3xe5xc5", "huff c3").

        Raises:
            InvalidMoveError: the text is not in these forms.
        """
        return parse_move_text(text)

    def to_text(self) -> str:
        """The position text."""
        return format_position(Position(tuple(self.board), self._to_move,
                                        (self.last[0], self.last[1]), self.quiet, self.pending))

    # -- reasons ---------------------------------------------------------------------------

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why ``parts`` name no legal move, most specific reason first."""
        legal = [m for m in self.legal_moves() if isinstance(m, AlquerqueMove)]
        if self.pending:
            return RuleReason(ReasonCode.CANNOT_MOVE_THERE, parts, tuple(legal),
                              rule=AlquerqueRule.CHOOSE_FORFEIT)
        start = parts[0]
        reason = start_reason(start, owner_at(self.board, start), self._to_move)
        if reason is not None:
            return reason
        own = tuple(self.moves_from(start))
        if len(parts) >= 2:
            rule = self._broken_rule(parts)
            if rule is not None:
                return RuleReason(ReasonCode.CANNOT_MOVE_THERE, parts, own, rule=rule)
        if legal and legal[0].captured and not self._huffing:
            longer = tuple(m for m in legal if len(m.path) > len(parts)
                           and m.path[:len(parts)] == parts)
            if len(parts) >= 2 and longer:
                return Reason(ReasonCode.CAPTURE_INCOMPLETE, parts, longer)
            return Reason(ReasonCode.CAPTURE_MANDATORY, parts, tuple(legal))
        if len(parts) >= 2 and self.board[parts[-1]] != EMPTY and len(parts) == 2:
            return Reason(ReasonCode.OCCUPIED, parts, own)
        return super().explain_illegal(parts)

    def _broken_rule(self, parts: tuple[Location, ...]) -> AlquerqueRule | None:
        """The Alquerque rule a step or jump path breaks, if a specific one does."""
        p = self._to_move
        start, target = parts[0], parts[1]
        step = GRAPH.direction_between(start, target, 1)
        if len(parts) == 2 and step is None and GRAPH.direction_between(start, target, 2) is None:
            geometric = _grid_direction(start, target)
            if geometric is not None and geometric.is_diagonal:
                return AlquerqueRule.NO_LINE
            return AlquerqueRule.TOO_FAR
        if len(parts) == 2 and step is not None:
            if self.board[target] != EMPTY:
                return None
            if GRAPH.row(start) == FAR_ROW[p]:
                return AlquerqueRule.FAR_ROW
            if step not in FORWARD[p]:
                return AlquerqueRule.BACKWARD
            if self.last[p] == (target, start):
                return AlquerqueRule.NO_RETURN
            return None
        # A jump path: check each jump in turn.
        cells = list(self.board)
        cells[start] = EMPTY
        for i in range(len(parts) - 1):
            a, b = parts[i], parts[i + 1]
            d = GRAPH.direction_between(a, b, 2)
            if d is None:
                geometric = _grid_direction(a, b)
                if geometric is not None and geometric.is_diagonal:
                    return AlquerqueRule.NO_LINE
                return None
            if i == 0 and d not in FORWARD[p]:
                return AlquerqueRule.FIRST_JUMP_BACKWARD
            mid = GRAPH.neighbour(a, d)
            if cells[mid] == EMPTY:
                return AlquerqueRule.NOTHING_TO_JUMP
            if cells[mid] == p:
                return AlquerqueRule.JUMP_OWN
            if cells[b] != EMPTY:
                return AlquerqueRule.LANDING_TAKEN
            cells[mid] = EMPTY
        return None


def _grid_direction(a: Location, b: Location) -> Direction | None:
    """The direction from ``a`` to ``b`` on the square grid, if they lie on one straight line."""
    dx = b % SIZE - a % SIZE
    dy = b // SIZE - a // SIZE
    if dx == 0 and dy == 0:
        return None
    if dx != 0 and dy != 0 and abs(dx) != abs(dy):
        return None
    step = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
    return next(d for d in DIRECTIONS if d.value == step)
