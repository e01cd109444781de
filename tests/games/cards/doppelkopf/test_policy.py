"""The computer's reservation and announcement rules, and the searching levels that use them."""

from __future__ import annotations

import dataclasses
import random

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import calibrated, level_for
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.doppelkopf import knowledge, policy
from accessible_games.games.cards.doppelkopf.bots import beginner_move
from accessible_games.games.cards.doppelkopf.evaluation import evaluate, order_key
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import Announce, PlayCard, Reservation, Reserve
from accessible_games.games.cards.doppelkopf.rules import Contract
from accessible_games.games.cards.parse import parse_face
from tests.games.cards.doppelkopf.helpers import WORKED, deal_with, dealt, hands_of, say

# Worked by hand: six queens (both of clubs, both of spades, both of hearts), the two tens of
# hearts and the four black aces. Queen solo: 6 trumps of 8, the opponents hold 2 (the queens
# of diamonds), 6 >= ceil(2 / 3) + 4 = 5 (margin 1); all four highest queens held; side
# cards: four aces and two tens of hearts without the ace of hearts (2 losers, allowed).
# Clubs solo: 10 trumps (tens of hearts, queens, aces of clubs) against 16, 10 >= 6 + 4
# (margin 0), no side losers: also clear, but the queen solo's margin is larger. Diamonds solo:
# 8 trumps, margin -2 (not clear). The rule names the queen solo.
SOLO_HAND = "10h 10h qc qc qs qs qh qh ac ac as as".split()

# Worked by hand: 8 trumps of the normal game (both tens of hearts, a queen of clubs, two
# jacks, the ace, ten and king of diamonds): three of the six highest, so Re is said at once.
STRONG_HAND = "10h 10h qc jc jh ad 10d kd ac 10c as kh".split()


def _strong_choice(state, seat: int = 0, budget: float = 0.05):
    """The strong level's move for ``seat`` (a short budget: the rule, not the search, decides
    reservations and announcements)."""
    level = dataclasses.replace(calibrated(level_for(3), "doppelkopf"), time_budget=budget,
                                samples=4)
    return choose_from_observation(state.observation(seat), level, evaluate,
                                   random.Random(7), order_key=order_key)


def test_the_worked_solo_hand_is_a_clear_queen_solo_and_the_strong_level_names_it():
    state = dealt(deal_with(SOLO_HAND))
    deck = state.deck
    hand = state.hands[0]
    assert policy.solo_margin(hand, deck, Contract.QUEEN_SOLO) == 1
    assert policy.solo_margin(hand, deck, Contract.CLUBS_SOLO) == 0
    assert policy.solo_margin(hand, deck, Contract.DIAMONDS_SOLO) == -2
    assert policy.clear_solo(hand, deck, Contract.QUEEN_SOLO)
    assert policy.clear_solo(hand, deck, Contract.CLUBS_SOLO)
    assert policy.reservation(hand, deck, 2) is Reservation.QUEEN_SOLO
    assert _strong_choice(state) == Reserve(Reservation.QUEEN_SOLO)


def test_an_ordinary_hand_is_healthy_at_the_strong_level():
    """The worked deal's seat 0 (one queen of clubs, six trumps, no clear solo) says healthy;
    so do the other seats of that deal when asked in turn."""
    state = dealt(hands_of(WORKED))
    for seat in range(4):
        assert not any(policy.clear_solo(state.hands[seat], state.deck, c) for c in policy.SOLOS)
        assert _strong_choice(state, seat) == Reserve(Reservation.HEALTHY)
        state.play(Reserve(Reservation.HEALTHY))


def test_both_queens_of_clubs_without_a_clear_solo_make_a_wedding():
    hands = hands_of(WORKED)
    hands[0][hands[0].index("kc")], hands[2][hands[2].index("qc")] = "qc", "kc"
    state = dealt(hands)
    assert knowledge.own_queens(state, 0) == 2
    assert _strong_choice(state) == Reserve(Reservation.WEDDING)


def test_the_strong_level_announces_re_with_a_strong_hand_at_once():
    state = dealt(deal_with(STRONG_HAND))
    say(state, "gesund", "gesund", "gesund", "gesund")
    assert policy.strong_hand(state.hands[0], state.deck)
    assert Announce(0) in state.legal_moves()
    assert state.search_moves() == [Announce(0)]
    assert _strong_choice(state) == Announce(0)


def test_without_the_rule_the_strong_level_never_announces_only_plays_cards():
    """Seat 0 of the worked deal may say Re but its hand is not strong: the search chooses
    among its cards only, and picks one."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    assert Announce(0) in state.legal_moves()
    assert not policy.strong_hand(state.hands[0], state.deck)
    assert all(isinstance(m, PlayCard) for m in state.search_moves())
    assert isinstance(_strong_choice(state), PlayCard)


def test_a_won_deal_lets_the_party_announce_by_its_card_points():
    """After the worked deal's first nine tricks seat 0 (Re) knows seat 2 as its partner (it
    played the other queen of clubs in trick 9); their tricks hold 8+42+25+25+26+6 (trick 6,
    seat 2's) +28+15 = 175 points: at least 121, so the points rule says announce."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    for _leader, cards in WORKED[:9]:
        say(state, *cards.split())
    assert policy.party_points(state, 0) == 175
    assert policy.should_announce(state, 0)
    assert policy.party_points(state, 1) is None or policy.party_points(state, 1) < 121


def test_a_two_deal_smoke_match_keeps_the_rules():
    """Strong pair (seats 0 and 2, the playout search on two sampled deals) against beginners
    for two deals: every move is legal (``play`` refuses others), every reservation of the
    strong pair is the rule's and every announcement of the strong pair is one the rule
    allows."""
    level = dataclasses.replace(calibrated(level_for(3), "doppelkopf"), time_budget=0.02,
                                samples=2)
    for seed in (3, 4):
        state = DoppelkopfGame({"deals": 1, "dealer": seed % 4}).new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
                continue
            seat = state.to_move
            if seat % 2:
                state.play(beginner_move(state, rng))
                continue
            move = choose_from_observation(state.observation(seat), level, evaluate, rng,
                                           order_key=order_key)
            if isinstance(move, Reserve):
                ruled = policy.reservation(state.hands[seat], state.deck,
                                           knowledge.own_queens(state, seat))
                assert move == Reserve(ruled)
            if isinstance(move, Announce):
                assert policy.should_announce(state, seat)
            state.play(move)
        assert state.regular == 1


def test_the_search_weighs_the_worked_leading_candidates():
    """Seat 0 of the worked deal leads trick 1 holding kc ac as as ah kh 10d qc 10h qs qd js
    (not a strong hand, so no Re). Worked by hand: an ace of a plain suit not yet led (the
    first of its aces), the lowest trump 10d, the highest trump 10h, and the poorest card js
    (2 points)."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    faces = [state.deck.face(m.card) for m in state.search_moves()]
    assert len(faces) == 4
    assert {f for f in faces if f.rank is not Rank.ACE} == {
        parse_face("10d"), parse_face("10h"), parse_face("js")}
    assert sum(1 for f in faces if f.rank is Rank.ACE) == 1


def test_the_search_moves_are_legal_and_never_empty_in_random_deals():
    for seed in range(3):
        state = DoppelkopfGame({"deals": 1, "dealer": seed}).new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
                continue
            legal = state.legal_moves()
            searched = state.search_moves()
            assert searched and all(m in legal for m in searched)
            state.play(beginner_move(state, rng))
