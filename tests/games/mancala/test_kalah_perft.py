"""Kalah(6,4) perft from the start.

No published table exists that we know of; these numbers were counted with OpenSpiel's
``mancala`` game (``state.child`` over ``legal_actions``, depths 1-6), a separate engine, and
test_kalah_openspiel.py re-counts depths 1-5 live when OpenSpiel is installed.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import divide, perft
from accessible_games.games.mancala.kalah import KalahGame

OPENSPIEL_PERFT = [6, 35, 185, 942, 4690, 23233]


@pytest.mark.parametrize("depth", range(1, len(OPENSPIEL_PERFT) + 1))
def test_perft_start(depth: int) -> None:
    assert perft(KalahGame().new_state(), depth) == OPENSPIEL_PERFT[depth - 1]


def test_divide_depth_two() -> None:
    # Houses 1, 2, 4, 5, 6 pass the turn: North then has 6 answers each. House 3 ends in the
    # store: South moves again from 4,4,0,5,5,5 with 5 non-empty houses.
    assert divide(KalahGame().new_state(), 2) == [
        ("1", 6), ("2", 6), ("3", 5), ("4", 6), ("5", 6), ("6", 6),
    ]
