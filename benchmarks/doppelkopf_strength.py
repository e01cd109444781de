"""Doppelkopf: the strong level (information-set search) against the rule-based beginner.

A strong pair sits against a beginner pair; the pairs change seats every deal (the strong pair
on North and South in even deals, on East and West in odd ones), and the parties are dealt by
chance as always. The strong level chooses from its own observation only (perfect-information
Monte Carlo over ``sample_hidden``, the standard strong level's time budget per move). Prints
progress, then the strong pair's game points per deal and the think time per move. Target of
issue 16: at least +1.0 game points per deal over 100 deals, under 2 s per card.

Run: .venv/bin/python benchmarks/doppelkopf_strength.py [--deals 100] [--seed 1600]
"""

from __future__ import annotations

import argparse
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


def deal(seed: int, strong_side: int, times: list[float]) -> int:
    """One deal; the strong pair's game points (its two seats' sum)."""
    state = DoppelkopfGame({"deals": 1, "dealer": seed % 4}).new_state()
    rng = random.Random(seed)
    level = level_for(3)
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
            continue
        seat = state.to_move
        if seat % 2 == strong_side:
            started = time.perf_counter()
            move = choose_from_observation(state.observation(seat), level, evaluate, rng,
                                           order_key=order_key)
            times.append(time.perf_counter() - started)
        else:
            move = beginner_move(state, rng)
        state.play(move)
    return sum(state.totals[s] for s in range(4) if s % 2 == strong_side)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=100, help="deals in the match")
    parser.add_argument("--seed", type=int, default=1600, help="seed of the first deal")
    args = parser.parse_args()
    times: list[float] = []
    points: list[int] = []
    print(f"strong level: time budget {level_for(3).time_budget} s per move", file=sys.stderr)
    for index in range(args.deals):
        points.append(deal(args.seed + index, index % 2, times))
        print(f"\rdeal {index + 1}/{args.deals}: strong pair {sum(points):+d}", end="",
              file=sys.stderr)
    print(file=sys.stderr)
    print("| deals | strong pair points per deal | mean s per move | max s per move |")
    print("|---|---|---|---|")
    print(f"| {args.deals} | {statistics.mean(points):+.2f} | {statistics.mean(times):.2f} | "
          f"{max(times):.2f} |")


if __name__ == "__main__":
    main()
