"""Arimaa with turns entered action by action.

Design (docs/formats-tafl-arimaa.md): a turn of one to four steps is played as several moves of
the same player. Each :class:`ArimaaMove` is one *action*: a single step, a push or a pull (two
steps), or "end" to finish the turn early. The turn ends by itself when four steps are used.
Traps act after every step. The official end-of-turn rules apply when a turn ends: the turn must
change the board, and it may not create a board (with the same side to move) for the third
time; then the checks run in the official order (goal, goal of the opponent, elimination of
either, the opponent immobilised).

Known approximation: the official immobilisation rule looks at whole turns. Here a player with no
action at the start of the turn loses, and a player who steers into a position in the middle of
a turn where no action is left (nothing can step and ending is not allowed) also loses.

The code is in three modules: the move values and reasons in :mod:`.actions`, the piece facts
and the generation of steps, pushes, pulls and setup swaps in :mod:`.stepping`
(:class:`ActionGenerator`), and here the game, the turn bookkeeping (applying, undoing, the
end-of-turn checks, repetition counts) and the text forms; the names are re-exported here.
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Sequence

from accessible_games.engine.details import RuleReason
from accessible_games.engine.events import Event, Piece, PieceCaptured, PieceMoved
from accessible_games.engine.grid import parse_algebraic
from accessible_games.engine.state import Game, State
from accessible_games.engine.typed import check_typed_squares, path_names
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
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
from accessible_games.games.arimaa.actions import (
    ELIMINATION,
    GOAL,
    MAX_SWAPS,
    STEPS_PER_TURN,
    Action,
    ArimaaMove,
    ArimaaRule,
    LetterReason,
    StepRecord,
)
from accessible_games.games.arimaa.board import (
    GOLD,
    NEIGHBOURS,
    POSITION_EXPECTED,
    RABBIT,
    SILVER,
    SIZE,
    TRAPS,
    colour,
    format_board,
    letter,
    parse_board,
    piece_of,
    quick_setup,
)
from accessible_games.games.arimaa.stepping import ActionGenerator

_TOKEN = re.compile(r"^([EMHDCRemhdcr])([a-h][1-8])([nesw])$")
_REMOVAL = re.compile(r"^([EMHDCRemhdcr])([a-h][1-8])x$")
_END_WORDS = ("end", "ende", "fertig", "done", "pass", "passen")
"""What ends a turn before its fourth step (or the setup): "passen" is what a German player
means by "pass"."""
_SWAP_WORDS = frozenset({"swap", "and", "with", "tausche", "tauschen", "und", "mit"})
"""Words around the two squares of a setup swap, as a player says it ("swap a2 d1",
"tausche a1 mit b1"): left out, the squares remain."""


class ArimaaGame(Game):
    """Arimaa, official rules, with the quick setup (both armies in the standard arrangement)."""

    id = "arimaa"
    family = "arimaa"
    aliases = ("Arimaa",)
    info = GameInfo(num_players=2)
    has_draws = False  # Goal, elimination or no move: every game has a winner.
    option_specs = (
        Option("setup", "quick", ("quick", "arrange"),
               "quick: both armies start in the standard arrangement; arrange: each side first "
               "swaps pieces on its home ranks (Gold, then Silver) and types end."),
    )
    position_format = POSITION_EXPECTED
    move_format = "one action at a time: a step Ed2n, a push rb3e Hb2n, a pull Ed2n re2w, or end"

    def new_state(self, rng: random.Random | None = None) -> ArimaaState:
        """The quick setup with Gold to move."""
        state = ArimaaState(self, quick_setup(), GOLD, 0, None)
        if self.options["setup"] == "arrange":
            state.setup = 0
        return state

    def parse_position(self, text: str) -> ArimaaState:
        """A position from its text.

        Raises:
            InvalidPositionError: the text is malformed.
        """
        fields = text.split()
        if len(fields) == 4 and fields[2] == "setup" and fields[3].isdecimal() and \
                fields[1] in ("g", "s"):
            state = ArimaaState(self, parse_board(fields[0], text), "gs".index(fields[1]), 0, None)
            state.setup = int(fields[3])
            state._result = None
            return state
        if len(fields) not in (2, 3, 4) or fields[1] not in ("g", "s"):
            raise InvalidPositionError(text, "expected board, side (g or s), steps, start board",
                                       POSITION_EXPECTED)
        cells = parse_board(fields[0], text)
        used = int(fields[2]) if len(fields) > 2 and fields[2].isdecimal() else 0
        if len(fields) > 2 and not fields[2].isdecimal() or not 0 <= used < STEPS_PER_TURN:
            raise InvalidPositionError(text, "the step count must be 0 to 3", POSITION_EXPECTED)
        start = parse_board(fields[3], text) if used and len(fields) == 4 else None
        if used and start is None:
            raise InvalidPositionError(text, "the start-of-turn board is missing",
                                       POSITION_EXPECTED)
        for board in (cells, start or cells):
            for trap in TRAPS:
                cell = board[trap]
                if cell and not any(board[n] and colour(board[n]) == colour(cell)
                                    for _, n in NEIGHBOURS[trap]):
                    raise InvalidPositionError(
                        text, "a piece stands on a trap without a friendly neighbour",
                        POSITION_EXPECTED)
        return ArimaaState(self, cells, "gs".index(fields[1]), used, start)


class ArimaaState(ActionGenerator, State):
    """A position: 64 cells, side to move, steps used, the board at the start of the turn."""

    game: ArimaaGame

    def __init__(self, game: ArimaaGame, cells: list[int], to_move: Player, used: int,
                 turn_start: list[int] | None) -> None:
        self.game = game
        self.cells = list(cells)
        self._to_move = to_move
        self.used = used
        self.turn_start: bytes = bytes(turn_start if turn_start is not None else cells)
        self.moves: list[Move] = []
        self.seen: dict[bytes, int] = {self.turn_start + bytes((to_move,)): 1}
        self._stack: list[tuple[bytes, Player, int, bytes, Outcome | None, bytes | None]] = []
        self._result: Outcome | None = None
        self._setup_stack: list[tuple[int | None, Player, bytes, dict[bytes, int]]] = []
        self.setup: int | None = None
        """In the setup phase: the swaps the side to move has made; None once play began."""
        if not self._actions():
            self._result = Outcome(frozenset({1 - to_move}), EndReason.NO_MOVES)
    # -- the State contract -----------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while the game runs, else TERMINAL."""
        return TurnKind.PLAYER if self._result is None else TurnKind.TERMINAL

    @property
    def to_move(self) -> Player:
        """0 Gold, 1 Silver; the same player for every action of a turn."""
        return self._to_move

    def legal_moves(self) -> list[Move]:
        """Every legal action; empty when the game is over."""
        return [] if self._result is not None else list(self._actions())

    def worth_searching(self, moves: Sequence[Move]) -> list[Move]:
        """Leaves out actions after which the board is one it already was in this turn (a
        rabbit onto a trap and straight back off): the player could have gone on from there
        with more steps left, or ended the turn, so they are never better. A search at a
        fixed depth liked them, for the wasted steps push the opponent's reply past its
        horizon. Every action is kept if none would be left."""
        if self.setup is not None or not self.used:
            return list(moves)
        boards = self._turn_boards()
        kept = [m for m in moves
                if not isinstance(m, ArimaaMove) or m.action is Action.END
                or self._board_after(m) not in boards]
        return kept or list(moves)

    def _turn_boards(self) -> set[bytes]:
        """The boards of this turn so far before the present one: its start and the board
        before each of its actions."""
        boards = {self.turn_start}
        for board, side, used, start, _, _ in reversed(self._stack):
            if side != self._to_move or start != self.turn_start or used >= self.used:
                break
            boards.add(board)
            if not used:
                break
        return boards

    def _board_after(self, move: ArimaaMove) -> bytes:
        """The board after ``move``, its steps and trap removals made on a copy."""
        cells = bytearray(self.cells)
        for index, record in enumerate(move.steps):
            cells[record.end], cells[record.start] = record.piece, 0
            for after, _, square in move.removals:
                if after == index:
                    cells[square] = 0
        return bytes(cells)

    def apply(self, move: Move) -> None:
        """Make the action's steps (traps after each), and end the turn when it is complete."""
        assert isinstance(move, ArimaaMove)
        cells = self.cells
        if self.setup is not None:
            self._apply_setup(move)
            return
        seen_key: bytes | None = None
        self._stack.append((bytes(cells), self._to_move, self.used, self.turn_start,
                            self._result, None))
        for record in move.steps:
            cells[record.end], cells[record.start] = record.piece, 0
            self._traps()
        self.used += len(move.steps)
        self.moves.append(move)
        if move.ends_turn:
            mover = self._to_move
            self._to_move = 1 - mover
            self.used = 0
            self.turn_start = bytes(cells)
            seen_key = self.turn_start + bytes((self._to_move,))
            self.seen[seen_key] = self.seen.get(seen_key, 0) + 1
            board, side, used, start, result, _ = self._stack[-1]
            self._stack[-1] = (board, side, used, start, result, seen_key)
            self._result = self._end_of_turn(mover)
        elif not self._actions():
            # Steered into a dead end in the middle of the turn (see the module docstring).
            self._result = Outcome(frozenset({1 - self._to_move}), EndReason.NO_MOVES)

    def _apply_setup(self, move: ArimaaMove) -> None:
        """A swap, or the end of one side's setup (Gold first, then Silver, then play)."""
        self._setup_stack.append((self.setup, self._to_move, self.turn_start, dict(self.seen)))
        self.moves.append(move)
        if move.action is Action.SWAP:
            a, b = move.squares
            self.cells[a], self.cells[b] = self.cells[b], self.cells[a]
            self.setup = (self.setup or 0) + 1
        elif self._to_move == GOLD:
            self._to_move, self.setup = SILVER, 0
        else:
            self._to_move, self.setup = GOLD, None
            self.turn_start = bytes(self.cells)
            self.seen = {self.turn_start + bytes((GOLD,)): 1}

    def _end_of_turn(self, mover: Player) -> Outcome | None:
        """The official checks in order, after ``mover``'s turn."""
        other = 1 - mover
        for player in (mover, other):
            goal_row = 7 if player == GOLD else 0
            if any(self.cells[goal_row * SIZE + c] == player * 8 + RABBIT for c in range(SIZE)):
                return Outcome(frozenset({player}), GOAL)
        rabbits = [sum(1 for c in self.cells if c == p * 8 + RABBIT) for p in (GOLD, SILVER)]
        if not rabbits[other]:
            return Outcome(frozenset({mover}), ELIMINATION)
        if not rabbits[mover]:
            return Outcome(frozenset({other}), ELIMINATION)
        if not self._actions():
            return Outcome(frozenset({mover}), EndReason.NO_MOVES)
        return None

    def undo(self) -> None:
        """Take back the last action."""
        if self._setup_stack and len(self.moves) == self.setup_moves():
            move = self.moves.pop()
            self.setup, self._to_move, self.turn_start, self.seen = self._setup_stack.pop()
            if isinstance(move, ArimaaMove) and move.action is Action.SWAP:
                a, b = move.squares
                self.cells[a], self.cells[b] = self.cells[b], self.cells[a]
            return
        board, self._to_move, self.used, self.turn_start, self._result, seen_key = \
            self._stack.pop()
        self.cells[:] = list(board)
        if seen_key is not None:
            self.seen[seen_key] -= 1
            if not self.seen[seen_key]:
                del self.seen[seen_key]
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """The result, or None while the game runs."""
        return self._result

    def setup_moves(self) -> int:
        """How many of the recorded moves belong to the setup phase."""
        return len(self._setup_stack)

    def key(self) -> Hashable:
        """Board, side, steps used and (mid-turn) the start-of-turn board; the swap count in
        the setup phase."""
        if self.setup is not None:
            return bytes(self.cells) + bytes((self._to_move, 9, self.setup))
        if self.used:
            return bytes(self.cells) + bytes((self._to_move, self.used)) + self.turn_start
        return bytes(self.cells) + bytes((self._to_move, 0))

    def copy(self) -> ArimaaState:
        """An independent copy with history."""
        other = ArimaaState.__new__(ArimaaState)
        other.game = self.game
        other.cells = list(self.cells)
        other._to_move = self._to_move
        other.used = self.used
        other.turn_start = self.turn_start
        other.moves = list(self.moves)
        other.seen = dict(self.seen)
        other._stack = list(self._stack)
        other._result = self._result
        other.setup = self.setup
        other._setup_stack = list(self._setup_stack)
        return other

    def move_events(self, move: Move) -> list[Event]:
        """PieceMoved per step (piece kind TOKEN; the describer reads the move) and
        PieceCaptured per trap removal."""
        assert isinstance(move, ArimaaMove)
        player = self._to_move
        events: list[Event] = []
        if move.action is Action.SWAP:
            a, b = move.squares
            return [PieceMoved(player, Piece.TOKEN, (a, b)),
                    PieceMoved(player, Piece.TOKEN, (b, a))]
        for index, record in enumerate(move.steps):
            events.append(PieceMoved(colour(record.piece), Piece.TOKEN,
                                     (record.start, record.end)))
            for after, piece, square in move.removals:
                if after == index:
                    events.append(PieceCaptured(player, square, Piece.TOKEN))
        return events

    def is_capture(self, move: Move) -> bool:
        """True when ``move`` leaves an opposing piece alone on a trap. A step onto an
        unguarded trap loses the mover's own piece: that is no capture, though the trap
        removes a piece all the same."""
        assert isinstance(move, ArimaaMove)
        return any(colour(piece) != self._to_move for _, piece, _ in move.removals)

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """Places of an action: "Ed2n" (d2, d3); "rb3e Hb2n" push (b2, b3, c3); "Ed2n re2w"
        pull (d2, d3, e2); "d2 d3", "d2-d3" or "d2d3" squares; "end" (). Removal tokens
        ("rc3x") are skipped.

        Raises:
            InvalidMoveError: the text is not in this form.
        """
        words = text.strip().split()
        if len(words) == 1 and words[0].lower() in _END_WORDS:
            return ()
        tokens = [w for w in words if not _REMOVAL.match(w)]
        if tokens and all(_TOKEN.match(t) for t in tokens) and len(tokens) <= 2:
            steps = []
            for token in tokens:
                m = _TOKEN.match(token)
                assert m
                start = parse_algebraic(m.group(2), SIZE, SIZE)
                assert start is not None
                from accessible_games.games.arimaa.board import step
                end = step(start, m.group(3))
                if end is None:
                    raise InvalidMoveError(text, "a step that stays on the board")
                steps.append((token[0].isupper(), start, end))
            if len(steps) == 1:
                return (steps[0][1], steps[0][2])
            mine = self._to_move == GOLD
            first, second = steps
            if first[0] != mine:  # push: the enemy moves first
                return (second[1], first[1], first[2])
            return (first[1], first[2], second[1])
        # Squares apart or run together ("e3e4", as a chess player types a move).
        names = path_names(text)
        squares = [parse_algebraic(n, SIZE, SIZE) for n in names if n and n not in _SWAP_WORDS]
        if not squares or any(s is None for s in squares) or len(squares) > 3:
            raise InvalidMoveError(text, "a step like Ed2n, a push or pull like rb3e Hb2n, "
                                   "squares like d2 d3, or end")
        return tuple(s for s in squares if s is not None)

    def match_parts(self, parts: Sequence[Location]) -> list[Move]:
        """Two squares name where the piece on the first goes: a step there, else each push
        and pull that takes it there ("d4 d5" with an enemy on d5: the pushes of d5). Read
        as the move's two ends, they named the pulls that took d5 along behind it, as if
        the elephant went away from where it was sent."""
        if len(parts) == 2:
            goes = [m for m in self.legal_moves() if tuple(m.parts[:2]) == tuple(parts)]
            if goes:
                exact = [m for m in goes if len(m.parts) == 2]
                return exact or goes
        return super().match_parts(parts)

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Empty start, enemy piece, frozen piece, no steps left, or no such action."""
        if not parts:
            return Reason(ReasonCode.CANNOT_PASS, (), tuple(self.legal_moves()[:6]))
        start = parts[0]
        cell = self.cells[start]
        if not cell:
            return Reason(ReasonCode.EMPTY, (start,))
        if colour(cell) != self._to_move:
            return Reason(ReasonCode.OPPONENT_PIECE, (start,))
        own = tuple(self.moves_from(start))
        if self.setup is not None and len(parts) >= 2 and self.cells[parts[1]] == cell:
            # Setup: two squares name a swap, not a step.
            return RuleReason(ReasonCode.CANNOT_MOVE_THERE, parts[:2], own,
                              rule=ArimaaRule.SAME_KIND)
        if not own:
            return Reason(ReasonCode.PIECE_HAS_NO_MOVES, (start,))
        if len(parts) >= 2 and self.cells[parts[1]] and colour(self.cells[parts[1]]) == \
                self._to_move:
            return Reason(ReasonCode.OCCUPIED, (start, parts[1]), own)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)

    def parse_move(self, text: str) -> Move:
        """The legal action a typed text names (see :meth:`parse_parts`).

        Raises:
            InvalidMoveError: unreadable.
            IllegalMoveError: not legal; the reason says why.
        """
        self._check_letters(text)
        self._check_edges(text)
        # A square name off the 8x8 board ("z9z8", "a9 a8") is refused as such, with the
        # board's squares, as every other board game refuses it; it was "I cannot read".
        check_typed_squares(self, text, [n for n in path_names(text) if n not in _SWAP_WORDS],
                            SIZE, SIZE)
        return super().parse_move(text)

    def _check_edges(self, text: str) -> None:
        """Refuse a step of one's own piece over the edge of the board ("Ra2w") with that
        reason and the piece's moves; it was "Ra2w is not understood", as if mistyped."""
        from accessible_games.games.arimaa.board import step
        for token in text.strip().split():
            m = _TOKEN.match(token)
            if not m:
                continue
            start = parse_algebraic(m.group(2), SIZE, SIZE)
            if start is None or step(start, m.group(3)) is not None:
                continue
            cell = self.cells[start]
            if cell and colour(cell) == self._to_move:
                raise IllegalMoveError(text, RuleReason(
                    ReasonCode.CANNOT_MOVE_THERE, (start,), tuple(self.moves_from(start)),
                    rule=ArimaaRule.OFF_EDGE))

    def _check_letters(self, text: str) -> None:
        """Refuse a step whose letter names another piece than the one on its square."""
        for token in text.strip().split():
            m = _TOKEN.match(token)
            if not m:
                continue
            start = parse_algebraic(m.group(2), SIZE, SIZE)
            cell = self.cells[start] if start is not None else 0
            if not cell or letter(cell) == m.group(1):
                continue
            rule = (ArimaaRule.WRONG_CASE if letter(cell).lower() == m.group(1).lower()
                    else ArimaaRule.WRONG_PIECE)
            assert start is not None
            raise IllegalMoveError(text, LetterReason(
                ReasonCode.CANNOT_MOVE_THERE, (start,), tuple(self.moves_from(start)),
                rule=rule, token=token, fixed=letter(cell) + token[1:],
                named=piece_of(m.group(1))))

    def to_text(self) -> str:
        """Board, side, steps used and, mid-turn, the start-of-turn board; in the setup phase
        "setup" and the swaps made instead of the steps."""
        if self.setup is not None:
            return f"{format_board(self.cells)} {'gs'[self._to_move]} setup {self.setup}"
        text = f"{format_board(self.cells)} {'gs'[self._to_move]} {self.used}"
        if self.used:
            text += " " + format_board(list(self.turn_start))
        return text


__all__ = [
    "ELIMINATION", "GOAL", "MAX_SWAPS", "STEPS_PER_TURN", "Action", "ArimaaGame", "ArimaaMove",
    "ArimaaRule", "ArimaaState", "LetterReason", "StepRecord",
]
