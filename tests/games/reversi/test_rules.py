"""Reversi rules on hand-made positions with worked answers, the position text and typed moves."""

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
from accessible_games.engine.events import Flipped, GameEnded, Passed, Piece, Placed
from accessible_games.engine.grid import parse_algebraic
from accessible_games.games.reversi import ReversiGame, ReversiMove

START = "-" * 27 + "OX------XO" + "-" * 27 + " X"


def sq(name: str, size: int = 8) -> int:
    square = parse_algebraic(name, size, size)
    assert square is not None
    return square


def picture(rows: list[str], side: str) -> str:
    """Position text from a picture drawn with the top rank first (as a board is printed)."""
    return "".join(reversed(rows)) + " " + side


# Black to move at d4: encloses d5-d6 (north, to d7), e4 (east, to f4) and c3 (south-west, to
# b2); west (c4 then empty b4) and south (d3, d2, d1 to the edge) enclose nothing.
MULTI = picture([
    "--------",  # 8
    "---X----",  # 7
    "---O----",  # 6
    "---OX---",  # 5
    "--O-OX--",  # 4
    "--OO----",  # 3
    "-X-O----",  # 2
    "---O----",  # 1
], "X")

# White to move has no placement (Black's a1 and b1 lie against the edge); Black can take c1
# with d1, which leaves White without discs.
FORCED_PASS = picture(["--------"] * 7 + ["XXO-----"], "O")


def test_start_position_and_its_text():
    state = ReversiGame().new_state()
    assert state.to_text() == START
    assert state.cell(sq("d4")) == 1 and state.cell(sq("e5")) == 1
    assert state.cell(sq("d5")) == 0 and state.cell(sq("e4")) == 0
    assert state.to_move == 0
    assert [m.notation for m in state.legal_moves()] == ["d3", "c4", "f5", "e6"]
    assert [m.parts for m in state.legal_moves()] == [(19,), (26,), (37,), (44,)]


def test_othello_start_on_other_sizes():
    assert ReversiGame({"size": 6}).new_state().to_text() == (
        "-" * 14 + "OX----XO" + "-" * 14 + " X")
    ten = ReversiGame({"size": "10"}).new_state()
    assert ten.cell(sq("e5", 10)) == 1 and ten.cell(sq("f6", 10)) == 1
    assert ten.cell(sq("e6", 10)) == 0 and ten.cell(sq("f5", 10)) == 0


def test_options_are_checked():
    with pytest.raises(InvalidOptionError):
        ReversiGame({"size": 7})
    with pytest.raises(InvalidOptionError):
        ReversiGame({"start": "free"})
    assert ReversiGame({"misere": "yes"}).misere


def test_flips_in_several_directions_at_once():
    state = ReversiGame().parse_position(MULTI)
    move = state.parse_move("d4")
    events = state.play(move)
    assert events == (
        Placed(0, sq("d4"), Piece.DISC),
        Flipped(0, (sq("d5"), sq("d6"), sq("e4"), sq("c3"))),
    )
    after = picture([
        "--------",
        "---X----",
        "---X----",
        "---XX---",
        "--OXXX--",
        "--XO----",
        "-X-O----",
        "---O----",
    ], "O")
    assert state.to_text() == after
    state.undo()
    assert state.to_text() == MULTI
    assert state.moves == []


def test_forced_pass_then_wipe_out():
    state = ReversiGame().parse_position(FORCED_PASS)
    assert state.turn_kind is TurnKind.PLAYER
    assert state.legal_moves() == [ReversiMove(-1)]
    assert state.count_moves() == 1
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("d1")
    assert error.value.reason.code is ReasonCode.MUST_PASS
    for word in ("pass", "PASS", "passen", "p"):
        assert state.parse_move(word).notation == "pass"
    assert state.play(state.parse_move("pass")) == (Passed(1),)
    assert state.to_move == 0
    assert [m.notation for m in state.legal_moves()] == ["d1"]
    events = state.play(state.parse_move("d1"))
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0}
    assert outcome.scores == (4, 0)
    assert outcome.reason is EndReason.NO_PIECES
    assert events[-1] == GameEnded(outcome)
    assert state.is_terminal() and state.legal_moves() == []
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("e1")
    assert error.value.reason.code is ReasonCode.GAME_OVER


def test_game_ends_when_neither_side_can_place_and_empty_squares_do_not_count():
    # Black a1, a2, a3 and White h7, h8: nobody encloses anything; 59 squares stay empty.
    text = picture(["-------O", "-------O"] + ["--------"] * 3 + ["X-------"] * 3, "X")
    state = ReversiGame().parse_position(text)
    assert state.turn_kind is TurnKind.TERMINAL
    assert state.legal_moves() == [] and state.count_moves() == 0
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0} and outcome.scores == (3, 2)
    assert outcome.reason is EndReason.BOARD_FULL
    # Anti-Reversi: fewer discs win.
    anti = ReversiGame({"misere": True}).parse_position(text).outcome()
    assert anti is not None and anti.winners == {1} and anti.scores == (3, 2)


def test_equal_counts_are_a_draw():
    full = "X" * 32 + "O" * 32 + " O"
    outcome = ReversiGame().parse_position(full).outcome()
    assert outcome is not None and outcome.is_draw and outcome.scores == (32, 32)
    assert outcome.returns(2) == (0.0, 0.0)
    uneven = ReversiGame().parse_position("X" * 33 + "O" * 31 + " X").outcome()
    assert uneven is not None and uneven.winners == {0} and uneven.returns(2) == (1.0, -1.0)


def test_illegal_attempts_have_reasons():
    state = ReversiGame().new_state()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("d4")
    assert error.value.reason.code is ReasonCode.OCCUPIED
    assert error.value.reason.locations == (sq("d4"),)
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("a1")
    reason = error.value.reason
    assert reason.code is ReasonCode.NO_FLIPS and reason.locations == (sq("a1"),)
    assert {m.notation for m in reason.alternatives} == {"d3", "c4", "f5", "e6"}
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("pass")
    assert error.value.reason.code is ReasonCode.CANNOT_PASS
    assert error.value.reason.alternatives
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("i1")
    assert error.value.reason.code is ReasonCode.OFF_BOARD
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("d3-d4")
    assert error.value.reason.code is ReasonCode.MORE_SQUARES
    for text in ("", "d", "3d", "d3-", "hello"):
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)
    assert state.parse_move(" D3 ") == ReversiMove(sq("d3"))
    with pytest.raises(IllegalMoveError):
        state.play(ReversiMove(sq("a1")))


def test_play_and_undo_restore_everything():
    state = ReversiGame().new_state()
    for text in ("d3", "c5", "f6", "f5", "e6", "e3"):
        state.play(state.parse_move(text))
    copy = state.copy()
    key = state.key()
    state.play(state.legal_moves()[0])
    assert state.key() != key
    state.undo()
    assert state.key() == key == copy.key()
    assert state.to_text() == copy.to_text()
    assert [m.notation for m in copy.moves] == ["d3", "c5", "f6", "f5", "e6", "e3"]
    copy.undo()
    assert len(state.moves) == 6 and len(copy.moves) == 5


@pytest.mark.parametrize("text", [MULTI, FORCED_PASS, START, "O" * 64 + " O"])
def test_position_text_round_trip(text):
    assert ReversiGame().parse_position(text).to_text() == text


@pytest.mark.parametrize("text, problem", [
    ("-" * 64, "side to move is missing"),
    ("-" * 63 + " X", "63 characters instead of 64"),
    ("-" * 65 + " X", "65 characters"),
    ("-" * 64 + " B", "is not X or O"),
    ("-" * 64 + " X ", "is not X or O"),
    ("-" * 64 + " x", "is not X or O"),
    ("x" + "-" * 63 + " X", "on a1 is not X, O or -"),
    ("-" * 63 + "." + " O", "on h8"),
    (" " + "-" * 64 + " X", "0 characters"),
    ("", "side to move is missing"),
])
def test_malformed_position_texts(text, problem):
    with pytest.raises(InvalidPositionError) as error:
        ReversiGame().parse_position(text)
    assert problem in error.value.problem
    assert "X (black), O (white) or - (empty)" in error.value.expected


def test_position_text_on_six_by_six():
    game = ReversiGame({"size": 6})
    # The size follows from the length: a 64-character text is an 8x8 position.
    assert game.parse_position(START).game.size == 8
    with pytest.raises(InvalidPositionError):
        game.parse_position("-" * 50 + " X")
    text = game.new_state().to_text()
    assert len(text) == 38 and game.parse_position(text).to_text() == text


def test_free_opening_fills_the_centre_without_flips():
    game = ReversiGame({"start": "reversi"})
    state = game.new_state()
    assert state.to_text() == "-" * 64 + " X" and state.in_opening
    assert [m.notation for m in state.legal_moves()] == ["d4", "e4", "d5", "e5"]
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("c3")
    reason = error.value.reason
    assert reason.code is ReasonCode.NOT_PLAYABLE
    assert {m.notation for m in reason.alternatives} == {"d4", "e4", "d5", "e5"}
    # Black d4, White e4, Black e5, White d5: a parallel start, nothing flipped on the way.
    assert state.play(state.parse_move("d4")) == (Placed(0, sq("d4"), Piece.DISC),)
    for name in ("e4", "e5"):
        state.play(state.parse_move(name))
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("e5")
    assert error.value.reason.code is ReasonCode.OCCUPIED
    state.play(state.parse_move("d5"))
    assert not state.in_opening and state.to_move == 0
    assert state.counts() == (2, 2)
    assert state.cell(sq("d4")) == 0 and state.cell(sq("e5")) == 0
    # Black d4 and e5 on the rising diagonal, White e4 and d5: the crossed pattern again,
    # turned: Black may play c5, d6 (enclosing d5), e3, f4 (enclosing e4).
    assert sorted(m.notation for m in state.legal_moves()) == ["c5", "d6", "e3", "f4"]
    # From here the usual rule applies: a placement must enclose.
    events = state.play(state.parse_move("c5"))
    assert events[1] == Flipped(0, (sq("d5"),))


def test_free_opening_positions_are_checked():
    game = ReversiGame({"start": "reversi"})
    half = game.parse_position("-" * 27 + "X" + "-" * 36 + " O")
    assert half.in_opening and [m.notation for m in half.legal_moves()] == ["e4", "d5", "e5"]
    with pytest.raises(InvalidPositionError):
        game.parse_position("X" + "-" * 26 + "X" + "-" * 36 + " O")


def test_forced_pass_and_then_both_blocked_ends_the_game():
    # White to move on h8's corner row: Black a1 b1, White c1 h8. White cannot place (a run of
    # Black needs a White disc at its other end, and a1 is the edge), so White must pass.
    # Black plays d1 taking c1: now White has only h8, Black a1 b1 c1 d1; nobody encloses
    # anything, so the game ends at once without a second pass: Black 4, White 1.
    text = picture(["-------O"] + ["--------"] * 6 + ["XXO-----"], "O")
    state = ReversiGame().parse_position(text)
    assert state.legal_moves() == [ReversiMove(-1)]
    state.play(state.legal_moves()[0])
    assert [m.notation for m in state.legal_moves()] == ["d1"]
    events = state.play(state.parse_move("d1"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0} and outcome.scores == (4, 1)
    assert outcome.reason is EndReason.BOARD_FULL and events[-1] == GameEnded(outcome)
    assert state.legal_moves() == [] and state.turn_kind is TurnKind.TERMINAL


def test_count_query_through_the_session():
    from accessible_games.session.console import Console, Seat, SeatKind

    human = Seat(SeatKind.HUMAN)
    session = Console.local(ReversiGame(), [human, human], lang="en", seed=1)
    session.handle_line("d3")
    texts = [m.text for m in session.handle_line("status")]
    assert texts == ["White, your turn. Black 4, White 1. Move 2."]
    german = Console.local(ReversiGame(), [human, human], lang="de", seed=1)
    assert "Schwarz 2, Weiß 2." in german.handle_line("stand")[0].text
