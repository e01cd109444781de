"""What the table knows about hidden cards, and dealing the unseen cards consistently with it.

Every hidden card (in a hand or in the talon) has a public *slot*: a bit mask of the card ids it
may be, given everything every player has seen. A card dealt to a hand takes the talon's mask; a
card shown (played, turned) is cleared from every mask; a player who shows a void (cannot
follow suit, cannot match the pile) has that suit cleared from all of their slots. When a player
plays a card the slot it came from is unknown; the narrowest slot that allows it is removed, which
keeps the remaining slots at least as wide as the truth (the masks form nested or disjoint sets),
so the real cards always fit. :func:`fill_slots` deals a pool of cards into slots so that every
card fits its slot's mask.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from accessible_games.games.cards.core import nth_bit


def remove_slot(slots: list[int], card: int) -> None:
    """Remove the narrowest slot that allows ``card`` (the card was just shown from that hand).

    Raises:
        ValueError: no slot allows the card (the knowledge was wrong: a defect).
    """
    best = -1
    best_count = 1 << 30
    bit = 1 << card
    for index, mask in enumerate(slots):
        if mask & bit:
            count = mask.bit_count()
            if count < best_count:
                best, best_count = index, count
    if best < 0:
        raise ValueError(f"card {card} fits no slot")
    del slots[best]


def fill_slots(masks: Sequence[int], pool: Sequence[int], rng: random.Random,
               tries: int = 12) -> list[int]:
    """One card of ``pool`` for each mask, every card used once and allowed by its mask.

    Randomised greedy (narrowest slot first) with a few retries, then an exact matching by
    augmenting paths so that a possible deal is always found.

    Raises:
        ValueError: no assignment exists (the pool and masks contradict each other).
    """
    if len(masks) != len(pool):
        raise ValueError(f"{len(masks)} hidden places but {len(pool)} unseen cards")
    pool_mask = 0
    for card in pool:
        pool_mask |= 1 << card
    order = list(range(len(masks)))
    for _ in range(tries):
        rng.shuffle(order)
        order.sort(key=lambda i: (masks[i] & pool_mask).bit_count())
        free = pool_mask
        result = [-1] * len(masks)
        for index in order:
            allowed = masks[index] & free
            if not allowed:
                break
            # randrange(n) draws as choice() from n cards does, so deals stay as they were.
            card = nth_bit(allowed, rng.randrange(allowed.bit_count()))
            result[index] = card
            free &= ~(1 << card)
        else:
            return result
    return _matching(masks, list(pool), rng)


def _matching(masks: Sequence[int], pool: list[int], rng: random.Random) -> list[int]:
    owner: dict[int, int] = {}
    rng.shuffle(pool)

    def augment(slot: int, seen: set[int]) -> bool:
        for card in pool:
            if masks[slot] >> card & 1 and card not in seen:
                seen.add(card)
                if card not in owner or augment(owner[card], seen):
                    owner[card] = slot
                    return True
        return False

    for slot in range(len(masks)):
        if not augment(slot, set()):
            raise ValueError("the unseen cards cannot be dealt consistently")
    result = [-1] * len(masks)
    for card, slot in owner.items():
        result[slot] = card
    return result
