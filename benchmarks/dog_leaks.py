"""Dog: the leak check of ``tests/games/dog/test_hidden.py`` over 500 whole random games.

The test runs the check over the first two rounds of 40 games and two whole games (a whole
random game is about 2,000 moves); this script runs the full size and prints one table with
progress lines. Run with ``python benchmarks/dog_leaks.py [games]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.games.cards.dog.game import DogGame
from tests.games.dog.test_hidden import _check_game


def main(games: int = 500) -> None:
    """Check ``games`` whole games and print moves, checks, winners and the time taken."""
    start = time.perf_counter()
    moves = deep = 0
    wins = [0, 0]
    for seed in range(games):
        state = DogGame({"starter": seed % 4}).new_state()
        deep += _check_game(state, random.Random(seed), 7, 5, None)
        moves += len(state.moves)
        outcome = state.outcome()
        assert outcome is not None
        wins[min(outcome.winners) % 2] += 1
        if (seed + 1) % 25 == 0:
            print(f"  {seed + 1} games, {time.perf_counter() - start:.0f} s", flush=True)
    took = time.perf_counter() - start
    print(f"{'games':>6} {'moves':>9} {'moves/game':>11} {'deep checks':>12} "
          f"{'team 0-2 won':>13} {'team 1-3 won':>13} {'seconds':>8}")
    print(f"{games:>6} {moves:>9} {moves / games:>11.0f} {deep:>12} {wins[0]:>13} "
          f"{wins[1]:>13} {took:>8.1f}")
    print("no leak found")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
