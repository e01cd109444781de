"""The games of this app, as an explicit list, and the hooks their computer opponents use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from accessible_games.engine import Move, Player, State
from accessible_games.engine.registry import Registry
from accessible_games.games.alquerque import evaluation as alquerque_eval
from accessible_games.games.alquerque.game import AlquerqueGame
from accessible_games.games.arimaa import evaluation as arimaa_eval
from accessible_games.games.arimaa.game import ArimaaGame
from accessible_games.games.breakthrough import evaluation as breakthrough_eval
from accessible_games.games.breakthrough.game import BreakthroughGame
from accessible_games.games.chess_variants import evaluation as chess_eval
from accessible_games.games.chess_variants.game import MadMateGame, MaharadschaGame
from accessible_games.games.draughts import evaluation as draughts_eval
from accessible_games.games.draughts.family import FAMILY_GAMES
from accessible_games.games.draughts.game import CheckersGame
from accessible_games.games.gomoku import evaluation as gomoku_eval
from accessible_games.games.gomoku.game import GomokuGame
from accessible_games.games.halma_family import evaluation as halma_eval
from accessible_games.games.halma_family.game import HALMA_GAMES
from accessible_games.games.mancala import evaluation as mancala_eval
from accessible_games.games.mancala.congkak import CongkakGame
from accessible_games.games.mancala.kalah import KalahGame
from accessible_games.games.mancala.oware import OwareGame
from accessible_games.games.rakado import evaluation as rakado_eval
from accessible_games.games.rakado.game import RAKADO_GAMES
from accessible_games.games.reversi import evaluation as reversi_eval
from accessible_games.games.reversi.game import ReversiGame
from accessible_games.games.tafl import evaluation as tafl_eval
from accessible_games.games.tafl.game import TablutGame

REGISTRY = Registry([
    CheckersGame, *FAMILY_GAMES, ReversiGame, KalahGame, OwareGame, CongkakGame, BreakthroughGame,
    GomokuGame, AlquerqueGame, *HALMA_GAMES, MadMateGame, MaharadschaGame, TablutGame, ArimaaGame,
    *RAKADO_GAMES,
])
"""Every game, in the order menus list them."""


@dataclass(frozen=True, slots=True)
class AIHooks:
    """What the generic searchers need from a game."""

    evaluate: Callable[[State, Player], float]
    """Heuristic value of a running position for a player (positive: good for that player)."""
    order_key: Callable[[Move], int]
    """Move ordering: moves with a higher key are searched first."""


def _negated(key: Callable[[Move], int]) -> Callable[[Move], int]:
    """Turn an ascending sort key ("lower first") into a priority ("higher first")."""
    return lambda move: -key(move)


_HOOKS: dict[str, AIHooks] = {
    "checkers": AIHooks(draughts_eval.evaluate, draughts_eval.order_key),
    **{g.id: AIHooks(draughts_eval.evaluate, draughts_eval.order_key) for g in FAMILY_GAMES},
    "reversi": AIHooks(reversi_eval.evaluate, _negated(reversi_eval.order_key)),
    "kalah": AIHooks(mancala_eval.evaluate, _negated(mancala_eval.order_key)),
    "oware": AIHooks(mancala_eval.evaluate, _negated(mancala_eval.order_key)),
    "congkak": AIHooks(mancala_eval.evaluate, _negated(mancala_eval.order_key)),
    "breakthrough": AIHooks(breakthrough_eval.evaluate, breakthrough_eval.order_key),
    "gomoku": AIHooks(gomoku_eval.evaluate, gomoku_eval.order_key),
    "mad-mate": AIHooks(chess_eval.evaluate, chess_eval.order_key),
    "maharadscha": AIHooks(chess_eval.evaluate, chess_eval.order_key),
    "alquerque": AIHooks(alquerque_eval.evaluate, alquerque_eval.order_key),
    **{g.id: AIHooks(halma_eval.evaluate, halma_eval.order_key) for g in HALMA_GAMES},
    "tablut": AIHooks(tafl_eval.evaluate, tafl_eval.order_key),
    "arimaa": AIHooks(arimaa_eval.evaluate, arimaa_eval.order_key),
    **{g.id: AIHooks(rakado_eval.evaluate, rakado_eval.order_key) for g in RAKADO_GAMES},
}


def ai_hooks(game_id: str) -> AIHooks:
    """The evaluation and move ordering of a game."""
    return _HOOKS[game_id]
