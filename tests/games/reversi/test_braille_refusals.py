"""Reversi's refusals of a disc on a taken square, or one that flips nothing, on the braille
line: the sentence listed every square that could be played ("There is already a white disc
on f7. You can play b2, c2, b3, g3, a4, a5, a6, h6, c7, e7, h7, d8, e8, or g8.", 125
cells) at every slip of the cursor."""

from __future__ import annotations

import pytest

from tests.braille_cells import DISPLAY_CELLS, cells
from tests.consoles import seated


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "d4", "d4 is taken. You can play 4 moves; type moves."),
    ("de", "d4", "d4 ist besetzt. Möglich: 4 Züge; tippe züge."),
    ("en", "a1", "a1 flips nothing. You can play 4 moves; type moves."),
    ("de", "a1", "a1 dreht nichts um. Möglich: 4 Züge; tippe züge."),
])
def test_a_refused_disc_is_brailled_with_the_square_and_the_count_of_moves(lang, typed, shown):
    console = seated("reversi", lang)
    answer = console.handle_line(typed)[0]
    assert answer.short == shown
    assert cells(answer.short, lang) <= 2 * DISPLAY_CELLS
    assert typed in answer.text  # speech keeps its sentence with every square
