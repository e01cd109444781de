"""MCTS on toy games: determinism under a seed, obvious wins, chance, several players, budgets."""

from __future__ import annotations

import itertools
import random
import threading

import pytest

from accessible_games.ai import mcts
from accessible_games.ai.mcts import Mcts, mcts_search
from accessible_games.engine import State
from tests.ai.toys import PlaceMove, TakeMove, nim, nim_evaluator, open_lines_evaluator, tictactoe


def snapshot(state: State) -> tuple:
    return (state.to_text(), state.key(), len(state.moves))


def test_same_seed_same_result() -> None:
    state = tictactoe("X---O----")
    first = mcts_search(state, random.Random(7), iterations=300)
    second = mcts_search(state, random.Random(7), iterations=300)
    assert (first.move, first.value, first.children, first.iterations) == \
        (second.move, second.value, second.children, second.iterations)
    assert first.iterations == 300
    assert sum(c.visits for c in first.children) == 300


def test_finds_the_winning_move_by_search() -> None:
    state = tictactoe("XX-OO----")
    result = mcts_search(state, random.Random(1), iterations=400, check_immediate_wins=False)
    assert result.move == PlaceMove(2)
    assert not result.immediate


def test_immediate_win_is_taken_without_search() -> None:
    state = tictactoe("XX-OO----")
    result = mcts_search(state, random.Random(1), iterations=400)
    assert result.move == PlaceMove(2)
    assert result.immediate and result.iterations == 0


def test_blocks_the_opponent() -> None:
    # O must block the row a1-b1-c1 at square 2.
    state = tictactoe("XX--O----")
    result = mcts_search(state, random.Random(3), iterations=1500)
    assert result.move == PlaceMove(2)


def test_nim_winning_move() -> None:
    # From 5 stones, taking 1 leaves a multiple of 4.
    result = mcts_search(nim(5), random.Random(2), iterations=1500)
    assert result.move == TakeMove(1)


def test_chance_turns_are_sampled_deterministically() -> None:
    state = nim(9, wind=True, bonus=True)
    before = snapshot(state)
    first = mcts_search(state, random.Random(11), iterations=300)
    second = mcts_search(state, random.Random(11), iterations=300)
    assert (first.move, first.children) == (second.move, second.children)
    assert first.move in state.legal_moves()
    assert snapshot(state) == before


def test_three_players() -> None:
    # Pile 3 with three players: taking all three wins at once.
    state = nim(3, players=3)
    result = mcts_search(state, random.Random(5), iterations=300, check_immediate_wins=False)
    assert result.move == TakeMove(3)
    # A longer three-player game: any legal answer, the same for the same seed.
    state = nim(7, players=3)
    first = mcts_search(state, random.Random(5), iterations=200)
    assert first.children == mcts_search(state, random.Random(5), iterations=200).children
    assert mcts_search(state, random.Random(5), iterations=200).move in state.legal_moves()


def test_truncated_playouts_with_evaluator() -> None:
    state = tictactoe("", size=4, k=4)
    searcher = Mcts(random.Random(4), evaluator=open_lines_evaluator, playout_depth=2,
                    eval_scale=3.0)
    first = searcher.search(state, iterations=200)
    again = Mcts(random.Random(4), evaluator=open_lines_evaluator, playout_depth=2,
                 eval_scale=3.0).search(state, iterations=200)
    assert first.children == again.children
    assert first.move in state.legal_moves()
    nim_result = mcts_search(nim(21), random.Random(0), iterations=300, evaluator=nim_evaluator,
                             playout_depth=1)
    assert nim_result.move == TakeMove(1)


def test_time_budget_and_state_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    # A clock that moves 10 ms each time it is read: 0.2 s is spent after 20 readings, one
    # before each simulation, so the search stops after 20 simulations on any machine.
    readings = itertools.count()
    monkeypatch.setattr(mcts, "clock", lambda: next(readings) / 100)
    state = tictactoe("", size=4, k=4)
    before = snapshot(state)
    result = mcts_search(state, random.Random(0), time_limit=0.2)
    assert 1 <= result.iterations <= 20
    assert result.move in state.legal_moves()
    assert snapshot(state) == before


def test_stop_signal() -> None:
    stop = threading.Event()
    stop.set()
    state = tictactoe("", size=4, k=4)
    result = mcts_search(state, random.Random(0), iterations=10_000, stop=stop)
    assert result.iterations == 0
    assert result.move in state.legal_moves()
