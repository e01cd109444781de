"""Sampled deals that mostly believe what the plays said: the part every card game shares.

A game reads from the plays which cards a player probably lacks (Mau Mau: a player who
played an 8 had nothing better; Whist: a player who did not take the lead had nothing that
beats it) and hands the masks here. Most deals are drawn as if those players had shown a void
in those cards; a share of them (``ignore``) are drawn plainly, so that a reading that was
wrong cannot rule the true deal out for good, and when the readings contradict what the table
knows for certain the deal is drawn plainly too.

Where a game knows how the others choose (a rule of thumb that a share :data:`SLIP` of the
time gives way to a random legal card, as the beginner plays), it can weigh plainly drawn
deals by how likely each makes the plays seen and keep one by weight
(:func:`keep_by_weight`, sampling-importance-resampling) instead of believing a reading
outright.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from accessible_games.engine.types import Player
from accessible_games.games.cards.state import CardState

S = TypeVar("S", bound=CardState)
T = TypeVar("T")

SLIP = 0.3
"""The share of cards the computer assumes another player chooses at random among the legal
ones (the beginner's level slips three cards in ten, ``ai/levels.py``)."""


def keep_by_weight(deals: Sequence[T], weights: Sequence[float], rng: random.Random) -> T:
    """One of ``deals`` drawn with probability proportional to its weight (the first when
    every weight is zero)."""
    if sum(weights) > 0:
        return rng.choices(deals, weights)[0]
    return deals[0]


def keep_likeliest(draw: Callable[[], S], count: int, seats: Sequence[Player],
                   likelihood: Callable[[S, Player, S], float], probe: S,
                   rng: random.Random) -> S:
    """Draw ``count`` deals and keep one by the product over ``seats`` of the likelihood of
    their plays (:func:`keep_by_weight`, sampling-importance-resampling).

    Args:
        draw: makes one deal consistent with what the table saw.
        count: how many deals to weigh against each other.
        seats: the players whose plays are read.
        likelihood: (deal, seat, probe) -> the probability of the seat's plays in that deal;
            ``probe`` is a scratch copy it may change.
        probe: the scratch copy handed to ``likelihood``.
        rng: the random source of the choice (the draws use their own).
    """
    deals = [draw() for _ in range(count)]
    weights = []
    for deal in deals:
        weight = 1.0
        for seat in seats:
            weight *= likelihood(deal, seat, probe)
        weights.append(weight)
    return keep_by_weight(deals, weights, rng)


def sample_believing(view: S, viewer: Player | None, rng: random.Random,
                     unlikely: Mapping[Player, int], ignore: float,
                     copy: Callable[[S], S], sample: Callable[[S, Player | None, random.Random], S],
                     ) -> S:
    """A deal of ``view`` drawn by ``sample``, leaving each seat's ``unlikely`` cards out
    of its hand except in a share ``ignore`` of the draws.

    Args:
        view: the viewer's redacted state.
        viewer: whose view it is.
        rng: the random source of the draw.
        unlikely: per seat, the mask of cards the plays say it probably lacks.
        ignore: the share of draws made without the readings.
        copy: makes the copy of ``view`` the readings are marked on.
        sample: the game's plain drawing of the hidden cards.

    Returns:
        A full state whose public knowledge is the table's own (not the readings).
    """
    masks = {seat: mask for seat, mask in unlikely.items() if mask}
    if not masks or rng.random() < ignore:
        return sample(view, viewer, rng)
    narrowed = copy(view)
    for seat, mask in masks.items():
        narrowed.show_void(seat, mask)
    try:
        full = sample(narrowed, viewer, rng)
    except ValueError:  # the plays and the table's knowledge disagree: use the table's alone
        return sample(view, viewer, rng)
    full.pub = [list(slots) for slots in view.pub]  # the table knows no more than it saw
    return full
