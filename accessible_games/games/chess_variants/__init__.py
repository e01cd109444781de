"""Chess variants on one chess core of our own: Mad Mate (drops, promoted pieces keep their
kind) and Maharadscha (a royal maharajah against the full black army).

Public names: :class:`MadMateGame`, :class:`MaharadschaGame`, :class:`ChessState`,
:class:`ChessMove`, :class:`Kind`.
"""

from accessible_games.games.chess_variants.board import Kind
from accessible_games.games.chess_variants.core import ChessMove
from accessible_games.games.chess_variants.game import (
    ChessState,
    MadMateGame,
    MaharadschaGame,
)

__all__ = ["ChessMove", "ChessState", "Kind", "MadMateGame", "MaharadschaGame"]
