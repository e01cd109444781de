"""The two-cell braille code of a card: rank cell, then suit cell, as on braille playing cards.

French packs use the English braille playing-card letters without a number sign: rank a for
the ace, b to i for two to nine, x for ten, j, q, k for jack, queen, king; suit c, d, h, s.
German packs keep the digits and x, and write Unter u, Ober o, König k, Daus a; their suits are
e for Eichel, g for Grün, h for Herz and the German contraction sch (dots 1-4-6) for Schellen.
The position tells rank from
suit (as on English cards, where c is both the three and clubs). Within one position no letter
means two things across both packs: the rank cells a b-i x j q k u o are all different, and so
are the suit cells c d h s e g sch, where h is Herz in both packs because it is the same suit.
Jokers are the "and" sign (dots 1-2-3-4-6) followed by a, b or c
for the first, second and third joker. On a line, cards are separated by one empty cell.
"""

from __future__ import annotations

from collections.abc import Iterable

from accessible_games.games.cards.core import Face, Pattern, Rank, Suit

_LETTERS = {
    "a": (1,), "b": (1, 2), "c": (1, 4), "d": (1, 4, 5), "e": (1, 5), "f": (1, 2, 4),
    "g": (1, 2, 4, 5), "h": (1, 2, 5), "i": (2, 4), "j": (2, 4, 5), "k": (1, 3),
    "o": (1, 3, 5), "q": (1, 2, 3, 4, 5), "s": (2, 3, 4), "u": (1, 3, 6), "x": (1, 3, 4, 6),
    "sch": (1, 4, 6), "and": (1, 2, 3, 4, 6),
}

BLANK = "\u2800"
"""The empty braille cell between two cards."""


def cell(dots: Iterable[int]) -> str:
    """The Unicode braille character with the given dots (1 to 8)."""
    value = 0
    for dot in dots:
        value |= 1 << (dot - 1)
    return chr(0x2800 + value)


_DIGITS = {2: "b", 3: "c", 4: "d", 5: "e", 6: "f", 7: "g", 8: "h", 9: "i", 10: "x"}
_FRENCH_RANKS = {Rank.JACK: "j", Rank.QUEEN: "q", Rank.KING: "k", Rank.ACE: "a"}
_GERMAN_RANKS = {Rank.JACK: "u", Rank.QUEEN: "o", Rank.KING: "k", Rank.ACE: "a"}
_FRENCH_SUITS = {Suit.CLUBS: "c", Suit.DIAMONDS: "d", Suit.HEARTS: "h", Suit.SPADES: "s"}
_GERMAN_SUITS = {Suit.CLUBS: "e", Suit.DIAMONDS: "sch", Suit.HEARTS: "h", Suit.SPADES: "g"}
_JOKERS = {1: "a", 2: "b", 3: "c"}


def letter_cell(name: str) -> str:
    """The cell of a letter name this code uses ("q", "sch", "and")."""
    return cell(_LETTERS[name])


def letters(face: Face, pattern: Pattern = Pattern.FRENCH) -> tuple[str, str]:
    """The two cells of ``face`` as letter names ("q", "h"; "and", "a" for the first joker)."""
    if face.is_joker:
        return ("and", _JOKERS[face.joker])
    german = pattern is Pattern.GERMAN
    if face.rank.value <= 10:
        rank = _DIGITS[face.rank.value]
    else:
        rank = (_GERMAN_RANKS if german else _FRENCH_RANKS)[face.rank]
    assert face.suit is not None
    suit = (_GERMAN_SUITS if german else _FRENCH_SUITS)[face.suit]
    return (rank, suit)


def card_cells(face: Face, pattern: Pattern = Pattern.FRENCH) -> str:
    """The two Unicode braille cells of ``face``."""
    rank, suit = letters(face, pattern)
    return cell(_LETTERS[rank]) + cell(_LETTERS[suit])


def line_cells(faces: Iterable[Face], pattern: Pattern = Pattern.FRENCH) -> str:
    """Cards on one braille line, one empty cell between them."""
    return BLANK.join(card_cells(face, pattern) for face in faces)
