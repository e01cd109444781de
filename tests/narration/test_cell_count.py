"""The narration's estimate of a braille line's length (:func:`cells_at_most`), held against
the translator the braille line uses: never fewer cells than the line takes, and in German not
a cell for each capital letter, which German braille does not mark."""

from __future__ import annotations

import pytest

from accessible_games.narration.cell_count import cells_at_most
from tests.braille_cells import cells

LINES = {
    "en": ["Player 6: ⠛⠙, no Mau, a penalty card. Player 5: draw 2 or play a seven.",
           "Deal 3 of 3. Points: you 49, 32, 42, 47, 24, 7, 32. Player 6 leads.",
           "Christopher: ⠭⠉, deal won. Points: you 14, Alexandra 22, Bartholomew 61."],
    "de": ["Spieler 6: ⠛⠙, kein Mau, eine Strafkarte. Spieler 5: 2 ziehen oder eine Sieben.",
           "Runde 3 von 3. Punkte: du 49, 32, 42, 47, 24, 7, 32. Spieler 6 vorn.",
           "Christopher: ⠭⠉, Runde gewonnen. Punkte: du 14, Alexandra 22, Bartholomäus 61."],
}
WAYS_BACK = {"en": "Careful: ⠯⠃ as four: 2<62. To the kennel: you 62. Play anyway? Yes or no?",
             "de": "Vorsicht: ⠯⠃ als Vier: 45<41. In den Zwinger: Nord 41. Trotzdem spielen?"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_estimate_is_never_below_the_line_s_cells(lang):
    for line in LINES[lang]:
        assert cells_at_most(line, lang) >= cells(line, lang), line


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_way_back_counts_its_sign_as_the_tables_write_it(lang):
    """"2<62" takes seven cells in English braille and "45<41" nine in German, where a cell a
    character and a number sign a number counted six: a question with a four's way back was
    counted 80 cells and took 81."""
    line = WAYS_BACK[lang]
    assert cells_at_most(line, lang) >= cells(line, lang)


def test_capitals_count_in_english_only():
    assert (cells_at_most("Christopher vorn.", "de"), cells_at_most("Christopher leads.", "en")) \
        == (17, 19)
    # German braille has no capital sign: the estimate was 7 cells over "Runde 3 von 3. ...".
    line = LINES["de"][1]
    assert cells_at_most(line, "de") - cells(line, "de") < cells_at_most(line, "en") - cells(
        line, "de")
