"""Agreement with OpenSpiel's ``mancala`` (Kalah, 6 houses, 4 seeds).

OpenSpiel's rule choices, read from its behaviour (and checked below): a capture needs seeds in
the opposite house (our default, ``empty_capture=False``); the game ends as soon as either side's
houses are empty, also after a sowing into the own store; the winner is found by adding each
player's houses to their own store (the end sweep to the owner, D2.2). It has no options, so
only 4 seeds are compared.

Its board is 14 pits too, numbered differently: 0 North's store, 1-6 South's houses, 7 South's
store, 8-13 North's houses, and an action is the pit sown. Our pit ``i`` is its pit
``(i + 1) % 14``, so our pit = action - 1.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import perft
from accessible_games.games.mancala.kalah import KalahGame, KalahMove

pyspiel = pytest.importorskip("pyspiel")


def their_board(spiel_state) -> list[int]:  # type: ignore[no-untyped-def]
    """OpenSpiel's 14 pits in our order (the observation tensor starts with its board)."""
    board = [int(x) for x in spiel_state.observation_tensor(0)[:14]]
    return [board[(i + 1) % 14] for i in range(14)]


def test_mapping_on_the_start_position() -> None:
    # Check the mapping once by hand: South's house 3 (our pit 2) is action 3 in OpenSpiel;
    # it puts one seed in South's store, its pit 7.
    spiel = pyspiel.load_game("mancala").new_initial_state()
    spiel.apply_action(3)
    board = [int(x) for x in spiel.observation_tensor(0)[:14]]
    assert board == [0, 4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4]
    ours = KalahGame().new_state()
    ours.apply(KalahMove(2))
    assert their_board(spiel) == ours.pits
    # Both give South the extra move.
    assert spiel.current_player() == ours.to_move == 0


def test_random_games_agree() -> None:
    game = KalahGame()
    spiel_game = pyspiel.load_game("mancala")
    finished = 0
    for seed in range(250):
        rng = random.Random(seed)
        ours = game.new_state()
        theirs = spiel_game.new_initial_state()
        while not theirs.is_terminal():
            assert not ours.is_terminal(), f"seed {seed}: we ended early at {ours.to_text()}"
            assert theirs.current_player() == ours.to_move
            assert their_board(theirs) == ours.pits, f"seed {seed}"
            legal = [m.pit for m in ours.legal_moves()]
            theirs_legal = [a - 1 for a in theirs.legal_actions()]
            assert legal == theirs_legal, f"seed {seed}: {ours.to_text()}"
            pit = rng.choice(legal)
            ours.play(KalahMove(pit))
            theirs.apply_action(pit + 1)
        assert ours.is_terminal(), f"seed {seed}: OpenSpiel ended, we did not: {ours.to_text()}"
        outcome = ours.outcome()
        assert outcome is not None and outcome.scores is not None
        # OpenSpiel scores each player's houses plus store: our scores after the sweep.
        board = their_board(theirs)
        assert outcome.scores == (sum(board[0:7]), sum(board[7:14]))
        assert outcome.returns(2) == tuple(theirs.returns())
        finished += 1
    assert finished == 250


def spiel_perft(state, depth: int) -> int:  # type: ignore[no-untyped-def]
    if state.is_terminal():
        return 0
    if depth == 1:
        return len(state.legal_actions())
    return sum(spiel_perft(state.child(a), depth - 1) for a in state.legal_actions())


def test_perft_agrees_with_openspiel() -> None:
    start = KalahGame().new_state()
    spiel = pyspiel.load_game("mancala").new_initial_state()
    for depth in range(1, 6):
        assert perft(start, depth) == spiel_perft(spiel, depth), depth
