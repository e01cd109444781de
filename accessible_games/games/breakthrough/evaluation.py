"""Breakthrough evaluation for the computer players.

``evaluate(state, player)`` scores a position from ``player``'s side; ``order_key(move)`` ranks
moves for search (higher first): moves onto the goal row, then captures, then advances.

Terms, in order of weight:

* A side to move with a piece one step from the goal row wins at once.
* If the side not to move has a runner that the side to move cannot take (or two runners), it
  wins on its next move.
* Material: every piece counts.
* Advancement, growing with the square of the distance covered: far pieces threaten to break
  through, but only when they are not hanging.
* Home-row defenders: pieces still on the own back row stop intruders cheaply.
* Hanging pieces: a piece the opponent can take and that no own piece covers loses value.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player, TurnKind
from accessible_games.games.breakthrough.board import WHITE

if TYPE_CHECKING:
    from accessible_games.games.breakthrough.game import BreakthroughState

WIN_SCORE = 100_000.0
"""A won game (or a win that cannot be stopped any more)."""

PIECE_WEIGHT = 100.0
ADVANCE_WEIGHT = 3.0
HOME_WEIGHT = 12.0
HANGING_WEIGHT = 30.0


@lru_cache(maxsize=None)
def _row_masks(size: int) -> tuple[tuple[int, int], ...]:
    """Per row from rank 1 up: (mask, rows White has advanced to reach it)."""
    return tuple((((1 << size) - 1) << (row * size), row) for row in range(size))


def _advancement(state: BreakthroughState, player: Player) -> float:
    """Sum over pieces of the squared distance from the home row."""
    size = state.geo.size
    board = state.boards[player]
    total = 0
    for mask, row in _row_masks(size):
        count = (board & mask).bit_count()
        if count:
            advanced = row if player == WHITE else size - 1 - row
            total += count * advanced * advanced
    return float(total)


def _hanging(state: BreakthroughState, player: Player) -> int:
    """Pieces of ``player`` that can be taken and that no own piece could take back."""
    geo = state.geo
    own = state.boards[player]
    count = 0
    for square in state.attacked(player):
        # An own piece behind it diagonally could recapture on that square.
        if not geo.attackers[player][square] & own:
            count += 1
    return count


def _unstoppable(state: BreakthroughState) -> bool:
    """True when the side not to move will reach its goal row next turn whatever happens."""
    mover = state.to_move
    other = 1 - mover
    runners = state.runners(other)
    if not runners:
        return False
    if len(runners) >= 2:
        return True
    # One runner: the side to move must take it.
    geo = state.geo
    return not geo.attackers[mover][runners[0]] & state.boards[mover]


def evaluate(state: BreakthroughState, player: Player) -> float:
    """A heuristic score of ``state`` for ``player``: positive favours ``player``."""
    if state.turn_kind is TurnKind.TERMINAL:
        outcome = state.outcome()
        if outcome is None or outcome.is_draw:
            return 0.0
        return WIN_SCORE if player in outcome.winners else -WIN_SCORE
    mover = state.to_move
    sign = 1.0 if mover == player else -1.0
    # The side to move wins at once with a runner.
    if state.runners(mover):
        return sign * WIN_SCORE / 2
    if _unstoppable(state):
        return -sign * WIN_SCORE / 2
    opponent = 1 - player
    geo = state.geo
    own, opp = state.boards[player], state.boards[opponent]
    score = PIECE_WEIGHT * (own.bit_count() - opp.bit_count())
    score += ADVANCE_WEIGHT * (_advancement(state, player) - _advancement(state, opponent))
    score += HOME_WEIGHT * (
        (own & geo.home_rows[player]).bit_count() - (opp & geo.home_rows[opponent]).bit_count()
    )
    score -= HANGING_WEIGHT * (_hanging(state, player) - _hanging(state, opponent))
    return score


def order_key(move: Move) -> int:
    """Search priority: reaching the goal row, then captures, then deeper advances."""
    start = getattr(move, "start", 0)
    end = getattr(move, "end", 0)
    size = getattr(move, "size", 8)
    row = end // size
    advanced = row if end > start else size - 1 - row
    key = advanced
    if advanced == size - 1:
        key += 1000
    if getattr(move, "capture", False):
        key += 100
    return key


__all__ = ["WIN_SCORE", "evaluate", "order_key"]
