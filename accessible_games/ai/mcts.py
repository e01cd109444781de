"""UCT Monte Carlo tree search over the State API, for any number of players and chance.

Each iteration walks down the tree by the UCB1 rule, adds one new position, finishes the game
with random moves (optionally cut short and valued by an evaluator) and adds the result to every
position on the way. Every node keeps the total return of the player who moved into it, taken
from :meth:`Outcome.returns`, so any number of players and teams work. Chance turns are sampled
with the caller's generator, like the random playouts.

All randomness comes from the ``random.Random`` passed in, so with an iteration budget (and no
time budget) the same seed gives the same move and the same statistics.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.ai.evaluation import Evaluator, clamp_heuristic
from accessible_games.ai.types import MoveStats, StopSignal
from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player, TurnKind

clock = time.perf_counter
"""The clock the time budget is measured on (wall-clock seconds; a benchmark or a test may set
another, as with :data:`accessible_games.ai.alphabeta.clock`)."""

DEFAULT_EXPLORATION = 1.0
"""The UCB1 exploration constant for returns scaled to 0..1."""

DEFAULT_MAX_PLAYOUT = 1_000
"""Plies after which a random playout gives up (valued by the evaluator, or as a draw)."""


@dataclass(frozen=True, slots=True)
class MctsResult:
    """What a Monte Carlo search found."""

    move: Move
    """The most visited root move (ties: higher mean, then ``legal_moves()`` order)."""
    value: float
    """That move's mean return for the player to move, from -1 to +1."""
    iterations: int
    """Simulations run."""
    elapsed: float
    """Seconds spent."""
    children: tuple[MoveStats, ...]
    """Statistics of every legal root move, in ``legal_moves()`` order."""
    immediate: bool = False
    """True when the move wins at once and was chosen without searching."""


class _Node:
    """A position in the search tree (mutable while searching)."""

    __slots__ = ("mover", "visits", "total", "children", "untried", "outcomes")

    def __init__(self, mover: Player | None) -> None:
        self.mover = mover
        """The player whose move led here; None below a chance turn and at the root."""
        self.visits = 0
        self.total = 0.0
        """Sum of the returns of ``mover`` over the simulations through this node."""
        self.children: list[tuple[Move, _Node]] = []
        self.untried: list[Move] | None = None
        self.outcomes: dict[Move, _Node] = {}


def _evaluated_returns(
    state: State, evaluator: Evaluator, num_players: int, scale: float
) -> tuple[float, ...]:
    """Returns in -1..1 estimated by the evaluator (squashed with tanh)."""
    return tuple(
        math.tanh(clamp_heuristic(evaluator(state, p)) / scale) for p in range(num_players)
    )


def _immediate_win(state: State, legal: Sequence[Move]) -> Move | None:
    """The first legal move that ends the game with a win for the player to move."""
    me = state.to_move
    num_players = state.game.num_players
    for move in legal:
        state.apply(move)
        try:
            outcome = state.outcome()
        finally:
            state.undo()
        if outcome is not None and outcome.returns(num_players)[me] > 0:
            return move
    return None


class Mcts:
    """A UCT searcher with fixed settings; :meth:`search` builds a fresh tree each call.

    Args:
        rng: the only source of randomness (playouts, chance turns, expansion order).
        evaluator: when given with ``playout_depth``, playouts stop after that many plies and
            the position is valued by it instead of being played out.
        playout_depth: plies of random play before the evaluator takes over.
        eval_scale: evaluator units that count as "clearly better" (tanh(value / scale)).
        exploration: the UCB1 constant.
        max_playout: plies after which a playout ends as evaluated (or drawn).
        check_immediate_wins: play a move that wins at once without searching.
    """

    def __init__(
        self,
        rng: random.Random,
        *,
        evaluator: Evaluator | None = None,
        playout_depth: int | None = None,
        eval_scale: float = 1.0,
        exploration: float = DEFAULT_EXPLORATION,
        max_playout: int = DEFAULT_MAX_PLAYOUT,
        check_immediate_wins: bool = True,
    ) -> None:
        if eval_scale <= 0:
            raise ValueError("eval_scale must be positive")
        self.rng = rng
        self.evaluator = evaluator
        self.playout_depth = playout_depth
        self.eval_scale = eval_scale
        self.exploration = exploration
        self.max_playout = max_playout
        self.check_immediate_wins = check_immediate_wins

    def search(
        self,
        state: State,
        *,
        iterations: int | None = None,
        time_limit: float | None = None,
        stop: StopSignal | None = None,
    ) -> MctsResult:
        """Search from ``state`` (restored afterwards) until a budget is used up.

        At least one iteration runs unless ``stop`` is already set.

        Args:
            state: a position where a player is to move.
            iterations: the number of simulations; None for no limit.
            time_limit: seconds the search may take; None for no limit.
            stop: polled between simulations; once set, the search answers at once.

        Raises:
            ValueError: no player is to move or neither budget is given.
        """
        if iterations is None and time_limit is None:
            raise ValueError("MCTS needs iterations or time_limit")
        if state.turn_kind is not TurnKind.PLAYER:
            raise ValueError("MCTS needs a position where a player is to move")
        start = clock()
        legal = state.search_moves()
        if not legal:
            raise ValueError("the player to move has no legal move")
        if self.check_immediate_wins:
            winning = _immediate_win(state, legal)
            if winning is not None:
                stats = tuple(MoveStats(m, 0, 1.0 if m == winning else 0.0) for m in legal)
                elapsed = clock() - start
                return MctsResult(winning, 1.0, 0, elapsed, stats, immediate=True)
        root = _Node(None)
        deadline = start + time_limit if time_limit is not None else None
        done = 0
        while iterations is None or done < iterations:
            if stop is not None and stop.is_set():
                break
            if done and deadline is not None and clock() >= deadline:
                break
            self._iterate(state, root)
            done += 1
        return self._result(state, root, legal, done, clock() - start)

    # -- one simulation ---------------------------------------------------------------------

    def _iterate(self, state: State, root: _Node) -> None:
        """Select, expand, play out and back up once; the state is restored."""
        rng = self.rng
        num_players = state.game.num_players
        path = [root]
        node = root
        applied = 0
        try:
            while True:
                kind = state.turn_kind
                if kind is TurnKind.TERMINAL:
                    returns = self._final_returns(state, num_players)
                    break
                if kind is TurnKind.CHANCE:
                    move = state.sample_chance(rng)
                    child = node.outcomes.get(move)
                    if child is None:
                        child = node.outcomes[move] = _Node(None)
                else:
                    if node.untried is None:
                        node.untried = list(state.search_moves())
                    if node.untried:
                        # Expand one untried move, chosen at random, then play out from there.
                        untried = node.untried
                        i = rng.randrange(len(untried))
                        move = untried[i]
                        untried[i] = untried[-1]
                        untried.pop()
                        child = _Node(state.to_move)
                        node.children.append((move, child))
                        state.apply(move)
                        applied += 1
                        path.append(child)
                        returns = self._playout(state, num_players)
                        break
                    if not node.children:
                        returns = self._final_returns(state, num_players)
                        break
                    move, child = self._select(node)
                state.apply(move)
                applied += 1
                node = child
                path.append(child)
        finally:
            for _ in range(applied):
                state.undo()
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.total += returns[visited.mover]

    def _select(self, node: _Node) -> tuple[Move, _Node]:
        """The child with the highest UCB1 score for the player to move (first one on ties)."""
        log_visits = math.log(max(1, node.visits))
        c = self.exploration
        best: tuple[Move, _Node] | None = None
        best_score = -math.inf
        for move, child in node.children:
            if child.visits == 0:
                return move, child
            # Returns in -1..1 are scaled to 0..1 for the usual UCB1 constant.
            mean = (child.total / child.visits + 1.0) * 0.5
            score = mean + c * math.sqrt(log_visits / child.visits)
            if score > best_score:
                best, best_score = (move, child), score
        assert best is not None
        return best

    def _final_returns(self, state: State, num_players: int) -> tuple[float, ...]:
        """Returns of a finished game (a draw if a player turn strangely has no moves)."""
        outcome = state.outcome()
        if outcome is None:
            return tuple(0.0 for _ in range(num_players))
        return outcome.returns(num_players)

    def _playout(self, state: State, num_players: int) -> tuple[float, ...]:
        """Random moves to the end (or to the playout depth); the state is restored. Where an
        undo restores a whole snapshot (``undo_by_snapshot``) the moves are made on a copy."""
        if state.undo_by_snapshot:
            return self._play_on(state.playout_copy(), num_players, [])
        applied: list[Move] = []
        try:
            return self._play_on(state, num_players, applied)
        finally:
            for _ in applied:
                state.undo()

    def _play_on(self, state: State, num_players: int,
                 applied: list[Move]) -> tuple[float, ...]:
        """The moves of :meth:`_playout` made on ``state``, each listed in ``applied``."""
        rng = self.rng
        evaluator = self.evaluator
        cutoff = self.playout_depth if evaluator is not None else None
        while True:
            kind = state.turn_kind
            if kind is TurnKind.TERMINAL:
                return self._final_returns(state, num_players)
            if len(applied) >= self.max_playout:
                if evaluator is not None and kind is TurnKind.PLAYER:
                    return _evaluated_returns(state, evaluator, num_players, self.eval_scale)
                return tuple(0.0 for _ in range(num_players))
            if kind is TurnKind.CHANCE:
                move = state.sample_chance(rng)
            else:
                if cutoff is not None and len(applied) >= cutoff and evaluator is not None:
                    return _evaluated_returns(state, evaluator, num_players, self.eval_scale)
                moves = state.search_moves()
                if not moves:
                    return self._final_returns(state, num_players)
                move = moves[rng.randrange(len(moves))]
            state.apply(move)
            applied.append(move)

    # -- the answer -------------------------------------------------------------------------

    def _result(
        self, state: State, root: _Node, legal: list[Move], done: int, elapsed: float
    ) -> MctsResult:
        """Statistics in legal order and the most visited move."""
        by_move = {move: child for move, child in root.children}
        stats = []
        for move in legal:
            child = by_move.get(move)
            if child is None or child.visits == 0:
                stats.append(MoveStats(move, 0, 0.0))
            else:
                stats.append(MoveStats(move, child.visits, child.total / child.visits))
        best = stats[0]
        for entry in stats[1:]:
            if (entry.visits, entry.mean) > (best.visits, best.mean):
                best = entry
        return MctsResult(best.move, best.mean, done, elapsed, tuple(stats))


def mcts_search(
    state: State,
    rng: random.Random,
    *,
    iterations: int | None = None,
    time_limit: float | None = None,
    evaluator: Evaluator | None = None,
    playout_depth: int | None = None,
    eval_scale: float = 1.0,
    exploration: float = DEFAULT_EXPLORATION,
    stop: StopSignal | None = None,
    check_immediate_wins: bool = True,
) -> MctsResult:
    """Search ``state`` with a fresh :class:`Mcts` (see :meth:`Mcts.search`)."""
    searcher = Mcts(
        rng,
        evaluator=evaluator,
        playout_depth=playout_depth,
        eval_scale=eval_scale,
        exploration=exploration,
        check_immediate_wins=check_immediate_wins,
    )
    return searcher.search(state, iterations=iterations, time_limit=time_limit, stop=stop)
