"""Dog positions arranged by hand, for tests, tutorials and puzzles.

:func:`arrange` puts marbles where they are asked to be and cards into hands, the rest of the
pack in the talon, and starts play (the deal and the exchange of the round are taken as done).
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import PLAY, DogGame, DogState


def arrange(game: DogGame, marbles: dict[int, Sequence[int]], hands: dict[int, Sequence[str]],
            turn: int = 0, fresh: Sequence[int] = (0, 0, 0, 0)) -> DogState:
    """A state in the play phase with the given board and hands.

    Args:
        game: the game (its options are the rules).
        marbles: per seat, the places of its marbles outside the kennel (the rest wait in it).
        hands: per seat, cards as short names: rank ``A K Q J T 9 .. 2`` or ``X`` for a joker,
            then for a suited card the suit ``c d h s`` ("7h", "Ac", "X").
        turn: the seat to play.
        fresh: per seat, 1 when the marble on its start field has just come out.

    Raises:
        ValueError: a place is taken twice or a card is not in the pack often enough.
    """
    state = game.new_state()
    state.pending = []
    state.phase = PLAY
    state.turn = turn
    state.fresh = list(fresh)
    taken: set[int] = set()
    for seat in range(4):
        placed = list(marbles.get(seat, ()))
        if len(placed) > b.LANE or taken & set(placed):
            raise ValueError(f"bad marbles for seat {seat}")
        taken.update(placed)
        kennel = [b.kennel_place(seat, i) for i in range(b.LANE - len(placed))]
        state.marbles[seat] = sorted(placed + kennel)
    talon = list(range(len(game.deck)))
    for seat in range(4):
        cards = [_take(game, talon, name) for name in hands.get(seat, ())]
        state.hands[seat] = sorted(cards, key=game.deck.sort_key)
        state.pub[seat] = [game.deck.full_mask] * len(cards)
    state.talon = talon
    return state


_RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK, "T": Rank.TEN,
          **{str(n): Rank(n) for n in range(2, 10)}}
_SUITS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}


def _take(game: DogGame, talon: list[int], name: str) -> int:
    if name == "X":
        ids = [i for i in talon if game.deck.face(i).is_joker]
    else:
        face = Face(_RANKS[name[0]], _SUITS[name[1]])
        ids = [i for i in talon if game.deck.face(i) == face]
    if not ids:
        raise ValueError(f"no {name} left")
    talon.remove(ids[0])
    return ids[0]
