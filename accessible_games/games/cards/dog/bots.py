"""A simple greedy player for Dog, for tests and transcripts (the levels play :mod:`.policy`).

Playing, it tries every legal move on a copy and keeps the one after which its partnership's
progress (:func:`simple_value`: a marble out counts 8, then a point a field, the goal 80 and
more, two points off for a marble an opponent stands 13 fields or fewer behind) is best,
saving jokers, sevens and starting cards for when they gain more than another card would;
splitting a seven it takes the best step each time and never takes a step back. Giving, it
passes an ace or a king when it holds two starting cards and the partner still has marbles in
the kennel (the board shows that to everyone); otherwise its least useful card.
"""

from __future__ import annotations

import random

from accessible_games.engine.types import Move
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import EXCHANGE, DogState
from accessible_games.games.cards.dog.rules import Give, Play, UndoStep
from accessible_games.games.cards.state import CardState

KEEP = {Rank.JOKER: 9, Rank.ACE: 8, Rank.KING: 7, Rank.SEVEN: 6, Rank.FOUR: 5, Rank.JACK: 4,
        Rank.QUEEN: 3, Rank.TEN: 2}
"""How much the beginner likes to keep a rank (the rest count 1)."""


def _progress(place: int, owner: int, fresh: list[int]) -> int:
    if b.in_kennel(place):
        return 0
    if b.in_goal(place):
        return 80 + 2 * b.lane_index(place)
    along = (place - b.start_field(owner)) % b.TRACK
    if along == 0 and not fresh[owner]:
        along = b.TRACK
    return 8 + along


def _team_progress(marbles: list[list[int]], fresh: list[int], seat: int) -> int:
    total = 0
    occ = b.occupants(marbles)
    for owner in (seat, b.partner(seat)):
        for place in marbles[owner]:
            total += _progress(place, owner, fresh)
            if b.on_track(place) and not (place == b.start_field(owner) and fresh[owner]):
                for back in range(1, 14):
                    other = occ.get((place - back) % b.TRACK)
                    if other is not None and other % 2 != seat % 2:
                        total -= 2
                        break
    return total


def simple_value(state: CardState, seat: int) -> float:
    """The greedy player's measure: its partnership's progress minus the opponents'."""
    assert isinstance(state, DogState)
    return float(_team_progress(state.marbles, state.fresh, seat)
                 - _team_progress(state.marbles, state.fresh, (seat + 1) % 4))


def _keep(state: DogState, card: int) -> int:
    return KEEP.get(state.deck.rank(card), 1)


def give_choice(state: DogState) -> Give:
    """The card the beginner passes to its partner."""
    seat = state.turn
    hand = state.hands[seat]
    mate = b.partner(seat)
    starters = [c for c in hand if state.deck.rank(c) in (Rank.ACE, Rank.KING)]
    if len(starters) >= 2 and b.kennel_count(state.marbles, mate) > 0:
        return Give(seat, min(starters, key=lambda c: (_keep(state, c), c)))
    return Give(seat, min(hand, key=lambda c: (_keep(state, c), state.deck.sort_key(c))))


def beginner_move(state: DogState, rng: random.Random | None = None) -> Move:
    """The beginner's move for the seat to move.

    Raises:
        ValueError: nobody may move (chance or the game is over).
    """
    legal = [m for m in state.legal_moves() if not isinstance(m, UndoStep)]
    if not legal:
        raise ValueError("no legal move")
    if state.phase == EXCHANGE:
        return give_choice(state)
    if len(legal) == 1:
        return legal[0]
    seat = state.turn
    best: Move = legal[0]
    best_value = float("-inf")
    for move in legal:
        child = state.copy()
        child.apply(move)
        value = simple_value(child, seat)
        if child.outcome() is not None and seat in child.outcome().winners:  # type: ignore[union-attr]
            value += 10_000
        if isinstance(move, Play):
            value -= 0.5 * _keep(state, move.card)
        if value > best_value:
            best, best_value = move, value
    return best
