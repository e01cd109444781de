"""Breakthrough on 5x5 to 8x8.

Public names: :class:`BreakthroughGame`, :class:`BreakthroughState`, :class:`BreakthroughMove`.
"""

from accessible_games.games.breakthrough.game import (
    BreakthroughGame,
    BreakthroughMove,
    BreakthroughState,
)

__all__ = ["BreakthroughGame", "BreakthroughMove", "BreakthroughState"]
