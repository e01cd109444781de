"""The rule-based beginners play legal moves only and clearly beat random play."""

from __future__ import annotations

import random

from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.mau_mau.bots import beginner_move as mau_mau_beginner
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist.bots import beginner_move as whist_beginner
from accessible_games.games.cards.whist.game import WhistGame


def test_mau_mau_beginner_wins_more_than_its_share_against_three_random_players():
    wins = 0
    for seed in range(100):
        state = MauMauGame().new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            elif state.to_move == 0:
                state.play(mau_mau_beginner(state, rng))  # play() refuses illegal moves
            else:
                state.play(rng.choice(state.legal_moves()))
        wins += 0 in state.outcome().winners
    assert wins >= 35  # a random seat wins about 25 of 100


def test_whist_beginners_beat_a_random_partnership():
    won = 0
    for seed in range(16):
        state = WhistGame({"games": 1, "variant": "short"}).new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            elif state.to_move % 2 == 0:
                state.play(whist_beginner(state, rng))
            else:
                state.play(rng.choice(state.legal_moves()))
        won += 0 in state.outcome().winners
    assert won >= 13
