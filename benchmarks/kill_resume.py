"""SIGKILL at random moments of 200 games: nothing the player heard is ever lost.

Run ``python benchmarks/kill_resume.py [--games 200] [--longest 0.6]``. Each game of the
lineup in turn is played by a forked child with autosave and killed after a random delay;
``tests/killing.py`` checks that the store holds every acknowledged move and that resuming
rebuilds the stored game. Prints progress and a table of what the kills hit.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accessible_games.lineup import ENTRIES
from tests.killing import kill_one


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--longest", type=float, default=0.6)
    args = parser.parse_args()
    started = time.perf_counter()
    failures: list[str] = []
    killed = []
    for seed in range(args.games):
        entry = ENTRIES[seed % len(ENTRIES)]
        with tempfile.TemporaryDirectory(prefix="kill-") as folder:
            try:
                killed.append(kill_one(entry, seed, Path(folder), args.longest))
            except AssertionError as error:
                failures.append(f"{entry.game.id} seed {seed}: {error}")
        if (seed + 1) % 20 == 0:
            print(f"{seed + 1:>4} games killed, {time.perf_counter() - started:6.1f} s, "
                  f"{len(failures)} lost", flush=True)
    print()
    empty = sum(1 for k in killed if k.stored == 0)
    flight = sum(1 for k in killed if k.in_flight)
    moves = [k.acknowledged for k in killed]
    print(f"games killed: {len(killed) + len(failures)}  games: "
          f"{len(Counter(k.game_id for k in killed))}  time: {time.perf_counter() - started:.1f} s")
    print(f"killed before the first saved move: {empty}")
    print(f"killed with a move saved but not yet acknowledged: {flight}")
    print(f"acknowledged moves per game: min {min(moves)}, max {max(moves)}, "
          f"total {sum(moves)}")
    print(f"games with a lost acknowledged move or a resume that differs: {len(failures)}")
    for failure in failures:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
