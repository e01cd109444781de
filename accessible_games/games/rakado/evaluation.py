"""Rakado evaluation for the computer players.

``evaluate(state, player)`` scores a position from ``player``'s party's side as the difference
of the two parties' worth; ``order_key(move)`` ranks moves for search (higher first): captures,
then moves that arrive home, then the longest advance. Neither depends on whose turn it is, so
the searchers may also call it at a chance turn; after a roll it looks at the forced capture.

Pieces move straight, so a piece can only arrive on the goal square of its own column (unless a
capture takes it to another column), and each goal square holds one piece. A party's worth:

* home: a piece that has arrived counts most, since pieces home decide the game;
* the leading piece of a column whose goal square is still free: a base value plus a bonus
  growing with the square of the rows covered (near home it is close to scoring);
* any other piece (behind another one of its side in its column, or in a column whose goal
  square its side already holds): a small value; it can only score after a capture;
* exposed pieces: a piece that an opposing piece could capture with some faces of the die loses
  that share (faces out of six) of its worth.
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.rakado.board import EMPTY, MAX_ROLL, SIZE, goal_row, progress, side_of
from accessible_games.games.rakado.game import RakadoState
from accessible_games.games.rakado.rules import RakadoMove, piece_reach

HOME_WEIGHT = 100.0
LEADER_WEIGHT = 40.0
ADVANCE_WEIGHT = 0.25
SPARE_WEIGHT = 12.0


def worths(board: list[int], side: int) -> dict[int, float]:
    """The worth of every piece of ``side`` on the way, by square, and of the pieces home
    (under the key -1, summed)."""
    goal = goal_row(side)
    found: dict[int, float] = {-1: 0.0}
    for column in range(SIZE):
        closed = board[goal * SIZE + column] != EMPTY and board[goal * SIZE + column] % 2 == side
        if closed:
            found[-1] += HOME_WEIGHT
        leader = not closed
        rows = range(SIZE - 2, -1, -1) if side == 0 else range(1, SIZE)
        for row in rows:
            square = row * SIZE + column
            value = board[square]
            if value == EMPTY or value % 2 != side:
                continue
            if leader:
                covered = progress(side, square)
                found[square] = LEADER_WEIGHT + ADVANCE_WEIGHT * covered * covered
                leader = False
            else:
                found[square] = SPARE_WEIGHT
    return found


def party_value(board: list[int], side: int) -> float:
    """The worth of ``side``'s pieces, less what its exposed pieces may lose at one roll."""
    own = worths(board, side)
    total = sum(own.values())
    faces: dict[int, set[int]] = {}
    for square, value in enumerate(board):
        if value == EMPTY or value % 2 == side:
            continue
        for face, target, capture in piece_reach(board, square):
            if capture:
                faces.setdefault(target, set()).add(face)
    for target, hit in faces.items():
        total -= own.get(target, 0.0) * len(hit) / MAX_ROLL
    return total


def static_value(board: list[int], side: int) -> float:
    """``side``'s worth minus the other side's, as the pieces stand."""
    return party_value(board, side) - party_value(board, 1 - side)


def evaluate(state: State, player: Player) -> float:
    """The value of ``state`` for ``player``'s party.

    After a roll that forces a capture, the capture is certain: the position is valued after
    the capture best for the mover (a one-ply look at the captures only); otherwise as the
    pieces stand.
    """
    assert isinstance(state, RakadoState)
    side = side_of(player)
    captures = state.compulsory_captures() if not state.ended else []
    if not captures:
        return static_value(state.board, side)
    mover = side_of(state.seat)
    board = state.board
    best = None
    for move in captures:
        start, end = move.start, move.end
        piece, victim = board[start], board[end]
        board[end], board[start] = piece, EMPTY
        value = static_value(board, mover)
        board[start], board[end] = piece, victim
        if best is None or value > best:
            best = value
    assert best is not None
    return best if mover == side else -best


def order_key(move: Move) -> int:
    """Captures first, then arrivals on the far row, then longer advances."""
    if not isinstance(move, RakadoMove):
        return 0
    key = abs(move.end // SIZE - move.start // SIZE)
    if move.capture:
        key += 100
    if move.end // SIZE in (0, SIZE - 1) and move.start // SIZE not in (0, SIZE - 1):
        key += 50
    return key
