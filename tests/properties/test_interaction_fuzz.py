"""Seeded random command sequences against a console (a hot seat for several people with
hidden cards) for every game: no exception, no empty answer, a refused command changes
nothing. ``benchmarks/fuzz_interaction.py`` runs the same driver for 100,000 commands."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from accessible_games.lineup import ENTRIES
from tests.fuzzing import fuzz
from tests.properties.profiles import NIGHTLY

STEPS = 2000 if NIGHTLY else 200


@pytest.mark.parametrize("seed,entry", list(enumerate(ENTRIES)),
                         ids=[e.game.id for e in ENTRIES])
def test_random_commands_never_break_the_console(seed, entry):
    # The store in memory when the machine has a tmpfs (autosave syncs after every move).
    memory = "/dev/shm" if Path("/dev/shm").is_dir() else None
    with tempfile.TemporaryDirectory(prefix="fuzz-", dir=memory) as folder:
        coverage = fuzz(entry, seed, STEPS, Path(folder))
    assert coverage.commands > 10  # the failures themselves raise FuzzFailure
