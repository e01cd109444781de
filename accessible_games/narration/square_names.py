"""Square names as spoken: algebraic ("c3"), phonetic ("Charlie 3") or German-style ("Cäsar 3").

A speech recogniser standing in for a listener confused "d3" with "b3" and "g5" with "d5" in
about a third of the squares; spelling words tell the column letters apart. Only speech uses
them: braille and the screen keep the short "c3", which reads unambiguously.
"""

from __future__ import annotations

import re

from accessible_games.narration.catalog import catalog

STYLES = ("algebraic", "phonetic", "german")
"""The square-name styles (the values of the ``square_names`` setting)."""

_RUN = re.compile(r"(?<![\w])[a-z]\d{1,2}(?:[-x:×][a-z]\d{1,2})*(?![\w])")
"""A square name, or a move of square names ("c3-d4", "c3xe5xg7"), standing alone."""
_SQUARE = re.compile(r"([a-z])(\d{1,2})")
"""One square inside such a run."""


def speak_squares(text: str, style: str, lang: str) -> str:
    """``text`` with every square name spelled in ``style`` ("algebraic" leaves it as it is).

    Args:
        text: a sentence to be spoken.
        style: one of :data:`STYLES`.
        lang: the language of the sentence ("de" or "en").

    Returns:
        The sentence with "c3" replaced by "Charlie 3" (phonetic) or "Cäsar 3" (german).
    """
    if style not in ("phonetic", "german"):
        return text
    cat = catalog(lang)

    def spell(match: re.Match[str]) -> str:
        letter = cat.text(f"squares.{style}.{match.group(1)}")
        return cat.text("squares.spoken", letter=letter, number=match.group(2))

    return _RUN.sub(lambda run: _SQUARE.sub(spell, run.group(0)), text)
