"""What the bidding implies about the hidden hands, for the computer's sampled deals.

The card core deals the unseen cards uniformly among the hands that fit what the table has
seen (cards played, voids shown, the queens of clubs a wedding or an announcement shows). The
bidding says more, though not for certain: in a normal game nobody who said healthy should
hold both queens of clubs (such a player says "wedding" or names a solo; a silent wedding is
allowed but rare), and a seat that said Re or Kontra should have held a good hand, at least
:data:`ANNOUNCER_TRUMPS` trumps, when it said it (an announcement may be a bluff). So of up to
:data:`SAMPLE_TRIES` draws the first deal that breaks neither likelihood is kept, else the one
that breaks the fewest. Everything here reads only the redacted view (public fields, the
viewer's own hand) and the sampled deals.

Another seat's reservation is told by its kind only when it is the game played; a sampled deal
needs a kind for each, so :func:`guess_reservations` names the one the computer's own rule
(:func:`.policy.reservation`) would name for that seat's sampled hand, its best solo when the
rule would say healthy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.types import Player
from accessible_games.games.cards.doppelkopf import knowledge, policy, rules
from accessible_games.games.cards.doppelkopf.moves import HELD, Announce, PlayCard, Reservation
from accessible_games.games.cards.doppelkopf.rules import Contract

if TYPE_CHECKING:
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfState
    from accessible_games.games.cards.state import CardState

SAMPLE_TRIES = 8
"""Sampled deals drawn at most to find one that fits what the bidding implies."""
ANNOUNCER_TRUMPS = 6
"""Trumps a seat that said Re or Kontra is assumed to have held when it said it."""

PLAY = 1
"""The card-play phase of a deal (``DoppelkopfState.phase``)."""


def likely_deal(view: DoppelkopfState, viewer: Player | None, rng: random.Random,
                draw: Callable[[Player | None, random.Random], CardState]) -> DoppelkopfState:
    """A deal drawn with ``draw`` (the card core's sampler on ``view``), the likeliest of up
    to :data:`SAMPLE_TRIES` by the module's rules."""
    full = draw(viewer, rng)
    if view.phase != PLAY:
        return full  # type: ignore[return-value]
    normal = Contract(view.contract) is Contract.NORMAL and not any(
        knowledge.own_queens(view, s) == 2 for s in range(4))
    announced = announced_hands(view, viewer)
    if not normal and not announced:
        return full  # type: ignore[return-value]
    best = full
    best_misses = misses(view, best, normal, announced)  # type: ignore[arg-type]
    tries = 1
    while best_misses and tries < SAMPLE_TRIES:
        again = draw(viewer, rng)
        count = misses(view, again, normal, announced)  # type: ignore[arg-type]
        if count < best_misses:
            best, best_misses = again, count
        tries += 1
    return best  # type: ignore[return-value]


def guess_reservations(full: DoppelkopfState) -> None:
    """Give every reservation of the sampled deal ``full`` that its view left unnamed (HELD)
    a kind that fits the seat's sampled hand (see the module's description)."""
    for seat, value in enumerate(full.said):
        if value != HELD:
            continue
        hand = full.hands[seat] + [c for s, c in full.played if s == seat]
        queens = knowledge.own_queens(full, seat)
        kind = policy.reservation(hand, full.deck, queens)
        if kind is Reservation.HEALTHY:
            kind = policy.reservation(hand, full.deck, queens, forced=True)
        full.said[seat] = kind.value


def announced_hands(view: DoppelkopfState,
                    viewer: Player | None) -> list[tuple[Player, list[int]]]:
    """Each seat but the viewer and a soloist that said Re or Kontra this deal, with the cards
    it has played since its first announcement (its hand then was its hand now and these)."""
    found: dict[Player, list[int]] = {}
    said, cards = len(view.announcers), len(view.played)
    for move in reversed(view.moves):  # this deal's moves, the last first
        if said == 0:
            break
        if isinstance(move, PlayCard):
            cards -= 1
        elif isinstance(move, Announce):
            said -= 1
            seat = view.announcers[said][0]
            if seat not in (viewer, view.soloist):
                found[seat] = [c for s, c in view.played[cards:] if s == seat]
    return list(found.items())


def misses(view: DoppelkopfState, full: DoppelkopfState, normal: bool,
           announced: list[tuple[Player, list[int]]]) -> int:
    """How many of the module's likelihoods the sampled deal ``full`` breaks."""
    count = 0
    if normal:
        count += sum(1 for s in range(4) if knowledge.own_queens(full, s) == 2)
    klass = view.tab.klass
    for seat, since in announced:
        trumps = sum(1 for c in full.hands[seat] if klass[c] == rules.TRUMP)
        trumps += sum(1 for c in since if klass[c] == rules.TRUMP)
        count += trumps < ANNOUNCER_TRUMPS
    return count
