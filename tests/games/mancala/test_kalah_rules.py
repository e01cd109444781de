"""Kalah rules on hand-made positions, each answer worked out from the rules in the comments.

Pits: 0-5 South's houses 1-6, 6 South's store, 7-12 North's houses 1-6, 13 North's store.
House k of one side faces house 7-k of the other (pit i faces pit 12-i). Position text:
South's houses / South's store / North's houses / North's store, side to move.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import EndReason, TurnKind
from accessible_games.engine.details import DetailedOutcome
from accessible_games.engine.events import ExtraTurn, GameEnded, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.board import EmptySide
from accessible_games.games.mancala.kalah import KalahGame, KalahMove


def play_house(text: str, house: str, **options: object):
    """Parse ``text``, play the typed ``house``; return (state, events)."""
    state = KalahGame(options).parse_position(text)
    move = state.parse_move(house)
    return state, state.play(move)


def test_start_position() -> None:
    # Four seeds in each of the twelve houses, empty stores, South first.
    state = KalahGame().new_state()
    assert state.to_text() == "4,4,4,4,4,4/0/4,4,4,4,4,4/0 S"
    assert state.to_move == 0
    assert [m.notation for m in state.legal_moves()] == ["1", "2", "3", "4", "5", "6"]


@pytest.mark.parametrize("seeds", [3, 4, 5, 6])
def test_seeds_option(seeds: int) -> None:
    state = KalahGame({"seeds": seeds}).new_state()
    assert state.pits == [seeds] * 6 + [0] + [seeds] * 6 + [0]


def test_extra_turn() -> None:
    # South's house 3 holds 4 seeds: they fall in houses 4, 5, 6 and South's store (pits 3, 4,
    # 5, 6). The last seed is in the own store, so South moves again.
    state, events = play_house("4,4,4,4,4,4/0/4,4,4,4,4,4/0 S", "3")
    assert state.to_text() == "4,4,0,5,5,5/1/4,4,4,4,4,4/0 S"
    assert events == (Sown(0, 2, 4, (3, 4, 5, 6)), ExtraTurn(0))


def test_extra_turn_for_north() -> None:
    # North's house 5 (pit 11) holds 2 seeds: house 6 (pit 12) and North's store (pit 13).
    state, events = play_house("4,4,4,4,4,4/0/4,4,4,4,2,4/0 N", "5")
    assert state.to_text() == "4,4,4,4,4,4/0/4,4,4,4,0,5/1 N"
    assert events == (Sown(1, 11, 2, (12, 13)), ExtraTurn(1))


def test_capture() -> None:
    # South's house 1 holds 1 seed; it falls in house 2 (pit 1), which is empty. House 2 faces
    # North's house 5 (pit 11) with 6 seeds: those 6 and the last seed, 7, go to South's store.
    state, events = play_house("1,0,3,0,0,0/0/2,2,2,2,6,2/0 S", "1")
    assert state.to_text() == "0,0,3,0,0,0/7/2,2,2,2,0,2/0 N"
    assert events == (Sown(0, 0, 1, (1,)), SeedsCaptured(0, (1, 11), 7))


def test_capture_by_north() -> None:
    # North's house 2 (pit 8) holds 3 seeds: houses 3, 4, 5 (pits 9, 10, 11); house 5 was empty.
    # It faces South's house 2 (pit 1) with 5 seeds: 5 + 1 = 6 go to North's store.
    state, events = play_house("1,5,1,1,1,1/0/1,3,1,1,0,1/2 N", "2")
    assert state.to_text() == "1,0,1,1,1,1/0/1,0,2,2,0,1/8 S"
    assert events == (Sown(1, 8, 3, (9, 10, 11)), SeedsCaptured(1, (11, 1), 6))


def test_no_capture_when_opposite_empty() -> None:
    # As in test_capture, but North's house 5 is empty: by default (D2.1) nothing is captured
    # and the seed stays in South's house 2.
    state, events = play_house("1,0,3,0,0,0/0/2,2,2,2,0,2/0 S", "1")
    assert state.to_text() == "0,1,3,0,0,0/0/2,2,2,2,0,2/0 N"
    assert events == (Sown(0, 0, 1, (1,)),)


def test_empty_capture_option() -> None:
    # With empty_capture the single seed goes to South's store although house 5 opposite is empty.
    state, events = play_house("1,0,3,0,0,0/0/2,2,2,2,0,2/0 S", "1", empty_capture=True)
    assert state.to_text() == "0,0,3,0,0,0/1/2,2,2,2,0,2/0 N"
    assert events == (Sown(0, 0, 1, (1,)), SeedsCaptured(0, (1,), 1))


def test_no_capture_in_occupied_house_or_on_the_other_side() -> None:
    # South's house 5 (pit 4) with 3 seeds: house 6, the store, North's house 1 (empty before).
    # An empty house on the opponent's side never captures.
    state, events = play_house("0,0,0,1,3,0/0/0,2,2,2,2,2/0 S", "5")
    assert state.to_text() == "0,0,0,1,0,1/1/1,2,2,2,2,2/0 N"
    assert len(events) == 1
    # South's house 4 (pit 3) with 1 seed lands in house 5 (pit 4), which holds 3: no capture.
    state, events = play_house("0,0,0,1,3,0/0/0,2,2,2,2,2/0 S", "4")
    assert state.to_text() == "0,0,0,0,4,0/0/0,2,2,2,2,2/0 N"
    assert len(events) == 1


def test_end_sweep_to_owner() -> None:
    # South's only seed (house 6) goes to the store: 21. South's houses are empty, so the game
    # ends at once although the last seed fell in the store (D2.3: no extra move). North's 3 + 2
    # seeds go to North's store (D2.2: owner): 22 + 5 = 27. North wins 27 to 21.
    state, events = play_house("0,0,0,0,0,1/20/3,0,0,2,0,0/22 S", "6")
    assert state.turn_kind is TurnKind.TERMINAL
    assert state.legal_moves() == []
    assert state.count_moves() == 0
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (21, 27)
    assert outcome.winners == frozenset({1})
    assert outcome.reason is EndReason.SIDE_EMPTY
    # The result names whose houses were empty: South's, though the sweep emptied North's too.
    assert isinstance(outcome, DetailedOutcome) and outcome.detail is EmptySide.SOUTH
    assert events[0] == Sown(0, 5, 1, (6,))
    assert events[1] == SeedsSwept(1, 5)
    assert not any(isinstance(e, ExtraTurn) for e in events)
    assert events[-1] == GameEnded(outcome)
    assert state.to_text().startswith("0,0,0,0,0,0/21/0,0,0,0,0,0/27")


def test_end_when_the_mover_empties_the_other_side() -> None:
    # North sows its last seed (house 6) into its store: 11. North's side is empty; South keeps
    # its 2 seeds: 10 + 2 = 12. South wins 12 to 11.
    state, events = play_house("2,0,0,0,0,0/10/0,0,0,0,0,1/10 N", "6")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (12, 11) and outcome.winners == {0}
    assert SeedsSwept(0, 2) in events
    assert isinstance(outcome, DetailedOutcome) and outcome.detail is EmptySide.NORTH


def test_a_capture_that_empties_both_sides_names_both() -> None:
    # South's one seed from house 5 lands in empty house 6 and takes North's last 3 seeds
    # from North house 1 opposite: both sides are empty. South 10 + 4 = 14, North 10.
    state, _ = play_house("0,0,0,0,1,0/10/3,0,0,0,0,0/10 S", "5")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (14, 10)
    assert isinstance(outcome, DetailedOutcome) and outcome.detail is EmptySide.BOTH


def test_draw() -> None:
    # South: 10 + 1 = 11 in the store; North sweeps 2: 9 + 2 = 11. Equal counts: a draw.
    state, _ = play_house("0,0,0,0,0,1/10/0,0,0,0,0,2/9 S", "6")
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.scores == (11, 11)
    assert outcome.returns(2) == (0.0, 0.0)


def test_capture_that_ends_the_game() -> None:
    # South's house 1 (1 seed) falls in empty house 2, facing North's house 5 with North's only
    # 4 seeds: 5 go to South's store (5). North's side is empty: the game ends, South's 2 seeds
    # in house 4 go to South's store: 7. North has 3.
    state, events = play_house("1,0,0,2,0,0/0/0,0,0,0,4,0/3 S", "1")
    assert events[1] == SeedsCaptured(0, (1, 11), 5)
    assert events[2] == SeedsSwept(0, 2)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (7, 3)


def test_thirteen_seeds_go_around_and_capture() -> None:
    # 13 seeds from South's house 1: houses 2-6 (5 seeds), the store (1), North's houses 1-6 (6),
    # North's store skipped, and the 13th back in house 1, emptied at the start: a capture with
    # North's house 6 (pit 12), which now holds 1 + 1 = 2. 2 + 1 = 3 go to the store, 4 in all.
    state, events = play_house("13,0,0,0,0,0/0/1,1,1,1,1,1/0 S", "1")
    assert events[0] == Sown(0, 0, 13, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0))
    assert events[1] == SeedsCaptured(0, (0, 12), 3)
    assert state.to_text() == "0,1,1,1,1,1/4/2,2,2,2,2,0/0 N"


def test_fourteen_seeds_skip_the_opponents_store() -> None:
    # 14 seeds from North's house 6 (pit 12): North's store, South's houses 1-6, South's store
    # skipped, North's houses 1-6, and the 14th in North's store again: an extra turn.
    state, events = play_house("1,1,1,1,1,1/0/0,0,0,0,0,14/0 N", "6")
    path = (13, 0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13)
    assert events == (Sown(1, 12, 14, path), ExtraTurn(1))
    assert state.to_text() == "2,2,2,2,2,2/0/1,1,1,1,1,1/2 N"


def test_parsed_finished_position_counts_unswept_seeds() -> None:
    # North's houses are empty: the game is over; South's 5 seeds count for South (D2.2).
    state = KalahGame().parse_position("5,0,0,0,0,0/10/0,0,0,0,0,0/12 S")
    assert state.turn_kind is TurnKind.TERMINAL
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (15, 12)


@pytest.mark.parametrize("seeds", [3, 4, 6])
def test_undo_and_conservation_in_random_games(seeds: int) -> None:
    """Every apply keeps the seed total; undo restores the exact position and history."""
    game = KalahGame({"seeds": seeds})
    rng = random.Random(seeds)
    for _ in range(20):
        state = game.new_state()
        seen = []
        while not state.is_terminal():
            seen.append((state.to_text(), state.key()))
            state.apply(rng.choice(state.legal_moves()))
            assert sum(state.pits) == 12 * seeds
            assert state.count_moves() == len(state.legal_moves())
        outcome = state.outcome()
        assert outcome is not None and sum(outcome.scores or ()) == 12 * seeds
        copy = state.copy()
        for text, key in reversed(seen):
            state.undo()
            assert (state.to_text(), state.key()) == (text, key)
        assert state.moves == []
        assert copy.is_terminal()


def test_move_identity() -> None:
    # Equality ignores the ordering hint; notation is the mover's house number.
    state = KalahGame().new_state()
    assert KalahMove(2) in state.legal_moves()
    assert KalahMove(9).notation == "3"
    assert KalahMove(9).parts == (9,)
    assert repr(KalahMove(9)) == "KalahMove(pit=9)"
