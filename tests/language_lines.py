"""Telling a German line from an English one, for the one-language tests.

A word that occurs in the catalogs of one language only (German "Zurück", English "back") marks
a line as that language's. A line is foreign when it holds more words found only in the other
language's catalog than words found only in its own, and at least two of them; names shared by
both languages (Kalah, Mad Mate, square names) count for neither.
"""

from __future__ import annotations

import re
from functools import lru_cache

from accessible_games.narration.catalog import LANGUAGES, catalog

_WORD = re.compile(r"[^\W\d_]{3,}")


def words_of(text: str) -> set[str]:
    """The words (three letters or more) of a text, casefolded."""
    return {w.casefold() for w in _WORD.findall(text)}


@lru_cache(maxsize=None)
def only_in(lang: str) -> frozenset[str]:
    """Words that the catalog of ``lang`` uses and the other language's never does."""
    mine: set[str] = set()
    theirs: set[str] = set()
    for other in LANGUAGES:
        bag = mine if other == lang else theirs
        for entry in catalog(other).entries.values():
            for form in entry.forms:
                bag |= words_of(re.sub(r"\{[^}]*\}", " ", form))
    return frozenset(mine - theirs)


def foreign_lines(lines: list[str], lang: str) -> list[str]:
    """The lines of ``lines`` that read as the other language."""
    other = next(x for x in LANGUAGES if x != lang)
    found = []
    for line in lines:
        words = words_of(line)
        strange = words & only_in(other)
        own = words & only_in(lang)
        if len(strange) >= 2 and len(strange) > len(own):
            found.append(line)
    return found
