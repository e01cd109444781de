"""Alquerque rules on hand-made positions; the expected answers are worked out in the comments.

Board reminder: points a1-e5, White (W) starts at the bottom and moves up; diagonal lines only
through a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5. Position texts list rows 5 to 1.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import IllegalMoveError, ReasonCode, perft
from accessible_games.engine.details import DetailedOutcome, RuleReason
from accessible_games.engine.jumps import Forfeited
from accessible_games.games.alquerque import AlquerqueGame
from accessible_games.games.alquerque.game import AlquerqueEnd, AlquerqueRule


def notations(state):
    return sorted(m.notation for m in state.legal_moves())


def reason_of(state, text):
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move(text)
    return info.value.reason


def test_start_position_and_first_moves():
    state = AlquerqueGame().new_state()
    assert state.to_text() == "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w - - 0"
    # Only c3 is empty; it is next to b2, c2, d2 (on lines) and d3; b3 is black.
    assert notations(state) == ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]
    assert perft(state, 1) == 4
    # After b2-c3 the only empty points are b2 and c3's old neighbours stay full: Black's
    # only capture is d4 over c3 along the long diagonal onto b2 (the chain cannot go on,
    # every point two steps from b2 is taken).
    state.play(state.parse_move("b2-c3"))
    assert notations(state) == ["d4xb2"]


def test_multi_capture_turns_back():
    # White c1 takes c2 (landing c3, forward), then d3 (landing e3, sideways), then e2
    # (landing e1: backward, allowed after the first jump). Nothing else can be taken.
    state = AlquerqueGame().parse_position("5/5/3B1/2B1B/2W2 w - - 0")
    assert notations(state) == ["c1xc3xe3xe1"]
    move = state.parse_move("c1xe1")
    assert move.captured == (state_point("c2"), state_point("d3"), state_point("e2"))
    # Stopping early is refused: the capture must go on.
    assert reason_of(state, "c1xc3").code is ReasonCode.CAPTURE_INCOMPLETE
    state.play(move)
    outcome = state.outcome()
    # All black pieces are gone: 2 points plus 2 for White's one remaining piece.
    assert isinstance(outcome, DetailedOutcome) and outcome.detail is AlquerqueEnd.ALL_TAKEN
    assert outcome.winners == {0} and outcome.scores == (4, 0)


def state_point(name):
    return AlquerqueGame().new_state().parse_location(name)


def test_first_jump_may_not_go_backward():
    # White c3 could jump c2 backward onto c1, but a capture starts in a moving direction.
    state = AlquerqueGame().parse_position("B4/5/2W2/2B2/5 w - - 0")
    assert all("x" not in n for n in notations(state))
    reason = reason_of(state, "c3xc1")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.FIRST_JUMP_BACKWARD


def test_far_row_piece_only_captures_sideways():
    # White c5 is on Black's base row: no steps; d5 can be jumped sideways to e5; c4 below it
    # cannot be jumped backward as a first jump. Capture is compulsory, so a1's steps wait.
    state = AlquerqueGame().parse_position("2WB1/2B2/5/5/W4 w - - 0")
    assert notations(state) == ["c5xe5"]
    # Without the piece on d5, c5 has no move at all and a1 must move.
    quiet = AlquerqueGame().parse_position("2W2/2B2/5/5/W4 w - - 0")
    assert notations(quiet) == ["a1-a2", "a1-b1", "a1-b2"]
    reason = reason_of(quiet, "c5-b5")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.FAR_ROW
    assert reason_of(quiet, "c5xc3").code is ReasonCode.CANNOT_MOVE_THERE


def test_no_return_to_the_previous_point():
    # White's last move was b2-c2 (sideways). c2 has no diagonals (c2 is an odd point), so it
    # may go to c3 or d2, but not straight back to b2.
    state = AlquerqueGame().parse_position("B4/5/5/2W2/5 w b2-c2 - 0")
    assert notations(state) == ["c2-c3", "c2-d2"]
    reason = reason_of(state, "c2-b2")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.NO_RETURN
    # Without the record of the previous move, b2 is allowed.
    assert "c2-b2" in notations(AlquerqueGame().parse_position("B4/5/5/2W2/5 w - - 0"))


def test_no_backward_steps_and_no_line_reasons():
    state = AlquerqueGame().parse_position("B4/5/2W2/5/5 w - - 0")
    reason = reason_of(state, "c3-c2")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.BACKWARD
    # b3 -> c4 would be diagonal, but no diagonal passes through b3.
    odd = AlquerqueGame().parse_position("B4/5/1W3/5/5 w - - 0")
    reason = reason_of(odd, "b3-c4")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.NO_LINE
    # b3 -> c5 is neither a step nor a jump on any line (a play-tester's a1-b3 was refused
    # as "b3 is occupied", which named the wrong rule).
    reason = reason_of(odd, "b3-c5")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.TOO_FAR
    assert reason_of(AlquerqueGame().new_state(), "a1-b3").rule is AlquerqueRule.TOO_FAR


def test_capture_is_mandatory_by_default():
    state = AlquerqueGame().parse_position("B4/5/5/2B2/W1W2 w - - 0")
    assert notations(state) == ["c1xc3"]
    assert reason_of(state, "a1-a2").code is ReasonCode.CAPTURE_MANDATORY


def test_huffing_one_candidate_is_forfeited_at_once():
    # With huffing, a1-a2 is legal although c1 could take c2; c1 is forfeited with the move.
    game = AlquerqueGame({"huffing": True})
    state = game.parse_position("B4/5/5/2B2/W1W2 w - - 0")
    assert "a1-a2" in notations(state) and "c1xc3" in notations(state)
    move = state.parse_move("a1-a2")
    events = state.play(move)
    assert any(isinstance(e, Forfeited) and e.location == state.parse_location("c1")
               for e in events)
    assert state.to_text() == "B4/5/5/W1B2/5 b a1-a2 - 0"


def test_huffing_the_opponent_chooses_among_several():
    # c1 could take c2 and e1 could take e2; after a1-a2 Black chooses which one goes, then
    # Black moves as usual.
    game = AlquerqueGame({"huffing": True})
    state = game.parse_position("B4/5/5/2B1B/W1W1W w - - 0")
    state.play(state.parse_move("a1-a2"))
    assert state.to_move == 1 and state.pending == (state.parse_location("c1"),
                                                    state.parse_location("e1"))
    assert notations(state) == ["huff c1", "huff e1"]
    assert state.to_text().endswith(" huff=c1,e1")
    assert game.parse_position(state.to_text()).key() == state.key()
    reason = reason_of(state, "a5-a4")
    assert isinstance(reason, RuleReason) and reason.rule is AlquerqueRule.CHOOSE_FORFEIT
    state.play(state.parse_move("huff e1"))
    assert state.to_move == 1 and not state.pending
    assert state.board[state.parse_location("e1")] == -1


def test_scoring_when_blocked():
    # White's only piece stands on the far row with nothing to capture: White cannot move and
    # loses. Black gets 2 for the win and 1 for each of its 2 extra pieces.
    state = AlquerqueGame().parse_position("2W2/5/5/5/BB1B1 w - - 0")
    outcome = state.outcome()
    assert isinstance(outcome, DetailedOutcome) and outcome.detail is AlquerqueEnd.BLOCKED
    assert outcome.winners == {1} and outcome.scores == (0, 4)


def test_draw_by_sideways_moves():
    # Only sideways moves are left for 20 moves each: a draw by the move rule.
    state = AlquerqueGame().parse_position("5/B4/5/4W/5 w - - 39")
    assert state.outcome() is None
    state.play(state.parse_move("e2-d2"))
    assert state.outcome() is not None and state.outcome().is_draw


def test_position_text_errors():
    from accessible_games.engine import InvalidPositionError
    for bad in ("BBBBB/BBBBB w - - 0", "BBBBB/BBBBB/BB1WW/WWWWW/WWWWX w - - 0",
                "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW x - - 0", "5/5/5/5/5 w c2 - 0"):
        with pytest.raises(InvalidPositionError):
            AlquerqueGame().parse_position(bad)
