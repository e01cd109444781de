"""Negamax alpha-beta search over the State API, for two sides with perfect information.

Iterative deepening, a transposition table keyed by ``state.key()``, move ordering (table move,
the game's ordering hint, killer moves, history heuristic), a time budget checked every few
nodes, an optional stop signal, and expectation nodes for chance turns.

A position that repeats one already on the line from the root (the root included) is valued
as the game would end if it kept coming back, :meth:`State.repetition_outcome`: a draw (0) in
most games, so the side ahead does not shuffle back and forth but looks for progress and the
side behind is glad to repeat; in Oware each side takes the seeds on its own side, so a
repetition can win or lose. Rules that count repetitions in the game's history still decide the
game itself.

In games of chance against players who are not perfect, the worst case is too gloomy: the
dice already decide much, and a reply the other side would rarely find costs the searcher good
moves. With ``opponent_slip`` the searcher imagines the other side's player as the game's rule of
thumb (:meth:`State.playout_move`) who plays a legal move at random that share of the time, as
the card games imagine their opponents: such a turn is worth the rule's move with the rest of
the weight spread over all legal moves, every one searched with a full window.

A game may know a position's value without searching (an endgame table): with ``endgames``
the searcher takes :meth:`State.proven` as exact, so it wins a won ending by the shortest path
and holds a drawn one.

Turns need not alternate: after ``apply`` the same player may move again (a Kalah extra turn),
so a child's value is negated only when the side to move changed. Sides come from
``game.team_of``, so two teams play like two players. Chance turns do not use up depth; their
value is the probability-weighted mean of their outcomes. Values follow
:mod:`~accessible_games.ai.evaluation`: relative to the position, decisive values lose one point
per ply on the way to the root.

With a depth limit and no time limit the search is deterministic: the same state and settings
give the same move, and equal values are broken by ``legal_moves()`` order.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable
from dataclasses import dataclass

from accessible_games.ai.chance import ChanceRun
from accessible_games.ai.chance import outcomes as chance_outcomes
from accessible_games.ai.evaluation import (
    WIN_SCORE,
    WIN_THRESHOLD,
    Evaluator,
    back_up,
    clamp_heuristic,
    is_decisive,
    terminal_value,
)
from accessible_games.ai.table import (
    SOLVED_DEPTH,
    Bound,
    TableEntry,
    TranspositionTable,
    principal_variation,
)
from accessible_games.ai.types import OrderKey, ScoredMove, StopSignal
from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player, Proven, TurnKind

INF = math.inf

MAX_DEPTH = 64
"""The deepest iteration when only a time budget is given."""

DEFAULT_CHECK_EVERY = 64
"""Nodes between two looks at the clock and the stop signal."""

clock = time.perf_counter
"""The clock the time budget is measured on: wall-clock seconds, what a player waits. A
benchmark on a shared machine may set it to :func:`time.process_time` so that a budget means
the same amount of thinking however busy the machine is."""

NEXT_ITERATION_SHARE = 0.5
"""Do not start another iteration once this share of the time budget is spent."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What an alpha-beta search found."""

    move: Move
    """The best move of the last completed iteration."""
    value: float
    """Its value for the player to move (see :mod:`~accessible_games.ai.evaluation`)."""
    depth: int
    """The depth of the last completed iteration in plies (0: none completed)."""
    nodes: int
    """Positions visited, over all iterations."""
    elapsed: float
    """Seconds spent."""
    pv: tuple[Move, ...]
    """The principal variation from the table, starting with ``move`` (may be shorter)."""
    solved: bool
    """True when the value is proven: the game was searched to its end or a forced result found."""
    interrupted: bool
    """True when the time budget or the stop signal cut an iteration short."""


class _Stopped(Exception):
    """Raised inside the search when time is up or the stop signal is set."""


def _widen(bound: float) -> float:
    """A child window edge whose backed-up value is exactly ``bound`` (inverse of back_up)."""
    if bound >= WIN_THRESHOLD - 1.0:
        return bound + 1.0
    if bound <= 1.0 - WIN_THRESHOLD:
        return bound - 1.0
    return bound


class AlphaBeta:
    """A reusable alpha-beta searcher for one game.

    The evaluator values unfinished positions at the search horizon; ``order_key`` is the
    game's move-ordering hint. With ``expand_chance_leaves`` off, a chance turn at the horizon
    is valued by the evaluator as it stands instead of through each outcome (for games whose
    evaluator weighs the coming roll itself). With ``use_table`` the searcher keeps a
    transposition table across calls (pass ``table`` to share one); killer and history tables
    are reset for each call, so results depend only on the state, the settings and the table's
    content. With ``endgames`` it asks every position it meets for a proven value
    (:meth:`State.proven`, a game's endgame table) and takes it as exact: a win in the fewest
    plies, a loss in the most. With ``opponent_slip`` (0 to 1) the other side's turns are
    valued as the game's rule of thumb would play them, slipping that share of the time (see the
    module text); None values them by the other side's best reply.
    """

    def __init__(
        self,
        evaluator: Evaluator,
        *,
        order_key: OrderKey | None = None,
        use_table: bool = True,
        table: TranspositionTable | None = None,
        check_every: int = DEFAULT_CHECK_EVERY,
        endgames: bool = False,
        expand_chance_leaves: bool = True,
        opponent_slip: float | None = None,
    ) -> None:
        self._evaluator = evaluator
        self._opponent_slip = opponent_slip
        # The imagined player's own generator, seeded afresh for every search: a search stays
        # repeatable and never draws from the caller's (a game's dice may come from it).
        self._imagined = random.Random(0)
        self._endgames = endgames
        self._expand_chance_leaves = expand_chance_leaves
        self._order_key = order_key
        self.table: TranspositionTable | None = (
            table if table is not None else TranspositionTable() if use_table else None
        )
        self._check_every = max(1, check_every)
        self._nodes = 0
        self._frontier = 0
        self._saw_chance = False
        self._chance_run = ChanceRun()
        self._deadline: float | None = None
        self._armed = False
        self._stop: StopSignal | None = None
        self._sides: list[int] = []
        self._killers: dict[int, list[Move]] = {}
        self._history: dict[Move, int] = {}
        self._line: dict[Hashable, int] = {}

    # -- public entry points ----------------------------------------------------------------

    def search(
        self,
        state: State,
        *,
        max_depth: int | None = None,
        time_limit: float | None = None,
        stop: StopSignal | None = None,
    ) -> SearchResult:
        """Find the best move for the player to move by iterative deepening.

        The state is changed during the search and restored before returning. The first
        iteration always completes unless ``stop`` is set; after that, when the time runs out
        mid-iteration, the last completed iteration's move is kept.

        Args:
            state: a position where a player is to move.
            max_depth: deepest iteration in plies (chance turns do not count).
            time_limit: seconds the search may take; None for no limit.
            stop: polled during the search; once set, the search answers at once.

        Returns:
            The search result; ``move`` is always legal.

        Raises:
            ValueError: no player is to move, neither limit is given, or the game has more than
                two sides.
        """
        if max_depth is None and time_limit is None:
            raise ValueError("alpha-beta needs max_depth or time_limit")
        limit = min(max_depth, MAX_DEPTH) if max_depth is not None else MAX_DEPTH
        start = clock()
        legal = self._begin(state, time_limit, stop, start)
        index = {move: i for i, move in enumerate(legal)}
        best_move = self._order(legal, None, len(state.moves))[0]
        best_value = 0.0
        done = 0
        solved = interrupted = False
        for depth in range(1, max(1, limit) + 1):
            if done and time_limit is not None:
                if clock() - start >= time_limit * NEXT_ITERATION_SHARE:
                    break
            self._armed = done > 0
            self._frontier = 0
            try:
                move, value = self._root(state, legal, index, depth, best_move if done else None)
            except _Stopped:
                interrupted = True
                break
            best_move, best_value, done = move, value, depth
            # A forced win or loss is final without chance; with chance, an average of
            # distances can still improve deeper, so only a search to the end is final.
            if self._frontier == 0 or (is_decisive(value) and not self._saw_chance):
                solved = True
                break
        pv = principal_variation(state, self.table, best_move, max(done, 1))
        return SearchResult(
            best_move, best_value, done, self._nodes, clock() - start, pv,
            solved, interrupted,
        )

    def score_moves(
        self,
        state: State,
        depth: int,
        *,
        time_limit: float | None = None,
        stop: StopSignal | None = None,
    ) -> list[ScoredMove]:
        """Every legal move with its exact value at ``depth`` plies, in ``legal_moves()`` order.

        Each move gets a full-window search, so the scores can be compared with each other
        (weak levels pick among them). Depths grow from 1; when time runs out the scores of the
        last completed depth are returned, and an empty list only when ``stop`` cut depth 1.

        Raises:
            ValueError: no player is to move or the game has more than two sides.
        """
        start = clock()
        legal = self._begin(state, time_limit, stop, start)
        me = state.to_move
        scores: list[ScoredMove] = []
        for current_depth in range(1, max(1, depth) + 1):
            self._armed = bool(scores)
            try:
                values = self._exact_values(state, legal, current_depth - 1, me)
                current = [ScoredMove(move, value) for move, value in zip(legal, values,
                                                                         strict=True)]
            except _Stopped:
                break
            scores = current
        return scores

    # -- set-up -----------------------------------------------------------------------------

    def _begin(
        self, state: State, time_limit: float | None, stop: StopSignal | None, start: float
    ) -> list[Move]:
        """Reset per-search data and return the root's legal moves."""
        if state.turn_kind is not TurnKind.PLAYER:
            raise ValueError("alpha-beta needs a position where a player is to move")
        legal = state.search_moves()
        if not legal:
            raise ValueError("the player to move has no legal move")
        game = state.game
        teams: list[tuple[Player, ...]] = []
        sides = []
        for player in range(game.num_players):
            team = game.team_of(player)
            if team not in teams:
                teams.append(team)
            sides.append(teams.index(team))
        if len(teams) > 2:
            raise ValueError("alpha-beta needs two sides; use MCTS for more")
        self._sides = sides
        self._imagined.seed(0)
        self._nodes = 0
        self._frontier = 0
        self._saw_chance = False
        self._chance_run = ChanceRun()
        self._deadline = start + time_limit if time_limit is not None else None
        self._armed = False
        self._stop = stop
        self._killers = {}
        self._history = {}
        self._line = {state.key(): 1}
        return legal

    # -- the search -------------------------------------------------------------------------

    def _tick(self) -> None:
        """Count a node; every few nodes, look at the stop signal and the clock."""
        self._nodes += 1
        if self._nodes % self._check_every:
            return
        if self._stop is not None and self._stop.is_set():
            raise _Stopped
        if self._armed and self._deadline is not None and clock() > self._deadline:
            raise _Stopped

    def _root(
        self,
        state: State,
        legal: list[Move],
        index: dict[Move, int],
        depth: int,
        previous: Move | None,
    ) -> tuple[Move, float]:
        """One iteration at the root: the best move and its exact value."""
        me = state.to_move
        moves = self._order(legal, previous, len(state.moves)) if len(legal) > 1 else legal
        best_move: Move | None = None
        best = -INF
        for move in moves:
            if best_move is None:
                alpha = -INF
            elif index[move] < index[best_move]:
                # An earlier move in legal order wins a tie, so it must prove ">= best".
                alpha = math.nextafter(best, -INF)
            else:
                alpha = best
            state.apply(move)
            try:
                value = self._child(state, depth - 1, alpha, INF, me)
            finally:
                state.undo()
            if best_move is None or value > best or (
                value == best and index[move] < index[best_move]
            ):
                best, best_move = value, move
        assert best_move is not None
        if self.table is not None:
            stored = SOLVED_DEPTH if self._frontier == 0 else depth
            self.table.store(state.key(), TableEntry(stored, best, Bound.EXACT, best_move))
        return best_move, best

    def _child(self, state: State, depth: int, alpha: float, beta: float, me: Player) -> float:
        """The value of the position just reached, for ``me``, as seen one ply earlier."""
        return back_up(self._value(state, depth, _widen(alpha), _widen(beta), me))

    def _value(self, state: State, depth: int, alpha: float, beta: float, me: Player) -> float:
        """The value of ``state`` for ``me`` within the window (fail-soft)."""
        kind = state.turn_kind
        if kind is TurnKind.PLAYER:
            sides = self._sides
            # Negate only when the side to move changed: extra turns keep the perspective.
            if sides[state.to_move] == sides[me]:
                return self._player_node(state, depth, alpha, beta)
            slip = self._opponent_slip
            if slip is not None and depth > 0:
                return self._imagined_node(state, depth, me, slip)
            return -self._player_node(state, depth, -beta, -alpha)
        self._tick()
        if kind is TurnKind.TERMINAL:
            outcome = state.outcome()
            if outcome is None:
                return 0.0
            return terminal_value(outcome, me, state.game.num_players)
        return self._chance_node(state, depth, me)

    def _chance_node(self, state: State, depth: int, me: Player) -> float:
        """The expected value over chance outcomes; chance does not use up depth, but a chance
        turn that closes a loop of chance turns is valued as it stands (see ai/chance.py)."""
        self._saw_chance = True
        run = self._chance_run
        key = state.key()
        if run.cut(key) or (depth <= 0 and not self._expand_chance_leaves):
            self._frontier += 1
            return clamp_heuristic(self._evaluator(state, me))
        total = 0.0
        for move, probability in chance_outcomes(state):
            state.apply(move)
            saved = run.enter(key, state)
            try:
                total += probability * self._child(state, depth, -INF, INF, me)
            finally:
                run.leave(saved)
                state.undo()
        return total

    def _player_node(self, state: State, depth: int, alpha: float, beta: float) -> float:
        """Negamax at a player's turn: the value for the player to move."""
        self._tick()
        me = state.to_move
        table = self.table
        key: Hashable = state.key()
        line = self._line
        if line.get(key):
            # A repetition of a position on the line: no progress; the game says what a
            # position that keeps coming back is worth (a draw unless it scores it).
            self._frontier += 1
            ending = state.repetition_outcome()
            if ending is None:
                return 0.0
            return terminal_value(ending, me, state.game.num_players)
        if self._endgames:
            proven = state.proven()
            if proven is not None:
                return self._proven_value(proven, me)
        table_move: Move | None = None
        if table is not None and depth > 0:
            entry = table.get(key)
            if entry is not None:
                table_move = entry.move
                if entry.depth >= depth:
                    value, bound = entry.value, entry.bound
                    if (
                        bound is Bound.EXACT
                        or (bound is Bound.LOWER and value >= beta)
                        or (bound is Bound.UPPER and value <= alpha)
                    ):
                        if entry.depth < SOLVED_DEPTH:
                            self._frontier += 1
                        return value
        if depth <= 0:
            self._frontier += 1
            return clamp_heuristic(self._evaluator(state, me))
        moves = state.search_moves()
        if not moves:
            # Defensive: a player turn without moves should be terminal.
            outcome = state.outcome()
            return terminal_value(outcome, me, state.game.num_players) if outcome else 0.0
        if len(moves) > 1:
            moves = self._order(moves, table_move, len(state.moves))
        alpha0 = alpha
        frontier0 = self._frontier
        best = -INF
        best_move: Move | None = None
        line[key] = 1
        try:
            for move in moves:
                state.apply(move)
                try:
                    value = self._child(state, depth - 1, alpha, beta, me)
                finally:
                    state.undo()
                if value > best:
                    best, best_move = value, move
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            self._reward_cutoff(move, depth, len(state.moves))
                            break
        finally:
            del line[key]
        if table is not None:
            if best <= alpha0:
                bound = Bound.UPPER
            elif best >= beta:
                bound = Bound.LOWER
            else:
                bound = Bound.EXACT
            stored = SOLVED_DEPTH if self._frontier == frontier0 else depth
            table.store(key, TableEntry(stored, best, bound, best_move))
        return best

    def _exact_values(self, state: State, moves: list[Move], depth: int,
                      me: Player) -> list[float]:
        """Each move's exact value for ``me`` with ``depth`` plies after it (a full window)."""
        values = []
        for move in moves:
            state.apply(move)
            try:
                values.append(self._child(state, depth, -INF, INF, me))
            finally:
                state.undo()
        return values

    def _imagined_node(self, state: State, depth: int, me: Player, slip: float) -> float:
        """The other side's turn as the imagined player plays it, valued for ``me``: the rule
        of thumb's move, or with the share ``slip`` any legal move alike. Where the rule names
        no legal move the turn is valued by the best reply."""
        self._tick()
        moves = state.search_moves()
        if not moves:
            outcome = state.outcome()
            return terminal_value(outcome, me, state.game.num_players) if outcome else 0.0
        rule = state.playout_move(self._imagined)
        values = self._exact_values(state, moves, depth - 1, me)
        ruled = next((v for m, v in zip(moves, values, strict=True) if m == rule), None)
        if ruled is None:
            return min(values)
        return (1.0 - slip) * ruled + slip * sum(values) / len(values)

    def _proven_value(self, proven: Proven, mover: Player) -> float:
        """A proven result as a value for ``mover``: decisive, one point less per ply."""
        if not proven.winners:
            return 0.0
        sides = self._sides
        won = any(sides[winner] == sides[mover] for winner in proven.winners)
        value = WIN_SCORE - proven.plies
        return value if won else -value

    # -- move ordering ----------------------------------------------------------------------

    def _order(self, moves: list[Move], first: Move | None, ply: int) -> list[Move]:
        """Moves in search order: ``first``, the game's hint, killers, history, legal order."""
        order_key = self._order_key
        killers = self._killers.get(ply, ())
        history = self._history

        def rank(move: Move) -> tuple[bool, int, bool, int]:
            hint = order_key(move) if order_key is not None else 0
            return (move != first, -hint, move not in killers, -history.get(move, 0))

        # sorted() is stable, so ties keep legal_moves() order.
        return sorted(moves, key=rank)

    def _reward_cutoff(self, move: Move, depth: int, ply: int) -> None:
        """Remember a move that caused a cutoff (killer at this ply, history overall)."""
        killers = self._killers.setdefault(ply, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        self._history[move] = self._history.get(move, 0) + depth * depth


def search(
    state: State,
    evaluator: Evaluator,
    *,
    max_depth: int | None = None,
    time_limit: float | None = None,
    order_key: OrderKey | None = None,
    stop: StopSignal | None = None,
    use_table: bool = True,
) -> SearchResult:
    """Search ``state`` with a fresh :class:`AlphaBeta` (see :meth:`AlphaBeta.search`)."""
    searcher = AlphaBeta(evaluator, order_key=order_key, use_table=use_table)
    return searcher.search(state, max_depth=max_depth, time_limit=time_limit, stop=stop)
