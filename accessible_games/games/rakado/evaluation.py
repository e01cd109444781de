"""Rakado evaluation for the computer players.

``evaluate(state, player)`` scores a position for ``player``'s party; ``order_key(move)`` ranks
moves for search (higher first): captures, then moves that arrive home, then the longest advance.

Why it looks the way it does. Pieces move straight, so each column is a duel: a side's piece
reaches the goal square of its column only once no opposing piece stands ahead of it there, and
two pieces meeting head on cannot pass, so one of them must capture the other. A side's worth is
therefore counted by column, not by rows covered:

* a piece home counts most (pieces home decide the game);
* a *runner*, a column's leading piece with no opposing piece ahead and its goal square free,
  is nearly home; a little more the nearer it is, since the way left is shorter to be caught
  from the side;
* a *duellist*, a leading piece with an opposing piece ahead in its column, is worth about half
  a home piece, a little more the nearer its goal the duel is fought;
* a *spare* behind a piece of its side takes up the duel if the leader falls; an *idle* piece,
  in a column whose goal square its side already holds, only scores by capturing sideways or
  diagonally into another column.

Capturing is mutual: if a piece can take another with some face of the die, the other can take
it back with the same face along the same line (the five directions of one side are the reverse
of the other's). So who rolls next matters more than who threatens whom. A position is valued
with one side to roll next: that side gets, for every face, the rough gain of the best capture
the face forces (a sixth each); the other side's captures come a roll later and count at
:data:`LATER_SHARE`. At a chance turn the value is the mean over the six faces of the position
after each face's forced capture (:func:`chance_value`); after a roll the forced capture is
certain and the best one is taken at once.

So a searcher may stop at a chance turn and value it as it stands (the level flag
``expand_chance_leaves`` off): that saves six positions per leaf, and the strong level searches
two whole turns (its move, the opponent's roll and move, its own roll) in about 0.1-0.2 s.
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.rakado.board import (
    EMPTY,
    HALMA,
    MAX_ROLL,
    RAYS,
    SIZE,
    goal_row,
    side_of,
)
from accessible_games.games.rakado.game import RakadoState
from accessible_games.games.rakado.rules import RakadoMove
from accessible_games.games.rakado.star_evaluation import star_value

# The weights are in hundredths of a piece home. They follow a least-squares fit of the final
# difference of pieces home on these terms (benchmarks/rakado_fit.py), over about 10,000
# positions from 252 games of the beginner at depth 1 against itself, half of them with the
# earlier evaluation and half with a first version of this one: home 0.94, runner 0.80 plus
# 0.15 over the whole way, spare 0.49, idle 0.24, duellist 0.24 over the whole way (its base
# cannot be fitted: duels come in pairs), and the capture chances of the side after the roller
# about three quarters of the roller's.
HOME = 100.0
"""A piece home."""
RUNNER = 80.0
"""A column's leading piece with nothing against it ahead, at its base line."""
RUNNER_STEP = 1.0
"""What a runner gains per row covered."""
DUELLIST = 45.0
"""A leading piece with an opposing piece ahead in its column, at its base line."""
DUELLIST_STEP = 1.6
"""What a duellist gains per row covered (the duel is fought nearer its goal)."""
SPARE = 40.0
"""A piece behind another of its side in its column: it takes up the duel if the leader
falls."""
IDLE = 20.0
"""A piece in a column whose goal square its side already holds: it scores only by capturing
into another column."""
LATER_SHARE = 0.75
"""The share of its capture gains counted for the side that rolls after the next roll."""


def _column_worths(board: list[int], worth: dict[int, float]) -> list[float]:
    """Fill ``worth`` (square -> worth of the piece there) and return each side's total."""
    totals = [0.0, 0.0]
    top = SIZE - 1
    for column in range(SIZE):
        # The column's pieces from row 1 up: (row, side).
        pieces = [(row, value % 2) for row, value in enumerate(board[column::SIZE])
                  if value != EMPTY]
        if not pieces:
            continue
        for side in (0, 1):
            # Walk from the goal end towards the base: the first own piece met is the leader
            # unless an own piece is home; an opposing piece met before it stands ahead.
            walk = reversed(pieces) if side == 0 else iter(pieces)
            goal = top if side == 0 else 0
            closed = False
            enemy_ahead = False
            leader_found = False
            for row, owner in walk:
                if row == goal:
                    if owner == side:
                        closed = leader_found = True
                        totals[side] += HOME
                    else:
                        enemy_ahead = True
                    continue
                if owner != side:
                    if not leader_found:
                        enemy_ahead = True
                    continue
                if closed:
                    piece = IDLE
                elif leader_found:
                    piece = SPARE
                elif enemy_ahead:
                    piece = DUELLIST + DUELLIST_STEP * (row if side == 0 else top - row)
                    leader_found = True
                else:
                    piece = RUNNER + RUNNER_STEP * (row if side == 0 else top - row)
                    leader_found = True
                worth[row * SIZE + column] = piece
                totals[side] += piece
    return totals


def _lines(board: list[int], worth: dict[int, float]) -> list[tuple[int, int, int]]:
    """Every capturing line: (South square, North square, face), for the pieces on the way.

    Every such line is mutual (see the module text), so one pass over South's pieces finds
    both sides' captures.
    """
    found = []
    north_home = goal_row(1)
    for square in worth:
        if board[square] % 2:
            continue
        for ray in RAYS[0][square]:
            face = 0
            for target in ray.squares:
                face += 1
                other = board[target]
                if other == EMPTY:
                    continue
                if other % 2 == 1 and target // SIZE != north_home:
                    found.append((square, target, face))
                break
    return found


def _gain(worth: dict[int, float], side: int, start: int, end: int) -> float:
    """What ``side`` roughly gains by taking from ``start`` the piece on ``end``: the victim's
    worth, and the capturing piece's rise to a runner on ``end`` (it usually clears the column
    it lands in)."""
    row = end // SIZE
    runner = RUNNER + RUNNER_STEP * (row if side == 0 else SIZE - 1 - row)
    return worth.get(end, 0.0) + max(0.0, runner - worth.get(start, 0.0))


def _best_captures(worth: dict[int, float], lines: list[tuple[int, int, int]],
                   side: int) -> dict[int, tuple[float, int, int]]:
    """Per face, ``side``'s capture with the highest rough gain: (gain, start, end)."""
    best: dict[int, tuple[float, int, int]] = {}
    for south, north, face in lines:
        start, end = (south, north) if side == 0 else (north, south)
        gain = _gain(worth, side, start, end)
        if face not in best or gain > best[face][0]:
            best[face] = (gain, start, end)
    return best


class _Position:
    """One board's analysis: the pieces' worth by column and the capturing lines."""

    __slots__ = ("lines", "totals", "worth")

    def __init__(self, board: list[int]) -> None:
        self.worth: dict[int, float] = {}
        self.totals = _column_worths(board, self.worth)
        self.lines = _lines(board, self.worth)

    def value(self, side: int, roller: int) -> float:
        """``side``'s worth minus the other's, ``roller``'s side to roll next: each side gets
        its rough expected gain of the next forced capture, the side after the roller only
        :data:`LATER_SHARE` of it."""
        totals = list(self.totals)
        for who in (0, 1):
            gains = _best_captures(self.worth, self.lines, who)
            expected = sum(gain for gain, _, _ in gains.values()) / MAX_ROLL
            totals[who] += expected if who == roller else LATER_SHARE * expected
        return totals[side] - totals[1 - side]


def static_value(board: list[int], side: int, roller: int) -> float:
    """``side``'s worth minus the other side's, with ``roller``'s side about to roll."""
    return _Position(board).value(side, roller)


def _after(board: list[int], start: int, end: int, side: int, roller: int) -> float:
    """The static value for ``side`` after the capture from ``start`` onto ``end``."""
    piece, victim = board[start], board[end]
    board[end], board[start] = piece, EMPTY
    value = static_value(board, side, roller)
    board[start], board[end] = piece, victim
    return value


def chance_value(board: list[int], side: int, roller: int) -> float:
    """The value for ``side`` before ``roller``'s side rolls, face by face: a face that forces
    a capture is valued after the best one (found by rough gain), any other face as the board
    stands; after a 6 the same side rolls again, otherwise the other side is next."""
    position = _Position(board)
    best = _best_captures(position.worth, position.lines, roller)
    still = {roller: position.value(side, roller), 1 - roller: position.value(side, 1 - roller)}
    total = 0.0
    for face in range(1, MAX_ROLL + 1):
        nxt = roller if face == MAX_ROLL else 1 - roller
        if face in best:
            _, start, end = best[face]
            total += _after(board, start, end, side, nxt)
        else:
            total += still[nxt]
    return total / MAX_ROLL


def evaluate(state: State, player: Player) -> float:
    """The value of ``state`` for ``player``'s party.

    Before a roll (a chance turn) the value is the mean over the six faces of the position
    after the capture each face forces (:func:`chance_value`), so a search that stops at a
    chance turn sees the coming roll. After a roll that forces a capture the capture is
    certain: the position is valued after the best capture for the mover; after any other
    roll as the pieces stand. Then the other side rolls next, or the mover again after a 6.
    """
    assert isinstance(state, RakadoState)
    side = side_of(player)
    mover = side_of(state.seat)
    board = state.board
    geometry = state.geometry
    if geometry is not HALMA:
        sides = geometry.sides
        side, mover = player % sides, state.seat % sides
        nxt = mover if state.roll in (0, MAX_ROLL) else (mover + 1) % sides
        if not state.roll or state.ended:
            return star_value(board, geometry, side, mover)
        # After a roll that forces a capture the mover takes the one best for it.
        found: tuple[float, float] | None = None
        for move in state.compulsory_captures():
            piece, victim = board[move.start], board[move.end]
            board[move.end], board[move.start] = piece, EMPTY
            pair = (star_value(board, geometry, mover, nxt),
                    star_value(board, geometry, side, nxt))
            board[move.start], board[move.end] = piece, victim
            if found is None or pair[0] > found[0]:
                found = pair
        if found is None:
            return star_value(board, geometry, side, nxt)
        return found[1]
    if not state.roll or state.ended:
        return chance_value(board, side, mover)
    nxt = mover if state.roll == MAX_ROLL else 1 - mover
    captures = state.compulsory_captures()
    if not captures:
        return static_value(board, side, nxt)
    best = max(_after(board, move.start, move.end, mover, nxt) for move in captures)
    return best if side == mover else -best


def order_key(move: Move) -> int:
    """Captures first, then arrivals on the far row, then longer advances."""
    if not isinstance(move, RakadoMove):
        return 0
    size = move.size
    key = abs(move.end // size - move.start // size)
    if move.capture:
        key += 100
    if size == SIZE and move.end // SIZE in (0, SIZE - 1) and \
            move.start // SIZE not in (0, SIZE - 1):
        key += 50
    return key
