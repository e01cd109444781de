"""Alpha-beta against plain minimax on toy games: exact values, extra turns, chance, budgets."""

from __future__ import annotations

import itertools
import random
import threading

import pytest

from accessible_games.ai import alphabeta
from accessible_games.ai.alphabeta import DEFAULT_CHECK_EVERY, MAX_DEPTH, AlphaBeta, search
from accessible_games.ai.evaluation import (
    WIN_SCORE,
    back_up,
    clamp_heuristic,
    is_decisive,
    plies_to_end,
    terminal_value,
    zero_evaluator,
)
from accessible_games.engine import State, TurnKind
from tests.ai.toys import (
    NimState,
    PlaceMove,
    TakeMove,
    nim,
    nim_evaluator,
    open_lines_evaluator,
    tictactoe,
)


def plain_value(state: State, root: int, depth: int, evaluator,
                slip: float | None = None) -> float:
    """Exhaustive depth-limited minimax/expectimax from ``root``'s point of view (no pruning).

    With ``slip`` the other side's turns are valued as the imagined player plays them: its
    rule's move (``playout_move``) with weight ``1 - slip`` and every legal move alike with the
    rest."""
    kind = state.turn_kind
    if kind is TurnKind.TERMINAL:
        return terminal_value(state.outcome(), root, state.game.num_players)
    if kind is TurnKind.CHANCE:
        total = 0.0
        for move, probability in state.chance_outcomes():
            state.apply(move)
            total += probability * back_up(plain_value(state, root, depth, evaluator, slip))
            state.undo()
        return total
    mover = state.to_move
    if depth <= 0:
        value = clamp_heuristic(evaluator(state, mover))
        return value if mover == root else -value
    values = {}
    for move in state.legal_moves():
        state.apply(move)
        values[move] = back_up(plain_value(state, root, depth - 1, evaluator, slip))
        state.undo()
    if mover == root:
        return max(values.values())
    if slip is None:
        return min(values.values())
    rule = state.playout_move(random.Random(0))
    mean = sum(values.values()) / len(values)
    return (1 - slip) * values[rule] + slip * mean


def snapshot(state: State) -> tuple:
    return (state.to_text(), state.key(), len(state.moves))


@pytest.mark.parametrize("position", ["X---O----", "XO--X----", "X-O-X-O--", "XX-OO----"])
@pytest.mark.parametrize("use_table", [True, False])
def test_tictactoe_exact_value_matches_minimax(position: str, use_table: bool) -> None:
    state = tictactoe(position)
    expected = plain_value(state, state.to_move, 9, zero_evaluator)
    result = search(state, zero_evaluator, max_depth=9, use_table=use_table)
    assert result.value == expected
    assert result.solved
    # The chosen move really has the best value.
    state.apply(result.move)
    assert back_up(plain_value(state, 0 if state.to_move == 1 else 1, 9, zero_evaluator)) \
        == expected
    state.undo()


@pytest.mark.parametrize("bonus", [False, True])
@pytest.mark.parametrize("wind", [False, True])
@pytest.mark.parametrize("pile", range(1, 8))
def test_nim_exact_value_matches_minimax(pile: int, bonus: bool, wind: bool) -> None:
    state = nim(pile, bonus=bonus, wind=wind)
    expected = plain_value(state, 0, 99, zero_evaluator)
    for use_table in (True, False):
        result = search(state, zero_evaluator, max_depth=MAX_DEPTH, use_table=use_table)
        assert result.value == pytest.approx(expected, abs=1e-9)


@pytest.mark.parametrize(
    ("make", "evaluator", "depths"),
    [
        (lambda: tictactoe("X--------"), open_lines_evaluator, (1, 2, 3)),
        (lambda: tictactoe("X---O-X--"), open_lines_evaluator, (1, 2, 3, 4)),
        (lambda: nim(20, bonus=True), nim_evaluator, (1, 2, 3, 4, 5)),
        (lambda: nim(12, bonus=True, wind=True), nim_evaluator, (1, 2, 3)),
    ],
)
def test_depth_limited_value_matches_minimax(make, evaluator, depths) -> None:
    state = make()
    for depth in depths:
        expected = plain_value(state, state.to_move, depth, evaluator)
        result = search(state, evaluator, max_depth=depth, use_table=False)
        assert result.depth == depth
        assert result.value == pytest.approx(expected, abs=1e-9), depth


def test_finds_win_in_one() -> None:
    state = tictactoe("XX-OO----")
    result = search(state, open_lines_evaluator, max_depth=4)
    assert result.move == PlaceMove(2)
    assert result.value == WIN_SCORE - 1
    assert plies_to_end(result.value) == 1
    assert result.solved


def test_finds_forced_win_by_fork() -> None:
    # X on a1 and c3 (corners), O in the centre's edge b1: X forks with a3 or c1.
    state = tictactoe("XO--X---O")
    expected = plain_value(state, 0, 9, zero_evaluator)
    assert is_decisive(expected) and expected > 0
    result = search(state, zero_evaluator, max_depth=9)
    assert result.value == expected
    state.apply(result.move)
    assert back_up(plain_value(state, 0, 9, zero_evaluator)) == expected
    state.undo()


def test_prefers_the_faster_win() -> None:
    # Pile 3: taking all three wins at once; anything else wins later or loses.
    result = search(nim(3), zero_evaluator, max_depth=10)
    assert result.move == TakeMove(3)
    assert result.value == WIN_SCORE - 1


def test_extra_turn_keeps_the_perspective() -> None:
    # Plain Nim: a pile of 4 is lost for the mover. With the bonus rule, taking 2 gives an extra
    # turn and then taking the last 2 wins.
    plain = search(nim(4), zero_evaluator, max_depth=10)
    assert plain.value < 0 and is_decisive(plain.value)
    bonus = search(nim(4, bonus=True), zero_evaluator, max_depth=10)
    assert bonus.move == TakeMove(2)
    assert bonus.value == WIN_SCORE - 2
    assert bonus.pv == (TakeMove(2), TakeMove(2))


def test_chance_value_is_an_expectation() -> None:
    # Pile 2 with wind: taking 2 wins at once; taking 1 leaves the wind a half chance of a draw.
    state = nim(2, wind=True)
    result = search(state, zero_evaluator, max_depth=5)
    assert result.move == TakeMove(2)
    scores = AlphaBeta(zero_evaluator).score_moves(state, 5)
    by_move = {s.move: s.score for s in scores}
    assert by_move[TakeMove(2)] == WIN_SCORE - 1
    # take 1 -> wind 0 (opponent takes the last stone: loss) or wind 1 (draw).
    assert by_move[TakeMove(1)] == pytest.approx(back_up(0.5 * back_up(-(WIN_SCORE - 1))))


def test_deterministic_and_ties_broken_by_legal_order() -> None:
    state = tictactoe("", size=4, k=4)
    first = search(state, open_lines_evaluator, max_depth=3)
    second = search(state, open_lines_evaluator, max_depth=3)
    assert (first.move, first.value, first.nodes, first.pv) == \
        (second.move, second.value, second.nodes, second.pv)
    # On an empty 3x3 board every move draws: the first legal move is chosen.
    result = search(tictactoe(), zero_evaluator, max_depth=9)
    assert result.value == 0.0
    assert result.move == PlaceMove(0)
    # With a flat evaluator at depth 1 all moves tie as well.
    assert search(tictactoe("", 4, 4), zero_evaluator, max_depth=1).move == PlaceMove(0)


def test_tie_prefers_earlier_move_even_when_found_later() -> None:
    # Ordering hint puts the last square first; ties must still go to the first legal move.
    state = tictactoe("", 4, 4)
    result = search(state, zero_evaluator, max_depth=2, order_key=lambda m: m.square)
    assert result.move == PlaceMove(0)


def test_time_budget_is_respected_and_state_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    # A clock that moves a millisecond each time it is read: the budget of 0.2 s runs out
    # after 200 readings, one every DEFAULT_CHECK_EVERY nodes, whatever the machine's speed.
    readings = itertools.count()
    monkeypatch.setattr(alphabeta, "clock", lambda: next(readings) / 1000)
    state = tictactoe("", size=4, k=4)
    before = snapshot(state)
    result = search(state, open_lines_evaluator, time_limit=0.2)
    # It stops mid-iteration at the deadline, or before an iteration it has no time for.
    assert not result.solved and 1 <= result.depth < MAX_DEPTH
    assert result.elapsed <= 0.201
    assert result.nodes <= 201 * DEFAULT_CHECK_EVERY
    assert result.move in state.legal_moves()
    assert snapshot(state) == before


def test_stop_signal_interrupts() -> None:
    state = tictactoe("", size=4, k=4)
    before = snapshot(state)
    stop = threading.Event()
    timer = threading.Timer(0.1, stop.set)
    timer.start()
    try:
        result = search(state, open_lines_evaluator, max_depth=MAX_DEPTH, stop=stop)
    finally:
        timer.cancel()
    assert result.interrupted and result.depth < MAX_DEPTH
    assert result.move in state.legal_moves()
    assert snapshot(state) == before


def test_stop_before_start_still_answers() -> None:
    stop = threading.Event()
    stop.set()
    state = tictactoe("", size=4, k=4)
    result = AlphaBeta(open_lines_evaluator, check_every=1).search(state, max_depth=5, stop=stop)
    assert result.depth == 0 and result.interrupted
    assert result.move in state.legal_moves()


def test_principal_variation_is_legal() -> None:
    state = tictactoe("X---O----")
    result = search(state, zero_evaluator, max_depth=9)
    assert result.pv[0] == result.move
    copy = state.copy()
    for move in result.pv:
        assert move in copy.legal_moves()
        copy.apply(move)


def test_table_is_reused_between_searches() -> None:
    searcher = AlphaBeta(open_lines_evaluator)
    state = tictactoe("X--------")
    first = searcher.search(state, max_depth=9)
    assert searcher.table is not None and len(searcher.table) > 0
    again = searcher.search(state, max_depth=9)
    assert again.value == first.value
    assert again.nodes < first.nodes


def test_three_sides_are_refused() -> None:
    with pytest.raises(ValueError):
        search(nim(5, players=3), zero_evaluator, max_depth=3)


def test_needs_a_limit_and_a_player_turn() -> None:
    with pytest.raises(ValueError):
        search(nim(5), zero_evaluator)
    state = nim(5, wind=True)
    state.apply(TakeMove(1))
    assert state.turn_kind is TurnKind.CHANCE
    with pytest.raises(ValueError):
        search(state, zero_evaluator, max_depth=2)


def greedy_take(state: State, rng: random.Random) -> TakeMove | None:
    """The imagined Nim player's rule: take as many stones as allowed."""
    legal = state.legal_moves()
    return legal[-1] if legal else None  # type: ignore[return-value]


@pytest.mark.parametrize("slip", [0.0, 0.3, 1.0])
@pytest.mark.parametrize(("pile", "wind"), [(9, False), (13, False), (10, True)])
def test_an_imagined_opponent_is_valued_by_its_rule_and_its_slips(
        monkeypatch, slip: float, pile: int, wind: bool) -> None:
    monkeypatch.setattr(NimState, "playout_move", greedy_take, raising=False)
    state = nim(pile, bonus=True, wind=wind)
    for depth in (1, 2, 3, 4):
        expected = plain_value(state, 0, depth, nim_evaluator, slip)
        searcher = AlphaBeta(nim_evaluator, use_table=False, opponent_slip=slip)
        result = searcher.search(state, max_depth=depth)
        assert result.value == pytest.approx(expected, abs=1e-9), depth
        assert result.value == pytest.approx(
            AlphaBeta(nim_evaluator, opponent_slip=slip).search(state, max_depth=depth).value,
            abs=1e-9)


def test_an_imagined_greedy_opponent_lets_the_searcher_set_a_trap() -> None:
    # Pile 6, searched to the end. Against the best reply only "take 2" wins (4 left).
    # Against a player who always takes as many as it may (slipping never):
    #   take 1: 5 left, it takes 3, 2 left, the searcher takes both and wins on ply 3;
    #   take 2: 4 left, it takes 3, 1 left, the searcher takes it and wins on ply 3;
    #   take 3: 3 left, it takes all three and wins.
    # "take 1" and "take 2" tie, and the first in legal order is kept: "take 1", which the
    # worst case calls lost (from 5 the best reply takes 1 and leaves 4).
    state = nim(6)
    assert search(state, zero_evaluator, max_depth=9).move == TakeMove(2)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(NimState, "playout_move", greedy_take, raising=False)
        result = AlphaBeta(zero_evaluator, opponent_slip=0.0).search(state, max_depth=9)
    assert result.move == TakeMove(1)
    assert result.value == WIN_SCORE - 3
