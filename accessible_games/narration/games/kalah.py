"""Words for Kalah: the mancala describer with Kalah's own catalog (kalah.po).

The vocabulary lives in :mod:`accessible_games.narration.games.mancala`, shared with Oware and
Congkak; this module keeps the old import path.
"""

from __future__ import annotations

from accessible_games.narration.games.mancala import KalahDescriber

__all__ = ["KalahDescriber"]
