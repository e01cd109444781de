"""Dog's state contract over seeded random play (the checks of tests/test_conformance.py, which
covers only games in the lineup): legal moves, undo, keys, copies, position text, notation, and
a sentence for every move in both languages; plus the options the reference does not cover."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import CHANCE, TurnKind
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Action, Play, Step
from accessible_games.narration.games.dog import DogDescriber


@pytest.mark.parametrize("seed", [1, 2])
def test_state_contract_over_random_play(seed):
    game = DogGame({"starter": seed})
    describers = [DogDescriber(game, lang) for lang in ("en", "de")]
    state = game.new_state()
    rng = random.Random(seed)
    for _ in range(700):
        if state.is_terminal():
            break
        if state.turn_kind is TurnKind.CHANCE:
            assert state.to_move == CHANCE and state.legal_moves() == []
            move = state.sample_chance(rng)
            state.play(move)
            continue
        legal = state.legal_moves()
        assert legal and len(set(legal)) == len(legal)
        move = rng.choice(legal)
        for candidate in legal:
            assert state.parse_move(candidate.notation) == candidate
        again = game.parse_position(state.to_text())
        assert again.key() == state.key() and again.to_text() == state.to_text()
        assert again.legal_moves() == legal
        key, text = state.key(), state.to_text()
        twin = state.copy()
        state.apply(move)
        assert twin.key() == key
        state.undo()
        assert state.key() == key and state.to_text() == text
        mover = state.to_move
        events = state.play(move)
        for d in describers:
            said = d.move_message(state.redacted(mover), move, events_for(events, mover), mover)
            assert said.text.strip(), move


def test_seven_goes_on_with_the_partners_marbles_after_the_last_own_gets_home():
    # North's last marble on 62: three fields take it 63, 0, 80 (the other three are home on
    # 81-83); the other four fields move South's marble on 40.
    state = arrange(DogGame(), {0: [62, 81, 82, 83], 2: [40]}, {0: ["7h"], 1: ["2c"]})
    state.play(state.legal_moves()[0])
    state.play(Step(62, 80))
    assert state.controlled() == 2
    assert {(m.marble, m.target) for m in state.legal_moves() if isinstance(m, Step)} == \
        {(40, 41), (40, 42), (40, 43), (40, 44)}
    strict = arrange(DogGame({"seven_partner": False}), {0: [62, 81, 82, 83], 2: [40]},
                     {0: ["7h"], 1: ["2c"]})
    strict.play(strict.legal_moves()[0])
    # Without the option the seven cannot be finished after 62-80: the marble has one way,
    # seven fields round the track to 5, and the card takes it there at once.
    assert not strict.split and 5 in strict.marbles[0] and strict.to_move == 1


def test_seven_into_the_goal_can_be_switched_off():
    hands = {0: ["7h"], 1: ["2c"]}
    on = arrange(DogGame(), {0: [62, 20]}, hands)
    on.play(on.legal_moves()[0])
    assert Step(62, 80) in on.legal_moves()
    off = arrange(DogGame({"seven_into_goal": False}), {0: [62, 20]}, hands)
    off.play(off.legal_moves()[0])
    assert all(m.target < 64 for m in off.legal_moves() if isinstance(m, Step))


def test_jack_between_own_marbles_can_be_switched_off():
    hands = {0: ["Jh"]}
    on = arrange(DogGame(), {0: [5, 9]}, hands)
    assert [(m.marble, m.target) for m in on.legal_moves() if isinstance(m, Play)] == [(5, 9)]
    off = arrange(DogGame({"jack_own": False}), {0: [5, 9]}, hands)
    assert not any(isinstance(m, Play) and m.action is Action.SWAP for m in off.legal_moves())


def test_the_last_marble_home_ends_the_game_in_the_middle_of_a_seven():
    state = arrange(DogGame(), {0: [80, 81, 82, 83], 2: [89, 90, 91, 30]},
                    {0: ["7h"], 1: ["2c"]})
    seven = state.legal_moves()[0]
    assert isinstance(seven, Play) and seven.rank is Rank.SEVEN
    state.play(seven)
    state.play(Step(30, 88))
    assert state.outcome() is not None and state.outcome().winners == frozenset({0, 2})
