"""Typed card names, forgiving in German and English: "hd", "herz dame", "qh", "queen of hearts",
"Kreuz-Bube", "jc", "10h", "Eichel Unter".

A name is read either as two words (a rank word and a suit word in either order, with "of" or
"von" between allowed) or as one compact word that splits into a rank abbreviation and a suit
abbreviation in either order. A compact word is accepted only when every split names the same
face; "k" abbreviates König and king, so "kd" is the king of diamonds. A German player writes
the suit first ("hd" Herz-Dame) and may shorten Kreuz and Karo to "k" as well: read with
``german_k``, "kd" may be the king of diamonds, Kreuz-Dame or Karo-Dame, and the name is
ambiguous (:class:`CardNameError` lists the readings; the German table asks which).

A card's braille code (docs/cards.en.md) is read too, typed as the letters of its two cells
("gc" the seven of clubs) or as the cells themselves ("⠛⠉"), where the word names no card
otherwise; where it does and the two differ ("bc": Bube Kreuz, or the two of clubs in braille),
:func:`braille_clash` gives both, and the table decides by the hand. So it does for the one
rank word that is a card's code as well, the German "As" (any ace) and "as", the ace of spades
(:func:`rank_code`).
"""

from __future__ import annotations

import difflib
import re

from accessible_games.games.cards.braille import card_cells, letters
from accessible_games.games.cards.core import Face, Pattern, Rank, Suit

_NUMBERS = {str(r.value): r for r in Rank if 2 <= r.value <= 10}

RANK_WORDS: dict[str, Rank] = {
    **_NUMBERS,
    "two": Rank.TWO, "three": Rank.THREE, "four": Rank.FOUR, "five": Rank.FIVE,
    "six": Rank.SIX, "seven": Rank.SEVEN, "eight": Rank.EIGHT, "nine": Rank.NINE,
    "ten": Rank.TEN, "jack": Rank.JACK, "knave": Rank.JACK, "queen": Rank.QUEEN,
    "king": Rank.KING, "ace": Rank.ACE, "joker": Rank.JOKER,
    "zwei": Rank.TWO, "drei": Rank.THREE, "vier": Rank.FOUR, "fünf": Rank.FIVE,
    "fuenf": Rank.FIVE, "sechs": Rank.SIX, "sieben": Rank.SEVEN, "acht": Rank.EIGHT,
    "neun": Rank.NINE, "zehn": Rank.TEN, "bube": Rank.JACK, "buben": Rank.JACK,
    "unter": Rank.JACK, "dame": Rank.QUEEN, "ober": Rank.QUEEN, "könig": Rank.KING,
    "koenig": Rank.KING, "konig": Rank.KING, "kö": Rank.KING, "koe": Rank.KING,
    "ass": Rank.ACE, "as": Rank.ACE,
    "daus": Rank.ACE, "sau": Rank.ACE,
}
"""Whole words (and digits) that name a rank."""

SUIT_WORDS: dict[str, Suit] = {
    "clubs": Suit.CLUBS, "club": Suit.CLUBS, "diamonds": Suit.DIAMONDS,
    "diamond": Suit.DIAMONDS, "hearts": Suit.HEARTS, "heart": Suit.HEARTS,
    "spades": Suit.SPADES, "spade": Suit.SPADES,
    "kreuz": Suit.CLUBS, "treff": Suit.CLUBS, "karo": Suit.DIAMONDS, "herz": Suit.HEARTS,
    "pik": Suit.SPADES, "eichel": Suit.CLUBS, "eicheln": Suit.CLUBS, "schellen": Suit.DIAMONDS,
    "schelle": Suit.DIAMONDS, "rot": Suit.HEARTS, "grün": Suit.SPADES, "gruen": Suit.SPADES,
    "grun": Suit.SPADES, "laub": Suit.SPADES, "blatt": Suit.SPADES,
}
"""Whole words that name a suit (French and German packs, both languages)."""

RANK_ABBREVIATIONS: dict[str, Rank] = {
    **_NUMBERS, "t": Rank.TEN, "x": Rank.TEN, "z": Rank.TEN, "j": Rank.JACK,
    "b": Rank.JACK, "u": Rank.JACK, "q": Rank.QUEEN, "d": Rank.QUEEN, "o": Rank.QUEEN,
    "k": Rank.KING, "a": Rank.ACE,
}
"""Abbreviations inside a compact word ("qh", "hd", "10c", "xs")."""

SUIT_ABBREVIATIONS: dict[str, Suit] = {
    "c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES,
    "kr": Suit.CLUBS, "ka": Suit.DIAMONDS, "p": Suit.SPADES, "e": Suit.CLUBS,
    "g": Suit.SPADES, "l": Suit.SPADES, "r": Suit.HEARTS, "sch": Suit.DIAMONDS,
}
"""Suit abbreviations inside a compact word."""

JOKER_WORDS: dict[str, int] = {
    "red": 1, "rot": 1, "roter": 1, "black": 2, "schwarz": 2, "schwarzer": 2,
    "third": 3, "dritter": 3, "drei": 3, "three": 3,
}
"""Words that tell the jokers apart, as their names say them ("red joker", "Joker rot")."""

def _braille_codes() -> tuple[dict[str, Face], dict[str, Face]]:
    """Every card's braille code (docs/cards.en.md) in both packs' pictures: as the letters a
    braille keyboard types for its two cells ("gc" the seven of clubs, "bsch" Schellen-Zwei),
    and as the Unicode cells themselves ("⠛⠉")."""
    typed: dict[str, Face] = {}
    cells: dict[str, Face] = {}
    faces = [Face(rank, suit) for rank in Rank if rank is not Rank.JOKER for suit in Suit]
    for pattern in Pattern:
        for face in faces:
            typed["".join(letters(face, pattern))] = face
            cells[card_cells(face, pattern)] = face
    for joker in (1, 2, 3):
        cells[card_cells(Face(Rank.JOKER, None, joker))] = Face(Rank.JOKER, None, joker)
    return typed, cells


BRAILLE_LETTERS, BRAILLE_CELLS = _braille_codes()
"""A card's braille code typed as letters ("gc") or as its cells ("⠛⠉"), and its face. The
letters of the same position never mean two things across both packs, so one table serves
both."""


def braille_face(word: str) -> Face | None:
    """The face whose braille code ``word`` is, typed as letters or cells; None for none."""
    word = _fold(word)
    return BRAILLE_LETTERS.get(word) or BRAILLE_CELLS.get(word)


_FILLER = {"of", "von", "der", "die", "the", "a", "an", "nummer", "number", "nr"}
_SPLIT = re.compile(r"[\s\-_,.]+")


class CardNameError(ValueError):
    """The text names no card, or names several; ``faces`` lists the readings when several."""

    def __init__(self, text: str, faces: tuple[Face, ...] = ()) -> None:
        super().__init__(f"cannot read {text!r} as one card")
        self.text = text
        self.faces = faces


def _fold(text: str) -> str:
    return text.strip().casefold()


def parse_suit(text: str) -> Suit | None:
    """The suit a word or abbreviation names ("herz", "h", "Eichel", "spades"), or None."""
    word = _fold(text)
    if word in SUIT_WORDS:
        return SUIT_WORDS[word]
    return SUIT_ABBREVIATIONS.get(word)


K_SUITS = (Suit.CLUBS, Suit.DIAMONDS)
"""The suits a German "k" may shorten in a compact word: Kreuz and Karo."""


def _compact(word: str, german_k: bool = False) -> set[Face]:
    found: set[Face] = set()
    for cut in range(1, len(word)):
        head, tail = word[:cut], word[cut:]
        if head in RANK_ABBREVIATIONS and tail in SUIT_ABBREVIATIONS:
            found.add(Face(RANK_ABBREVIATIONS[head], SUIT_ABBREVIATIONS[tail]))
        if head in SUIT_ABBREVIATIONS and tail in RANK_ABBREVIATIONS:
            found.add(Face(RANK_ABBREVIATIONS[tail], SUIT_ABBREVIATIONS[head]))
        if not german_k:
            continue
        if head == "k" and tail in RANK_ABBREVIATIONS:
            found.update(Face(RANK_ABBREVIATIONS[tail], suit) for suit in K_SUITS)
        if tail == "k" and head in RANK_ABBREVIATIONS:
            found.update(Face(RANK_ABBREVIATIONS[head], suit) for suit in K_SUITS)
    return found


def _compound(word: str) -> set[Face]:
    """A suit word and a rank word written as one ("kreuzdame", "herzass", "pikbube")."""
    found: set[Face] = set()
    for cut in range(2, len(word) - 1):
        suit, rank = SUIT_WORDS.get(word[:cut]), RANK_WORDS.get(word[cut:])
        if suit is not None and rank is not None and rank is not Rank.JOKER:
            found.add(Face(rank, suit))
    return found


def parse_face(text: str, german_k: bool = False) -> Face:
    """The face a typed name means; with ``german_k`` a compact "k" may also be Kreuz or Karo
    (German players' shorthand), which makes "kd" or "kb" ambiguous.

    Raises:
        CardNameError: the text names no card or is ambiguous.
    """
    words = [w for w in _SPLIT.split(_fold(text)) if w and w not in _FILLER]
    found: set[Face] = set()
    if len(words) == 1:
        word = words[0]
        if RANK_WORDS.get(word) is Rank.JOKER:
            return Face(Rank.JOKER, None, 1)
        found = _compact(word, german_k) or _compound(word)
        braille = braille_face(word)
        if not found and braille is not None:  # "gc" names no card but reads in braille
            return braille
    elif len(words) == 2:
        first, second = words
        for rank_word, suit_word in ((first, second), (second, first)):
            rank = RANK_WORDS.get(rank_word) or RANK_ABBREVIATIONS.get(rank_word)
            suit = SUIT_WORDS.get(suit_word) or SUIT_ABBREVIATIONS.get(suit_word)
            if rank is not None and suit is not None and rank is not Rank.JOKER:
                found.add(Face(rank, suit))
        for joker, which in ((first, second), (second, first)):
            if found or RANK_WORDS.get(joker) is not Rank.JOKER:
                continue
            number = int(which) if which.isdecimal() else JOKER_WORDS.get(which)
            if number is not None:
                found.add(Face(Rank.JOKER, None, number))
    if len(found) == 1:
        return found.pop()
    raise CardNameError(text, tuple(sorted(
        found, key=lambda f: (f.rank.value, -1 if f.suit is None else f.suit.value, f.joker))))


def braille_clash(text: str) -> tuple[Face, Face] | None:
    """A word that names one card as a name code and another as the braille code a braille
    keyboard types ("bc": Bube Kreuz, the jack of clubs, or in braille the two of clubs;
    "hd": Herz-Dame or the eight of diamonds): the name's card and the braille's; None for
    any other word."""
    braille = braille_face(text)
    if braille is None:
        return None
    try:
        named = parse_face(text)
    except CardNameError:
        return None
    return None if named == braille else (named, braille)


def rank_code(text: str) -> tuple[Rank, Face] | None:
    """A rank word that is also one card's code: "as" is the German ace ("As", Ass in the
    old spelling), and the ace of spades typed rank first ("as", as "qh") and in braille
    (⠁⠎). The rank and the card; None for any other word. Read in German, where "As" is a
    word, the hand decides (:func:`.session.hand_commands.hand_decides`); in English "as" is
    no word for the ace, only the ace of spades."""
    word = _fold(text)
    rank = RANK_WORDS.get(word)
    if rank is None:
        return None
    try:
        face = parse_face(word)
    except CardNameError:
        return None
    return (rank, face) if face.suit is not None else None  # "joker" is the joker alone


def mended_face(text: str, german_k: bool = False) -> Face | None:
    """The one face ``text`` names once each word that is no rank or suit is mended to the
    rank or suit word it misses by a slip of the keys ("kruez zwei", "qeen of hearts"), a
    word of four letters or more keeping its first letter; None when no word needed mending,
    or a word mends to none, or the mended name is still no one card."""
    words = [w for w in _SPLIT.split(_fold(text)) if w and w not in _FILLER]
    known = [w for w in (*RANK_WORDS, *SUIT_WORDS) if len(w) >= 4]
    mended: list[str] = []
    for word in words:
        if any(word in table for table in (RANK_WORDS, SUIT_WORDS, RANK_ABBREVIATIONS,
                                           SUIT_ABBREVIATIONS)):
            mended.append(word)
            continue
        close = (difflib.get_close_matches(word, [w for w in known if w[0] == word[0]], 1, 0.75)
                 if len(word) >= 4 and word.isalpha() else [])
        if not close:
            return None
        mended.append(close[0])
    if mended == words:
        return None
    try:
        return parse_face(" ".join(mended), german_k)
    except CardNameError:
        return None


SHORT_SUITS: dict[bool, dict[Suit, str]] = {
    True: {Suit.CLUBS: "kr", Suit.DIAMONDS: "ka", Suit.HEARTS: "h", Suit.SPADES: "p"},
    False: {Suit.CLUBS: "c", Suit.DIAMONDS: "d", Suit.HEARTS: "h", Suit.SPADES: "s"},
}
"""The suit letters a short code is written with: German (Kreuz, Karo, Herz, Pik) and English."""

SHORT_RANKS: dict[bool, dict[Rank, str]] = {
    True: {Rank.TEN: "z", Rank.JACK: "b", Rank.QUEEN: "d", Rank.KING: "k", Rank.ACE: "a"},
    False: {Rank.JACK: "j", Rank.QUEEN: "q", Rank.KING: "k", Rank.ACE: "a"},
}
"""The rank letters of a short code, as the German help's legend names them ("z Zehn");
the other number cards are written with their number."""


def short_code(face: Face, german_k: bool = False) -> str | None:
    """The short code a player types for ``face`` that :func:`parse_face` reads as that face
    alone: German suit first ("ka2" Karo-Zwei, "krd" Kreuz-Dame), English rank first ("2d",
    "qc"); None for a joker, or where no such code reads as one card."""
    if face.suit is None:
        return None
    rank = SHORT_RANKS[german_k].get(face.rank, str(face.rank.value))
    suit = SHORT_SUITS[german_k][face.suit]
    code = suit + rank if german_k else rank + suit
    try:
        return code if parse_face(code, german_k) == face else None
    except CardNameError:
        return None
