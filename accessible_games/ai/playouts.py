"""Information-set search by playouts: deal the unseen cards, try every move, play it out.

For games with hidden cards where a full search of each imagined deal is too slow or too weak
(four players, long deals), the computer plays as a careful card player thinks: "if the cards
lie like this, what happens after each card I could play?" It deals the cards it cannot see
consistently with everything it has seen (:meth:`State.sample_hidden` on its redacted view:
cards played, voids shown, a wished suit), and on each such deal plays every legal move and
then the rest of the deal with the game's rule-based playout policy for every seat
(:meth:`State.playout_move`). The game's evaluator scores the end of each playout for the
mover (a partnership's evaluator scores the partnership, so partners cooperate: a card that
spoils the partner's trick loses the partnership's trick in the playouts). The move with the
best mean over the sampled deals is played, but only when it beats the move the game's rule of
thumb would play (``rule_of_thumb`` on the view: the beginner's card unless the game knows
better rules) by more than ``Level.margin`` standard errors of
the paired differences (the same deals and draws for both; equal means keep the rule of
thumb). The rule of thumb is a sound default (a low card under the partner's winner rather
than a trump) and a few dozen sampled deals are noisy, so a game's levels may ask for clear
evidence before the search overrides it (Whist does, Mau Mau does not).

Every move is tried on the same sampled deals and with the same random draws during its
playouts, so the moves are compared on equal luck (common random numbers). The search reads
only the observation; the complete positions it imagines are its own samples.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from accessible_games.ai.evaluation import Evaluator
from accessible_games.ai.levels import Level
from accessible_games.ai.types import StopSignal
from accessible_games.engine.observation import Observation
from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player, TurnKind

clock = time.perf_counter
"""The clock a level's time budget is measured on (a benchmark may set the CPU clock, as for
:data:`.alphabeta.clock`, so that a budget means the same thinking on a busy machine)."""

MAX_PLAYOUT_MOVES = 3_000
"""A playout that has not stopped after this many moves is evaluated where it stands."""


DEFAULT_SAMPLES = 16
"""Sampled deals when a level sets neither samples nor a time budget."""


@dataclass(frozen=True, slots=True)
class PlayoutResult:
    """The chosen move and the evidence for it."""

    move: Move
    """The legal move with the best mean."""
    means: tuple[tuple[Move, float], ...]
    """Every legal move with its mean playout value for the mover, in legal-move order."""
    samples: int
    """Sampled deals every move was tried on."""
    playouts: int
    """Playouts played in all."""


def play_out(state: State, rng: random.Random, limit: int = MAX_PLAYOUT_MOVES) -> int:
    """Play ``state`` on with its playout policy until the policy stops or the game ends.

    Returns:
        The number of moves made.
    """
    made = 0
    while made < limit and state.turn_kind is not TurnKind.TERMINAL:
        move = state.playout_move(rng)
        if move is None:
            break
        state.apply(move)
        made += 1
    return made


def search_playouts(
    view: State,
    viewer: Player,
    legal: tuple[Move, ...] | list[Move],
    level: Level,
    evaluate: Evaluator,
    rng: random.Random,
    stop: StopSignal | None = None,
    confidence: float | None = None,
) -> PlayoutResult:
    """Score every legal move of ``viewer`` on sampled deals of the redacted ``view``.

    The moves tried are the view's :meth:`~State.search_moves` (a game may narrow them to
    its rule's best candidates); a playout stops after ``level.playout_depth`` moves when the
    level sets it. Sampling stops after ``level.samples`` deals or when ``level.time_budget``
    has passed (checked between deals, so at least one deal is always tried), or when
    ``stop`` is set.

    Args:
        view: what the mover may know (``observation.view``); never the true state.
        viewer: the mover.
        legal: the mover's legal moves (at least one).
        level: supplies ``samples`` and ``time_budget``.
        evaluate: the game's evaluator, called at the end of each playout for the mover.
        rng: the only source of randomness (the deals and the draws during playouts).
        stop: polled between deals.
        confidence: how many standard errors a move must beat the rule of thumb's move by;
            None: the level's ``margin``.

    Raises:
        ValueError: there is no legal move.
    """
    if not legal:
        raise ValueError("no legal move to search")
    searched = [move for move in view.search_moves() if move in legal]
    moves = searched or view.worth_searching(legal) or list(legal)
    length = level.playout_depth or MAX_PLAYOUT_MOVES
    if len(moves) == 1:
        return PlayoutResult(moves[0], ((moves[0], 0.0),), 0, 0)
    limit = level.samples
    if limit is None and level.time_budget is None:
        limit = DEFAULT_SAMPLES
    deadline = None if level.time_budget is None else clock() + level.time_budget
    values: list[list[float]] = [[] for _ in moves]
    samples = playouts = 0
    while limit is None or samples < limit:
        if samples and (
            (stop is not None and stop.is_set())
            or (deadline is not None and clock() >= deadline)
        ):
            break
        deal = view.sample_hidden(viewer, rng)
        seed = rng.getrandbits(64)
        for index, move in enumerate(moves):
            state = deal.playout_copy()
            state.apply(move)
            play_out(state, random.Random(seed), length)
            values[index].append(evaluate(state, viewer))
            playouts += 1
        samples += 1
    means = tuple((move, sum(v) / samples) for move, v in zip(moves, values, strict=True))
    preferred = view.rule_of_thumb(random.Random(0))
    chosen = _choose(moves, values, preferred,
                     level.margin if confidence is None else confidence)
    return PlayoutResult(chosen, means, samples, playouts)


def choose_by_playouts(
    observation: Observation,
    level: Level,
    evaluate: Evaluator,
    rng: random.Random,
    stop: StopSignal | None = None,
) -> Move:
    """The move :func:`search_playouts` finds for the observation's viewer.

    Raises:
        ValueError: the viewer has no legal move.
    """
    assert observation.viewer is not None
    return search_playouts(observation.view, observation.viewer, observation.legal_moves,
                           level, evaluate, rng, stop).move


def _choose(moves: list[Move], values: list[list[float]], preferred: Move | None,
            confidence: float) -> Move:
    """The best mean, unless it does not clearly beat the preferred move (then that one)."""
    n = len(values[0])
    if len(moves) == 1:
        return moves[0]
    means = [sum(v) / n for v in values]
    best = max(range(len(moves)), key=lambda i: means[i])
    if preferred not in moves or preferred == moves[best]:
        return moves[best]
    base = moves.index(preferred)
    diffs = [a - b for a, b in zip(values[best], values[base], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return moves[best] if mean > 0 else preferred
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return moves[best] if mean > confidence * math.sqrt(variance / n) else preferred
