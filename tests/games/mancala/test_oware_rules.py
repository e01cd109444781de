"""Oware rules on hand-made positions, each answer worked out from the rules in the comments.

Pits: 0-5 South's houses 1-6, 6 South's store, 7-12 North's houses 1-6, 13 North's store.
Seeds go 0, 1, ..., 5, 7, ..., 12 and back to 0; the stores are never sown into. Position text:
South's houses / South's store / North's houses / North's store, side to move.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import EndReason, IllegalMoveError, ReasonCode, TurnKind
from accessible_games.engine.events import GameEnded, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.events import ChainCaptured, GrandSlamMade
from accessible_games.games.mancala.oware import OwareGame, OwareMove
from accessible_games.games.mancala.sowing import Refusal


def play_house(text: str, house: str, **options: object):
    """Parse ``text``, play the typed ``house``; return (state, events)."""
    state = OwareGame(options).parse_position(text)
    move = state.parse_move(house)
    return state, state.play(move)


def test_start_position_and_seeds_option() -> None:
    state = OwareGame().new_state()
    assert state.to_text() == "4,4,4,4,4,4/0/4,4,4,4,4,4/0 S"
    assert [m.notation for m in state.legal_moves()] == ["1", "2", "3", "4", "5", "6"]
    assert OwareGame({"seeds": 6}).new_state().total_seeds == 72


def test_twelve_seeds_skip_the_start_house() -> None:
    # 12 seeds from South's house 4 (pit 3): houses 5, 6 (2), North 1-6 (6), houses 1-3 (3) is
    # 11 seeds; house 4 is skipped, so the 12th falls in house 5 (pit 4). Own side: no capture.
    state, events = play_house("0,0,0,12,0,0/0/1,1,1,1,1,1/0 S", "4")
    path = (4, 5, 7, 8, 9, 10, 11, 12, 0, 1, 2, 4)
    assert events == (Sown(0, 3, 12, path),)
    assert state.to_text() == "1,1,1,0,2,1/0/2,2,2,2,2,2/0 N"


def test_lap_then_chained_capture_of_three_two_two() -> None:
    # 16 seeds from South's house 4: one lap of 11 (house 4 skipped), then houses 5, 6 and North
    # 1, 2, 3. North 1 and 2 (empty) now hold 2 each, North 3 (1 seed) holds 3: the last seed
    # makes 3, so North 3, 2 and 1 are captured going backward (3 + 2 + 2 = 7); the chain stops
    # at South's house 6, the own side. North 4-6 keep a seed each: not a grand slam.
    state, events = play_house("0,0,0,16,0,0/10/0,0,1,0,0,0/10 S", "4")
    assert events[0] == Sown(0, 3, 16, (4, 5, 7, 8, 9, 10, 11, 12, 0, 1, 2, 4, 5, 7, 8, 9))
    assert events[1] == ChainCaptured(0, (9, 8, 7), (3, 2, 2))
    assert events[2] == SeedsCaptured(0, (9, 8, 7), 7)
    assert state.to_text() == "1,1,1,0,2,2/17/0,0,0,1,1,1/10 N"


def test_chain_stops_at_a_house_that_is_not_two_or_three() -> None:
    # South's house 6 (pit 5), 3 seeds: North 1 (1 -> 2), North 2 (3 -> 4), North 3 (1 -> 2).
    # The last makes 2 in North 3: captured; North 2 holds 4, so the chain stops there; North 1
    # (2) is not taken although it holds 2.
    state, events = play_house("1,0,0,0,0,3/0/1,3,1,5,0,0/0 S", "6")
    assert events[1:] == (ChainCaptured(0, (9,), (2,)), SeedsCaptured(0, (9,), 2))
    assert state.to_text() == "1,0,0,0,0,0/2/2,4,0,5,0,0/0 N"


def test_chain_stops_at_the_own_side() -> None:
    # South's house 5 (pit 4), 3 seeds: house 6 (1 -> 2), North 1 (1 -> 2), North 2 (2 -> 3).
    # North 2 and North 1 are captured (3 + 2); South's house 6 holds 2 but is South's own.
    state, events = play_house("1,0,0,0,3,1/0/1,2,0,4,0,0/0 S", "5")
    assert events[1:] == (ChainCaptured(0, (8, 7), (3, 2)), SeedsCaptured(0, (8, 7), 5))
    assert state.to_text() == "1,0,0,0,0,2/5/0,0,0,4,0,0/0 N"


def test_no_capture_on_the_own_side_or_with_other_counts() -> None:
    # South's house 1 with 1 seed makes house 2 hold 2: own side, nothing is captured.
    state, events = play_house("1,1,0,0,0,0/0/1,1,1,1,1,1/0 S", "1")
    assert len(events) == 1 and state.store(0) == 0
    # South's house 6 with 1 seed makes North 1 hold 4: not 2 or 3.
    state, events = play_house("1,0,0,0,0,1/0/3,1,1,1,1,1/0 S", "6")
    assert len(events) == 1 and state.store(0) == 0


def test_must_feed_choice() -> None:
    # North has no seeds. South's house 1 (1 seed) and house 5 (1 seed) stay on South's side;
    # house 3 (5 seeds: houses 4, 5, 6, North 1, 2) and house 6 (1 seed: North 1) feed North.
    state = OwareGame().parse_position("1,0,5,0,1,1/20/0,0,0,0,0,0/20 S")
    assert [m.notation for m in state.legal_moves()] == ["3", "6"]
    assert state.refusal(0) is Refusal.MUST_FEED and state.refusal(2) is None
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move("1")
    assert info.value.reason.code is ReasonCode.PIECE_HAS_NO_MOVES
    assert info.value.reason.alternatives == (OwareMove(2), OwareMove(5))


def test_no_feed_ending() -> None:
    # South's house 6 (1 seed) goes to North 1 (0 -> 1): no capture. South's side is now empty
    # and North must feed it: North 1 (1 seed) reaches North 2 only, North 5 (1 seed) North 6
    # only. No move feeds South, so the game ends and North keeps its 2 seeds: 20 + 2 = 22
    # against South's 20 (of 42): North wins.
    state, events = play_house("0,0,0,0,0,1/20/0,0,0,0,1,0/20 S", "6")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason is EndReason.NO_MOVES
    assert outcome.scores == (20, 22) and outcome.winners == {1}
    assert events == (Sown(0, 5, 1, (7,)), SeedsSwept(1, 2), GameEnded(outcome))
    assert state.turn_kind is TurnKind.TERMINAL and state.legal_moves() == []


GRAND_SLAM = "0,0,0,0,0,2/8/1,2,0,0,0,0/9 S"
"""South's house 6 (2 seeds) makes North 1 hold 2 and North 2 hold 3: all of North's seeds.
22 seeds in all, so neither store reaches more than half (11) by this move."""


def test_grand_slam_captures_nothing_by_default() -> None:
    # As GRAND_SLAM, with one more seed in South's house 5 so the game goes on afterwards.
    state, events = play_house("0,0,0,0,1,2/8/1,2,0,0,0,0/9 S", "6")
    assert events == (Sown(0, 5, 2, (7, 8)), GrandSlamMade(0, (8, 7), 5, False))
    assert state.to_text() == "0,0,0,0,1,0/8/2,3,0,0,0,0/9 N"


def test_grand_slam_forbidden_while_another_move_exists() -> None:
    # South's house 1 (1 seed) is another move, so house 6 may not be played.
    game = OwareGame({"grand_slam": "forbidden"})
    state = game.parse_position("1,0,0,0,0,2/8/1,2,0,0,0,0/9 S")
    assert [m.notation for m in state.legal_moves()] == ["1"]
    assert state.refusal(5) is Refusal.GRAND_SLAM
    assert state.explain((5,)).code is ReasonCode.PIECE_HAS_NO_MOVES
    # As the only move it must be made, and it captures nothing. South's side is then empty and
    # North cannot feed it (North 1: 2 seeds, North 2: 3 seeds stay on North's side): the game
    # ends and North keeps its 5 seeds, 14 to 8.
    state, events = play_house(GRAND_SLAM, "6", grand_slam="forbidden")
    assert events[1] == GrandSlamMade(0, (8, 7), 5, False)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.NO_MOVES
    assert outcome.scores == (8, 14)


def test_grand_slam_capture_all() -> None:
    # The capture is made: South 3 + 5 = 8 (of 21; no majority). North has no seeds and cannot
    # move: the game ends and South keeps the 4 seeds on its side: 12 to 9.
    state, events = play_house("2,2,0,0,0,2/3/1,2,0,0,0,0/9 S", "6", grand_slam="capture_all")
    assert events[1] == GrandSlamMade(0, (8, 7), 5, True)
    assert events[3] == SeedsCaptured(0, (8, 7), 5)
    assert events[4] == SeedsSwept(0, 4)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.NO_MOVES
    assert outcome.scores == (12, 9) and outcome.winners == {0}


def test_majority_ends_the_game() -> None:
    # South's house 6 (1 seed) makes North 1 hold 2 (North 2 keeps 1): South captures 2 and has
    # 25 of 48, more than half: South wins at once; the stores are the score.
    state, _ = play_house("3,0,0,0,0,1/23/1,1,0,0,0,0/19 S", "6")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.MAJORITY
    assert outcome.scores == (25, 19) and outcome.winners == {0}


def test_draw_at_24_each() -> None:
    # South's last seed goes to North 1 (no capture: 1); North cannot feed South (North 1 and 5
    # hold one seed each and stay on North's side), so North keeps its 2 seeds: 24 to 24.
    state, _ = play_house("0,0,0,0,0,1/24/0,0,0,0,1,0/22 S", "6")
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.scores == (24, 24)


@pytest.mark.parametrize("repetitions, plies", [(3, 24), (2, 12)])
def test_repeated_position_ends_the_game(repetitions: int, plies: int) -> None:
    # One seed each in house 1. Every turn there is exactly one move: the mover's only seed steps
    # on. After 6 steps each (12 plies) South's seed lies in North's house 1 and North's in
    # South's house 1, South to move: the start position again (seeds are alike). Its third
    # occurrence comes after 24 plies (D3.2); each side then keeps the seed on its side: 24-24.
    state = OwareGame({"repetitions": repetitions}).parse_position(
        "1,0,0,0,0,0/23/1,0,0,0,0,0/23 S"
    )
    for _ in range(plies - 1):
        assert len(state.legal_moves()) == 1
        state.play(state.legal_moves()[0])
    assert not state.is_terminal()
    events = state.play(state.legal_moves()[0])
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.REPETITION
    assert outcome.scores == (24, 24) and outcome.is_draw
    assert SeedsSwept(0, 1) in events and SeedsSwept(1, 1) in events
    # Undo takes the count back: the game runs again.
    state.undo()
    assert not state.is_terminal()


def test_repetition_counts_survive_apply_and_undo() -> None:
    state = OwareGame().new_state()
    key = state.key()
    state.apply(state.legal_moves()[0])
    state.undo()
    assert state._seen == {key: 1}
