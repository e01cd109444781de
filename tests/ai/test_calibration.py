"""Levels calibrated per game: the standard levels take each game's tuning, custom ones do not."""

from __future__ import annotations

import random

from accessible_games.ai import levels
from accessible_games.ai.bot import decide
from accessible_games.ai.evaluation import zero_evaluator
from accessible_games.ai.levels import (
    DEFAULT_LEVELS,
    GAME_LEVELS,
    INTERMEDIATE_BAND,
    Level,
    LevelName,
    calibrated,
    level_for,
)
from accessible_games.lineup import REGISTRY


def test_every_calibrated_game_exists_and_its_changes_are_valid():
    ids = set(REGISTRY.ids())
    for game_id, per_level in GAME_LEVELS.items():
        assert game_id in ids, game_id
        for name in per_level:
            level = calibrated(DEFAULT_LEVELS[name], game_id)
            assert level.name is name
            assert level != DEFAULT_LEVELS[name], f"{game_id} {name}: nothing changes"


def test_checkers_intermediate_searches_as_deep_as_its_time_allows():
    # The intermediate level used to stop at depth 4 after a hundredth of its 0.3 seconds.
    level = calibrated(level_for(2), "checkers")
    assert level.max_depth is None
    assert level.time_budget == DEFAULT_LEVELS[LevelName.INTERMEDIATE].time_budget


def test_a_custom_level_is_played_as_it_is():
    custom = Level(LevelName.INTERMEDIATE, max_depth=4, time_budget=0.3, mcts_iterations=1_000)
    assert custom == DEFAULT_LEVELS[LevelName.INTERMEDIATE]
    assert calibrated(custom, "checkers") is custom


def test_a_game_without_calibration_keeps_the_standard_level():
    standard = level_for(3)
    assert calibrated(standard, "no-such-game") is standard


def test_the_bot_applies_the_calibration_to_a_standard_level(monkeypatch):
    # A stand-in calibration: checkers' intermediate level searches one ply, no clock.
    stand_in = {"checkers": {LevelName.INTERMEDIATE: {"max_depth": 1, "time_budget": None}}}
    monkeypatch.setattr(levels, "GAME_LEVELS", stand_in)
    state = REGISTRY.create("checkers").new_state()
    decision = decide(state, level_for(2), zero_evaluator, random.Random(0))
    assert decision.depth == 1
    # The same level's twin built by hand is not the standard object: no calibration.
    twin = Level(LevelName.INTERMEDIATE, max_depth=2, time_budget=None)
    assert decide(state, twin, zero_evaluator, random.Random(0)).depth == 2


def test_the_band_is_a_proper_share():
    low, high = INTERMEDIATE_BAND
    assert 0.0 < low < high < 1.0
