"""Rakado: the strong level against the beginner, with the time per move.

The strong level (3) plays a seeded match against the beginner (1), alternating sides; the die
is rolled from the game's seeded generator, so a run is repeatable (up to the levels' time
budgets). Every computer move's thinking time is recorded twice: wall-clock seconds (what a
player waits) and CPU seconds of the process (the same on a busy machine). With ``--cpu-clock``
the levels' time budgets are measured in CPU seconds too, so a budget means the same amount of
thinking however many other programs share the machine.

Prints the strong level's result three ways: its share of the decided games (draws left out),
its score with a draw counted as half a win, and its share of all games; then the draws by
their final count, and a table of move times per level. Target (issue 18): at least 75 % over
100 games, under 1.5 s per move.

``--weak-noise`` gives the beginner another share of random moves (its own is 30 %), to measure
how much the dice leave to judgement: against a beginner that moves at random half or all of
the time the strong level shows the most any better judgement could hope to win. ``--strong-level``
puts another level on the strong side (``--strong-level 1 --weak-noise 1`` measures the
beginner itself against a side that moves at random).

Run: .venv/bin/python benchmarks/rakado_strength.py [--games 100] [--game rakado-teams]
     [--jobs 2] [--cpu-clock] [--option board=star] [--weak-noise 0.5] [--strong-level 1]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai import alphabeta, playouts
from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import Level, calibrated, level_for
from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY, ai_hooks

STRONG, BEGINNER = 3, 1

GameResult = tuple[int, int, int | None, tuple[int, ...], dict[int, list[tuple[float, float]]]]
"""(index, strong side, winning side or None, home counts, per level [(wall s, CPU s)])."""


def beginner(game_id: str, noise: float | None) -> Level:
    """The beginner as calibrated for the game, or with another share of random moves."""
    level = level_for(BEGINNER)
    return level if noise is None else replace(calibrated(level, game_id), noise=noise)


def play(game_id: str, index: int, seed: int, cpu_clock: bool,
         options: dict[str, str] | None = None, noise: float | None = None,
         strong_level: int = STRONG) -> GameResult:
    """Game ``index`` of the match: the strong side (level ``strong_level``) takes side
    ``index % 2``; the beginner moves at random a share ``noise`` of the time (None: its own
    share). Times are kept by side: ``STRONG`` for the strong side, ``BEGINNER`` for the other."""
    if cpu_clock:
        alphabeta.clock = playouts.clock = time.process_time
    strong_side = index % 2
    game = REGISTRY.create(game_id, options or {})
    hooks = ai_hooks(game_id)
    rng = random.Random(seed)
    state = game.new_state(rng)
    times: dict[int, list[tuple[float, float]]] = {STRONG: [], BEGINNER: []}
    levels = {STRONG: level_for(strong_level), BEGINNER: beginner(game_id, noise)}
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        level = STRONG if state.to_move % 2 == strong_side else BEGINNER
        wall, cpu = time.perf_counter(), time.process_time()
        # As the app asks: from the mover's observation (the strong level's playouts run there).
        move = choose_from_observation(state.observation(state.to_move), levels[level],
                                       hooks.evaluate, rng, order_key=hooks.order_key)
        times[level].append((time.perf_counter() - wall, time.process_time() - cpu))
        state.apply(move)
    outcome = state.outcome()
    assert outcome is not None
    winner = None if outcome.is_draw else min(outcome.winners) % 2
    return index, strong_side, winner, outcome.scores or (), times


def _play_job(job: tuple[str, int, int, bool, dict[str, str], float | None, int]
              ) -> GameResult:
    return play(*job)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="games in the match")
    parser.add_argument("--game", default="rakado", help="rakado or rakado-teams")
    parser.add_argument("--seed", type=int, default=2000, help="seed of the first game")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="measure the levels' time budgets in CPU seconds")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. board=star (two players only)")
    parser.add_argument("--weak-noise", type=float, default=None,
                        help="the beginner's share of random moves (default: its own, 0.3)")
    parser.add_argument("--strong-level", type=int, default=STRONG, choices=(1, 2, 3),
                        help="the level on the strong side (default 3)")
    args = parser.parse_args()
    options = dict(text.split("=", 1) for text in args.option)
    jobs = [(args.game, i, args.seed + i, args.cpu_clock, options, args.weak_noise,
             args.strong_level) for i in range(args.games)]
    wins = losses = draws = 0
    draw_counts: Counter[tuple[int, ...]] = Counter()
    times: dict[int, list[tuple[float, float]]] = {STRONG: [], BEGINNER: []}
    started = time.perf_counter()
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        for index, side, winner, scores, game_times in pool.imap_unordered(_play_job, jobs):
            if winner is None:
                draws += 1
                draw_counts[scores] += 1
            elif winner == side:
                wins += 1
            else:
                losses += 1
            for level, found in game_times.items():
                times[level].extend(found)
            print(f"... game {index + 1}: strong side {side}, winner {winner}, home {scores}; "
                  f"so far {wins}/{losses}/{draws}", file=sys.stderr, flush=True)
    wall = time.perf_counter() - started
    decided = wins + losses
    share = wins / decided if decided else float("nan")
    clock = "CPU" if args.cpu_clock else "wall-clock"
    told = "".join(f" {k}={v}" for k, v in options.items())
    weak = "beginner" if args.weak_noise is None else \
        f"beginner with {args.weak_noise:.0%} random moves"
    strong = "strong" if args.strong_level == STRONG else f"level {args.strong_level}"
    print(f"{args.game}{told}: {strong} against {weak} over {args.games} games "
          f"(budgets on the {clock} clock)")
    print(f"{'wins':>5} {'losses':>7} {'draws':>6} {'of decided':>11} {'draw = 1/2':>11} "
          f"{'of all':>7} {'wall s':>7}")
    print(f"{wins:>5} {losses:>7} {draws:>6} {share:>11.1%} "
          f"{(wins + draws / 2) / args.games:>11.1%} {wins / args.games:>7.1%} {wall:>7.0f}")
    if draw_counts:
        told = ", ".join(f"{'-'.join(map(str, s))}: {n}" for s, n in sorted(draw_counts.items()))
        print(f"draws by pieces home: {told}")
    print()
    print(f"{'side':>6} {'moves':>6} {'mean s':>8} {'median s':>9} {'max s':>7} "
          f"{'mean CPU':>9} {'max CPU':>8}")
    for level in (BEGINNER, STRONG):
        found = times[level]
        if found:
            walls, cpus = [w for w, _ in found], [c for _, c in found]
            side = "strong" if level == STRONG else "weak"
            print(f"{side:>6} {len(found):>6} {statistics.mean(walls):>8.3f} "
                  f"{statistics.median(walls):>9.3f} {max(walls):>7.3f} "
                  f"{statistics.mean(cpus):>9.3f} {max(cpus):>8.3f}")


if __name__ == "__main__":
    main()
