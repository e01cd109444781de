"""Whist's careful player (the stronger levels' rule of thumb) and the reading of the others'
hands from their cards: hand-made deals with worked answers, and the rule that both read only
what the mover may know."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.tricks import PlayCard
from accessible_games.games.cards.whist import inference
from accessible_games.games.cards.whist.bots import beginner_move
from accessible_games.games.cards.whist.game import WhistGame, WhistState
from accessible_games.games.cards.whist.policy import careful_move
from tests.games.cards.test_card_ai import random_positions, whist_position


def deal_with(fixed: dict[int, str], trump_card: str = "2c") -> WhistState:
    """A deal (dealer seat 0, trumps from ``trump_card``) where each seat of ``fixed`` holds
    the named cards; the other cards fill the hands in pack order."""
    deck = WhistGame({"games": 1}).new_state().deck
    ids = {seat: [deck.ids_of(parse_face(t))[0] for t in text.split()]
           for seat, text in fixed.items()}
    turned = deck.ids_of(parse_face(trump_card))[0]
    used = {c for cards in ids.values() for c in cards} | {turned}
    rest = [c for c in range(52) if c not in used]
    hands = []
    for seat in range(4):
        cards = list(ids.get(seat, []))
        size = 12 if seat == 0 else 13
        while len(cards) < size:
            cards.append(rest.pop(0))
        if seat == 0:
            cards.append(turned)
        hands.append(" ".join(_name(deck, c) for c in cards))
    return whist_position(hands)


def _name(deck, card: int) -> str:
    rank = "23456789tjqka"[deck.rank(card).value - 2]
    suit = "cdhs"[deck.suit(card).value]
    return rank + suit


def card(state: WhistState, text: str) -> int:
    return state.deck.ids_of(parse_face(text))[0]


def play(state: WhistState, *texts: str) -> None:
    for text in texts:
        state.play(PlayCard(card(state, text)))


def test_third_hand_plays_the_lower_of_touching_honours_where_the_beginner_plays_cheapest():
    # Seat 1 leads a low spade, seat 2 plays the 5, seat 3 (seat 1's partner) holds K Q 6,
    # the ace and the 7 to the jack unseen: the queen is as good as the king.
    state = deal_with({1: "4s 2s 3s", 2: "5s js ts 9s 8s 7s", 3: "ks qs 6s", 0: "as"})
    play(state, "4s", "5s")
    assert state.to_move == 3
    assert careful_move(state) == PlayCard(card(state, "qs"))
    assert beginner_move(state) == PlayCard(card(state, "6s"))


def test_second_hand_plays_low_but_covers_an_honour():
    state = deal_with({1: "4s js", 2: "ks 3s", 3: "as", 0: "qs"})
    play(state, "4s")
    assert careful_move(state) == PlayCard(card(state, "3s"))
    state = deal_with({1: "4s js", 2: "ks 3s", 3: "as", 0: "qs"})
    play(state, "js")
    assert careful_move(state) == PlayCard(card(state, "ks"))


def test_fourth_hand_keeps_its_king_under_the_partners_sure_ace_and_does_not_trump_it():
    state = deal_with({1: "3s", 2: "as", 0: "ks 2s"})
    play(state, "3s", "as")
    state.play(state.legal_moves()[0])
    assert careful_move(state) == PlayCard(card(state, "2s"))


def test_void_it_ruffs_an_opponents_winner_as_cheaply_as_it_can():
    # Seat 0 has no heart; trumps are clubs; the opponents lead and win the heart.
    state = deal_with({1: "ah 2h 3h", 2: "4h 5h", 3: "6h 7h", 0: "5c 9c"},
                      trump_card="3c")
    play(state, "ah", "4h", "6h")
    move = careful_move(state)
    # Seat 0 holds clubs and diamonds (the 2 of clubs among them), no heart.
    assert move == PlayCard(card(state, "2c"))


def test_third_hand_does_not_trump_a_partner_the_last_hand_cannot_beat():
    """The hint (and the bot) trumped a trick the partner was winning with the queen of
    spades though the last hand had shown it had no spade and no trump: the king and the
    ace still out could not be played to this trick. The partner's card is sure there, and
    the careful player throws off its lowest card instead."""
    state = whist_position([
        "3c 4c 7c 3s 5s as 6s 7s 8s 9s ts js 2c",  # seat 0 deals, clubs are trumps
        "5c 6c 2h 3h 4h 5h 6h 7h 8h 9h th jh qh",  # seat 1: no spade
        "kh ah 2d 3d 4d 5d 6d 7d 8d 9d td jd qd",  # seat 2: no spade, no club
        "ac 8c 9c tc jc qc kc 2s 4s ks qs kd ad",  # seat 3, seat 1's partner
    ])
    play(state, "5c", "kh", "ac", "2c")  # seat 2 shows it has no trump
    play(state, "4s", "3s", "2h", "2d")  # seat 1 and seat 2 show they have no spade
    play(state, "qs", "5s")  # seat 3 leads the queen; the king and the ace are still out
    assert state.to_move == 1
    assert careful_move(state) == PlayCard(card(state, "3h"))


def test_the_careful_card_is_legal_and_the_same_on_the_movers_view_alone():
    game = WhistGame({"games": 1})
    for state in random_positions(game, 60, seed=4):
        seat = state.to_move
        move = careful_move(state, random.Random(1))
        assert move in state.legal_moves()
        assert careful_move(state.redacted(seat), random.Random(1)) == move
        assert state.redacted(seat).rule_of_thumb(random.Random(0)) == move


def test_a_partner_who_did_not_take_the_lead_probably_lacks_the_cards_that_would_have():
    # Seat 1 leads the king of spades, seat 2 takes it with the ace, seat 3 follows with the
    # 2: no spade is lower than the 2, none beats the ace, so nothing is ruled out.
    state = deal_with({1: "ks", 2: "as", 3: "9s ts 2s", 0: "3s"})
    play(state, "ks", "as", "2s", "3s")
    assert inference.unlikely_cards(state.redacted(0), 3) == 0
    # Now seat 2 leads the 4 of hearts, seat 3 plays the 5, seat 0 (partner of 2) the 6 and
    # seat 1, fourth hand with seat 0 winning, plays the 3: it has no heart from 7 to ace and
    # no heart below the 3.
    state = deal_with({1: "ks 3h", 2: "as 4h", 3: "2s 5h", 0: "3s 6h"})
    play(state, "ks", "as", "2s", "3s", "4h", "5h", "6h", "3h")
    view = state.redacted(3)  # seat 1 is seat 3's partner: read by the maxims
    mask = inference.unlikely_cards(view, 1)
    hearts = [c for c in range(52) if state.deck.suit(c) is Suit.HEARTS]
    ruled_out = {state.deck.rank(c).value for c in hearts if mask >> c & 1}
    assert ruled_out == {2} | set(range(7, 15))
    rng = random.Random(2)
    with_high_heart = sum(
        any(mask >> c & 1 for c in view.sample_hidden(3, rng).hands[1]) for _ in range(200))
    assert with_high_heart < 60  # a tenth of the deals ignore the plays; the rest follow them
    uniform = sum(any(mask >> c & 1 for c in view.sample_consistent(3, rng).hands[1])
                  for _ in range(200))
    assert uniform > 150


def test_an_opponent_is_read_as_a_beginner_who_slips_three_cards_in_ten():
    # The same deal, from seat 0: seats 1 and 3 are its opponents. Clubs are trumps.
    # Seat 1 held k a of clubs, 2 to 10 of diamonds, the 3 of hearts and the king of spades.
    # The beginner's rule leads the highest card of its longest plain suit (the 10 of
    # diamonds); the king of spades was a slip: 0.3 / 13 legal cards. Its 3 of hearts was its
    # only heart: 1. Seat 3 followed the ace of spades with its lowest spade, as the rule does
    # when nothing wins (0.7 + 0.3 / 10 spades), then won second hand as cheaply as it could
    # with the 5 of hearts (0.7 + 0.3 / 3 hearts).
    state = deal_with({1: "ks 3h", 2: "as 4h", 3: "2s 5h", 0: "3s 6h"})
    play(state, "ks", "as", "2s", "3s", "4h", "5h", "6h", "3h")
    assert inference.play_likelihood(state, 1) == pytest.approx(0.3 / 13)
    assert inference.play_likelihood(state, 3) == pytest.approx((0.7 + 0.03) * (0.7 + 0.1))
    # With a heart from 7 up, the rule would have won the trick with it: the 3 was a slip.
    # Nearly every plain deal gives seat 1 such a heart (it holds 11 unseen cards); weighed by
    # the plays, such deals keep about five parts in six: less likely, never ruled out.
    view = state.redacted(0)
    mask = inference.unlikely_cards(view, 1)
    rng = random.Random(5)
    plain = [view.sample_consistent(0, rng) for _ in range(2000)]
    weights = [inference.play_likelihood(d, 1) * inference.play_likelihood(d, 3) for d in plain]
    high = [any(mask >> c & 1 for c in deal.hands[1]) for deal in plain]
    assert sum(high) / len(plain) > 0.95
    weighed_share = sum(w for w, h in zip(weights, high, strict=True) if h) / sum(weights)
    assert 0.7 < weighed_share < 0.9
    kept = [view.sample_hidden(0, rng) for _ in range(100)]
    assert any(any(mask >> c & 1 for c in deal.hands[1]) for deal in kept)
    assert all(deal.searcher == 0 for deal in kept)  # its playouts let seats 1 and 3 slip


def test_in_the_playouts_the_searchers_side_plays_carefully_and_only_its_opponents_slip():
    state = deal_with({1: "ks 3h", 2: "as 4h", 3: "2s 5h", 0: "3s 6h"})
    full = state.redacted(0).sample_hidden(0, random.Random(1))
    slips = {seat: 0 for seat in range(4)}
    for seed in range(200):
        for seat in range(4):
            probe = full.playout_copy()
            probe.turn = probe.leader = seat
            rule = careful_move(probe) if seat % 2 == 0 else beginner_move(probe)
            slips[seat] += inference.playout_move(probe, random.Random(seed)) != rule
    assert slips[0] == slips[2] == 0
    assert 30 < slips[1] < 90 and 30 < slips[3] < 90  # 0.3 x (1 - 1/13) of 200 is about 55
    full.searcher = -1  # no searcher: the beginner's own card, never a slip
    assert inference.playout_move(full, random.Random(0)) == beginner_move(full)
