"""Arimaa: turns of one to four steps, pushes, pulls, freezing and traps.

Public names: :class:`ArimaaGame`, :class:`ArimaaState`, :class:`ArimaaMove`, :class:`Action`.
"""

from accessible_games.games.arimaa.game import Action, ArimaaGame, ArimaaMove, ArimaaState

__all__ = ["Action", "ArimaaGame", "ArimaaMove", "ArimaaState"]
