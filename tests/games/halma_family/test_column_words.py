"""The Halma family reads a column in the few words it reads a row with, in speech and on the
braille line: "Column a: black stones on a1 and a3; white stone on a7." It was every place,
"Column a: a1, black stone; a3, black stone; a5, empty; a7, white stone.", and Eckdame's
column a took three windows of a 40-cell display."""

from __future__ import annotations

import pytest

from tests.braille_cells import cells
from tests.consoles import seated

SAID = {
    ("raeuber-und-gendarm", "en", "column a"):
        "Column a: black stones on a1 and a3; white stone on a7.",
    ("raeuber-und-gendarm", "de", "spalte a"):
        "Spalte a: schwarze Steine auf a1 und a3; weißer Stein auf a7.",
    ("halma-dame", "en", "column b"): "Column b: black stone on b2; white stone on b8.",
    ("halma-dame", "de", "spalte b"): "Spalte b: schwarzer Stein auf b2; weißer Stein auf b8.",
    ("eckdame", "en", "column a"): "Column a: black stones on a1, a3, and a5.",
    ("eckdame", "de", "spalte a"): "Spalte a: schwarze Steine auf a1, a3 und a5.",
    ("wolf-und-schafe", "en", "column b"): "Column b: empty.",
    ("wolf-und-schafe", "de", "spalte b"): "Spalte b: leer.",
}


@pytest.mark.parametrize(("game", "lang", "line"), list(SAID))
def test_a_column_is_read_in_the_words_of_a_row(game, lang, line):
    console = seated(game, lang)
    said = console.handle_line(line)
    assert [m.text for m in said] == [SAID[game, lang, line]]
    # The braille line shows the same words, in two windows of a 40-cell display at most
    # (Eckdame's column a took 107 cells, three windows).
    assert said[0].brief is None and cells(said[0].text, lang) <= 80

