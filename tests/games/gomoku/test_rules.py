"""Gomoku rules on hand-made positions with worked answers, the position text and typed moves."""

from __future__ import annotations

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
from accessible_games.engine.events import GameEnded, Piece, Placed
from accessible_games.engine.grid import parse_algebraic
from accessible_games.games.gomoku import GomokuGame, GomokuMove
from accessible_games.games.gomoku.game import FIVE_REASON

EMPTY = "/".join(["15"] * 15) + " X"


def sq(name: str, size: int = 15) -> int:
    square = parse_algebraic(name, size, size)
    assert square is not None
    return square


def position(rows: dict[int, str], side: str, size: int = 15) -> str:
    """A position text from some ranks drawn in full (``.`` empty); other ranks are empty."""
    texts = []
    for rank in range(size, 0, -1):
        row = rows.get(rank, "." * size)
        assert len(row) == size
        text, empty = "", 0
        for char in row:
            if char == ".":
                empty += 1
                continue
            text += (str(empty) if empty else "") + char
            empty = 0
        texts.append(text + (str(empty) if empty else ""))
    return "/".join(texts) + " " + side


# Black d8 e8 f8 g8 and i8 j8 on rank 8, h8 empty: a stone on h8 makes d8-j8, seven in a row.
SEVEN = position({8: "...XXXX.XX.....", 1: "OOOO..........."}, "X")
# Black e8 f8 g8 and i8 j8, h8 empty: a stone on h8 makes e8-j8, six in a row.
SIX = position({8: "....XXX.XX.....", 1: "OOO............"}, "X")
# Black c8 d8 e8 f8 with b8 empty and g8 empty: g8 makes c8-g8, exactly five, open at both ends
# (b8 and h8 empty).
OPEN_FIVE = position({8: "..XXXX.........", 1: "OOO............"}, "X")
# As OPEN_FIVE but White on b8: the five c8-g8 is closed at the b8 end.
CLOSED_FIVE = position({8: ".OXXXX.........", 1: "OOO............"}, "X")
# Black a8 b8 c8 d8: e8 makes a8-e8, exactly five but against the board edge.
EDGE_FIVE = position({8: "XXXX...........", 1: "OOO............"}, "X")
# A full board without five of a colour in any direction (two-by-two blocks shifted per rank),
# with o15 left empty for White.
FULL = ("XOOXXOOXXOOXXO1/OXXOOXXOOXXOOXX/XXOOXXOOXXOOXXO/OOXXOOXXOOXXOOX/XOOXXOOXXOOXXOO/"
        "OXXOOXXOOXXOOXX/XXOOXXOOXXOOXXO/OOXXOOXXOOXXOOX/XOOXXOOXXOOXXOO/OXXOOXXOOXXOOXX/"
        "XXOOXXOOXXOOXXO/OOXXOOXXOOXXOOX/XOOXXOOXXOOXXOO/OXXOOXXOOXXOOXX/XXOOXXOOXXOOXXO O")


def test_empty_board_and_its_text():
    state = GomokuGame().new_state()
    assert state.to_text() == EMPTY and state.to_move == 0
    assert len(state.legal_moves()) == 225 == state.count_moves()
    assert GomokuGame({"size": 19}).new_state().count_moves() == 361
    assert state.play(state.parse_move("H8")) == (Placed(0, sq("h8"), Piece.TOKEN),)
    assert state.to_text() == "/".join(["15"] * 7 + ["7X7"] + ["15"] * 7) + " O"


def test_exactly_five_wins():
    state = GomokuGame().parse_position(OPEN_FIVE)
    events = state.play(state.parse_move("g8"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0} and outcome.reason is FIVE_REASON
    assert events[-1] == GameEnded(outcome)
    assert state.winning_stones(0) == tuple(sq(n) for n in ("c8", "d8", "e8", "f8", "g8"))
    # A five against the edge or against a White stone wins in the standard game too.
    for text, square in ((EDGE_FIVE, "e8"), (CLOSED_FIVE, "g8")):
        state = GomokuGame().parse_position(text)
        state.play(state.parse_move(square))
        assert state.is_terminal(), text


@pytest.mark.parametrize("text, square, length", [(SIX, "h8", 6), (SEVEN, "h8", 7)])
def test_overline_does_not_win(text, square, length):
    state = GomokuGame().parse_position(text)
    state.play(state.parse_move(square))
    # Six or seven in a row is not five: the game goes on with White to move.
    assert state.turn_kind is TurnKind.PLAYER and state.outcome() is None
    assert state.to_move == 1
    assert state.run_through(sq(square), 0, 0)[0] == length
    # Free-style (option overline) counts it as a win.
    free = GomokuGame({"overline": True}).parse_position(text)
    free.play(free.parse_move(square))
    assert free.outcome() is not None and free.outcome().winners == {0}


def test_gomoku_plus_only_an_open_five_wins():
    plus = GomokuGame({"open_five": True})
    state = plus.parse_position(OPEN_FIVE)
    state.play(state.parse_move("g8"))
    assert state.outcome() is not None and state.outcome().winners == {0}
    # Closed at b8 by White, or at the board edge: no win, play goes on.
    for text, square in ((CLOSED_FIVE, "g8"), (EDGE_FIVE, "e8")):
        state = plus.parse_position(text)
        state.play(state.parse_move(square))
        assert state.outcome() is None and state.to_move == 1, text
    # A six is no open five either.
    state = plus.parse_position(SIX)
    state.play(state.parse_move("h8"))
    assert state.outcome() is None
    with pytest.raises(InvalidOptionError):
        GomokuGame({"open_five": True, "overline": True})


def test_full_board_is_a_draw():
    state = GomokuGame().parse_position(FULL)
    assert state.count_moves() == 1 and state.to_move == 1
    state.play(state.parse_move("o15"))
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.reason is EndReason.BOARD_FULL
    assert state.legal_moves() == [] and state.count_moves() == 0


def test_illegal_attempts_have_reasons():
    state = GomokuGame().new_state()
    state.play(state.parse_move("h8"))
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("h8")
    assert error.value.reason.code is ReasonCode.OCCUPIED
    assert error.value.reason.locations == (sq("h8"),)
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("p1")
    assert error.value.reason.code is ReasonCode.OFF_BOARD
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("h8-h9")
    assert error.value.reason.code is ReasonCode.MORE_SQUARES
    for text in ("", "h", "8h", "h8-", "pass"):
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)


def test_move_identity_ignores_the_ordering_rank():
    assert GomokuMove(5, 15, 3) == GomokuMove(5, 15, 0)
    assert hash(GomokuMove(5, 15, 3)) == hash(GomokuMove(5, 15))
    state = GomokuGame().parse_position(OPEN_FIVE)
    ranks = {m.square: m.rank for m in state.legal_moves()}
    # The winning square ranks highest; squares far from every stone rank 0.
    assert max(ranks, key=ranks.get) in (sq("b8"), sq("g8"))
    assert ranks[sq("o15")] == 0


@pytest.mark.parametrize("text", [EMPTY, SIX, OPEN_FIVE, FULL])
def test_position_text_round_trip(text):
    assert GomokuGame().parse_position(text).to_text() == text


def test_size_follows_from_the_rows():
    text = "/".join(["19"] * 19) + " X"
    state = GomokuGame().parse_position(text)
    assert state.game.size == 19 and state.to_text() == text


@pytest.mark.parametrize("text, problem", [
    ("/".join(["15"] * 15), "side to move is missing"),
    ("/".join(["15"] * 15) + " B", "is not X or O"),
    ("/".join(["15"] * 14 + ["14"]) + " X", "has 14 squares"),
    ("/".join(["15"] * 14 + ["16"]) + " X", "has 16 squares"),
    ("/".join(["15"] * 14 + ["Z14"]) + " X", "'Z'"),
    ("/".join(["XXXXX10", "OOOOO10"] + ["15"] * 13) + " X", "both sides"),
])
def test_bad_position_texts_name_the_problem(text, problem):
    with pytest.raises(InvalidPositionError) as error:
        GomokuGame().parse_position(text)
    assert problem in str(error.value)


def test_apply_and_undo_restore_the_counters():
    state = GomokuGame().new_state()
    start_pure = [list(p) for p in state.pure]
    for name in ("h8", "h9", "i8", "g7", "j8", "k8", "g8"):
        state.play(state.parse_move(name))
    for _ in range(7):
        state.undo()
    assert [list(p) for p in state.pure] == start_pure
    assert not any(state.near) and state.filled == 0
    assert all(c == 0 for counts in state.window_counts for c in counts)
