"""Rakado rules on hand-made positions with worked answers.

Pieces: "a" is White (seat 0, moves up from row 1), "b" Black (seat 1, moves down from row 16);
in the four-player game "c" is Yellow (White's partner) and "d" Red (Black's partner). Each
test says what the seed's rule gives and why.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import IllegalMoveError, ReasonCode, TurnKind
from accessible_games.engine.events import (
    ChanceRolled,
    ExtraTurn,
    GameEnded,
    Passed,
    Piece,
    PieceCaptured,
    PieceMoved,
)
from accessible_games.games.rakado import RakadoGame, RakadoRoll, RakadoTeamsGame
from accessible_games.games.rakado.board import SIZE
from accessible_games.games.rakado.game import CHANCE, Huffed, SeatSkipped
from accessible_games.games.rakado.rules import BlockKind
from tests.games.rakado.helpers import notations, position, square

# -- the start and the die ------------------------------------------------------------------


def test_start_two_players():
    state = RakadoGame().new_state()
    assert state.to_text() == "b" * 16 + "/16" * 14 + "/" + "a" * 16 + " a"
    assert state.turn_kind is TurnKind.CHANCE
    assert state.to_move == CHANCE == -1
    faces = state.chance_outcomes()
    assert [m.notation for m, _ in faces] == [f"roll {n}" for n in range(1, 7)]
    assert all(p == pytest.approx(1 / 6) for _, p in faces)
    assert state.legal_moves() == []


def test_start_four_players_in_parties():
    game = RakadoTeamsGame()
    assert game.info.num_players == 4 and game.info.teams == ((0, 2), (1, 3))
    state = game.new_state()
    # Row 16: Red (d) on a16-h16, Black (b) on i16-p16; row 1: White a1-h1, Yellow i1-p1.
    assert state.to_text().startswith("dddddddd" + "bbbbbbbb" + "/16")
    assert state.to_text().endswith("/aaaaaaaacccccccc a")
    assert [len(state.pieces(s)) for s in range(4)] == [8, 8, 8, 8]


def test_roll_then_one_piece_moves_exactly_the_roll_straight():
    state = RakadoGame().new_state()
    state.play(RakadoRoll(3))
    assert state.turn_kind is TurnKind.PLAYER and state.to_move == 0
    # Every piece of row 1 can go three squares straight up, nothing else.
    assert notations(state) == [f"{c}1-{c}4" for c in "abcdefghijklmnop"]


# -- captures in every direction --------------------------------------------------------------


@pytest.mark.parametrize("victim, capture", [
    ("f9", "f5xf9"),   # straight forward, 4 rows up
    ("b9", "f5xb9"),   # diagonally forward left: 4 columns left, 4 rows up
    ("j9", "f5xj9"),   # diagonally forward right
    ("b5", "f5xb5"),   # sideways left, 4 columns
    ("j5", "f5xj5"),   # sideways right
])
def test_capture_in_each_direction_at_exactly_the_roll(victim, capture):
    state = position({"f5": "a", victim: "b", "a2": "a"}, "a", 4)
    # The capture is compulsory: a2-a6 is not offered.
    assert notations(state) == [capture]
    events = state.play(state.parse_move(capture))
    assert events[0] == PieceMoved(0, Piece.MAN, (square("f5"), square(victim)))
    assert PieceCaptured(0, square(victim), Piece.MAN) in events
    assert state.board[square(victim)] == 0 and state.board[square("f5")] == -1


def test_no_capture_backwards_diagonally_backwards_or_at_another_distance():
    # Black behind (f1), diagonally behind (b1), and at distance 3 with a roll of 4 (f8).
    state = position({"f5": "a", "f1": "b", "b1": "b", "c8": "b", "i8": "b"}, "a", 4)
    assert notations(state) == ["f5-f9"]
    # Black on c8 is 3 columns and 3 rows away: a 3 takes it (and i8 too).
    state = position({"f5": "a", "f1": "b", "b1": "b", "c8": "b", "i8": "b"}, "a", 3)
    assert notations(state) == ["f5xc8", "f5xi8"]


def test_black_directions_are_seen_from_black():
    # Black moves down: its forward-left is towards column p.
    state = position({"f12": "b", "j8": "a", "b8": "a", "f8": "a"}, "b", 4)
    assert notations(state) == ["f12xf8", "f12xj8", "f12xb8"]
    directions = [m.direction.value for m in state.legal_moves()]
    assert directions == ["straight", "left_forward", "right_forward"]


def test_several_captures_free_choice():
    state = position({"k5": "a", "k9": "b", "c2": "a", "c6": "b", "g6": "b"}, "a", 4)
    # k5 takes k9; c2 takes c6 straight and g6 diagonally right (4 right, 4 up, over d3, e4
    # and f5, all empty).
    assert notations(state) == ["c2xc6", "c2xg6", "k5xk9"]


# -- blocking -----------------------------------------------------------------------------------


def test_no_jumping_over_own_or_opposing_pieces():
    state = position({"f5": "a", "f7": "a", "a2": "a"}, "a", 4)
    assert notations(state) == ["a2-a6", "f7-f11"]
    assert state.blockage(square("f5")).kind is BlockKind.IN_THE_WAY
    assert state.blockage(square("f5")).square == square("f7")
    state = position({"f5": "a", "f7": "b", "a2": "a"}, "a", 4)
    assert notations(state) == ["a2-a6"]  # f5 cannot jump the black piece on f7
    state = position({"f5": "a", "f7": "b", "a2": "a"}, "a", 2)
    assert notations(state) == ["f5xf7"]  # but takes it with a 2


def test_own_piece_on_the_landing_square_blocks():
    state = position({"f5": "a", "f9": "a"}, "a", 4)
    assert notations(state) == ["f9-f13"]
    assert state.blockage(square("f5")).kind is BlockKind.OWN_PIECE


def test_diagonal_capture_needs_a_free_line():
    state = position({"f5": "a", "b9": "b", "d7": "b", "p2": "a"}, "a", 4)
    # d7 stands between f5 and b9 (a 2 would take d7): with 4 only the straight moves remain.
    # Moves are listed by start square: p2 (row 2) before f5.
    assert notations(state) == ["p2-p6", "f5-f9"]


def test_blocked_piece_cannot_evade():
    # The only piece is blocked straight ahead and has nothing to capture: the turn passes.
    state = position({"f5": "a", "f6": "a", "f16": "a", "a16": "b"}, "a")
    events = state.play(RakadoRoll(1))
    # f6 can move with a 1; f5 cannot.
    assert Passed(0) not in events and notations(state) == ["f6-f7"]


# -- compulsory capture and huffing -------------------------------------------------------------


def test_compulsory_capture_refuses_other_moves_with_a_reason():
    state = position({"f5": "a", "f9": "b", "a2": "a"}, "a", 4)
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move("a2-a6")
    reason = caught.value.reason
    assert reason.code is ReasonCode.CAPTURE_MANDATORY
    assert [m.notation for m in reason.alternatives] == ["f5xf9"]
    assert reason.count == 4


def test_huffing_allows_the_other_move_and_costs_the_piece_that_could_capture():
    state = position({"f5": "a", "f9": "b", "a2": "a"}, "a", 4, huffing=True)
    assert notations(state) == ["a2-a6", "f5xf9"]
    move = state.parse_move("a2-a6")
    assert move.huffed == square("f5")
    events = state.play(move)
    assert Huffed(0, square("f5")) in events
    assert state.board[square("f5")] == -1 and state.board[square("a6")] == 0
    assert state.board[square("f9")] == 1


def test_huffing_with_the_piece_itself_loses_it_where_it_lands():
    # f5 could take b5 sideways with a 4 but goes straight to f9 instead: it is lost on f9.
    state = position({"f5": "a", "b5": "b"}, "a", 4, huffing=True)
    assert notations(state) == ["f5-f9", "f5xb5"]
    move = state.parse_move("f5-f9")
    assert move.huffed == square("f9")
    state.play(move)
    assert state.pieces(0) == []


def test_huffing_costs_the_most_advanced_of_several_capturers():
    state = position({"f5": "a", "f9": "b", "c8": "a", "c12": "b", "p2": "a"}, "a", 4,
                     huffing=True)
    assert state.parse_move("p2-p6").huffed == square("c8")


# -- exact arrival and safe pieces ---------------------------------------------------------------


def test_exact_arrival_on_the_last_row():
    state = position({"f13": "a", "a2": "a", "a16": "b"}, "a", 3)
    assert "f13-f16" in notations(state)
    state = position({"f13": "a", "a2": "a", "a16": "b"}, "a", 4)
    assert notations(state) == ["a2-a6"]
    assert state.blockage(square("f13")).kind is BlockKind.OVERSHOOT


def test_pieces_home_neither_move_nor_capture_nor_are_captured():
    # White f16 is home; Black g16 stands on its own base line and is not home.
    # Black a1 is home (Black's goal is row 1); White b1 on its base line could reach it
    # sideways with a 1, but a1 is safe.
    state = position({"f16": "a", "g16": "b", "b1": "a", "a1": "b", "g12": "a"}, "a", 1)
    assert notations(state) == ["b1-b2", "g12-g13"]
    state = position({"f16": "a", "g16": "b", "b1": "a", "a1": "b", "g12": "a"}, "a", 4)
    # g12 takes g16, which is not home yet, and arrives home itself; the capture is
    # compulsory, so b1-b5 is not offered.
    assert notations(state) == ["g12xg16"]
    assert state.blockage(square("f16")).kind is BlockKind.HOME
    assert state.is_home(square("f16")) and not state.is_home(square("g16"))


# -- the team rule ------------------------------------------------------------------------------


def test_partners_are_never_captured_and_block_like_own_pieces():
    # White (a) and Yellow (c) are partners; Black (b) and Red (d) the other party.
    pieces = {"f5": "a", "f9": "c", "b5": "c", "j9": "d", "j5": "b", "p16": "b"}
    state = position(pieces, "a", 4, players=4)
    assert notations(state) == ["f5xj9", "f5xj5"]
    state = position({"f5": "a", "f9": "c", "p2": "a", "p16": "b"}, "a", 4, players=4)
    assert notations(state) == ["p2-p6"]
    assert state.blockage(square("f5")).kind is BlockKind.OWN_PIECE


def test_four_player_turn_order_alternates_parties():
    state = RakadoTeamsGame().new_state()
    seats = []
    rng = random.Random(3)
    while len(seats) < 8:
        if state.turn_kind is TurnKind.CHANCE:
            state.play(RakadoRoll(rng.choice([1, 2, 3, 4, 5])))
        else:
            seats.append(state.to_move)
            state.play(state.legal_moves()[0])
    assert seats == [0, 1, 2, 3, 0, 1, 2, 3]


def test_party_with_more_pieces_home_wins():
    # White 1 + Yellow 2 home against Black 2 + Red 0; Yellow's last piece arrives with a 1.
    pieces = {"a16": "a", "b16": "c", "c16": "c", "d1": "b", "e1": "b", "h15": "c"}
    state = position(pieces, "c", players=4)
    state.play(RakadoRoll(1))
    events = state.play(state.parse_move("h15-h16"))
    outcome = events[-1].outcome
    assert state.is_terminal()
    assert outcome.winners == frozenset({0, 2}) and outcome.scores == (1, 2, 3, 0)


# -- the 6, passing, skipping ------------------------------------------------------------------


def test_a_six_rolls_again_after_the_move():
    state = RakadoGame().new_state()
    state.play(RakadoRoll(6))
    events = state.play(state.parse_move("c1-c7"))
    assert ExtraTurn(0) in events
    assert state.turn_kind is TurnKind.CHANCE and state.seat == 0
    state.play(RakadoRoll(5))
    events = state.play(state.parse_move("c7-c12"))
    assert ExtraTurn(0) not in events and state.seat == 1


def test_no_move_for_the_roll_passes_and_a_six_still_rolls_again():
    # White's only piece f13 needs at most 3 and has nothing to capture with a 5 or a 6.
    state = position({"f13": "a", "a16": "b"}, "a")
    events = state.play(RakadoRoll(5))
    assert events == (ChanceRolled(0, 5), Passed(0))
    assert state.turn_kind is TurnKind.CHANCE and state.seat == 1
    state.undo()
    events = state.play(RakadoRoll(6))
    assert events == (ChanceRolled(0, 6), Passed(0), ExtraTurn(0))
    assert state.seat == 0 and state.turn_kind is TurnKind.CHANCE


def test_a_player_who_cannot_move_with_any_number_is_skipped():
    # Black's only piece on the way, h2, is stuck behind its own home piece h1.
    state = position({"a5": "a", "h1": "b", "h2": "b"}, "a", 1)
    events = state.play(state.parse_move("a5-a6"))
    assert SeatSkipped(1) in events
    assert state.seat == 0 and state.turn_kind is TurnKind.CHANCE


def test_end_when_nobody_can_move_and_most_pieces_home_wins():
    state = position({"f15": "a", "g16": "a", "a1": "b"}, "a")
    state.play(RakadoRoll(1))
    events = state.play(state.parse_move("f15-f16"))
    assert isinstance(events[-1], GameEnded)
    assert events[-1].outcome.winners == frozenset({0})
    assert events[-1].outcome.scores == (2, 1)


def test_end_stuck_option_ends_when_the_player_to_roll_cannot_move():
    # White: f16 and g16 home, g15 stuck behind g16 for good. Black h12 can still move.
    pieces = {"f16": "a", "g15": "a", "g16": "a", "h12": "b"}
    stuck = position(pieces, "a", end="stuck")
    assert stuck.is_terminal()
    assert stuck.outcome().winners == frozenset({0}) and stuck.outcome().scores == (2, 0)
    # By default the game goes on while Black can move (White is skipped).
    assert not position(pieces, "a").is_terminal()


# -- undo, copies, text -------------------------------------------------------------------------


def test_undo_returns_the_same_state_and_roll():
    game = RakadoGame({"huffing": True})
    rng = random.Random(11)
    state = game.new_state()
    for _ in range(300):
        if state.is_terminal():
            break
        before = (state.key(), state.to_text(), len(state.moves))
        move = (state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE
                else rng.choice(state.legal_moves()))
        state.apply(move)
        state.undo()
        assert (state.key(), state.to_text(), len(state.moves)) == before
        state.apply(move)
    # Undo everything back to the start.
    while state.moves:
        state.undo()
    assert state.key() == game.new_state().key()


def test_position_text_round_trip_and_bad_texts():
    state = position({"f5": "a", "f9": "b"}, "a", 4)
    assert state.to_text() == "16/16/16/16/16/16/16/5b10/16/16/16/5a10/16/16/16/16 a4"
    assert RakadoGame().parse_position(state.to_text()).key() == state.key()
    from accessible_games.engine import InvalidPositionError

    for bad in ["16/16 a", "x" * 16 + "/16" * 15 + " a",
                "16/" * 15 + "c15 a", "16/" * 15 + "a15 b5"]:
        with pytest.raises(InvalidPositionError):
            RakadoGame().parse_position(bad)
    assert SIZE == 16
