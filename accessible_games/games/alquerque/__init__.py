"""Alquerque: the 5x5 point board with lines, captures by jumping (seed 001)."""

from accessible_games.games.alquerque.game import AlquerqueGame, AlquerqueState

__all__ = ["AlquerqueGame", "AlquerqueState"]
