"""Draughts family: perft leaves per second per variant beside pydraughts, and AI move times.

Both engines count the same depth from the start position in the same run; pydraughts counts
with its core ``Game.legal_moves`` (the fastest path it offers) and bulk counting at the last
ply, as ours. pydraughts is slow, so it gets a smaller depth; leaves per second compare the
work per leaf. Then the computer's move time per level (1-3) is measured over a few seeded
positions of each variant.

Run: .venv/bin/python benchmarks/draughts_perft.py [--quick] [--no-ai]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai.bot import choose_move
from accessible_games.ai.levels import level_for
from accessible_games.engine import perft
from accessible_games.lineup import REGISTRY, ai_hooks

# (our game id, our depth, pydraughts variant, pydraughts depth)
CASES = [("checkers", 8, "english", 4), ("international-draughts", 7, "standard", 4),
         ("russian-draughts", 7, "russian", 4), ("brazilian-draughts", 7, "brazilian", 4),
         ("turkish-draughts", 6, "turkish", 3)]
NO_DRAWS = {"draw_moves": 0, "repetitions": 0}


def peer_perft(game, depth: int) -> int:
    """pydraughts perft on its core game object (push and pop whole moves)."""
    moves, _ = game.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        game.push(move)
        total += peer_perft(game, depth - 1)
        game.pop()
    return total


def timed(fn) -> tuple[int, float]:
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def perft_table(quick: bool) -> None:
    try:
        from draughts.core.game import Game as PeerGame
    except ImportError:
        PeerGame = None
    header = (f"{'game':24} {'d':>2} {'our leaves':>11} {'our leaves/s':>13} {'d':>2}"
              f" {'peer leaves':>11} {'peer leaves/s':>13} {'ratio':>7}")
    print(header)
    print("-" * len(header))
    for game_id, depth, peer_name, peer_depth in CASES:
        depth -= quick
        state = REGISTRY.create(game_id, NO_DRAWS).new_state()
        leaves, seconds = timed(lambda: perft(state, depth))
        ours = leaves / seconds
        row = f"{game_id:24} {depth:>2} {leaves:>11} {ours:>13,.0f}"
        if PeerGame is not None:
            peer = PeerGame(variant=peer_name)
            peer_depth -= quick
            peer_leaves, peer_seconds = timed(lambda: peer_perft(peer, peer_depth))
            theirs = peer_leaves / peer_seconds
            row += f" {peer_depth:>2} {peer_leaves:>11} {theirs:>13,.0f} {ours / theirs:>6.0f}x"
        else:
            row += "  (pydraughts not installed)"
        print(row, flush=True)


def ai_table(positions: int) -> None:
    print()
    header = f"{'game':24} {'level':>5} {'mean s':>7} {'max s':>7}"
    print(header)
    print("-" * len(header))
    for game_id, *_ in CASES[1:]:
        game = REGISTRY.create(game_id)
        hooks = ai_hooks(game_id)
        for level in (1, 2, 3):
            times = []
            for seed in range(positions):
                rng = random.Random(seed)
                state = game.new_state()
                # A seeded middle-game position: some random plies from the start.
                for _ in range(rng.randint(6, 30)):
                    if state.is_terminal():
                        break
                    state.apply(rng.choice(state.legal_moves()))
                if state.is_terminal():
                    continue
                _, seconds = timed(lambda: choose_move(state.copy(), level_for(level),
                                                       hooks.evaluate, rng,
                                                       order_key=hooks.order_key))
                times.append(seconds)
            print(f"{game_id:24} {level:>5} {statistics.mean(times):>7.3f} {max(times):>7.3f}",
                  flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="one ply less everywhere")
    parser.add_argument("--no-ai", action="store_true", help="only the perft table")
    parser.add_argument("--positions", type=int, default=5, help="AI positions per level")
    args = parser.parse_args()
    perft_table(args.quick)
    if not args.no_ai:
        ai_table(args.positions)


if __name__ == "__main__":
    main()
