"""Per-game describers, found by game id (imported when first needed)."""

from __future__ import annotations

from importlib import import_module

from accessible_games.engine import Game
from accessible_games.narration.describer import Describer, Verbosity

# game id -> (module, class); an explicit list, nothing registers itself.
_DESCRIBERS: dict[str, tuple[str, str]] = {
    "checkers": ("accessible_games.narration.games.checkers", "CheckersDescriber"),
    "international-draughts": ("accessible_games.narration.games.draughts", "DraughtsDescriber"),
    "russian-draughts": ("accessible_games.narration.games.draughts", "DraughtsDescriber"),
    "brazilian-draughts": ("accessible_games.narration.games.draughts", "DraughtsDescriber"),
    "turkish-draughts": ("accessible_games.narration.games.draughts", "DraughtsDescriber"),
    "schlagdame": ("accessible_games.narration.games.draughts", "DraughtsDescriber"),
    "reversi": ("accessible_games.narration.games.reversi", "ReversiDescriber"),
    "kalah": ("accessible_games.narration.games.kalah", "KalahDescriber"),
    "oware": ("accessible_games.narration.games.mancala", "OwareDescriber"),
    "congkak": ("accessible_games.narration.games.mancala", "CongkakDescriber"),
    "breakthrough": ("accessible_games.narration.games.breakthrough", "BreakthroughDescriber"),
    "gomoku": ("accessible_games.narration.games.gomoku", "GomokuDescriber"),
    "mad-mate": ("accessible_games.narration.games.chess_variants", "MadMateDescriber"),
    "maharadscha": ("accessible_games.narration.games.chess_variants", "MaharadschaDescriber"),
    "alquerque": ("accessible_games.narration.games.alquerque", "AlquerqueDescriber"),
    "wolf-und-schafe": ("accessible_games.narration.games.halma_family", "HalmaFamilyDescriber"),
    "blockade": ("accessible_games.narration.games.halma_family", "HalmaFamilyDescriber"),
    "raeuber-und-gendarm": ("accessible_games.narration.games.halma_family", "HalmaFamilyDescriber"),
    "halma-dame": ("accessible_games.narration.games.halma_family", "HalmaFamilyDescriber"),
    "eckdame": ("accessible_games.narration.games.halma_family", "HalmaFamilyDescriber"),
    "tablut": ("accessible_games.narration.games.tablut", "TablutDescriber"),
    "arimaa": ("accessible_games.narration.games.arimaa", "ArimaaDescriber"),
    "mau-mau": ("accessible_games.narration.games.mau_mau", "MauMauDescriber"),
    "whist": ("accessible_games.narration.games.whist", "WhistDescriber"),
}


def describer_for(game: Game, lang: str, verbosity: Verbosity = Verbosity.NORMAL) -> Describer:
    """The describer of ``game`` speaking ``lang``."""
    module_name, class_name = _DESCRIBERS[game.id]
    cls: type[Describer] = getattr(import_module(module_name), class_name)
    return cls(game, lang, verbosity)
