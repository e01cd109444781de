"""Agreement with OpenSpiel's ``breakthrough`` over seeded random games on 6x6, 7x7 and 8x8.

OpenSpiel's first player (its player 0) is Black on the top rows moving down; ours is White on
the bottom rows moving up. Mirroring the ranks (rank r is rank size + 1 - r) maps one onto the
other, so OpenSpiel's "a7a6" on 8x8 is our "a2-a3". OpenSpiel marks captures with "*".
OpenSpiel fills only one row per side on boards with fewer than six rows, while the seed fills
two on every size, so 5x5 is not compared (see docs/rules/breakthrough.en.md).
"""

from __future__ import annotations

import random

import pytest

from accessible_games.games.breakthrough import BreakthroughGame

pyspiel = pytest.importorskip("pyspiel")

GAMES_PER_SIZE = {6: 70, 7: 65, 8: 70}
"""205 games in all."""


def mirrored(text: str, size: int) -> str:
    """OpenSpiel's "a7a6*" as our "a2a3" (ranks mirrored, capture mark dropped)."""
    text = text.rstrip("*")
    squares = []
    rest = text
    while rest:
        letter = rest[0]
        digits = ""
        rest = rest[1:]
        while rest and rest[0].isdigit():
            digits += rest[0]
            rest = rest[1:]
        squares.append(f"{letter}{size + 1 - int(digits)}")
    return "".join(squares)


def ours(move) -> str:
    return move.notation.replace("-", "").replace("x", "")


@pytest.mark.parametrize("size", sorted(GAMES_PER_SIZE))
def test_random_games_agree_with_open_spiel(size):
    peer_game = pyspiel.load_game("breakthrough", {"rows": size, "columns": size})
    game = BreakthroughGame({"size": size})
    for seed in range(GAMES_PER_SIZE[size]):
        rng = random.Random(seed)
        state = game.new_state()
        peer = peer_game.new_initial_state()
        while not peer.is_terminal():
            assert not state.is_terminal(), f"seed {seed}: OpenSpiel goes on, we ended"
            assert state.to_move == peer.current_player()
            player = peer.current_player()
            theirs = {mirrored(peer.action_to_string(player, a), size): a
                      for a in peer.legal_actions()}
            legal = state.legal_moves()
            assert sorted(theirs) == sorted(ours(m) for m in legal), f"seed {seed}"
            assert state.count_moves() == len(theirs)
            move = rng.choice(legal)
            peer.apply_action(theirs[ours(move)])
            state.play(move)
        assert state.is_terminal(), f"seed {seed}: OpenSpiel ended, we did not"
        outcome = state.outcome()
        assert outcome is not None
        assert outcome.returns(2) == tuple(peer.returns()), f"seed {seed}"
