"""At an online Whist table the tricks on the braille line are counted by the partnerships'
initials ("NS 9, EW 3"), as at home, not by the people's names, and fit 80 cells."""

from __future__ import annotations

import re

import pytest

from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.away_table import AwayTable

COUNTS = {"en": r"NS \d+, EW \d+\.$", "de": r"Stiche: NS \d+, OW \d+\.$"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_tricks_are_brailled_by_the_partnerships_initials(lang: str) -> None:
    """'Stiche: du und cy 5, bob und dee 5.' ran a trick's braille line to 86-90 cells
    ('Bob: Kreuz-Zwei, Herz nicht bedient. Dee gewinnt mit ⠁⠓. Stiche: du und cy 5, bob und
    dee 5.'); now 'Stiche: NS 5, OW 5.', and every trick's line fits two windows."""
    table = AwayTable(lang, game="whist", others=(1,))
    for _ in range(13 * 4 + 8):
        if table.over:
            break
        table.step()
    tricks = [h.message.brief or "" for h in table.console.heard
              if re.search(r"(NS|du und cy|you and cy) \d+", h.message.brief or "")]
    assert len(tricks) >= 13
    for brief in tricks:
        assert re.search(COUNTS[lang], brief), brief
        assert cells(brief, lang) <= 2 * DISPLAY_CELLS, brief
