"""Reversi evaluation for the computer players: mobility, corners, dangerous squares, edges.

``evaluate(state, player)`` scores a position from ``player``'s side (positive is good);
``order_key(move)`` sorts moves for search so that corners come first and X-squares last.

The terms follow common Othello practice:

* Mobility: having more moves than the opponent matters most in the middle game.
* Corners can never be flipped; taking one is worth a lot.
* X-squares (diagonally next to an empty corner) and C-squares (beside an empty corner on the
  edge) tend to give the corner away.
* Edge discs in an unbroken run from an own corner cannot be flipped (a cheap stability count).
* Disc parity only counts late, when the final count is near.

With the ``misere`` option (Anti-Reversi) the disc-count terms change sign; the others stay, which
is a rough but reasonable first guess.
"""

from __future__ import annotations

from enum import IntEnum
from functools import lru_cache
from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player, TurnKind

if TYPE_CHECKING:
    from accessible_games.games.reversi.game import ReversiState

WIN_SCORE = 10_000.0
"""Score of a won game (plus the disc margin), so a win beats every heuristic value."""

MOBILITY_WEIGHT = 40.0
CORNER_WEIGHT = 30.0
X_SQUARE_WEIGHT = 14.0
C_SQUARE_WEIGHT = 5.0
EDGE_STABLE_WEIGHT = 6.0
PARITY_WEIGHT = 2.0


class SquareClass(IntEnum):
    """How attractive a square is for move ordering; lower values are tried first."""

    CORNER = 0
    """A corner: can never be flipped back."""
    EDGE = 1
    """An edge square that is not next to a corner."""
    INNER = 2
    """Any other inner square."""
    C_SQUARE = 3
    """An edge square next to a corner."""
    X_SQUARE = 4
    """The square diagonally next to a corner."""


@lru_cache(maxsize=None)
def square_classes(size: int) -> tuple[SquareClass, ...]:
    """The class of every square of a ``size`` x ``size`` board."""
    last = size - 1
    classes = []
    for square in range(size * size):
        row, col = divmod(square, size)
        on_row_edge = row in (0, last)
        on_col_edge = col in (0, last)
        near_row = row in (1, last - 1)
        near_col = col in (1, last - 1)
        if on_row_edge and on_col_edge:
            classes.append(SquareClass.CORNER)
        elif near_row and near_col:
            classes.append(SquareClass.X_SQUARE)
        elif (on_row_edge and near_col) or (on_col_edge and near_row):
            classes.append(SquareClass.C_SQUARE)
        elif on_row_edge or on_col_edge:
            classes.append(SquareClass.EDGE)
        else:
            classes.append(SquareClass.INNER)
    return tuple(classes)


@lru_cache(maxsize=None)
def _corner_neighbours(size: int) -> tuple[tuple[int, int, tuple[int, int]], ...]:
    """Per corner: (corner bit, X-square bit, the two C-square bits)."""
    last = size - 1
    corners = ((0, 0, 1, 1), (0, last, 1, -1), (last, 0, -1, 1), (last, last, -1, -1))
    result = []
    for row, col, dr, dc in corners:
        corner = 1 << (row * size + col)
        x_square = 1 << ((row + dr) * size + col + dc)
        c_squares = (1 << (row * size + col + dc), 1 << ((row + dr) * size + col))
        result.append((corner, x_square, c_squares))
    return tuple(result)


@lru_cache(maxsize=None)
def _edge_lines(size: int) -> tuple[tuple[int, ...], ...]:
    """Each edge read outward from each of its two corners, as single-bit masks."""
    last = size - 1
    edges = (
        [r * size for r in range(size)],  # file a
        [r * size + last for r in range(size)],  # last file
        list(range(size)),  # rank 1
        [last * size + c for c in range(size)],  # last rank
    )
    lines = []
    for edge in edges:
        lines.append(tuple(1 << s for s in edge))
        lines.append(tuple(1 << s for s in reversed(edge)))
    return tuple(lines)


def _anchored_edge_discs(size: int, board: int) -> int:
    """Edge discs in an unbroken run from an own corner (counted once each)."""
    stable = 0
    for line in _edge_lines(size):
        for bit in line:
            if not board & bit:
                break
            stable |= bit
    return stable.bit_count()


def evaluate(state: ReversiState, player: Player) -> float:
    """A heuristic score of ``state`` for ``player``: positive favours ``player``.

    Finished games score +-WIN_SCORE plus the disc margin (or 0 for a draw).
    """
    size = state.geo.size
    misere = state.game.misere
    own = state.board_of(player)
    opp = state.board_of(1 - player)
    own_count = own.bit_count()
    opp_count = opp.bit_count()
    disc_sign = -1.0 if misere else 1.0
    if state.turn_kind is TurnKind.TERMINAL:
        outcome = state.outcome()
        if outcome is None or outcome.is_draw:
            return 0.0
        margin = abs(own_count - opp_count)
        return WIN_SCORE + margin if player in outcome.winners else -WIN_SCORE - margin

    mobility = state.geo.mobility
    own_moves = mobility(own, opp).bit_count()
    opp_moves = mobility(opp, own).bit_count()
    score = MOBILITY_WEIGHT * (own_moves - opp_moves) / (own_moves + opp_moves + 2)

    empty = state.geo.full & ~(own | opp)
    for corner, x_square, c_squares in _corner_neighbours(size):
        if own & corner:
            score += CORNER_WEIGHT * disc_sign
        elif opp & corner:
            score -= CORNER_WEIGHT * disc_sign
        elif empty & corner:
            # X- and C-squares next to an empty corner invite the opponent into it.
            if own & x_square:
                score -= X_SQUARE_WEIGHT
            elif opp & x_square:
                score += X_SQUARE_WEIGHT
            for c_square in c_squares:
                if own & c_square:
                    score -= C_SQUARE_WEIGHT
                elif opp & c_square:
                    score += C_SQUARE_WEIGHT

    stable = _anchored_edge_discs(size, own) - _anchored_edge_discs(size, opp)
    score += EDGE_STABLE_WEIGHT * stable * disc_sign

    # Disc parity matters only near the end, growing as the board fills.
    filled = (own_count + opp_count) / (size * size)
    if filled > 0.6:
        score += PARITY_WEIGHT * (own_count - opp_count) * (filled - 0.6) / 0.4 * disc_sign
    return score


def order_key(move: Move) -> int:
    """Sort key for move ordering: corners first, then edges, inner, C-squares, X-squares last.

    A pass (the only move when it occurs) sorts first.
    """
    square = getattr(move, "square", -1)
    if square < 0:
        return -1
    size = getattr(move, "size", 8)
    return int(square_classes(size)[square])

