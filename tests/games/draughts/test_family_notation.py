"""Notation of the draughts family: PDN numbers on 10x10, algebraic on 8x8 (both accepted),
PDN FEN positions for the command line's perft, and PDN game records out and back in."""

from __future__ import annotations

import random

import pytest

from accessible_games.cli import main
from accessible_games.engine.types import IllegalMoveError, InvalidMoveError
from accessible_games.games.draughts.pdn import PdnError, read_pdn, replay, write_pdn
from accessible_games.lineup import REGISTRY

FAMILY = ("international-draughts", "russian-draughts", "brazilian-draughts",
          "turkish-draughts", "schlagdame")


def test_international_numbers_and_names_name_the_same_move():
    state = REGISTRY.create("international-draughts").new_state()
    # 32 is d4 and 28 is e5 (46 = a1, numbers run from Black's side).
    assert state.parse_move("32-28") == state.parse_move("d4-e5") == state.parse_move("32 28")
    assert state.parse_move("32-28").notation == "32-28"


def test_international_capture_short_and_full_path():
    state = REGISTRY.create("international-draughts").parse_position("W:WK46:B28,24,1")
    move = state.parse_move("46x19x30")
    assert state.parse_move("46x30") == move
    assert state.parse_move("46-30") == move  # the separator does not matter
    with pytest.raises(IllegalMoveError):
        state.parse_move("46x23")


def test_russian_names_and_numbers():
    state = REGISTRY.create("russian-draughts").new_state()
    # FMJD-style numbers on 8x8: c3 is 22, d4 is 18.
    assert state.parse_move("c3-d4") == state.parse_move("22-18")
    assert state.parse_move("22-18").notation == "c3-d4"


def test_unreadable_text_is_an_invalid_move():
    state = REGISTRY.create("international-draughts").new_state()
    with pytest.raises(InvalidMoveError):
        state.parse_move("32-99")


@pytest.mark.parametrize("game_id", FAMILY)
def test_perft_command_reads_pdn_fen(capsys, game_id):
    state = REGISTRY.create(game_id).new_state()
    code = main(["perft", game_id, "2", "--position", state.to_text()])
    out, _ = capsys.readouterr()
    expected = len(state.legal_moves()) ** 2  # no captures in two plies from the start
    assert code == 0 and out.strip().splitlines()[-1] == str(expected)


@pytest.mark.parametrize("game_id", FAMILY)
def test_pdn_round_trip_of_seeded_games(game_id):
    game = REGISTRY.create(game_id)
    for seed in range(5):
        rng = random.Random(seed)
        state = game.new_state()
        while not state.is_terminal() and len(state.moves) < 150:
            state.play(rng.choice(state.legal_moves()))
        text = write_pdn(state, {"Event": f"seed {seed}"})
        assert f'[GameType "{game.variant.pdn_gametype}"]' in text
        record = read_pdn(text)
        assert type(record.game) is type(game)
        assert record.moves == tuple(state.moves)
        assert replay(record).to_text() == state.to_text()


def test_pdn_from_a_position_and_ambiguous_captures():
    game = REGISTRY.create("international-draughts")
    state = game.parse_position("W:WK46:B28,24,1")
    state.play(state.parse_move("46x30"))
    text = write_pdn(state)
    assert '[FEN "W:WK46:B1,24,28"]' in text
    assert "1. 46x30 *" in text
    assert read_pdn(text).moves == tuple(state.moves)


def test_pdn_reads_a_published_style_record():
    text = """[Event "Example"]
[GameType "20"]
1. 32-28 19-23 2. 28x19 14x23 {Black takes back} 3. 33-28 1-1
"""
    record = read_pdn(text)
    assert [m.notation for m in record.moves] == ["32-28", "19-23", "28x19", "14x23", "33-28"]


@pytest.mark.parametrize("text,number,token,why", [
    ('[GameType "20"]\n1. 32-28 19-23 2. 28-22 1-1', 2, "28-22", "illegal"),
    ('[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 3. 99-1', 3, "99-1", "not a move"),
    ('[GameType "77"]\n1. 32-28', 0, "77", "unknown GameType"),
])
def test_pdn_errors_name_move_text_and_reason(text, number, token, why):
    with pytest.raises(PdnError) as caught:
        read_pdn(text)
    error = caught.value
    assert (error.move_number, error.text) == (number, token)
    assert why in error.problem
