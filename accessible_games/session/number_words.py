"""Numbers typed as words ("house three", "Haus drei", "row two"), read as digits.

A player who says a move aloud, or types as they speak, writes the number out; the rules and
the queries read digits. Where a line names no move or place as typed, its number words from
one to twelve, in English and German, are read as their digits and the line is read again.
"""

from __future__ import annotations

import re

NUMBER_WORDS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "eins": 1, "zwei": 2, "zwo": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5, "sechs": 6,
    "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "zwoelf": 12,
}
"""The number words read as digits, lower case, in both languages ("zwo" as German speakers
say two apart from three on the telephone)."""

_ORDINALS_EN = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                "ninth", "tenth", "eleventh", "twelfth")
_ORDINALS_DE = ("erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht",
                "neunt", "zehnt", "elft", "zwölft")
ORDINALS: dict[str, int] = {word: number for number, word in enumerate(_ORDINALS_EN, 1)}
ORDINALS |= {f"{stem}{ending}": number for number, stem in enumerate(_ORDINALS_DE, 1)
             for ending in ("e", "es", "en", "er", "em")}
ORDINALS |= {word.replace("ü", "ue"): number for word, number in ORDINALS.items()
             if "ü" in word}
"""Ordinals, read as the number after the word they count ("the third house": "house 3",
"das dritte Haus", "drittes Haus"), as a player counts the houses or rows aloud."""

_WORD = re.compile(r"[^\W\d_]+")


def with_digits(text: str) -> str | None:
    """``text`` with each of its :data:`NUMBER_WORDS` (any case) written as digits ("haus
    drei": "haus 3"), and each of its :data:`ORDINALS` as the number after the word it
    counts ("drittes Haus": "Haus 3"); None where it holds none."""
    found = False

    def digit(match: re.Match[str]) -> str:
        nonlocal found
        number = NUMBER_WORDS.get(match.group(0).casefold())
        if number is None:
            return match.group(0)
        found = True
        return str(number)

    words = text.split()
    for index, word in enumerate(words[:-1]):
        number = ORDINALS.get(word.casefold())
        if number is not None and _WORD.fullmatch(words[index + 1]):
            # "third house": "house 3", where the number follows its word
            words[index], words[index + 1] = words[index + 1], str(number)
            found = True
    said = _WORD.sub(digit, " ".join(words))
    return said if found else None
