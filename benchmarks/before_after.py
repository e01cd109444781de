"""Before and after a change, side by side in one run: perft speed, the computer's search
speed and key-to-speech latency, measured on two checkouts of this repository.

Run ``python benchmarks/before_after.py [--base REV] [--rounds 3]``. The base revision
(default: the last commit before the table-and-perspective redesign) is checked out into a
temporary git worktree; the same small measurement runs in a fresh interpreter on each tree,
the trees alternating, and the best of the rounds is printed (higher is better for nodes per
second, lower for milliseconds): perft from the start of all 22 board games, the strong
level's search speed for 0.25 s in each, a cursor key and six typed lines through the
front of the interaction layer. Prints one table; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASE = "25e747e"
"""The last commit before the redesign (issue 14)."""

PROBE = r'''
import dataclasses, json, random, time
try:
    from accessible_games.lineup import REGISTRY, ai_hooks
except ImportError:  # before the lineup: the games' own registry
    from accessible_games.games import registry
    REGISTRY, ai_hooks = registry.REGISTRY, registry.ai_hooks
from accessible_games.engine import perft
GAMES = ["checkers", "international-draughts", "russian-draughts", "brazilian-draughts",
         "turkish-draughts", "schlagdame", "reversi", "kalah", "oware", "congkak",
         "breakthrough", "gomoku", "alquerque", "wolf-und-schafe", "blockade",
         "raeuber-und-gendarm", "halma-dame", "eckdame", "mad-mate", "maharadscha", "tablut",
         "arimaa"]
from accessible_games.ai.bot import decide
from accessible_games.ai.levels import level_for

out = {}
DEPTHS = {"checkers": 6, "international-draughts": 5, "russian-draughts": 5,
          "brazilian-draughts": 5, "turkish-draughts": 5, "schlagdame": 5, "reversi": 6,
          "kalah": 6, "oware": 6, "congkak": 5, "breakthrough": 4, "gomoku": 2,
          "alquerque": 4, "wolf-und-schafe": 6, "blockade": 3, "raeuber-und-gendarm": 5,
          "halma-dame": 3, "eckdame": 3, "mad-mate": 4, "maharadscha": 3, "tablut": 3,
          "arimaa": 2}
strong = dataclasses.replace(level_for(3), time_budget=0.25)
for game_id in GAMES:
    depth = DEPTHS[game_id]
    state = REGISTRY.create(game_id).new_state(random.Random(1))
    start = time.perf_counter()
    nodes = perft(state, depth)
    out[f"perft {game_id} d{depth} (leaves/s)"] = nodes / (time.perf_counter() - start)
for game_id in GAMES:
    game = REGISTRY.create(game_id)
    hooks = ai_hooks(game_id)
    state = game.new_state(random.Random(1))
    start = time.perf_counter()
    decision = decide(state, strong, hooks.evaluate, random.Random(1),
                      order_key=hooks.order_key)
    spent = time.perf_counter() - start
    out[f"search {game_id} (nodes/s)"] = decision.work / spent
try:
    from accessible_games.session.console import Console as Front, Seat, SeatKind
    make = Front.local
except ImportError:
    from accessible_games.session.session import Session as Front, Seat, SeatKind
    make = Front
game = REGISTRY.create("checkers")
front = make(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)])
times = []
for _ in range(400):
    start = time.perf_counter()
    front.handle_line("right" if len(times) % 2 else "left")
    times.append(time.perf_counter() - start)
times.sort()
out["cursor key to message, median (ms)"] = times[len(times) // 2] * 1000
start = time.perf_counter()
for line in ("11-15", "23-19", "8-11", "22-17", "undo", "undo"):
    front.handle_line(line)
out["six typed lines (ms)"] = (time.perf_counter() - start) * 1000
print(json.dumps(out))
'''


def measure(tree: Path) -> dict[str, float]:
    """Run the probe with ``tree``'s code first on the path."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=tree, env=env, check=True,
                          capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    """Measure both trees and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--base", default=BASE)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "base"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(old),
                        args.base], check=True)
        try:
            best: dict[str, dict[str, float]] = {"before": {}, "after": {}}
            for round_number in range(args.rounds):
                for name, tree in (("before", old), ("after", ROOT)):
                    print(f"round {round_number + 1}/{args.rounds}: {name}", file=sys.stderr)
                    for key, value in measure(tree).items():
                        keep = min if "(ms)" in key else max
                        best[name][key] = keep(best[name].get(key, value), value)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)],
                           check=False)
    print(f"base {args.base} against the working tree; best of {args.rounds} rounds")
    print(f"{'measure':<42} {'before':>14} {'after':>14} {'after/before':>13}")
    for key, before in best["before"].items():
        after = best["after"][key]
        digits = 3 if "(ms)" in key else 1
        print(f"{key:<42} {before:>14,.{digits}f} {after:>14,.{digits}f} "
              f"{after / before:>13.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
