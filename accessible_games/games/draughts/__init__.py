"""The draughts family: English checkers now; the variant is data (``variants.Variant``)."""

from accessible_games.games.draughts.game import CheckersGame, DraughtsState
from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.games.draughts.notation import pdn_notation
from accessible_games.games.draughts.variants import ENGLISH, Colour, Variant

__all__ = ["CheckersGame", "Colour", "DraughtsMove", "DraughtsState", "ENGLISH", "Variant",
           "pdn_notation"]
