"""Perft speed of Reversi and Breakthrough beside open-spiel's, measured in the same run.

Prints one table: game, depth, leaves, seconds and leaves per second for us and for open-spiel
(``othello`` and ``breakthrough`` through its Python binding, bulk-counting the last ply as we
do). Both engines count passes as plies, so the leaf counts must agree; a mismatch is printed.

Run: .venv/bin/python benchmarks/abstract_perft.py [--quick]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.engine import perft
from accessible_games.lineup import REGISTRY

# (our game id, our options, depth, open-spiel game name, open-spiel parameters)
CASES = [
    ("reversi", {}, 8, "othello", {}),
    ("reversi", {}, 9, "othello", {}),
    ("breakthrough", {}, 4, "breakthrough", {}),
    ("breakthrough", {}, 5, "breakthrough", {}),
    ("breakthrough", {"size": 6}, 5, "breakthrough", {"rows": 6, "columns": 6}),
]


def spiel_perft(state, depth: int) -> int:
    """Perft on an open-spiel state with bulk counting at the last ply."""
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        child = state.clone()
        child.apply_action(action)
        total += spiel_perft(child, depth - 1)
    return total


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
    header = (f"{'game':14} {'depth':>5} {'our leaves':>11} {'our s':>7} {'our leaves/s':>13}"
              f" {'spiel leaves':>13} {'spiel s':>8} {'spiel leaves/s':>15}")
    print(header)
    print("-" * len(header))
    for game_id, options, depth, spiel_name, params in CASES:
        depth -= args.quick
        state = REGISTRY.create(game_id, options).new_state()
        label = game_id if not options else f"{game_id} {options.get('size')}"
        leaves, seconds = measure(lambda: perft(state, depth))
        row = f"{label:14} {depth:>5} {leaves:>11} {seconds:>7.2f} {leaves / seconds:>13,.0f}"
        if pyspiel is not None:
            root = pyspiel.load_game(spiel_name, params).new_initial_state()
            s_leaves, s_seconds = measure(lambda: spiel_perft(root, depth))
            row += f" {s_leaves:>13} {s_seconds:>8.2f} {s_leaves / s_seconds:>15,.0f}"
            if s_leaves != leaves:
                row += "  MISMATCH"
        print(row, flush=True)


if __name__ == "__main__":
    main()
