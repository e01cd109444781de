"""Hand-made positions with worked answers: captures, crowning, the end, typed input, FEN."""

from __future__ import annotations

import pytest

from accessible_games.engine.events import Piece, PieceCaptured, PieceMoved, Promoted
from accessible_games.engine.grid import parse_algebraic
from accessible_games.engine.types import (
    EndReason,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    ReasonCode,
)
from accessible_games.games.draughts import CheckersGame, pdn_notation
from accessible_games.games.draughts.bitboard import GEOMETRY_8

START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"


def sq(name: str) -> int:
    loc = parse_algebraic(name, 8, 8)
    assert loc is not None
    return loc


def notations(state) -> list[str]:
    return [m.notation for m in state.legal_moves()]


def reason_of(state, text: str):
    with pytest.raises(IllegalMoveError) as info:
        state.parse_move(text)
    return info.value.reason


# -- numbering and orientation ------------------------------------------------------------


def test_pdn_numbers_follow_the_standard_board():
    # Square 1 is in Black's back rank at Black's right (double corner 1-5); 4 is a1.
    names = {n: "abcdefgh"[loc % 8] + str(loc // 8 + 1)
             for n, loc in GEOMETRY_8.loc_of_number.items()}
    assert [names[n] for n in range(1, 13)] == ["g1", "e1", "c1", "a1", "h2", "f2", "d2", "b2",
                                                "g3", "e3", "c3", "a3"]
    assert names[15] == "d4" and names[29] == "h8" and names[32] == "b8"


def test_start_position_and_first_moves():
    state = CheckersGame().new_state()
    assert state.to_text() == START
    assert state.to_move == 0
    assert notations(state) == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    move = state.parse_move("11-15")
    assert move.notation == "c3-d4" and pdn_notation(move, GEOMETRY_8) == "11-15"


@pytest.mark.parametrize("text", ["11-15", "c3-d4", "C3-D4", "c3 d4", "c3xd4", " 11 15 "])
def test_typed_forms_of_one_step(text):
    assert CheckersGame().new_state().parse_move(text).notation == "c3-d4"


@pytest.mark.parametrize("text", ["", "c3", "hello", "c3-", "c3--d4", "i1-j2", "33-29", "0-4"])
def test_unreadable_text_is_invalid(text):
    with pytest.raises(InvalidMoveError) as info:
        CheckersGame().new_state().parse_move(text)
    assert "11-15" in info.value.expected


# -- captures ------------------------------------------------------------------------------

FORCED = "B:W14,15,19:B10,11"
"""Black c3 and e3; White d4, f4 and c5. c3 takes d4 (to e5), e3 takes f4 (to g5); e3 cannot
take d4 because c5 is occupied."""


def test_capture_is_mandatory_and_named():
    state = CheckersGame().parse_position(FORCED)
    assert notations(state) == ["c3xe5", "e3xg5"]
    reason = reason_of(state, "c3-b4")
    assert reason.code is ReasonCode.CAPTURE_MANDATORY
    assert [m.notation for m in reason.alternatives] == ["c3xe5", "e3xg5"]


MULTI = "B:W15,22:B11"
"""Black man c3; White d4 and f6: the only move is c3xe5xg7 (11x18x25)."""


def test_multi_jump_is_one_move_and_must_be_completed():
    state = CheckersGame().parse_position(MULTI)
    [move] = state.legal_moves()
    assert move.notation == "c3xe5xg7"
    assert pdn_notation(move, GEOMETRY_8) == "11x18x25"
    assert move.captured == (sq("d4"), sq("f6"))
    for text in ("c3xe5xg7", "c3xg7", "11x18x25", "11x25", "c3 e5 g7"):
        assert state.parse_move(text) == move
    reason = reason_of(state, "c3xe5")
    assert reason.code is ReasonCode.CAPTURE_INCOMPLETE
    assert reason.alternatives == (move,)
    events = state.play(move)
    assert events[0] == PieceMoved(0, Piece.MAN, (sq("c3"), sq("e5"), sq("g7")))
    assert events[1:3] == (PieceCaptured(0, sq("d4"), Piece.MAN),
                           PieceCaptured(0, sq("f6"), Piece.MAN))
    assert state.to_text() == "W:W:B25"
    # White has no pieces left: Black wins.
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
    assert outcome.reason is EndReason.NO_PIECES


def test_men_capture_forward_only_and_kings_both_ways():
    # White's man on b4 stands behind Black's man on c5: a man cannot jump back to a3, a king can.
    state = CheckersGame().parse_position("B:W16:B19")
    assert "c5xa3" not in notations(state)
    assert all(not m.captured for m in state.legal_moves())
    king = CheckersGame().parse_position("B:W16:BK19")
    assert notations(king) == ["c5xa3"]


def test_crowning_ends_the_move():
    # Black man d6 takes e7 and lands on f8; as a king it could go on over g7, but the
    # crowning ends the move.
    state = CheckersGame().parse_position("B:W25,26:B23")
    assert notations(state) == ["d6xf8"]
    [move] = state.legal_moves()
    assert move.promotes
    events = state.play(move)
    assert events[-1] == Promoted(0, sq("f8"), Piece.KING)
    assert state.piece_at(sq("f8")) == (0, Piece.KING)
    assert state.to_move == 1
    # A king already crowned goes on capturing.
    king = CheckersGame().parse_position("B:W25,26:BK23")
    assert notations(king) == ["d6xf8xh6"]


def test_white_men_move_down_and_crown_on_row_1():
    state = CheckersGame().parse_position("W:W6:B12")
    assert notations(state) == ["f2-e1", "f2-g1"]
    assert all(m.promotes for m in state.legal_moves())


def test_king_loop_routes_are_distinct_moves_but_type_as_one():
    # A king on c3 with White men on b4, b6, d6, d4 in a ring: it can go round either way
    # and land back on c3 having taken all four.
    state = CheckersGame().parse_position("B:W15,16,23,24:BK11")
    loops = [m for m in state.legal_moves() if m.start == m.end]
    assert len(loops) == 2
    ring = frozenset(sq(s) for s in ("b4", "b6", "d6", "d4"))
    assert {frozenset(m.captured) for m in loops} == {ring}
    assert state.parse_move("c3xc3") == loops[0]


# -- illegal attempts ----------------------------------------------------------------------


def test_reasons_for_steps():
    state = CheckersGame().new_state()
    light = reason_of(state, "c3-c4")
    assert light.code is ReasonCode.NOT_PLAYABLE and light.locations == (sq("c4"),)
    assert reason_of(state, "b4-c5").code is ReasonCode.EMPTY
    # The start's fault first: "b4-c6" from an empty b4 was told that c6 is a light square.
    assert reason_of(state, "b4-c6").code is ReasonCode.EMPTY
    assert reason_of(state, "b6-b5").code is ReasonCode.OPPONENT_PIECE
    assert reason_of(state, "b5-c6").locations == (sq("b5"),)  # a light start stays first
    assert reason_of(state, "b6-a5").code is ReasonCode.OPPONENT_PIECE
    assert reason_of(state, "b2-c3").code is ReasonCode.OCCUPIED
    assert reason_of(state, "a1-b2").code is ReasonCode.OCCUPIED
    assert reason_of(state, "e1-f2").code is ReasonCode.OCCUPIED
    assert reason_of(state, "b2-a3").code is ReasonCode.OCCUPIED
    assert reason_of(state, "d2-e3").code is ReasonCode.OCCUPIED
    reason = reason_of(state, "c3-e5")
    assert reason.code is ReasonCode.CANNOT_MOVE_THERE
    assert [m.notation for m in reason.alternatives] == ["c3-b4", "c3-d4"]
    assert reason_of(state, "c1-d2").code is ReasonCode.OCCUPIED
    # A step that no man makes is refused by its rule, not by the piece on its target.
    assert reason_of(state, "c3-b2").code is ReasonCode.CANNOT_MOVE_THERE
    assert reason_of(state, "a1-h8").code is ReasonCode.PIECE_HAS_NO_MOVES
    blocked = CheckersGame().parse_position("B:W32:B10,28")
    assert reason_of(blocked, "a7-b6").code is ReasonCode.PIECE_HAS_NO_MOVES


def test_a_man_stepping_backward_cannot_move_there():
    state = CheckersGame().parse_position("B:W30:B18")
    reason = reason_of(state, "e5-d4")
    assert reason.code is ReasonCode.CANNOT_MOVE_THERE
    assert [m.notation for m in reason.alternatives] == ["e5-d6", "e5-f6"]


# -- the end --------------------------------------------------------------------------------


def test_no_legal_moves_loses():
    # Black's man on a7 is blocked by White's man on b8.
    state = CheckersGame().parse_position("B:W32:B28")
    assert state.legal_moves() == [] and state.count_moves() == 0
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({1})
    assert outcome.reason is EndReason.NO_MOVES


def test_draw_after_forty_moves_each_without_capture_or_mans_move():
    game = CheckersGame({"repetitions": 0})
    state = game.parse_position("B:WK29:BK4")
    plies = 0
    # The kings walk a1-b2-a1 and h8-g7-h8, never meeting.
    while not state.is_terminal():
        state.play(state.legal_moves()[0] if state.to_move == 0 else state.legal_moves()[-1])
        plies += 1
    assert plies == 80
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.reason is EndReason.MOVE_LIMIT


def test_third_repetition_is_a_draw():
    state = CheckersGame().parse_position("B:WK29:BK4")
    for text in ["a1-b2", "h8-g7", "b2-a1", "g7-h8", "a1-b2", "h8-g7", "b2-a1"]:
        assert state.outcome() is None
        state.play(state.parse_move(text))
    assert state.outcome() is None
    state.play(state.parse_move("g7-h8"))
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is EndReason.REPETITION


# -- positions -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", [START, "B:W21-32:B1-12", "b:b1-12:w21-32.", "B:B1-12:W21-32"])
def test_fen_forms_of_the_start(text):
    assert CheckersGame().parse_position(text).to_text() == START


def test_fen_round_trip_with_kings():
    text = "W:W9,K18,30:B5,K14,K28"
    state = CheckersGame().parse_position(text)
    assert state.to_text() == text
    assert state.to_move == 1
    assert state.piece_at(sq("e5")) == (1, Piece.KING)
    assert state.piece_at(sq("a7")) == (0, Piece.KING)
    assert state.counts(0) == (1, 2)


@pytest.mark.parametrize("text, problem", [
    ("B:W21-32", "three fields"),
    ("X:W21-32:B1-12", "side to move"),
    ("B:W21-32:W1-12", "twice"),
    ("B:W12,21-32:B1-12", "given twice"),
    ("B:W20-32:B1-12", "at most 12"),
    ("B:W21-28:B1-11,29", "crowning row"),
    ("B:W1,21-31:B2-12", "crowning row"),
    ("B:W21-32:B1-12,40", "no such square"),
    ("B:W21-32:Bc4", "light square"),
    ("B:W21-32:B1-x", "bad range"),
])
def test_bad_positions_are_refused(text, problem):
    with pytest.raises(InvalidPositionError) as info:
        CheckersGame().parse_position(text)
    assert problem in info.value.problem
    assert "B:W21" in info.value.expected
