""""Low" and "high": the lowest or highest card that may be played, as a player says it at a
trick-taking table ("play low", "the highest club", "niedrigster Trumpf", "die Kleinste").

A game whose cards beat each other gives its state a ``card_height(card)``: the card's class
(0 to 3 a plain suit by its value, ``TRUMP_CLASS`` the trumps where they are a class of their
own, as in Doppelkopf) and its strength in that class, higher winning. Where the trumps are a
suit (Whist, ``trump_suit()``), "trump" names that suit. Games without it (Mau Mau, Dog) do not
read these words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.parse import SUIT_WORDS

TRUMP_CLASS = 4
"""The class of the trumps in ``card_height`` (the plain suits are 0 to 3, by their value)."""

LOW_WORDS = frozenset({
    "low", "lowest", "smallest", "niedrig", "niedrige", "niedrigste", "niedrigsten",
    "niedrigster", "niedrigstes", "tief", "tiefe", "tiefste", "tiefsten", "tiefster",
    "tiefstes", "klein", "kleine", "kleinste", "kleinsten", "kleinster", "kleinstes"})
HIGH_WORDS = frozenset({
    "high", "highest", "biggest", "höchste", "höchsten", "höchster", "höchstes", "hohe",
    "hohen", "groß", "große", "größte", "größten", "größter", "größtes"})
TRUMP_WORDS = frozenset({"trump", "trumps", "trumpf", "trümpfe", "trumpfe"})
FILLERS = frozenset({"the", "a", "card", "in", "of", "die", "den", "der", "eine", "einen",
                     "karte", "im", "von"})
"""Words around the height that name nothing ("the lowest card in clubs")."""


@dataclass(frozen=True, slots=True)
class Height:
    """A typed "low" or "high", with the class it names, if any."""

    high: bool
    """True for the highest card, False for the lowest."""
    klass: int | None
    """The class named after it (a plain suit's value, ``TRUMP_CLASS``), or None."""


def read_height(words: Sequence[str], trump_suit: Suit | None = None) -> Height | None:
    """The height ``words`` (the line without its verb) ask for, or None when they ask none:
    one height word and at most one suit or trump word besides fillers. ``trump_suit``: the
    suit "trump" names, where the trumps are a suit."""
    kept = [word for word in words if word not in FILLERS]
    heights = [word for word in kept if word in LOW_WORDS or word in HIGH_WORDS]
    rest = [word for word in kept if word not in LOW_WORDS and word not in HIGH_WORDS]
    if len(heights) != 1 or len(rest) > 1:
        return None
    klass: int | None = None
    if rest:
        word = rest[0]
        suit: Suit | None = SUIT_WORDS.get(word)
        if word in TRUMP_WORDS:
            klass = TRUMP_CLASS if trump_suit is None else trump_suit.value
        elif suit is not None:
            klass = suit.value
        else:
            return None
    return Height(heights[0] in HIGH_WORDS, klass)


def height_choices(height: Height, playable: Sequence[int],
                   card_height: Callable[[int], tuple[int, int]]) -> list[int]:
    """The cards ``height`` may mean among ``playable``: in each class it allows (the one it
    names, else every class that has a playable card) the lowest or the highest card. One
    card: that card is meant; several: the player is asked which; none: the class named has
    no card that may be played."""
    by_class: dict[int, list[int]] = {}
    for card in playable:
        klass, _ = card_height(card)
        if height.klass is None or klass == height.klass:
            by_class.setdefault(klass, []).append(card)
    pick = max if height.high else min
    return [pick(cards, key=lambda card: card_height(card)[1])
            for _, cards in sorted(by_class.items())]
