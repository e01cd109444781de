"""Mau Mau: how the computer reads the others' plays and imagines them playing on.

Hand-made positions with worked answers: the probability the model (the rule of thumb,
slipping three cards in ten at random) gives a play, and who slips in an imagined deal.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.mau_mau import inference
from accessible_games.games.cards.mau_mau.bots import beginner_move, favourite_plays
from accessible_games.games.cards.mau_mau.rules import Play
from tests.games.cards.test_mau_mau import card, position

HANDS = ["7c 8c 9c tc qc", "", "7d 8d 9d td qd", "7h 8h ah th qh"]


def after_jack(hand: str, wish: Suit):
    """Seat 1 holding ``hand`` has answered the king of hearts with the jack of diamonds."""
    state = position([HANDS[0], hand, *HANDS[2:]], "ad kh", turn=1)
    state.play(Play(card(state.game, "jd"), wish.value))
    return state


def test_the_rules_only_choice_is_likely_and_a_slip_is_not():
    # No heart, no king, no 7 or 8 that fits: the jack wishing spades (the longest suit) is
    # the rule's card: 0.7 + 0.3 / 4 (the jack with each of four wishes).
    state = after_jack("jd 7s 8s 9s qs", Suit.SPADES)
    assert inference.play_likelihood(state, 1) == pytest.approx(0.775)
    # Wishing clubs, a suit it does not hold, is one slip in four jacks: 0.3 / 4.
    state = after_jack("jd 7s 8s 9s qs", Suit.CLUBS)
    assert inference.play_likelihood(state, 1) == pytest.approx(0.075)
    # With the 9 of hearts in hand the rule plays it: the jack is a slip among 5 plays.
    state = after_jack("jd 9h 8s 9s qs", Suit.SPADES)
    assert inference.play_likelihood(state, 1) == pytest.approx(0.06)
    # Nobody else has played since taking cards: nothing to weigh.
    assert inference.play_likelihood(state, 2) == 1.0


def test_two_longest_suits_share_the_rules_probability():
    # Two spades and two clubs: wishing either is the rule of thumb (0.7 / 2 + 0.3 / 4).
    state = after_jack("jd 7s 8s 7c 8c", Suit.CLUBS)
    assert inference.play_likelihood(state, 1) == pytest.approx(0.425)
    probe = position([HANDS[0], "jd 7s 8s 7c 8c", *HANDS[2:]], "ad kh", turn=1)
    liked = favourite_plays(probe, probe.legal_moves())
    assert {m.wish for m in liked} == {Suit.SPADES.value, Suit.CLUBS.value}
    assert beginner_move(probe) in liked


def test_imagined_deals_prefer_hands_that_explain_the_plays():
    state = after_jack("jd 7s 8s 9s qs", Suit.SPADES)
    view = state.redacted(0)
    rng = random.Random(4)
    plain = [view.sample_consistent(0, rng) for _ in range(200)]
    weighed = [view.sample_hidden(0, rng) for _ in range(200)]

    def mean_weight(deals) -> float:
        return sum(inference.play_likelihood(d, 1) for d in deals) / len(deals)

    assert mean_weight(weighed) > 2 * mean_weight(plain)
    assert all(d.searcher == 0 for d in weighed)


def test_in_an_imagined_deal_only_the_others_slip():
    # Seat 3 may play any of its five hearts on the king of hearts.
    state = position(["7c 8c 9c tc qc", "7s 8s 9s qs as", "7d 8d 9d td qd", "7h 8h ah th qh"],
                     "ad kh", turn=3)
    state.searcher = 1
    rule = beginner_move(state)
    assert len(state.legal_moves()) == 5
    slips = sum(inference.playout_move(state, random.Random(seed)) != rule
                for seed in range(400))
    # A slip is one of the five plays at random: 400 * 0.3 * 4 / 5 = 96 differ from the rule.
    assert 66 < slips < 126
    state.searcher = 3  # the searching seat plays its rule of thumb
    assert all(inference.playout_move(state, random.Random(seed)) == rule for seed in range(50))
    state.searcher = -1  # the table itself (no imagined deal): the beginner's rule for all
    assert all(inference.playout_move(state, random.Random(seed)) == rule for seed in range(50))
