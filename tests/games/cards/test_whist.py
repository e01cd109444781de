"""Whist: trick mechanics against OpenSpiel's oh_hell, and scoring worked by hand.

What oh_hell and Whist share, and what the comparison checks: following suit (a player who holds
the led suit must play it, otherwise anything), trumps beating the led suit, the highest card
of the led suit winning without trumps, and the winner leading next; the player left of the
dealer leads first. What cannot be compared: oh_hell bids before play, deals 12 cards each to
four players and turns the trump card from the rest of the pack (Whist deals all 52 and turns
the dealer's own last card), and scores bids, not odd tricks and honours. So the comparison
drives oh_hell with random play and checks every decision and every trick winner against the
card core's :func:`playable` and :func:`trick_winner`, which the Whist state uses.
"""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.engine.types import TurnKind
from accessible_games.games.cards import tricks
from accessible_games.games.cards.core import Suit, make_deck
from accessible_games.games.cards.whist.game import PlayCard, WhistGame, WhistState
from accessible_games.games.cards.whist.scoring import (
    Variant,
    game_value,
    rubber_total,
    score_deal,
)

DECK = make_deck("french52")
THEIR_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
RANKS = "23456789TJQKA"


def ours(action: int) -> int:
    """Our card id for an oh_hell card action (rank * 4 + suit, suits C D S H)."""
    rank, suit = divmod(action, 4)
    return THEIR_SUITS[suit].value * 13 + rank


def their_hands(text: str) -> list[list[int]]:
    """Every player's hand from oh_hell's state text."""
    hands: list[list[int]] = []
    for block in re.findall(r"Player: \d+\n((?:\s+[CDSH]: .*\n)+)", text):
        hand = []
        for suit_char, ranks in re.findall(r"([CDSH]): (.*)", block):
            suit = THEIR_SUITS["CDSH".index(suit_char)]
            hand += [suit.value * 13 + RANKS.index(r) for r in ranks.strip()]
        hands.append(hand)
    return hands


def test_trick_mechanics_agree_with_oh_hell():
    pyspiel = pytest.importorskip("pyspiel")
    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 12})
    decisions = tricks_checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = game.new_initial_state()
        chance = 0
        trump = dealer = None
        trick: list[int] = []
        leader = None
        while not state.is_terminal():
            if state.is_chance_node():
                action = rng.choice([a for a, _ in state.chance_outcomes()])
                if chance == 1:
                    dealer = action
                if chance == 50:
                    trump = DECK.suit(ours(action))
                chance += 1
                state.apply_action(action)
                continue
            player = state.current_player()
            legal = state.legal_actions()
            if all(a >= 52 for a in legal):  # bidding
                state.apply_action(rng.choice(legal))
                continue
            if not trick:
                leader = player
                if tricks_checked % 12 == 0:
                    assert leader == (dealer + 1) % 4
            hand = their_hands(str(state))[player]
            led = DECK.suit(trick[0]) if trick else None
            expected = set(tricks.playable(hand, led, DECK))
            assert {ours(a) for a in legal} == expected
            decisions += 1
            action = rng.choice(legal)
            trick.append(ours(action))
            state.apply_action(action)
            if len(trick) == 4:
                winner = tricks.trick_winner(trick, leader, trump, DECK, 4)
                if not state.is_terminal():
                    assert state.current_player() == winner
                tricks_checked += 1
                trick = []
    assert decisions == 60 * 48 and tricks_checked == 60 * 12


def test_the_player_left_of_the_dealer_leads_and_the_dealer_gets_the_trump_card():
    state = WhistGame({"dealer": 2}).new_state()
    rng = random.Random(5)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    assert state.to_move == 3
    last = state.moves[-1]
    assert last.to == 2 and state.trump_suit() is DECK.suit(last.card)
    assert last.card in state.hands[2] and all(len(h) == 13 for h in state.hands)
    # Everybody sees the turned card in the dealer's hand; nothing else of it.
    view = state.redacted(0)
    assert view.hands[2].count(last.card) == 1 and view.hands[2].count(-1) == 12


def test_follow_suit_is_enforced_with_the_reason():
    from accessible_games.engine.types import IllegalMoveError
    from accessible_games.games.cards.whist.game import WHY_FOLLOW, parse_command

    refused = 0
    for seed in range(20):
        state = WhistGame().new_state()
        rng = random.Random(seed)
        while state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
        lead = state.legal_moves()[0]
        state.play(lead)
        led = DECK.suit(lead.card)
        hand = state.hands[state.to_move]
        off = [c for c in hand if DECK.suit(c) is not led]
        if not off or not any(DECK.suit(c) is led for c in hand):
            continue
        face = DECK.face(off[0])
        text = f"{RANKS[face.rank.value - 2]}{'cdhs'[face.suit.value]}"
        with pytest.raises(IllegalMoveError) as caught:
            parse_command(state, text)
        assert caught.value.reason.count == WHY_FOLLOW
        assert caught.value.reason.locations == (led.value,)
        refused += 1
    assert refused >= 10


# -- scoring worked by hand -------------------------------------------------------------------


def test_long_whist_honours_cannot_make_the_last_point():
    # At 5, nine tricks bring 3 (to 8); four honours would add 4 and make 12: not scored.
    score = score_deal(Variant.LONG, (9, 4), (4, 1), (5, 0))
    assert score.tricks == (3, 0) and score.honours == (0, 0) and score.honours_refused
    # At 2, seven tricks bring 1 (to 3); three honours add 2: 5, below 10, scored.
    score = score_deal(Variant.LONG, (7, 6), (3, 2), (2, 0))
    assert score.tricks == (1, 0) and score.honours == (2, 0)
    # All five honours (Long Whist only) are worth 6.
    assert score_deal(Variant.LONG, (6, 7), (5, 0), (0, 0)).honours == (6, 0)


def test_short_whist_side_at_four_cannot_score_honours():
    score = score_deal(Variant.SHORT, (6, 7), (4, 0), (4, 0))
    assert score.tricks == (0, 1) and score.honours == (0, 0) and score.honours_refused
    score = score_deal(Variant.SHORT, (6, 7), (3, 1), (2, 0))
    assert score.honours == (2, 0)  # 2 + 2 = 4 stays below 5
    # The ten is no honour in Short Whist: the side holds at most four.
    assert score_deal(Variant.SHORT, (6, 7), (4, 0), (0, 0)).honours == (4, 0)


def test_american_whist_counts_no_honours_and_a_grand_slam_is_a_treble_game():
    score = score_deal(Variant.AMERICAN, (13, 0), (0, 4), (0, 0))
    assert score.tricks == (7, 0) and score.honours == (0, 0) and not score.honours_refused
    assert game_value(0, Variant.AMERICAN) == 3


def test_game_values():
    assert [game_value(p, Variant.SHORT) for p in range(5)] == [3, 2, 2, 1, 1]
    assert [game_value(p, Variant.LONG) for p in range(10)] == [3, 2, 2, 2, 2, 1, 1, 1, 1, 1]
    assert [game_value(p, Variant.AMERICAN) for p in range(7)] == [3, 2, 2, 2, 1, 1, 1]


def _deal(state: WhistState, taken: tuple[int, int], honours: tuple[int, int]) -> None:
    """Score a deal with ``taken`` tricks and ``honours`` trump honours held per side."""
    state.pending = []
    state.trump = Suit.SPADES.value
    order = [12, 11, 10, 9]  # ace, king, queen, jack of spades (ids 39 + rank - 2)
    played = []
    for side, count in ((0, honours[0]), (1, honours[1])):
        for _ in range(count):
            played.append([side, 39 + order.pop(0)])
    state.played = played
    state.taken = list(taken)
    state.event = []
    state._score()


def test_a_short_whist_rubber_worked_by_hand():
    """Game 1: A 3+0, B honours 2; A 2 more: A wins at 5 against 2, double (2).
    Game 2: B takes all 13 tricks: 7 points against 0, treble (3).
    Game 3: A 1 trick point, A's four honours refused (1 + 4 = 5); B 4 tricks, A's three
    honours scored (1 + 2 = 3); A 2 more: 5 against 4, single (1).
    Rubber to A: 2 + 1 + 2 (rubber) - 3 = 2."""
    state = WhistGame({"variant": "short"}).new_state()
    _deal(state, (9, 4), (0, 3))
    assert state.points == [3, 2]
    _deal(state, (8, 5), (0, 0))
    assert state.games == [1, 0] and state.values == [[2], []] and state.points == [0, 0]
    _deal(state, (0, 13), (0, 0))
    assert state.games == [1, 1] and state.values == [[2], [3]]
    _deal(state, (7, 6), (4, 0))
    assert state.points == [1, 0]
    _deal(state, (3, 10), (3, 0))
    assert state.points == [3, 4]
    _deal(state, (8, 5), (0, 0))
    assert state.over and state.values == [[2, 1], [3]]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0, 2})
    assert outcome.scores == (2, -2, 2, -2)
    assert rubber_total(([2, 1], [3]), 0) == 2
    sheet = state.score_sheet()
    assert [row.kind for row in sheet.rows].count("game") == 3
    assert sheet.totals(("game",)) == (3, 3) and sheet.totals(("rubber",)) == (2, 0)
    assert sheet.totals(("tricks",)) == (3 + 2 + 0 + 1 + 0 + 2, 0 + 0 + 7 + 0 + 4 + 0)
    assert sheet.totals(("honours",)) == (2, 2)


def test_a_whole_rubber_plays_to_the_end_in_every_variant():
    for variant in Variant:
        state = WhistGame({"variant": variant.value}).new_state()
        rng = random.Random(11)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            else:
                state.play(rng.choice(state.legal_moves()))
        outcome = state.outcome()
        assert outcome is not None and max(state.games) == 2
        assert all(isinstance(m, PlayCard) or m.notation.startswith("deal") for m in state.moves)


def test_each_deal_is_told_once_and_dealt_cards_repeat_no_earlier_event():
    """A dealt card's move shows only its own events: the last trick, the deal's score and a
    game won are told once, by the card that ended them."""
    from accessible_games.games.cards.whist.game import DealEnded, TrickWon

    state = WhistGame({"variant": "short"}).new_state()
    rng = random.Random(1)
    deals = tricks_told = 0
    while not state.is_terminal():
        chance = state.turn_kind is TurnKind.CHANCE
        move = state.sample_chance(rng) if chance else state.legal_moves()[-1]
        events = state.play(move)
        if chance:
            assert not any(isinstance(e, (DealEnded, TrickWon)) for e in events)
        deals += sum(isinstance(e, DealEnded) for e in events)
        tricks_told += sum(isinstance(e, TrickWon) for e in events)
    assert deals == state.deal_no and tricks_told == 13 * deals


def test_a_card_that_does_not_follow_tells_the_suit_led_and_whether_it_trumps():
    """The table hears a renounce as it happens ("West discards the two of hearts: no
    spades."): the event names the suit led exactly when the card is of another suit, marks a
    trump, and every renounce told adds up to the voids the state remembers."""
    from accessible_games.games.cards.events import CardPlayed

    state = WhistGame().new_state()
    rng = random.Random(4)
    told: dict[int, list[Suit]] = {}
    renounces = ruffs = 0
    while not state.is_terminal() and state.deal_no == 1:
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
            continue
        move = rng.choice(state.legal_moves())
        led, trump = state.led_suit(), state.trump_suit()
        seat = state.to_move
        events = [e for e in state.play(move) if isinstance(e, CardPlayed)]
        assert len(events) == 1 and events[0].seat == seat
        suit = DECK.suit(events[0].card)
        if led is None or suit is led:
            assert events[0].renounced == -1 and not events[0].trumped
            continue
        assert events[0].renounced == led.value
        assert events[0].trumped == (suit is trump)
        renounces += 1
        ruffs += events[0].trumped
        if led not in told.setdefault(seat, []):
            told[seat].append(led)
        if state.deal_no == 1:  # the last card of a deal starts the next one
            assert told == state.voids()
    assert renounces >= 5 and ruffs >= 1


@pytest.mark.parametrize(("lang", "total", "said"), [
    ("en", 1, "East and West win by one point."),
    ("en", 3, "East and West win by 3 points."),
    ("de", 1, "Ost und West gewinnen mit einem Punkt."),
    ("de", 3, "Ost und West gewinnen mit 3 Punkten."),
])
def test_the_result_counts_its_points_in_words(lang, total, said):
    """A play-tester heard "East and West win by 1 points." at the end of a game of one."""
    from accessible_games.engine.types import EndReason, Outcome
    from accessible_games.lineup import describer_for

    outcome = Outcome(frozenset({1, 3}), EndReason.MAJORITY, (-total, total, -total, total))
    assert describer_for(WhistGame(), lang).deal_outcome_text(outcome) == said
