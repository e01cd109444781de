"""The last trick on the braille line fits two 40-cell windows, however many cards in it
were ruffs."""

from __future__ import annotations

import random

import pytest

from accessible_games.lineup import REGISTRY, describer_for
from tests.braille_cells import DISPLAY_CELLS, cells

GAME = REGISTRY.create("doppelkopf")


def _last_tricks(seed: int, describer) -> list[str]:
    """The last trick's braille line right after each trick of a random deal of ``seed``."""
    rng = random.Random(seed)
    state = GAME.new_state(random.Random(seed))
    taken, seen = [], 0
    while not state.is_terminal():
        if state.chance_outcomes():
            state.apply(state.sample_chance(rng))
            continue
        state.apply(rng.choice(list(state.legal_moves())))
        if len(state.tricks) > seen:
            seen = len(state.tricks)
            taken.append(describer.last_trick_brief(state))
    return taken


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_last_trick_of_twenty_deals_fits_two_windows(lang):
    # Three ruffs marked "trumps" ran the line to 89 cells (German 84).
    describer = describer_for(GAME, lang)
    lines = [line for seed in range(20) for line in _last_tricks(seed, describer)]
    assert len(lines) > 100
    too_long = [line for line in lines if cells(line, lang) > 2 * DISPLAY_CELLS]
    assert too_long == []
    marked = "trumps" if lang == "en" else "sticht"
    assert any(marked in line for line in lines)  # a ruff is still marked where it fits
