"""SIGKILL at a random moment of one game of every entry of the lineup (29, the card games and
Rakado's dice included): the saved game always holds every move the player heard, and resuming
it rebuilds exactly that game. ``benchmarks/kill_resume.py`` runs 200."""

from __future__ import annotations

import tempfile
from pathlib import Path

from accessible_games.lineup import ENTRIES
from tests.killing import kill_one


def test_sigkill_at_random_points_of_a_game_of_every_entry():
    killed = []
    for seed, entry in enumerate(ENTRIES):
        with tempfile.TemporaryDirectory(prefix="kill-") as folder:
            killed.append(kill_one(entry, seed, Path(folder)))
    # The kills landed at different moments: some games had moves, some were killed early.
    assert any(k.acknowledged for k in killed)
    assert len({k.acknowledged for k in killed}) > 3
