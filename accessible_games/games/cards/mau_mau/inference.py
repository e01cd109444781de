"""Reading the others' hands from their plays: which cards a player probably did not hold.

A careful player remembers more than who drew: a player who answered a heart with a jack
although a heart would have done probably had no heart. The computer assumes, as it does in its
playouts, that the others play by the rule of thumb of :mod:`.bots`: a plain card before an 8,
an 8 before a 7, a 7 before a jack. So a player who played an 8, a 7 or a jack (not under a 7)
held no card of an earlier kind that fitted the pile then. Each play a player made since it last
took a card tells this about its present hand, which is a part of the hand it played from.

Most sampled deals leave those cards out of that player's hand; :data:`IGNORE` of them do not
(people play differently), and a deal that cannot leave them out is sampled without this
knowledge, so every deal consistent with what the table has seen stays possible.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.types import Player
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.inference import sample_believing

if TYPE_CHECKING:
    from accessible_games.games.cards.mau_mau.game import MauMauState

IGNORE = 0.1
"""The share of sampled deals that ignore what the plays suggest."""

PREFERENCE = {Rank.EIGHT: 1, Rank.SEVEN: 2, Rank.JACK: 3}
"""The rule of thumb's order: plain cards (0) first, then 8s, 7s, jacks."""


def kind(state: MauMauState, card: int) -> int:
    """The rule of thumb's preference class of ``card`` (0 plays first)."""
    return PREFERENCE.get(state.deck.rank(card), 0)


def unlikely_cards(view: MauMauState, seat: Player) -> int:
    """The mask of cards ``seat`` probably does not hold, by the rule of thumb's order."""
    excluded = 0
    pile = view.copy_view()
    for top, wish, turned, card, _ in view.last_plays[seat]:
        played = kind(view, card)
        if played == 0:
            continue
        pile.discard = [top]
        pile.wish, pile.turned = wish, bool(turned)
        for other in range(len(view.deck)):
            if kind(view, other) < played and pile.fits(other):
                excluded |= 1 << other
    return excluded


def sample_likely(view: MauMauState, viewer: Player | None, rng: random.Random,
                  sample: Callable[[MauMauState, Player | None, random.Random], MauMauState],
                  ) -> MauMauState:
    """A deal of ``view`` drawn by ``sample``, mostly without the cards the plays rule out."""
    masks = {seat: unlikely_cards(view, seat) for seat in range(view.num_players)
             if seat != viewer and view.last_plays[seat]}
    return sample_believing(view, viewer, rng, masks, IGNORE, lambda v: v.copy_view(), sample)
