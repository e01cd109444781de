"""Rakado: fit the evaluation's weights to the final result of self-played games.

Plays seeded games of the beginner against itself (search depth 1; the die from the game's
seed), keeps every third position before a roll, and fits by least squares the final difference
of pieces home (South minus North) on the terms of ``games/rakado/evaluation.py``: pieces home,
runners, duellists, spares and idle pieces (with the rows runners and duellists have covered),
and, per face of the die, which kind of piece the side about to roll (and the side after it)
could take. Prints the weights in pieces home; the evaluation's constants are these times 100,
rounded (see the comment above them).

Run: .venv/bin/python benchmarks/rakado_fit.py [--games 250] [--seed 10000]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai.bot import choose_move
from accessible_games.ai.levels import level_for
from accessible_games.engine import TurnKind
from accessible_games.games.rakado.board import EMPTY, RAYS, SIZE
from accessible_games.lineup import REGISTRY, ai_hooks

KINDS = ("runner", "duel", "spare", "idle")
NAMES = ("home", *KINDS, "runner_rows", "duel_rows", *(f"roller_takes_{k}" for k in KINDS),
         *(f"next_takes_{k}" for k in KINDS))


def kinds(board: list[int]) -> tuple[dict[int, tuple[int, str, float]], list[int]]:
    """Square -> (side, kind, share of the way covered) for the pieces on the way; pieces home
    per side."""
    found: dict[int, tuple[int, str, float]] = {}
    homes = [0, 0]
    for column in range(SIZE):
        for side in (0, 1):
            rows = range(SIZE - 1, -1, -1) if side == 0 else range(SIZE)
            goal = SIZE - 1 if side == 0 else 0
            goal_value = board[goal * SIZE + column]
            closed = goal_value != EMPTY and goal_value % 2 == side
            homes[side] += closed
            leader, ahead = closed, False
            for row in rows:
                square, value = row * SIZE + column, board[row * SIZE + column]
                if row == goal:
                    ahead = goal_value != EMPTY and goal_value % 2 != side
                    continue
                if value == EMPTY:
                    continue
                if value % 2 != side:
                    ahead = ahead or not leader
                    continue
                covered = (row if side == 0 else SIZE - 1 - row) / (SIZE - 1)
                kind = "idle" if closed else "spare" if leader else "duel" if ahead else "runner"
                leader = True
                found[square] = (side, kind, covered)
    return found, homes


def features(board: list[int], roller: int) -> np.ndarray:
    """The fitted terms, South minus North."""
    found, homes = kinds(board)
    sign = (1.0, -1.0)
    row = np.zeros(len(NAMES))
    row[0] = homes[0] - homes[1]
    for side, kind, covered in found.values():
        row[1 + KINDS.index(kind)] += sign[side]
        if kind in ("runner", "duel"):
            row[5 + (kind == "duel")] += sign[side] * covered
    best: list[dict[int, int]] = [{}, {}]
    for square, (side, _, _) in found.items():
        if side:
            continue
        for ray in RAYS[0][square]:
            for face, target in enumerate(ray.squares, 1):
                if board[target] == EMPTY:
                    continue
                if target in found and found[target][0] == 1:
                    for taker, victim in ((0, target), (1, square)):
                        rank = KINDS.index(found[victim][1])
                        best[taker][face] = min(best[taker].get(face, 9), rank)
                break
    for side in (0, 1):
        base = 7 if side == roller else 11
        for rank in best[side].values():
            row[base + rank] += sign[side]
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=250)
    parser.add_argument("--seed", type=int, default=10000)
    args = parser.parse_args()
    hooks = ai_hooks("rakado")
    level = level_for(1).with_changes({"max_depth": 1})
    rows, results = [], []
    for game_index in range(args.games):
        rng = random.Random(args.seed + game_index)
        state = REGISTRY.create("rakado").new_state(rng)
        kept = []
        chance_turns = 0
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                if chance_turns % 3 == 0:
                    kept.append(features(state.board, state.seat % 2))
                chance_turns += 1
                state.apply(state.sample_chance(rng))
                continue
            state.apply(choose_move(state, level, hooks.evaluate, rng, order_key=hooks.order_key))
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        rows += kept
        results += [outcome.scores[0] - outcome.scores[1]] * len(kept)
        print(f"... game {game_index + 1}: home {outcome.scores}", file=sys.stderr, flush=True)
    x = np.hstack([np.array(rows), np.ones((len(rows), 1))])
    y = np.array(results, dtype=float)
    weights, *_ = np.linalg.lstsq(x, y, rcond=None)
    explained = 1 - ((y - x @ weights) ** 2).mean() / y.var()
    print(f"{len(y)} positions from {args.games} games, R^2 {explained:.2f}")
    for name, weight in zip((*NAMES, "constant"), weights):
        print(f"{name:>20} {weight:8.3f}")


if __name__ == "__main__":
    main()
