"""Perft speed of our engines beside open-spiel's, measured in the same run.

Prints one table: game, depth, leaves, seconds and leaves per second for us and for open-spiel
(driven through its Python binding with bulk counting at the last ply, as ours). open-spiel's
checkers splits a multi-jump into one ply per jump, so its leaf count differs from ours at the
same depth; the speed is still comparable work per leaf.

Run: .venv/bin/python benchmarks/perft_speed.py [--quick]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.engine import perft
from accessible_games.lineup import REGISTRY

# (our game id, depth, open-spiel game name)
CASES = [("checkers", 7, "checkers"), ("reversi", 8, "othello"), ("kalah", 7, "mancala")]


def spiel_perft(state, depth: int) -> int:
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(spiel_perft(state.child(a), depth - 1) for a in actions)


def measure(fn) -> tuple[int, float]:
    start = time.perf_counter()
    leaves = fn()
    return leaves, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="one ply less everywhere")
    args = parser.parse_args()
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    header = (f"{'game':10} {'depth':>5} {'our leaves':>11} {'our s':>7} {'our leaves/s':>13}"
              f" {'spiel leaves':>13} {'spiel s':>8} {'spiel leaves/s':>15}")
    print(header)
    print("-" * len(header))
    for game_id, depth, spiel_name in CASES:
        depth -= args.quick
        state = REGISTRY.create(game_id).new_state()
        leaves, seconds = measure(lambda: perft(state, depth))
        row = f"{game_id:10} {depth:>5} {leaves:>11} {seconds:>7.2f} {leaves / seconds:>13,.0f}"
        if pyspiel is not None:
            root = pyspiel.load_game(spiel_name).new_initial_state()
            s_leaves, s_seconds = measure(lambda: spiel_perft(root, depth))
            row += f" {s_leaves:>13} {s_seconds:>8.2f} {s_leaves / s_seconds:>15,.0f}"
        print(row, flush=True)


if __name__ == "__main__":
    main()
