"""Computer opponents: generic searchers over the State API, levels and the bot entry point.

Everything here sees games only through :class:`~accessible_games.engine.state.State`. Each game
family supplies an :class:`~accessible_games.ai.evaluation.Evaluator` (and optionally a
move-ordering hint); :func:`~accessible_games.ai.bot.choose_move` does the rest.
"""

from accessible_games.ai.alphabeta import AlphaBeta, SearchResult, search
from accessible_games.ai.bot import Decision, DecisionKind, choose_move, decide
from accessible_games.ai.evaluation import (
    WIN_SCORE,
    Evaluator,
    back_up,
    is_decisive,
    plies_to_end,
    terminal_value,
    zero_evaluator,
)
from accessible_games.ai.levels import (
    DEFAULT_LEVELS,
    Level,
    LevelName,
    SearcherKind,
    UnknownLevelError,
    all_levels,
    get_level,
    level_for,
    parse_level_name,
)
from accessible_games.ai.mcts import Mcts, MctsResult, mcts_search
from accessible_games.ai.table import TranspositionTable
from accessible_games.ai.types import MoveStats, OrderKey, ScoredMove, StopSignal

__all__ = [
    "DEFAULT_LEVELS", "WIN_SCORE", "AlphaBeta", "Decision", "DecisionKind", "Evaluator",
    "Level", "LevelName", "Mcts", "MctsResult", "MoveStats", "OrderKey", "ScoredMove",
    "SearchResult", "SearcherKind", "StopSignal", "TranspositionTable", "UnknownLevelError",
    "all_levels", "back_up", "choose_move", "decide", "get_level", "is_decisive",
    "level_for", "mcts_search", "parse_level_name", "plies_to_end", "search", "terminal_value",
    "zero_evaluator",
]
