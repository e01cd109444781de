"""Evaluation of the draughts family: symmetric, material-aware, inverted for the misère game,
and good enough in endgames that a winning side makes progress instead of shuffling."""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.bot import choose_move
from accessible_games.ai.levels import level_for
from accessible_games.games.draughts.evaluation import WIN, evaluate
from accessible_games.lineup import REGISTRY, ai_hooks

FAMILY = ("international-draughts", "russian-draughts", "brazilian-draughts",
          "turkish-draughts", "schlagdame")


@pytest.mark.parametrize("game_id", FAMILY)
def test_start_is_even_and_zero_sum(game_id):
    state = REGISTRY.create(game_id).new_state()
    assert evaluate(state, 0) == pytest.approx(0.0) == evaluate(state, 1)
    state.play(state.legal_moves()[0])
    assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))


def test_material_counts_and_a_flying_king_is_worth_several_men():
    game = REGISTRY.create("international-draughts")
    king = game.parse_position("B:WK46:B1,2")
    men = game.parse_position("B:W46,47:B1,2")
    # One flying king against two men is better for White than two men against two.
    assert evaluate(king, 0) > evaluate(men, 0) > -0.5
    assert evaluate(game.parse_position("B:W46,47,48:B1,2"), 0) > 0.5


def test_misere_prefers_fewer_pieces():
    game = REGISTRY.create("schlagdame", {"base": "russian"})
    fewer = game.parse_position("B:Wa1:Bh8,f8,d8")
    assert evaluate(fewer, 0) > 0.5
    # A finished misère game: White, blocked or emptied, has won.
    done = game.parse_position("W:W:Bh8")
    assert evaluate(done, 0) == WIN


@pytest.mark.parametrize("game_id,fen", [
    # Two kings and a man against three men: White must win, not shuffle.
    ("international-draughts", "W:WK46,K50,33:B5,10,15"),
    ("russian-draughts", "W:WKa1,Kc1:Bh8,f8"),
    ("turkish-draughts", "W:WKa1,Kh1:Ba7,h7"),
])
def test_a_won_endgame_is_won_within_sixty_plies(game_id, fen):
    game = REGISTRY.create(game_id)
    state = game.parse_position(fen)
    hooks = ai_hooks(game_id)
    rng = random.Random(7)
    for _ in range(60):
        if state.is_terminal():
            break
        level = level_for(2 if state.to_move == 0 else 1)
        state.apply(choose_move(state.copy(), level, hooks.evaluate, rng,
                                order_key=hooks.order_key))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
