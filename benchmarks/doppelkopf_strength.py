"""Doppelkopf: the strong level (information-set search) against the rule-based beginner.

A strong pair sits against a beginner pair; the pairs change seats every deal (the strong pair
on North and South in even deals, on East and West in odd ones), and the parties are dealt by
chance as always. The strong level chooses from its own observation only (perfect-information
Monte Carlo over ``sample_hidden``, the standard strong level's time budget per move), and
leaves reservations and announcements to the rules of ``doppelkopf/policy.py``
(``State.search_moves``). Prints progress (deals, the running mean and think time), then the
strong pair's game points per deal with a 95 % confidence interval, and the think time per
card in wall and CPU seconds (the machine may be shared: CPU time is the search's own).
Target of issue 16: at least +1.0 game points per deal over 100 deals, under 2 s per card.

Run: .venv/bin/python benchmarks/doppelkopf_strength.py [--deals 100] [--seed 1600]
     [--level 3] [--until HH:MM (UTC; stop starting deals then)]
"""

from __future__ import annotations

import argparse
import datetime
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import level_for
from accessible_games.engine import TurnKind
from accessible_games.games.cards.doppelkopf.bots import beginner_move
from accessible_games.games.cards.doppelkopf.evaluation import evaluate, order_key
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import PlayCard


def interval(points: list[int]) -> tuple[float, float]:
    """The mean and the half-width of its 95 % confidence interval (normal approximation)."""
    mean = statistics.mean(points)
    if len(points) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(points) / math.sqrt(len(points))


def deal(seed: int, strong_side: int, times: list[tuple[float, float]],
         level_number: int = 3) -> int:
    """One deal; the strong pair's game points (its two seats' sum). Appends (wall, CPU)
    seconds of every searched card of the strong pair to ``times``."""
    state = DoppelkopfGame({"deals": 1, "dealer": seed % 4}).new_state()
    rng = random.Random(seed)
    level = level_for(level_number)
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
            continue
        seat = state.to_move
        if seat % 2 == strong_side:
            started, cpu = time.perf_counter(), time.process_time()
            move = choose_from_observation(state.observation(seat), level, evaluate, rng,
                                           order_key=order_key)
            if isinstance(move, PlayCard):
                times.append((time.perf_counter() - started, time.process_time() - cpu))
        else:
            move = beginner_move(state, rng)
        state.play(move)
    return sum(state.totals[s] for s in range(4) if s % 2 == strong_side)


def main() -> None:
    """Play the match and print its table."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=100, help="deals in the match")
    parser.add_argument("--seed", type=int, default=1600, help="seed of the first deal")
    parser.add_argument("--level", type=int, default=3, help="the searching level (2 or 3)")
    parser.add_argument("--until", default=None,
                        help="UTC time HH:MM after which no new deal starts")
    args = parser.parse_args()
    stop_at = None
    if args.until:
        hour, minute = (int(x) for x in args.until.split(":"))
        now = datetime.datetime.now(datetime.timezone.utc)
        stop_at = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    times: list[tuple[float, float]] = []
    points: list[int] = []
    level = level_for(args.level)
    print(f"level {args.level}: time budget {level.time_budget} s per move, shared among "
          "the sampled deals", file=sys.stderr)
    for index in range(args.deals):
        if stop_at is not None and datetime.datetime.now(datetime.timezone.utc) >= stop_at:
            print(f"stopped at {args.until} UTC", file=sys.stderr)
            break
        points.append(deal(args.seed + index, index % 2, times, args.level))
        mean, half = interval(points)
        wall = statistics.mean(t for t, _ in times)
        cpu = statistics.mean(c for _, c in times)
        print(f"deal {index + 1}/{args.deals}: strong pair {sum(points):+d} "
              f"({mean:+.2f} ± {half:.2f} per deal), {wall:.2f} s wall, {cpu:.2f} s CPU "
              "per card", file=sys.stderr, flush=True)
    mean, half = interval(points)
    print("| deals | strong pair points per deal (95 % CI) | mean s per card (wall) | "
          "mean s per card (CPU) | max s per card (wall) | max s per card (CPU) |")
    print("|---|---|---|---|---|---|")
    wall = [t for t, _ in times]
    cpu = [c for _, c in times]
    print(f"| {len(points)} | {mean:+.2f} ± {half:.2f} | {statistics.mean(wall):.2f} | "
          f"{statistics.mean(cpu):.2f} | {max(wall):.2f} | {max(cpu):.2f} |")


if __name__ == "__main__":
    main()
