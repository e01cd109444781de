"""Per-game describers, found by game id (imported when first needed)."""

from __future__ import annotations

from importlib import import_module

from accessible_games.engine import Game
from accessible_games.narration.describer import Describer, Verbosity

# game id -> (module, class); an explicit list, nothing registers itself.
_DESCRIBERS: dict[str, tuple[str, str]] = {
    "checkers": ("accessible_games.narration.games.checkers", "CheckersDescriber"),
    "reversi": ("accessible_games.narration.games.reversi", "ReversiDescriber"),
    "kalah": ("accessible_games.narration.games.kalah", "KalahDescriber"),
}


def describer_for(game: Game, lang: str, verbosity: Verbosity = Verbosity.NORMAL) -> Describer:
    """The describer of ``game`` speaking ``lang``."""
    module_name, class_name = _DESCRIBERS[game.id]
    cls: type[Describer] = getattr(import_module(module_name), class_name)
    return cls(game, lang, verbosity)
