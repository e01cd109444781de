"""Rakado: the strong level against the beginner, with the time per move.

The strong level (3) plays a seeded match against the beginner (1), alternating sides; the die
is rolled from the game's seeded generator, so a run is repeatable (up to the strong level's
time budget). Every computer move's thinking time is recorded. Prints the strong level's share
of the decided games and a table of move times per level. Target: at least 75 % over 100 games,
under 1.5 s per move.

Run: .venv/bin/python benchmarks/rakado_strength.py [--games 100] [--game rakado-teams]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai.bot import choose_move
from accessible_games.ai.levels import level_for
from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY, ai_hooks

STRONG, BEGINNER = 3, 1


def play(game_id: str, strong_side: int, seed: int,
         times: dict[int, list[float]]) -> tuple[int | None, tuple[int, ...]]:
    """One game; returns the winning side (0 South, 1 North, None for a draw) and the scores."""
    game = REGISTRY.create(game_id)
    hooks = ai_hooks(game_id)
    rng = random.Random(seed)
    state = game.new_state(rng)
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        level = STRONG if state.to_move % 2 == strong_side else BEGINNER
        started = time.perf_counter()
        move = choose_move(state, level_for(level), hooks.evaluate, rng,
                           order_key=hooks.order_key)
        times[level].append(time.perf_counter() - started)
        state.apply(move)
    outcome = state.outcome()
    assert outcome is not None
    winner = None if outcome.is_draw else min(outcome.winners) % 2
    return winner, outcome.scores or ()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="games in the match")
    parser.add_argument("--game", default="rakado", help="rakado or rakado-teams")
    parser.add_argument("--seed", type=int, default=2000, help="seed of the first game")
    args = parser.parse_args()
    times: dict[int, list[float]] = defaultdict(list)
    wins = losses = draws = 0
    started = time.perf_counter()
    for i in range(args.games):
        strong_side = i % 2
        winner, scores = play(args.game, strong_side, args.seed + i, times)
        if winner is None:
            draws += 1
        elif winner == strong_side:
            wins += 1
        else:
            losses += 1
        print(f"... game {i + 1}: strong side {strong_side}, winner {winner}, home {scores}; "
              f"so far {wins}/{losses}/{draws}", file=sys.stderr, flush=True)
    wall = time.perf_counter() - started
    decided = wins + losses
    share = wins / decided if decided else float("nan")
    print(f"{args.game}: strong against beginner over {args.games} games")
    print(f"{'wins':>5} {'losses':>7} {'draws':>6} {'share of decided':>17} "
          f"{'share of all':>13} {'wall s':>7}")
    print(f"{wins:>5} {losses:>7} {draws:>6} {share:>17.1%} {wins / args.games:>13.1%} "
          f"{wall:>7.0f}")
    print()
    print(f"{'level':>5} {'moves':>6} {'mean s':>8} {'median s':>9} {'max s':>7}")
    for level in (BEGINNER, STRONG):
        t = times[level]
        if t:
            print(f"{level:>5} {len(t):>6} {statistics.mean(t):>8.3f} "
                  f"{statistics.median(t):>9.3f} {max(t):>7.3f}")


if __name__ == "__main__":
    main()
