"""Rakado evaluation for the computer players.

``evaluate(state, player)`` scores a position from ``player``'s party's side as the difference
of the two parties' worth; ``order_key(move)`` ranks moves for search (higher first): captures,
then moves that arrive home, then the furthest advance.

A party's worth, per piece:

* home: a piece that has arrived counts most, since pieces home decide the game;
* on the way: a base value plus a bonus that grows with the square of the rows covered, since a
  piece near home is close to scoring but still exposed;
* exposed: a piece that an opposing piece could capture with some roll loses a share of its
  worth per roll that does it (each roll is 1/6 likely).
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.rakado.board import SIZE, goal_row, progress, side_of
from accessible_games.games.rakado.game import RakadoState
from accessible_games.games.rakado.rules import RakadoMove, piece_reach

HOME_WEIGHT = 100.0
PIECE_WEIGHT = 40.0
ADVANCE_WEIGHT = 0.25
DANGER_SHARE = 0.15


def party_worth(state: RakadoState, side: int) -> float:
    """The worth of the pieces of ``side`` (SOUTH or NORTH) without the danger term."""
    total = 0.0
    goal = goal_row(side)
    for square, value in enumerate(state.board):
        if value < 0 or value % 2 != side:
            continue
        if square // SIZE == goal:
            total += HOME_WEIGHT
        else:
            rows = progress(side, square)
            total += PIECE_WEIGHT + ADVANCE_WEIGHT * rows * rows
    return total


def danger(state: RakadoState, side: int) -> float:
    """The worth ``side`` may lose at the opponents' next roll: for each capture any opponent
    could make with some face, a share of the victim's worth."""
    board = state.board
    lost = 0.0
    for square, value in enumerate(board):
        if value < 0 or value % 2 == side:
            continue
        for _face, target, capture in piece_reach(board, square):
            if capture:
                rows = progress(side, target)
                lost += DANGER_SHARE * (PIECE_WEIGHT + ADVANCE_WEIGHT * rows * rows)
    return lost


def evaluate(state: State, player: Player) -> float:
    """The value of ``state`` for ``player``'s party: its worth minus the other party's."""
    assert isinstance(state, RakadoState)
    side = side_of(player)
    other = 1 - side
    mine = party_worth(state, side) - danger(state, side)
    theirs = party_worth(state, other) - danger(state, other)
    return mine - theirs


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
