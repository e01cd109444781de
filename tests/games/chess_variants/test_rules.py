"""Hand-made positions with worked answers for Mad Mate and Maharadscha, and typed moves."""

from __future__ import annotations

import pytest

from accessible_games.engine import EndReason, IllegalMoveError, InvalidMoveError, ReasonCode
from accessible_games.engine.perft import perft
from accessible_games.games.chess_variants import Kind, MadMateGame, MaharadschaGame
from accessible_games.games.chess_variants.core import Flag


def mm(fen):
    return MadMateGame().parse_position(fen)


def notations(state):
    return sorted(m.notation for m in state.legal_moves())


# -- Mad Mate: drops and the reserve ------------------------------------------------------------

def test_captured_piece_changes_colour_into_the_reserve():
    state = mm("4k3/8/8/3n4/4P3/8/8/4K3[] w - - 0 1")
    state.play(state.parse_move("exd5"))
    # The black knight on d5 is now a white knight in White's reserve.
    assert state.pocket(0) == {Kind.KNIGHT: 1} and state.pocket(1) == {}
    assert state.to_text().startswith("4k3/8/8/3P4/8/8/8/4K3[N] b")


def test_promoted_piece_keeps_its_kind_when_captured():
    # b8=Q, then Black's rook takes the new queen: Black's reserve gets a queen, not a pawn.
    state = mm("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1")
    state.play(state.parse_move("b8=Q+"))
    state.play(state.parse_move("Rxb8"))
    assert state.pocket(1) == {Kind.QUEEN: 1}
    assert "Q@d4" not in notations(state)  # White holds nothing
    state.play(state.parse_move("Kd2"))
    assert "Q@d4" in notations(state)


def test_pawn_drops_never_on_first_or_last_rank():
    # White king e1, Black king e8; White holds a pawn and a knight. Empty squares: 62. The
    # knight may go on all 62, the pawn on the 62 minus the 14 empty squares of ranks 1 and 8
    # (8 - 1 on each) = 48. King moves: d1, d2, e2, f2, f1 = 5. Total 62 + 48 + 5 = 115.
    state = mm("4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1")
    moves = state.legal_moves()
    pawn_drops = [m for m in moves if m.flag is Flag.DROP and m.kind == Kind.PAWN]
    assert all(8 <= m.end < 56 for m in pawn_drops) and len(pawn_drops) == 48
    assert len(moves) == 115
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("P@a8")
    assert error.value.reason.code is ReasonCode.CANNOT_MOVE_THERE


def test_drop_from_an_empty_reserve_is_refused_with_a_reason():
    state = mm("4k3/8/8/8/8/8/8/4K3[n] w - - 0 1")
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("N@f3")  # the knight belongs to Black's reserve
    assert error.value.reason.code is ReasonCode.EMPTY


def test_in_check_only_blocking_drops_and_king_moves():
    # Black rook a1 checks the White king on e1 along the rank; White holds a knight.
    # Blocks: N@b1, N@c1, N@d1 (3). King: d2, e2, f2 (d1, f1 stay on the rank) = 3.
    # Total 6; no other drop helps.
    state = mm("4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1")
    assert notations(state) == ["N@b1", "N@c1", "N@d1", "e1d2", "e1e2", "e1f2"]


def test_drop_mate_ends_the_game():
    state = mm("6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1")
    state.play(state.parse_move("R@d8"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0} and outcome.reason is EndReason.NO_MOVES


def test_dropped_pawn_on_second_rank_may_double_step():
    state = mm("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1")
    state.play(state.parse_move("P@a2"))
    state.play(state.parse_move("Kd7"))
    assert "a2a4" in notations(state)


def test_dropped_rook_cannot_castle():
    # The h1 rook moved away and back is gone; a rook dropped on h1 does not restore castling.
    state = mm("4k3/8/8/8/8/8/8/4K3[R] w - - 0 1")
    state.play(state.parse_move("R@h1"))
    state.play(state.parse_move("Kd7"))
    assert "e1g1" not in notations(state)


# -- chess rules through the core --------------------------------------------------------------

def test_castling_not_through_an_attacked_square():
    # Black rook f8 covers f1: White may castle queen side (c1, d1 free and safe) but not king
    # side (the king would pass f1).
    state = mm("4kr2/8/8/8/8/8/8/R3K2R[] w KQ - 0 1")
    moves = notations(state)
    assert "e1c1" in moves and "e1g1" not in moves


def test_en_passant_only_right_after_the_double_step():
    state = mm("4k3/3p4/8/4P3/8/8/8/4K3[] b - - 0 1")
    state.play(state.parse_move("d5"))
    assert "e5d6" in notations(state)
    move = state.parse_move("exd6")
    events = state.play(move)
    assert move.flag is Flag.EN_PASSANT and state.pocket(0) == {Kind.PAWN: 1}
    assert any(getattr(e, "location", None) == 35 for e in events)  # the pawn taken on d5


def test_stalemate_is_a_draw():
    # Black king h8, White queen f7 and king g6: Black to move has no move and is not in check.
    state = mm("7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1")
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.reason is EndReason.NO_MOVES


def test_threefold_repetition_draws():
    state = MadMateGame().new_state()
    for _ in range(2):
        for text in ("Nf3", "Nf6", "Ng1", "Ng8"):
            assert not state.is_terminal()
            state.play(state.parse_move(text))
    # The start position has now stood three times.
    assert state.outcome().reason is EndReason.REPETITION


def test_fifty_move_rule_draws():
    state = mm("4k3/8/8/8/8/8/8/R3K3[] w - - 99 80")
    state.play(state.parse_move("Ra2"))
    assert state.outcome().reason is EndReason.MOVE_LIMIT
    state.undo()
    state.play(state.parse_move("Ra8+"))  # not a capture: the count still reaches 100
    assert state.outcome().reason is EndReason.MOVE_LIMIT


# -- typed moves -------------------------------------------------------------------------------

@pytest.mark.parametrize("typed,expected", [
    ("e4", "e2e4"), ("e2-e4", "e2e4"), ("Nf3", "g1f3"), ("Sf3", "g1f3"), ("nf3", "g1f3"),
    ("g1f3", "g1f3"), ("Ng1-f3", "g1f3"),
])
def test_typed_forms(typed, expected):
    assert MadMateGame().new_state().parse_move(typed).notation == expected


def test_ambiguous_and_unreadable():
    # The knights on c1 and g1 both reach e2.
    state = mm("4k3/8/8/8/8/8/8/2N1K1N1[] w - - 0 1")
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("Ne2")
    assert error.value.reason.code is ReasonCode.AMBIGUOUS
    assert state.parse_move("Nce2").start == 2 and state.parse_move("Nge2").start == 6
    assert state.san(state.parse_move("Nce2")) == "Nce2"
    with pytest.raises(InvalidMoveError):
        state.parse_move("hello")


# -- Maharadscha -------------------------------------------------------------------------------

def test_maharadscha_start_moves():
    # The maharajah on e1 moves as a queen (20 squares on the open board, e7 a capture) or a
    # knight (c2, d3, f3, g2). e6 is covered by the pawns on d7 and f7, e7 by the king, queen
    # and bishop: 24 - 2 = 22.
    state = MaharadschaGame().new_state()
    assert state.count_moves() == 22
    assert "e1e6" not in notations(state) and "e1f3" in notations(state)


def test_black_pawn_does_not_promote_and_then_stands():
    state = MaharadschaGame().parse_position("4k3/8/8/8/8/M7/3p4/8 b - - 0 1")
    moves = [m for m in state.legal_moves() if m.start == 11]
    assert [m.notation for m in moves] == ["d2d1"] and moves[0].promotion == 0
    state.play(moves[0])
    state.play(state.parse_move("Ma4"))
    # The pawn on d1 has no square ahead: it cannot move at all.
    assert not [m for m in state.legal_moves() if m.start == 3]


def test_black_castling_is_an_option():
    fen = "r3k2r/8/8/8/8/8/8/M7 b kq - 0 1"
    assert "e8g8" not in notations(MaharadschaGame().parse_position(fen))
    allowed = MaharadschaGame({"black_castling": True}).parse_position(fen)
    assert {"e8g8", "e8c8"} <= set(notations(allowed))


def test_lone_maharajah_mates_a_bare_king():
    # Maharajah f6 against the king on e8: f6 reaches e8 by a knight jump (check); d7 is a
    # knight square too, e7 and d8 lie on the diagonal f6-e7-d8, f7 and f8 on the f-file.
    # Every square is covered and nothing can take or block: checkmate, White wins.
    state = MaharadschaGame().parse_position("4k3/8/5M2/8/8/8/8/8 b - - 0 1")
    assert state.in_check() and notations(state) == []
    assert state.outcome().winners == {0}


def test_maharadscha_perft_small():
    # Depth 1 is 22 (see test_maharadscha_start_moves); the deeper numbers come from the
    # pyffish agreement test (test_pyffish.py), here only the first ply is reasoned by hand.
    assert perft(MaharadschaGame().new_state(), 1) == 22


# -- Pins: moves tried on the board only where they may expose the royal piece ------------------

def test_a_pinned_piece_keeps_to_its_line_and_en_passant_may_not_open_a_rank():
    # The knight on e4 stands between the white king on e1 and the black rook on e8: it may
    # not move at all. The bishop on d2 is pinned by the queen on a5 along the diagonal: it
    # may move only along it (c3, b4 and the capture on a5). The king has d1, e2, f1, f2.
    state = mm("4r1k1/8/8/q7/4N3/8/3B4/4K3[] w - - 0 1")
    assert notations(state) == ["d2a5", "d2b4", "d2c3", "e1d1", "e1e2", "e1f1", "e1f2"]
    # After d7-d5 the white pawn on e5 could take en passant, but that takes two pawns off
    # the fifth rank and leaves the king on a5 open to the rook on h5.
    state = mm("4k3/3p4/8/K3P2r/8/8/8/8[] b - - 0 1")
    state.play(state.parse_move("d5"))
    assert "e5d6" not in notations(state) and "e5e6" in notations(state)
    # The same without the rook: en passant is legal.
    state = mm("4k3/3p4/8/K3P3/8/8/8/8[] b - - 0 1")
    state.play(state.parse_move("d5"))
    assert "e5d6" in notations(state)
