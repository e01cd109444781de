"""The card games' computer players: sampled deals fit what was seen, the levels play legal cards
from the observation alone, the strong level cannot peek, and partners do not spoil each
other's tricks.

The strength targets (strong against beginner) are measured by benchmarks/cards_strength.py;
here only a few seeded deals run, to show the levels play whole deals through the observation.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import DEFAULT_LEVELS, LevelName, SearcherKind, calibrated
from accessible_games.ai.playouts import search_playouts
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.core import UNKNOWN, Rank
from accessible_games.games.cards.mau_mau import evaluation as mau_mau_eval
from accessible_games.games.cards.mau_mau.bots import beginner_move as mau_mau_beginner
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.mau_mau.rules import Draw, Play
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.state import Deal
from accessible_games.games.cards.whist import evaluation as whist_eval
from accessible_games.games.cards.whist.bots import beginner_move as whist_beginner
from accessible_games.games.cards.whist.game import PlayCard, WhistGame, WhistState


def level(name: LevelName, game_id: str, samples: int | None = None):
    """A standard level as calibrated for the game, without its clock (repeatable)."""
    found = calibrated(DEFAULT_LEVELS[name], game_id)
    if found.searcher is SearcherKind.PLAYOUTS:
        found = dataclasses.replace(found, time_budget=None, samples=samples or found.samples)
    return found


def random_positions(game, count: int, seed: int, *, chance_rng=None):
    """Positions (player to move) along beginner games, every few moves."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = game.new_state()
        moves = 0
        while not state.is_terminal() and len(found) < count:
            if state.turn_kind is TurnKind.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            if moves % 7 == 3:
                found.append(state.copy())
            state.apply(state.policy_move(rng))
            moves += 1
    return found


# -- sampled deals ------------------------------------------------------------------------------


def test_whist_sampled_deals_keep_the_viewers_hand_the_trump_card_and_every_shown_void():
    for state in random_positions(WhistGame({"games": 1}), 40, seed=3):
        voids = state.voids()
        for viewer in range(4):
            view = state.redacted(viewer)
            rng = random.Random(viewer)
            for _ in range(5):
                full = view.sample_hidden(viewer, rng)
                assert full.hands[viewer] == state.hands[viewer]
                assert [len(h) for h in full.hands] == [len(h) for h in state.hands]
                everything = sorted([c for h in full.hands for c in h] + full.public_cards())
                assert everything == list(range(52))
                for card in state.face_up:  # the turned trump card stays with the dealer
                    assert card in full.hands[state.dealer]
                for seat, suits in voids.items():
                    assert not [c for c in full.hands[seat] if state.deck.suit(c) in suits]


def test_mau_mau_sampled_deals_hold_at_most_the_drawn_card_that_fitted_when_a_player_drew():
    checked = 0
    game = MauMauGame()
    rng = random.Random(11)
    for _ in range(30):
        state = game.new_state()
        while not state.is_terminal() and checked < 60:
            if state.turn_kind is TurnKind.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            seat = state.to_move
            move = state.policy_move(rng)
            fitting = {c for c in range(len(game.deck)) if state.fits(c)}
            owed = state.debt
            state.apply(move)
            if not (isinstance(move, Draw) and owed == 0 and state.pending):
                continue
            while state.turn_kind is TurnKind.CHANCE:  # the one card drawn
                state.apply(state.sample_chance(rng))
            if state.is_terminal():
                break
            viewer = (seat + 1) % 4
            view = state.redacted(viewer)
            for n in range(5):
                full = view.sample_hidden(viewer, random.Random(n))
                assert full.hands[viewer] == state.hands[viewer]
                assert len([c for c in full.hands[seat] if c in fitting]) <= 1
                everything = sorted([c for h in full.hands for c in h] + full.talon
                                    + full.discard)
                assert everything == list(range(len(game.deck)))
            checked += 1
    assert checked >= 30


# -- the levels play from the observation ----------------------------------------------------


def test_the_beginner_level_plays_the_rule_based_bot_from_its_view_alone():
    # The beginner slips: three cards in ten are any legal card, the others the rule-based
    # bot's, chosen from the seat's view alone (the full state's bot agrees with it).
    cases = ((WhistGame({"games": 1}), whist_beginner, whist_eval),
             (MauMauGame(), mau_mau_beginner, mau_mau_eval))
    for game, bot, module in cases:
        beginner = level(LevelName.BEGINNER, game.id)
        assert beginner.searcher is SearcherKind.POLICY and beginner.noise == 0.3
        slips = ruled = 0
        for index, state in enumerate(random_positions(game, 60, seed=5)):
            observation = state.observation(state.to_move)
            chosen = choose_from_observation(observation, beginner, module.evaluate,
                                             random.Random(index), order_key=module.order_key)
            assert chosen in state.legal_moves()
            draw = random.Random(index)
            if draw.random() < beginner.noise:
                slips += 1
            else:
                ruled += 1
                assert chosen == bot(state, draw)
        assert slips >= 5 and ruled >= 30


@pytest.mark.parametrize("name", [LevelName.INTERMEDIATE, LevelName.STRONG])
def test_the_searching_levels_play_a_whist_deal_and_a_mau_mau_game_with_legal_moves(name):
    for game, module, seats in ((WhistGame({"games": 1}), whist_eval, (0, 2)),
                                (MauMauGame(), mau_mau_eval, (1,))):
        chosen = level(name, game.id, samples=2)
        state = game.new_state()
        rng = random.Random(7)
        start = getattr(state, "deal_no", 1)
        while not state.is_terminal() and state.deal_no == start:
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            elif state.to_move in seats:
                move = choose_from_observation(state.observation(state.to_move), chosen,
                                               module.evaluate, rng,
                                               order_key=module.order_key)
                state.play(move)  # play() refuses an illegal move
            else:
                state.play(state.policy_move(rng))
        assert state.deal_no > start or state.is_terminal()


# -- privacy ----------------------------------------------------------------------------------


def _swap_hidden(state, a: int, b: int, rng: random.Random):
    """A copy in which seats ``a`` and ``b`` exchanged a hidden card of equal public standing."""
    other = state.copy()
    for _ in range(200):
        i, j = rng.randrange(len(other.hands[a])), rng.randrange(len(other.hands[b]))
        x, y = other.hands[a][i], other.hands[b][j]
        if x in other.face_up or y in other.face_up or other.pub[a][i] != other.pub[b][j]:
            continue
        if other.pub[a][i] >> y & 1 and other.pub[b][j] >> x & 1:
            other.hands[a][i], other.hands[b][j] = y, x
            other.hands[a].sort(key=other.deck.sort_key)
            other.hands[b].sort(key=other.deck.sort_key)
            return other
    return None


def test_the_strong_level_decides_the_same_whatever_the_other_hands_really_hold():
    cases = ((WhistGame({"games": 1}), whist_eval), (MauMauGame(), mau_mau_eval))
    compared = 0
    for game, module in cases:
        strong = level(LevelName.STRONG, game.id, samples=3)
        rng = random.Random(2)
        for state in random_positions(game, 12, seed=9):
            me = state.to_move
            a, b = [(me + 1) % 4, (me + 2) % 4]
            changed = _swap_hidden(state, a, b, rng)
            if changed is None or changed.hands == state.hands:
                continue
            seen, seen_changed = state.observation(me), changed.observation(me)
            assert seen.key == seen_changed.key
            assert seen.view.to_text() == seen_changed.view.to_text()
            assert all(c == UNKNOWN for c in seen.view.hands[a] if c not in state.face_up)
            first = choose_from_observation(seen, strong, module.evaluate, random.Random(4),
                                            order_key=module.order_key)
            second = choose_from_observation(seen_changed, strong, module.evaluate,
                                             random.Random(4), order_key=module.order_key)
            assert first == second
            compared += 1
    assert compared >= 12


# -- partners cooperate -----------------------------------------------------------------------


def whist_position(hands: list[str], dealer: int = 0) -> WhistState:
    """A deal with the given hands (13 names each, the dealer's last card turned for trumps)."""
    state = WhistGame({"games": 1, "dealer": dealer}).new_state()
    deck = state.deck
    cards = [[deck.ids_of(parse_face(t))[0] for t in h.split()] for h in hands]
    assert sorted(c for h in cards for c in h) == list(range(52))
    position = [0] * 4
    while state.turn_kind is TurnKind.CHANCE:
        to = state.pending[0][0]
        state.play(Deal(cards[to][position[to]], to))
        position[to] += 1
    return state


HANDS = [
    # seat 0 (the dealer, trumps clubs): spades K 2, no hearts, clubs, the 2 of clubs turned
    "ks 2s 3d 4d 5d 6d 7d 8d 9d 3c 4c 5c 2c",
    # seat 1 leads the 3 of spades
    "3s 4s 2h 3h 4h 5h 6h 7h 8h 9h th jh qh",
    # seat 2, partner of seat 0, plays the ace of spades
    "as 5s 6s 7s 8s 9s ts js qs kh ah td jd",
    # seat 3
    "6c 7c 8c 9c tc jc qc kc ac 2d qd kd ad",
]


def test_the_strong_level_keeps_its_king_under_the_partners_winning_ace():
    state = whist_position(HANDS)
    ids = {t: state.deck.ids_of(parse_face(t))[0] for t in ("3s", "as", "ks", "2s", "2c")}
    state.play(PlayCard(ids["3s"]))
    state.play(PlayCard(ids["as"]))
    state.play(state.legal_moves()[0])  # seat 3 is void in spades and throws a card
    assert state.to_move == 0
    strong = level(LevelName.STRONG, "whist", samples=6)
    move = choose_from_observation(state.observation(0), strong, whist_eval.evaluate,
                                   random.Random(3), order_key=whist_eval.order_key)
    assert move == PlayCard(ids["2s"])


def test_the_strong_level_does_not_trump_the_partners_winning_ace():
    hands = list(HANDS)
    # seat 0 now holds no spade: it may trump the partner's ace or throw a diamond
    hands[0] = "3d 4d 5d 6d 7d 8d 9d qd 3c 4c 5c 7c 2c"
    hands[3] = "ks 2s 6c 8c 9c tc jc qc kc ac 2d kd ad"
    state = whist_position(hands)
    deck = state.deck
    for text in ("3s", "as", "2s"):
        state.play(PlayCard(deck.ids_of(parse_face(text))[0]))
    assert state.to_move == 0
    result = search_playouts(state.redacted(0), 0, state.legal_moves(),
                             level(LevelName.STRONG, "whist", samples=6), whist_eval.evaluate,
                             random.Random(5))
    means = dict(result.means)
    trumps = [m for m in means if deck.suit(m.card) is state.trump_suit()]
    discards = [m for m in means if m not in trumps]
    assert max(means[m] for m in discards) >= max(means[m] for m in trumps)
    assert result.move in discards


def test_the_strong_level_calls_mau_and_answers_a_seven_with_a_seven():
    from tests.games.cards.test_mau_mau import position

    state = position(["7h 9c", "kh 8s qs as", "8d", "9d td"], "7s", turn=0)
    state.debt = 2
    strong = level(LevelName.STRONG, "mau-mau", samples=12)
    seven = choose_from_observation(state.observation(0), strong, mau_mau_eval.evaluate,
                                    random.Random(1))
    assert isinstance(seven, Play) and seven.mau
    assert state.deck.rank(seven.card) is Rank.SEVEN


def test_a_playout_copy_moves_forward_like_the_state_and_refuses_to_undo():
    state = random_positions(WhistGame({"games": 1}), 1, seed=1)[0]
    fast, slow = state.playout_copy(), state.copy()
    for _ in range(10):
        move = slow.policy_move(random.Random(0))
        fast.apply(move)
        slow.apply(move)
    assert fast.key() == slow.key()
    with pytest.raises(ValueError):
        fast.undo()


def test_mau_mau_sampled_deals_follow_what_the_others_played():
    from accessible_games.games.cards.mau_mau import inference
    from tests.games.cards.test_mau_mau import card, position

    # Seat 1 holds no heart and answers the king of hearts with a jack, wishing spades.
    state = position(["7c 8c 9c tc qc", "jd 7s 8s 9s qs", "7d 8d 9d td qd", "7h 8h 9h th qh"],
                     "ad kh", turn=1)
    move = mau_mau_beginner(state)
    assert isinstance(move, Play) and move.card == card(state.game, "jd")
    state.play(move)
    view = state.redacted(0)
    hearts = state.deck.suit(card(state.game, "kh"))

    def share_with_a_heart(sample) -> float:
        rng = random.Random(8)
        hands = [sample(0, rng).hands[1] for _ in range(300)]
        return sum(any(state.deck.suit(c) is hearts and state.deck.rank(c) is not Rank.JACK
                       for c in h) for h in hands) / len(hands)

    uniform = share_with_a_heart(view.sample_consistent)
    weighed = share_with_a_heart(view.sample_hidden)
    assert uniform > 0.6  # 4 of the 25 unseen cards, 6 of them plain hearts: about 70 %
    # Under the model (three cards in ten at random) about 38 % of the hands that explain
    # the jack hold a heart; eight candidates a deal come near that.
    assert weighed < uniform - 0.1
    # The true hand: the jack was the rule's only choice (wishing spades, its longest suit):
    # 0.7 + 0.3 / 4 (the jack with four wishes).
    assert inference.play_likelihood(state, 1) == pytest.approx(0.775)


def test_a_table_of_computers_plays_mau_mau_through_observations_with_the_lineup_hooks(
        monkeypatch):
    from accessible_games.ai.types import AIHooks
    from accessible_games.session import table as table_module

    hooks = AIHooks(mau_mau_eval.evaluate, mau_mau_eval.order_key)
    monkeypatch.setattr(table_module, "ai_hooks", lambda game: hooks)  # until the lineup has it
    seats = [table_module.Seat(table_module.SeatKind.COMPUTER, level) for level in (1, 2, 1, 1)]
    table = table_module.Table(MauMauGame(), seats, seed=3)
    table.advance()
    jobs = 0
    while not table.is_over and jobs < 400:
        job = table.prepare_computer()
        assert job is not None
        me = job.observation.viewer
        view = job.observation.view
        assert all(c == UNKNOWN for seat, hand in enumerate(view.hands) if seat != me
                   for c in hand)
        assert table.finish_computer(job, job.think())
        jobs += 1
    assert table.outcome is not None


def test_a_playout_stops_when_its_deal_has_been_scored():
    from accessible_games.ai.playouts import play_out

    state = random_positions(WhistGame(), 1, seed=4)[0]  # a rubber: more deals follow
    start = state.deal_no
    playout = state.playout_copy()
    made = play_out(playout, random.Random(0))
    assert playout.deal_no == start + 1 and len(playout.talon) == 52  # nothing dealt yet
    assert made == sum(len(h) for h in state.hands)  # the cards left, then it stopped
    assert playout.sheet[-1][0] == start  # the deal was scored


def test_scored_by_points_the_computer_counts_points_not_cards():
    """With scoring=points the search's evaluation is the others' average points minus one's
    own (points of earlier deals and the cards in hand), by hand: 31 against 15 and 4."""
    from tests.games.cards.test_mau_mau import position

    state = position(["jc ah", "7c 8c", "4h"], "9c", deck="french52", scoring="points")
    state.points = [0, 0, 0]
    assert mau_mau_eval.evaluate(state, 0) == (15 + 4) / 2 - 31
    assert mau_mau_eval.evaluate(state, 2) == (31 + 15) / 2 - 4
    state.points = [0, 0, 40]  # an earlier deal left 40 points against the third player
    assert mau_mau_eval.evaluate(state, 2) == (31 + 15) / 2 - 44
    usual = position(["jc ah", "7c 8c", "4h"], "9c", deck="french52")
    assert mau_mau_eval.evaluate(usual, 2) == (2 + 2) / 2 - 1  # cards, not points


def test_the_intermediate_level_plays_a_points_game_to_its_end():
    game = MauMauGame({"players": 3, "scoring": "points", "target": 2})
    state = game.new_state()
    rng = random.Random(6)
    chosen = level(LevelName.INTERMEDIATE, "mau-mau", samples=4)
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
            continue
        move = choose_from_observation(state.observation(state.to_move), chosen,
                                       mau_mau_eval.evaluate, rng)
        assert move in state.legal_moves()
        state.play(move)
    outcome = state.outcome()
    assert outcome is not None and len(state.deal_rows) == 2
    assert outcome.winners == {s for s in range(3) if state.points[s] == min(state.points)}


def test_the_doppelkopf_beginner_plays_the_same_game_from_the_same_seed_on_any_clock(
        monkeypatch):
    """The beginner counts its simulations instead of watching a clock, so a seed gives the
    same game on a fast machine and a slow one (with a tenth of a second, 2 of 7 runs of one
    seed led another card). A clock that jumps a second at every look must change nothing."""
    from accessible_games.ai import mcts
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
    from accessible_games.session.console import Console, Seat, SeatKind

    def moves_of_one_game() -> list[str]:
        console = Console.local(DoppelkopfGame({"deals": 1}), [Seat(SeatKind.COMPUTER, 1)] * 4,
                                seed=5)
        console.opening()
        for _ in range(24):
            if not console.computer_to_move():
                break
            console.computer_move()
        return [turn.move.notation for turn in console.table.history]

    steady = moves_of_one_game()
    ticks = iter(range(0, 10**9))
    monkeypatch.setattr(mcts, "clock", lambda: float(next(ticks)))
    assert moves_of_one_game() == steady and len(steady) > 48  # the deal and the cards
