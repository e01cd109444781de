"""A state's copy is independent all the way back: undoing a copy past the point where it was
made and playing on must leave the original's own undo history intact (the session retells a
game that way when the language changes)."""

from __future__ import annotations

import random

import pytest

from accessible_games.lineup import REGISTRY, listed_ids


@pytest.mark.parametrize("game_id", listed_ids())
def test_undoing_a_copy_to_the_start_leaves_the_original_alone(game_id):
    game = REGISTRY.create(game_id)
    state = game.new_state(random.Random(3))
    start = state.key()
    played = []
    for _ in range(8):
        if state.is_terminal():
            break
        move = state.legal_moves()[0] if state.turn_kind.name == "PLAYER" else \
            state.sample_chance(random.Random(1))
        state.play(move)
        played.append(move)
    copy = state.copy()
    for _ in played:
        copy.undo()
    assert copy.key() == start
    for move in played:
        copy.play(move)
    assert copy.key() == state.key()
    for _ in played:
        state.undo()
    assert state.key() == start
