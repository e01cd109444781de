"""A rule-based beginner for Mau Mau, for the computer's easiest level.

It plays the first card that fits in this order of preference: a card that answers a 7 debt,
a plain card of the suit it holds most of, any other plain card, an 8, a 7, and a jack last,
wishing the suit it holds most of. It always calls "Mau". It draws only when it must (or when
the rules let it keep a drawn card that does not fit, it passes).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from accessible_games.engine.types import Move
from accessible_games.games.cards.core import Rank, Suit
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
    plays, preference, _ = _preferences(state, legal)
    if plays:
        return min(plays, key=preference)
    for kind in (Draw, Pass):
        for move in legal:
            if isinstance(move, kind):
                return move
    return legal[0]


def favourite_plays(state: MauMauState, legal: list[Move]) -> list[Play]:
    """Every play the rule of thumb likes as much as its own choice: the same kind of card,
    as long a suit, wishing a suit held as often as the longest (the beginner takes the first
    of them; another player may take any). Empty when the rule would draw or pass."""
    plays, _, liking = _preferences(state, legal)
    if not plays:
        return []
    best = min(liking(m) for m in plays)
    return [m for m in plays if liking(m) == best]


def _preferences(state: MauMauState, legal: list[Move]) -> tuple[
        list[Play], Callable[[Play], tuple[int, int, int]], Callable[[Play], tuple[int, int, int]]]:
    """The plays the rule of thumb chooses among, its exact order (ties broken by the suit
    first counted), and the same order with every longest suit equal."""
    deck = state.deck
    hand = state.hands[state.turn]
    suits = Counter(deck.suit(c) for c in hand if deck.rank(c) is not Rank.JACK)
    favourite = suits.most_common(1)[0][0].value if suits else 0  # type: ignore[union-attr]
    longest = max(suits.values(), default=0)
    plays = [m for m in legal if isinstance(m, Play) and (m.mau or len(hand) != 2)]

    def preference(move: Play) -> tuple[int, int, int]:
        suit = deck.suit(move.card)
        wish_penalty = 0 if move.wish in (-1, favourite) else 1
        return (_ORDER.get(deck.rank(move.card), 0), wish_penalty, -suits.get(suit, 0))

    def liking(move: Play) -> tuple[int, int, int]:
        suit = deck.suit(move.card)
        long_wish = move.wish == -1 or suits.get(Suit(move.wish), 0) == longest
        return (_ORDER.get(deck.rank(move.card), 0), int(not long_wish), -suits.get(suit, 0))

    return plays, preference, liking
