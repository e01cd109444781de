"""Rakado: the dice game on the 16 x 16 Halma board, for two players or two parties of two.

Public names: :class:`RakadoGame`, :class:`RakadoTeamsGame`, :class:`RakadoState`,
:class:`RakadoMove`, :class:`RakadoRoll`.
"""

from accessible_games.games.rakado.game import (
    RAKADO_GAMES,
    RakadoGame,
    RakadoRoll,
    RakadoState,
    RakadoTeamsGame,
)
from accessible_games.games.rakado.rules import RakadoMove

__all__ = ["RAKADO_GAMES", "RakadoGame", "RakadoMove", "RakadoRoll", "RakadoState",
           "RakadoTeamsGame"]
