"""Choosing a computer move at a level: the one entry point the session calls.

:func:`choose_move` returns a legal move; :func:`decide` also says how it was found (for a
"why" query, logs and tests). Both search a copy of the state, so the caller's state is never
touched and a UI thread may read it meanwhile. For games with hidden information the caller
passes the mover's view (``state.view_for(player)``), never the full state.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from accessible_games.ai.alphabeta import AlphaBeta
from accessible_games.ai.evaluation import Evaluator
from accessible_games.ai.levels import Level, LevelName, SearcherKind, calibrated, get_level
from accessible_games.ai.mcts import Mcts
from accessible_games.ai.types import OrderKey, StopSignal
from accessible_games.engine.state import State
from accessible_games.engine.types import Move, TurnKind

DEFAULT_SAMPLING_DEPTH = 2
"""Depth of the scoring search when a level samples moves but sets no depth."""

FALLBACK_MCTS_ITERATIONS = 1_000
"""Simulations when an alpha-beta level without a time budget has to use MCTS."""


class DecisionKind(Enum):
    """How a bot arrived at its move."""

    ONLY_MOVE = "only_move"
    """There was a single legal move; nothing was searched."""
    RANDOM = "random"
    """The level's noise picked a random legal move."""
    WINS = "wins"
    """The move wins the game at once; a level that may play a weaker move never passes one
    up (a player new to a game still sees five in a row)."""
    SAMPLED = "sampled"
    """Drawn among scored moves, better ones more likely."""
    BEST = "best"
    """The searcher's best move."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A chosen move and how it was found."""

    move: Move
    """The legal move to play."""
    kind: DecisionKind
    """How it was chosen."""
    level: LevelName
    """The level that chose it."""
    searcher: SearcherKind | None = None
    """The searcher used, None when nothing was searched."""
    value: float | None = None
    """The searcher's value of the move for the mover (alpha-beta scale, or MCTS mean)."""
    depth: int = 0
    """Alpha-beta depth completed (0 for MCTS and unsearched moves)."""
    work: int = 0
    """Alpha-beta nodes or MCTS simulations."""


def count_sides(state: State) -> int:
    """How many opposing sides the game has (teams count as one side)."""
    game = state.game
    return len({game.team_of(player) for player in range(game.num_players)})


def pick_by_rank(
    scored: Sequence[tuple[Move, float]], temperature: float, rng: random.Random
) -> Move:
    """Draw a move, the better ones more likely.

    Distinct scores are ranked (0 for the best); a move of rank n gets weight
    ``exp(-n / temperature)``, so equal scores are equally likely and the draw does not depend
    on the scale of the scores. Temperature 0 returns the first best move.
    """
    if not scored:
        raise ValueError("no moves to pick from")
    best_first = sorted({score for _, score in scored}, reverse=True)
    if temperature <= 0.0:
        top = best_first[0]
        return next(move for move, score in scored if score == top)
    rank = {score: n for n, score in enumerate(best_first)}
    weights = [math.exp(-rank[score] / temperature) for _, score in scored]
    return rng.choices([move for move, _ in scored], weights)[0]


def decide(
    state: State,
    level: Level | LevelName | int | str,
    evaluator: Evaluator,
    rng: random.Random,
    order_key: OrderKey | None = None,
    stop: StopSignal | None = None,
) -> Decision:
    """Choose a move for the player to move at ``level``, and say how.

    A standard level (a number, a name, or a level object from
    :data:`~accessible_games.ai.levels.DEFAULT_LEVELS`) plays as calibrated for the game
    (:func:`~accessible_games.ai.levels.calibrated`); any other Level plays as it is.

    Args:
        state: a position where a player is to move (not changed).
        level: a Level, or a level number or name for a standard level.
        evaluator: the game's heuristic evaluation.
        rng: the only source of randomness (noise, sampling, MCTS).
        order_key: the game's move-ordering hint for alpha-beta (larger first).
        stop: polled while searching; once set, the best move found so far is returned.

    Raises:
        ValueError: no player is to move, or the player has no legal move.
    """
    level = calibrated(get_level(level), state.game.id)
    if state.turn_kind is not TurnKind.PLAYER:
        raise ValueError("a bot can only move when a player is to move")
    legal = state.search_moves()  # the legal moves, less those a game leaves to its own rule
    if not legal:
        raise ValueError("the player to move has no legal move")
    if len(legal) == 1:
        return Decision(legal[0], DecisionKind.ONLY_MOVE, level.name)
    work = state.copy()
    if level.noise > 0.0 or level.temperature > 0.0:
        winning = winning_move(work, legal)
        if winning is not None:
            return Decision(winning, DecisionKind.WINS, level.name)
    if level.noise > 0.0 and rng.random() < level.noise:
        return Decision(rng.choice(legal), DecisionKind.RANDOM, level.name)
    if level.searcher is SearcherKind.MCTS or count_sides(state) > 2:
        return _decide_mcts(work, level, evaluator, rng, stop)
    return _decide_alphabeta(work, level, evaluator, rng, order_key, stop)


def winning_move(state: State, legal: Sequence[Move]) -> Move | None:
    """The first of ``legal`` after which the game is over and the player to move (with the
    team) has won, or None. ``state`` is changed and restored."""
    mover = state.to_move
    for move in legal:
        state.apply(move)
        outcome = state.outcome()
        state.undo()
        if outcome is not None and mover in outcome.winners \
                and len(outcome.winners) < state.game.num_players:
            return move
    return None


def choose_move(
    state: State,
    level: Level | LevelName | int | str,
    evaluator: Evaluator,
    rng: random.Random,
    order_key: OrderKey | None = None,
    stop: StopSignal | None = None,
) -> Move:
    """A legal move for the player to move at ``level`` (see :func:`decide`)."""
    return decide(state, level, evaluator, rng, order_key, stop).move


def _decide_alphabeta(
    state: State,
    level: Level,
    evaluator: Evaluator,
    rng: random.Random,
    order_key: OrderKey | None,
    stop: StopSignal | None,
) -> Decision:
    """Alpha-beta: the best move, or one drawn among the shallow scores."""
    searcher = AlphaBeta(evaluator, order_key=order_key, use_table=level.use_table,
                         endgames=level.endgames,
                         expand_chance_leaves=level.expand_chance_leaves,
                         opponent_slip=level.opponent_slip)
    if level.temperature > 0.0:
        depth = level.max_depth or DEFAULT_SAMPLING_DEPTH
        scores = searcher.score_moves(state, depth, time_limit=level.time_budget, stop=stop)
        if scores:
            pairs = [(s.move, s.score) for s in scores]
            move = pick_by_rank(pairs, level.temperature, rng)
            value = next(score for m, score in pairs if m == move)
            return Decision(
                move, DecisionKind.SAMPLED, level.name, SearcherKind.ALPHA_BETA, value,
                depth, 0,
            )
        # Stopped before any score: fall through to the (equally stopped) best-move search.
    result = searcher.search(
        state, max_depth=level.max_depth, time_limit=level.time_budget, stop=stop
    )
    return Decision(
        result.move, DecisionKind.BEST, level.name, SearcherKind.ALPHA_BETA, result.value,
        result.depth, result.nodes,
    )


def _decide_mcts(
    state: State,
    level: Level,
    evaluator: Evaluator,
    rng: random.Random,
    stop: StopSignal | None,
) -> Decision:
    """MCTS: the most visited move, or one drawn by visit counts."""
    searcher = Mcts(
        rng,
        evaluator=evaluator if level.playout_depth is not None else None,
        playout_depth=level.playout_depth,
    )
    iterations = level.mcts_iterations
    if iterations is None and level.time_budget is None:
        iterations = FALLBACK_MCTS_ITERATIONS
    result = searcher.search(
        state, iterations=iterations, time_limit=level.time_budget, stop=stop
    )
    if level.temperature > 0.0 and not result.immediate and result.iterations > 0:
        pairs = [(s.move, float(s.visits)) for s in result.children]
        move = pick_by_rank(pairs, level.temperature, rng)
        mean = next(s.mean for s in result.children if s.move == move)
        return Decision(
            move, DecisionKind.SAMPLED, level.name, SearcherKind.MCTS, mean, 0,
            result.iterations,
        )
    return Decision(
        result.move, DecisionKind.BEST, level.name, SearcherKind.MCTS, result.value, 0,
        result.iterations,
    )
