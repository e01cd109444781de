"""Kalah typed moves, illegal attempts with their reasons, and the position text format."""

from __future__ import annotations

import pytest

from accessible_games.engine import (
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    ReasonCode,
)
from accessible_games.games.mancala.kalah import KalahGame, KalahMove

AFTER_3 = "4,4,0,5,5,5/1/4,4,4,4,4,4/0 S"
"""South has sown house 3 and moves again; South's house 3 is empty."""


@pytest.mark.parametrize(
    "text", ["3", "house 3", "House 3", "Haus 3", "h3", "H 3", " house3 ", "3.",
             # The other words for a house: play-testing, "mulde 3" was "I cannot read".
             "pit 3", "Mulde 3"]
)
def test_typed_forms_south(text: str) -> None:
    # South's house 3 is pit 2.
    assert KalahGame().new_state().parse_move(text) == KalahMove(2)


def test_house_numbers_are_the_movers() -> None:
    # North's house 3 is pit 9 (North's houses 1-6 are pits 7-12 in North's sowing order).
    state = KalahGame().parse_position("4,4,4,4,4,4/0/4,4,4,4,4,4/0 N")
    move = state.parse_move("Haus 3")
    assert move == KalahMove(9)
    assert move.notation == "3"


@pytest.mark.parametrize("text", ["", "x", "house", "c3", "3-4", "house three"])
def test_unreadable(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        KalahGame().new_state().parse_move(text)


@pytest.mark.parametrize("text", ["0", "7", "house 12", "-1"])
def test_off_board(text: str) -> None:
    with pytest.raises(IllegalMoveError) as info:
        KalahGame().new_state().parse_move(text)
    assert info.value.reason.code is ReasonCode.OFF_BOARD


def test_empty_house() -> None:
    state = KalahGame().parse_position(AFTER_3)
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move("3")
    reason = info.value.reason
    assert reason.code is ReasonCode.EMPTY_HOUSE
    assert reason.locations == (2,)
    # The alternatives are the legal moves: South's houses 1, 2, 4, 5, 6.
    assert reason.alternatives == tuple(KalahMove(p) for p in (0, 1, 3, 4, 5))


def test_explain_other_places() -> None:
    state = KalahGame().new_state()
    assert state.explain((8,)).code is ReasonCode.NOT_YOUR_HOUSE
    assert state.explain((6,)).code is ReasonCode.NOT_PLAYABLE
    assert state.explain((13,)).code is ReasonCode.NOT_PLAYABLE
    assert state.explain((20,)).code is ReasonCode.OFF_BOARD


def test_play_refuses_illegal_move() -> None:
    state = KalahGame().parse_position(AFTER_3)
    with pytest.raises(IllegalMoveError) as info:
        state.play(KalahMove(2))
    assert info.value.reason.code is ReasonCode.EMPTY_HOUSE


def test_game_over() -> None:
    state = KalahGame().parse_position("0,0,0,0,0,0/24/0,0,0,0,0,0/24 S")
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move("1")
    assert info.value.reason.code is ReasonCode.GAME_OVER


@pytest.mark.parametrize(
    "text",
    [
        "4,4,4,4,4,4/0/4,4,4,4,4,4/0 N",
        "0,1,2,3,4,15/7/0,0,0,0,0,1/9 S",
        "13,0,0,0,0,0/0/1,1,1,1,1,1/0 S",
    ],
)
def test_position_round_trip(text: str) -> None:
    assert KalahGame().parse_position(text).to_text() == text


def test_position_reads_the_pits() -> None:
    state = KalahGame().parse_position("1,2,3,4,5,6/7/8,9,10,11,12,13/14 n")
    assert state.pits == list(range(1, 15))
    assert state.to_move == 1


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "board and the side"),
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0", "board and the side"),
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0 X", "not S or N"),
        ("4,4,4,4,4,4/0/4,4,4,4,4,4 S", "need 4"),
        ("4,4,4,4,4/0/4,4,4,4,4,4/0 S", "South's houses: 5 numbers"),
        ("4,4,4,4,4,4/0/4,4,4,4,4,4,4/0 S", "North's houses: 7 numbers"),
        ("4,4,4,4,4,4/0,1/4,4,4,4,4,4/0 S", "South's store: 2 numbers"),
        ("4,4,4,-4,4,4/0/4,4,4,4,4,4/0 S", "negative"),
        ("4,4,4,4,4,4/0/4,4,a,4,4,4/0 S", "not a number"),
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/ S", "not a number"),
    ],
)
def test_malformed_positions(text: str, problem: str) -> None:
    with pytest.raises(InvalidPositionError) as info:
        KalahGame().parse_position(text)
    assert problem in info.value.problem


def test_options() -> None:
    assert KalahGame({"seeds": "6"}).rules.seeds == 6
    assert KalahGame({"empty_capture": "yes"}).rules.empty_capture is True
    with pytest.raises(InvalidOptionError):
        KalahGame({"seeds": "7"})
    with pytest.raises(InvalidOptionError):
        KalahGame({"houses": "7"})
