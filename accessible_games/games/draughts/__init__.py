"""The draughts family: English checkers, international, Russian, Brazilian and Turkish
draughts and Schlagdame, all on one engine; each variant is data (``variants.Variant``)."""

from accessible_games.games.draughts.family import (
    FAMILY_GAMES,
    BrazilianGame,
    InternationalGame,
    RussianGame,
    SchlagdameGame,
    TurkishGame,
)
from accessible_games.games.draughts.game import CheckersGame, DraughtsGame, DraughtsState
from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.games.draughts.notation import pdn_notation
from accessible_games.games.draughts.variants import (
    BRAZILIAN,
    ENGLISH,
    INTERNATIONAL,
    RUSSIAN,
    TURKISH,
    Colour,
    MidCaptureCrowning,
    Variant,
)

__all__ = ["BRAZILIAN", "ENGLISH", "FAMILY_GAMES", "INTERNATIONAL", "RUSSIAN", "TURKISH",
           "BrazilianGame", "CheckersGame", "Colour", "DraughtsGame", "DraughtsMove",
           "DraughtsState", "InternationalGame", "MidCaptureCrowning", "RussianGame",
           "SchlagdameGame", "TurkishGame", "Variant", "pdn_notation"]
