"""Chess events: the engine's events with the chess piece kind added, plus check and castling.

They subclass the engine events (PieceMoved, PieceCaptured, Placed, Promoted) so shared code
(the capture query of the session) still recognises them; ``piece`` is then Piece.TOKEN and
``kind`` names the chess piece.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.events import Event, PieceCaptured, PieceMoved, Placed, Promoted
from accessible_games.engine.types import Player


@dataclass(frozen=True, slots=True)
class ChessMoved(PieceMoved):
    """A chess piece of kind ``kind`` went from ``path[0]`` to ``path[-1]``."""

    kind: int = 0


@dataclass(frozen=True, slots=True)
class ChessCaptured(PieceCaptured):
    """``player`` took the piece of kind ``kind`` on ``location``; ``to_reserve`` in Mad Mate."""

    kind: int = 0
    to_reserve: bool = False


@dataclass(frozen=True, slots=True)
class Dropped(Placed):
    """``player`` put a ``kind`` from the reserve on ``location``."""

    kind: int = 0


@dataclass(frozen=True, slots=True)
class ChessPromoted(Promoted):
    """A pawn of ``player`` on ``location`` became a ``kind``."""

    kind: int = 0


@dataclass(frozen=True, slots=True)
class Castled(Event):
    """``player`` castled; ``king_side`` tells which side."""

    player: Player
    king_side: bool


@dataclass(frozen=True, slots=True)
class Checked(Event):
    """After the move, ``player``'s royal piece is attacked."""

    player: Player
