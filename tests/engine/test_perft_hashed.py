"""Perft counting each transposition once gives the plain perft's numbers."""

from __future__ import annotations

import pytest

from accessible_games.engine.perft import hashed_perft, perft
from accessible_games.lineup import REGISTRY


@pytest.mark.parametrize(("game_id", "depth"), [
    ("checkers", 6), ("reversi", 6), ("breakthrough", 3), ("mad-mate", 3), ("kalah", 6)])
def test_hashed_perft_counts_as_the_plain_perft(game_id, depth):
    state = REGISTRY.create(game_id).new_state()
    known: dict[tuple[object, int], int] = {}
    assert hashed_perft(state, depth, known) == perft(state, depth)
    assert known  # positions were kept
    assert state.to_text() == REGISTRY.create(game_id).new_state().to_text()
