"""Dog rules on hand-made positions with worked answers.

Places: track 0-63 (seat s starts on 16*s), kennels 64+4s.., goal lanes 80+4s.. (80 is seat 0's
first goal field). Seat 0 and 2 play against 1 and 3.
"""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError, ReasonCode, Token, TokenKind
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import explain
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import (
    Action,
    Fold,
    MarbleHome,
    MarbleMoved,
    Play,
    SatOut,
    SentHome,
    SevenCount,
    Step,
    UndoStep,
)

GAME = DogGame()


def _card(state, seat, rank):
    return next(c for c in state.hands[seat] if state.deck.rank(c) is rank)


def _targets(state, marble=None, action=None):
    return sorted(m.target for m in state.legal_moves() if isinstance(m, Play)
                  and (marble is None or m.marble == marble)
                  and (action is None or m.action is action))


def test_seven_split_over_two_marbles_sends_home_an_opponent_and_an_own_marble():
    # Seat 0: marbles on 10, 13 and 30; seat 1 on 12. Four fields with the marble on 10 pass 11,
    # 12 (seat 1's marble) and 13 (seat 0's own) and end on 14: both go home. Three fields with
    # the marble on 30 end on 33 and finish the seven.
    state = arrange(GAME, {0: [10, 13, 30], 1: [12]}, {0: ["7h", "2c"], 1: ["3c"], 2: ["3d"],
                                                        3: ["3s"]})
    seven = Play(_card(state, 0, Rank.SEVEN), Rank.SEVEN, Action.SEVEN)
    assert seven in state.legal_moves()
    state.play(seven)
    assert state.turn == 0 and state.split[2] == 7
    events = state.play(Step(10, 14))
    assert SentHome(0, 1, 12) in events and SentHome(0, 0, 13) in events
    assert MarbleMoved(0, 0, 10, 14, 4, (11, 12, 13, 14)) in events
    assert SevenCount(0, 4) in events
    assert state.marbles[0] == [14, 30, 64, 65] and state.marbles[1] == [68, 69, 70, 71]
    # three fields left: one, two or three with either marble, or undo
    steps = sorted((m.marble, m.target) for m in state.legal_moves() if isinstance(m, Step))
    assert steps == [(14, 15), (14, 16), (14, 17), (30, 31), (30, 32), (30, 33)]
    assert UndoStep() in state.legal_moves()
    state.play(Step(30, 33))
    assert not state.split and state.turn == 1
    assert state.marbles[0] == [14, 33, 64, 65]


def test_undo_of_a_step_within_the_split_restores_the_board_and_the_count():
    state = arrange(GAME, {0: [10, 13, 30], 1: [12]}, {0: ["7h", "2c"], 1: ["3c"]})
    state.play(Play(_card(state, 0, Rank.SEVEN), Rank.SEVEN, Action.SEVEN))
    before = (state.to_text(), state.split[2])
    state.play(Step(10, 14))
    state.play(UndoStep())
    assert (state.to_text(), state.split[2]) == before
    assert UndoStep() not in state.legal_moves()


def test_seven_must_be_used_in_full():
    # The only marble stands on 81 in its goal lane: two fields to go, so no seven.
    state = arrange(GAME, {0: [81]}, {0: ["7h", "2c"]})
    assert all(m.action is not Action.SEVEN for m in state.legal_moves()
               if isinstance(m, Play))
    # With a second marble on the track the seven can be split: 2 into the goal, 5 on the track.
    state = arrange(GAME, {0: [81, 40]}, {0: ["7h"]})
    state.play(state.legal_moves()[0])
    steps = {(m.marble, m.target) for m in state.legal_moves() if isinstance(m, Step)}
    assert (81, 83) in steps and (40, 47) in steps and (81, 82) in steps
    assert (40, 41) in steps


def test_four_backward_past_the_start_then_into_the_goal():
    # Seat 0's marble on 2 (it has left the start): four back passes 1, 0 (its start) and 63 and
    # ends on 62. The next turn a five goes 63, 0, then 80, 81, 82 into the goal, or on to 3.
    state = arrange(GAME, {0: [2]}, {0: ["4h", "5c"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    four = _card(state, 0, Rank.FOUR)
    assert _targets(state, 2, Action.BACKWARD) == [62]
    assert Play(four, Rank.FOUR, Action.BACKWARD, 2, 62) in state.legal_moves()
    state.play(Play(four, Rank.FOUR, Action.BACKWARD, 2, 62))
    for seat in (1, 2, 3):  # nobody else has a marble out: each sits out
        assert state.legal_moves() == [Fold()]
        state.play(Fold())
    assert state.turn == 0
    assert _targets(state, 62) == [3, 82]
    events = state.play(Play(_card(state, 0, Rank.FIVE), Rank.FIVE, Action.FORWARD, 62, 82))
    assert MarbleHome(0, 1) in events
    assert state.marbles[0] == [64, 65, 66, 82]


def test_backward_four_never_enters_the_goal_and_goal_marbles_do_not_go_back():
    state = arrange(GAME, {0: [82, 3]}, {0: ["4h"]})
    assert _targets(state, 82) == []  # two fields left in the lane, no way back
    assert _targets(state, 3, Action.BACKWARD) == [63]


def test_jack_is_refused_on_a_protected_marble_with_the_reason():
    # Seat 1's marble has just come out onto its start field 16: it may not be swapped.
    state = arrange(GAME, {0: [5], 1: [16, 30]}, {0: ["Jh"]}, fresh=(0, 1, 0, 0))
    jack = _card(state, 0, Rank.JACK)
    assert [(m.marble, m.target) for m in state.legal_moves()] == [(5, 30)]
    with pytest.raises(IllegalMoveError) as error:
        state.play(Play(jack, Rank.JACK, Action.SWAP, 5, 16))
    reason = error.value.reason
    assert reason.code is ReasonCode.NOT_PLAYABLE and reason.count == explain.WHY_PROTECTED
    assert reason.locations == (5, 16)
    # once it has moved on it is fair game
    state = arrange(GAME, {0: [5], 1: [16, 30]}, {0: ["Jh"]})
    assert sorted((m.marble, m.target) for m in state.legal_moves()) == [(5, 16), (5, 30)]


def test_a_protected_marble_cannot_be_passed_or_hit():
    # Seat 1's fresh marble on 16 blocks seat 0's marble on 14: a three or a two cannot go.
    state = arrange(GAME, {0: [14], 1: [16]}, {0: ["3h", "2h", "Ac"]}, fresh=(0, 1, 0, 0))
    assert _targets(state, 14) == [15]  # only the ace's one field
    reason = state.explain((Token(TokenKind.CARD, _card(state, 0, Rank.THREE)), 14, 17))
    assert reason.count == explain.WHY_BLOCKED and reason.locations == (14, 16)


def test_a_fresh_marble_may_not_enter_the_goal_on_its_first_pass():
    state = arrange(GAME, {0: [0]}, {0: ["3h"]}, fresh=(1, 0, 0, 0))
    assert _targets(state, 0) == [3]
    reason = state.explain((Token(TokenKind.CARD, _card(state, 0, Rank.THREE)), 0, 82))
    assert reason.count == explain.WHY_FIRST_PASS
    # the same marble back on its start after going round may turn in
    state = arrange(GAME, {0: [0]}, {0: ["3h"]})
    assert _targets(state, 0) == [3, 82]


def test_no_jumping_in_the_goal():
    state = arrange(GAME, {0: [80, 82]}, {0: ["2h", "3h"]})
    assert _targets(state, 80) == []
    assert _targets(state, 82) == []
    state = arrange(GAME, {0: [80, 83]}, {0: ["2h"]})
    assert _targets(state, 80) == [82]


def test_a_player_without_a_playable_card_sits_out_the_round():
    # Seat 1 has every marble in its kennel and no ace, king or joker.
    state = arrange(GAME, {0: [5]}, {0: ["2h", "3h"], 1: ["2c", "Qd"], 2: ["5d", "6d"],
                                     3: ["8s", "9s"]})
    state.play(Play(_card(state, 0, Rank.TWO), Rank.TWO, Action.FORWARD, 5, 7))
    assert state.turn == 1 and state.legal_moves() == [Fold()]
    shown = tuple(state.hands[1])
    events = state.play(Fold())
    assert SatOut(1, shown) in events
    assert state.hands[1] == [] and state.out[1] == 1 and set(shown) <= set(state.pile)
    state.play(Fold())  # seat 2 cannot play either
    state.play(Fold())  # nor seat 3
    state.play(Play(_card(state, 0, Rank.THREE), Rank.THREE, Action.FORWARD, 7, 10))
    # every hand is empty: the next round (five cards each) is dealt, starting with seat 1
    assert state.round_no == 1 and state.starter == 1 and len(state.pending) == 20


def test_marbles_that_land_on_a_marble_send_it_home_even_a_partner_by_default():
    state = arrange(GAME, {0: [5], 2: [8]}, {0: ["3h"]})
    events = state.play(Play(_card(state, 0, Rank.THREE), Rank.THREE, Action.FORWARD, 5, 8))
    assert SentHome(0, 2, 8) in events
    strict = DogGame({"land_on_team": "forbidden"})
    state = arrange(strict, {0: [5], 2: [8]}, {0: ["3h"]})
    assert state.legal_moves() == [Fold()]


def test_the_partners_marbles_are_moved_once_all_own_are_home():
    state = arrange(GAME, {0: [80, 81, 82, 83], 2: [40]}, {0: ["5h", "Ac"]})
    assert state.controlled() == 2
    moves = {(m.action, m.marble, m.target) for m in state.legal_moves()}
    assert (Action.FORWARD, 40, 45) in moves
    # the partner's marble (kennel 72-74) comes out onto the partner's start
    assert (Action.START, 74, 32) in moves
    assert (Action.FORWARD, 40, 41) in moves and (Action.FORWARD, 40, 51) in moves
    state.play(Play(_card(state, 0, Rank.FIVE), Rank.FIVE, Action.FORWARD, 40, 45))
    assert 45 in state.marbles[2]


def test_the_team_with_all_eight_home_wins():
    # the last marble on 30 goes 31, 32 (the start) and into 88, the lane's free first field
    state = arrange(GAME, {0: [80, 81, 82, 83], 2: [89, 90, 91, 30]}, {0: ["3h"], 1: ["2c"]})
    state.play(Play(_card(state, 0, Rank.THREE), Rank.THREE, Action.FORWARD, 30, 88))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0, 2})
    assert state.legal_moves() == []


def test_the_joker_stands_for_each_card():
    # Seat 0: a marble on 10, three in the kennel; seat 1 on 20.
    state = arrange(GAME, {0: [10], 1: [20]}, {0: ["X"], 1: ["2c"]})
    joker = state.hands[0][0]
    found = {(m.rank, m.action, m.marble, m.target) for m in state.legal_moves()}
    assert all(m.joker and m.card == joker for m in state.legal_moves())
    assert found == {
        (Rank.ACE, Action.START, 66, 0), (Rank.ACE, Action.FORWARD, 10, 11),
        (Rank.ACE, Action.FORWARD, 10, 21), (Rank.KING, Action.FORWARD, 10, 23),
        (Rank.QUEEN, Action.FORWARD, 10, 22), (Rank.JACK, Action.SWAP, 10, 20),
        (Rank.TEN, Action.FORWARD, 10, 20), (Rank.NINE, Action.FORWARD, 10, 19),
        (Rank.EIGHT, Action.FORWARD, 10, 18), (Rank.SEVEN, Action.SEVEN, -1, -1),
        (Rank.SIX, Action.FORWARD, 10, 16), (Rank.FIVE, Action.FORWARD, 10, 15),
        (Rank.FOUR, Action.FORWARD, 10, 14), (Rank.FOUR, Action.BACKWARD, 10, 6),
        (Rank.THREE, Action.FORWARD, 10, 13), (Rank.TWO, Action.FORWARD, 10, 12)}
    # every effect is the effect of the real card of that rank, and together they are all of
    # the real cards' effects (the king's start is listed once, under the ace)
    union = set()
    for name in "A K Q J T 9 8 7 6 5 4 3 2".split():
        real = arrange(GAME, {0: [10], 1: [20]}, {0: [name + "h"]})
        effects = {(m.action, m.marble, m.target) for m in real.legal_moves()}
        rank = real.deck.rank(real.hands[0][0])
        assert {(a, m, t) for r, a, m, t in found if r is rank} <= effects, name
        union |= effects
    assert union == {(a, m, t) for _, a, m, t in found}


def test_king_and_ace_bring_a_marble_out_and_send_home_what_stands_on_the_start():
    state = arrange(GAME, {1: [0]}, {0: ["Kh"]})
    king = _card(state, 0, Rank.KING)
    events = state.play(Play(king, Rank.KING, Action.START, 67, 0))
    assert SentHome(0, 1, 0) in events
    assert state.fresh[0] == 1 and 0 in state.marbles[0]


def test_every_place_has_its_own_cell_on_the_cross_and_the_track_is_connected():
    from accessible_games.games.cards.dog import board as b
    cells = [b.grid_cell(p) for p in range(b.PLACES)]
    assert len(set(cells)) == b.PLACES
    assert all(0 <= c < b.GRID and 0 <= r < b.GRID for c, r in cells)
    for place in range(b.TRACK):  # each field touches the next, round the whole track
        (c1, r1), (c2, r2) = cells[place], cells[(place + 1) % b.TRACK]
        assert abs(c1 - c2) + abs(r1 - r2) == 1, place
    for seat in range(4):  # the goal lane leaves the start field and runs inward
        lane = [cells[b.start_field(seat)]] + [cells[b.goal_place(seat, i)] for i in range(4)]
        for (c1, r1), (c2, r2) in zip(lane, lane[1:]):
            assert abs(c1 - c2) + abs(r1 - r2) == 1
    assert cells[0] == (8, 0) and cells[16] == (16, 8) and cells[32] == (8, 16)
    assert cells[48] == (0, 8) and cells[83] == (8, 4)
    # nothing stands in the middle square's centre or on the track's inside of an arm
    assert (8, 8) not in cells
