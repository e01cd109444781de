"""The Halma family on the draughts board: Wolf und Schafe, Blockade, Räuber und Gendarm,
Halma-Dame and Eckdame (seed 003), one shared State with the games as data."""

from accessible_games.games.halma_family.game import (
    HALMA_GAMES,
    BlockadeGame,
    EckdameGame,
    HalmaDameGame,
    HalmaFamilyGame,
    HalmaState,
    RaeuberUndGendarmGame,
    WolfUndSchafeGame,
)

__all__ = ["HALMA_GAMES", "BlockadeGame", "EckdameGame", "HalmaDameGame", "HalmaFamilyGame",
           "HalmaState", "RaeuberUndGendarmGame", "WolfUndSchafeGame"]
