"""Levels: lookup by number and name, defaults, per-game overrides, validation."""

from __future__ import annotations

import pytest

from accessible_games.ai.levels import (
    DEFAULT_LEVELS,
    Level,
    LevelName,
    SearcherKind,
    UnknownLevelError,
    all_levels,
    get_level,
    parse_level_name,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (1, LevelName.BEGINNER),
        (2, LevelName.INTERMEDIATE),
        (3, LevelName.STRONG),
        ("1", LevelName.BEGINNER),
        (" 3 ", LevelName.STRONG),
        ("beginner", LevelName.BEGINNER),
        ("Intermediate", LevelName.INTERMEDIATE),
        ("STRONG", LevelName.STRONG),
        ("Anfänger", LevelName.BEGINNER),
        ("anfaenger", LevelName.BEGINNER),
        ("mittel", LevelName.INTERMEDIATE),
        ("stark", LevelName.STRONG),
        (LevelName.STRONG, LevelName.STRONG),
    ],
)
def test_level_lookup(text: object, expected: LevelName) -> None:
    assert parse_level_name(text) is expected
    assert get_level(text).name is expected


@pytest.mark.parametrize("text", [0, 4, -1, "", "expert", "4", True, 2.0, None])
def test_unknown_level(text: object) -> None:
    with pytest.raises(UnknownLevelError) as caught:
        parse_level_name(text)
    assert isinstance(caught.value, ValueError)


def test_numbers_and_keys() -> None:
    assert [level.number for level in all_levels()] == [1, 2, 3]
    assert [name.key for name in LevelName] == ["beginner", "intermediate", "strong"]


def test_default_levels() -> None:
    beginner = DEFAULT_LEVELS[LevelName.BEGINNER]
    assert beginner.max_depth is not None and beginner.max_depth <= 2
    assert beginner.noise > 0 and beginner.temperature > 0
    intermediate = DEFAULT_LEVELS[LevelName.INTERMEDIATE]
    assert intermediate.max_depth in (3, 4)
    assert intermediate.time_budget is not None and intermediate.time_budget <= 0.5
    assert intermediate.noise == 0 and intermediate.temperature == 0
    strong = DEFAULT_LEVELS[LevelName.STRONG]
    assert strong.max_depth is None and strong.use_table
    assert strong.time_budget is not None and strong.time_budget <= 1.0
    assert all(level.searcher is SearcherKind.ALPHA_BETA for level in all_levels())


def test_overrides_apply_to_their_level_only() -> None:
    overrides = {"beginner": {"max_depth": 1}, 3: {"time_budget": 1.5},
                 LevelName.INTERMEDIATE: {"searcher": "mcts"}}
    assert get_level(1, overrides).max_depth == 1
    assert get_level("stark", overrides).time_budget == 1.5
    assert get_level(2, overrides).searcher is SearcherKind.MCTS
    assert get_level(1).max_depth == 2
    assert [lv.number for lv in all_levels(overrides)] == [1, 2, 3]


def test_bad_overrides() -> None:
    with pytest.raises(ValueError):
        get_level(1, {"beginner": {"depth": 3}})
    with pytest.raises(ValueError):
        get_level(1, {"beginner": {"noise": 2.0}})
    with pytest.raises(UnknownLevelError):
        get_level(1, {"grandmaster": {"max_depth": 9}})


def test_level_from_mapping() -> None:
    level = Level.from_mapping({"name": "strong", "searcher": "mcts", "mcts_iterations": 50})
    assert level.name is LevelName.STRONG
    assert level.searcher is SearcherKind.MCTS
    assert level.mcts_iterations == 50
    assert level.time_budget == DEFAULT_LEVELS[LevelName.STRONG].time_budget
    with pytest.raises(ValueError):
        Level.from_mapping({"max_depth": 3})


def test_a_level_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        Level(LevelName.STRONG)
    with pytest.raises(ValueError):
        Level(LevelName.STRONG, max_depth=0, time_budget=1.0)
    assert get_level(DEFAULT_LEVELS[LevelName.STRONG]) is DEFAULT_LEVELS[LevelName.STRONG]
