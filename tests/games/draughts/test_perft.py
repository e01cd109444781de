"""Perft of English checkers against published numbers (docs: /work/shared/rules/REFERENCE.md).

Source: Aart Bik's checkers perft table and rhalbersma/dctl tests (both conventions for
duplicate king captures agree at these depths). Further positions are checked against
OpenSpiel's independent generator, expanded into whole moves.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.perft import divide, perft
from accessible_games.games.draughts.game import CheckersGame

PUBLISHED = [7, 49, 302, 1469, 7361, 36768, 179740, 845931]


def _state():
    # Draw rules off: perft counts pure move rules.
    return CheckersGame({"draw_moves": 0, "repetitions": 0}).new_state()


@pytest.mark.parametrize("depth", range(1, 8))
def test_perft_from_the_start(depth):
    assert perft(_state(), depth) == PUBLISHED[depth - 1]


def test_perft_depth_8():
    # Its speed (the target is 200,000 leaves a second) is measured by
    # benchmarks/draughts_perft.py, not asserted here.
    assert perft(_state(), 8) == PUBLISHED[7]


def test_perft_leaves_the_state_unchanged_and_divide_adds_up():
    state = _state()
    before = (state.key(), state.to_text(), len(state.moves))
    rows = divide(state, 5)
    assert sum(n for _, n in rows) == PUBLISHED[4]
    assert [name for name, _ in rows] == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4",
                                          "g3-f4", "g3-h4"]
    assert (state.key(), state.to_text(), len(state.moves)) == before


def test_perft_of_positions_agrees_with_openspiel():
    pyspiel = pytest.importorskip("pyspiel")
    from tests.games.draughts.test_openspiel_agreement import expand

    def spiel_perft(spiel, depth: int) -> int:
        if depth == 0:
            return 1
        if spiel.is_terminal():
            return 0
        children = expand(spiel)
        if depth == 1:
            return len(children)
        return sum(spiel_perft(child, depth - 1) for child in children.values())

    checked = 0
    game = pyspiel.load_game("checkers")
    for seed in range(40):
        rng = random.Random(1000 + seed)
        ours = _state()
        spiel = game.new_initial_state()
        for _ in range(60):
            if spiel.is_terminal() or ours.is_terminal():
                break
            children = expand(spiel)
            move = rng.choice(ours.legal_moves())
            ours.apply(move)
            spiel = children[move.path]
        # Only positions with kings on the board.
        if not ours.kings or spiel.is_terminal() or ours.is_terminal():
            continue
        depth = 4
        ours_count = perft(ours, depth)
        theirs = spiel_perft(spiel, depth)
        assert ours_count == theirs, ours.to_text()
        checked += 1
        if checked == 4:
            break
    assert checked == 4
