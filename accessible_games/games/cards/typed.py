"""Typed card commands: a card name with extra words ("jc hearts", "Herz-Dame mau", "ziehen").

The words a game understands besides the card are given as a mapping, so each game adds its own
("draw", "ziehen"; "mau"). Whatever is not a known word must name one card (and, for games that
ask for it, one suit after the card).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.engine.types import Move, Reason, ReasonCode, Token, TokenKind
from accessible_games.games.cards.core import Deck, Face, Suit
from accessible_games.games.cards.parse import CardNameError, parse_face, parse_suit

PLAY_VERBS = ("play", "spiele", "spiel", "spielen", "lege", "leg", "legen", "ausspielen")
"""Words a player says to play a card ("play the queen", "Dame spielen"), in both languages."""
GIVE_VERBS = ("give", "gib", "geben", "abgeben")
"""Words a player says to give a card to another seat (Dog's exchange: "gib die Drei")."""

_SPLIT = re.compile(r"[\s,]+")
_A_CARD = re.compile(r"\b(?:(?:a|an|one|eine|1)\s+)?(?:card|karte)\b")
"""The words "a card" / "eine Karte" in "draw a card": they name no card and are left out."""


@dataclass(frozen=True, slots=True)
class Command:
    """A typed command split into its card, a suit named after it and the extra words."""

    face: Face | None
    suit: Suit | None
    words: frozenset[str]


def read_command(text: str, keywords: dict[str, str]) -> Command:
    """Split ``text`` into a card, an optional suit after it, and keywords (by their meaning).

    Raises:
        CardNameError: the rest of the text names no card, or the card is unclear.
    """
    tokens = [t for t in _SPLIT.split(_A_CARD.sub(" ", text.strip().casefold())) if t]
    words = {keywords[t] for t in tokens if t in keywords}
    rest = [t for t in tokens if t not in keywords]
    if not rest:
        return Command(None, None, frozenset(words))
    for cut in range(len(rest), 0, -1):
        try:
            face = parse_face(" ".join(rest[:cut]))
        except CardNameError:
            continue
        tail = rest[cut:]
        suit = parse_suit(" ".join(tail)) if tail else None
        if tail and suit is None:
            continue
        return Command(face, suit, frozenset(words))
    raise CardNameError(text)


def by_notation(text: str, legal: list[Move]) -> Move | None:
    """The legal move whose notation is exactly ``text`` ("play 12 wish 2"), else None: saved
    records and replays type moves back in their notation."""
    wanted = text.strip().casefold()
    for move in legal:
        if move.notation == wanted:
            return move
    return None


def not_held(deck: Deck, face: Face, why: int, alternatives: Sequence[Move] = ()) -> Reason:
    """The refusal of a typed card the hand does not hold. It carries the card (the pack's
    first card of that face, as a token) so that narration can name what was understood; no
    card when the pack has none of that face (a joker typed in Whist)."""
    ids = deck.ids_of(face)
    places = (Token(TokenKind.CARD, ids[0]),) if ids else ()
    return Reason(ReasonCode.NOT_PLAYABLE, places, tuple(alternatives), why)
