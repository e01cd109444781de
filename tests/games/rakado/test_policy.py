"""The beginner's rule of thumb in Rakado (games/rakado/policy.py), on hand-made positions with
worked answers: home first, then the capture of the opposing piece nearest its home, then a
square no opposing piece can reach, then the piece nearest its own home."""

from __future__ import annotations

import random

from accessible_games.ai.levels import LevelName, SearcherKind, calibrated, level_for
from accessible_games.games.rakado.policy import rule_move
from tests.games.rakado.helpers import position


def chosen(pieces: dict[str, str], roll: int) -> str:
    state = position(pieces, "a", roll)
    move = rule_move(state, random.Random(0))
    assert move is not None
    return move.notation


def test_a_move_home_comes_first():
    # With a 3, c13 reaches home (row 16); f5 would only advance to f8.
    assert chosen({"c13": "a", "f5": "a", "p16": "b"}, 3) == "c13-c16"


def test_of_the_compulsory_captures_it_takes_the_piece_nearest_its_home():
    # With a 2, d4 takes Black's d6 (five rows from Black's home row 1) or h8 takes h10
    # (nine rows away): d6 is the more dangerous piece.
    pieces = {"d4": "a", "h8": "a", "d6": "b", "h10": "b"}
    state = position(pieces, "a", 2)
    assert sorted(m.notation for m in state.legal_moves()) == ["d4xd6", "h8xh10"]
    assert chosen(pieces, 2) == "d4xd6"


def test_a_safe_square_before_a_longer_way():
    # With a 1, k5-k6 would stand 3 squares in front of Black's k9 (taken with a 3), while
    # c3-c4 stands where no black piece reaches: the safe move, though k5 is further on.
    assert chosen({"k5": "a", "c3": "a", "k9": "b"}, 1) == "c3-c4"


def test_otherwise_the_piece_nearest_home_moves():
    # Both moves are safe: e7 is nearer home than c3.
    assert chosen({"c3": "a", "e7": "a", "p16": "b"}, 1) == "e7-e8"


def test_the_beginner_plays_the_rule_with_three_moves_in_ten_at_random_and_strong_imagines_it():
    for game_id in ("rakado", "rakado-teams"):
        level = calibrated(level_for(1), game_id)
        assert level.name is LevelName.BEGINNER
        assert level.searcher is SearcherKind.POLICY and level.noise == 0.3
        strong = calibrated(level_for(3), game_id)
        assert strong.searcher is SearcherKind.ALPHA_BETA
        # The strong level imagines the other side as this beginner (ai/alphabeta.py).
        assert strong.opponent_slip == level.noise
