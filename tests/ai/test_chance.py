"""Chance runs in the searchers: a tiny dice race whose rolls may pass without end.

"Lucky race": two players, each with a counter starting at 0. Before each player's move the
die is rolled (a chance turn): a 1 (probability 1/3) lets the player add 1 or 2 to their
counter; any other face (2/3) passes the turn to the other player's roll. Whoever first reaches
``goal`` wins. Two passes in a row come back to the same position, so a searcher that expanded
every chance turn would never finish: a chance turn that repeats a position of its run of
chance turns is valued by the evaluator instead.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pytest

from accessible_games.ai.alphabeta import AlphaBeta
from accessible_games.ai.chance import ChanceRun, outcomes
from accessible_games.ai.evaluation import WIN_SCORE, back_up
from accessible_games.engine import (
    EndReason,
    Game,
    GameInfo,
    Location,
    Move,
    Outcome,
    Player,
    State,
    TurnKind,
)


@dataclass(frozen=True, slots=True)
class RaceMove(Move):
    """Add ``step`` (a player's move), or a roll: ``go`` True lets the player move."""

    step: int = 0
    go: bool = False

    @property
    def parts(self) -> tuple[Location, ...]:
        return (self.step,) if self.step else ()

    @property
    def notation(self) -> str:
        return f"add {self.step}" if self.step else ("go" if self.go else "pass")


class RaceGame(Game):
    id = "toy-lucky-race"
    family = "toy"
    info = GameInfo(num_players=2, has_chance=True)

    def new_state(self, rng=None) -> RaceState:
        return RaceState(self, [0, 0], 0, False, goal=4)

    def parse_position(self, text: str) -> RaceState:
        raise NotImplementedError


class RaceState(State):
    def __init__(self, game: RaceGame, counters: list[int], seat: int, rolled: bool,
                 goal: int) -> None:
        self.game = game
        self.counters = counters
        self.seat = seat
        self.rolled = rolled
        self.goal = goal
        self.moves = []
        self._undo: list[tuple[list[int], int, bool]] = []

    @property
    def turn_kind(self) -> TurnKind:
        if max(self.counters) >= self.goal:
            return TurnKind.TERMINAL
        return TurnKind.PLAYER if self.rolled else TurnKind.CHANCE

    @property
    def to_move(self) -> Player:
        return self.seat if self.rolled else -1

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.turn_kind is not TurnKind.CHANCE:
            return []
        return [(RaceMove(go=True), 1 / 3), (RaceMove(go=False), 2 / 3)]

    def legal_moves(self) -> list[Move]:
        if self.turn_kind is not TurnKind.PLAYER:
            return []
        return [RaceMove(step=1), RaceMove(step=2)]

    def apply(self, move: Move) -> None:
        assert isinstance(move, RaceMove)
        self._undo.append((list(self.counters), self.seat, self.rolled))
        self.moves.append(move)
        if move.step:
            self.counters = list(self.counters)
            self.counters[self.seat] += move.step
            self.seat, self.rolled = 1 - self.seat, False
        elif move.go:
            self.rolled = True
        else:
            self.seat = 1 - self.seat

    def undo(self) -> None:
        self.counters, self.seat, self.rolled = self._undo.pop()
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        if self.turn_kind is not TurnKind.TERMINAL:
            return None
        winner = 0 if self.counters[0] >= self.goal else 1
        return Outcome(frozenset({winner}), EndReason.MAJORITY)

    def key(self) -> Hashable:
        return (tuple(self.counters), self.seat, self.rolled)

    def copy(self) -> RaceState:
        other = RaceState(self.game, list(self.counters), self.seat, self.rolled, self.goal)
        other.moves = list(self.moves)
        other._undo = list(self._undo)
        return other

    def move_events(self, move: Move) -> list:
        return []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        return (int(text),)

    def to_text(self) -> str:
        return f"{self.counters} {self.seat} {self.rolled}"


def lead(state: State, player: Player) -> float:
    """The evaluator: how far ``player`` is ahead (the same at any turn)."""
    counters = state.counters  # type: ignore[attr-defined]
    return float(counters[player] - counters[1 - player])


def rolled_state(counters: list[int], goal: int = 4) -> RaceState:
    return RaceState(RaceGame(), list(counters), 0, True, goal)


def test_outcomes_skip_impossible_faces():
    state = RaceGame().new_state()
    assert [(m.notation, p) for m, p in outcomes(state)] == [("go", 1 / 3), ("pass", 2 / 3)]


def test_chance_run_cuts_a_repeated_position_and_restores():
    run = ChanceRun()
    state = RaceGame().new_state()          # seat 0 to roll
    first = state.key()
    assert not run.cut(first)
    state.apply(RaceMove(go=False))         # pass: seat 1 to roll, another chance turn
    saved = run.enter(first, state)
    second = state.key()
    assert run.keys == (first,) and not run.cut(second)
    state.apply(RaceMove(go=False))         # pass again: seat 0 to roll, as at the start
    saved2 = run.enter(second, state)
    assert run.cut(state.key())
    run.leave(saved2)
    state.undo()
    state.apply(RaceMove(go=True))          # seat 1 moves next: the run starts afresh
    saved3 = run.enter(second, state)
    assert run.keys == ()
    run.leave(saved3)
    run.leave(saved)
    assert run.keys == ()
    assert ChanceRun(limit=1).cut("anything") is False
    full = ChanceRun(limit=1)
    full.keys = ("x",)
    assert full.cut("y")


def test_search_finishes_where_passes_never_end():
    # Depth 1 from a rolled position: add 1 or add 2, then the opponent's roll, which passes
    # with 2/3 into more rolls. Without the cut this recursion has no end.
    state = rolled_state([0, 0])
    result = AlphaBeta(lead, use_table=False).search(state, max_depth=1)
    assert result.move.notation == "add 2"
    # Every line ends at the evaluator with the counters (2, 0) -- after a "go" at the
    # opponent's move horizon, or after two passes back at the same roll -- so the value is 2.
    assert result.value == pytest.approx(2.0)
    assert state.to_text() == "[0, 0] 0 True"


def plain_value(state: State, root: int, depth: int, run: tuple) -> float:
    """Exhaustive expectimax without pruning, from ``root``'s side; a chance turn that repeats
    a position of its run of chance turns is valued by the evaluator (the rule of
    ai/chance.py)."""
    kind = state.turn_kind
    if kind is TurnKind.TERMINAL:
        winner = min(state.outcome().winners)
        return WIN_SCORE if winner == root else -WIN_SCORE
    if kind is TurnKind.CHANCE:
        here = state.to_text()
        if here in run:
            return lead(state, root)
        total = 0.0
        for move, probability in state.chance_outcomes():
            state.apply(move)
            again = run + (here,) if state.turn_kind is TurnKind.CHANCE else ()
            total += probability * back_up(plain_value(state, root, depth, again))
            state.undo()
        return total
    mover = state.to_move
    if depth <= 0:
        value = lead(state, mover)
        return value if mover == root else -value
    values = []
    for move in state.legal_moves():
        state.apply(move)
        values.append(back_up(plain_value(state, root, depth - 1, ())))
        state.undo()
    return max(values) if mover == root else min(values)


@pytest.mark.parametrize("counters", [[0, 0], [2, 3], [3, 3], [0, 3], [1, 2]])
@pytest.mark.parametrize("depth", [1, 2, 3])
@pytest.mark.parametrize("use_table", [False, True])
def test_alphabeta_equals_plain_expectimax_with_the_cut(counters, depth, use_table):
    state = rolled_state(counters)
    expected = plain_value(state, 0, depth, ())
    result = AlphaBeta(lead, use_table=use_table).search(state, max_depth=depth)
    assert result.value == pytest.approx(expected, abs=1e-9)
    assert state.to_text() == f"{counters} 0 True"


def test_hand_worked_value_at_depth_one():
    # (3, 3), goal 4: either step wins at once, one ply from the root.
    assert AlphaBeta(lead).search(rolled_state([3, 3]), max_depth=1).value == WIN_SCORE - 1
    # (0, 0), depth 1: "add 2" makes the lead 2 for player 0; the opponent's roll is either
    # "go" (its move is at the horizon: the lead is 2) or "pass" into player 0's roll, whose
    # "pass" repeats the opponent's roll and is cut: all lines end at the lead 2.
    assert AlphaBeta(lead).search(rolled_state([0, 0]), max_depth=1).value == pytest.approx(2.0)
