"""The length in cells of a text on the braille line, as the announcer translates it.

A deafblind player reads each message on a 40-cell display; what does not fit waits behind a
pan. :func:`cells` counts a text in the language's default table with notation protected, as
:class:`~accessible_games.output.announcer.Announcer` writes it; :func:`windows` gives the
text each window of the display shows, panning from the first.
"""

from __future__ import annotations

from functools import cache

from accessible_games.output.braille.display import window_starts
from accessible_games.output.braille.translator import BrailleTranslator

DISPLAY_CELLS = 40
"""The cells of the common display the briefs are written for."""


@cache
def _translator(lang: str) -> BrailleTranslator:
    return BrailleTranslator(lang=lang, protect_notation=True)


def cells(text: str, lang: str) -> int:
    """How many cells ``text`` takes in ``lang``'s default braille table."""
    return len(_translator(lang).translate(text).braille)


def windows(text: str, lang: str, width: int = DISPLAY_CELLS) -> list[str]:
    """The source text under each window of a ``width``-cell display showing ``text``, first
    to last, as panning right reaches them (words are never split across two)."""
    translation = _translator(lang).translate(text)
    starts = window_starts(translation.braille, width, text, translation.cell_to_char)
    ends = [*starts[1:], len(translation.braille)]
    chars = translation.cell_to_char
    return [text[chars[start]: chars[end - 1] + 1].strip() if end < len(chars)
            else text[chars[start]:].strip() for start, end in zip(starts, ends)]
