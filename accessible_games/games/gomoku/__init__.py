"""Fünf in einer Reihe (Gomoku) on 15x15, 17x17 and 19x19, with Gomoku+ as an option.

Public names: :class:`GomokuGame`, :class:`GomokuState`, :class:`GomokuMove`, and the line
readings of :mod:`.lines` (:func:`~.lines.read_lines`, :func:`~.lines.find_threats`).
"""

from accessible_games.games.gomoku.game import GomokuGame, GomokuMove, GomokuState

__all__ = ["GomokuGame", "GomokuMove", "GomokuState"]
