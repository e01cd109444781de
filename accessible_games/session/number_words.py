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

_WORD = re.compile(r"[^\W\d_]+")


def with_digits(text: str) -> str | None:
    """``text`` with each of its :data:`NUMBER_WORDS` (any case) written as digits ("haus
    drei": "haus 3"); None where it holds none."""
    found = False

    def digit(match: re.Match[str]) -> str:
        nonlocal found
        number = NUMBER_WORDS.get(match.group(0).casefold())
        if number is None:
            return match.group(0)
        found = True
        return str(number)

    said = _WORD.sub(digit, text)
    return said if found else None
