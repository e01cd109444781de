"""How many braille cells a text takes, as narration can tell without the braille tables.

Narration chooses between a message's forms by their length on the braille line (a refusal
naming the cards that may be played, Reversi's turned discs by name or by the far end of each
line); the translator lives in the output layer below, so the count here is an upper bound
for the uncontracted tables the braille line uses for notation and short words.
"""

from __future__ import annotations

import re

_NUMBERS = re.compile(r"\d+")
_WIDE_SIGNS = "<>"
"""Signs the tables write in up to three cells: a four's way back, "45<41", took nine cells in
German braille where a cell a character counted six."""
_WIDE_EXTRA = 2
"""The cells a wide sign takes beyond its own."""


TWO_WINDOWS = 80
"""The cells of two windows of a 40-cell display: a braille line longer than this is a burden
to read, and a sentence that may be (by :func:`cells_at_most`) is given in fewer words."""

LAST_MOVE_CELLS = 52
"""The most cells a move's braille line may take (by :func:`cells_at_most`) where an undo
puts its words before it on the same line: "12 Züge zurück. Zuletzt: " takes 28 of the 80
cells of two 40-cell windows. A move that says more gives its details in fewer words there
(Reversi: the lines its discs were turned on, counted)."""


def cells_at_most(text: str, lang: str = "en") -> int:
    """How many braille cells ``text`` takes at most in ``lang``'s uncontracted table: a cell
    for each character, one more for each number (its number sign: "j10" takes four cells)
    and, in English, one more for each capital letter (English braille marks capitals,
    German braille does not: counting them there made German lines that fit give up names,
    "Christopher" for "Player 6"); and two more for each "<" or ">" (Dog's way back,
    "45<41")."""
    capitals = sum(1 for c in text if c.isupper()) if lang == "en" else 0
    wide = sum(text.count(sign) for sign in _WIDE_SIGNS) * _WIDE_EXTRA
    return len(text) + capitals + wide + len(_NUMBERS.findall(text))


__all__ = ["LAST_MOVE_CELLS", "TWO_WINDOWS", "cells_at_most"]
