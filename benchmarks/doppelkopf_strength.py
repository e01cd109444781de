"""Doppelkopf: the strong level (information-set search) against the rule-based beginner.

A strong pair sits against a beginner pair, and the deals are played in duplicate, the
standard way to measure card players with less luck: every deal is played twice with the same
cards in the same seats, once with the strong pair on North and South and once on East and
West (the seats rotated). Whatever luck one deal's cards bring to a pair of seats is met by
both pairs, so the difference is the players' skill. ``--deals 100`` plays 50 deals twice; the
confidence interval is computed over the 50 duplicate pairs (each pair's mean), which are
independent, not over the 100 correlated deals. The parties are dealt by chance as always.

The strong level chooses from its own observation only: it deals the unseen cards
consistently with what it has seen and plays each candidate card (and Re or Kontra) out with
the rules of thumb of ``doppelkopf/play.py`` (``ai/playouts.py``, the level of
``ai/levels.py`` GAME_LEVELS); reservations follow the rules of ``doppelkopf/policy.py``.
The beginner is ``doppelkopf/bots.py``. Prints progress (deals, the running mean and think
time), then the strong pair's game points per deal with a 95 % confidence interval, and the
think time per card in wall and CPU seconds (the machine may be shared: CPU time is the
search's own). Target of issue 16: at least +1.0 game points per deal over 100 deals, under
2 s per card.

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
from accessible_games.ai.levels import calibrated, level_for
from accessible_games.engine import TurnKind
from accessible_games.games.cards.doppelkopf.bots import beginner_move
from accessible_games.games.cards.doppelkopf.evaluation import evaluate, order_key
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import PlayCard


def interval(points: list[float]) -> tuple[float, float]:
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
    cards = random.Random(seed)  # the deal: the same cards in both plays of a duplicate pair
    rng = random.Random(seed * 2 + strong_side)
    level = level_for(level_number)
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(cards))
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
    parser.add_argument("--deals", type=int, default=100,
                        help="deals in the match (even: each deal is played twice)")
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
    pairs: list[float] = []
    level = calibrated(level_for(args.level), "doppelkopf")
    print(f"level {args.level} in Doppelkopf: {level.searcher.value}, at most "
          f"{level.samples} sampled deals and {level.time_budget} s per move; duplicate "
          "deals", file=sys.stderr)
    for index in range(args.deals // 2):
        if stop_at is not None and datetime.datetime.now(datetime.timezone.utc) >= stop_at:
            print(f"stopped at {args.until} UTC", file=sys.stderr)
            break
        seed = args.seed + index
        both = deal(seed, 0, times, args.level) + deal(seed, 1, times, args.level)
        pairs.append(both / 2)
        mean, half = interval(pairs)
        wall = statistics.mean(t for t, _ in times)
        cpu = statistics.mean(c for _, c in times)
        print(f"deal {2 * index + 2}/{args.deals}: strong pair {2 * sum(pairs):+.0f} "
              f"({mean:+.2f} ± {half:.2f} per deal), {wall:.2f} s wall, {cpu:.2f} s CPU "
              "per card", file=sys.stderr, flush=True)
    mean, half = interval(pairs)
    print("| deals (duplicate pairs) | strong pair points per deal (95 % CI) | "
          "mean s per card (wall) | mean s per card (CPU) | max s per card (wall) | "
          "max s per card (CPU) |")
    print("|---|---|---|---|---|---|")
    wall = [t for t, _ in times]
    cpu = [c for _, c in times]
    print(f"| {2 * len(pairs)} ({len(pairs)}) | {mean:+.2f} ± {half:.2f} | "
          f"{statistics.mean(wall):.2f} | {statistics.mean(cpu):.2f} | {max(wall):.2f} | "
          f"{max(cpu):.2f} |")


if __name__ == "__main__":
    main()
