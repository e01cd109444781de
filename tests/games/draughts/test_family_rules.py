"""Hand-made positions of the draughts family with answers worked out from the rules.

Square numbers on 10x10 follow FMJD: 1 is b10, 5 is j10, 46 is a1, 50 is i1; the long diagonal
runs 46-41-37-32-28-23-19-14-10-5. 8x8 positions use algebraic names (a1 dark).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_games.engine.types import EndReason, IllegalMoveError, ReasonCode
from accessible_games.games.draughts.family import (
    BrazilianGame,
    InternationalGame,
    RussianGame,
    SchlagdameGame,
    TurkishGame,
)
from accessible_games.games.draughts.game import generator_for
from accessible_games.games.draughts.variants import TURKISH


def notations(state) -> set[str]:
    return {m.notation for m in state.legal_moves()}


def test_russian_man_crowned_mid_capture_goes_on_as_a_king():
    # White man b6 jumps c7 and lands on d8, the crowning row. In Russian draughts it is a king
    # at once and goes on: from d8 the diagonal e7-f6-g5-h4 holds a black man on f6 two squares
    # away, which only a flying king can take, landing on g5 or h4. Both moves crown.
    state = RussianGame().parse_position("W:Wb6:Bc7,f6,h8")
    moves = state.legal_moves()
    assert {m.notation for m in moves} == {"b6xd8xg5", "b6xd8xh4"}
    assert all(m.promotes and set(m.captured) == {50, 45} for m in moves)  # c7, f6


def test_brazilian_man_passing_the_crowning_row_stays_a_man():
    # The same position under FMJD-style rules (Brazilian): the man is crowned only where the
    # move ends; as a man on d8 it cannot reach f6, so the capture ends on d8 with a crown.
    state = BrazilianGame().parse_position("W:Wb6:Bc7,f6,h8")
    assert [(m.notation, m.promotes) for m in state.legal_moves()] == [("b6xd8", True)]


def test_russian_free_choice_among_captures():
    # White man c3: over d4 to e5 and on over f6 to g7 (two pieces), or over b4 to a5 (one).
    two = RussianGame().parse_position("W:Wc3:Bd4,f6,b4")
    # c3xe5xg7 takes d4 and f6; c3xa5 takes b4 only. Russian: free choice, both legal.
    assert notations(two) == {"c3xe5xg7", "c3xa5"}
    brazil = BrazilianGame().parse_position("W:Wc3:Bd4,f6,b4")
    # Brazilian: the capture of the most pieces is compulsory.
    assert notations(brazil) == {"c3xe5xg7"}


def test_international_majority_two_men_beat_one_king():
    # White man 28 (e5): left it can take the black king on d6 (landing c7, nothing more);
    # right it takes the man on f6 (landing g7) and then the man on h8 (landing i9). FMJD counts
    # pieces, not their value: two men are more than one king, so only 28x19x10 is legal.
    state = InternationalGame().parse_position("W:We5:BKd6,f6,h8")
    assert notations(state) == {"28x19x10"}
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move("28x17")
    assert caught.value.reason.code is ReasonCode.MUST_TAKE_MOST
    assert caught.value.reason.count == 2


def test_international_king_or_man_of_equal_count_is_a_free_choice():
    # One king (d6) or one man (f6): the same number, so both captures are legal.
    state = InternationalGame().parse_position("W:We5:BKd6,f6,b10")
    assert notations(state) == {"28x17", "28x19"}


def test_flying_king_capture_with_several_landing_squares():
    # White king 46 (a1) on the long diagonal, black man on 28 (e5): the king flies over it
    # and may land on any free square behind: 23, 19, 14, 10 or 5 (square 1 is elsewhere).
    state = InternationalGame().parse_position("W:WK46:B28,1")
    assert notations(state) == {"46x23", "46x19", "46x14", "46x10", "46x5"}
    # With a black man on 24 (h6), landing on 19 (g7) lets the king take on along g7-h6-i5-j4,
    # landing on 30 or 35. A king must land where it can take on, and the majority rule wants
    # two pieces: only those two moves remain.
    more = InternationalGame().parse_position("W:WK46:B28,24,1")
    assert notations(more) == {"46x19x30", "46x19x35"}
    # Typed as start and end, the short form names the move.
    assert more.parse_move("46x30").notation == "46x19x30"


def test_turkish_pieces_are_removed_at_once_so_a_king_crosses_their_squares():
    # White king a1. Black: a3, c4, d2, king b1, a5. The longest capture: up over a3 to a4
    # (a5 blocks further), right over c4 to d4, down over d2 to d1, left over b1 to a1 (the
    # king's own start square, empty now), then up the a-file again: a2, a3 (taken a moment
    # ago and already lifted), a4, over a5 to a6, a7 or a8. Five pieces, three landing squares.
    state = TurkishGame().parse_position("W:WKa1:Ba3,c4,d2,Kb1,a5,h8")
    assert notations(state) == {"a1xa4xd4xd1xa1xa6", "a1xa4xd4xd1xa1xa7",
                                "a1xa4xd4xd1xa1xa8"}
    # Were taken pieces left on the board until the move ends (FMJD), a3 would block the last
    # jump and four pieces would be the most.
    fmjd = generator_for(replace(TURKISH, captured_removed_at_once=False))
    s = state
    found = fmjd.legal_moves(s.bits[0], s.bits[1], s.kings, True)
    assert max(len(m.captured) for m in found) == 4


def test_turkish_capture_may_not_turn_back():
    # White king d4 between black men d6 and d2. Taking d6 (landing d7 or d8) and then turning
    # 180 degrees to take d2 is forbidden; so is d2 then d6. Each capture takes one piece.
    state = TurkishGame().parse_position("W:WKd4:Bd6,d2,h8")
    assert notations(state) == {"d4xd1", "d4xd7", "d4xd8"}
    # Without the rule, the double capture would be compulsory (majority).
    free = generator_for(replace(TURKISH, no_reversal=False))
    moves = free.legal_moves(state.bits[0], state.bits[1], state.kings, True)
    assert {len(m.captured) for m in moves} == {2}


def test_turkish_men_move_forward_and_sideways_only():
    # A white man on d4 with free squares around: d5 (forward), c4 and e4 (sideways); never
    # back to d3 nor diagonally.
    state = TurkishGame().parse_position("W:Wd4:Bh8")
    assert notations(state) == {"d4-d5", "d4-c4", "d4-e4"}


def test_schlagdame_blocked_side_wins():
    # White man 46 (a1) is blocked: 41 (b2) is black and the jump to 37 (c3) is occupied.
    # In international draughts White loses; in Schlagdame the blocked side wins.
    fen = "W:W46:B41,37"
    normal = InternationalGame().parse_position(fen).outcome()
    misere = SchlagdameGame().parse_position(fen).outcome()
    assert normal is not None and normal.winners == frozenset({1})
    assert misere is not None and misere.winners == frozenset({0})
    assert misere.reason is EndReason.NO_MOVES


def test_schlagdame_losing_the_last_piece_wins():
    # Russian base: Black to move must take White's only man on d4 (c5xe3, capture is
    # compulsory); then White has no pieces left and wins the losing game.
    game = SchlagdameGame({"base": "russian"})
    state = game.parse_position("B:Wd4:Bc5,h8")
    state.play(state.parse_move("c5xe3"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
    assert outcome.reason is EndReason.NO_PIECES


def test_misere_option_on_any_variant():
    game = TurkishGame({"misere": "yes"})
    assert game.variant.misere
    state = game.parse_position("W:Wa2:Ba3,a4,h8")
    # White man a2: forward a3 is black and a4 behind it is occupied; sideways b2 is free.
    assert notations(state) == {"a2-b2"}


def test_fmjd_draw_rules():
    game = InternationalGame()
    # 25 moves each with only kings moving and nothing taken: a draw.
    state = game.parse_position("W:WK46,K50:BK5,K1")
    state.quiet = 50
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.reason is EndReason.MOVE_LIMIT
    # Three kings against a lone king: 16 moves each (32 plies) since the material changed.
    three = game.parse_position("W:WK46,K47,K48:BK5")
    three.settled = 31
    assert three.outcome() is None
    three.settled = 32
    assert three.outcome() is not None and three.outcome().is_draw
    # Two kings against one: 5 moves each.
    two = game.parse_position("W:WK46,K47:BK5")
    two.settled = 10
    assert two.outcome() is not None and two.outcome().is_draw
    # Off by option.
    off = InternationalGame({"endgame_rule": "no"}).parse_position("W:WK46,K47:BK5")
    off.settled = 10
    assert off.outcome() is None


def test_start_positions_and_numbers():
    intl = InternationalGame().new_state()
    assert intl.to_text() == ("W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
                              ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20")
    turkish = TurkishGame().new_state()
    assert turkish.counts(0) == (16, 0) and turkish.counts(1) == (16, 0)
    # Turkish men stand on rows 2-3 and 6-7; rows 1 and 8 are empty.
    assert turkish.piece_at(0) is None and turkish.piece_at(8) is not None
