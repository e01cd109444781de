"""Dog: how often a stronger partnership of computers beats a weaker one, and how long it
thinks per card. Prints one table; progress goes to stderr.

Each game is a whole game of Dog between two partnerships of computers, the stronger level at
seats 0 and 2 in even games and at 1 and 3 in odd ones, the starting seat turning from game to
game (so neither side always starts). Every computer move goes through
``choose_from_observation`` on the mover's observation only, as at the table. The time per
card counts the card (or the card given in the exchange) and, for a seven, every step of its
split, for the stronger side's decisions with more than one legal move; wall time and the
thread's CPU time are both measured, since the machine may be shared.

By default the levels play as calibrated for play (``ai/levels.py`` ``GAME_LEVELS["dog"]``);
``--think`` and ``--samples`` change the stronger level for a shorter run, and the table says
so.

    python benchmarks/dog_strength.py --games 60
    python benchmarks/dog_strength.py --games 60 --think 0.25 --samples 3
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import DEFAULT_LEVELS, Level, calibrated, parse_level_name
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.dog import evaluation
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.rules import Step
from benchmarks.intervals import wilson


def level_of(name: str, think: float | None, samples: int | None) -> Level:
    """The level as calibrated for Dog, with the command line's changes."""
    level = calibrated(DEFAULT_LEVELS[parse_level_name(name)], "dog")
    if think is not None:
        level = replace(level, time_budget=think)
    if samples is not None:
        level = replace(level, samples=samples)
    return level


def play_game(number: int, strong: Level, weak: Level, seed: int,
              walls: list[float], cpus: list[float]) -> tuple[bool, int, int]:
    """One whole game; whether the stronger side won, the rounds and the moves made.

    Appends the stronger side's seconds per card (wall and CPU) to ``walls`` and ``cpus``.
    """
    side = number % 2
    state = DogGame({"starter": number % 4}).new_state()
    chance = random.Random(f"dog/{seed}/{number}/chance")
    moves = 0
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(chance))
            continue
        seat = state.to_move
        mine = seat % 2 == side
        observation = state.observation(seat)
        rng = random.Random(f"dog/{seed}/{number}/{moves}")
        wall, cpu = time.perf_counter(), time.thread_time()
        move = choose_from_observation(observation, strong if mine else weak,
                                       evaluation.evaluate, rng,
                                       order_key=evaluation.order_key)
        if mine and len(observation.legal_moves) > 1:
            spent_wall, spent_cpu = time.perf_counter() - wall, time.thread_time() - cpu
            if isinstance(move, Step) and walls:
                walls[-1] += spent_wall
                cpus[-1] += spent_cpu
            else:
                walls.append(spent_wall)
                cpus.append(spent_cpu)
        state.apply(move)
        moves += 1
    outcome = state.outcome()
    assert outcome is not None
    return side in outcome.winners, state.round_no + 1, moves


def think_text(level: Level) -> str:
    """How the level searches, in a few words."""
    text = level.searcher.value
    if level.samples is not None:
        text += f", {level.samples} deals"
    if level.time_budget is not None:
        text += f", at most {level.time_budget:g} s"
    if level.noise:
        text += f", {level.noise:.0%} random moves"
    return text


def main() -> None:
    """Play the games and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--strong", default="strong", help="the stronger level")
    parser.add_argument("--weak", default="beginner", help="the weaker level")
    parser.add_argument("--think", type=float, default=None,
                        help="seconds per decision for the stronger level (default: as in play)")
    parser.add_argument("--samples", type=int, default=None,
                        help="sampled deals for the stronger level (default: as in play)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    strong = level_of(args.strong, args.think, args.samples)
    weak = level_of(args.weak, None, None)
    walls: list[float] = []
    cpus: list[float] = []
    won = rounds = moves = 0
    started = time.perf_counter()
    for number in range(args.games):
        win, game_rounds, game_moves = play_game(number, strong, weak, args.seed, walls, cpus)
        won += win
        rounds += game_rounds
        moves += game_moves
        print(f"game {number + 1}/{args.games}: {'won' if win else 'lost'} in {game_rounds} "
              f"rounds; {won} won so far, {time.perf_counter() - started:.0f} s",
              file=sys.stderr, flush=True)
    low, high = wilson(won, args.games)
    changed = " (changed for this run)" if args.think is not None or args.samples else ""
    print(f"stronger: {strong.name.key} ({think_text(strong)}){changed}; weaker: "
          f"{weak.name.key} ({think_text(weak)})")
    print("| stronger | weaker | games | won | 95 % interval | rounds per game | s per card: "
          "mean wall | max wall | mean CPU | max CPU |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    timing = "- | - | - | -" if not walls else (
        f"{sum(walls) / len(walls):.3f} | {max(walls):.3f} | {sum(cpus) / len(cpus):.3f} | "
        f"{max(cpus):.3f}")
    print(f"| {strong.name.key} | {weak.name.key} | {args.games} | {won} = "
          f"{won / max(1, args.games):.1%} | {low:.1%}-{high:.1%} | "
          f"{rounds / max(1, args.games):.1f} | {timing} |")
    print(f"{len(walls)} cards timed, {moves} moves in all, "
          f"{time.perf_counter() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
