"""Message catalogs: every player-facing word, in German and English.

Catalogs are gettext PO files under ``narration/locale/<lang>/<domain>.po``, read with Babel.
Message ids are symbolic (``checkers.move.capture``) so that both languages are complete
translations of the same list; every entry carries a translator comment (``#.``) saying where it
is used and what each placeholder holds. A test checks completeness and placeholders.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from babel import Locale
from babel.dates import format_datetime
from babel.lists import format_list
from babel.messages.pofile import read_po

from accessible_games.narration.cased import Cased, lenient
from accessible_games.narration.contractions import contracted
from accessible_games.narration.message import Message, MessageKind

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("en", "de")
"""The languages the app speaks; the first is the fallback."""


class UnknownLanguageError(ValueError):
    """The language is not one of LANGUAGES."""

    def __init__(self, lang: str) -> None:
        super().__init__(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
        self.lang = lang


@dataclass(frozen=True, slots=True)
class Entry:
    """One catalog entry: the singular text and, for counts, the plural forms."""

    forms: tuple[str, ...]
    """The text, or one text per plural form of the language."""
    comment: str
    """The translator comment."""



def capitalized(text: str) -> str:
    """``text`` begun with a capital letter, the rest as it is: a sentence that opens with a
    name written in lower case ("ten of hearts: ..." read as "Ten of hearts: ...")."""
    return text[:1].upper() + text[1:]

WHO = ("player", "players", "winner", "loser", "owner", "leader", "dealer", "name", "chooser",
       "victim", "pusher", "puller", "party", "side", "other")
"""The placeholders that hold who: a person by the name they signed up with, often in lower
case ("bob"), a bot named as theirs ("bob's bot", "your bot"), a side, a piece. Where one
opens a sentence, its value takes a capital there (:func:`sentences_opened`); the others
(squares, notation, words typed) are said as they are written ("e4: empty.")."""

_OPENING = re.compile(r"(^|[.!?] )\{(%s)([:}])" % "|".join(WHO))
_SENTENCE_END = re.compile(r"[.!?][)\"”“'’]*\s*$")
_NOT_A_VERB = ("und", "oder", "mit", "von", "ohne", "als", "je")
"""Small words that may follow a name in a German list entry ("Platz 1: bob mit 11 Punkten",
"Stiche: ann und carl 0"): a sentence is not told by them."""
_OPENING_AFTER_COLON = re.compile(
    r"(: )\{(%s)((?::[^}]*)?\})(?= (?!(?:%s)\b)[a-zäöüß])" % ("|".join(WHO), "|".join(_NOT_A_VERB)))
"""German: a name after a colon that opens a whole sentence ("Partie beendet: {loser} hat
keine Steine mehr."), told by the lower-case word of the template right after it, its verb
(German writes its nouns with a capital, so a list entry after a colon has none there:
"Vorn: {player}, Partner.", "Re: {players}.")."""


def sentences_opened(template: str, values: Mapping[str, object],
                     lang: str = "en") -> tuple[str, dict[str, object]]:
    """``template`` and ``values`` such that a person or side (:data:`WHO`) that opens one
    of its sentences is filled in with a capital: "{player} plays the {card}." for "bob"
    reads "Bob plays the ten of spades.", "Pass to {player}. {player}, press Enter ..." reads
    "Pass to bob. Bob, press Enter ...". A name inside a sentence keeps its letters, and so
    does one opening a template that is no sentence of its own, but an entry of a list or a
    part of another sentence ("{player} the {card}": "On the table: bob the ten of spades").
    German capitalizes a whole sentence after a colon too, as it writes "Partie beendet: Du
    hast keine Steine mehr.": "Partie beendet: {loser} hat keine Steine mehr." reads
    "Partie beendet: Bob hat keine Steine mehr." (:data:`_OPENING_AFTER_COLON`), a list after
    a colon keeps its letters ("Re: ann und bob.").
    """
    whole = bool(_SENTENCE_END.search(template))
    opened: dict[str, object] = {}

    def capital(match: re.Match[str]) -> str:
        before, name, after = match.groups()
        value = values.get(name)
        if (not before and not whole) or not isinstance(value, str) or not value[:1].islower():
            return match.group(0)
        opened[f"_opened_{name}"] = _capitalized_value(value)
        return f"{before}{{_opened_{name}{after}"

    template = _OPENING.sub(capital, template)
    if lang == "de":
        template = _OPENING_AFTER_COLON.sub(capital, template)
    return template, {**values, **opened}


def _capitalized_value(value: str) -> str:
    """``value`` begun with a capital, in every case form it has ("dein Bot", "deinem Bot")."""
    forms = value.forms if isinstance(value, Cased) else {}
    return Cased(capitalized(str(value)), {case: capitalized(form) for case, form in forms.items()})


def in_sentence(text: str, lang: str) -> str:
    """``text``, said as a sentence of its own ("Trick 4 of 12"), as it reads inside another
    sentence: English lowers its first letter ("..., trick 4 of 12"); German keeps it, as
    its nouns keep their capital ("..., Stich 4 von 12")."""
    if lang == "de":
        return text
    return text[:1].lower() + text[1:]


class Catalog:
    """All messages of one language, looked up when spoken (never at import)."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise UnknownLanguageError(lang)
        self.lang = lang
        self.locale = Locale.parse(lang)
        self.entries: dict[str, Entry] = {}
        self._plural = None
        for path in sorted((LOCALE_DIR / lang).glob("*.po")):
            with path.open("rb") as f:
                po = read_po(f, locale=lang)
            self._plural = po.plural_expr
            for message in po:
                if not message.id:
                    continue
                string = message.string
                if isinstance(message.id, (tuple, list)):
                    key = message.id[0]
                    if not isinstance(string, (tuple, list)):
                        raise ValueError(f"{path}: message {key!r} has no plural forms")
                    forms = tuple(string)
                else:
                    key = message.id
                    if not isinstance(string, str):
                        raise ValueError(f"{path}: message {key!r} has plural forms")
                    forms = (string,)
                if key in self.entries:
                    raise ValueError(f"{path}: message {key!r} is defined twice")
                self.entries[key] = Entry(forms, " ".join(message.auto_comments))

    def has(self, key: str) -> bool:
        """True when the catalog holds ``key``."""
        return key in self.entries

    def names(self, key: str, placeholder: str) -> bool:
        """True when the message ``key`` (one of its plural forms) has the place
        ``placeholder`` ("player": a sentence that names who did it)."""
        return any("{" + placeholder in form for form in self.entries[key].forms)

    def addressed(self, key: str, form: str) -> str:
        """The key of a sentence about a seat in the ``form`` that speaks to the person in
        it (".you": "You play the ten of hearts."; ".yours": "your turn"), where the
        catalog has that form; else ``key`` itself. ``form`` "": the seat is someone else's."""
        return f"{key}{form}" if form and self.has(f"{key}{form}") else key

    def text(self, key: str, /, **values: object) -> str:
        """The message ``key`` with its named placeholders filled in.

        Raises:
            KeyError: the catalog has no such message (a defect: tests check completeness).
        """
        return self._filled(self.entries[key].forms[0], values)

    def said(self, key: str, kind: MessageKind = MessageKind.INFO, /,
             **values: object) -> Message:
        """The message ``key`` with ``values`` as a :class:`Message`: on the braille line its
        ``.brief`` form where the catalog has one (a sentence within two windows of a 40-cell
        display that keeps what happened and what to type next)."""
        brief = f"{key}.brief"
        return Message(self.text(key, **values), kind,
                       brief=self.text(brief, **values) if self.has(brief) else None)

    def said_plural(self, key: str, count: int, kind: MessageKind = MessageKind.INFO, /,
                    **values: object) -> Message:
        """As :meth:`said`, in the plural form that fits ``count`` (its brief's too)."""
        brief = f"{key}.brief"
        return Message(self.plural(key, count, **values), kind,
                       brief=self.plural(brief, count, **values) if self.has(brief) else None)

    def _filled(self, template: str, values: Mapping[str, object]) -> str:
        """``template`` filled in with ``values``: a placeholder in the case the template
        asks for (a plain word in its one form: "von {player:dat}" takes "ann" as it is and
        "deinem Bot" for "dein Bot"), a preposition and article joined."""
        if "{" not in template and "}" not in template:
            return template  # most sentences have no place to fill: nothing to do
        if ":" not in template:  # no case asked for anywhere: the values as they are
            return contracted(self.lang, *sentences_opened(template, values, self.lang))
        return contracted(self.lang, *sentences_opened(template, lenient(values), self.lang))

    def sentence(self, key: str, /, **values: object) -> str:
        """As :meth:`text`, begun with a capital letter: for a sentence that opens with a
        placeholder holding a lowercase name ("{card}, playable, ...": "Ten of hearts, ...")."""
        return capitalized(self.text(key, **values))

    def plural(self, key: str, count: int, /, **values: object) -> str:
        """The plural form of ``key`` that fits ``count``; ``{count}`` is filled in too."""
        forms = self.entries[key].forms
        index = 0 if count == 1 else 1
        if len(forms) > 2:
            index = min(_plural_index(self.lang, count), len(forms) - 1)
        return self._filled(forms[min(index, len(forms) - 1)], {"count": count, **values})

    def join_and(self, items: list[str]) -> str:
        """A list joined the language's way: "a, b and c" / "a, b und c"."""
        return format_list(items, style="standard", locale=self.locale) if items else ""

    def date_time(self, seconds: float) -> str:
        """A moment (seconds since the epoch, local time) as the language writes it: "30 Nov
        2026, 00:02" / "30.11.2026, 00:02" (the pattern is the catalog's
        ``common.date_time_pattern``, in the notation of Unicode's date patterns)."""
        moment = datetime.datetime.fromtimestamp(seconds)
        return format_datetime(moment, self.text("common.date_time_pattern"),
                               locale=self.locale)

    def join_or(self, items: list[str]) -> str:
        """A list of alternatives: "a, b or c" / "a, b oder c"."""
        return format_list(items, style="or", locale=self.locale) if items else ""

    def join_choices(self, items: list[str]) -> str:
        """Alternatives whose own words may hold a comma or an "or": as :meth:`join_or` while
        none does; else parted with semicolons, so that a comma inside one ("out onto your
        start field, field 1") is not heard as a break between two, nor an "or" inside one
        ("the six: field 1 to field 7 or field 11 to field 17") as the last: "a, 1; b; or c" /
        "a, 1; b; oder c"."""
        word = f" {self.join_or(['', '']).strip()} "
        if len(items) < 2 or not any("," in item or word in item for item in items):
            return self.join_or(items)
        return self.text("common.choices", first="; ".join(items[:-1]), last=items[-1])


def _plural_index(lang: str, count: int) -> int:
    """Plural form index for languages with more than two forms (none yet)."""
    return 0 if count == 1 else 1


@lru_cache(maxsize=None)
def catalog(lang: str) -> Catalog:
    """The catalog of ``lang``, loaded once."""
    return Catalog(lang)
