"""Card words as players type them: what a line names, before any game reads it.

Plain functions on text: the verb and articles around a card's name ("play the queen"), a
rank or suit alone, the German and English readings of a short name ("kd"), a call typed after
the card ("bc mau"). :mod:`~accessible_games.session.card_play` and the move readers use them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessible_games.engine import Move
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.parse import (
    RANK_ABBREVIATIONS,
    RANK_WORDS,
    SUIT_ABBREVIATIONS,
    SUIT_WORDS,
    CardNameError,
    braille_clash,
    parse_face,
    rank_code,
)
from accessible_games.games.cards.typed import GIVE_VERBS, PLAY_VERBS

MAU_WORDS = frozenset({"mau"})
"""Arguments of ``select`` that play the card with the call "Mau"."""

CARD_VERBS = {"play": PLAY_VERBS, "give": GIVE_VERBS}
"""Verbs a player says with a card ("play the queen", "gib die Drei", "Dame spielen"), by the
first word of the notation of the moves they ask for."""
ARTICLES = frozenset({"the", "die", "der", "den", "das"})
"""Articles before a card's name; they name nothing."""


def bare_card_words(text: str, legal: Sequence[Move]) -> str | None:
    """``text`` without the articles and the verb around a card's name, so the name alone can
    be read; None when there is nothing to leave out. A verb is kept when the legal moves
    are all of the other kind (the notation's first word: "gib" while Dog's cards are
    played), so the game's own reading refuses it rather than the card going the other way."""
    kinds = {move.notation.split(" ", 1)[0] for move in legal} & CARD_VERBS.keys()
    dropped = set(ARTICLES)
    for kind, verbs in CARD_VERBS.items():
        if kind in kinds or not kinds:
            dropped.update(verbs)
    words = text.casefold().split()
    kept = [word for word in words if word not in dropped]
    return " ".join(kept) if kept and len(kept) < len(words) else None


def verb_alone(text: str) -> str | None:
    """What follows a play verb typed without a card ("play", "spielen", "play mau"): the
    card at the cursor is meant, as Enter plays it. "" or the Mau word; None when the text is
    anything else."""
    words = text.casefold().split()
    if not words or words[0] not in PLAY_VERBS:
        return None
    rest = words[1:]
    if not rest:
        return ""
    return rest[0] if len(rest) == 1 and rest[0] in MAU_WORDS else None


def rank_number(describer: object, text: str) -> bool:
    """True for a rank's number (2 to 10) typed in a game where only a card's rank counts
    (Dog, ``describer.suits_matter`` False): there "2" is the two, as the player says it at
    the table, never the second card of the hand ("2" played the five of a hand "two, five,
    eight, jack")."""
    return not getattr(describer, "suits_matter", True) and text.isdecimal() \
        and 2 <= int(text) <= 10


def rank_or_suit(word: str) -> tuple[Rank | None, Suit | None]:
    """The rank a word or one-letter abbreviation names ("ass", "q"; a letter that is also a
    suit, "d", is neither), or the suit a word names ("pik")."""
    rank = RANK_WORDS.get(word)
    if rank is None and len(word) == 1 and word not in SUIT_ABBREVIATIONS:
        rank = RANK_ABBREVIATIONS.get(word)
    return rank, SUIT_WORDS.get(word)


def names_a_card(text: str, german: bool) -> bool:
    """Whether ``text`` names a card, a rank or a suit in some reading ("qh", "queen", "pik",
    "kd"): typed while another seat is to move, it is a card played too soon, not a slip."""
    word = " ".join(text.casefold().split())
    if faces_named(*rank_or_suit(word), _readings(word, german)) is not None:
        return True  # a rank or suit alone, or a name with several readings
    try:
        parse_face(word, german)
    except CardNameError:
        return False
    return True


def german_readings(text: str) -> tuple[Face, ...]:
    """The readings of a short card name that German shorthand makes ambiguous ("kd":
    Kreuz-Dame, Karo-Dame or the king of diamonds); empty when it has one reading or none."""
    return _readings(text.strip().casefold(), True)


def hand_decides(text: str, german: bool) -> bool:
    """True for a word whose card the hand decides (:meth:`HandCommands.one_word_card`): a
    short name German shorthand makes ambiguous ("kd"), one that is a name code and a
    braille code of two cards ("bc": Bube Kreuz, or the two of clubs in braille), or in
    German "as", any ace ("As") or the ace of spades' code."""
    return bool(german and (german_readings(text) or rank_code(text))) or \
        braille_clash(text) is not None


CARD_VERB_WORDS = frozenset(PLAY_VERBS + GIVE_VERBS)
"""Every verb said with a card, of either kind."""


def card_and_call(text: str, legal: Sequence[Move]) -> tuple[str, str]:
    """The card word of a line and what was said with it: "bc mau" is ("bc", "mau"), "play
    bc" and "spiele bc" ("bc", ""), as the hand decides on the card word alone; a verb of the
    other kind, which :func:`bare_card_words` keeps, is said with it ("play bc" while cards
    are given: ("bc", "play")), for the game to refuse with the card the hand holds. The line
    itself and "" where no single word is left."""
    words = (bare_card_words(text, legal) or text).casefold().split()
    verbs = [w for w in words if w in CARD_VERB_WORDS]
    words = [w for w in words if w not in CARD_VERB_WORDS]
    call = [w for w in words[1:] if w in MAU_WORDS]
    if not words or len(words) - len(call) != 1 or words[0] in MAU_WORDS:
        return text, ""
    return words[0], " ".join(verbs + call)


def said_with(card: str, said: str) -> str:
    """``card`` with the words ``said`` with it, as the game reads them: a verb before it
    ("play ⠃⠉"), the call after it ("⠃⠉ mau")."""
    words = said.split()
    verbs = [w for w in words if w in CARD_VERB_WORDS]
    return " ".join([*verbs, card, *(w for w in words if w not in CARD_VERB_WORDS)])


def refused_verb(said: str) -> bool:
    """Whether the words said with a card hold a verb: only one of the kind the moves are
    not is said apart from the card (:func:`card_and_call`), and the game refuses it."""
    return not CARD_VERB_WORDS.isdisjoint(said.split())


def faces_named(rank: Rank | None, suit: Suit | None,
                 unclear: tuple[Face, ...]) -> Callable[[Face], bool] | None:
    """Which faces a word may mean: those of its rank or suit, or its several readings
    (``unclear``); None when it is none of these."""
    if rank is not None or suit is not None:
        return lambda face: face.rank is rank or (suit is not None and face.suit is suit)
    readings = set(unclear)
    return (lambda face: face in readings) if readings else None


def _readings(word: str, german: bool) -> tuple[Face, ...]:
    """The faces a card name with several readings may mean ("kd" read as German, "five
    spades hearts"); empty for a name with one reading or none."""
    try:
        parse_face(word, german)
    except CardNameError as unclear:
        return unclear.faces
    clash = braille_clash(word)  # "bc": the jack of clubs, or the two in braille
    return clash or ()
