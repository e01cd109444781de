"""Random commands against a console for every game: 100,000 of them, and what they covered.

Run ``python benchmarks/fuzz_interaction.py [--commands 100000] [--per-game 500]
[--max-seconds 1200] [--first-seed 0]``; a run from another first seed plays other sessions.
Games take turns, each session a fresh seeded game (a console, or a
hot seat when several people share hidden cards) driven by ``tests/fuzzing.py``: keys, typed
lines in English and German, queries, undo, language and verbosity switches, the position
editor, the computer's moves, save and open in a temporary store. Every failure (exception,
empty answer, a refused command that changed the game) is printed with its game and seed.
Prints progress, then tables: commands per kind, per game, refusals, failures.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accessible_games.lineup import ENTRIES
from tests.fuzzing import Coverage, fuzz


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--commands", type=int, default=100_000)
    parser.add_argument("--per-game", type=int, default=500)
    parser.add_argument("--max-seconds", type=float, default=1200.0)
    parser.add_argument("--first-seed", type=int, default=0,
                        help="the first session's seed (each session takes the next)")
    args = parser.parse_args()
    coverage = Coverage()
    per_game: Counter[str] = Counter()
    failures: list[str] = []
    started = time.perf_counter()
    next_report = 10_000
    seed = args.first_seed
    # In memory when the machine has a tmpfs: autosave's fsync after every move would
    # otherwise be most of the run's time.
    memory = "/dev/shm" if Path("/dev/shm").is_dir() else None
    with tempfile.TemporaryDirectory(prefix="fuzz-interaction-", dir=memory) as folder:
        while coverage.commands < args.commands:
            if time.perf_counter() - started > args.max_seconds:
                print(f"time bound of {args.max_seconds:.0f} s reached", flush=True)
                break
            entry = ENTRIES[seed % len(ENTRIES)]
            seed += 1
            before = coverage.commands
            try:
                fuzz(entry, seed, args.per_game, Path(folder) / str(seed), coverage)
            except Exception as error:  # noqa: BLE001 - every failure is reported, then on
                failures.append(f"{entry.game.id} seed {seed}: {error!r}")
                traceback.print_exc()
            per_game[entry.game.id] += coverage.commands - before
            if coverage.commands >= next_report:
                elapsed = time.perf_counter() - started
                print(f"{coverage.commands:>7} commands, {elapsed:6.1f} s, "
                      f"{len(failures)} failures", flush=True)
                next_report += 10_000
    elapsed = time.perf_counter() - started
    print()
    print(f"commands: {coverage.commands} in {elapsed:.1f} s "
          f"({coverage.commands / elapsed:.0f} per second); sessions: {seed - args.first_seed}; "
          f"games: {len(per_game)}")
    print(f"refused (one sentence, game unchanged): {coverage.refusals}; "
          f"moves made: {coverage.moves_made}; games finished: {coverage.finished}; "
          f"computer moves: {coverage.kinds['computer']}")
    print()
    print(f"{'kind':<14}{'count':>9}")
    for kind, count in coverage.kinds.most_common():
        print(f"{kind:<14}{count:>9}")
    print()
    print(f"{'game':<24}{'commands':>9}")
    for game, count in sorted(per_game.items()):
        print(f"{game:<24}{count:>9}")
    print()
    print(f"failures: {len(failures)}")
    for failure in failures:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
