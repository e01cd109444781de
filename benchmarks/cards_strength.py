"""Card games: how much stronger the computer's levels are than the rule-based beginner, and how
long they think per card. Prints one table; progress goes to stderr.

Whist: every deal is played twice with the same cards, the stronger level first holding seats 0
and 2, then seats 1 and 3 (so both partnerships hold the same cards once: luck cancels). One
deal of Long Whist each time (trick points over the book of six, honours counted apart). The
table gives the stronger partnership's share of all points (with and without honours), a 95 %
bootstrap interval over the deal pairs, and the deals it won.

Mau Mau: four players, the stronger level at one seat against three beginners, the seat
rotating from game to game (one deal wins the game, the default rules). The table gives its
first places with a 95 % Wilson interval; a fair share is 25 %.

Every computer move goes through ``choose_from_observation`` on the mover's observation only,
as at the table. Seconds per card count only decisions with more than one legal card (the
others are not searched); wall time and the thread's CPU time are both measured, since the
machine may be shared. By default the levels play as calibrated for play
(``ai/levels.py``); ``--think`` and ``--samples`` change the stronger level for a shorter run,
``--no-clock`` lets it try all its sampled deals however loaded the machine is (in play it
stops at its time budget), and the table says so. ``--peek`` (Mau Mau only, for measuring
what the hidden cards are worth, never in play) lets the stronger seat see every hand: it plays
every legal move out on the true deal as many times as it would sample deals.

    python benchmarks/cards_strength.py --deals 100 --games 200
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import DEFAULT_LEVELS, Level, LevelName, calibrated
from accessible_games.ai.playouts import play_out
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.mau_mau import evaluation as mau_mau_evaluation
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist import evaluation as whist_evaluation
from accessible_games.games.cards.whist.game import WhistGame
from benchmarks.intervals import wilson


@dataclass
class Timing:
    """Seconds per searched decision, wall and CPU."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def text(self) -> str:
        if not self.wall:
            return "- | - | - | -"
        return (f"{sum(self.wall) / len(self.wall):.3f} | {max(self.wall):.3f} | "
                f"{sum(self.cpu) / len(self.cpu):.3f} | {max(self.cpu):.3f}")


def level_of(name: LevelName, game_id: str, think: float | None, samples: int | None,
             clock: bool = True) -> Level:
    """The level as calibrated for the game, with the command line's changes."""
    level = calibrated(DEFAULT_LEVELS[name], game_id)
    if not clock and level.samples is not None:
        level = replace(level, time_budget=None)
    if think is not None:
        level = replace(level, time_budget=think)
    if samples is not None:
        level = replace(level, samples=samples)
    return level


def weak_level(game_id: str, noise: float | None) -> Level:
    """The beginner as calibrated for the game, or with another share of random cards."""
    level = level_of(LevelName.BEGINNER, game_id, None, None)
    return level if noise is None else replace(level, noise=noise)


def computer_move(state, seat, level, hooks, rng, timing: Timing | None):
    """The computer's move for ``seat`` from its observation only; timed when searched."""
    observation = state.observation(seat)
    wall, cpu = time.perf_counter(), time.thread_time()
    move = choose_from_observation(observation, level, hooks.evaluate, rng,
                                   order_key=hooks.order_key)
    if timing is not None and len(observation.legal_moves) > 1:
        timing.wall.append(time.perf_counter() - wall)
        timing.cpu.append(time.thread_time() - cpu)
    return move


def peeking_move(state, seat, level, hooks, rng, timing: Timing | None):
    """The best mean of every legal move played out on the true deal (it sees every hand); in
    its playouts the others slip as the strong level imagines them to."""
    moves = state.worth_searching(state.legal_moves())
    if len(moves) == 1:
        return moves[0]
    wall, cpu = time.perf_counter(), time.thread_time()
    totals = [0.0] * len(moves)
    for _ in range(level.samples or 16):
        seed = rng.getrandbits(64)
        for index, move in enumerate(moves):
            copy = state.playout_copy()
            copy.searcher = seat  # the others slip in its playouts, as in the strong level's
            copy.apply(move)
            play_out(copy, random.Random(seed))
            totals[index] += hooks.evaluate(copy, seat)
    if timing is not None:
        timing.wall.append(time.perf_counter() - wall)
        timing.cpu.append(time.thread_time() - cpu)
    return moves[max(range(len(moves)), key=totals.__getitem__)]


def bootstrap_share(pairs: list[tuple[float, float]], rng: random.Random,
                    rounds: int = 2000) -> tuple[float, float]:
    """The 95 % bootstrap interval of sum(ours) / sum(all) over resampled pairs."""
    shares = []
    for _ in range(rounds):
        ours = theirs = 0.0
        for _ in range(len(pairs)):
            a, b = pairs[rng.randrange(len(pairs))]
            ours += a
            theirs += b
        shares.append(ours / (ours + theirs) if ours + theirs else 0.5)
    shares.sort()
    return (shares[int(0.025 * rounds)], shares[int(0.975 * rounds) - 1])


class Hooks:
    """The evaluation hooks the lineup registers for a card game."""

    def __init__(self, module) -> None:
        self.evaluate = module.evaluate
        self.order_key = module.order_key


def whist_deal(deal_seed: int, strong_side: int, strong: Level, weak: Level, timing: Timing,
               think_seed: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Play one deal; the trick points and honour points of (strong side, weak side)."""
    state = WhistGame({"games": 1, "variant": "long"}).new_state()
    chance = random.Random(deal_seed)
    hooks = Hooks(whist_evaluation)
    moves = 0
    while not state.is_terminal() and state.deal_no == 1:
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(chance))
            continue
        seat = state.to_move
        mine = seat % 2 == strong_side
        rng = random.Random(f"{think_seed}/{deal_seed}/{strong_side}/{moves}")
        move = computer_move(state, seat, strong if mine else weak, hooks, rng,
                             timing if mine else None)
        state.apply(move)
        moves += 1
    tricks = [0, 0]
    honours = [0, 0]
    for deal, kind, a, b in state.sheet:
        if deal == 1 and kind in (0, 1):
            target = tricks if kind == 0 else honours
            target[0] += a
            target[1] += b
    s = strong_side
    return (tricks[s], tricks[1 - s]), (honours[s], honours[1 - s])


def run_whist(deals: int, strong: Level, weak: Level, seed: int) -> str:
    """The Whist row: points shares over ``deals`` deal pairs."""
    timing = Timing()
    pairs_tricks: list[tuple[float, float]] = []
    pairs_all: list[tuple[float, float]] = []
    won = lost = 0
    started = time.perf_counter()
    for n in range(deals):
        ours_t = theirs_t = ours_h = theirs_h = 0
        for side in (0, 1):
            (a, b), (ha, hb) = whist_deal(seed * 100_003 + n, side, strong, weak, timing,
                                          f"whist{seed}")
            ours_t, theirs_t = ours_t + a, theirs_t + b
            ours_h, theirs_h = ours_h + ha, theirs_h + hb
            won += (a + ha) > (b + hb)
            lost += (a + ha) < (b + hb)
        pairs_tricks.append((ours_t, theirs_t))
        pairs_all.append((ours_t + ours_h, theirs_t + theirs_h))
        tricks_ours = sum(a for a, _ in pairs_tricks)
        tricks_all = tricks_ours + sum(b for _, b in pairs_tricks)
        print(f"\rWhist: deal pair {n + 1}/{deals}, trick points "
              f"{tricks_ours}/{tricks_all}, {time.perf_counter() - started:.0f} s",
              end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    rng = random.Random(seed)
    rows = []
    for name, pairs in (("trick points", pairs_tricks), ("all points (honours too)", pairs_all)):
        ours = sum(a for a, _ in pairs)
        total = ours + sum(b for _, b in pairs)
        low, high = bootstrap_share(pairs, rng)
        rows.append(f"{name} {ours}/{total} = {ours / total:.1%} (95 % {low:.1%}-{high:.1%})")
    low, high = wilson(won, won + lost)
    return (f"| Whist | {strong.name.key} ({think_text(strong)}) vs {weak.name.key} | "
            f"{2 * deals} deals | {'; '.join(rows)} | deals won {won}, lost {lost}, "
            f"won {won / max(1, won + lost):.1%} of decided (95 % {low:.1%}-{high:.1%}) | "
            f"{timing.text()} |")


def run_mau_mau(games: int, strong: Level, weak: Level, seed: int, peek: bool = False) -> str:
    """The Mau Mau row: first places of one stronger seat against three beginners (that seat
    seeing every hand with ``peek``)."""
    timing = Timing()
    hooks = Hooks(mau_mau_evaluation)
    firsts = 0
    started = time.perf_counter()
    for n in range(games):
        me = n % 4
        state = MauMauGame().new_state()
        chance = random.Random(seed * 100_003 + n)
        moves = 0
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.apply(state.sample_chance(chance))
                continue
            seat = state.to_move
            rng = random.Random(f"maumau{seed}/{n}/{moves}")
            if peek and seat == me:
                move = peeking_move(state, seat, strong, hooks, rng, timing)
            else:
                move = computer_move(state, seat, strong if seat == me else weak, hooks, rng,
                                     timing if seat == me else None)
            state.apply(move)
            moves += 1
        outcome = state.outcome()
        assert outcome is not None
        firsts += me in outcome.winners
        print(f"\rMau Mau: game {n + 1}/{games}, first places {firsts}, "
              f"{time.perf_counter() - started:.0f} s", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    low, high = wilson(firsts, games)
    who = f"{strong.name.key} seeing every hand" if peek else strong.name.key
    return (f"| Mau Mau, 4 players | {who} ({think_text(strong)}) vs 3 "
            f"{weak.name.key} | {games} games | first places {firsts}/{games} = "
            f"{firsts / games:.1%} (fair share 25 %) | 95 % {low:.1%}-{high:.1%} | "
            f"{timing.text()} |")


def think_text(level: Level) -> str:
    """How the level thinks, for the table."""
    budget = "no time limit" if level.time_budget is None else f"at most {level.time_budget} s"
    return f"{level.samples} sampled deals, {budget}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="Whist deal pairs (0: skip)")
    parser.add_argument("--games", type=int, default=200, help="Mau Mau games (0: skip)")
    parser.add_argument("--level", default="strong", help="the stronger level")
    parser.add_argument("--think", type=float, default=None,
                        help="seconds per card for the stronger level (default: as in play)")
    parser.add_argument("--samples", type=int, default=None,
                        help="sampled deals for the stronger level (default: as in play)")
    parser.add_argument("--no-clock", action="store_true",
                        help="the stronger level always tries all its sampled deals, however "
                             "long that takes (results then do not depend on the machine's load)")
    parser.add_argument("--peek", action="store_true",
                        help="Mau Mau: the stronger seat sees every hand (measuring only)")
    parser.add_argument("--weak-noise", type=float, default=None,
                        help="the beginner's share of random legal cards (default: as in play)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    name = LevelName[args.level.upper()]
    print("| game | match | size | result | wins | mean s/card (wall) | max s/card (wall) | "
          "mean s/card (CPU) | max s/card (CPU) |")
    print("|---|---|---|---|---|---|---|---|---|")
    if args.deals:
        strong = level_of(name, "whist", args.think, args.samples, not args.no_clock)
        print(run_whist(args.deals, strong,
                        weak_level("whist", args.weak_noise), args.seed),
              flush=True)
    if args.games:
        strong = level_of(name, "mau-mau", args.think, args.samples, not args.no_clock)
        print(run_mau_mau(args.games, strong,
                          weak_level("mau-mau", args.weak_noise), args.seed,
                          args.peek),
              flush=True)


if __name__ == "__main__":
    main()
