"""Agreement with OpenSpiel's ``othello`` over seeded random games.

OpenSpiel numbers its actions like our squares (rank-1 * 8 + file, a1 = 0) and has an explicit
pass action 64 that is the only legal action when the player to move cannot place.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.games.reversi import ReversiGame

pyspiel = pytest.importorskip("pyspiel")

PASS_ACTION = 64


def our_actions(state) -> list[int]:
    return sorted(PASS_ACTION if m.square < 0 else m.square for m in state.legal_moves())


def test_random_games_agree_with_open_spiel():
    peer_game = pyspiel.load_game("othello")
    game = ReversiGame()
    passes = 0
    draws = 0
    for seed in range(200):
        rng = random.Random(seed)
        ours = game.new_state()
        peer = peer_game.new_initial_state()
        while not peer.is_terminal():
            assert not ours.is_terminal()
            assert ours.to_move == peer.current_player()
            legal = our_actions(ours)
            assert legal == sorted(peer.legal_actions()), f"seed {seed}, ply {len(ours.moves)}"
            move = rng.choice(ours.legal_moves())
            passes += move.square < 0
            peer.apply_action(PASS_ACTION if move.square < 0 else move.square)
            ours.play(move)
        assert ours.is_terminal(), f"seed {seed}: OpenSpiel ended, we did not"
        outcome = ours.outcome()
        assert outcome is not None
        assert outcome.returns(2) == tuple(peer.returns()), f"seed {seed}"
        draws += outcome.is_draw
    # The sample must exercise forced passes and draws, or those conventions went untested.
    assert passes > 0
    assert draws > 0
