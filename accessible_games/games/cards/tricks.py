"""Tricks: which cards may follow, and who wins a trick (follow suit, trumps, highest card)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.engine import Move
from accessible_games.engine.types import Token, TokenKind
from accessible_games.games.cards.core import Deck, Suit


def playable(hand: Sequence[int], led: Suit | None, deck: Deck) -> list[int]:
    """The cards of ``hand`` that may go on a trick led with ``led`` (None: the lead itself).

    A player who holds the led suit must play it; one who does not may play anything.
    """
    if led is None:
        return list(hand)
    same = [c for c in hand if deck.suit(c) is led]
    return same if same else list(hand)


def winning_index(cards: Sequence[int], trump: Suit | None, deck: Deck) -> int:
    """The index in ``cards`` (in playing order) of the card that wins the trick.

    The highest trump wins; without trumps the highest card of the suit led. Of two equal
    cards (a double pack) the first played wins.
    """
    best = 0
    for index in range(1, len(cards)):
        card, top = cards[index], cards[best]
        suit = deck.suit(card)
        if suit is deck.suit(top):
            if deck.rank(card).value > deck.rank(top).value:
                best = index
        elif trump is not None and suit is trump:
            best = index
    return best


def trick_winner(cards: Sequence[int], leader: int, trump: Suit | None, deck: Deck,
                 num_players: int) -> int:
    """The seat that wins a trick ``leader`` led with ``cards`` in clockwise order."""
    return (leader + winning_index(cards, trump, deck)) % num_players


@dataclass(frozen=True, slots=True)
class PlayCard(Move):
    """Play ``card`` to the trick (the move of every trick game: Whist, Doppelkopf)."""

    card: int

    @property
    def parts(self) -> tuple[Token, ...]:
        """The card, as a token."""
        return (Token(TokenKind.CARD, self.card),)

    @property
    def notation(self) -> str:
        """"play 12"."""
        return f"play {self.card}"


def trick_on_table(trick: Sequence[int], leader: int,
                   players: int) -> list[tuple[int | None, int]]:
    """The cards of the trick being played, each with its player (the leader's first)."""
    return [((leader + i) % players, card) for i, card in enumerate(trick)]
