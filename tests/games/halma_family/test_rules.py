"""The Halma family's rules on hand-made positions; expected answers worked out in comments.

Position texts list rows 8 to 1; dark squares are those where letter and number are both odd or
both even (a1, c1, b2 ...). Black (or the sheep) starts at the bottom.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import IllegalMoveError, ReasonCode, perft
from accessible_games.engine.details import DetailedOutcome, RuleReason
from accessible_games.engine.groups import GroupRemoved
from accessible_games.games.halma_family import (
    BlockadeGame,
    EckdameGame,
    HalmaDameGame,
    RaeuberUndGendarmGame,
    WolfUndSchafeGame,
)
from accessible_games.games.halma_family.game import HalmaEnd, HalmaRule


def notations(state, start=None):
    moves = state.legal_moves() if start is None else state.moves_from(state.parse_location(start))
    return sorted(m.notation for m in moves)


def rule_of(state, text):
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move(text)
    reason = info.value.reason
    return reason.rule if isinstance(reason, RuleReason) else reason.code


def detail(state):
    outcome = state.outcome()
    assert isinstance(outcome, DetailedOutcome)
    return outcome.detail, outcome.winners


# -- Wolf und Schafe ----------------------------------------------------------------------------

def test_wolf_start_and_options():
    state = WolfUndSchafeGame().new_state()
    assert state.to_text() == "7W/8/8/8/8/8/8/S1S1S1S1 s 0 0"
    # Seven sheep steps: a1-b2, c1-b2, c1-d2, e1-d2, e1-f2, g1-f2, g1-h2.
    assert perft(state, 1) == 7
    wolf_first = WolfUndSchafeGame({"first": "wolf", "wolf_start": "d8"}).new_state()
    assert wolf_first.to_text() == "3W4/8/8/8/8/8/8/S1S1S1S1 w 0 0"
    assert notations(wolf_first) == ["d8-c7", "d8-e7"]


def test_sheep_trap_the_wolf():
    # The wolf on h8 has only g7 to go to; the sheep f6 steps there and the wolf is trapped.
    state = WolfUndSchafeGame().parse_position("7W/8/5S2/8/8/8/8/S1S1S3 s 0 0")
    state.play(state.parse_move("f6-g7"))
    assert detail(state) == (HalmaEnd.WOLF_TRAPPED, {0})


def test_wolf_breaks_through():
    # Wolf d4, the lowest sheep on row 3 (a3, c3): stepping to e3 puts the wolf level with the
    # lowest sheep; sheep only move up, so nothing can stop him any more: the wolf wins.
    state = WolfUndSchafeGame().parse_position("8/8/8/4S1S1/3W4/S1S5/8/8 w 0 0")
    assert state.outcome() is None
    state.play(state.parse_move("d4-c5"))
    assert state.outcome() is None
    state.play(state.parse_move("a3-b4"))
    state.play(state.parse_move("c5-d4"))
    state.play(state.parse_move("b4-a5"))
    state.play(state.parse_move("d4-e3"))
    assert detail(state) == (HalmaEnd.WOLF_THROUGH, {1})


def test_sheep_that_cannot_move_lose():
    # Sheep a7 (b8 taken), c7 (b8 and d8 taken), b8 (top row): no sheep move; the wolf wins.
    state = WolfUndSchafeGame().parse_position("1S1W4/S1S5/8/8/8/8/8/8 s 0 0")
    assert detail(state) == (HalmaEnd.SHEEP_STUCK, {1})


def test_wolf_and_sheep_reasons():
    state = WolfUndSchafeGame().parse_position("8/8/8/8/3W4/2S5/8/S3S3 s 0 0")
    assert rule_of(state, "c3-b2") is HalmaRule.BACKWARD
    assert rule_of(state, "c3-c4") is ReasonCode.NOT_PLAYABLE
    state.play(state.parse_move("a1-b2"))
    assert rule_of(state, "d4-b2") is HalmaRule.NO_JUMPS
    assert "d4-c5" in notations(state)


# -- Blockade -----------------------------------------------------------------------------------

BLOCK = "8/8/7B/8/3W4/W7/1B6/B1W5 w 0 0"
"""Black a1-b2 is one group whose only free neighbour is c3 (c1 and a3 are white)."""


def test_blockade_removes_a_blocked_group():
    state = BlockadeGame().parse_position(BLOCK)
    move = state.parse_move("d4-c3")
    events = state.play(move)
    removed = [e for e in events if isinstance(e, GroupRemoved)]
    assert [(e.player, e.locations) for e in removed] == [(0, (0, 9))]
    assert state.pieces(0) == [state.parse_location("h6")]
    assert state.quiet == 0
    state.undo()
    assert state.to_text() == BLOCK


def test_blockade_last_move_wins():
    # Without the stone on h6, removing a1 and b2 leaves Black without stones.
    state = BlockadeGame().parse_position("8/8/8/8/3W4/W7/1B6/B1W5 w 0 0")
    state.play(state.parse_move("d4-c3"))
    assert detail(state) == (HalmaEnd.NO_PIECES, {1})


def test_blockade_draw_count_and_no_jumps():
    state = BlockadeGame().parse_position("8/8/7B/8/3W4/W7/1B6/B1W5 w 79 79")
    assert rule_of(state, "c1-e3") is HalmaRule.NO_JUMPS
    state.play(state.parse_move("d4-e5"))
    assert state.outcome() is not None and state.outcome().is_draw


# -- Räuber und Gendarm ---------------------------------------------------------------------------

def test_raeuber_hops_over_enemies_only_and_takes_nothing():
    # Black c3 hops over white d4 to e5, then over white d6 to c7 (zigzag); d4 and d6 stay.
    state = RaeuberUndGendarmGame().parse_position("8/8/3W4/8/3W4/2B5/8/6W1 b 0 0")
    assert "c3-e5" in notations(state) and "c3-e5-c7" in notations(state)
    state.play(state.parse_move("c3-c7"))
    assert state.board[state.parse_location("d4")] == 1
    assert state.board[state.parse_location("d6")] == 1
    own = RaeuberUndGendarmGame().parse_position("8/8/8/8/3B4/2B5/8/6W1 b 0 0")
    assert rule_of(own, "c3-e5") is HalmaRule.JUMP_OWN


def test_raeuber_blocked_player_loses():
    # White a1: b2 is black and c3 behind it is taken, so the black stone is not free.
    state = RaeuberUndGendarmGame().parse_position("8/8/8/8/8/2B5/1B6/W7 w 0 0")
    assert detail(state) == (HalmaEnd.BLOCKED, {0})


def test_raeuber_formation_wins():
    state = RaeuberUndGendarmGame().parse_position(
        "1B1B1B1B/B1B1B1B1/1B1B1B2/6B1/8/8/8/W7 b 0 0")
    state.play(state.parse_move("g5-h6"))
    assert detail(state) == (HalmaEnd.FORMATION, {0})


def test_raeuber_move_limit_counts_target_squares():
    # After 150 moves each the side with more stones on its target squares wins: Black has
    # b6 and d6 there, White only a3.
    state = RaeuberUndGendarmGame().parse_position("8/8/1B1B4/8/8/W7/8/6B1 b 299 0")
    state.play(state.parse_move("g1-h2"))
    outcome = state.outcome()
    assert outcome.detail is HalmaEnd.LIMIT and outcome.winners == {0}
    assert outcome.scores == (2, 1)


# -- Halma-Dame -----------------------------------------------------------------------------------

def test_halma_dame_hops_over_own_and_enemy_free_stones():
    # c3 hops over its own d4 to e5 and on over white f6 to g7; both are free (e5, g7 empty).
    state = HalmaDameGame().parse_position("8/8/5W2/8/3B4/2B5/8/8 b 0 0")
    assert notations(state, "c3") == ["c3-b4", "c3-e5", "c3-e5-g7"]
    assert state.parse_move("c3-g7").notation == "c3-e5-g7"
    # A stone with a taken square behind it is not free.
    blocked = HalmaDameGame().parse_position("8/8/5W2/4W3/3B4/2B5/8/8 b 0 0")
    assert rule_of(blocked, "c3-e5") is HalmaRule.NOT_FREE
    # Hops go forward only, like steps.
    assert rule_of(state, "d4-b2") is HalmaRule.BACKWARD
    assert rule_of(state, "d4-c3") is HalmaRule.BACKWARD


def test_halma_dame_fill_rule_beats_spoiling():
    # White's stone never left d8, one of Black's target squares. Black fills the other seven
    # with h6-g7: every target square is taken, so Black wins by the anti-spoiling rule (the
    # leave-home deadline is switched off here to show the fill rule alone).
    text = "1B1W1B1B/B1B1B3/7B/8/1B6/8/8/W7 b 61 0"
    game = HalmaDameGame({"home_deadline": 0})
    state = game.parse_position(text)
    state.play(state.parse_move("h6-g7"))
    assert detail(state) == (HalmaEnd.FILLED, {0})
    # Too early (White has had only 10 moves): the fill rule does not count yet.
    early = game.parse_position(text.replace(" 61 ", " 21 "))
    early.play(early.parse_move("h6-g7"))
    assert early.outcome() is None
    # With the rule off the game goes on as well.
    off = HalmaDameGame({"home_deadline": 0, "fill_after": 0}).parse_position(text)
    off.play(off.parse_move("h6-g7"))
    assert off.outcome() is None


def test_halma_dame_leave_home_deadline():
    # Black's 30th move leaves a stone on a1, a start square: Black loses.
    state = HalmaDameGame().parse_position("7W/8/5W2/8/8/2B5/8/B7 b 58 0")
    state.play(state.parse_move("c3-d4"))
    assert detail(state) == (HalmaEnd.LEFT_HOME, {1})


def test_halma_dame_pass_and_both_blocked():
    # Black's only stone is on the top row: it cannot move, so Black must pass (D12.2).
    game = HalmaDameGame({"home_deadline": 0})
    state = game.parse_position("1B6/8/8/8/8/2W5/8/8 b 0 0")
    assert notations(state) == ["pass"]
    assert rule_of(state, "b8-a7") is ReasonCode.MUST_PASS
    state.play(state.parse_move("passen"))
    assert state.outcome() is None and state.to_move == 1
    assert rule_of(state, "pass") is ReasonCode.CANNOT_PASS
    # Neither side can move (White's stone on row 1, Black's on row 8): a draw.
    stuck = game.parse_position("1B6/8/8/8/8/8/8/W7 b 0 0")
    assert detail(stuck) == (HalmaEnd.BOTH_BLOCKED, set())


# -- Eckdame --------------------------------------------------------------------------------------

def test_eckdame_start():
    state = EckdameGame().new_state()
    assert state.to_text() == "3W1W1W/4W1W1/5W1W/B5W1/1B5W/B1B5/1B1B4/B1B1B3 b 0 0"
    # The five front stones (a5, b4, c3, d2, e1) have 3 steps each; a3, b2 and c1 have 2 each
    # (north and east); a1 has 2 (a2, b1): 15 + 6 + 2 = 23, no hops (no enemy is near).
    assert perft(state, 1) == 23


def test_eckdame_hops_over_free_enemy_stones_sideways_and_forward():
    # b2 hops east over white c2 to d2 (diagonally forward on the turned board) and north over
    # white b3 to b4.
    state = EckdameGame().parse_position("7W/8/8/8/8/1W6/1BW5/8 b 0 0")
    moves = notations(state, "b2")
    assert "b2-b4" in moves and "b2-d2" in moves
    # c3 hops sideways (south-east) over white d2 to e1.
    sideways = EckdameGame().parse_position("7W/8/8/8/8/2B5/3W4/8 b 0 0")
    assert "c3-e1" in notations(sideways)
    # Own stones may not be hopped over; a stone whose square behind is taken is not free.
    own = EckdameGame().parse_position("7W/8/8/8/8/2B5/1B6/8 b 0 0")
    assert rule_of(own, "b2-d4") is HalmaRule.JUMP_OWN
    not_free = EckdameGame().parse_position("7W/8/8/8/8/1W6/1BWW4/8 b 0 0")
    assert rule_of(not_free, "b2-d2") is HalmaRule.NOT_FREE
    assert rule_of(state, "b2-a1") is HalmaRule.BACKWARD


def test_eckdame_fill_rule():
    # Black's target: h8; f8 g7 h6; d8 e7 f6 g5 h4. White's stone stayed on h8; Black fills the
    # rest with e6-e7 after White's 30th move: Black wins by the fill rule.
    game = EckdameGame({"home_deadline": 0})
    state = game.parse_position("3B1B1W/6B1/4BB1B/6B1/7B/8/8/W7 b 61 0")
    assert state.outcome() is None
    state.play(state.parse_move("e6-e7"))
    assert detail(state) == (HalmaEnd.FILLED, {0})
