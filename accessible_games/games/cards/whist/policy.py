"""A careful Whist player's rules of thumb, for the stronger levels' default card and playouts.

Where the beginner (:mod:`.bots`) leads the top of its longest suit and wins every trick it can,
this player remembers which cards are gone and who has shown a void, and follows the old
maxims of the game:

- Leading, it draws trumps while it holds five or more (or four with the top trump), cashes a
  plain-suit winner that no opponent can ruff, returns its partner's suit, leads a suit its
  partner can ruff and no opponent can, leads a singleton while it holds two or three trumps
  to ruff later, and otherwise leads its longest plain suit (the top of a sequence of
  honours, else its lowest card), avoiding suits an opponent can ruff.
- Second hand it plays low, but covers an honour with a higher card and takes the trick with
  a card nobody can beat.
- Third hand it plays high (the lowest of its cards as good as its best) unless its partner's
  card is already sure to win.
- Fourth hand it wins as cheaply as it can, unless its partner is winning.
- Void, it ruffs as cheaply as it can win (never its partner's sure winner: the best card
  left, or one the last hand, out of the suit and of trumps, cannot beat) and otherwise
  discards its lowest card that is not a winner, from a short suit.

It reads only the mover's own hand and what the table has seen (cards played, the trump card
turned up, voids shown), so it gives the same card on the mover's redacted view as on a
complete deal.
"""

from __future__ import annotations

import random

from accessible_games.engine.types import Move
from accessible_games.games.cards import tricks
from accessible_games.games.cards.core import Rank, Suit
from accessible_games.games.cards.tricks import PlayCard
from accessible_games.games.cards.whist.game import WhistState

HONOUR = Rank.JACK.value
"""The lowest card counted as an honour when covering."""


class _Table:
    """What the mover knows: unseen cards per suit, voids, trumps, partner's leads."""

    def __init__(self, state: WhistState) -> None:
        self.state = state
        self.deck = state.deck
        self.seat = state.turn
        self.partner = (self.seat + 2) % 4
        self.trump = state.trump_suit()
        self.hand = list(state.hands[self.seat])
        seen = {card for _, card in state.played}
        seen.update(self.hand)
        self.unseen: dict[Suit, list[int]] = {suit: [] for suit in Suit}
        for card in range(len(self.deck)):
            if card not in seen:
                suit = self.deck.suit(card)
                assert suit is not None
                self.unseen[suit].append(self.deck.rank(card).value)
        self.void: dict[int, set[Suit]] = {seat: set() for seat in range(4)}
        for seat, suits in state.voids().items():
            self.void[seat].update(suits)
        self.partner_leads: list[Suit] = []
        for start in range(0, len(state.played), 4):
            seat, card = state.played[start]
            suit = self.deck.suit(card)
            if seat == self.partner and suit is not None and suit is not self.trump:
                self.partner_leads.append(suit)

    def suit(self, card: int) -> Suit:
        suit = self.deck.suit(card)
        assert suit is not None
        return suit

    def value(self, card: int) -> int:
        return self.deck.rank(card).value

    def mine(self, suit: Suit) -> list[int]:
        """My cards of ``suit``, lowest first."""
        return sorted((c for c in self.hand if self.suit(c) is suit), key=self.value)

    def is_master(self, card: int) -> bool:
        """No card anyone else may hold beats ``card`` in its suit."""
        return all(v < self.value(card) for v in self.unseen[self.suit(card)])

    def equal_low(self, card: int) -> int:
        """The lowest of my cards as good as ``card`` (no unseen card between them)."""
        suit = self.suit(card)
        best = card
        for other in reversed(self.mine(suit)):
            if self.value(other) >= self.value(best):
                continue
            between = any(self.value(other) < v < self.value(best) for v in self.unseen[suit])
            if between:
                break
            best = other
        return best

    def may_ruff(self, seat: int, suit: Suit) -> bool:
        """``seat`` has shown a void in ``suit`` and may still hold a trump."""
        if self.trump is None or suit is self.trump:
            return False
        return suit in self.void[seat] and self.trump not in self.void[seat] \
            and bool(self.unseen[self.trump])

    def opponents(self) -> tuple[int, int]:
        return ((self.seat + 1) % 4, (self.seat + 3) % 4)


def careful_move(state: WhistState, rng: random.Random | None = None) -> Move:
    """The careful player's card for the player to move.

    Raises:
        ValueError: nobody may play (chance or the game is over).
    """
    legal = [m.card for m in state.legal_moves() if isinstance(m, PlayCard)]
    if not legal:
        raise ValueError("no legal move")
    if len(legal) == 1:
        return PlayCard(legal[0])
    table = _Table(state)
    if not state.trick:
        return PlayCard(_lead(table, legal))
    return PlayCard(_follow(table, state, legal))


def _lead(t: _Table, legal: list[int]) -> int:
    trump = t.trump
    opponents = t.opponents()
    if trump is not None:
        trumps = t.mine(trump)
        out = len(t.unseen[trump])
        opponents_may = any(trump not in t.void[o] for o in opponents)
        if trumps and out and opponents_may:
            top = trumps[-1]
            if len(trumps) >= 5 or (len(trumps) >= 4 and t.is_master(top)):
                return t.equal_low(top) if t.is_master(top) else trumps[0]
    plain = [s for s in Suit if s is not trump and t.mine(s)]
    safe = [s for s in plain if not any(t.may_ruff(o, s) for o in opponents)]
    # Cash a winner nobody can ruff, from the longest such suit.
    winners = [s for s in safe if t.is_master(t.mine(s)[-1]) and t.unseen[s]]
    if winners:
        suit = max(winners, key=lambda s: len(t.mine(s)))
        return t.equal_low(t.mine(suit)[-1])
    # A suit the partner can ruff and no opponent can.
    for suit in safe:
        if t.may_ruff(t.partner, suit) and t.unseen[suit]:
            return t.mine(suit)[0]
    # Return the partner's suit.
    for suit in reversed(t.partner_leads):
        cards = t.mine(suit)
        if cards and suit in safe:
            return cards[-1] if len(cards) <= 2 else cards[0]
    choices = safe or plain
    if trump is not None and 2 <= len(t.mine(trump)) <= 3:
        singles = [s for s in choices if len(t.mine(s)) == 1 and not t.is_master(t.mine(s)[0])]
        if singles:
            return t.mine(min(singles, key=lambda s: t.value(t.mine(s)[0])))[0]
    if not choices:
        assert trump is not None
        trumps = t.mine(trump)
        return t.equal_low(trumps[-1]) if t.is_master(trumps[-1]) else trumps[0]
    suit = max(choices, key=lambda s: (len(t.mine(s)), t.value(t.mine(s)[-1])))
    cards = t.mine(suit)
    top = cards[-1]
    if len(cards) >= 2 and t.value(top) >= HONOUR and t.equal_low(top) != top:
        return top
    return cards[0]


def _follow(t: _Table, state: WhistState, legal: list[int]) -> int:
    deck = t.deck
    trump = t.trump
    trick = state.trick
    led = t.suit(trick[0])
    best = tricks.winning_index(trick, trump, deck)
    partner_winning = (state.leader + best) % 4 == t.partner
    position = len(trick)  # 1: second hand, 2: third, 3: fourth
    winners = [c for c in legal if tricks.winning_index([*trick, c], trump, deck) == position]
    following = t.suit(legal[0]) is led

    def cheapest(cards: list[int]) -> int:
        return min(cards, key=lambda c: (t.suit(c) is trump, t.value(c)))

    def partner_sure() -> bool:
        """The partner's card will win: I am last, or the last hand cannot beat it (it is
        the best card left of its suit, or the last hand has shown it has none of the suit
        led, and it cannot ruff)."""
        if not partner_winning:
            return False
        if position == 3:
            return True
        card = trick[best]
        if t.suit(card) is trump:
            return t.is_master(card)
        last = (t.seat + 1) % 4
        return (t.is_master(card) or led in t.void[last]) and not t.may_ruff(last, led)

    if following:
        if partner_sure() or not winners:
            return min(legal, key=t.value)
        if position == 3:
            return min(winners, key=t.value)
        if position == 1:
            if t.value(trick[0]) >= HONOUR and t.suit(trick[best]) is led:
                return min(winners, key=t.value)
            top = max(winners, key=t.value)
            if t.is_master(top):
                return t.equal_low(top)
            return min(legal, key=t.value)
        # Third hand high: the lowest card as good as my best, if my best wins.
        top = max(winners, key=t.value)
        low = t.equal_low(top)
        return low if low in winners else min(winners, key=t.value)
    # Void in the suit led.
    if partner_sure() or not winners:
        return _discard(t, legal)
    return cheapest(winners)


def _discard(t: _Table, legal: list[int]) -> int:
    """The lowest card that is not a winner, from a short plain suit; trumps last."""
    def key(card: int) -> tuple[int, int, int, int]:
        suit = t.suit(card)
        return (int(suit is t.trump), int(t.is_master(card)), t.value(card), len(t.mine(suit)))
    return min(legal, key=key)
