"""Dog's move generation counted against the slow reference on 1,000 random positions.

Each position has random marbles for all four seats (on the track, in their own goal lanes,
some fresh on their start fields), a random hand of one to six cards for the seat to move, and
in a quarter of the positions a seven being split with one to seven fields left. The engine's
legal moves must be exactly the reference's: the same cards, ranks, actions, marbles and
targets (a start is compared by its target: which kennel place a marble leaves is a detail).
"""

from __future__ import annotations

import random

from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Action, Fold, Play, Step, UndoStep
from tests.games.dog import reference as ref

OPTION_SETS = ({}, {"land_on_team": "forbidden", "jack_partner": False})


def _random_position(rng: random.Random, game: DogGame):
    marbles: dict[int, list[int]] = {}
    free = set(range(64))
    fresh = [0, 0, 0, 0]
    for seat in range(4):
        count = rng.choice((0, 1, 2, 3, 4, 4))
        places: list[int] = []
        lane = [b.goal_place(seat, i) for i in range(4)]
        for _ in range(count):
            if rng.random() < 0.25 and lane:
                places.append(lane.pop(rng.randrange(len(lane))))
            else:
                if rng.random() < 0.2 and b.start_field(seat) in free:
                    place = b.start_field(seat)
                else:
                    place = rng.choice(sorted(free))
                free.discard(place)
                places.append(place)
        marbles[seat] = places
        if b.start_field(seat) in places and rng.random() < 0.5:
            fresh[seat] = 1
    seat = rng.randrange(4)
    state = arrange(game, marbles, {}, turn=seat, fresh=fresh)
    cards = rng.sample(range(len(game.deck)), rng.randint(1, 6))
    state.hands[seat] = sorted(cards, key=game.deck.sort_key)
    if rng.random() < 0.25:
        state.split = [cards[0], state.controlled(), rng.randint(1, 7), 0]
    return state


def _reference_board(state, options) -> ref.Board:
    where = {p: s for s, row in enumerate(state.marbles) for p in row if not b.in_kennel(p)}
    kennel = [sum(1 for p in row if b.in_kennel(p)) for row in state.marbles]
    return ref.Board(where, kennel, list(state.fresh),
                     land_on_team=options.get("land_on_team", "home") == "home",
                     jack_partner=options.get("jack_partner", True))


def _engine_moves(state) -> list[tuple]:
    found = []
    for move in state.legal_moves():
        if isinstance(move, Play):
            marble = -1 if move.action in (Action.START, Action.SEVEN) else move.marble
            found.append((move.card, move.rank.value, move.action.value, marble, move.target))
        elif isinstance(move, Step):
            found.append((move.marble, move.target))
        elif isinstance(move, Fold):
            found.append(("fold",))
        else:
            assert isinstance(move, UndoStep)
    return sorted(found, key=repr)


def _reference_moves(state, options) -> list[tuple]:
    board = _reference_board(state, options)
    seat = state.turn
    if state.split:
        return sorted(ref.split_steps(board, seat, state.split[2]), key=repr)
    hand = [(c, state.deck.rank(c).value) for c in state.hands[seat]]
    found = ref.hand_effects(board, seat, hand)
    return sorted(found, key=repr) if found else [("fold",)]


def test_moves_match_the_reference_on_1000_random_positions():
    rng = random.Random(17)
    kinds = {"seven": 0, "split": 0, "swap": 0, "backward": 0, "start": 0, "fold": 0, "goal": 0}
    for index in range(1000):
        options = OPTION_SETS[index % 2]
        game = DogGame(options)
        state = _random_position(rng, game)
        engine = _engine_moves(state)
        reference = _reference_moves(state, options)
        assert engine == reference, (index, state.to_text())
        kinds["split"] += bool(state.split) and bool(engine)
        for move in engine:
            if move[0] == "fold":
                kinds["fold"] += 1
            elif len(move) == 5:
                kinds[move[2]] = kinds.get(move[2], 0) + 1
            if b.in_goal(move[-1]) if isinstance(move[-1], int) else False:
                kinds["goal"] += 1
    assert all(count > 20 for count in kinds.values()), kinds


def test_the_random_positions_cover_the_joker_and_every_rank():
    rng = random.Random(17)
    game = DogGame()
    ranks = set()
    for _ in range(200):
        state = _random_position(rng, game)
        ranks.update(m.rank for m in state.legal_moves() if isinstance(m, Play) and m.joker)
    assert ranks == set(Rank) - {Rank.JOKER}
