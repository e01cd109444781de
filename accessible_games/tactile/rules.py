"""Rules in braille: a game's rules page as plain paragraphs, translated with liblouis."""

from __future__ import annotations

import re

from accessible_games.output.braille.translator import BrailleTranslator
from accessible_games.session.words import options_in_words, rules_text

_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def plain_paragraphs(markdown: str) -> list[str]:
    """The rules page as plain paragraphs: headings, list items, table rows and each line of a
    code block become their own paragraphs; markup characters (#, *, `, |, links) are dropped
    and runs of blanks become one."""
    paragraphs: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            paragraphs.append(" ".join(current))
            current.clear()

    fenced = False
    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            flush()
            fenced = not fenced
            continue
        if fenced:
            # A drawing in a code block: each line on its own, its spacing (which lines up
            # columns in print only) reduced to single blanks.
            if line:
                paragraphs.append(" ".join(line.split()))
            continue
        if not line or set(line) <= set("|-: "):
            flush()
            continue
        line = _LINK.sub(r"\1", line)
        own = line.startswith(("#", "- ", "* ", "|")) or re.match(r"^\d+\. ", line)
        line = line.lstrip("#").strip()
        if line.startswith(("- ", "* ")):
            line = line[2:]
        if line.startswith("|"):
            line = "; ".join(c.strip() for c in line.strip("|").split("|") if c.strip())
        line = line.replace("`", "").replace("**", "").replace("__", "")
        line = re.sub(r"(?<!\w)\*(\S[^*]*\S|\S)\*(?!\w)", r"\1", line)
        line = " ".join(line.split())
        if own:
            flush()
            paragraphs.append(line)
        else:
            current.append(line)
    flush()
    return paragraphs


def rules_paragraphs(game_id: str, lang: str) -> list[str]:
    """The plain paragraphs of a game's rules page (empty when the page is missing), its
    options named in words as the menus name them."""
    text = rules_text(game_id, lang)
    return plain_paragraphs(options_in_words(text, game_id, lang)) if text else []


def rules_braille(game_id: str, lang: str, table: str | None = None) -> list[str]:
    """Each paragraph of the rules as one line of Unicode braille (wrap them for pages)."""
    translator = BrailleTranslator(table, lang=lang)
    return [translator.translate(p).braille for p in rules_paragraphs(game_id, lang)]
