"""Soak: a 2,000-move session of computer against computer, with queries between the moves.

Run ``python benchmarks/soak.py [--moves 2000] [--level 1] [--tracemalloc]``. One process
plays game after game (every game of the lineup in turn, each autosaved into a temporary
store, the language switched every game) until the moves are made; after every move it asks
the board, status, moves, last, since, where and a cursor step, as a listener would. Prints
the resident memory (and tracemalloc's count with ``--tracemalloc``) and the time per move
(thinking and queries together) for the first and the last 200 moves, and checks the growth
against the stated bound (``--bound-mb``, default 30 MB).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accessible_games.lineup import ENTRIES
from accessible_games.session.hotseat import open_game
from accessible_games.session.saving import attach_store
from accessible_games.session.table import Seat, SeatKind
from accessible_games.storage.store import Store

QUERIES = ("board", "status", "moves", "last", "since", "where", "right", "threats",
           "pieces")


def rss_mb() -> float:
    """Resident memory of this process in MB."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--window", type=int, default=200)
    parser.add_argument("--bound-mb", type=float, default=30.0)
    parser.add_argument("--tracemalloc", action="store_true")
    args = parser.parse_args()
    if args.tracemalloc:
        tracemalloc.start()
    times: list[float] = []
    memory: list[tuple[int, float, float]] = []
    games = 0
    with tempfile.TemporaryDirectory(prefix="soak-") as folder:
        store = Store.open(Path(folder))
        while len(times) < args.moves:
            entry = ENTRIES[games % len(ENTRIES)]
            game = entry.game()
            seats = [Seat(SeatKind.COMPUTER, args.level)] * game.num_players
            session = open_game(game, seats, lang=("en", "de")[games % 2], seed=games)
            attach_store(session, store)
            session.opening()
            games += 1
            while not session.is_over and len(times) < args.moves:
                started = time.perf_counter()
                told = session.computer_move()
                for query in QUERIES:
                    told += session.handle_line(query)
                times.append(time.perf_counter() - started)
                assert told, "the soak heard nothing"
                if len(times) % 100 == 0 or len(times) == 1:
                    gc.collect()
                    traced = tracemalloc.get_traced_memory()[0] / 2**20 if args.tracemalloc \
                        else 0.0
                    memory.append((len(times), rss_mb(), traced))
                    print(f"move {len(times):>5}  game {games:>3} ({game.id:<22})  "
                          f"RSS {memory[-1][1]:6.1f} MB  traced {traced:6.1f} MB", flush=True)
        store.close()
    first, last = times[:args.window], times[-args.window:]
    # Memory after the first 100 moves (imports and caches warm) against the end.
    warm = memory[1] if len(memory) > 1 else memory[0]
    growth = memory[-1][1] - warm[1]
    print()
    print(f"moves: {len(times)}  games: {games}  level: {args.level}")
    print(f"{'':<26}{'first ' + str(args.window):>12}{'last ' + str(args.window):>12}")
    print(f"{'ms per move (median)':<26}{statistics.median(first) * 1000:>12.1f}"
          f"{statistics.median(last) * 1000:>12.1f}")
    print(f"{'ms per move (mean)':<26}{statistics.mean(first) * 1000:>12.1f}"
          f"{statistics.mean(last) * 1000:>12.1f}")
    print(f"{'RSS MB (after move)':<26}{warm[1]:>12.1f}{memory[-1][1]:>12.1f}"
          f"   (moves {warm[0]} and {memory[-1][0]})")
    if args.tracemalloc:
        print(f"{'traced MB':<26}{warm[2]:>12.1f}{memory[-1][2]:>12.1f}")
    verdict = "within" if growth <= args.bound_mb else "BEYOND"
    print(f"RSS growth {growth:+.1f} MB: {verdict} the bound of {args.bound_mb:.0f} MB")
    return 0 if growth <= args.bound_mb else 1


if __name__ == "__main__":
    raise SystemExit(main())
