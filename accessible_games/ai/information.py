"""Choosing a move from an observation: the computer never sees more than its own seat.

For perfect information the observation's view is the whole position and the usual search
runs on it. With hidden cards or parties the bot samples complete positions consistent with
everything it has seen (``State.sample_hidden``, perfect-information Monte Carlo), searches each
with the level's searcher at a share of the level's time, and plays the move most samples
chose (ties by the first found). A game may calibrate a level to play by its own rules
instead (``SearcherKind.POLICY``, the card games' beginners) or to search by playouts
(``SearcherKind.PLAYOUTS``, :mod:`~accessible_games.ai.playouts`). A test instruments this
to prove that the searched positions never carry another seat's real hidden cards beyond
chance.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from accessible_games.ai.bot import choose_move
from accessible_games.ai.evaluation import Evaluator
from accessible_games.ai.levels import Level, LevelName, SearcherKind, calibrated
from accessible_games.ai.playouts import choose_by_playouts
from accessible_games.ai.types import OrderKey, StopSignal
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import Move

SAMPLES = {LevelName.BEGINNER: 2, LevelName.INTERMEDIATE: 6, LevelName.STRONG: 12}
"""How many hidden deals each level imagines before it chooses."""


class NotYourTurnError(ValueError):
    """The observation's viewer is not to move: there is nothing to choose."""


def choose_from_observation(
    observation: Observation,
    level: Level,
    evaluate: Evaluator,
    rng: random.Random,
    *,
    order_key: OrderKey | None = None,
    stop: StopSignal | None = None,
) -> Move:
    """The move the viewer of ``observation`` plays at ``level``.

    Raises:
        NotYourTurnError: the viewer is not to move.
    """
    legal = observation.legal_moves
    if not observation.is_my_turn or not legal:
        raise NotYourTurnError("the observer is not to move")
    if len(legal) == 1:
        return legal[0]
    view = observation.view
    level = calibrated(level, view.game.id)
    if level.searcher in (SearcherKind.POLICY, SearcherKind.PLAYOUTS):
        return _choose_by_policy(observation, level, evaluate, rng, stop)
    if view.game.info.perfect_information:
        return choose_move(view, level, evaluate, rng, order_key=order_key, stop=stop)
    samples = SAMPLES.get(level.name, 6)
    share = None if level.time_budget is None else level.time_budget / samples
    each = replace(level, time_budget=share) if share is not None else level
    votes: Counter[Move] = Counter()
    order: list[Move] = []
    for _ in range(samples):
        if stop is not None and stop.is_set():
            break
        full = view.sample_hidden(observation.viewer, rng)
        move = choose_move(full, each, evaluate, rng, order_key=order_key, stop=stop)
        if move not in legal:  # a sampler bug must never make an illegal move
            continue
        if move not in votes:
            order.append(move)
        votes[move] += 1
    if not votes:
        return rng.choice(legal)
    best = max(votes.values())
    return next(move for move in order if votes[move] == best)


def _choose_by_policy(
    observation: Observation,
    level: Level,
    evaluate: Evaluator,
    rng: random.Random,
    stop: StopSignal | None,
) -> Move:
    """The game's rule-based move on the view, or the playout search; a legal move always."""
    legal = observation.legal_moves
    if level.noise > 0.0 and rng.random() < level.noise:
        return rng.choice(observation.view.worth_searching(legal) or list(legal))
    if level.searcher is SearcherKind.PLAYOUTS:
        return choose_by_playouts(observation, level, evaluate, rng, stop)
    move = observation.view.playout_move(rng)
    return move if move in legal else legal[0]
