"""The games of this app, as an explicit list, and the hooks their computer opponents use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from accessible_games.engine import Move, Player, State
from accessible_games.engine.registry import Registry
from accessible_games.games.draughts import evaluation as draughts_eval
from accessible_games.games.draughts.game import CheckersGame
from accessible_games.games.mancala import evaluation as mancala_eval
from accessible_games.games.mancala.kalah import KalahGame
from accessible_games.games.reversi import evaluation as reversi_eval
from accessible_games.games.reversi.game import ReversiGame

REGISTRY = Registry([CheckersGame, ReversiGame, KalahGame])
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
    "reversi": AIHooks(reversi_eval.evaluate, _negated(reversi_eval.order_key)),
    "kalah": AIHooks(mancala_eval.evaluate, _negated(mancala_eval.order_key)),
}


def ai_hooks(game_id: str) -> AIHooks:
    """The evaluation and move ordering of a game."""
    return _HOOKS[game_id]
