"""How long a text is on the braille line, in cells of the player's braille table.

The session parts long answers into braille lines (:func:`.queries.in_pieces`); a line must
fit two windows of a 40-cell display, and a character is not a cell: a number takes its
number sign, a contracted table writes a word in fewer cells. The length is measured with the
translation the display uses (notation protected, as the announcer writes it); without
liblouis the translator falls back to computer braille, one cell a character.
"""

from __future__ import annotations

from functools import cache, lru_cache

from accessible_games.output.braille.translator import BrailleTable, BrailleTranslator

LINE_CELLS = 80
"""A braille line the session writes fits this many cells: two windows of a 40-cell display."""


@cache
def _translator(table: BrailleTable) -> BrailleTranslator:
    return BrailleTranslator(table, protect_notation=True)


@lru_cache(maxsize=4096)
def braille_cells(text: str, table: BrailleTable) -> int:
    """How many cells ``text`` takes on the braille display in ``table``."""
    return len(_translator(table).translate(text).braille)
