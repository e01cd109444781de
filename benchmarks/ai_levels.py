"""Computer levels: move times per level and a seeded strong-against-beginner match per game.

For each game, the strong and the intermediate level each play a seeded match against the
beginner, alternating sides; every move's thinking time is recorded. Prints one table of move
times (mean and maximum per level) and one of match results (strong's share of decided games).

Run: .venv/bin/python benchmarks/ai_levels.py [--games 20] [--game checkers ...]
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

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import level_for
from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY, ai_hooks, listed_ids

MAX_PLIES = 400
"""A safety cap: a game still running after this many plies counts as a draw."""


def play_match_game(game_id: str, levels: tuple[int, int], seed: int,
                    times: dict[int, list[float]]) -> int | None:
    """One game; returns the winning seat or None for a draw."""
    game = REGISTRY.create(game_id)
    hooks = ai_hooks(game_id)
    rng = random.Random(seed)
    state = game.new_state(rng)
    plies = 0
    while not state.is_terminal() and plies < MAX_PLIES:
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        level = levels[state.to_move]
        start = time.perf_counter()
        # As the app asks: from the mover's observation (hidden cards stay hidden, and a
        # game's own searcher, such as Rakado's playouts, is the one used).
        move = choose_from_observation(state.observation(state.to_move), level_for(level),
                                       hooks.evaluate, rng, order_key=hooks.order_key)
        times[level].append(time.perf_counter() - start)
        state.apply(move)
        plies += 1
    outcome = state.outcome()
    if outcome is None or outcome.is_draw:
        return None
    return min(outcome.winners)


def run_match(game_id: str, level: int, games: int, times: dict[int, list[float]]):
    """``level`` against the beginner, alternating sides; returns (wins, losses, draws)."""
    wins = losses = draws = 0
    for i in range(games):
        strong_seat = i % 2
        levels = (level, 1) if strong_seat == 0 else (1, level)
        winner = play_match_game(game_id, levels, seed=1000 + i, times=times)
        print(f"... {game_id} level {level} game {i + 1}: strong seat {strong_seat}, "
              f"winner {winner}", file=sys.stderr, flush=True)
        if winner is None:
            draws += 1
        elif winner == strong_seat:
            wins += 1
        else:
            losses += 1
    return wins, losses, draws


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20, help="games per match")
    parser.add_argument("--intermediate-games", type=int, default=4)
    parser.add_argument("--game", action="append", help="game ids (default: all)")
    args = parser.parse_args()
    game_ids = args.game or listed_ids()
    results = []
    time_rows = []
    for game_id in game_ids:
        times: dict[int, list[float]] = defaultdict(list)
        started = time.perf_counter()
        strong = run_match(game_id, 3, args.games, times)
        inter = run_match(game_id, 2, args.intermediate_games, times)
        results.append((game_id, strong, inter, time.perf_counter() - started))
        for level in (1, 2, 3):
            t = times[level]
            if t:
                time_rows.append((game_id, level, len(t), statistics.mean(t), max(t)))
        print(f"... {game_id} done", file=sys.stderr, flush=True)
    print(f"{'game':10} {'level':>5} {'moves':>6} {'mean s':>8} {'max s':>7}")
    for game_id, level, n, mean, worst in time_rows:
        print(f"{game_id:10} {level:>5} {n:>6} {mean:>8.3f} {worst:>7.3f}")
    print()
    print(f"{'game':10} {'strong-beginner W/L/D':>22} {'share':>6} "
          f"{'inter-beginner W/L/D':>21} {'wall s':>7}")
    for game_id, (won, lost, drawn), (iw, il, idr), wall in results:
        share = won / (won + lost) if won + lost else float("nan")
        print(f"{game_id:10} {f'{won}/{lost}/{drawn}':>22} {share:>6.0%} {f'{iw}/{il}/{idr}':>21} "
              f"{wall:>7.0f}")


if __name__ == "__main__":
    main()
