"""Agreement with OpenSpiel's ``gomoku`` over seeded random games.

OpenSpiel's gomoku lets five *or more* in a row win (free-style). Our option ``overline=true``
is that rule, and there the games must agree move for move and in the result. With our default
(the seed's rule: six or more do not win) the games agree until a move that makes a long line
without a five: there OpenSpiel ends and we go on; that difference is checked, not skipped.
OpenSpiel's action ``r * 15 + c`` is our square with its rows read in the same order (a
reflection of the board, which keeps every line a line).
"""

from __future__ import annotations

import random

import pytest

from accessible_games.games.gomoku import GomokuGame

pyspiel = pytest.importorskip("pyspiel")


def play_both(game, seed):
    """Random play in both engines until OpenSpiel ends; returns (ours, peer)."""
    peer = pyspiel.load_game("gomoku").new_initial_state()
    rng = random.Random(seed)
    state = game.new_state()
    while not peer.is_terminal():
        assert not state.is_terminal(), f"seed {seed}: we ended, OpenSpiel did not"
        assert state.to_move == peer.current_player()
        assert sorted(m.square for m in state.legal_moves()) == sorted(peer.legal_actions())
        move = rng.choice(state.legal_moves())
        peer.apply_action(move.square)
        state.play(move)
    return state, peer


def test_free_style_agrees_with_open_spiel():
    game = GomokuGame({"overline": True})
    for seed in range(200):
        state, peer = play_both(game, seed)
        assert state.is_terminal(), f"seed {seed}: OpenSpiel ended, we did not"
        assert state.outcome().returns(2) == tuple(peer.returns()), f"seed {seed}"


def test_exact_five_differs_only_by_overlines():
    game = GomokuGame()
    overlines = 0
    for seed in range(200):
        state, peer = play_both(game, seed)
        if state.is_terminal():
            assert state.outcome().returns(2) == tuple(peer.returns()), f"seed {seed}"
            continue
        # OpenSpiel ended and we did not: the last stone made six or more and no five.
        last = state.moves[-1].square
        mover = 1 - state.to_move
        lengths = [state.run_through(last, axis, mover)[0] for axis in range(4)]
        assert max(lengths) > 5 and 5 not in lengths, f"seed {seed}: {lengths}"
        overlines += 1
    # Random play makes overlines now and then; the sample must contain some.
    assert overlines > 0
