"""A rule-based beginner for Mau Mau, for the computer's easiest level.

It plays the first card that fits in this order of preference: a card that answers a 7 debt,
a plain card of the suit it holds most of, any other plain card, an 8, a 7, and a jack last,
wishing the suit it holds most of. It always calls "Mau". It draws only when it must (or when
the rules let it keep a drawn card that does not fit, it passes).
"""

from __future__ import annotations

import random
from collections import Counter

from accessible_games.engine.types import Move
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.mau_mau.game import MauMauState
from accessible_games.games.cards.mau_mau.rules import Draw, Pass, Play

_ORDER = {Rank.JACK: 4, Rank.SEVEN: 3, Rank.EIGHT: 2}


def beginner_move(state: MauMauState, rng: random.Random | None = None) -> Move:
    """The beginner's choice among the legal moves of the player to move.

    Raises:
        ValueError: nobody may move (chance or the game is over).
    """
    legal = state.legal_moves()
    if not legal:
        raise ValueError("no legal move")
    deck = state.deck
    hand = state.hands[state.turn]
    suits = Counter(deck.suit(c) for c in hand if deck.rank(c) is not Rank.JACK)
    favourite = suits.most_common(1)[0][0].value if suits else 0  # type: ignore[union-attr]
    plays = [m for m in legal if isinstance(m, Play) and (m.mau or len(hand) != 2)]

    def preference(move: Play) -> tuple[int, int, int]:
        suit = deck.suit(move.card)
        count = suits.get(suit, 0)
        wish_penalty = 0 if move.wish in (-1, favourite) else 1
        return (_ORDER.get(deck.rank(move.card), 0), wish_penalty, -count)

    if plays:
        return min(plays, key=preference)
    for kind in (Draw, Pass):
        for move in legal:
            if isinstance(move, kind):
                return move
    return legal[0]
