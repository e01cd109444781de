"""Pieces shared by the game-record writers and readers of the families (PDN, PGN): tag pairs
``[Name "value"]``, the ``Options`` tag that carries a game's non-default options, dates and
line wrapping. Pure text helpers, no I/O.

The ``Options`` tag is our own (neither PDN nor PGN has one; other programs ignore unknown
tags): the options that differ from the game's defaults as ``key=value`` words,
``[Options "draw_moves=0 misere=true"]``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from accessible_games.engine.state import Game

OPTIONS_TAG = "Options"
_TAG = re.compile(r'^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')


def read_tag(line: str) -> tuple[str, str] | None:
    """The name and value of a tag-pair line, or None when the line is not one."""
    m = _TAG.match(line)
    if m is None:
        return None
    return m.group(1), re.sub(r"\\(.)", r"\1", m.group(2))


def tag_line(name: str, value: str) -> str:
    """A tag pair with ``\\`` and ``"`` escaped."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{escaped}"]'


def options_text(game: Game) -> str:
    """The game's options that differ from their defaults, as ``key=value`` words."""
    words = []
    for spec in game.option_specs:
        value = game.options.get(spec.key, spec.default)
        if value != spec.default:
            shown = str(value).lower() if isinstance(value, bool) else str(value)
            words.append(f"{spec.key}={shown}")
    return " ".join(words)


def read_options(text: str) -> dict[str, str]:
    """The ``key=value`` words of an Options tag (values stay text; the game parses them).

    Raises:
        ValueError: a word is not ``key=value``.
    """
    found = {}
    for word in text.split():
        key, sep, value = word.partition("=")
        if not sep or not key or not value:
            raise ValueError(f"{word!r} is not key=value")
        found[key] = value
    return found


def pgn_date(date: str) -> str:
    """``2024-05-01`` as ``2024.05.01``; unknown parts as ``??``."""
    parts = re.split(r"[-.]", date.strip()) if date.strip() else []
    if len(parts) != 3 or not all(p.isdecimal() or set(p) == {"?"} for p in parts):
        return "????.??.??"
    return ".".join(parts)


def iso_date(date: str) -> str:
    """``2024.05.01`` as ``2024-05-01``; "" when any part is unknown."""
    parts = date.strip().split(".")
    if len(parts) != 3 or not all(p.isdecimal() for p in parts):
        return ""
    return "-".join(parts)


def wrap(words: Iterable[str], width: int = 79) -> list[str]:
    """Words joined by spaces into lines of at most ``width`` characters."""
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def header_lines(tags: Mapping[str, str]) -> list[str]:
    """Tag-pair lines in the order given."""
    return [tag_line(name, value) for name, value in tags.items()]
