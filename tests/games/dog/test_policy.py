"""Dog's rule of thumb on hand-made positions, its privacy, and the three levels it makes."""

from __future__ import annotations

import random

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import LevelName, SearcherKind, calibrated, level_for
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import evaluation
from accessible_games.games.cards.dog.game import EXCHANGE, SEARCH_WIDTH, DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Action, Give, Play, Step, UndoStep

GAME = DogGame()


def rule(state):
    return state.policy_move(random.Random(0))


def test_the_rule_sends_an_opponent_home_rather_than_walk_past():
    # North on 10, East on 15: the five lands on East's marble, the three stops short.
    state = arrange(GAME, {0: [10], 1: [15]}, {0: ["3h", "5h"]})
    move = rule(state)
    assert isinstance(move, Play) and move.rank.value == 5 and move.target == 15


def test_the_rule_goes_four_back_past_its_start():
    # North's marble on 2 (it has left its start): four back to 62 leaves it three fields
    # short of the goal; four or six forward would leave it a whole round away.
    state = arrange(GAME, {0: [2]}, {0: ["4h", "6h"]})
    move = rule(state)
    assert isinstance(move, Play) and move.action is Action.BACKWARD and move.target == 62


def test_the_rule_takes_a_marble_into_the_goal():
    # A three takes the marble on 62 over the start into the goal (63, 0, 80); the nine
    # would only move the other marble on.
    state = arrange(GAME, {0: [62, 30]}, {0: ["3h", "9c"]})
    move = rule(state)
    assert isinstance(move, Play) and move.target == 80


def test_the_rule_splits_the_seven_into_the_goal():
    state = arrange(GAME, {0: [62, 30]}, {0: ["7h"], 1: ["2c"]})
    steps = []
    while True:
        move = rule(state)
        assert move in state.legal_moves() and not isinstance(move, UndoStep)
        state.play(move)
        if isinstance(move, Step):
            steps.append(move)
        if not state.split:
            break
    # The marble from 62 ends in the goal lane, deeper than its first field.
    assert any(b.in_goal(p) and b.lane_index(p) >= 1 for p in state.marbles[0])
    assert state.turn == 1


def _split(state):
    """The steps the rule takes with the seven it plays in ``state``."""
    state.play(rule(state))
    steps = []
    while state.split:
        steps.append(rule(state))
        state.play(steps[-1])
    return [(s.marble, s.target) for s in steps]


def test_the_rule_walks_the_seven_when_a_split_gains_nothing():
    # North's marble on 4 and a marble on the first field of its goal lane (80): the rule
    # went 4 to 5, the goal marble one field deeper and then 5 to 10, where 4 to 11 sends
    # nobody home, brings nobody into the goal and leaves the marble as safe.
    state = arrange(GAME, {0: [4, 80, 82, 83], 1: [1, 85, 86, 87], 2: [89, 90, 91],
                           3: [92, 93, 94, 95]}, {0: ["7h"], 1: ["2c"]})
    assert _split(state) == [(4, 11)]
    # South's marble on 37 and its goal marble on 90: 37 to 44 rather than 37 to 38, 90 to
    # 91 and 38 to 43.
    state = arrange(GAME, {0: [82, 83], 1: [34, 84, 85, 86], 2: [37, 90], 3: [93, 94]},
                    {2: ["7h"], 3: ["2c"]}, turn=2)
    assert _split(state) == [(37, 44)]


def test_the_rule_walks_one_marble_in_one_step():
    # East's marble on 12 went to its start field 16 and on into the goal: two steps of one
    # marble where one walk ends on the same field.
    state = arrange(GAME, {0: [0, 43, 55], 1: [12, 87], 2: [19, 90], 3: [94, 95]},
                    {1: ["7h"], 2: ["2c"]}, turn=1, fresh=(1, 0, 0, 0))
    assert _split(state) == [(12, 86)]


def test_the_rule_moves_a_marble_out_of_reach():
    # East's marble on 35 stands five fields behind North's on 40 (a five or a seven sends it
    # home); the nine takes that marble to 49, out of reach, rather than the safe one on 20.
    state = arrange(GAME, {0: [20, 40], 1: [35]}, {0: ["9h"]})
    move = rule(state)
    assert isinstance(move, Play) and move.marble == 40 and move.target == 49


def test_the_rule_keeps_the_joker_when_a_plain_card_does_as_well():
    # The king and the joker as a king both go 13 fields (or bring a marble out): the king.
    state = arrange(GAME, {0: [10]}, {0: ["X", "Kc"]})
    move = rule(state)
    assert isinstance(move, Play) and not move.joker and move.rank.value == 13


def test_the_rule_gives_a_starting_card_to_a_partner_stuck_in_the_kennel():
    state = arrange(GAME, {0: [10, 20]}, {0: ["5c", "Ah", "9d"], 2: ["2c", "3c", "6c"]})
    state.phase = EXCHANGE
    move = rule(state)
    assert isinstance(move, Give) and GAME.deck.rank(move.card).name == "ACE"


def test_the_rule_reads_only_the_movers_view():
    # The same move on the complete state and on the mover's redacted view, all game long.
    for seed in range(2):
        state = DogGame({"starter": seed}).new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            move = rule(state)
            assert rule(state.redacted(state.to_move)) == move
            state.apply(move)


def test_the_search_tries_the_rules_best_cards_and_leaves_the_split_to_the_rule():
    state = arrange(GAME, {0: [10, 30, 50]}, {0: ["X", "X", "5h", "Kc"]})
    legal = state.legal_moves()
    tried = state.search_moves()
    assert len(legal) > SEARCH_WIDTH and len(tried) == SEARCH_WIDTH
    assert set(tried) <= set(legal) and rule(state) == tried[0]
    seven = arrange(GAME, {0: [62, 30]}, {0: ["7h"]})
    seven.play(seven.legal_moves()[0])
    seven.play(seven.legal_moves()[0])
    assert UndoStep() in seven.legal_moves()
    assert seven.search_moves() == [rule(seven)]


def test_the_three_levels_are_distinct():
    levels = [calibrated(level_for(n), "dog") for n in (1, 2, 3)]
    assert [lv.searcher for lv in levels] == [SearcherKind.POLICY, SearcherKind.POLICY,
                                              SearcherKind.PLAYOUTS]
    assert levels[0].noise > 0 and levels[1].noise == 0
    assert levels[2].time_budget is not None and levels[2].time_budget < 2.0
    # The intermediate level plays the rule's move; the beginner now and then another one.
    state = arrange(GAME, {0: [10, 30, 50], 1: [15]}, {0: ["5h", "3h", "8c", "2d"]})
    observation = state.observation(0)
    best = rule(state)
    picks = {choose_from_observation(observation, lv, evaluation.evaluate, random.Random(i))
             for lv in levels[:1] for i in range(30)}
    assert best in picks and len(picks) > 1
    assert all(choose_from_observation(observation, levels[1], evaluation.evaluate,
                                       random.Random(i)) == best for i in range(5))
    strong = choose_from_observation(observation, levels[2].with_changes(
        {"samples": 2}), evaluation.evaluate, random.Random(0))
    assert strong in state.legal_moves()


def test_the_intermediate_partnership_beats_the_beginners():
    # benchmarks/dog_strength.py plays 60 games; here four seeded whole games.
    levels = {side: calibrated(level_for(name), "dog")
              for side, name in ((0, LevelName.INTERMEDIATE), (1, LevelName.BEGINNER))}
    won = 0
    for number in range(4):
        side = number % 2
        state = DogGame({"starter": number}).new_state()
        chance = random.Random(number)
        moves = 0
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.apply(state.sample_chance(chance))
                continue
            mover = state.to_move
            level = levels[0] if mover % 2 == side else levels[1]
            move = choose_from_observation(state.observation(mover), level,
                                           evaluation.evaluate, random.Random(moves))
            state.play(move)
            moves += 1
        won += side in state.outcome().winners
    assert won >= 3
