"""Breakthrough rules on hand-made positions with worked answers, the position text, typed moves."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import (
    EndReason,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    ReasonCode,
    TurnKind,
)
from accessible_games.engine.events import GameEnded, Piece, PieceCaptured, PieceMoved
from accessible_games.engine.grid import parse_algebraic
from accessible_games.games.breakthrough import BreakthroughGame, BreakthroughMove
from accessible_games.games.breakthrough.game import GOAL_REASON

START = "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w"


def sq(name: str, size: int = 8) -> int:
    square = parse_algebraic(name, size, size)
    assert square is not None
    return square


# White d4 faces Black d5 straight ahead (no capture that way); Black c5 and e5 stand diagonally
# in front, so d4 can take either; d4 cannot step to d5. Black to move could take d4 with c5 or
# e5 as well.
FACE_OFF = "8/8/8/2ppp3/3P4/8/8/8 w"


def test_start_position_and_its_text():
    state = BreakthroughGame().new_state()
    assert state.to_text() == START
    assert state.counts() == (16, 16) and state.to_move == 0
    legal = [m.notation for m in state.legal_moves()]
    assert legal[:3] == ["a2-a3", "a2-b3", "b2-a3"] and len(legal) == 22
    assert BreakthroughGame({"size": 5}).new_state().to_text() == "ppppp/ppppp/5/PPPPP/PPPPP w"


def test_captures_only_diagonally_forward():
    state = BreakthroughGame().parse_position(FACE_OFF)
    moves = sorted(m.notation for m in state.legal_moves())
    # d4: takes c5 or e5; straight ahead d5 is blocked; no sideways or backward moves.
    assert moves == ["d4xc5", "d4xe5"]
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("d4-d5")
    assert error.value.reason.code is ReasonCode.OCCUPIED
    assert error.value.reason.locations == (sq("d4"), sq("d5"))
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("d4-d3")
    assert error.value.reason.code is ReasonCode.CANNOT_MOVE_THERE
    events = state.play(state.parse_move("d4xe5"))
    assert events == (PieceMoved(0, Piece.MAN, (sq("d4"), sq("e5"))),
                      PieceCaptured(0, sq("e5"), Piece.MAN))
    assert state.to_text() == "8/8/8/2ppP3/8/8/8/8 b"
    # Black's d5 moves down: straight to d4 or diagonally to the empty c4 and e4.
    assert sorted(m.notation for m in state.moves_from(sq("d5"))) == ["d5-c4", "d5-d4", "d5-e4"]
    state.undo()
    assert state.to_text() == FACE_OFF


def test_reaching_the_far_row_wins():
    # White g7 steps to g8 (or takes f8): the game ends at once with White the winner.
    state = BreakthroughGame().parse_position("5p2/6P1/8/8/8/8/p7/8 w")
    assert state.runners(0) == [sq("g7")]
    events = state.play(state.parse_move("g7g8"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0}
    assert outcome.reason is GOAL_REASON and events[-1] == GameEnded(outcome)
    assert state.turn_kind is TurnKind.TERMINAL and state.legal_moves() == []
    assert state.count_moves() == 0
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a2-a1")
    assert error.value.reason.code is ReasonCode.GAME_OVER


def test_black_reaches_rank_one():
    state = BreakthroughGame().parse_position("8/8/8/8/8/8/p7/7P b")
    state.play(state.parse_move("a2-b1"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {1} and outcome.reason is GOAL_REASON


def test_capturing_every_piece_wins():
    # Black's last piece stands on e5; White d4 takes it.
    state = BreakthroughGame().parse_position("8/8/8/4p3/3P4/8/8/8 w")
    state.play(state.parse_move("d4xe5"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0}
    assert outcome.reason is EndReason.NO_PIECES


def test_first_player_options():
    assert BreakthroughGame({"first": "black"}).new_state().to_move == 1
    firsts = {BreakthroughGame({"first": "random"}).new_state(random.Random(seed)).to_move
              for seed in range(20)}
    assert firsts == {0, 1}
    assert BreakthroughGame({"first": "random"}).new_state().to_move == 0
    with pytest.raises(InvalidOptionError):
        BreakthroughGame({"first": "red"})
    with pytest.raises(InvalidOptionError):
        BreakthroughGame({"size": 9})


def test_threats_attacked_and_runners():
    # White b6 can be taken by Black a7 or c7, and b6 attacks both of them. b6 is two steps
    # from rank 8; White f7 is one step away (f8 is empty). No Black piece is near rank 1.
    state = BreakthroughGame().parse_position("8/p1p2P2/1P6/8/8/8/8/8 b")
    assert state.attacked(0) == [sq("b6")]
    assert state.attacked(1) == [sq("a7"), sq("c7")]
    assert state.runners(0) == [sq("f7")]
    assert state.runners(1) == []


def test_typed_forms_and_reasons():
    state = BreakthroughGame().new_state()
    move = BreakthroughMove(sq("a2"), sq("a3"), False)
    for text in ("a2-a3", "a2a3", "A2 A3", "a2:a3"):
        assert state.parse_move(text) == move
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a3-a4")
    assert error.value.reason.code is ReasonCode.EMPTY
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a7-a6")
    assert error.value.reason.code is ReasonCode.OPPONENT_PIECE
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a1-a2")
    assert error.value.reason.code is ReasonCode.PIECE_HAS_NO_MOVES
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("b2")
    assert error.value.reason.code is ReasonCode.CANNOT_MOVE_THERE
    assert len(error.value.reason.alternatives) == 3
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a2-i3")
    assert error.value.reason.code is ReasonCode.OFF_BOARD
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a2-b3-c4")
    assert error.value.reason.code is ReasonCode.MORE_SQUARES
    for text in ("", "hello", "a2-"):
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)


@pytest.mark.parametrize("text", [START, FACE_OFF, "ppppp/ppppp/5/PPPPP/PPPPP b",
                                  "7p/8/8/8/8/8/8/P7 w"])
def test_position_text_round_trip(text):
    assert BreakthroughGame().parse_position(text).to_text() == text


def test_position_size_follows_from_the_rows():
    state = BreakthroughGame().parse_position("pppppp/pppppp/6/6/PPPPPP/PPPPPP w")
    assert state.game.size == 6 and len(state.legal_moves()) == 16


@pytest.mark.parametrize("text, problem", [
    ("pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP", "side to move is missing"),
    ("pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP x", "is not w or b"),
    ("pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPP w", "has 7 squares"),
    ("pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPPP w", "more than 8"),
    ("pppppppp/pppkpppp/8/8/8/8/PPPPPPPP/PPPPPPPP w", "'k'"),
    ("P7/8/8/8/8/8/8/p7 w", "both sides"),
])
def test_bad_position_texts_name_the_problem(text, problem):
    with pytest.raises(InvalidPositionError) as error:
        BreakthroughGame().parse_position(text)
    assert problem in str(error.value)


def test_play_and_undo_restore_everything():
    state = BreakthroughGame().new_state()
    rng = random.Random(3)
    texts = [state.to_text()]
    for _ in range(30):
        state.play(rng.choice(state.legal_moves()))
        texts.append(state.to_text())
    for text in reversed(texts[:-1]):
        state.undo()
        assert state.to_text() == text
