"""Reading the others' hands from their plays, and how the computer imagines them playing on.

A careful player remembers more than who drew: a player who answered a heart with a jack
although a heart would have done probably had no heart, and a player who wished spades
probably holds more spades than anything else. The computer assumes that the others play by
the rule of thumb of :mod:`.bots` (a plain card of the suit they hold most of before an 8, an
8 before a 7, a 7 before a jack, wishing their longest suit) but slip a share :data:`SLIP` of
their cards at random among the legal ones, as the beginner does.

Under that model every play a player made since it last took a card has a probability given
the hand it played from, which is its present hand plus the cards it played since. A sampled
deal is weighed by the product of those probabilities over the other players
(:func:`play_likelihood`), and :func:`sample_likely` keeps one of :data:`CANDIDATES` plainly
drawn deals with probability proportional to its weight (sampling-importance-resampling), so the
deals the computer imagines follow what the table saw. A slip has a probability above zero,
so every deal consistent with what the table has seen stays possible.

In the playouts the same model plays the other seats (:func:`playout_move`): they slip a share
:data:`SLIP` of their cards, while the searching seat plays the rule of thumb. Only public
facts enter: the cards played, the pile they were played on, the sampled hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player
from accessible_games.games.cards.inference import SLIP, keep_likeliest
from accessible_games.games.cards.mau_mau.rules import Play

if TYPE_CHECKING:
    from accessible_games.games.cards.mau_mau.game import MauMauState

CANDIDATES = 8
"""Plainly drawn deals weighed against each other for every deal the search keeps."""


def play_likelihood(full: MauMauState, seat: Player, slip: float = SLIP,
                    probe: MauMauState | None = None) -> float:
    """The probability that ``seat`` made its listed plays (``last_plays``) by the rule of
    thumb with slips, if ``full`` holds its true hand.

    Walking back from the newest play, the hand a play was made from is the present hand plus
    the cards played since. The rule of thumb's choice has probability ``1 - slip`` (shared
    equally among plays it likes as much, :func:`.bots.favourite_plays`: a player may break a
    tie either way) plus its share of the slips; any other legal play only its share of the
    slips. ``probe`` is a copy of the position to reuse for the replay (it is changed).
    """
    from accessible_games.games.cards.mau_mau.bots import favourite_plays  # bots import game
    plays = full.last_plays[seat]
    if not plays:
        return 1.0
    probe = full.copy_view() if probe is None else probe
    probe.turn, probe.debt, probe.drawn, probe.drawn_card = seat, 0, 0, -1
    probe.pending, probe.asking = [], []
    hand = probe.hands[seat] = list(full.hands[seat])
    weight = 1.0
    for top, wish, turned, card, wished in reversed(plays):
        hand.append(card)
        probe.discard = [top]
        probe.wish, probe.turned = wish, bool(turned)
        legal = probe.legal_moves()
        choices = probe.worth_searching(legal) or legal
        if not choices:  # the game is over: nothing to weigh
            break
        liked = [(m.card, m.wish) for m in favourite_plays(probe, legal)]
        among = sum(1 for m in choices
                    if isinstance(m, Play) and (m.card, m.wish) == (card, wished))
        weight *= ((1.0 - slip) * liked.count((card, wished)) / max(1, len(liked))
                   + slip * among / len(choices))
    return weight


def sample_likely(view: MauMauState, viewer: Player | None, rng: random.Random,
                  sample: Callable[[MauMauState, Player | None, random.Random], MauMauState],
                  ) -> MauMauState:
    """A deal of ``view`` drawn by ``sample``, weighed by how well it explains the plays.

    Draws :data:`CANDIDATES` deals and keeps one with probability proportional to the product
    of :func:`play_likelihood` over the other seats (one plain deal when nobody's plays tell
    anything). The kept deal remembers ``viewer`` as the searching seat for
    :func:`playout_move`.
    """
    seats = [seat for seat in range(view.num_players)
             if seat != viewer and view.last_plays[seat]]
    if not seats:
        full = sample(view, viewer, rng)
    else:
        full = keep_likeliest(
            lambda: sample(view, viewer, rng), CANDIDATES, seats,
            lambda deal, seat, probe: play_likelihood(deal, seat, SLIP, probe),
            view.copy_view(), rng)
    full.searcher = -1 if viewer is None else viewer
    return full


def playout_move(state: MauMauState, rng: random.Random) -> Move:
    """A playout's move: the rule of thumb, which a seat other than the searching one
    (``state.searcher``) forgets a share :data:`SLIP` of the time for a random legal move."""
    from accessible_games.games.cards.mau_mau.bots import beginner_move  # bots import game
    mover = state.seat_to_move()
    if 0 <= state.searcher != mover and rng.random() < SLIP:
        legal = state.legal_moves()
        return rng.choice(state.worth_searching(legal) or legal)
    return beginner_move(state, rng)
