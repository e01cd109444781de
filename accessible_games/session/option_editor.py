"""Changing a game's rules before it starts: its options, one at a time, in words.

A front end asks the player which option to change (by its number in :meth:`OptionEditor.
listing`), then hands the typed answer to :meth:`OptionEditor.answer`. A value is checked by
building the game with it, so a value that does not go with the other options (three players
on Rakado's Halma board) is refused with a sentence and the rules stay as they were.
"""

from __future__ import annotations

import re
from typing import Any

from accessible_games.engine.state import Game
from accessible_games.engine.types import InvalidOptionError, Option
from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.session.commands import close_words
from accessible_games.session.words import game_name


def _number_steps(default: int) -> list[int]:
    """A free number's menu values: 0 (which turns most such rules off) and round numbers
    around the default, up to three times it (0 to 50 where the rule is off by default)."""
    if default == 0:
        return [0, 5, 10, 15, 20, 25, 30, 40, 50]
    if default <= 5:  # repetitions, cards drawn
        return list(range(11))
    step = 5 if default <= 50 else 25
    return sorted({0, default, *range(step, 3 * default + 1, step)})


def _numeric(spec: Option) -> bool:
    """Whether the option's values are numbers (typed as themselves)."""
    return all(isinstance(v, int) and not isinstance(v, bool) for v in spec.choices)


def _folded(text: str) -> str:
    """Typed words as compared: case and spacing left out ("Ohne  Neunen" is "ohne neunen")."""
    return " ".join(text.casefold().split())


def allowed(spec: Option) -> list[Any]:
    """The values an option takes, in order: on and off, its choices, or none for a free
    number."""
    if isinstance(spec.default, bool):
        return [True, False]
    return list(spec.choices)


def editable(game: Game) -> list[Option]:
    """The options a player may change (an option with a single allowed value is fixed)."""
    return [spec for spec in game.option_specs if len(spec.choices) != 1]


class OptionEditor:
    """One game's options as a player changes them before the game begins.

    Args:
        game_id: the game.
        lang: the language of the words.
        options: values chosen before (kept when they still fit).
    """

    def __init__(self, game_id: str, lang: str, options: dict[str, Any] | None = None) -> None:
        self.game_id = game_id
        self.lang = lang
        self.game: Game = REGISTRY.create(game_id, options or {})
        self.specs = editable(self.game)

    @property
    def options(self) -> dict[str, Any]:
        """The options chosen so far that differ from the defaults."""
        return self.game.changed_options()

    def t(self, key: str, /, **values: object) -> str:
        return catalog(self.lang).text(key, **values)

    @property
    def words(self) -> OptionWords:
        return OptionWords(self.lang, self.game_id)

    def setting(self, spec: Option) -> str:
        """One option with its current value ("Hand size: 6")."""
        return self.words.setting(spec.key, self.game.options[spec.key])

    def hint(self) -> Message:
        """Before a game starts: whether the usual rules apply, and how to change them."""
        changed = self.words.changed(self.game)
        if not changed:
            return Message(self.t("menu.options.hint"))
        return Message(self.t("menu.options.hint_changed",
                              rules=catalog(self.lang).join_and(changed)))

    def listing(self) -> list[Message]:
        """The options, numbered, with their values, and what to type."""
        lines = [Message(self.t("menu.options.intro", game=game_name(self.game_id, self.lang)))]
        lines += [Message(self.t("menu.options.line", number=n, setting=self.setting(spec)))
                  for n, spec in enumerate(self.specs, start=1)]
        return lines + [self.prompt()]

    def prompt(self) -> Message:
        """What to type at the list of options: "Type 1 or 2 …" for two, "a number from 1
        to 3" for more."""
        count = len(self.specs)
        key = {1: "menu.options.prompt.one", 2: "menu.options.prompt.two"}.get(
            count, "menu.options.prompt")
        return catalog(self.lang).said(key, count=count)  # briefly on the braille line

    def now(self, spec: Option) -> Message:
        """An option just changed, with its new value ("Lone seed to store: now on."), told
        apart from the line that names its value before the question."""
        return Message(self.t("menu.options.now", name=self.words.name(spec.key),
                              value=self.words.value(spec.key, self.game.options[spec.key])),
                       MessageKind.SELECT)

    def kept(self, spec: Option) -> Message:
        """An option whose question Enter alone left ("Lone seed to store: off, unchanged.")."""
        return Message(self.t("menu.options.kept", setting=self.setting(spec)))

    def pick(self, text: str) -> Option | None:
        """The option a typed number (or an option's name or key) names."""
        text = text.strip().casefold()
        if text.isdecimal() and 1 <= int(text) <= len(self.specs):
            return self.specs[int(text) - 1]
        for spec in self.specs:
            if text in (spec.key.casefold(), self.words.name(spec.key).casefold()):
                return spec
        # A word of its name begun or typed with a slip ("seed", "seds" for Seeds per house),
        # where it names one option (they were "not understood").
        named = {spec.key: [w for w in re.split(r"[\W_]+", f"{spec.key} {self.words.name(spec.key)}"
                                                .casefold()) if w]
                 for spec in self.specs}
        for found in ([spec for spec in self.specs
                       if len(text) >= 3 and any(w.startswith(text) for w in named[spec.key])],
                      [spec for spec in self.specs if close_words(text, named[spec.key])]):
            if len(found) == 1:
                return found[0]
        return None

    def pick_with_value(self, text: str) -> tuple[Option, str] | None:
        """The option and the value one line names together: "spielerzahl 3", "legezwang
        aus", "1 3", "players=3" (as the command line's --option takes it); the value is the
        last word (or what follows "="), the option the words before it (its number, name
        or a word of it); a value said whole names its option itself ("ohne Neunen", "without
        nines"). None when they name no option."""
        said_whole = self._said_whole(text)
        if said_whole is not None:
            return said_whole
        name, sep, value = text.strip().partition("=")
        if not sep:
            name, _, value = text.strip().rpartition(" ")
        name, value = name.strip(), value.strip()
        if not name or not value:
            return None
        spec = self.pick(name)
        return None if spec is None else (spec, value)

    def read_line(self, text: str) -> tuple[str, Any] | None:
        """The option's key and the value one line names in the player's words, as
        :meth:`pick_with_value` finds them ("nines=ohne", "without nines"), or None when the
        line names no option or no value of it."""
        named = self.pick_with_value(text)
        if named is None:
            return None
        spec, typed = named
        value = self._read(spec, typed)
        return None if value is None else (spec.key, value)

    def _said_whole(self, text: str) -> tuple[Option, str] | None:
        """The option and value a line says whole, in words of its own ("without nines",
        "ohne  Neunen"), or None."""
        typed = _folded(text)
        for spec in self.specs:
            if any(typed == _folded(whole) for whole in self._wholes(spec).values()):
                return spec, text.strip()
        return None

    def _wholes(self, spec: Option) -> dict[Any, str]:
        """Each allowed value the option says whole, with those words ("without nines")."""
        words = self.words
        found = {value: words.whole(spec.key, value) for value in allowed(spec)}
        return {value: whole for value, whole in found.items() if whole is not None}

    def question(self, spec: Option) -> list[Message]:
        """An option chosen: its value, what it does, and what to type."""
        words = self.words
        said = [Message(self.setting(spec), MessageKind.SELECT), Message(words.about(spec.key))]
        if isinstance(spec.default, bool):
            wholes = self._wholes(spec)  # "with nines" says more than "with"
            ask = self.t("menu.options.ask_switch",
                         on=wholes.get(True) or words.value(spec.key, True),
                         off=wholes.get(False) or words.value(spec.key, False))
        elif spec.choices:
            ask = self.t("menu.options.ask_choice",
                         choices=catalog(self.lang).join_or(self._answers(spec)))
        else:
            ask = self.t("menu.options.ask_number")
        return said + [Message(ask)]

    def _answers(self, spec: Option) -> list[str]:
        """What may be typed for each allowed value that goes with the other options: a number
        as itself (with its words where they say more), a named value by its place in the
        list of all of them."""
        words = self.words
        answers = []
        current = self.game.options[spec.key]
        for n, value in enumerate(spec.choices, start=1):
            if value != current and not self.fits(spec, value):
                continue
            said = words.value(spec.key, value)
            if _numeric(spec):
                answers.append(str(value) if said == str(value) else
                               self.t("menu.options.choice", number=value, value=said))
            else:
                answers.append(self.t("menu.options.choice", number=n, value=said))
        return answers

    def _read(self, spec: Option, text: str) -> Any | None:
        """The value a typed answer means, or None."""
        for value, whole in self._wholes(spec).items():  # "ohne Neunen", "without nines"
            if _folded(text) == _folded(whole):
                return value
        text = text.strip().casefold()
        words = self.words
        if isinstance(spec.default, bool):
            for value in (True, False):
                if text == words.value(spec.key, value).casefold():
                    return value
            try:
                return spec.parse(text)
            except InvalidOptionError:
                return None
        if spec.choices:
            if text.isdecimal():
                # A number is the value itself where the values are numbers, else a place.
                if _numeric(spec):
                    return int(text) if int(text) in spec.choices else None
                if 1 <= int(text) <= len(spec.choices):
                    return spec.choices[int(text) - 1]
            for value in spec.choices:
                if text in (str(value).casefold(), words.value(spec.key, value).casefold()):
                    return value
            return None
        if re.fullmatch(r"[+-]?\d+", text):  # "-3" too, refused with the numbers allowed
            return spec.parse(text)
        return None

    def answer(self, spec: Option, text: str) -> tuple[bool, list[Message]]:
        """Set ``spec`` from a typed answer: (whether it was set, what to say)."""
        value = self._read(spec, text)
        if value is None:
            return False, [Message(self.t("menu.again.short", text=text.strip()),
                                   MessageKind.ILLEGAL)]
        return self.set(spec, value)

    def fits(self, spec: Option, value: Any) -> bool:
        """Whether ``value`` goes with the other options as they stand."""
        try:
            REGISTRY.create(self.game_id, dict(self.game.options, **{spec.key: value}))
        except InvalidOptionError:
            return False
        return True

    def steps(self, spec: Option) -> list[Any]:
        """The values a menu steps through with Left and Right: the allowed ones, or for a
        free number a few around its default, each that fits the other options."""
        values = allowed(spec) or _number_steps(int(spec.default))
        current = self.game.options[spec.key]
        return [v for v in values if v == current or self.fits(spec, v)]

    def set(self, spec: Option, value: Any) -> tuple[bool, list[Message]]:
        """Set ``spec`` to ``value``: (whether it was set, what to say). An option that still
        has the default following the others (Schlagdame's draw count, its base game's) takes
        the default that follows the new value; one the player set keeps its value."""
        if not spec.same_kind(value):  # False for the first dealer, 0 for a switch
            return False, [Message(self.t("menu.options.wrong_kind", option=self.words.name(
                spec.key), value=self.words.value(spec.key, value)), MessageKind.ILLEGAL)]
        options = self.game.options
        followed = type(self.game).follows_defaults(options)
        chosen = {key: given for key, given in options.items()
                  if key not in followed or given != followed[key]}
        chosen[spec.key] = value
        try:
            game = REGISTRY.create(self.game_id, chosen)
        except InvalidOptionError as error:
            change = self.words.setting(spec.key, value)
            if error.key == spec.key and self._refused_alone(spec, value):
                # The numbers allowed come from the refusal with the options as they are
                # (a first dealer among 3 players, not among the default 4).
                refusal = self._not_allowed(spec, value, error)
            elif error.key == spec.key:
                refusal = self.t("menu.options.refused", change=change)
            else:
                refusal = self.t("menu.options.refused_with", change=change,
                                 other=self.words.setting(error.key, self.game.options[error.key]))
            return False, [Message(refusal, MessageKind.ILLEGAL)]
        self.game = game
        # An option that followed the change is told too (Schlagdame on the Russian board:
        # "Moves to a draw: 15"), not changed unheard.
        followed_too = [self.now(other) for other in game.option_specs
                        if other.key != spec.key and game.options[other.key] != options[other.key]]
        return True, [self.now(spec), *followed_too]

    def _refused_alone(self, spec: Option, value: Any) -> bool:
        """Whether ``value`` is refused on its own, with the other options at their defaults
        (a repetition count of 1), not only with the others as they are."""
        try:
            REGISTRY.create(self.game_id, {spec.key: value})
        except InvalidOptionError as error:
            return error.key == spec.key
        return False

    def _not_allowed(self, spec: Option, value: Any, error: InvalidOptionError) -> str:
        """A value the option never takes, with those it does and what they mean:
        "Repetitions to a draw cannot be 1, only 0 or 2 or more; the option stays as it
        was. 0: off." (it was "… is not possible with the other options as they are")."""
        words = self.words
        said = self.t("menu.options.refused_value", option=words.name(spec.key),
                      value=words.value(spec.key, value),
                      allowed=words.takes(spec.key, spec.default, error.allowed))
        meanings = words.meanings(spec.key, error.allowed)
        return said if meanings is None else f"{said} {meanings}"


def option_fields(game_id: str, lang: str) -> list[dict[str, Any]]:
    """A game's options as a form shows them (the browser's table form): each with its key,
    name, sentence, kind ("switch", "choice" or "number"), default, and values in words; every
    value as text, as a form sends it back."""
    editor = OptionEditor(game_id, lang)
    words = editor.words
    fields = []
    for spec in editor.specs:
        kind = ("switch" if isinstance(spec.default, bool) else
                "choice" if spec.choices else "number")
        fields.append({"key": spec.key, "name": words.name(spec.key),
                       "about": words.about(spec.key), "kind": kind,
                       "default": str(spec.default),
                       "values": [{"value": str(v), "name": words.value(spec.key, v)}
                                  for v in allowed(spec)]})
    return fields
