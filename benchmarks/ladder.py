"""The level ladder: our levels against each other, a random player and OpenSpiel's MCTS.

Every pairing plays ``--games`` games with the colours alternated (the first-named player takes
the first seat in even-numbered games, the second seat in odd ones). The game is played in our
engine, whose rules decide the result; for an OpenSpiel opponent a twin OpenSpiel state follows
every move, and its MCTS (``open_spiel.python.algorithms.mcts`` with one random rollout per
leaf, UCT constant 2, solving on) chooses on the twin. A game the twin ends first (OpenSpiel's
checkers draw after 40 actions without a capture, its Oware repetition end) takes OpenSpiel's
returns; a game still running after ``MAX_PLIES`` plies is a draw.

Progress goes to standard error, one line per game; the table goes to standard output: each
pairing's wins, losses and draws for the first-named player, its score (a draw counts half),
and both players' seconds per move (mean and maximum). Then the intermediate level's score
against MCTS(1,000) per game, checked against the band stated in
:data:`accessible_games.ai.levels.INTERMEDIATE_BAND`.

Run: .venv/bin/python benchmarks/ladder.py [--games 4] [--game checkers ...]
[--pair strong-mcts1000 ...]
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.ai import alphabeta
from accessible_games.ai.bot import choose_move
from accessible_games.ai.levels import level_for
from accessible_games.engine import Move, State, TurnKind
from accessible_games.engine.grid import parse_algebraic
from accessible_games.lineup import REGISTRY, ai_hooks

clock = time.perf_counter
"""How move times are measured (CPU time with ``--cpu-clock``)."""

MAX_PLIES = 400
"""A game still running after this many plies counts as a draw."""

SPIEL_NAMES = {
    "checkers": "checkers",
    "reversi": "othello",
    "breakthrough": "breakthrough",
    "kalah": "mancala",
    "oware": "oware",
}
"""Our game id -> OpenSpiel's game name, for the games both have (with our default options)."""

DEFAULT_PAIRS = (
    "strong-mcts1000", "strong-mcts10000", "intermediate-mcts1000", "strong-intermediate",
    "intermediate-beginner", "beginner-random",
)
LEVELS = {"beginner": 1, "intermediate": 2, "strong": 3}


# -- moves between our engine and OpenSpiel -----------------------------------------------------

def _checkers_path(spiel: Any) -> dict[tuple[int, ...], list[int]]:
    """OpenSpiel checkers' whole moves: our path -> the action sequence (one per jump)."""
    mover = spiel.current_player()
    found: dict[tuple[int, ...], list[int]] = {}

    def follow(current: Any, path: tuple[int, ...], actions: list[int]) -> None:
        for action in current.legal_actions():
            text = current.action_to_string(mover, action)
            start = parse_algebraic(text[:2], 8, 8)
            end = parse_algebraic(text[2:4], 8, 8)
            assert start is not None and end is not None
            child = current.clone()
            child.apply_action(action)
            new_path = (path or (start,)) + (end,)
            jump = abs(end - start) in (14, 18)
            if jump and not child.is_terminal() and child.current_player() == mover:
                follow(child, new_path, [*actions, action])
            else:
                found[new_path] = [*actions, action]

    follow(spiel, (), [])
    return found


def _breakthrough_text(text: str, size: int = 8) -> str:
    """OpenSpiel's "a7a6*" as our "a2a3" (ranks mirrored, capture mark dropped)."""
    text = text.rstrip("*")
    out = []
    for square in (text[:2], text[2:]):
        out.append(f"{square[0]}{size + 1 - int(square[1:])}")
    return "".join(out)


def spiel_actions(game_id: str, state: State, spiel: Any, move: Move) -> list[int]:
    """The OpenSpiel actions that make our ``move`` on the twin ``spiel``."""
    if game_id == "checkers":
        return _checkers_path(spiel)[move.path]  # type: ignore[attr-defined]
    if game_id == "reversi":
        square = move.square  # type: ignore[attr-defined]
        return [64 if square < 0 else square]
    if game_id == "kalah":
        return [move.pit + 1]  # type: ignore[attr-defined]
    if game_id == "oware":
        return [state.layout.house_number(move.pit) - 1]  # type: ignore[attr-defined]
    if game_id == "breakthrough":
        player = spiel.current_player()
        wanted = move.notation.replace("-", "").replace("x", "")  # type: ignore[attr-defined]
        for action in spiel.legal_actions():
            if _breakthrough_text(spiel.action_to_string(player, action)) == wanted:
                return [action]
        raise LookupError(f"no OpenSpiel action for {wanted}")
    raise KeyError(game_id)


# -- players ------------------------------------------------------------------------------------

@dataclass
class Player:
    """One side of a pairing: how it chooses, and the seconds each of its moves took."""

    name: str
    times: list[float] = field(default_factory=list)


def _mcts_bot(spiel_game: Any, simulations: int, seed: int) -> Any:
    import numpy as np
    from open_spiel.python.algorithms import mcts

    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    return mcts.MCTSBot(spiel_game, 2.0, simulations, evaluator, random_state=rng, solve=True)


def play_game(game_id: str, names: tuple[str, str], seed: int,
              times: dict[str, list[float]]) -> tuple[tuple[float, float] | None, str]:
    """One game between two named players (seat 0 first): the seats' returns and how it ended.

    None means a draw by the ply cap.
    """
    game = REGISTRY.create(game_id)
    hooks = ai_hooks(game_id)
    rng = random.Random(seed)
    state = game.new_state(rng)
    spiel = None
    bots: dict[int, Any] = {}
    if any(n.startswith("mcts") for n in names):
        import pyspiel

        spiel_game = pyspiel.load_game(SPIEL_NAMES[game_id])
        spiel = spiel_game.new_initial_state()
        for seat, name in enumerate(names):
            if name.startswith("mcts"):
                bots[seat] = _mcts_bot(spiel_game, int(name[4:]), seed * 2 + seat)
    plies = 0
    while plies < MAX_PLIES:
        if state.is_terminal():
            outcome = state.outcome()
            assert outcome is not None
            returns = outcome.returns(2)
            return (float(returns[0]), float(returns[1])), f"{outcome.reason.value}, ply {plies}"
        if spiel is not None and spiel.is_terminal():
            returns = spiel.returns()
            return (float(returns[0]), float(returns[1])), f"OpenSpiel's end, ply {plies}"
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        seat = state.to_move
        name = names[seat]
        start = clock()
        if seat in bots:
            move = _mcts_move(game_id, state, spiel, bots[seat])
        elif name == "random":
            move = rng.choice(state.legal_moves())
        else:
            move = choose_move(state.copy(), level_for(LEVELS[name]), hooks.evaluate, rng,
                               order_key=hooks.order_key)
        times[name].append(clock() - start)
        if spiel is not None and seat not in bots:
            for action in spiel_actions(game_id, state, spiel, move):
                spiel.apply_action(action)
        state.apply(move)
        plies += 1
    return None, f"ply cap {MAX_PLIES}"


def _mcts_move(game_id: str, state: State, spiel: Any, bot: Any) -> Move:
    """Let MCTS move on the twin (jump by jump in checkers) and return our matching move."""
    legal = state.legal_moves()
    if game_id == "checkers":
        paths = {m.path: m for m in legal}  # type: ignore[attr-defined]
        mover = spiel.current_player()
        path: tuple[int, ...] = ()
        while True:
            action = bot.step(spiel)
            text = spiel.action_to_string(mover, action)
            start = parse_algebraic(text[:2], 8, 8)
            end = parse_algebraic(text[2:4], 8, 8)
            assert start is not None and end is not None
            spiel.apply_action(action)
            path = (path or (start,)) + (end,)
            if spiel.is_terminal() or spiel.current_player() != mover:
                return paths[path]
    action = bot.step(spiel)
    for move in legal:
        if spiel_actions(game_id, state, spiel, move) == [action]:
            spiel.apply_action(action)
            return move
    raise LookupError(f"OpenSpiel action {action} unknown to us")


# -- the ladder ---------------------------------------------------------------------------------

@dataclass
class Row:
    """A pairing's results for its first-named player."""

    game_id: str
    first: str
    second: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / self.games if self.games else float("nan")


def run_pairing(game_id: str, first: str, second: str, games: int, seed: int,
                report: Callable[[str], None]) -> Row:
    """``games`` games, colours alternated; results counted for ``first``."""
    row = Row(game_id, first, second, times={first: [], second: []})
    for i in range(games):
        seat = i % 2
        names = (first, second) if seat == 0 else (second, first)
        times: dict[str, list[float]] = {first: [], second: []}
        started = time.perf_counter()
        returns, how = play_game(game_id, names, seed + i, times)
        for name, values in times.items():
            row.times[name].extend(values)
        mine = 0.0 if returns is None else returns[seat]
        if mine > 0:
            row.wins += 1
            result = "win"
        elif mine < 0:
            row.losses += 1
            result = "loss"
        else:
            row.draws += 1
            result = "draw"
        spent = " ".join(f"{name}={sum(values):.3f}/{len(values)}/{max(values, default=0):.3f}"
                         for name, values in times.items())
        report(f"... {game_id} {first} vs {second} game {i + 1}/{games}: {first} in seat "
               f"{seat}, {result} for {first} ({how}; {time.perf_counter() - started:.0f} s) "
               f"[s/move sum/count/max: {spent}]")
    return row


def _time_text(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{statistics.mean(values):.2f}/{max(values):.2f}"


HEADER = ("| game | first vs second | games | W/L/D (first) | score | first s/move mean/max "
          "| second s/move mean/max |\n|---|---|---|---|---|---|---|")


def row_text(r: Row) -> str:
    """One pairing as a Markdown table row."""
    return (f"| {r.game_id} | {r.first} vs {r.second} | {r.games} | "
            f"{r.wins}/{r.losses}/{r.draws} | {r.score:.0%} | {_time_text(r.times[r.first])} | "
            f"{_time_text(r.times[r.second])} |")


def print_table(rows: list[Row]) -> None:
    """The ladder table (Markdown)."""
    print(HEADER)
    for r in rows:
        print(row_text(r))


def print_band(rows: list[Row]) -> None:
    """The intermediate level's score against MCTS(1,000), against the stated band."""
    try:
        from accessible_games.ai.levels import INTERMEDIATE_BAND
    except ImportError:
        band = None
    else:
        band = INTERMEDIATE_BAND
    found = [r for r in rows if r.first == "intermediate" and r.second == "mcts1000"]
    if not found:
        return
    print()
    if band is not None:
        low, high = band
        print(f"Intermediate against MCTS(1,000); band {low:.0%} to {high:.0%}:")
    else:
        print("Intermediate against MCTS(1,000) (no band stated):")
    for r in found:
        inside = "" if band is None else (
            " inside" if band[0] <= r.score <= band[1] else " OUTSIDE")
        print(f"  {r.game_id}: {r.score:.0%} over {r.games} games{inside}")


_GAME_LINE = re.compile(
    r"^\.\.\. (?P<game>\S+) (?P<first>\S+) vs (?P<second>\S+) game \d+/\d+: \S+ in seat \d, "
    r"(?P<result>win|loss|draw) for .*?(\[s/move sum/count/max: (?P<times>[^\]]*)\])?$")


def summarize(paths: list[str]) -> list[Row]:
    """Rows rebuilt from the progress lines of earlier runs (also of runs cut short), so
    several runs in parallel, one per game or pairing, make one table. Lines without move
    times (older runs) count in the results only."""
    rows: dict[tuple[str, str, str], Row] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            found = _GAME_LINE.match(line)
            if found is None:
                continue
            first, second = found["first"], found["second"]
            key = (found["game"], first, second)
            row = rows.setdefault(key, Row(found["game"], first, second,
                                           times={first: [], second: []}))
            result = found["result"]
            row.wins += result == "win"
            row.losses += result == "loss"
            row.draws += result == "draw"
            for part in (found["times"] or "").split():
                name, numbers = part.split("=")
                total, count, longest = numbers.split("/")
                total_s, n, longest_s = float(total), int(count), float(longest)
                if n:
                    # Stand-ins with the same sum and maximum: the longest move, and the rest
                    # at their mean, so the table's mean and maximum come out right.
                    rest = (total_s - longest_s) / (n - 1) if n > 1 else 0.0
                    row.times[name].extend([longest_s] + [rest] * (n - 1))
    return list(rows.values())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per pairing (default 4)")
    parser.add_argument("--game", action="append",
                        help="game id; repeat for more (default: the games OpenSpiel shares)")
    parser.add_argument("--pair", action="append",
                        help="FIRST-SECOND, e.g. strong-mcts10000; repeat for more "
                             f"(default: {', '.join(DEFAULT_PAIRS)})")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="budgets and move times in CPU seconds of this process, so a busy "
                             "machine does not starve the time-limited levels")
    parser.add_argument("--summarize", nargs="+", metavar="LOG",
                        help="print the table from the progress lines of earlier runs instead")
    args = parser.parse_args(argv)
    if args.summarize:
        rows = summarize(args.summarize)
        print_table(rows)
        print_band(rows)
        return
    if args.cpu_clock:
        global clock
        clock = time.process_time
        alphabeta.clock = time.process_time
    game_ids = args.game or list(SPIEL_NAMES)
    if "checkers" in game_ids:
        # The strong level's endgame table is built on first use; build it before the clock runs.
        try:
            from accessible_games.games.draughts import endgame_table
        except ImportError:  # a checkout from before the table
            pass
        else:
            endgame_table.shared(REGISTRY.create("checkers").geometry)  # type: ignore[attr-defined]
    pairs = [tuple(p.split("-", 1)) for p in (args.pair or DEFAULT_PAIRS)]
    rows: list[Row] = []

    def report(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    for game_id in game_ids:
        for first, second in pairs:
            needs_spiel = first.startswith("mcts") or second.startswith("mcts")
            if needs_spiel and game_id not in SPIEL_NAMES:
                continue
            row = run_pairing(game_id, first, second, args.games, args.seed, report)
            report(f"ROW {row_text(row)}")
            rows.append(row)
    print_table(rows)
    print_band(rows)


if __name__ == "__main__":
    main()
