"""Maharadscha against pyffish (Fairy-Stockfish), test extra ``pyffish`` (tested with 0.0.90).

pyffish 0.0.90 has no built-in ``maharajah`` variant, so the test loads one: chess with an
amazon (queen plus knight, letter m) that is pseudo-royal (``extinctionPieceTypes = m`` with
``extinctionPseudoRoyal``: losing it loses the game and it may not stand in check, so it is
royal), Black's ordinary king, and ``promotionPieceTypes = -`` with
``mandatoryPawnPromotion = false`` so Black's pawns do not promote. Fairy-Stockfish allows
Black's castling, so the comparison runs with our ``black_castling=true`` option and, for the
default, with the castling moves left out of the peer's list.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.games.chess_variants import MaharadschaGame
from accessible_games.games.chess_variants.core import Flag

sf = pytest.importorskip("pyffish")

CONFIG = """
[maharajah-test:chess]
amazon = m
startFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1
promotionPieceTypes = -
mandatoryPawnPromotion = false
extinctionValue = loss
extinctionPieceTypes = m
extinctionPseudoRoyal = true
"""
VARIANT = "maharajah-test"
GAMES = 30
PLIES = 60


@pytest.fixture(scope="module", autouse=True)
def _variant():
    sf.load_variant_config(CONFIG)


def _peer(state, castling: bool) -> set[str]:
    moves = set(sf.legal_moves(VARIANT, state.to_text(), []))
    if not castling:
        moves -= {"e8g8", "e8c8"} if state.position.board[60] == 6 | 8 else set()
    return moves


@pytest.mark.parametrize("castling", [False, True])
def test_move_sets_agree_over_seeded_random_games(castling):
    game = MaharadschaGame({"black_castling": castling})
    positions = castles = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = game.new_state()
        for _ in range(PLIES):
            if state.is_terminal():
                break
            mine = {m.notation for m in state.legal_moves()}
            assert mine == _peer(state, castling), state.to_text()
            positions += 1
            legal = state.legal_moves()
            # Black castles whenever it may, so castling positions occur.
            castle = [m for m in legal if m.flag in (Flag.CASTLE_KING, Flag.CASTLE_QUEEN)]
            move = castle[0] if castle else rng.choice(legal)
            castles += bool(castle)
            state.play(move)
    assert positions > 900
    assert castles > 0 if castling else castles == 0


def test_checkmate_of_the_maharajah_agrees():
    # Maharajah a1 in check from the queen on c3 (via b2) and the rook on h1. Every escape is
    # covered: b1..g1 by the rook h1; h1 itself is guarded by the rook h2; a2 (a pawn) is
    # guarded by the rook h2; b2 and c2 by queen and rook; b3 by the queen; taking the queen
    # on c3 is guarded by the pawn d4. So White has no move: checkmate, Black wins.
    fen = "4k3/8/8/8/3p4/2q5/p6r/M6r w - - 0 1"
    state = MaharadschaGame().parse_position(fen)
    assert sf.legal_moves(VARIANT, fen, []) == [] and state.legal_moves() == []
    assert state.outcome().winners == {1}


def test_perft_from_the_start_agrees():
    # Fairy-Stockfish's move lists, counted to depth 3 (22, 438, 9097 with our default; the
    # peer allows Black's castling, which cannot happen within three plies from the start).
    def peer_perft(moves: list[str], depth: int) -> int:
        legal = sf.legal_moves(VARIANT, sf.start_fen(VARIANT), moves)
        if depth == 1:
            return len(legal)
        return sum(peer_perft([*moves, m], depth - 1) for m in legal)

    state = MaharadschaGame().new_state()
    from accessible_games.engine.perft import perft

    assert [perft(state, d) for d in (1, 2, 3)] == [peer_perft([], d) for d in (1, 2, 3)] \
        == [22, 438, 9097]
