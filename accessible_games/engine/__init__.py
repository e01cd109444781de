"""The common rules engine: value types, the Game/State contract, registry and perft.

Nothing here knows about people, languages or devices.
"""

from accessible_games.engine.events import Event, Piece
from accessible_games.engine.perft import chance_perft, divide, perft
from accessible_games.engine.registry import Registry
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameError,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    Location,
    Move,
    NumberRange,
    Option,
    Outcome,
    Player,
    Proven,
    Reason,
    ReasonCode,
    TurnKind,
    UnknownGameError,
)

__all__ = [
    "EndReason", "Event", "Game", "GameError", "GameInfo", "IllegalMoveError",
    "InvalidMoveError", "InvalidOptionError", "InvalidPositionError", "Location", "Move",
    "NumberRange", "Option", "Outcome", "Piece", "Player", "Proven", "Reason", "ReasonCode",
    "Registry", "State", "TurnKind", "UnknownGameError", "chance_perft", "divide", "perft",
]
