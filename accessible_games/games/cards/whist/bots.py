"""A rule-based beginner for Whist, for the computer's easiest level.

Leading, it plays the highest card of its longest plain suit (trumps only when it has nothing
else). Following, it wins the trick as cheaply as it can unless its partner is already winning,
in which case (or when it cannot win) it throws its lowest card, keeping trumps when it may.
"""

from __future__ import annotations

import random

from accessible_games.engine.types import Move
from accessible_games.games.cards import tricks
from accessible_games.games.cards.whist.game import PlayCard, WhistState


def beginner_move(state: WhistState, rng: random.Random | None = None) -> Move:
    """The beginner's card for the player to move.

    Raises:
        ValueError: nobody may play (chance or the game is over).
    """
    legal = [m for m in state.legal_moves() if isinstance(m, PlayCard)]
    if not legal:
        raise ValueError("no legal move")
    deck = state.deck
    trump = state.trump_suit()
    cards = [m.card for m in legal]

    def strength(card: int) -> tuple[int, int]:
        return (int(deck.suit(card) is trump), deck.rank(card).value)

    if not state.trick:
        plain = [c for c in cards if deck.suit(c) is not trump] or cards
        longest = max({deck.suit(c) for c in plain},
                      key=lambda s: (sum(deck.suit(c) is s for c in plain), -s.value))  # type: ignore[union-attr]
        return PlayCard(max((c for c in plain if deck.suit(c) is longest), key=strength))
    seat = state.turn
    partner_winning = (state.leader + state.ahead()) % 4 == (seat + 2) % 4
    winners = [c for c in cards
               if tricks.winning_index([*state.trick, c], trump, deck) == len(state.trick)]
    if winners and not partner_winning:
        return PlayCard(min(winners, key=strength))
    return PlayCard(min(cards, key=strength))
