"""choose_move and decide: single moves, levels that differ in strength, searcher choice."""

from __future__ import annotations

import itertools
import random
import threading

import pytest

from accessible_games.ai import alphabeta
from accessible_games.ai.bot import DecisionKind, choose_move, decide, pick_by_rank
from accessible_games.ai.evaluation import zero_evaluator
from accessible_games.ai.levels import Level, LevelName, SearcherKind, get_level
from accessible_games.engine import State
from tests.ai.toys import PlaceMove, TakeMove, nim, nim_evaluator, open_lines_evaluator, tictactoe


def exploding_evaluator(state: State, player: int) -> float:
    raise AssertionError("the evaluator must not be called")


def test_single_legal_move_is_returned_at_once() -> None:
    state = nim(1)
    for level in (1, 2, 3):
        decision = decide(state, level, exploding_evaluator, random.Random(0))
        assert decision.move == TakeMove(1)
        assert decision.kind is DecisionKind.ONLY_MOVE


@pytest.mark.parametrize("level", [2, 3, "intermediate", LevelName.STRONG])
def test_stronger_levels_take_the_win(level: object) -> None:
    state = tictactoe("XX-OO----")
    before = (state.to_text(), len(state.moves))
    assert choose_move(state, level, open_lines_evaluator, random.Random(0)) == PlaceMove(2)
    assert (state.to_text(), len(state.moves)) == before


def test_the_beginner_never_passes_up_a_win_in_one() -> None:
    # X to move can win on square 2; 60 seeds of random and sampled moves all take it.
    state = tictactoe("XX-OO----")
    decisions = [decide(state, 1, open_lines_evaluator, random.Random(seed))
                 for seed in range(60)]
    assert {d.move for d in decisions} == {PlaceMove(2)}
    assert {d.kind for d in decisions} == {DecisionKind.WINS}
    # Without a win at hand it still plays weaker moves now and then.
    others = {choose_move(tictactoe("X---O----"), 1, open_lines_evaluator, random.Random(seed))
              for seed in range(60)}
    assert len(others) > 1


def test_intermediate_blocks_and_wins_nim() -> None:
    assert choose_move(tictactoe("XX--O----"), 2, open_lines_evaluator, random.Random(0)) \
        == PlaceMove(2)
    for pile in (5, 6, 7, 9, 10, 11):
        move = choose_move(nim(pile), 2, nim_evaluator, random.Random(0))
        assert (pile - move.count) % 4 == 0


def test_beginner_is_deterministic_under_a_seed_but_weaker() -> None:
    state = nim(9)
    first = [choose_move(state, 1, nim_evaluator, random.Random(seed)) for seed in range(60)]
    again = [choose_move(state, 1, nim_evaluator, random.Random(seed)) for seed in range(60)]
    assert first == again
    # The right move (take 1) is the most common, but not the only one.
    assert first.count(TakeMove(1)) > 20
    assert len(set(first)) > 1
    kinds = {decide(state, 1, nim_evaluator, random.Random(seed)).kind for seed in range(60)}
    assert kinds == {DecisionKind.RANDOM, DecisionKind.SAMPLED}


def test_intermediate_and_strong_are_deterministic() -> None:
    state = tictactoe("X---O----")
    for level in (2, 3):
        moves = {choose_move(state, level, open_lines_evaluator, random.Random(s))
                 for s in range(3)}
        assert len(moves) == 1


def test_strong_stays_within_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    # The search's clock moves a millisecond per reading (one every DEFAULT_CHECK_EVERY
    # nodes): the strong level's second is spent after about 1,000 readings on any machine.
    readings = itertools.count()
    monkeypatch.setattr(alphabeta, "clock", lambda: next(readings) / 1000)
    state = tictactoe("", size=4, k=4)
    decision = decide(state, 3, open_lines_evaluator, random.Random(0))
    assert decision.kind is DecisionKind.BEST and decision.depth >= 2
    assert next(readings) <= 1_002


def test_more_than_two_sides_use_mcts() -> None:
    state = nim(7, players=3)
    decision = decide(state, 2, zero_evaluator, random.Random(0))
    assert decision.searcher is SearcherKind.MCTS
    assert decision.move in state.legal_moves()
    beginner = decide(state, get_level(1, {1: {"noise": 0.0}}), zero_evaluator, random.Random(0))
    assert beginner.kind is DecisionKind.SAMPLED


def test_mcts_level() -> None:
    level = Level(LevelName.INTERMEDIATE, SearcherKind.MCTS, mcts_iterations=800)
    first = decide(nim(5), level, zero_evaluator, random.Random(3))
    assert first.move == TakeMove(1)
    assert first.searcher is SearcherKind.MCTS and first.work == 800
    assert decide(nim(5), level, zero_evaluator, random.Random(3)) == first


def test_stop_signal_still_gives_a_legal_move() -> None:
    stop = threading.Event()
    stop.set()
    state = tictactoe("", size=4, k=4)
    for level in (1, 2, 3):
        move = choose_move(state, level, open_lines_evaluator, random.Random(0), stop=stop)
        assert move in state.legal_moves()


def test_order_key_is_accepted() -> None:
    state = tictactoe("XX-OO----")
    move = choose_move(state, 3, open_lines_evaluator, random.Random(0),
                       order_key=lambda m: -m.square)
    assert move == PlaceMove(2)


def test_no_move_for_chance_or_finished_states() -> None:
    state = nim(5, wind=True)
    state.apply(TakeMove(1))
    with pytest.raises(ValueError):
        choose_move(state, 2, zero_evaluator, random.Random(0))
    done = tictactoe("XXXOO----")
    with pytest.raises(ValueError):
        choose_move(done, 2, zero_evaluator, random.Random(0))


def test_pick_by_rank() -> None:
    a, b, c = TakeMove(1), TakeMove(2), TakeMove(3)
    assert pick_by_rank([(a, 1.0), (b, 5.0), (c, 5.0)], 0.0, random.Random(0)) == b
    counts = {a: 0, b: 0, c: 0}
    rng = random.Random(0)
    for _ in range(2000):
        counts[pick_by_rank([(a, -100.0), (b, 5.0), (c, 2.0)], 1.0, rng)] += 1
    # Weights 1, e^-1, e^-2 by rank, whatever the size of the gaps.
    assert counts[b] > counts[c] > counts[a] > 0
    with pytest.raises(ValueError):
        pick_by_rank([], 1.0, rng)


def test_depth_only_level_falls_back_to_mcts_iterations() -> None:
    level = Level(LevelName.INTERMEDIATE, max_depth=3)
    decision = decide(nim(7, players=3), level, zero_evaluator, random.Random(0))
    assert decision.searcher is SearcherKind.MCTS and decision.work > 0
