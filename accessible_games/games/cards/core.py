"""Cards and decks as data: suits, ranks, faces, the common packs and dealer rotation.

A deck is a tuple of faces; a card's id is its index in that tuple, which never changes, so two
equal faces of a double pack (Doppelkopf, Dog) are two cards with two ids. Suits and ranks are
the same four suits and thirteen ranks for French and German packs: the German suits are the
usual counterparts (Eichel for clubs, Grün for spades, Herz for hearts, Schellen for diamonds)
and Unter and Ober stand where jack and queen stand. Only names and braille differ, and those
belong to narration and to :mod:`accessible_games.games.cards.braille`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

UNKNOWN = -1
"""The id of a card a viewer cannot see (in redacted views and in events for others)."""


class Suit(Enum):
    """The four suits, in the order hands are sorted (clubs, diamonds, hearts, spades)."""

    CLUBS = 0
    """Kreuz; in a German pack Eichel (acorns)."""
    DIAMONDS = 1
    """Karo; in a German pack Schellen (bells)."""
    HEARTS = 2
    """Herz, in both packs."""
    SPADES = 3
    """Pik; in a German pack Grün or Laub (leaves)."""


class Rank(Enum):
    """Ranks by their usual order in play (two lowest, ace highest); the joker stands apart."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    """Bube; in a German pack Unter."""
    QUEEN = 12
    """Dame; in a German pack Ober."""
    KING = 13
    ACE = 14
    """Ass; in a German pack Daus."""
    JOKER = 15


class Pattern(Enum):
    """Which pictures the pack shows: French (clubs, spades...) or German (Eichel, Grün...)."""

    FRENCH = "french"
    GERMAN = "german"


@dataclass(frozen=True, slots=True, order=True)
class Face:
    """What is printed on a card: a rank and a suit (None for a joker, numbered by ``joker``)."""

    rank: Rank
    suit: Suit | None
    joker: int = 0
    """For jokers: 1, 2, 3 (red, black, third colour); 0 for every other card."""

    @property
    def is_joker(self) -> bool:
        """True for a joker."""
        return self.rank is Rank.JOKER


@dataclass(frozen=True, slots=True)
class Deck:
    """A pack of cards as data; a card's id is its index in ``faces``."""

    name: str
    """A stable name ("piquet32", "french52", ...), used in saves and options."""
    faces: tuple[Face, ...]
    """Every card's face, by card id."""
    pattern: Pattern = Pattern.FRENCH
    """The pictures, which decide names and braille."""
    by_rank: bool = False
    """True for a game whose suits never matter (Dog): a hand is held and read by rank alone
    ("two, five, seven, queen, ace"), not suit by suit."""

    def __hash__(self) -> int:
        # Hashed often (cached tables per pack); equal packs share their name, and hashing
        # the name alone spares hashing every face.
        return hash(self.name)

    def __len__(self) -> int:
        return len(self.faces)

    def face(self, card: int) -> Face:
        """The face of card ``card``."""
        return self.faces[card]

    def suit(self, card: int) -> Suit | None:
        """The suit of card ``card`` (None for a joker)."""
        return self.faces[card].suit

    def rank(self, card: int) -> Rank:
        """The rank of card ``card``."""
        return self.faces[card].rank

    def ids_of(self, face: Face) -> tuple[int, ...]:
        """Every card id that shows ``face`` (two in a double pack)."""
        return tuple(i for i, f in enumerate(self.faces) if f == face)

    def held(self, face: Face, hand: Iterable[int]) -> list[int]:
        """The cards of ``hand`` that show ``face``, lowest id first (of two equal cards the
        first is the one a typed name plays)."""
        cards = set(hand)
        return [card for card in self.ids_of(face) if card in cards]

    def mask(self, cards: Iterable[int]) -> int:
        """A bit mask with one bit per card id."""
        value = 0
        for card in cards:
            value |= 1 << card
        return value

    @property
    def full_mask(self) -> int:
        """The mask of every card of the deck."""
        return (1 << len(self.faces)) - 1

    def suit_mask(self, suit: Suit) -> int:
        """The mask of every card of ``suit``."""
        return self.mask(i for i, f in enumerate(self.faces) if f.suit is suit)

    def rank_mask(self, rank: Rank) -> int:
        """The mask of every card of ``rank``."""
        return self.mask(i for i, f in enumerate(self.faces) if f.rank is rank)

    def sort_key(self, card: int) -> tuple[int, int, int]:
        """Hand order: suit by suit (jokers last), rank ascending, then id; by rank alone,
        then suit, for a pack held :attr:`by_rank` (its jokers come last as the top rank)."""
        face = self.faces[card]
        suit = face.suit.value if face.suit is not None else 4
        if self.by_rank:
            return (face.rank.value, suit, card)
        return (suit, face.rank.value, card)


def _faces(ranks: Iterable[Rank], copies: int = 1) -> tuple[Face, ...]:
    ranks = tuple(ranks)
    return tuple(Face(rank, suit) for _ in range(copies) for suit in Suit for rank in ranks)


RANKS_52 = tuple(r for r in Rank if r is not Rank.JOKER)
"""Two to ace."""
RANKS_32 = tuple(r for r in RANKS_52 if r.value >= 7)
"""Seven to ace: the Skat and Piquet pack."""
RANKS_24 = tuple(r for r in RANKS_52 if r.value >= 9)
"""Nine to ace: one half of a Doppelkopf pack."""


def make_deck(name: str) -> Deck:
    """A pack by name.

    Names: ``piquet32`` (7 to ace, French), ``skat32`` (the same ranks with German suits),
    ``doppelkopf48`` (two copies of 9 to ace), ``french52``, ``french52j`` (with two jokers),
    ``double104`` (two French packs) and ``dog110`` (two French packs and six jokers).

    Raises:
        KeyError: no pack has that name.
    """
    if name == "piquet32":
        return Deck(name, _faces(RANKS_32))
    if name == "skat32":
        return Deck(name, _faces(RANKS_32), Pattern.GERMAN)
    if name == "doppelkopf48":
        return Deck(name, _faces(RANKS_24, 2))
    if name == "french52":
        return Deck(name, _faces(RANKS_52))
    if name == "french52j":
        return Deck(name, _faces(RANKS_52) + (Face(Rank.JOKER, None, 1), Face(Rank.JOKER, None, 2)))
    if name == "double104":
        return Deck(name, _faces(RANKS_52, 2))
    if name == "dog110":
        jokers = tuple(Face(Rank.JOKER, None, 1 + i % 3) for i in range(6))
        return Deck(name, _faces(RANKS_52, 2) + jokers, by_rank=True)
    raise KeyError(name)


DECK_NAMES: tuple[str, ...] = (
    "piquet32", "skat32", "doppelkopf48", "french52", "french52j", "double104", "dog110")
"""Every pack :func:`make_deck` knows."""


def next_dealer(dealer: int, num_players: int) -> int:
    """The dealer of the next deal: the deal passes to the left (the next seat)."""
    return (dealer + 1) % num_players


def left_of(seat: int, num_players: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the left (in playing order) of ``seat``."""
    return (seat + steps) % num_players


def bits(mask: int) -> list[int]:
    """The card ids set in a mask, ascending."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def nth_bit(mask: int, index: int) -> int:
    """The card id at ``index`` (from 0) of those set in ``mask``, ascending: ``bits(mask)
    [index]`` without building the list (a Dog deck has 110 cards). It counts 16 cards at a
    time, then steps through the last 16.

    Raises:
        IndexError: ``mask`` holds ``index`` cards or fewer.
    """
    if not 0 <= index < mask.bit_count():
        raise IndexError(f"card {index} of a mask of {mask.bit_count()}")
    base = 0
    chunk = mask & 0xFFFF
    count = chunk.bit_count()
    while index >= count:
        index -= count
        mask >>= 16
        base += 16
        chunk = mask & 0xFFFF
        count = chunk.bit_count()
    for _ in range(index):
        chunk &= chunk - 1
    return base + (chunk & -chunk).bit_length() - 1
