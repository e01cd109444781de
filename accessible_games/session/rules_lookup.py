"""Looking a word up in a game's rules: ``rules wedding`` reads only the paragraphs that
mention a wedding, so a player who forgot one rule need not listen to the whole page again.

The search is forgiving in the way typing by ear needs: case and accents do not matter, a
German umlaut may be typed as ae, oe or ue, a word of four letters or more is found inside
longer words ("solo" in "Damensolo", "jack" in "jacks"), and a shorter one only as a whole word
(so "re" finds Doppelkopf's party, not every "there"). Every typed word must be found. A
paragraph under a heading is searched with its heading, so "rules scoring" finds the whole
section on scoring. A long paragraph is cut to the sentences that mention the words, an
ellipsis standing for the sentences left out, unless it begins with them; a list's item is
read after the line the list hangs from ("Where the last seed lands decides what happens
next: ...").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

_WORD = re.compile(r"\w+")
SPELLED_OUT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
"""German umlauts and ß as typed without them: ae, oe, ue, ss."""
HEADING, ITEM, TEXT = "heading", "item", "text"
"""The kinds of a rules page's paragraphs: a heading, a list item or table row, other text."""
WHOLE_WORD_UP_TO = 3
"""A typed word this short is found only as a whole word."""
LONG_PARAGRAPH = 300
"""A paragraph longer than this (in characters) is read only in the sentences that mention
what was looked up."""
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\w\"„“(])")
WINNING = ("win", "wins", "won", "winner", "winners", "winning", "lose", "loses", "lost",
           "loser", "gewinn*", "gewonnen", "sieg*", "verlier*", "verloren")
"""The words of winning and losing in either language ("*": any ending): a word of them
looked up finds every one, as the rules say who wins in one game ("wins", "gewinnt") and who
loses in another (draughts: "The player to move who has no legal move loses")."""
ASKING = frozenset({"how", "do", "does", "did", "can", "i", "you", "one", "what", "when",
                    "is", "the", "a", "an", "to", "wie", "wann", "was", "ich", "du", "man",
                    "kann", "muss", "der", "die", "das", "ein", "eine"})
"""The words a question is asked with ("how do I win", "wie gewinne ich"): left out of a
look-up where another word remains, since every typed word must be found."""


@dataclass(frozen=True)
class Found:
    """The paragraphs that mention what was looked up, each section's first one led by its
    heading, and how many paragraphs matched in all."""

    lines: tuple[str, ...]
    total: int


def folded_words(text: str) -> list[str]:
    """``text`` as lower-case words without accents, umlauts spelled out."""
    folded = text.casefold().translate(SPELLED_OUT)
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded)
                    if not unicodedata.combining(c))
    return _WORD.findall(plain)


def _is(word: str, pattern: str) -> bool:
    """Whether ``word`` is ``pattern``, or begins with it where it ends in "*"."""
    return word.startswith(pattern[:-1]) if pattern.endswith("*") else word == pattern


def _mentions(words: Sequence[str], term: str) -> bool:
    if any(_is(term, pattern) for pattern in WINNING):  # "win" finds "wins" and "loses"
        return any(_is(word, pattern) for word in words for pattern in WINNING)
    if len(term) <= WHOLE_WORD_UP_TO:
        return term in words
    return any(term in word for word in words)


def _found(words: Sequence[str], terms: Sequence[str]) -> bool:
    return bool(terms) and all(_mentions(words, term) for term in terms)


def _cut(text: str, terms: Sequence[str]) -> str:
    """A long paragraph cut to its sentences that mention every term (whole sentences, so
    nothing marks the gaps); the whole paragraph when it is short, when its first sentence
    mentions them (it is about them: "Wedding: a player with both queens of clubs…") or when
    no single sentence does (the heading held a term)."""
    if len(text) <= LONG_PARAGRAPH:
        return text
    sentences = _SENTENCE_END.split(text)
    kept = [n for n, sentence in enumerate(sentences) if _found(folded_words(sentence), terms)]
    if not kept or kept[0] == 0:  # a paragraph that begins with the word is about it
        return text
    # The gaps are not marked: a screen reader reads "…" as "dot dot dot" between sentences.
    return " ".join(sentences[n] for n in kept)


def looked_up_terms(query: str) -> list[str]:
    """The words of ``query`` that must be found: all but those it is asked with."""
    return [term for term in folded_words(query) if term not in ASKING] \
        or folded_words(query)


def about_winning(query: str) -> bool:
    """Whether ``query`` asks only about winning or losing ("how do I win", "wins",
    "wie gewinne ich"): its paragraphs may say "loses" where "win" was typed."""
    terms = looked_up_terms(query)
    return bool(terms) and all(any(_is(term, pattern) for pattern in WINNING)
                               for term in terms)


def look_up(blocks: Sequence[tuple[str, str]], query: str, most: int) -> Found:
    """The paragraphs of ``blocks`` (text, kind) that mention every word of ``query``: at
    most ``most`` of them, in page order. A list item is read after the line its list hangs
    from (the text before it that ends with a colon), once."""
    terms = looked_up_terms(query)
    lines: list[str] = []
    total = 0
    heading, heading_said = "", False
    lead, lead_said = "", False
    for text, kind in blocks:
        if kind == HEADING:
            heading, heading_said, lead = text, False, ""
            continue
        found = _found(folded_words(f"{heading} {text}"), terms)
        if found:
            total += 1
        if found and len(lines) < most:
            said = _cut(text, terms)
            if kind == ITEM and lead and not lead_said:
                said = f"{_cut(lead, ())} {said}"
            lines.append(said if heading_said or not heading else f"{heading} {said}")
            heading_said = True
        if text.endswith(":"):
            lead, lead_said = text, found  # a list may follow (an item may lead one too)
        elif kind == ITEM:
            lead_said = lead_said or found
        else:
            lead = ""
    return Found(tuple(lines), total)
