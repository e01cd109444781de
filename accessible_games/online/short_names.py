"""People's names on the braille line: a name of several words by its first one.

Speech says every name whole ("Margarethe Schulze-Hohenstein plays the ten of clubs."); a
braille display of 40 cells does not have the room. A name written whole took 24 to 30
cells of a line, four of them at a table ran the lobby's line and who plays which seat to
two or three lines. So the braille form of every online line calls a person of several
words by the first of them ("Margarethe"), or, where another person at hand shares it, by
it and the last word's initial ("Anna S."), else whole. A name of one word is itself.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import replace
from typing import Any

from accessible_games.narration.message import Message

SIBILANTS = ("s", "ß", "x", "z", "ce")
"""Endings of names whose possessive takes no further s in German ("Max’ Bot")."""


def _forms(name: str) -> list[str]:
    """The forms ``name`` may take on the braille line, shortest first, the name last."""
    words = name.split()
    given = [w for w in words if not w.endswith(".")]  # "Dr." is nobody's own name
    if len(words) < 2 or not given or not all(any(c.isalpha() for c in w) for w in words):
        return [name]  # "Player 2" is also the words of a seat: kept whole
    first = given[0]
    last = words[-1]
    forms = [first] if first != last else []
    forms.append(f"{first} {last[0]}." if first != last else first)
    return [*forms, name]


def short_names(names: Collection[str]) -> dict[str, str]:
    """Each name of ``names`` of several words with the shortest of its forms no other
    name may take ("Margarethe Schulze-Hohenstein": "Margarethe"; with "Anna Schmidt" and
    "Anna" both at hand, "Anna Schmidt" is "Anna S."); names kept whole are left out."""
    every = {name: _forms(name) for name in set(names)}
    taken: dict[str, int] = {}
    for forms in every.values():
        for form in set(forms):
            taken[form] = taken.get(form, 0) + 1
    shorter: dict[str, str] = {}
    for name, forms in every.items():
        form = next(f for f in forms if taken[f] == 1 or f == name)
        if form != name:
            shorter[name] = form
    return shorter


def with_short_names(messages: Iterable[Message], names: Collection[str]) -> list[Message]:
    """``messages`` with each name of ``names`` in their braille form written short
    (:func:`short_names`), the words spoken whole; a German possessive is the short name's
    ("Margarethes Bot"; "Klaus’ Bot" for Klaus Meiers Bot, "Annas Bot" for Anna Schulz’ Bot)."""
    shorter = short_names(names)
    if not shorter:
        return list(messages)
    pattern = re.compile(r"(?<!\w)(" + "|".join(
        re.escape(name) for name in sorted(shorter, key=len, reverse=True)) + r")(s|’)?(?!\w)")

    def short(found: re.Match[str]) -> str:
        name = shorter[found.group(1)]
        if found.group(2) is None:
            return name
        return name + ("’" if name.casefold().endswith(SIBILANTS) else "s")

    shown: list[Message] = []
    for message in messages:
        brief = pattern.sub(short, message.short)
        shown.append(message if brief == message.short else replace(message, brief=brief))
    return shown


def names_told(message: dict[str, Any]) -> set[str]:
    """The people a server's message names: who sits, chats, comes and goes, opened or
    closed a table, and everyone seated in the lobby's rows or a table's state."""
    rows = [message, *_listed(message.get("tables"))]
    seats = [seat for row in rows for seat in _listed(row.get("seats"))]
    found = [row.get(key) for row in rows for key in ("name", "host", "by")]
    found += [seat.get("name") for seat in seats]
    return {name for name in found if isinstance(name, str) and name.strip()}


def _listed(value: object) -> list[dict[str, Any]]:
    """The records of a list field (a message's "seats" may be a count)."""
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []
