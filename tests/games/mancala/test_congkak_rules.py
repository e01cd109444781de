"""Congkak rules on hand-made positions, each answer worked out from the rules in the comments.

Seven houses: pits 0-6 South's houses 1-7, 7 South's store, 8-14 North's houses 1-7, 15 North's
store. South sows 0, 1, ..., 6, 7 (own store), 8, ..., 14 and back to 0 (North's store skipped);
North sows 8, ..., 14, 15, 0, ..., 6 and back to 8. Pit i faces pit 14 - i. Position text as in
Kalah, with x for a burnt house and r<round><starter> after round 1.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import EndReason, ReasonCode
from accessible_games.engine.events import ExtraTurn, GameEnded, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.board import EndRule, SowingRules
from accessible_games.games.mancala.congkak import CongkakGame
from accessible_games.games.mancala.events import (
    Relayed,
    RelayStopped,
    RoundEnded,
    RoundStarted,
)


def play_house(text: str, house: str, **options: object):
    """Parse ``text``, play the typed ``house``; return (state, events)."""
    state = CongkakGame(options).parse_position(text)
    move = state.parse_move(house)
    return state, state.play(move)


def test_start_positions_and_sequential_opening() -> None:
    # 7 houses of 7 seeds (98 seeds); South moves first (D1.4: no simultaneous opening).
    state = CongkakGame().new_state()
    assert state.to_text() == "7,7,7,7,7,7,7/0/7,7,7,7,7,7,7/0 S"
    assert state.to_move == 0 and state.total_seeds == 98
    assert [m.notation for m in state.legal_moves()] == ["1", "2", "3", "4", "5", "6", "7"]
    small = CongkakGame({"houses": 6}).new_state()
    assert small.to_text() == "6,6,6,6,6,6/0/6,6,6,6,6,6/0 S"


def test_relay_chain_ending_in_an_empty_opposing_house() -> None:
    # South's house 6 (pit 5), 3 seeds: house 7, the store, North 1 (2 -> 3): occupied, so the
    # 3 seeds are picked up and sown on: North 2, 3, 4 (1 -> 2): occupied again, 2 seeds go on:
    # North 5 and North 6, which was empty. An empty opposing house ends the turn.
    state, events = play_house("1,0,0,0,0,3,0/0/2,0,0,1,0,0,5/0 S", "6")
    assert events == (
        Sown(0, 5, 3, (6, 7, 8)),
        Relayed(0, 8, 3),
        Sown(0, 8, 3, (9, 10, 11)),
        Relayed(0, 11, 2),
        Sown(0, 11, 2, (12, 13)),
    )
    assert state.to_text() == "1,0,0,0,0,0,1/1/0,1,1,0,1,1,5/0 N"


def test_capture_in_an_empty_own_house() -> None:
    # South's house 1 (2 seeds): houses 2 and 3; house 3 (pit 2) was empty and faces North 5
    # (pit 12) with 4 seeds: 4 + 1 = 5 go to South's store; the turn ends.
    state, events = play_house("2,0,0,0,0,0,1/0/0,0,0,0,4,0,3/0 S", "1")
    assert events == (Sown(0, 0, 2, (1, 2)), SeedsCaptured(0, (2, 12), 5))
    assert state.to_text() == "0,1,0,0,0,0,1/5/0,0,0,0,0,0,3/0 N"


def test_empty_own_house_facing_an_empty_house_keeps_the_seed() -> None:
    # As above with North 5 empty (D1.2): no capture, the seed stays, North moves.
    state, events = play_house("2,0,0,0,0,0,1/0/0,0,0,0,0,0,3/0 S", "1")
    assert events == (Sown(0, 0, 2, (1, 2)),)
    assert state.to_text() == "0,1,1,0,0,0,1/0/0,0,0,0,0,0,3/0 N"


def test_last_seed_in_the_own_store_moves_again() -> None:
    state, events = play_house("2,0,0,0,0,0,1/0/0,0,0,0,0,0,3/0 S", "7")
    assert events == (Sown(0, 6, 1, (7,)), ExtraTurn(0))
    assert state.to_move == 0


def test_burnt_houses_are_skipped_in_a_second_round() -> None:
    # Round 2: South's houses 1, 2 and North's house 1 are burnt. South's house 7 (3 seeds):
    # the store, North 1 skipped, North 2 and North 3 (empty): the turn ends.
    state, events = play_house("x,x,7,7,7,7,3/3/x,7,0,7,7,7,7/10 S r2S", "7")
    assert events == (Sown(0, 6, 3, (7, 9, 10)),)
    assert state.to_text() == "x,x,7,7,7,7,0/4/x,8,1,7,7,7,7/10 N r2S"
    # North's house 7 (3 seeds): North's store, South's houses 1 and 2 skipped, houses 3, 4.
    state, events = play_house("x,x,0,0,7,7,7/3/x,7,7,7,7,7,3/10 N r2S", "7")
    assert events == (Sown(1, 14, 3, (15, 2, 3)),)
    # A burnt house cannot be chosen.
    state = CongkakGame().parse_position("x,x,7,7,7,7,3/3/x,7,0,7,7,7,7/10 S r2S")
    assert state.explain((0,)).code is ReasonCode.NOT_PLAYABLE
    assert [m.notation for m in state.legal_moves()] == ["3", "4", "5", "6", "7"]


def test_round_end_refill_burnt_houses_and_the_loser_starts() -> None:
    # North's last seed goes to its store (58): North would move again but has no seeds, so
    # round 1 ends (D1.5). South has 40: 5 houses of 7 (35), filled from house 7 down to house 3;
    # houses 1 and 2 are burnt; 5 stay in the store. North fills all 7 (49) and keeps 9. South
    # lost the round and starts round 2.
    state, events = play_house("0,0,0,0,0,0,0/40/0,0,0,0,0,0,1/57 N", "7")
    assert events == (
        Sown(1, 14, 1, (15,)),
        RoundEnded(1, (40, 58)),
        RoundStarted(2, 0, (0, 1)),
    )
    assert state.to_text() == "x,x,7,7,7,7,7/5/7,7,7,7,7,7,7/9 S r2S"
    assert not state.is_terminal()


def test_round_end_sweeps_the_other_side_and_north_may_start() -> None:
    # South's last seed (house 7) goes to its store; South has no seeds left, so the round ends:
    # North's 10 seeds go to North's store (10 + 30 = 40 against 58). North lost and starts.
    state, events = play_house("0,0,0,0,0,0,1/57/0,0,0,0,0,0,10/30 S", "7")
    assert events[1:] == (
        SeedsSwept(1, 10),
        RoundEnded(1, (58, 40)),
        RoundStarted(2, 1, (8, 9)),
    )
    assert state.to_move == 1 and state.starter == 1


def test_tie_the_other_player_starts() -> None:
    # 49 each after round 1, which South started: North starts round 2; nothing is burnt.
    state, events = play_house("0,0,0,0,0,0,1/48/0,0,0,0,0,0,0/49 S", "7")
    assert events[-1] == RoundStarted(2, 1, ())


def test_game_ends_when_a_player_cannot_fill_a_house() -> None:
    # North ends the round with 93 seeds; South has 5 and cannot fill a single house: North wins.
    state, events = play_house("0,0,0,0,0,0,0/5/0,0,0,0,0,0,1/92 N", "7")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.NO_PIECES
    assert outcome.scores == (5, 93) and outcome.winners == {1}
    assert events[-1] == GameEnded(outcome)
    assert state.legal_moves() == []


def test_game_ends_after_the_last_round() -> None:
    # Round 3 of 3 (the default) ends: more seeds wins, 50 to 48.
    state, _ = play_house("0,0,0,0,0,0,1/49/0,0,0,0,0,0,0/48 S r3N", "7")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.MAJORITY
    assert outcome.scores == (50, 48) and outcome.winners == {0}
    # With rounds=0 the game goes on to round 4.
    state, _ = play_house("0,0,0,0,0,0,1/49/0,0,0,0,0,0,0/48 S r3N", "7", rounds=0)
    assert state.round == 4 and not state.is_terminal()


class TinyCapCongkak(CongkakGame):
    """Congkak whose relay guard stops a turn after 3 seeds (to test the guard)."""

    def make_rules(self) -> SowingRules:
        return SowingRules(houses=7, seeds=7, relay=True, relay_cap=3, end=EndRule.ROUNDS,
                           max_rounds=3)


def test_relay_guard_ends_a_long_turn() -> None:
    # The relay test's first leg drops 3 seeds and lands in occupied North 1: with a cap of 3
    # the turn ends there, the seeds staying in North 1.
    state = TinyCapCongkak().parse_position("1,0,0,0,0,3,0/0/2,0,0,1,0,0,5/0 S")
    events = state.play(state.parse_move("6"))
    assert events == (Sown(0, 5, 3, (6, 7, 8)), RelayStopped(0, 8))
    assert state.to_text() == "1,0,0,0,0,0,1/1/3,0,0,1,0,0,5/0 N"


@pytest.mark.parametrize("houses", [6, 7])
def test_random_games_keep_the_seeds_and_undo(houses: int) -> None:
    import random

    game = CongkakGame({"houses": houses})
    rng = random.Random(houses)
    for _ in range(10):
        state = game.new_state()
        seen = []
        while not state.is_terminal():
            seen.append(state.key())
            state.apply(rng.choice(state.legal_moves()))
            assert sum(state.pits) == 2 * houses * houses
            assert not any(state.pits[p] for p in state.burnt)
        for key in reversed(seen):
            state.undo()
            assert state.key() == key
