"""Evaluation for mancala search: a score of a position for one player, and move ordering.

The score counts, from ``player``'s point of view:

* the store difference (seeds there are won for good), weight 1;
* the seeds on each side's houses, weight 1/4 in Kalah and Congkak (they go to their owner at
  the end of the game or round, but can still be captured); in Oware seeds on a side are not
  owned, so only a little mobility counts there (1/10 per seed);
* the extra-turn moves the side to move has (a free move is worth about half a seed), weight 1/2.

A finished game scores ``WIN`` plus the final difference, so a bigger win is preferred. The
searchers value finished games themselves; this only matters for callers that evaluate them.
"""

from __future__ import annotations

from accessible_games.engine.types import Move, Player
from accessible_games.games.mancala.board import EndRule
from accessible_games.games.mancala.sowing import MancalaState, SowingKind, SowingMove

WIN = 1000.0
"""The score of a won game before the seed difference is added."""

STORE_WEIGHT = 1.0
"""Weight of a seed in a store."""
SIDE_WEIGHT = 0.25
"""Weight of a seed in a house (Kalah, Congkak)."""
OWARE_SIDE_WEIGHT = 0.1
"""Weight of a seed in a house in Oware, where seeds on a side belong to nobody."""
EXTRA_TURN_WEIGHT = 0.5
"""Weight of each extra-turn move available to the side to move."""

_ORDER = {SowingKind.EXTRA_TURN: 0, SowingKind.CAPTURE: 1, SowingKind.PLAIN: 2}


def evaluate(state: MancalaState, player: Player) -> float:
    """How good ``state`` is for ``player``: positive is good, 0 is even."""
    other = 1 - player
    outcome = state.outcome()
    if outcome is not None:
        scores = outcome.scores or (0, 0)
        diff = float(scores[player] - scores[other])
        if outcome.is_draw:
            return 0.0
        return WIN + diff if player in outcome.winners else -WIN + diff
    score = STORE_WEIGHT * (state.store(player) - state.store(other))
    side = OWARE_SIDE_WEIGHT if state.rules.end is EndRule.MAJORITY else SIDE_WEIGHT
    score += side * (state.seeds_on_side(player) - state.seeds_on_side(other))
    if state.rules.extra_turn:
        extra = sum(1 for m in state.sowing_moves() if m.kind is SowingKind.EXTRA_TURN)
        sign = 1 if state.to_move == player else -1
        score += sign * EXTRA_TURN_WEIGHT * extra
    return score


def order_key(move: Move) -> int:
    """Sort key for search: extra-turn moves first, captures next, then the rest.

    Uses the hint :meth:`MancalaState.legal_moves` puts on each move; use it as
    ``sorted(state.legal_moves(), key=order_key)``.
    """
    if isinstance(move, SowingMove):
        return _ORDER[move.kind]
    return len(_ORDER)


__all__ = ["evaluate", "order_key"]
