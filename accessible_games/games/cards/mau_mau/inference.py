"""Reading the others' hands from their plays: which sampled deals explain what they did.

A careful player remembers more than who drew: a player who answered a heart with a jack
although hearts were easy to follow probably had no other card that fitted. The computer
assumes, as it does in its playouts, that the others play by the rule of thumb of
:mod:`.bots`, and weighs a sampled deal by how well that rule explains each other player's
plays made since that player last took a card (so the hand each was made from is the sampled
hand plus the cards played since). A deal where the rule would have played the same cards (and
wished the same suits) keeps full weight; one keeps :data:`MISMATCH` per play it does not explain,
so people who play differently never make a deal impossible. Sampling is by rejection: at most
:data:`TRIES` deals are drawn and the first accepted is used (else the heaviest drawn).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.types import Player
from accessible_games.games.cards.mau_mau.rules import Play

if TYPE_CHECKING:
    from accessible_games.games.cards.mau_mau.game import MauMauState

MISMATCH = 0.15
"""The weight of a deal for each last play the rule of thumb would not have made from it."""

TRIES = 12
"""Sampled deals drawn at most for one accepted deal."""


def explains(full: MauMauState, seat: Player, index: int) -> bool:
    """True when the rule of thumb would have made ``seat``'s play number ``index`` (of its
    plays since it last took a card) from its sampled hand plus the cards it played since,
    on the pile it saw then: the same card and the same wish."""
    from accessible_games.games.cards.mau_mau.bots import beginner_move  # bots import game

    plays = full.last_plays[seat]
    top, wish, turned, card, wished = plays[index]
    before = full.playout_copy()
    assert isinstance(before, type(full))
    later = [entry[3] for entry in plays[index:]]
    before.hands[seat] = sorted([*before.hands[seat], *later], key=full.deck.sort_key)
    before.discard = [top]
    before.wish, before.turned, before.turn = wish, bool(turned), seat
    before.debt = before.drawn = 0
    before.drawn_card = -1
    try:
        move = beginner_move(before)
    except ValueError:
        return False
    return isinstance(move, Play) and move.card == card and move.wish == wished


def weight(full: MauMauState, viewer: Player | None) -> float:
    """How well the rule of thumb explains the others' plays in the deal ``full``."""
    value = 1.0
    for seat, plays in enumerate(full.last_plays):
        if seat == viewer or seat in full.finished:
            continue
        for index in range(len(plays)):
            if not explains(full, seat, index):
                value *= MISMATCH
    return value


def sample_likely(view: MauMauState, viewer: Player | None, rng: random.Random,
                  sample: Callable[[Player | None, random.Random], MauMauState]) -> MauMauState:
    """A sampled deal of ``view`` (by ``sample``), the likelier ones by their weight."""
    full = sample(viewer, rng)
    if not any(plays for seat, plays in enumerate(view.last_plays) if seat != viewer):
        return full
    best, best_weight = full, -1.0
    for _ in range(TRIES):
        found = weight(full, viewer)
        if rng.random() < found:
            return full
        if found > best_weight:
            best, best_weight = full, found
        full = sample(viewer, rng)
    return best
