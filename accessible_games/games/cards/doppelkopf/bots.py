"""A rule-based beginner for Doppelkopf, for the computer's easiest level.

Reservations: a wedding with both queens of clubs, else healthy. Announcements: Re or Kontra
(only that) in time with at least seven trumps, one of them a ten of hearts or a queen of clubs.
Leading: an ace of a plain suit not yet led this deal, else its lowest trump, else its lowest
card. Following: when a known partner is winning it adds points (its richest allowed card that
is not a high trump); when it can win it wins as cheaply as it can; else it throws its poorest card.
"""

from __future__ import annotations

import random

from accessible_games.engine.types import Move
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.doppelkopf import knowledge, rules
from accessible_games.games.cards.doppelkopf.game import DoppelkopfState
from accessible_games.games.cards.doppelkopf.moves import Announce, PlayCard, Reservation, Reserve


def beginner_move(state: DoppelkopfState, rng: random.Random | None = None) -> Move:
    """The beginner's move for the player to move.

    Raises:
        ValueError: nobody may move (chance or the game is over).
    """
    legal = state.legal_moves()
    if not legal:
        raise ValueError("no legal move")
    seat = state.seat_to_move()
    if isinstance(legal[0], Reserve):
        wedding = Reserve(Reservation.WEDDING)
        return wedding if wedding in legal else Reserve(Reservation.HEALTHY)
    tab, deck = state.tab, state.deck
    hand = state.hands[seat]
    trumps = [c for c in hand if tab.klass[c] == rules.TRUMP]
    strong = any(deck.face(c) in (rules.DULLE, rules.QUEEN_OF_CLUBS) for c in trumps)
    if Announce(0) in legal and len(trumps) >= 7 and strong:
        return Announce(0)
    cards = [m.card for m in legal if isinstance(m, PlayCard)]

    def worth(card: int) -> int:
        return rules.CARD_POINTS[deck.rank(card)]

    def power(card: int) -> tuple[int, int]:
        return (int(tab.klass[card] == rules.TRUMP), tab.strength[card])

    if not state.trick:
        led = {tab.klass[c] for i, (_, c) in enumerate(state.played) if i % 4 == 0}
        aces = [c for c in cards if tab.klass[c] != rules.TRUMP and deck.rank(c) is Rank.ACE
                and tab.klass[c] not in led]
        if aces:
            return PlayCard(aces[0])
        own = [c for c in cards if tab.klass[c] == rules.TRUMP]
        pool = own or cards
        return PlayCard(min(pool, key=lambda c: (power(c), worth(c))))
    top = (state.leader + state.ahead()) % 4
    known = knowledge.known_parties(state, seat)
    mine = known[seat][0]
    partner_winning = top != seat and mine is not None and known[top][0] == mine
    if partner_winning:
        soft = [c for c in cards if not (tab.klass[c] == rules.TRUMP and tab.strength[c] > 8)]
        return PlayCard(max(soft or cards, key=lambda c: (worth(c), -power(c)[1])))
    winners = [c for c in cards
               if rules.winning_index([*state.trick, c], tab, deck, state.second_ten)
               == len(state.trick)]
    if winners:
        return PlayCard(min(winners, key=power))
    return PlayCard(min(cards, key=lambda c: (worth(c), power(c))))
