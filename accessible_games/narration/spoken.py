"""Text made for the ear: what speech says instead of what the screen and braille show.

Typed move notation is written for the eye and the fingers ("c3xe5xg7"); a speech synthesizer
reads it letter by letter ("see three zee five ex gee seven"). :func:`for_the_ear` turns a
capture chain into words ("c3 takes e5 takes g7", "c3 schlägt e5 schlägt g7") and a step
("c3-d4") into "c3 to d4", and replaces names the voice of a language says wrongly by a
spelling it says right (the German voice says "Mad Mate" as "Maat Maate"). Braille and the
screen keep the written form.
"""

from __future__ import annotations

import re
from functools import lru_cache

from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message

_CHAIN = re.compile(r"\b[a-z]\d{1,2}(?:x[a-z]\d{1,2})+\b|\b\d{1,2}(?:x\d{1,2}){2,}\b")
"""A capture written with x between squares: c3xe5, c3xe5xg7, 9x18x27 (two x at least for
numbers, so that "10x10" stays a size)."""


@lru_cache(maxsize=None)
def _pronunciations(lang: str) -> tuple[tuple[str, str], ...]:
    """(written, said) pairs from the catalog entry ``speech.pronounce``."""
    pairs = []
    for item in catalog(lang).text("speech.pronounce").split(";"):
        written, sep, said = item.partition("=")
        if sep and written.strip() and said.strip() and written.strip() != said.strip():
            pairs.append((written.strip(), said.strip()))
    return tuple(pairs)


def for_the_ear(text: str, lang: str) -> str:
    """``text`` as speech should say it in ``lang``."""
    words = catalog(lang)
    takes = words.text("speech.takes")
    text = _CHAIN.sub(lambda m: f" {takes} ".join(m.group(0).split("x")), text)
    for written, said in _pronunciations(lang):
        text = text.replace(written, said)
    return text


def spoken_message(message: Message, lang: str) -> Message:
    """``message`` with its text for the ear; braille keeps the written form (as the brief
    form, unless the message has a brief form of its own). The same object when nothing
    changes."""
    said = for_the_ear(message.text, lang)
    if said == message.text:
        return message
    import dataclasses

    return dataclasses.replace(message, text=said, brief=message.short)
