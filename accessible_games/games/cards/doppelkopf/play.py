"""A card player's rules of thumb for Doppelkopf: the strong level's playouts and its default.

The strong level deals the cards it cannot see many times and plays each candidate card to the
end of the deal (:mod:`accessible_games.ai.playouts`). Random play makes those playouts
worthless in Doppelkopf (a random partner throws its fox under the opponents' queen), so every
seat in a playout plays by the rules below, which read only the mover's own hand and what the
table has seen (the cards played, the voids shown, the parties known to the mover by
:func:`.knowledge.known_parties`): the same answer on a sampled deal as on the mover's view.

Leading: an ace of a plain suit in its first round while at least three of its cards are out
(the shortest such suit first); else the Re party and a soloist lead trumps (the highest trump
when no higher one is out, else a middle trump without points) and the other party a low card
of a plain suit; else the poorest card.

Following: when a known partner's card wins the trick and will hold (nobody after us, only
partners after us, or no higher card of its class is out), *schmieren*: the richest card that
is not a high trump (a fox, a ten). Else, when a card of ours wins: the last seat (or one with
only partners after it) takes the trick when it is worth taking (ten points or more, or taken
without a high trump): with its fox or a ten when they win, else as cheaply as possible; an
earlier seat takes it with its cheapest winning card (against the beginner this did better
than waiting for a card no unseen card beats). Else the poorest card (points kept back, a plain
card before a trump, the fox last).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.doppelkopf import knowledge, rules
from accessible_games.games.cards.doppelkopf.moves import PlayCard
from accessible_games.games.cards.doppelkopf.rules import Contract
from accessible_games.games.cards.doppelkopf.scoring import RE

if TYPE_CHECKING:
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfState

HIGH_SHARE = 0.6
"""A trump is *high* when its strength is above this share of the contract's ladder (in the
normal game: the ten of hearts and the queens); high trumps are not given away as points."""


_ABOVE: dict[int, tuple[tuple[int, ...], float]] = {}
"""Per contract table (by id; the tables are cached): for each card the mask of the cards of
its class that beat it, and the strength above which a trump is high."""


def _above(tab: rules.Table) -> tuple[tuple[int, ...], float]:
    """The entry of :data:`_ABOVE` for ``tab``, computed on first use."""
    found = _ABOVE.get(id(tab))
    if found is None:
        n = len(tab.klass)
        above = tuple(sum(1 << o for o in range(n) if tab.klass[o] == tab.klass[c]
                          and tab.strength[o] > tab.strength[c]) for c in range(n))
        trumps = [tab.strength[c] for c in range(n) if tab.klass[c] == rules.TRUMP]
        found = _ABOVE[id(tab)] = (above, max(trumps, default=0) * HIGH_SHARE)
    return found


class SeatView:
    """What the mover knows, gathered once per decision."""

    def __init__(self, state: DoppelkopfState, seat: Player) -> None:
        self.state = state
        self.seat = seat
        self.tab = state.tab
        self.deck = state.deck
        seen = 0
        for _, card in state.played:
            seen |= 1 << card
        for card in state.hands[seat]:
            seen |= 1 << card
        self.out = state.deck.full_mask & ~seen
        """The mask of the cards neither played nor in the mover's hand (the others')."""
        self.known = knowledge.known_parties(state, seat)
        self.party = self.known[seat][0]
        self.above, self.high = _above(self.tab)

    def worth(self, card: int) -> int:
        """The card points of ``card``."""
        return rules.CARD_POINTS[self.deck.rank(card)]

    def is_trump(self, card: int) -> bool:
        """True when ``card`` is a trump in this deal's contract."""
        return self.tab.klass[card] == rules.TRUMP

    def is_high(self, card: int) -> bool:
        """True for a high trump (see :data:`HIGH_SHARE`)."""
        return self.is_trump(card) and self.tab.strength[card] > self.high

    def partner(self, other: Player) -> bool:
        """True when the mover knows ``other`` plays for its own party."""
        return self.party is not None and other != self.seat and \
            self.known[other][0] == self.party

    def left(self, klass: int) -> int:
        """How many cards of ``klass`` the others hold."""
        return (self.out & self.tab.masks[klass]).bit_count()

    def void(self, other: Player, klass: int) -> bool:
        """``other`` has shown it holds no card of ``klass``."""
        mask = self.tab.masks[klass]
        return not any(slot & mask for slot in self.state.pub[other])

    def can_be_beaten(self, card: int) -> bool:
        """True when a card still out (in the others' hands) would beat ``card`` played
        after it to the current trick (a trump, or under the house rule the second ten of
        hearts on the first, by :func:`.rules.winning_index`)."""
        trick = [*self.state.trick, card]
        out = self.out
        return any(out >> other & 1 and rules.winning_index(
            [*trick, other], self.tab, self.deck, self.state.second_ten) == len(trick)
                   for other in range(len(self.tab.klass)))

    def unbeaten(self, card: int, after: list[Player]) -> bool:
        """No seat in ``after`` can beat ``card`` as far as the mover knows: no higher card of
        its class is out, and for a plain card nobody after is known void in it (a trump)
        while the class still has a card out for everyone after."""
        if self.out & self.above[card]:
            return False
        klass = self.tab.klass[card]
        if klass == rules.TRUMP or not after:
            return True
        if any(self.void(s, klass) for s in after):
            return False
        return self.left(klass) >= len(after)


def card_move(state: DoppelkopfState) -> Move:
    """The rules' card for the player to move (see the module's description)."""
    seat = state.turn
    cards = rules.playable(state.hands[seat], state.led(), state.tab)
    if len(cards) == 1:
        return PlayCard(cards[0])
    me = SeatView(state, seat)
    card = _follow(state, me, cards) if state.trick else _lead(state, me, cards)
    return PlayCard(card)


def _poorest(me: SeatView, cards: list[int]) -> int:
    """The card to throw: fewest points, a plain card before a trump, the weakest."""
    return min(cards, key=lambda c: (me.worth(c), me.is_trump(c), me.tab.strength[c]))


def _lead(state: DoppelkopfState, me: SeatView, cards: list[int]) -> int:
    """The card to lead (see the module's description)."""
    tab = me.tab
    led_before = [tab.klass[c] for i, (_, c) in enumerate(state.played) if i % 4 == 0]
    aces = []
    for c in cards:
        klass = tab.klass[c]
        if klass == rules.TRUMP or me.deck.rank(c) is not Rank.ACE or klass in led_before:
            continue
        if me.left(klass) >= 3:
            own = sum(1 for h in cards if tab.klass[h] == klass)
            aces.append((own, c))
    if aces:
        return min(aces)[1]
    trumps = [c for c in cards if me.is_trump(c)]
    attacking = me.party == RE or state.soloist == state.turn
    if Contract(state.contract).is_solo and state.soloist != state.turn:
        attacking = False
    if trumps and attacking:
        best = max(trumps, key=lambda c: tab.strength[c])
        if me.unbeaten(best, []):
            return best
        quiet = [c for c in trumps if not me.is_high(c) and me.worth(c) < 10]
        if quiet:
            return max(quiet, key=lambda c: tab.strength[c])
        return min(trumps, key=lambda c: (me.worth(c), tab.strength[c]))
    plain = [c for c in cards if not me.is_trump(c)]
    if plain:
        return min(plain, key=lambda c: (me.worth(c) >= 10, tab.strength[c]))
    return _poorest(me, cards)


def _follow(state: DoppelkopfState, me: SeatView, cards: list[int]) -> int:
    """The card to play to a trick already led (see the module's description)."""
    tab, trick = me.tab, state.trick
    best = rules.winning_index(trick, tab, me.deck, state.second_ten)
    top_seat = (state.leader + best) % 4
    after = [(state.turn + i) % 4 for i in range(1, 4 - len(trick))]
    threats = [s for s in after if not me.partner(s)]
    if me.partner(top_seat) and me.unbeaten(trick[best], threats):
        soft = [c for c in cards if not me.is_high(c)]
        pool = soft or cards
        return max(pool, key=lambda c: (me.worth(c), -tab.strength[c]))
    size = len(trick)
    winners = [c for c in cards
               if rules.winning_index([*trick, c], tab, me.deck, state.second_ten) == size]
    if not winners:
        return _poorest(me, cards)
    worth = rules.points(me.deck, trick)
    if not threats:
        cheap = min(winners, key=lambda c: (tab.strength[c], -me.worth(c)))
        rich = [c for c in winners if not me.is_high(c) and me.worth(c) >= 10]
        if rich:
            return max(rich, key=me.worth)
        if worth >= 10 or not me.is_high(cheap):
            return cheap
        return _poorest(me, cards)
    return min(winners, key=lambda c: tab.strength[c])
