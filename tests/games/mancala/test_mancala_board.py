"""The mancala board layout and the rules-as-data checks (Kalah's 14 pits and variants)."""

from __future__ import annotations

import pytest

from accessible_games.games.mancala.board import (
    CaptureRule,
    Direction,
    EndRule,
    Layout,
    SowingRules,
    SweepTarget,
    landing,
    sow,
)


def test_kalah_layout() -> None:
    layout = Layout(SowingRules())
    assert layout.size == 14
    assert layout.stores == (6, 13)
    assert list(layout.houses_of(0)) == [0, 1, 2, 3, 4, 5]
    assert list(layout.houses_of(1)) == [7, 8, 9, 10, 11, 12]
    # South's house 1 faces North's house 6; South's house 6 faces North's house 1.
    assert layout.opposite(0) == 12 and layout.opposite(5) == 7
    assert layout.house_number(9) == 3 and layout.pit_of(1, 3) == 9
    assert layout.owner(6) == 0 and layout.owner(13) == 1


def test_rings_skip_the_opponents_store() -> None:
    layout = Layout(SowingRules())
    assert 13 not in layout.ring[0] and 6 in layout.ring[0]
    assert 6 not in layout.ring[1] and 13 in layout.ring[1]
    # After North's store comes South's house 1; after North's house 6, North's store.
    assert layout.next_pit[1][13] == 0 and layout.next_pit[1][12] == 13
    assert layout.next_pit[0][12] == 0 and layout.next_pit[1][5] == 7


def test_clockwise_and_store_choices_are_table_data() -> None:
    # Clockwise with no store sown: South's house 2 (pit 1) is followed by house 1 (pit 0), then
    # (North's store skipped) by North's house 6 (pit 12) and house 5 (pit 11).
    rules = SowingRules(direction=Direction.CLOCKWISE, sow_own_store=False)
    layout = Layout(rules)
    assert layout.next_pit[0][1] == 0 and layout.next_pit[0][0] == 12
    pits = [0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    path: list[int] = []
    assert sow(pits, 1, 0, layout, path) == 11
    assert path == [0, 12, 11]


def test_landing_around_the_board() -> None:
    # 13 seeds from South's house 1 end in that house (empty: 1 seed) facing pit 12 (0 + 1).
    layout = Layout(SowingRules())
    pits = [13] + [0] * 13
    assert landing(pits, 0, 0, layout) == (0, 1, 1)


@pytest.mark.parametrize(
    "rules",
    [
        SowingRules(relay=True),
        SowingRules(capture=CaptureRule.COUNTS, capture_counts=(2, 3)),
        SowingRules(must_feed=True),
        SowingRules(skip_start_house=True),
        SowingRules(sweep=SweepTarget.OPPONENT),
    ],
)
def test_the_engine_now_supports_every_listed_rule(rules: SowingRules) -> None:
    # Relay, counts, must-feed, start-house skip and the opponent sweep are all implemented.
    rules.check_supported()


@pytest.mark.parametrize(
    "rules",
    [
        SowingRules(relay=True, skip_start_house=True),
        SowingRules(capture=CaptureRule.COUNTS),
        SowingRules(capture=CaptureRule.COUNTS, capture_counts=(2, 3), relay=True),
        SowingRules(end=EndRule.ROUNDS, sweep=SweepTarget.OPPONENT),
        SowingRules(houses=0),
        SowingRules(repetitions=1),
    ],
)
def test_nonsense_combinations_are_refused(rules: SowingRules) -> None:
    with pytest.raises(NotImplementedError):
        rules.check_supported()
