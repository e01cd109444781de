"""Contractions: a preposition and the article after it said as one word where a language
does ("von dem eigenen Startfeld 17" is "vom eigenen Startfeld 17" in German).

A template says the case its placeholder takes ("von {start:dat}"); only the value knows
whether its form begins with the article ("dem eigenen Startfeld 17") or not ("deinem
Startfeld 1"), so the pair is joined when the message is filled in, never in the catalog's
own words: "ein Tisch, an dem niemand ist" stays as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from accessible_games.narration.cased import Cased

CONTRACTIONS: dict[str, dict[tuple[str, str, str], str]] = {
    "de": {("von", "dat", "dem"): "vom", ("in", "dat", "dem"): "im", ("zu", "dat", "dem"): "zum",
           ("an", "dat", "dem"): "am", ("bei", "dat", "dem"): "beim",
           ("zu", "dat", "der"): "zur", ("in", "acc", "das"): "ins"},
}
"""Per language: (preposition, case, article) -> the contracted word."""

_PLACED = re.compile(r"\b(\w+) \{(\w+):(\w+)\}")


def contracted(lang: str, template: str, values: Mapping[str, object]) -> str:
    """``template`` filled in with ``values``, a preposition before a placeholder whose form
    in the case asked begins with an article joined with it as ``lang`` joins them."""
    table = CONTRACTIONS.get(lang)
    if not table or "{" not in template:
        return template.format(**values)
    extra: dict[str, object] = {}

    def join(match: re.Match[str]) -> str:
        word, name, case = match.groups()
        value = values.get(name)
        if not isinstance(value, Cased):  # a plain word has no forms, and no article
            return match.group(0)
        article, _, rest = format(value, case).partition(" ")
        short = table.get((word.lower(), case, article))
        if short is None or not rest:
            return match.group(0)
        key = f"_contracted_{len(extra)}"
        extra[key] = rest
        short = short[:1].upper() + short[1:] if word[:1].isupper() else short
        return f"{short} {{{key}}}"

    return _PLACED.sub(join, template).format(**values, **extra)
