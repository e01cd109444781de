"""Dog's beginner plays legal moves and beats random play; the search hooks let PIMC choose."""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import SearcherKind, get_level
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.dog import evaluation
from accessible_games.games.cards.dog.bots import beginner_move
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Action, Play, Step


def test_beginner_partnership_beats_random_play():
    won = 0
    for seed in range(4):
        state = DogGame({"starter": seed}).new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            elif state.to_move % 2 == 0:
                state.play(beginner_move(state, rng))  # play() refuses illegal moves
            else:
                state.play(rng.choice(state.legal_moves()))
        won += 0 in state.outcome().winners
    assert won >= 4  # 6 of 6 in a longer run; random play would win about half


def test_beginner_sends_an_opponent_home_and_takes_the_goal():
    game = DogGame()
    # a five sends seat 1's marble on 15 home
    state = arrange(game, {0: [10], 1: [15]}, {0: ["5h", "2h"]})
    move = beginner_move(state)
    assert isinstance(move, Play) and move.target == 15
    # a three takes the marble on 62 into the goal (63, 0, 80)
    state = arrange(game, {0: [62, 30]}, {0: ["3h"]})
    assert beginner_move(state).target == 80


def test_evaluation_prefers_the_own_partnership_progress():
    game = DogGame()
    ahead = arrange(game, {0: [80, 81, 40], 1: [20]}, {})
    assert evaluation.evaluate(ahead, 0) > 0 > evaluation.evaluate(ahead, 1)
    assert evaluation.evaluate(ahead, 2) == evaluation.evaluate(ahead, 0)


def test_pimc_chooses_a_legal_move_from_the_observation_only():
    game = DogGame()
    state = game.new_state()
    rng = random.Random(5)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    level = get_level("beginner").with_changes({"time_budget": 0.2})
    for _ in range(12):  # the exchange, then the first cards (and any seven's steps)
        if state.is_terminal() or state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
            continue
        observation = state.observation(state.to_move)
        move = choose_from_observation(observation, level, evaluation.evaluate, rng,
                                       order_key=evaluation.order_key)
        assert move in state.legal_moves()
        state.play(move)


def test_pimc_splits_a_seven_to_the_end():
    # Seat 0 on 62 and 81. The marble on 81 can take at most 2 fields (to 83), so a split
    # such as 81-83 then 62-82 (63, 0, 80, 81, 82) or all seven on the track is needed; the
    # searcher picks steps among the legal ones until the seven is used up.
    game = DogGame()
    state = arrange(game, {0: [62, 81]}, {0: ["7h"], 1: ["2c"]})
    rng = random.Random(1)
    level = get_level("beginner").with_changes({"time_budget": 0.2})
    seven = state.legal_moves()[0]
    assert isinstance(seven, Play) and seven.action is Action.SEVEN
    state.play(seven)
    steps = 0
    while state.split:
        move = choose_from_observation(state.observation(0), level, evaluation.evaluate, rng,
                                       order_key=evaluation.order_key)
        assert isinstance(move, Step) and move in state.legal_moves()
        state.play(move)
        steps += 1
    assert 1 <= steps <= 7 and state.turn == 1


MCTS = {"searcher": "mcts", "playout_depth": 24}
"""A level change that searches Dog by MCTS over sampled hands (PIMC)."""


@pytest.mark.parametrize("name", ["beginner", "intermediate", "strong"])
def test_each_level_chooses_at_a_rounds_last_card(name):
    # After North's last card the next round is dealt card by card: the playouts stop there
    # and the level chooses a legal move.
    level = get_level(name).with_changes(evaluation.LEVEL_CHANGES[name])
    assert level.searcher in (SearcherKind.POLICY, SearcherKind.PLAYOUTS)
    state = arrange(DogGame(), {0: [10, 30], 1: [20]}, {0: ["5h"]}, turn=0)
    assert len(state.legal_moves()) == 2
    move = choose_from_observation(state.observation(0), level, evaluation.evaluate,
                                   random.Random(2), order_key=evaluation.order_key)
    assert move in state.legal_moves()


def test_pimc_keeps_a_games_calibration_when_it_shares_out_the_time(monkeypatch):
    # choose_from_observation used to share the budget on a copy of the level, which is no
    # longer the standard object, so the game's calibration was lost for hidden information.
    from accessible_games.ai import information, levels

    monkeypatch.setattr(levels, "GAME_LEVELS",
                        {"dog": {levels.LevelName.INTERMEDIATE: MCTS}})
    seen = []

    def record(state, level, *args, **kwargs):
        seen.append(level)
        return state.legal_moves()[0]

    monkeypatch.setattr(information, "choose_move", record)
    state = arrange(DogGame(), {0: [10, 30]}, {0: ["5h"]})
    information.choose_from_observation(state.observation(0), levels.level_for(2),
                                        evaluation.evaluate, random.Random(0))
    assert seen and all(level.searcher is SearcherKind.MCTS and level.playout_depth == 24
                        and level.time_budget == 0.3 / information.SAMPLES[level.name]
                        for level in seen)
