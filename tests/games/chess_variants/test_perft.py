"""Perft of Mad Mate against the published Crazyhouse numbers (identical until a promoted piece
is captured) and of standard chess positions through the shared core (no drops, both colours
promote), against the chessprogramming wiki's numbers."""

from __future__ import annotations

import os
import time

import pytest

from accessible_games.engine.perft import perft
from accessible_games.games.chess_variants import MadMateGame
from accessible_games.games.chess_variants.board import Variant, parse_fen
from accessible_games.games.chess_variants.core import Position

SLOW = os.environ.get("SLOW") == "1"

CHESS = Variant("chess", "", drops=False, promotes=(True, True))


def position_perft(position: Position, depth: int) -> int:
    moves = position.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        position.make(move)
        total += position_perft(position, depth - 1)
        position.unmake()
    return total


@pytest.mark.parametrize("depth,expected", [(1, 20), (2, 400), (3, 8902), (4, 197281)])
def test_mad_mate_start(depth, expected):
    assert perft(MadMateGame().new_state(), depth) == expected


@pytest.mark.skipif(not SLOW, reason="depth 5 takes about 100 s; run with SLOW=1")
def test_mad_mate_start_depth_5():
    started = time.perf_counter()
    assert perft(MadMateGame().new_state(), 5) == 4888832
    print(f"perft 5: {time.perf_counter() - started:.1f} s")


# Standard chess through the same core (chessprogramming wiki "Perft Results"): Kiwipete tests
# castling, en passant and promotion; position 3 en passant pins; position 4 promotions and
# castling rights under attack.
CHESS_CASES = [
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379),
]


@pytest.mark.parametrize("fen,depth,expected", CHESS_CASES)
def test_chess_core_positions(fen, depth, expected):
    assert position_perft(Position(CHESS, parse_fen(fen)), depth) == expected
