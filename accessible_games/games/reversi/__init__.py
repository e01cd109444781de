"""Reversi family: Othello start on 6x6, 8x8 and 10x10, with Anti-Reversi as an option.

Public names: :class:`ReversiGame`, :class:`ReversiState`, :class:`ReversiMove`.
"""

from accessible_games.games.reversi.game import ReversiGame, ReversiState
from accessible_games.games.reversi.notation import ReversiMove

__all__ = ["ReversiGame", "ReversiMove", "ReversiState"]
