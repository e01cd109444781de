"""The compulsory solo option: priority, the same dealer again, and the forced solo."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.types import IllegalMoveError, TurnKind
from accessible_games.games.cards.doppelkopf import game as g
from accessible_games.games.cards.doppelkopf.moves import ContractChosen, Reserve


def _deal_out(state, rng):
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))


def _finish_deal(state, rng):
    number = state.deal_no
    while not state.is_terminal() and state.deal_no == number:
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(next(m for m in state.legal_moves() if not isinstance(m, g.Announce)))


def test_an_owed_solo_goes_before_a_voluntary_one_and_the_dealer_deals_again():
    state = g.DoppelkopfGame({"deals": 24, "compulsory_solo": True}).new_state()
    rng = random.Random(7)
    _deal_out(state, rng)
    assert state.forced == -1  # 24 deals to go, 4 solos owed: nobody is forced yet
    for word in ("kreuzsolo", "gesund", "gesund", "gesund"):  # East's solo is compulsory
        events = state.play(state.parse_move(word))
    chosen = next(e for e in events if isinstance(e, ContractChosen))
    assert (chosen.soloist, chosen.compulsory) == (1, True)
    _finish_deal(state, rng)
    assert state.owed == [1, 0, 1, 1] and state.dealer == 0 and state.regular == 0
    _deal_out(state, rng)
    for word in ("damensolo", "bubensolo", "gesund", "gesund"):  # East again: voluntary now
        events = state.play(state.parse_move(word))
    chosen = next(e for e in events if isinstance(e, ContractChosen))
    assert (chosen.soloist, chosen.contract, chosen.compulsory) == (2, 3, True)


def test_owed_solos_are_forced_when_the_deals_run_out():
    """Four deals and four solos owed: each is forced in turn, each followed by a regular deal
    by the same dealer; eight deals in all."""
    state = g.DoppelkopfGame({"deals": 4, "compulsory_solo": True}).new_state()
    rng = random.Random(3)
    forced = []
    dealers = []
    while not state.is_terminal():
        _deal_out(state, rng)
        forced.append(state.forced)
        dealers.append(state.dealer)
        if state.forced >= 0:
            assert state.asker == state.forced
            assert all(isinstance(m, Reserve) and m.kind.is_solo for m in state.legal_moves())
            with pytest.raises(IllegalMoveError) as refused:
                state.parse_move("gesund")
            assert refused.value.reason.count == g.WHY_FORCED
        _finish_deal(state, rng)
    assert forced == [1, -1, 2, -1, 3, -1, 0, -1]
    assert dealers == [0, 0, 1, 1, 2, 2, 3, 3]
    assert state.owed == [0, 0, 0, 0] and state.regular == 4 and state.deal_no == 8
