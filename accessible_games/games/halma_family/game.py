"""The Halma family's shared Game and State, and the five games as small subclasses.

One State serves all five games (see :mod:`.variants`): pieces step one square in the
variant's directions; where the variant allows, they hop over adjacent pieces onto the empty
square behind (a "free" piece), in chains that may stop after any hop and never land twice on
a square; nothing is taken by hopping. Blockade removes blocked groups after each move.

Endings, with the decisions of RULES-RESEARCH §12 and our additions (documented on the rules
pages): formation goals with the anti-spoiling fill rule (D12.3), the leave-home deadline
(D12.3), passing without a move and a draw when neither side can move (D12.2), loss when
blocked (D12.6, Blockade, the wolf), and for games that could go on for ever a move limit
(most pieces on target squares wins), a draw count (Blockade) and a repetition draw.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from enum import Enum
from typing import Any, ClassVar

from accessible_games.engine.details import DetailedOutcome, RuleReason
from accessible_games.engine.events import Event, Passed, Piece, PieceMoved
from accessible_games.engine.formation import (
    FormationStatus,
    formation_status,
    pieces_left_in,
)
from accessible_games.engine.graph import NO_POINT
from accessible_games.engine.groups import GroupRemoved, blocked_groups
from accessible_games.engine.judged import JudgedState
from accessible_games.engine.jumps import (
    EMPTY,
    JumpProblem,
    check_hop_path,
    hop_chains,
    owner_at,
)
from accessible_games.engine.piece_reasons import start_reason
from accessible_games.engine.state import Game
from accessible_games.engine.types import (
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
)
from accessible_games.games.halma_family.notation import (
    MOVE_FORMS,
    PASS,
    HalmaMove,
    Position,
    format_position_text,
    parse_move_text,
    parse_position_text,
    position_form,
)
from accessible_games.games.halma_family.variants import (
    BLOCKADE,
    ECKDAME,
    HALMA_DAME,
    RAEUBER_UND_GENDARM,
    WOLF_UND_SCHAFE,
    Goal,
    JumpOver,
    NoMove,
    Variant,
    squares,
)


class HalmaRule(Enum):
    """The family's own rules an illegal attempt can break (spoken by the describer)."""

    BACKWARD = "backward"
    """The piece may not move in that direction (backward, or sheep sideways)."""
    NO_JUMPS = "no_jumps"
    """This game has no hops."""
    NOT_FREE = "not_free"
    """The square behind the hopped piece is taken: the piece is not free."""
    JUMP_OWN = "jump_own"
    """Only opposing pieces may be hopped over."""
    NOTHING_TO_JUMP = "nothing_to_jump"
    """There is no piece between to hop over."""
    REVISIT = "revisit"
    """A chain of hops may not land twice on one square."""
    NOT_ON_A_LINE = "not_on_a_line"
    """A hop goes two squares along one line."""


class HalmaEnd(Enum):
    """How a game of the family ended."""

    FORMATION = "formation"
    """The winner rebuilt the start formation on the far side."""
    FILLED = "filled"
    """Fill rule: every target square taken, the rest by opposing pieces that stayed home."""
    LEFT_HOME = "left_home"
    """The loser still had a piece on its start squares after the deadline."""
    BLOCKED = "blocked"
    """The loser had no move."""
    NO_PIECES = "no_pieces"
    """The loser had no pieces left (Blockade)."""
    WOLF_THROUGH = "wolf_through"
    """The wolf passed the sheep's line; nothing can stop him now."""
    WOLF_TRAPPED = "wolf_trapped"
    """The wolf cannot move: the sheep win."""
    SHEEP_STUCK = "sheep_stuck"
    """The sheep cannot move: the wolf wins."""
    BOTH_BLOCKED = "both_blocked"
    """Neither side can move: a draw."""
    LIMIT = "limit"
    """The move limit: more pieces on target squares wins."""


_BASE_REASON = {
    HalmaEnd.FORMATION: EndReason.MAJORITY, HalmaEnd.FILLED: EndReason.MAJORITY,
    HalmaEnd.LEFT_HOME: EndReason.MOVE_LIMIT, HalmaEnd.BLOCKED: EndReason.NO_MOVES,
    HalmaEnd.NO_PIECES: EndReason.NO_PIECES, HalmaEnd.WOLF_THROUGH: EndReason.MAJORITY,
    HalmaEnd.WOLF_TRAPPED: EndReason.NO_MOVES, HalmaEnd.SHEEP_STUCK: EndReason.NO_MOVES,
    HalmaEnd.BOTH_BLOCKED: EndReason.BOARD_FULL, HalmaEnd.LIMIT: EndReason.MOVE_LIMIT,
}
"""The shared end reason nearest to each ending (the engine has none for reaching a goal)."""


def _end(winner: Player | None, detail: HalmaEnd,
         scores: tuple[int, ...] | None = None) -> DetailedOutcome:
    winners = frozenset() if winner is None else frozenset({winner})
    return DetailedOutcome(winners, _BASE_REASON[detail], scores, detail)


def _non_negative(game: Game, *keys: str) -> None:
    for key in keys:
        if key in game.options and game.options[key] < 0:
            raise InvalidOptionError(key, str(game.options[key]), ("0 or more",))


class HalmaFamilyGame(Game):
    """Base of the five games; a subclass sets ``variant``, its id, names and options (its
    ``position_format`` follows from the variant's piece letters)."""

    family = "halma"
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
        _non_negative(self, "move_limit", "home_deadline", "draw_moves", "fill_after")
        reps = self.options.get("repetitions", 0)
        if reps < 0 or reps == 1:
            raise InvalidOptionError("repetitions", str(reps), ("0 (off)", "2 or more"))

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


class HalmaState(JudgedState):
    """A position of one of the five games, with an undo stack.

    ``board`` holds the owner per square (EMPTY, 0, 1); ``plies`` counts every ply since the
    start (for the move limit and the leave-home deadline); ``quiet`` the plies since a piece
    was last removed (Blockade's draw count).
    """

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

    def pieces(self, player: Player) -> list[Location]:
        """The squares of ``player``'s pieces in board order."""
        return [p for p in self.graph.points if self.board[p] == player]

    def turns_made(self, player: Player) -> int:
        """How many turns ``player`` has had (the first player is player 0)."""
        return (self.plies + 1) // 2 if player == 0 else self.plies // 2

    def may_jump(self, player: Player) -> Callable[[int], bool]:
        """The predicate: may ``player`` hop over a piece of this owner?"""
        if self.variant.jump_over is JumpOver.ANY:
            return lambda owner: True
        return lambda owner: owner != player

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

    def formation(self, player: Player) -> FormationStatus:
        """The :class:`~accessible_games.engine.formation.FormationStatus` of ``player``."""
        return formation_status(self.board, player, self.targets[player])

    def _judge(self, own: list[HalmaMove]) -> Outcome | None:
        """The result, or None; fills ``own`` with the mover's moves when it computes them."""
        v = self.variant
        p = self._to_move
        board = self.board
        if v.goal is Goal.FORMATION:
            for q in (1 - p, p):
                status = self.formation(q)
                if status.complete:
                    return _end(q, HalmaEnd.FORMATION)
                if (self.fill_after and status.filled
                        and self.turns_made(1 - q) >= self.fill_after):
                    return _end(q, HalmaEnd.FILLED)
            if self.home_deadline:
                for q in (0, 1):
                    if (self.turns_made(q) >= self.home_deadline
                            and pieces_left_in(board, q, self.homes[q])):
                        return _end(1 - q, HalmaEnd.LEFT_HOME)
        elif v.goal is Goal.WOLF:
            wolves = self.pieces(1)
            sheep = self.pieces(0)
            if wolves and sheep and (self.graph.row(wolves[0])
                                     <= min(self.graph.row(s) for s in sheep)):
                return _end(1, HalmaEnd.WOLF_THROUGH)
        elif v.goal is Goal.LAST_MOVE:
            for q in (p, 1 - p):
                if q not in board:
                    return _end(1 - q, HalmaEnd.NO_PIECES)
        own.extend(self.moves_of(p))
        if not own:
            if v.no_move is NoMove.LOSE:
                if v.goal is Goal.WOLF:
                    return _end(1 - p, HalmaEnd.WOLF_TRAPPED if p == 1 else HalmaEnd.SHEEP_STUCK)
                return _end(1 - p, HalmaEnd.BLOCKED)
            if not self.moves_of(1 - p):
                return _end(None, HalmaEnd.BOTH_BLOCKED)
        if self.move_limit and self.plies >= 2 * self.move_limit:
            home = (len(self.formation(0).home), len(self.formation(1).home))
            winner = None if home[0] == home[1] else (0 if home[0] > home[1] else 1)
            return _end(winner, HalmaEnd.LIMIT, home)
        if self.draw_moves and self.quiet >= 2 * self.draw_moves:
            return Outcome(frozenset(), EndReason.MOVE_LIMIT)
        if self.repetitions and self._seen.get(self._placement(), 0) >= self.repetitions:
            return Outcome(frozenset(), EndReason.REPETITION)
        return None

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
            return Reason(ReasonCode.CANNOT_PASS, (), tuple(legal[:6]))
        if legal and legal[0].is_pass:
            return Reason(ReasonCode.MUST_PASS, parts)
        playable = self.variant.playable
        for square in parts:
            if square not in playable:
                return Reason(ReasonCode.NOT_PLAYABLE, (square,))
        start = parts[0]
        reason = start_reason(start, owner_at(self.board, start), self._to_move)
        if reason is not None:
            return reason
        own = tuple(self.moves_from(start))
        if len(parts) >= 2:
            broken = self._broken_rule(parts)
            if broken is not None:
                rule, index = broken
                return RuleReason(ReasonCode.CANNOT_MOVE_THERE, parts, own, count=index, rule=rule)
            if len(parts) == 2 and self.board[parts[1]] != EMPTY:
                return Reason(ReasonCode.OCCUPIED, parts)
        return super().explain_illegal(parts)

    def _broken_rule(self, parts: tuple[Location, ...]) -> tuple[HalmaRule, int] | None:
        """The family rule a step or hop path breaks, with the index of the failing hop."""
        p = self._to_move
        directions = self.variant.steps[p]
        if len(parts) == 2:
            step = self.graph.direction_between(parts[0], parts[1], 1)
            if step is not None:
                return (HalmaRule.BACKWARD, 0) if step not in directions else None
        if self.variant.jump_over is JumpOver.NONE:
            if self.graph.direction_between(parts[0], parts[1], 2) is not None:
                return HalmaRule.NO_JUMPS, 0
            return None
        problem = check_hop_path(self.graph, self.board, parts, directions, self.may_jump(p))
        if problem is None:
            return None
        kind, index = problem
        rule = {
            JumpProblem.NOT_ON_A_LINE: HalmaRule.NOT_ON_A_LINE,
            JumpProblem.DIRECTION: HalmaRule.BACKWARD,
            JumpProblem.NOTHING_TO_JUMP: HalmaRule.NOTHING_TO_JUMP,
            JumpProblem.PIECE_NOT_JUMPABLE: HalmaRule.JUMP_OWN,
            JumpProblem.NOT_FREE: HalmaRule.NOT_FREE,
            JumpProblem.REVISIT: HalmaRule.REVISIT,
        }[kind]
        if rule is HalmaRule.NOT_ON_A_LINE and len(parts) == 2:
            return None
        return rule, index


# -- the five games ------------------------------------------------------------------------------

_REPETITIONS = Option("repetitions", 3, doc="draw when a position occurs this often with the "
                      "same side to move; 0 turns it off")


def _fill(after: int) -> Option:
    return Option("fill_after", after, doc="anti-spoiling: once the opponent has made this many "
                  "moves, you also win when every target square is taken, at least one by you and "
                  "the rest by opposing pieces; 0 turns the rule off")


def _move_limit(moves: int) -> Option:
    return Option("move_limit", moves, doc="after this many moves per side the side with more "
                  "pieces on target squares wins; 0 turns the limit off")


def _home_deadline(moves: int) -> Option:
    return Option("home_deadline", moves, doc="lose when a piece is still on your start squares "
                  "after this many own moves; 0 turns the rule off")


class WolfUndSchafeGame(HalmaFamilyGame):
    """Wolf und Schafe (wolf and sheep): four sheep try to trap one wolf."""

    id = "wolf-und-schafe"
    aliases = ("wolf-and-sheep", "fox-and-geese-draughts", "wolf und schafe", "schafe")
    variant = WOLF_UND_SCHAFE
    option_specs = (
        Option("first", "sheep", ("sheep", "wolf"), "who moves first: the sheep (seed) or the "
               "wolf (other sources)"),
        Option("wolf_start", "h8", ("b8", "d8", "f8", "h8"), "the wolf's start square on row 8"),
    )

    def start_board(self) -> tuple[list[int], Player]:
        """Sheep on a1, c1, e1, g1; the wolf on the chosen square of row 8."""
        board = [EMPTY] * 64
        for square in self.variant.start[0]:
            board[square] = 0
        board[squares(self.options["wolf_start"])[0]] = 1
        return board, 0 if self.options["first"] == "sheep" else 1

    def parse_position(self, text: str) -> HalmaState:
        """A position; it must hold exactly one wolf."""
        state = super().parse_position(text)
        if state.board.count(1) != 1:
            raise InvalidPositionError(text, "there must be exactly one wolf (W)",
                                       self.describe_position_format())
        return state


class BlockadeGame(HalmaFamilyGame):
    """Blockade (Krieg): blocked groups are removed; whoever cannot move loses."""

    id = "blockade"
    aliases = ("krieg", "war-draughts")
    variant = BLOCKADE
    option_specs = (
        Option("draw_moves", 40, doc="draw after this many moves per side without a removal; "
               "0 turns the rule off"),
        _REPETITIONS,
    )


class RaeuberUndGendarmGame(HalmaFamilyGame):
    """Räuber und Gendarm: Halma on the draughts board; rebuild on the far side or block."""

    id = "raeuber-und-gendarm"
    aliases = ("räuber-und-gendarm", "cops-and-robbers", "robbers-and-gendarmes")
    variant = RAEUBER_UND_GENDARM
    option_specs = (
        _fill(40),
        _move_limit(150),
        _home_deadline(0),
        _REPETITIONS,
    )


class HalmaDameGame(HalmaFamilyGame):
    """Halma-Dame: eight stones each race forward and hop over free stones."""

    id = "halma-dame"
    aliases = ("halma-draughts", "halmadame")
    variant = HALMA_DAME
    option_specs = (_fill(30), _home_deadline(30))


class EckdameGame(HalmaFamilyGame):
    """Eckdame: the board on its corner, nine stones each cross to the far corner."""

    id = "eckdame"
    aliases = ("corner-draughts", "ecken-dame")
    variant = ECKDAME
    option_specs = (
        _fill(30),
        _home_deadline(30),
        _move_limit(100),
        _REPETITIONS,
    )


HALMA_GAMES: tuple[type[HalmaFamilyGame], ...] = (
    WolfUndSchafeGame, BlockadeGame, RaeuberUndGendarmGame, HalmaDameGame, EckdameGame)
"""The five games in menu order."""
