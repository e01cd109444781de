"""Perft from the Othello start, and cross-checks of every board size against a naive mover."""

from __future__ import annotations

import itertools
import random

import pytest

from accessible_games.engine import TurnKind, perft
from accessible_games.games.reversi import ReversiGame, ReversiMove

# Aart Bik's Othello perft (passes count as plies), as listed in /work/shared/rules/REFERENCE.md.
# Depth 9 takes about 3.5 s here, so it stays in the suite.
OTHELLO_PERFT = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288]


@pytest.mark.parametrize("depth", range(1, len(OTHELLO_PERFT) + 1))
def test_perft_from_the_start(depth):
    state = ReversiGame().new_state()
    assert perft(state, depth) == OTHELLO_PERFT[depth - 1]
    # Perft leaves the state as it found it (apply and undo are exact inverses).
    assert state.to_text() == ReversiGame().new_state().to_text()
    assert state.moves == []


# -- a deliberately slow, obviously correct reference mover on a 2-D grid ---------------------

STEPS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def naive_flips(grid, size, row, col, colour):
    """Discs of the other colour enclosed by a disc of ``colour`` on (row, col)."""
    if grid[row][col] != ".":
        return []
    other = "O" if colour == "X" else "X"
    turned = []
    for dr, dc in STEPS:
        line = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and grid[r][c] == other:
            line.append((r, c))
            r, c = r + dr, c + dc
        if line and 0 <= r < size and 0 <= c < size and grid[r][c] == colour:
            turned.extend(line)
    return turned


def naive_moves(grid, size, colour):
    return sorted(
        r * size + c for r in range(size) for c in range(size)
        if naive_flips(grid, size, r, c, colour)
    )


def grid_of(text, size):
    cells = text.split(" ")[0].replace("-", ".")
    return [list(cells[r * size:(r + 1) * size]) for r in range(size)]


@pytest.mark.parametrize("size", [6, 8, 10])
def test_random_games_agree_with_a_naive_mover(size):
    rng = random.Random(1000 + size)
    game = ReversiGame({"size": size})
    for _ in range(25):
        state = game.new_state()
        colour = "X"
        while True:
            grid = grid_of(state.to_text(), size)
            mine = naive_moves(grid, size, colour)
            theirs = naive_moves(grid, size, "O" if colour == "X" else "X")
            legal = state.legal_moves()
            if not mine and not theirs:
                assert state.turn_kind is TurnKind.TERMINAL
                assert legal == []
                black = sum(row.count("X") for row in grid)
                white = sum(row.count("O") for row in grid)
                outcome = state.outcome()
                assert outcome is not None and outcome.scores == (black, white)
                break
            if not mine:
                assert legal == [ReversiMove(-1, size)]
            else:
                assert [m.square for m in legal] == mine
                assert state.count_moves() == len(mine)
            move = rng.choice(legal)
            if move.square >= 0:
                r, c = divmod(move.square, size)
                expected = naive_flips(grid, size, r, c, colour)
                flipped = state.flipped_by(move.square)
                assert sorted(flipped) == sorted(rr * size + cc for rr, cc in expected)
            state.apply(move)
            colour = "O" if colour == "X" else "X"


def test_small_boards_perft_is_consistent_with_the_naive_mover():
    # No published numbers for 6x6 and 10x10 that we could confirm: count with the naive mover.
    for size in (6, 10):
        state = ReversiGame({"size": size}).new_state()

        def count(grid, colour, depth):
            if depth == 0:
                return 1
            other = "O" if colour == "X" else "X"
            mine = naive_moves(grid, size, colour)
            if not mine:
                if not naive_moves(grid, size, other):
                    return 0
                return count(grid, other, depth - 1)
            total = 0
            for square in mine:
                r, c = divmod(square, size)
                new = [row[:] for row in grid]
                for rr, cc in naive_flips(grid, size, r, c, colour) + [(r, c)]:
                    new[rr][cc] = colour
                total += count(new, other, depth - 1)
            return total

        grid = grid_of(state.to_text(), size)
        assert perft(state, 5) == count(grid, "X", 5)


def test_free_opening_perft_is_consistent_with_the_naive_mover():
    # start=reversi: 4 * 3 * 2 * 1 = 24 ways to fill the centre, then the usual rules. Six
    # distinct centre patterns arise; depth 5 and 6 are counted with the naive mover.
    state = ReversiGame({"start": "reversi"}).new_state()
    assert [perft(state, d) for d in range(1, 5)] == [4, 12, 24, 24]
    total5 = total6 = 0

    centre = [(3, 3), (3, 4), (4, 3), (4, 4)]
    for order in itertools.permutations(centre):
        grid = [["."] * 8 for _ in range(8)]
        for index, (r, c) in enumerate(order):
            grid[r][c] = "X" if index % 2 == 0 else "O"
        moves = naive_moves(grid, 8, "X")
        total5 += len(moves)
        for square in moves:
            r, c = divmod(square, 8)
            new = [row[:] for row in grid]
            for rr, cc in naive_flips(grid, 8, r, c, "X") + [(r, c)]:
                new[rr][cc] = "X"
            total6 += len(naive_moves(new, 8, "O")) or 1
    assert perft(state, 5) == total5
    assert perft(state, 6) == total6
