"""A rule of thumb for Rakado: the basic tactics a player learns in the first games.

After the roll it plays, in this order of preference:

1. a move that brings a piece home;
2. of the compulsory captures, the one that takes the opposing piece nearest its home, and
   of those the one after which the capturing piece stands safe;
3. a move after which the moved piece cannot be taken with any face at the next rolls;
4. the piece nearest its home first (it has the shortest way left to be caught on).

Ties go to the first such move in the legal order. The beginner plays these rules and now and
then (``Level.noise``) a random legal move instead, as the card games' beginners do; a player
who follows them without slips knows the basic tactics the level description talks about.
"""

from __future__ import annotations

import random

from accessible_games.engine.types import Move
from accessible_games.games.rakado.board import EMPTY, Geometry
from accessible_games.games.rakado.rules import RakadoMove, capture_faces


def rule_move(state: object, rng: random.Random) -> Move | None:
    """The rule's move for the seat to move of a Rakado state after its roll; None when it
    has no legal move (before the roll or at the end)."""
    legal = state.legal_moves()  # type: ignore[attr-defined]
    if not legal:
        return None
    board: list[int] = state.board  # type: ignore[attr-defined]
    geometry: Geometry = state.geometry  # type: ignore[attr-defined]
    return max(legal, key=lambda move: _liking(board, geometry, move))


def _liking(board: list[int], geometry: Geometry, move: Move) -> tuple[int, int, int, int]:
    """How much the rule likes ``move`` (higher first): home, the captured piece's progress,
    safety, the moved piece's progress."""
    if not isinstance(move, RakadoMove):
        return (0, 0, 0, 0)
    seat = board[move.start]
    side = geometry.side(seat)
    home = int(geometry.is_home(side, move.end))
    taken = board[move.end]
    captured = geometry.progress[geometry.side(taken)][move.end] + 1 if move.capture else 0
    after = list(board)
    after[move.start] = EMPTY
    after[move.end] = seat
    safe = int(home or move.end not in capture_faces(after, side, geometry))
    return (home, captured, safe, geometry.progress[side][move.start])
