"""The computer's search clocks made to tick by looks, for tests that let the computer think.

Alpha-beta and MCTS stop on the wall clock. A test that plays against them on a busy machine
would play differently from one run to the next, and a level that thinks a second a move
makes a long test. Here their clock moves a fixed step at every look, so a search stops
after the same number of nodes everywhere, and soon. The card games' playouts stop at their
count of deals; their clock stands still.
"""

from __future__ import annotations

import itertools

import pytest

from accessible_games.ai import alphabeta, mcts, playouts

LOOK = 1 / 30
"""Seconds the clock moves at every look: a search that may think a second looks 30 times."""


def ticking_clocks(monkeypatch: pytest.MonkeyPatch, look: float = LOOK) -> None:
    """Alpha-beta's and MCTS's clock move ``look`` seconds at every look; the playouts'
    clock stands still."""
    monkeypatch.setattr(playouts, "clock", lambda: 0.0)
    ticks = itertools.count()
    for module in (alphabeta, mcts):
        monkeypatch.setattr(module, "clock", lambda: next(ticks) * look)
