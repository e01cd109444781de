"""The tafl family: Tablut on 9x9.

Public names: :class:`TablutGame`, :class:`TablutState`, :class:`TablutMove`.
"""

from accessible_games.games.tafl.game import TablutGame, TablutMove, TablutState

__all__ = ["TablutGame", "TablutMove", "TablutState"]
