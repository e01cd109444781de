"""Breakthrough perft from the start (published 8x8 numbers) and a naive cross-check on 5x5-7x7."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import perft
from accessible_games.games.breakthrough import BreakthroughGame

# Fairy-Stockfish's Breakthrough perft tests, as listed in /work/shared/rules/REFERENCE.md.
BREAKTHROUGH_PERFT = [22, 484, 11132, 256036]


@pytest.mark.parametrize("depth", range(1, len(BREAKTHROUGH_PERFT) + 1))
def test_perft_from_the_start(depth):
    state = BreakthroughGame().new_state()
    assert perft(state, depth) == BREAKTHROUGH_PERFT[depth - 1]
    assert state.to_text() == BreakthroughGame().new_state().to_text()
    assert state.moves == []


def naive_moves(grid, size, player):
    """(start, end) pairs by the rules, on a dict {(col, row): 'P' or 'p'}."""
    own, other = ("P", "p") if player == 0 else ("p", "P")
    dr = 1 if player == 0 else -1
    found = []
    for (col, row), piece in grid.items():
        if piece != own:
            continue
        for dc in (-1, 0, 1):
            c, r = col + dc, row + dr
            if not (0 <= c < size and 0 <= r < size):
                continue
            target = grid.get((c, r))
            if target is None or (dc != 0 and target == other):
                found.append(((col, row), (c, r)))
    return sorted(found)


def grid_of(state):
    size = state.game.size
    return {
        (s % size, s // size): "P" if state.cell(s) == 0 else "p"
        for s in range(size * size) if state.cell(s) is not None
    }


@pytest.mark.parametrize("size", [5, 6, 7, 8])
def test_random_games_agree_with_a_naive_mover(size):
    rng = random.Random(500 + size)
    game = BreakthroughGame({"size": size})
    for _ in range(20):
        state = game.new_state()
        while not state.is_terminal():
            grid = grid_of(state)
            expected = naive_moves(grid, size, state.to_move)
            got = sorted(((m.start % size, m.start // size), (m.end % size, m.end // size))
                         for m in state.legal_moves())
            assert got == expected
            assert state.count_moves() == len(expected)
            move = rng.choice(state.legal_moves())
            assert move.capture == (move.end in [r * size + c for (c, r) in grid])
            state.play(move)
        # The game ended by a piece on the far row or by a side without pieces.
        white, black = state.counts()
        top = any(state.cell((size - 1) * size + c) == 0 for c in range(size))
        bottom = any(state.cell(c) == 1 for c in range(size))
        assert top or bottom or white == 0 or black == 0


def test_cli_perft_reads_breakthrough_and_reversi_positions(capsys):
    from accessible_games.cli import main

    cases = [
        ("breakthrough", "3", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w", "11132"),
        # 6x6 start: White has 6 + 2 * 5 = 16 moves.
        ("breakthrough", "1", "pppppp/pppppp/6/6/PPPPPP/PPPPPP w", "16"),
        # Reversi's 36- and 100-character forms are read without a size option.
        ("reversi", "1", "-" * 14 + "OX----XO" + "-" * 14 + " X", "4"),
        ("reversi", "2", "-" * 44 + "OX--------XO" + "-" * 44 + " X", "12"),
    ]
    for game, depth, text, expected in cases:
        assert main(["perft", game, depth, "--position", text]) == 0
        assert capsys.readouterr().out.strip().splitlines()[-1] == expected
