"""The length in cells of a text on the braille line, as the announcer translates it.

A deafblind player reads each message on a 40-cell display; what does not fit waits behind a
pan. :func:`cells` counts a text in the language's default table with notation protected, as
:class:`~accessible_games.output.announcer.Announcer` writes it.
"""

from __future__ import annotations

from functools import cache

from accessible_games.output.braille.translator import BrailleTranslator

DISPLAY_CELLS = 40
"""The cells of the common display the briefs are written for."""


@cache
def _translator(lang: str) -> BrailleTranslator:
    return BrailleTranslator(lang=lang, protect_notation=True)


def cells(text: str, lang: str) -> int:
    """How many cells ``text`` takes in ``lang``'s default braille table."""
    return len(_translator(lang).translate(text).braille)
