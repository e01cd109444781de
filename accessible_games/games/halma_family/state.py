"""The Halma family's shared Game and State.

One State serves all five games (see :mod:`.variants`; the games themselves are in
:mod:`.game`): pieces step one square in the variant's directions; where the variant allows,
they hop over adjacent pieces onto the empty square behind (a "free" piece), in chains that may
stop after any hop and never land twice on a square; nothing is taken by hopping. Blockade
removes blocked groups after each move. The endings are judged by :class:`HalmaJudging`
(:mod:`.outcomes`), the family's own rules for refused moves found by :class:`HalmaRules`
(:mod:`.reasons`).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar

from accessible_games.engine.details import RuleReason
from accessible_games.engine.events import Event, Passed, Piece, PieceMoved
from accessible_games.engine.graph import NO_POINT
from accessible_games.engine.groups import GroupRemoved, blocked_groups
from accessible_games.engine.judged import JudgedState
from accessible_games.engine.jumps import (
    EMPTY,
    check_hop_path,
    hop_chains,
    owner_at,
)
from accessible_games.engine.piece_reasons import path_start_reason
from accessible_games.engine.state import Game
from accessible_games.engine.typed import SquarePathTyped
from accessible_games.engine.types import (
    GameInfo,
    InvalidPositionError,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
)
from accessible_games.games.halma_family.notation import (
    MOVE_FORMS,
    PASS,
    SIZE,
    HalmaMove,
    Position,
    format_position_text,
    parse_move_text,
    parse_position_text,
    position_form,
)
from accessible_games.games.halma_family.outcomes import HalmaJudging
from accessible_games.games.halma_family.reasons import HalmaRule, HalmaRules
from accessible_games.games.halma_family.variants import (
    JumpOver,
    Variant,
)


class HalmaFamilyGame(Game):
    """Base of the five games; a subclass sets ``variant``, its id, names and options (its
    ``position_format`` follows from the variant's piece letters)."""

    family = "halma"
    has_captures = False
    info = GameInfo(num_players=2)
    move_format = MOVE_FORMS
    variant: ClassVar[Variant]
    """The game's rules as data."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Give each game the position text form of its variant's piece letters."""
        super().__init_subclass__(**kwargs)
        if "variant" in cls.__dict__:
            cls.position_format = position_form(cls.variant.letters)

    def check_options(self) -> None:
        """Reject negative limits and a repetition count of 1."""
        self.require_counts("move_limit", "home_deadline", "draw_moves", "fill_after")
        self.require_repetitions()

    @classmethod
    def describe_position_format(cls) -> str:
        """The position text form of this game."""
        return position_form(cls.variant.letters)

    def start_board(self) -> tuple[list[int], Player]:
        """The start placement and the first player."""
        board = [EMPTY] * 64
        for player in (0, 1):
            for square in self.variant.start[player]:
                board[square] = player
        return board, 0

    def new_state(self, rng: random.Random | None = None) -> HalmaState:
        """The start position."""
        board, first = self.start_board()
        return HalmaState(self, Position(tuple(board), first))

    def parse_position(self, text: str) -> HalmaState:
        """A position from its text (see :mod:`.notation`).

        Raises:
            InvalidPositionError: the text is malformed or the position impossible.
        """
        position = parse_position_text(text, self.variant.letters, self.variant.playable)
        for player in (0, 1):
            allowed = len(self.variant.start[player])
            if position.board.count(player) > allowed:
                raise InvalidPositionError(text, f"{self.variant.letters[player]} has more than "
                                           f"{allowed} pieces", self.describe_position_format())
        return HalmaState(self, position)


class HalmaState(HalmaJudging, HalmaRules, SquarePathTyped, JudgedState):
    """A position of one of the five games, with an undo stack.

    ``board`` holds the owner per square (EMPTY, 0, 1); ``plies`` counts every ply since the
    start (for the move limit and the leave-home deadline); ``quiet`` the plies since a piece
    was last removed (Blockade's draw count).
    """

    typed_size = SIZE

    def __init__(self, game: HalmaFamilyGame, position: Position) -> None:
        self.game: HalmaFamilyGame = game
        self.variant = game.variant
        self.graph = game.variant.graph
        self.board = list(position.board)
        self._to_move = position.to_move
        self.plies = position.plies
        self.quiet = position.quiet
        self.moves: list[Move] = []
        self._stack: list[tuple[list[int], Player, int, int]] = []
        options = game.options
        self.fill_after = int(options.get("fill_after", 0))
        self.move_limit = int(options.get("move_limit", 0))
        self.home_deadline = int(options.get("home_deadline", 0))
        self.draw_moves = int(options.get("draw_moves", 0))
        self.repetitions = int(options.get("repetitions", 0))
        self.targets = (frozenset(self.variant.target(0)), frozenset(self.variant.target(1)))
        self.homes = (frozenset(self.variant.start[0]), frozenset(self.variant.start[1]))
        self._seen: dict[Hashable, int] = {self._placement(): 1}
        self._legal: list[Move] | None = None
        self._outcome: Outcome | None = None

    # -- queries ---------------------------------------------------------------------------

    def _placement(self) -> Hashable:
        return (tuple(self.board), self._to_move)

    def key(self) -> Hashable:
        """Placement, side to move, and the counters the ending rules use."""
        counts = self.plies if (self.move_limit or self.home_deadline) else 0
        return (tuple(self.board), self._to_move, counts, self.quiet if self.draw_moves else 0)

    def turns_played(self) -> int:
        """The plies played since the start, as the position text counts them."""
        return self.plies

    def pieces(self, player: Player) -> list[Location]:
        """The squares of ``player``'s pieces in board order."""
        return [p for p in self.graph.points if self.board[p] == player]

    def may_jump(self, player: Player) -> Callable[[int], bool]:
        """The predicate: may ``player`` hop over a piece of this owner?"""
        if self.variant.jump_over is JumpOver.ANY:
            return lambda owner: True
        return lambda owner: owner != player

    def wolf_has_way_past(self) -> bool:
        """Wolf und Schafe: whether the wolf could walk past the sheep (to a row no higher than
        the hindmost sheep's) over empty squares if the sheep stood still as they stand now."""
        return self.wolf_way_past() is not None

    def wolf_way_past(self) -> list[Location] | None:
        """Wolf und Schafe: the wolf's shortest walk past the sheep standing still, from the
        square after his own to the first square no higher than the hindmost sheep's row (the
        one his move there wins on); None where the sheep's line is closed, and [] where he
        is past them already."""
        wolves, sheep = self.pieces(1), self.pieces(0)
        if not wolves or not sheep:
            return None
        line = min(self.graph.row(s) for s in sheep)
        table = self.graph.by_direction
        came_from = {wolves[0]: wolves[0]}
        todo = deque([wolves[0]])
        while todo:
            point = todo.popleft()
            if self.graph.row(point) <= line:
                path = []
                while point != wolves[0]:
                    path.append(point)
                    point = came_from[point]
                return path[::-1]
            for direction in self.variant.steps[1]:
                nxt = table[direction.index][point]
                if nxt != NO_POINT and self.board[nxt] == EMPTY and nxt not in came_from:
                    came_from[nxt] = point
                    todo.append(nxt)
        return None

    def moves_of(self, player: Player) -> list[HalmaMove]:
        """Every step and hop of ``player`` (no pass)."""
        board = self.board
        directions = self.variant.steps[player]
        table = self.graph.by_direction
        hops = self.variant.jump_over is not JumpOver.NONE
        may_jump = self.may_jump(player)
        found = []
        for p in self.graph.points:
            if board[p] != player:
                continue
            for d in directions:
                q = table[d.index][p]
                if q != NO_POINT and board[q] == EMPTY:
                    found.append(HalmaMove((p, q)))
            if hops:
                for chain in hop_chains(self.graph, board, p, directions, may_jump):
                    found.append(HalmaMove(chain.path, True))
        return found

    def judge(self) -> tuple[Outcome | None, list[Move]]:
        """The result and every legal move; a pass when the player has none and the game lets
        them pass."""
        own: list[HalmaMove] = []
        outcome = self._judge(own)
        if outcome is not None:
            return outcome, []
        return None, list(own) if own else [PASS]

    # -- making moves ----------------------------------------------------------------------

    def _removals(self, board: list[int],
                  mover: Player) -> list[tuple[Player, tuple[Location, ...]]]:
        """Blockade: remove blocked groups from ``board`` in place, the opponent's first (D12.9);
        returns (owner, squares) per removed group."""
        removed = []
        directions = self.variant.steps[0]
        for owner in (1 - mover, mover):
            for group in blocked_groups(self.graph, board, owner, directions):
                for square in group:
                    board[square] = EMPTY
                removed.append((owner, group))
        return removed

    def apply(self, move: Move) -> None:
        """Make a legal move in place."""
        assert isinstance(move, HalmaMove)
        p = self._to_move
        self._stack.append((list(self.board), p, self.plies, self.quiet))
        quiet = self.quiet + 1
        if move.path:
            board = self.board
            board[move.start] = EMPTY
            board[move.end] = p
            if self.variant.removes_blocked and self._removals(board, p):
                quiet = 0
        self.quiet = quiet
        self.plies += 1
        self._to_move = 1 - p
        self.moves.append(move)
        placement = self._placement()
        self._seen[placement] = self._seen.get(placement, 0) + 1
        self._legal = None

    def undo(self) -> None:
        """Take back the last move."""
        placement = self._placement()
        left = self._seen[placement] - 1
        if left:
            self._seen[placement] = left
        else:
            del self._seen[placement]
        self.board, self._to_move, self.plies, self.quiet = self._stack.pop()
        self.moves.pop()
        self._legal = None

    def unshare(self) -> None:
        """A board, undo stack and repetition counts of its own for a fresh copy."""
        self.board = list(self.board)
        # Undo makes a snapshot's board the live one, so each copy needs boards of its own.
        self._stack = [(list(board), p, plies, quiet) for board, p, plies, quiet in self._stack]
        self._seen = dict(self._seen)

    def move_events(self, move: Move) -> list[Event]:
        """Passed, or PieceMoved followed by GroupRemoved for each blocked group taken off."""
        assert isinstance(move, HalmaMove)
        p = self._to_move
        if move.is_pass:
            return [Passed(p)]
        events: list[Event] = [PieceMoved(p, Piece.MAN, move.path)]
        if self.variant.removes_blocked:
            board = list(self.board)
            board[move.start] = EMPTY
            board[move.end] = p
            events += [GroupRemoved(owner, group) for owner, group in self._removals(board, p)]
        return events

    # -- text ------------------------------------------------------------------------------

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The squares of a typed move ("c3-d4", "c3-e5-c7"); () for "pass".

        Raises:
            InvalidMoveError: the text is not in these forms.
        """
        return parse_move_text(text)

    def to_text(self) -> str:
        """The position text."""
        position = Position(tuple(self.board), self._to_move, self.plies, self.quiet)
        return format_position_text(position, self.variant.letters)

    def match_parts(self, parts: Sequence[Location]) -> list[Move]:
        """Legal moves the parts describe; any valid route of hops finds the move to its end."""
        found = super().match_parts(parts)
        if found or len(parts) < 2 or self.variant.jump_over is JumpOver.NONE:
            return found
        if self.board[parts[0]] != self._to_move:
            return found
        problem = check_hop_path(self.graph, self.board, parts, self.variant.steps[self._to_move],
                                 self.may_jump(self._to_move))
        if problem is not None:
            return found
        return [m for m in self.legal_moves() if isinstance(m, HalmaMove) and m.jump
                and m.start == parts[0] and m.end == parts[-1]]

    # -- reasons ---------------------------------------------------------------------------

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why ``parts`` name no legal move, most specific reason first."""
        legal = [m for m in self.legal_moves() if isinstance(m, HalmaMove)]
        if not parts:
            return Reason(ReasonCode.CANNOT_PASS, (), tuple(legal))
        if legal and legal[0].is_pass:
            return Reason(ReasonCode.MUST_PASS, parts)
        start = parts[0]
        reason = path_start_reason(parts, self.variant.playable.__contains__,
                                   owner_at(self.board, start), self._to_move)
        if reason is not None:
            return reason
        own = tuple(self.moves_from(start))
        if len(parts) >= 2:
            broken = self._broken_rule(parts)
            taken = len(parts) == 2 and self.board[parts[1]] != EMPTY
            # A square taken is the first reason for a move too far (c3 to the stone on f6
            # in Blockade was told only that a move goes one step); a hop where nobody hops
            # is told that rule first.
            if broken is not None and not (taken and broken[0] is HalmaRule.ONE_STEP):
                rule, index = broken
                return RuleReason(ReasonCode.CANNOT_MOVE_THERE, parts, own, count=index, rule=rule)
            if taken:
                return Reason(ReasonCode.OCCUPIED, parts, own)
        return super().explain_illegal(parts)
