"""Rakado played on quickly, for the strong level's playouts.

The strong level judges each move by what tends to follow it. On the same few dozen sequences
of rolls for every move (common random numbers: the luck of the dice is the same for each
move, so it cancels when the moves are compared), both sides play on for a dozen turns by a
quick rule, and the position reached is valued by the evaluation
(:func:`.evaluation.evaluate` before the next roll). The evaluation alone sees the next roll;
the playouts see which moves leave pieces that are taken or blocked a few rolls later.

The rule both sides follow in a playout (:func:`quick_move`) is what a careful player keeps in
mind: when a capture is compulsory, take the opposing piece that has come furthest; bring a
piece home when the roll allows; otherwise move the rearmost piece that no opposing piece can
then capture with any face (any rearmost piece when none is safe). Against a side that moves at
random this rule alone scores about 65 %, as the standard beginner's search does
(docs/rules/notes/rakado.en.md).

:class:`RakadoPlayout` is a forward-only copy of a two-player position on the Halma board. A
playout turn is the roll and the rule's move together (:class:`QuickTurn`), so a level's
``playout_depth`` counts turns. It checks the end of the game only when a roll gives the rule
no move. Other boards and the game for four are searched by the alpha-beta level instead
(:meth:`.game.RakadoState.plays_out`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from accessible_games.engine.types import Move, TurnKind
from accessible_games.games.rakado.board import EMPTY, MAX_ROLL, RAYS, SIZE, goal_row
from accessible_games.games.rakado.game import RakadoState
from accessible_games.games.rakado.rules import RakadoMove

_PROGRESS = tuple(tuple(s // SIZE if side == 0 else SIZE - 1 - s // SIZE
                        for s in range(SIZE * SIZE)) for side in (0, 1))
"""Per side and square: the rows covered from the side's base line."""
_GOAL = (goal_row(0), goal_row(1))
"""Per side: the row of its home squares."""
_LINES = tuple(tuple(tuple((ray.squares, ray.moves) for ray in RAYS[side][square])
                     for square in range(SIZE * SIZE)) for side in (0, 1))
"""Per side and square: (squares of the ray, whether it also moves without capturing)."""


def quick_moves(board: list[int], side: int, roll: int
                ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(captures, plain moves) of ``side``'s pieces for ``roll`` as (start, end) pairs: the
    moves :meth:`RakadoState.moves_for` finds on the two-player Halma board, without move
    objects."""
    captures: list[tuple[int, int]] = []
    plains: list[tuple[int, int]] = []
    home, other_home = _GOAL[side], _GOAL[1 - side]
    before = roll - 1
    lines = _LINES[side]
    for square in range(SIZE * SIZE):
        if board[square] != side or square // SIZE == home:
            continue
        for squares, moves in lines[square]:
            if len(squares) < roll:
                continue
            if any(board[s] != EMPTY for s in squares[:before]):
                continue
            target = squares[before]
            value = board[target]
            if value == EMPTY:
                if moves:
                    plains.append((square, target))
            elif value != side and target // SIZE != other_home:
                captures.append((square, target))
    return captures, plains


def attacked(board: list[int], side: int, square: int) -> bool:
    """True when an opposing piece could take ``side``'s piece on ``square`` with some face.

    Capturing lines are mutual on the Halma board (each of one side's five directions is the
    reverse of one of the other side's), so it is enough to walk ``side``'s own rays from the
    square to the first piece met: an opposing piece there, not yet home, could come back
    along the same line with that face."""
    if square // SIZE == _GOAL[side]:
        return False
    other, other_home = 1 - side, _GOAL[1 - side]
    for squares, _ in _LINES[side][square]:
        for target in squares:
            value = board[target]
            if value == EMPTY:
                continue
            if value == other and target // SIZE != other_home:
                return True
            break
    return False


def can_move(board: list[int], side: int) -> bool:
    """True when ``side`` has a move for at least one face of the die."""
    home, other_home = _GOAL[side], _GOAL[1 - side]
    for square in range(SIZE * SIZE):
        if board[square] != side or square // SIZE == home:
            continue
        for squares, moves in _LINES[side][square]:
            for target in squares:
                value = board[target]
                if value == EMPTY:
                    if moves:
                        return True
                    continue
                if value != side and target // SIZE != other_home:
                    return True
                break
    return False


def quick_move(board: list[int], side: int, roll: int) -> tuple[int, int] | None:
    """The rule's move for ``side`` and ``roll`` (see the module), or None without a move."""
    captures, plains = quick_moves(board, side, roll)
    if captures:
        furthest = _PROGRESS[1 - side]
        return max(captures, key=lambda move: furthest[move[1]])
    if len(plains) <= 1:
        return plains[0] if plains else None
    goal = _GOAL[side]
    for move in plains:
        if move[1] // SIZE == goal:
            return move
    rows = _PROGRESS[side]
    best: tuple[int, int] | None = None
    best_key = (False, 0)
    for start, end in plains:
        board[end], board[start] = side, EMPTY
        safe = not attacked(board, side, end)
        board[start], board[end] = side, EMPTY
        key = (safe, -rows[start])
        if best is None or key > best_key:
            best, best_key = (start, end), key
    return best


@dataclass(frozen=True, slots=True)
class QuickTurn(Move):
    """One turn of a playout: the roll ``face`` and the rule's move for it."""

    face: int

    @property
    def parts(self) -> tuple[int, ...]:
        return ()

    @property
    def notation(self) -> str:
        return f"turn {self.face}"


class RakadoPlayout(RakadoState):
    """A forward-only copy of a two-player Halma position for playouts (no history, no undo);
    after its first move (a legal move of the position) it goes on by :class:`QuickTurn`."""

    def __init__(self, state: RakadoState) -> None:
        self.game = state.game
        self.board = list(state.board)
        self.seat, self.roll, self.ended = state.seat, state.roll, state.ended
        self.moves = []
        self._stack = []
        self._legal = None

    def apply(self, move: Move) -> None:
        """Make a legal move of the position, or play one quick turn; then pass the turn on
        (a 6 rolls again)."""
        board = self.board
        if isinstance(move, QuickTurn):
            roll = move.face
            chosen = quick_move(board, self.seat, roll)
            if chosen is None:
                self.ended = not can_move(board, 0) and not can_move(board, 1)
            else:
                start, end = chosen
                board[end], board[start] = board[start], EMPTY
        else:
            assert isinstance(move, RakadoMove)
            roll = self.roll
            board[move.end], board[move.start] = board[move.start], EMPTY
            if move.huffed is not None:
                board[move.huffed] = EMPTY
        if roll != MAX_ROLL:
            self.seat = 1 - self.seat
        self.roll = 0
        self._legal = None

    @property
    def turn_kind(self) -> TurnKind:
        """CHANCE before every turn of the playout, TERMINAL once nobody can move."""
        return TurnKind.TERMINAL if self.ended else TurnKind.CHANCE

    def playout_move(self, rng: random.Random) -> Move | None:
        """The next turn: a roll drawn from ``rng`` (one number a turn, so playouts given the
        same generator see the same rolls) played by the rule."""
        return QuickTurn(rng.randrange(MAX_ROLL) + 1)

    def playout_copy(self) -> RakadoPlayout:
        return RakadoPlayout(self)

    def copy(self) -> RakadoPlayout:
        return RakadoPlayout(self)

    def undo(self) -> None:
        raise NotImplementedError("a playout moves forward only")
