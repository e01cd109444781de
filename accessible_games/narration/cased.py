"""Words whose form changes with the grammatical case, for a language that declines them.

German says "dein Startfeld" but "von deinem Startfeld": a template in the German catalog says
which case a placeholder takes with a format spec ("von {start:dat} auf {end:acc}"), and a
:class:`Cased` value gives that form. A template without a spec gets the plain form, and a spec
on a value that has no such form gets the plain form too, so the English catalog needs no
specs and a spec never fails on a plain word (:func:`lenient` wraps the values of a message).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

CASES = ("nom", "acc", "dat")
"""The cases a template may ask for: nominative, accusative, dative."""

FORMS = (*CASES, "it")
"""Every form a template may ask for: the cases, and "it", the pronoun that stands for a
piece as the subject of a sentence (German "er" for "der Stein", "sie" for "die Dame"), for a
sentence that names the piece and then says what it does ("...: it takes f4")."""


class Cased(str):
    """A word or phrase (its plain form) with its forms by case (:data:`FORMS`)."""

    forms: dict[str, str]

    def __new__(cls, text: str, forms: Mapping[str, str] | None = None) -> Cased:
        made = super().__new__(cls, text)
        made.forms = dict(forms or {})
        return made

    def __format__(self, spec: str) -> str:
        """The form for a case spec ("dat"), the plain form for a case it has no form for."""
        if spec in FORMS:
            return self.forms.get(spec, str(self))
        return super().__format__(spec)

    def __repr__(self) -> str:
        return f"Cased({str(self)!r}, {self.forms!r})"


def lenient(values: Mapping[str, object]) -> dict[str, object]:
    """``values`` with every plain string made :class:`Cased` (with no forms), so a case spec in
    a template reads it as it is."""
    return {name: Cased(value) if type(value) is str else value
            for name, value in values.items()}


def suffixed(value: str, suffix: str) -> Cased:
    """``value`` with ``suffix`` after it (a warning in brackets), in every case form it has."""
    forms = value.forms if isinstance(value, Cased) else {}
    return Cased(str(value) + suffix, {case: form + suffix for case, form in forms.items()})


def closed(value: object) -> object:
    """A phrase whose words hold a comma (an apposition), with
    one after it too, in every case form, for a sentence that goes on after it."""
    if not isinstance(value, str) or "," not in value:
        return value
    return suffixed(value, ",")


def joined(join: Callable[[list[str]], str], items: Sequence[str]) -> Cased:
    """``items`` joined (with "and", "or"), in every case form they have; a plain word in
    its one form (a chess square)."""
    return Cased(join([str(item) for item in items]),
                 {case: join([format(item, case) if isinstance(item, Cased) else str(item)
                              for item in items]) for case in CASES})
