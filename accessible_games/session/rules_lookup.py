"""Looking a word up in a game's rules: ``rules wedding`` reads only the paragraphs that
mention a wedding, so a player who forgot one rule need not listen to the whole page again.

The search is forgiving in the way typing by ear needs: case and accents do not matter, a
German umlaut may be typed as ae, oe or ue, a word of four letters or more is found inside
longer words ("solo" in "Damensolo", "jack" in "jacks"), and a shorter one only as a whole word
(so "re" finds Doppelkopf's party, not every "there"). Every typed word must be found. A
paragraph under a heading is searched with its heading, so "rules scoring" finds the whole
section on scoring.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

_WORD = re.compile(r"\w+")
_SPELLED = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
WHOLE_WORD_UP_TO = 3
"""A typed word this short is found only as a whole word."""


@dataclass(frozen=True)
class Found:
    """The paragraphs that mention what was looked up, each section's first one led by its
    heading, and how many paragraphs matched in all."""

    lines: tuple[str, ...]
    total: int


def _words(text: str) -> list[str]:
    """``text`` as lower-case words without accents, umlauts spelled out."""
    folded = text.casefold().translate(_SPELLED)
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded)
                    if not unicodedata.combining(c))
    return _WORD.findall(plain)


def _mentions(words: Sequence[str], term: str) -> bool:
    if len(term) <= WHOLE_WORD_UP_TO:
        return term in words
    return any(term in word for word in words)


def look_up(blocks: Sequence[tuple[str, bool]], query: str, most: int) -> Found:
    """The paragraphs of ``blocks`` (text, is a heading) that mention every word of
    ``query``: at most ``most`` of them, in page order."""
    terms = _words(query)
    lines: list[str] = []
    total = 0
    heading, heading_said = "", False
    for text, is_heading in blocks:
        if is_heading:
            heading, heading_said = text, False
            continue
        words = _words(f"{heading} {text}")
        if not terms or not all(_mentions(words, term) for term in terms):
            continue
        total += 1
        if len(lines) < most:
            lines.append(text if heading_said or not heading else f"{heading} {text}")
            heading_said = True
    return Found(tuple(lines), total)
