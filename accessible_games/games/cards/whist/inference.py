"""Reading the others' hands from their cards, and how the computer imagines them playing on.

A careful player remembers more than the voids shown. For its partner the computer assumes two
maxims that its own careful play (:mod:`.policy`) keeps, as most people do:

- A player who followed suit and did not take the lead of the trick played its lowest card of
  that suit, so it holds no lower one.
- Third or fourth hand, with an opponent winning the trick, a player who could have taken the
  lead did: one who did not holds no card of the suit led that beats the winning card, and
  (having shown a void) no trump that beats it.

Most sampled deals leave those cards out of the partner's hand; :data:`IGNORE` of them do not,
and a deal that cannot leave them out is sampled without this knowledge, so every deal
consistent with what the table has seen stays possible. The cards the table has seen face up
(the dealer's trump card) are never ruled out.

The opponents are read as the players the computer expects them to be: they play by the
beginner's rule of thumb (:mod:`.bots`) but choose a share :data:`~..inference.SLIP` of their
cards at random among the legal ones. Under that model each card an opponent played has a
probability given the hand it played from (its present hand plus the cards it played since),
and :func:`sample_likely` keeps one of :data:`CANDIDATES` drawn deals with probability
proportional to the product of those probabilities (:func:`play_likelihood`). A card played
against the rule therefore makes a deal less likely, never impossible: a beginner who slipped
does not mislead the computer for the rest of the deal.

In the playouts the opponents play the same way (:func:`playout_move`), slipping now and then,
while the searching partnership plays the careful player's rules, as it does at the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player
from accessible_games.games.cards import tricks
from accessible_games.games.cards.inference import SLIP, keep_likeliest, sample_believing

if TYPE_CHECKING:
    from accessible_games.games.cards.whist.game import WhistState

IGNORE = 0.1
"""The share of sampled deals that ignore what the partner's plays suggest."""

CANDIDATES = 8
"""Drawn deals weighed against each other by the opponents' plays for every deal kept."""


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


def play_likelihood(full: WhistState, seat: Player, slip: float = SLIP,
                    probe: WhistState | None = None) -> float:
    """The probability that ``seat`` played its cards of this deal by the beginner's rule with
    slips, if ``full`` holds its true hand.

    Each card was played from the present hand plus the cards played since. The rule's card
    has probability ``1 - slip`` plus its share of the slips, any other legal card its share
    of the slips alone. ``probe`` is a copy of the position to reuse for the replay (changed).
    """
    from accessible_games.games.cards.whist.bots import beginner_move  # bots import game
    played = full.played
    mine = [index for index, (who, _) in enumerate(played) if who == seat]
    if not mine:
        return 1.0
    probe = _copy(full) if probe is None else probe
    deck = full.deck
    hand = probe.hands[seat] = list(full.hands[seat])  # grows back card by card
    probe.turn = seat
    weight = 1.0
    for index in reversed(mine):
        card = played[index][1]
        hand.append(card)
        start = index - index % 4
        probe.trick = [c for _, c in played[start:index]]
        probe.leader = played[start][0]
        legal = tricks.playable(hand, deck.suit(probe.trick[0]) if probe.trick else None, deck)
        rule = beginner_move(probe).card  # type: ignore[attr-defined]
        weight *= (1.0 - slip) * (rule == card) + slip / len(legal)
    return weight


def sample_likely(view: WhistState, viewer: Player | None, rng: random.Random,
                  sample: Callable[[WhistState, Player | None, random.Random], WhistState],
                  ) -> WhistState:
    """A deal of ``view`` drawn by ``sample``: the partner mostly without the cards its plays
    rule out, the opponents weighed by how well the deal explains their plays.

    Without a viewer (a spectator's view) every seat is read by the maxims. The kept deal
    remembers ``viewer`` as the searching seat for :func:`playout_move`.
    """
    if viewer is None:
        masks = {seat: unlikely_cards(view, seat) for seat in range(4)}
        return sample_believing(view, viewer, rng, masks, IGNORE, _copy, sample)
    partner = (viewer + 2) % 4
    masks = {partner: unlikely_cards(view, partner)}
    opponents = [seat for seat in ((viewer + 1) % 4, (viewer + 3) % 4)
                 if any(who == seat for who, _ in view.played)]
    if not opponents:
        full = sample_believing(view, viewer, rng, masks, IGNORE, _copy, sample)
    else:
        full = keep_likeliest(
            lambda: sample_believing(view, viewer, rng, masks, IGNORE, _copy, sample),
            CANDIDATES, opponents,
            lambda deal, seat, probe: play_likelihood(deal, seat, SLIP, probe), _copy(view), rng)
    full.searcher = viewer
    return full


def playout_move(state: WhistState, rng: random.Random) -> Move:
    """A playout's card. The searching seat (``state.searcher``) and its partner play the
    careful player's rules (:mod:`.policy`), as the stronger levels do at the table; their
    opponents play the beginner's rule and forget it a share :data:`SLIP` of the time for a
    random legal card. Without a searcher (the beginner's own card) everybody plays the
    beginner's rule."""
    from accessible_games.games.cards.whist.bots import beginner_move  # bots import game
    searcher = state.searcher
    if searcher < 0:
        return beginner_move(state, rng)
    if (state.turn - searcher) % 2 == 0:
        from accessible_games.games.cards.whist.policy import careful_move  # policy imports game
        return careful_move(state, rng)
    if rng.random() < SLIP:
        return rng.choice(state.legal_moves())
    return beginner_move(state, rng)


def _copy(view: WhistState) -> WhistState:
    copy = view.playout_copy()
    assert isinstance(copy, type(view))
    return copy
