"""A position repeated on the search line is valued as the game says (``State.repetition_outcome``).

Most games leave the default, a draw. Oware (D3.2) ends a position that keeps coming back with
each side taking the seeds on its own side, so a repetition can win or lose there; the search
has to know it, or it walks into a lost ending thinking it is a draw and lets a won one slip.

Oware pits in the position text: South's houses 1-6 / South's store / North's houses 1-6 /
North's store, then the side to move. 48 seeds, so 25 win.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.alphabeta import AlphaBeta
from accessible_games.ai.bot import decide
from accessible_games.ai.evaluation import plies_to_end, zero_evaluator
from accessible_games.ai.levels import Level, LevelName
from accessible_games.engine import EndReason, State
from accessible_games.games.mancala import sowing
from accessible_games.lineup import REGISTRY, ai_hooks


@pytest.mark.parametrize("text, scores", [
    # 3 + 22 = 25 for South, 1 + 22 = 23 for North.
    ("3,0,0,0,0,0/22/1,0,0,0,0,0/22 S", (25, 23)),
    # 1 + 23 each: a draw.
    ("1,0,0,0,0,0/23/1,0,0,0,0,0/23 N", (24, 24)),
    # North's side holds 4: 20 + 0 against 24 + 4.
    ("0,0,0,0,0,0/20/0,0,2,0,2,0/24 S", (20, 28)),
])
def test_oware_repetition_outcome_gives_each_side_its_own_seeds(
    text: str, scores: tuple[int, int]
) -> None:
    state = REGISTRY.create("oware").parse_position(text)
    before = state.to_text()
    outcome = state.repetition_outcome()
    assert outcome is not None and outcome.reason is EndReason.REPETITION
    assert outcome.scores == scores
    assert outcome.is_draw == (scores[0] == scores[1])
    if not outcome.is_draw:
        assert outcome.winners == frozenset({0 if scores[0] > scores[1] else 1})
    assert state.to_text() == before  # asking changes nothing


@pytest.mark.parametrize("game_id", ["kalah", "checkers", "reversi", "breakthrough"])
def test_other_games_value_a_repetition_as_a_draw(game_id: str) -> None:
    assert REGISTRY.create(game_id).new_state().repetition_outcome() is None


def test_a_forced_oware_cycle_is_valued_as_its_sweep() -> None:
    # One seed each in house 1; every turn has exactly one move, the seed steps on. After 6
    # steps each (12 plies) the position is back with South to move (seeds are alike). Kept
    # coming back, each side keeps its one seed: South 24 + 1 = 25, North 22 + 1 = 23. The
    # search meets the repetition at ply 12 and must call it South's win there, not a draw.
    text = "1,0,0,0,0,0/24/1,0,0,0,0,0/22 S"
    state = REGISTRY.create("oware").parse_position(text)
    result = AlphaBeta(zero_evaluator).search(state, max_depth=14)
    assert result.value > 0 and plies_to_end(result.value) == 12
    # The game itself ends at the third occurrence, ply 24, with that very score.
    for _ in range(24):
        assert not state.is_terminal()
        (move,) = state.legal_moves()
        state.apply(move)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.REPETITION
    assert outcome.scores == (25, 23) and outcome.winners == frozenset({0})


def _play_both_sides(text: str, depth: int) -> tuple[State, int]:
    """The strong level at a fixed ``depth`` plays both Oware sides from ``text`` to the end."""
    state = REGISTRY.create("oware").parse_position(text)
    hooks = ai_hooks("oware")
    level = Level(LevelName.STRONG, max_depth=depth, time_budget=None)
    rng = random.Random(0)
    plies = 0
    while not state.is_terminal() and plies < 200:
        state.apply(decide(state, level, hooks.evaluate, rng, order_key=hooks.order_key).move)
        plies += 1
    return state, plies


# South has two seeds on its side (houses 3 and 4), North one (house 4); stores 23 and 22. If the
# position keeps coming back, South scores 23 + 2 = 25 and wins. South can keep its two seeds at
# home and walk them round while North's single seed walks too, so the position comes back;
# taken for a draw, South instead feeds its seeds across and is left unable to move: North
# collects 25 (found by the search with repetition read as a draw, the bug this fixes).
WON_BY_REPETITION = "0,0,1,1,0,0/23/0,0,0,1,0,0/22 S"


def test_the_search_wins_an_oware_ending_by_repetition() -> None:
    state, plies = _play_both_sides(WON_BY_REPETITION, depth=12)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.REPETITION
    assert outcome.scores == (25, 23) and outcome.winners == frozenset({0})
    assert plies <= 30


def test_reading_the_repetition_as_a_draw_loses_that_ending(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The control: with the default hook (a draw) the same search does not win it.
    monkeypatch.setattr(sowing.MancalaState, "repetition_outcome", State.repetition_outcome)
    state, _ = _play_both_sides(WON_BY_REPETITION, depth=12)
    outcome = state.outcome()
    assert outcome is not None and 0 not in outcome.winners
