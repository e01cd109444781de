"""Reading the others' hands from their cards: what a player who did not win probably lacks.

A careful player remembers more than the voids shown. The computer assumes two maxims that
both its rule-based players keep (:mod:`.bots` and :mod:`.policy`) and most people too:

- A player who followed suit and did not take the lead of the trick played its lowest card of
  that suit, so it holds no lower one.
- Third or fourth hand, with an opponent winning the trick, a player who could have taken the
  lead did: one who did not holds no card of the suit led that beats the winning card, and
  (having shown a void) no trump that beats it.

Most sampled deals leave those cards out of that player's hand; :data:`IGNORE` of them do not
(people signal, false-card and duck), and a deal that cannot leave them out is sampled without
this knowledge, so every deal consistent with what the table has seen stays possible. The
cards the table has seen face up (the dealer's trump card) are never ruled out.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.types import Player
from accessible_games.games.cards import tricks
from accessible_games.games.cards.inference import sample_believing

if TYPE_CHECKING:
    from accessible_games.games.cards.whist.game import WhistState

IGNORE = 0.1
"""The share of sampled deals that ignore what the plays suggest."""


def unlikely_cards(view: WhistState, seat: Player) -> int:
    """The mask of cards ``seat`` probably does not hold, by the two maxims."""
    deck = view.deck
    trump = view.trump_suit()
    excluded = 0
    played = view.played
    for start in range(0, len(played), 4):
        trick = [card for _, card in played[start:start + 4]]
        leader = played[start][0]
        led = deck.suit(trick[0])
        for index in range(1, len(trick)):
            if (leader + index) % 4 != seat:
                continue
            card = trick[index]
            before = tricks.winning_index(trick[:index], trump, deck)
            if tricks.winning_index(trick[:index + 1], trump, deck) == index:
                continue  # it took the lead of the trick
            followed = deck.suit(card) is led
            if followed:
                excluded |= _below(view, card)
            if index >= 2 and (leader + before) % 2 != seat % 2:  # an opponent was winning
                beating = _beating(view, trick[before], led)
                if followed and led is not None:
                    beating &= deck.suit_mask(led)  # it could not have ruffed
                excluded |= beating
    for card in view.face_up:
        excluded &= ~(1 << card)
    return excluded


def _below(view: WhistState, card: int) -> int:
    """The cards of ``card``'s suit ranked below it."""
    deck = view.deck
    suit, rank = deck.suit(card), deck.rank(card).value
    return deck.mask(c for c in range(len(deck))
                     if deck.suit(c) is suit and deck.rank(c).value < rank)


def _beating(view: WhistState, top: int, led: object) -> int:
    """The cards that would beat ``top`` on a trick led in suit ``led``."""
    deck = view.deck
    trump = view.trump_suit()
    mask = 0
    for card in range(len(deck)):
        if tricks.winning_index([top, card], trump, deck) == 1 and (
                deck.suit(card) is led or deck.suit(card) is trump):
            mask |= 1 << card
    return mask


def sample_likely(view: WhistState, viewer: Player | None, rng: random.Random,
                  sample: Callable[[WhistState, Player | None, random.Random], WhistState],
                  ) -> WhistState:
    """A deal of ``view`` drawn by ``sample``, mostly without the cards the plays rule out."""
    masks = {seat: unlikely_cards(view, seat) for seat in range(4) if seat != viewer}
    return sample_believing(view, viewer, rng, masks, IGNORE, _copy, sample)


def _copy(view: WhistState) -> WhistState:
    copy = view.playout_copy()
    assert isinstance(copy, type(view))
    return copy
