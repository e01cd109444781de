"""Card games: random deals per second, the cost of a redacted view and of a sampled deal, and
the beginner bots' time per card. Prints one table; run with ``python benchmarks/cards_speed.py``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.doppelkopf.bots import beginner_move as doppelkopf_beginner
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.mau_mau.bots import beginner_move as mau_mau_beginner
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist.bots import beginner_move as whist_beginner
from accessible_games.games.cards.whist.game import WhistGame


def measure(name: str, game, bot, games: int) -> None:
    moves = views = samples = bot_calls = 0
    play_time = view_time = sample_time = bot_time = 0.0
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_state()
        while not state.is_terminal():
            start = time.perf_counter()
            if state.turn_kind is TurnKind.CHANCE:
                move = state.sample_chance(rng)
            else:
                t0 = time.perf_counter()
                move = bot(state, rng)
                bot_time += time.perf_counter() - t0
                bot_calls += 1
            state.play(move)
            play_time += time.perf_counter() - start
            moves += 1
            if moves % 5 == 0:
                seat = moves % state.num_players
                t0 = time.perf_counter()
                view = state.redacted(seat)
                view_time += time.perf_counter() - t0
                views += 1
                t0 = time.perf_counter()
                view.sample_hidden(seat, rng)
                sample_time += time.perf_counter() - t0
                samples += 1
        print(f"\r{name}: game {seed + 1}/{games}", end="", file=sys.stderr)
    print(file=sys.stderr)
    print(f"| {name} | {games} | {moves / play_time:,.0f} | {1e6 * view_time / views:,.0f} | "
          f"{1e6 * sample_time / samples:,.0f} | {1e6 * bot_time / bot_calls:,.0f} |")


def main() -> None:
    print("| game | games | moves/s (beginners) | redacted view µs | sampled deal µs | "
          "beginner µs/card |")
    print("|---|---|---|---|---|---|")
    measure("Mau Mau, 4 players", MauMauGame(), mau_mau_beginner, 100)
    measure("Whist, one game", WhistGame({"games": 1}), whist_beginner, 30)
    measure("Doppelkopf, one deal", DoppelkopfGame({"deals": 1}), doppelkopf_beginner, 100)


if __name__ == "__main__":
    main()
