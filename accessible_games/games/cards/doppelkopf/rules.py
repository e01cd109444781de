"""Doppelkopf's card rules: the pack, the contracts, trump ladders, following and the trick.

Every card belongs to one *class*: the trumps, or one of the four plain suits. A trick is
followed by class (a queen of hearts led in a normal game is a trump, so hearts holders need
not follow with hearts). The highest trump wins a trick, else the highest card of the class
led; of two equal cards the one played first wins (DDV TSR 2.3). The house rule "the second ten
of hearts beats the first" (non-DDV) is an option of :func:`winning_index`.

Contracts (DDV TSR 4): the normal game, the wedding (both played with the normal ladder), and
the solos: queen, jack, the four suit solos (the diamonds solo has the normal ladder; another
suit replaces diamonds below the jacks, the ten of hearts stays on top) and the meatless solo
without trumps. In the queen, jack and meatless solos the plain suits rank A 10 K Q J 9 without
the trump rank.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache

from accessible_games.games.cards.core import Deck, Face, Rank, Suit, make_deck

TRUMP = 4
"""The class number of trumps (plain suits use their ``Suit.value``, 0 to 3)."""

CARD_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2,
               Rank.NINE: 0}
"""Card points (Augen): 240 in the pack."""

QUEEN_OF_CLUBS = Face(Rank.QUEEN, Suit.CLUBS)
"""The card that makes its holders the Re party in a normal game."""
FOX = Face(Rank.ACE, Suit.DIAMONDS)
"""The fox (Fuchs), the ace of diamonds, a trump in the normal game."""
CHARLIE = Face(Rank.JACK, Suit.CLUBS)
"""Karlchen, the jack of clubs."""
DULLE = Face(Rank.TEN, Suit.HEARTS)
"""The ten of hearts, the highest trump of the normal game."""


class Contract(Enum):
    """The game being played in a deal."""

    NORMAL = 0
    """The queens of clubs play together (Re) against the others (Kontra)."""
    WEDDING = 1
    """Hochzeit: the holder of both queens of clubs takes the first foreign trick's winner."""
    QUEEN_SOLO = 2
    """Damensolo: only the queens are trumps."""
    JACK_SOLO = 3
    """Bubensolo: only the jacks are trumps."""
    CLUBS_SOLO = 4
    """Kreuzsolo: the normal ladder with clubs in place of diamonds."""
    SPADES_SOLO = 5
    """Piksolo."""
    HEARTS_SOLO = 6
    """Herzsolo (24 trumps: the ten of hearts is already the top)."""
    DIAMONDS_SOLO = 7
    """Karosolo (Trumpfsolo): the normal ladder."""
    MEATLESS = 8
    """Fleischloser: no trumps."""

    @property
    def is_solo(self) -> bool:
        """True for every solo (one player against three)."""
        return self not in (Contract.NORMAL, Contract.WEDDING)


SUIT_SOLOS = {Contract.CLUBS_SOLO: Suit.CLUBS, Contract.SPADES_SOLO: Suit.SPADES,
              Contract.HEARTS_SOLO: Suit.HEARTS, Contract.DIAMONDS_SOLO: Suit.DIAMONDS}
"""The trump suit of each suit solo."""

_QUEENS = tuple(Face(Rank.QUEEN, s) for s in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS,
                                              Suit.DIAMONDS))
_JACKS = tuple(Face(Rank.JACK, s) for s in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS))
_PLAIN_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)


def make_pack(nines: bool = True) -> Deck:
    """The Doppelkopf pack: 48 cards (DDV), or 40 without the nines (a house rule)."""
    if nines:
        return make_deck("doppelkopf48")
    ranks = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    return Deck("doppelkopf40", tuple(Face(r, s) for _ in range(2) for s in Suit for r in ranks))


def trump_ladder(contract: Contract) -> tuple[Face, ...]:
    """The trumps of ``contract``, highest first (every face once; nines included)."""
    if contract is Contract.MEATLESS:
        return ()
    if contract is Contract.QUEEN_SOLO:
        return _QUEENS
    if contract is Contract.JACK_SOLO:
        return _JACKS
    suit = SUIT_SOLOS.get(contract, Suit.DIAMONDS)
    low = tuple(Face(r, suit) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE)
                if Face(r, suit) != DULLE)
    return (DULLE, *_QUEENS, *_JACKS, *low)


def plain_ladder(contract: Contract, suit: Suit) -> tuple[Face, ...]:
    """The cards of plain suit ``suit`` in ``contract``, highest first."""
    trumps = set(trump_ladder(contract))
    return tuple(Face(r, suit) for r in _PLAIN_ORDER if Face(r, suit) not in trumps)


@dataclass(frozen=True, slots=True)
class Table:
    """For one pack and contract: each card's class and strength, and class masks."""

    klass: tuple[int, ...]
    """Per card id: TRUMP or the plain suit's value."""
    strength: tuple[int, ...]
    """Per card id: a higher number beats a lower one of the same class."""
    masks: tuple[int, ...]
    """Per class (0-3 plain suits, 4 trumps): the mask of its card ids."""


@cache
def table(deck: Deck, contract: Contract) -> Table:
    """The class and strength of every card of ``deck`` in ``contract`` (cached)."""
    rank_of: dict[Face, tuple[int, int]] = {}
    trumps = trump_ladder(contract)
    for index, face in enumerate(trumps):
        rank_of[face] = (TRUMP, len(trumps) - index)
    for suit in Suit:
        ladder = plain_ladder(contract, suit)
        for index, face in enumerate(ladder):
            rank_of[face] = (suit.value, len(ladder) - index)
    klass = tuple(rank_of[f][0] for f in deck.faces)
    strength = tuple(rank_of[f][1] for f in deck.faces)
    masks = [0] * 5
    for card, k in enumerate(klass):
        masks[k] |= 1 << card
    return Table(klass, strength, tuple(masks))


def points(deck: Deck, cards: Sequence[int]) -> int:
    """The card points of ``cards``."""
    return sum(CARD_POINTS[deck.rank(c)] for c in cards)


def playable(hand: Sequence[int], led: int | None, tab: Table) -> list[int]:
    """The cards of ``hand`` that may follow the card ``led`` (None: anything may lead).

    A player holding cards of the led card's class must play one of them; else any card.
    """
    if led is None:
        return list(hand)
    want = tab.klass[led]
    same = [c for c in hand if tab.klass[c] == want]
    return same if same else list(hand)


def winning_index(cards: Sequence[int], tab: Table, deck: Deck,
                  second_ten: bool = False) -> int:
    """The index (in playing order) of the card that wins the trick ``cards``.

    Args:
        cards: the trick's cards in the order they were played.
        tab: the contract's table.
        deck: the pack (to recognise the tens of hearts).
        second_ten: the house rule in which the second ten of hearts beats the first.
    """
    best = 0
    for index in range(1, len(cards)):
        card, top = cards[index], cards[best]
        k, top_k = tab.klass[card], tab.klass[top]
        if k == top_k:
            higher = tab.strength[card] > tab.strength[top]
            if (second_ten and k == TRUMP and deck.face(card) == DULLE
                    and deck.face(top) == DULLE):
                higher = True
            if higher:
                best = index
        elif k == TRUMP:
            best = index
    return best
