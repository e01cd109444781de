"""The terminal's settings: typed lines that change and save what the window's F3 menu sets.

At the choice of games or inside a game the player types ``settings`` (``einstellungen``;
in the window's command line the word opens the F3 menu instead). The settings the
terminal follows are listed one per line with their values, in the words of the window's
settings menu (:class:`~accessible_games.frontends.menu.Menu` words them); a number or the
start of a name picks one, and its values are offered by number (a speaking rate or a volume is
typed as a number). Each change is saved at once and the outputs follow it through the same
path as the window (:func:`~accessible_games.frontends.output_settings.apply_output_settings`).
Only settings that mean something in this run are offered: the rate when the terminal speaks,
the braille ones when a display is connected, the sound ones when earcons play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from accessible_games.frontends.menu import MAIN_ITEMS, SETTINGS_ITEMS, Menu, MenuItem
from accessible_games.frontends.output_settings import (
    apply_output_settings,
    without_foreign_voice,
)
from accessible_games.frontends.speaker import Speaker, settings_problem_text
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message
from accessible_games.session.commands import CommandKind, close_words, words_for
from accessible_games.storage.settings import Settings, load_settings, save_settings

_ALWAYS = ("language", "verbosity", "chat")
_SPEECH = ("rate",)
_BRAILLE = ("braille_table", "braille_hold")
_SOUND = ("sounds_on", "sound_volume", "spatial_cues")
_OWN_OUTPUTS = {"speech": _SPEECH, "braille": _BRAILLE, "sound": _SOUND}
"""The settings of each output the game may run itself, by the name of its sentence."""
_NUMBERS = ("rate", "sound_volume")
"""Settings typed as a number, between the lowest and highest value the menu offers."""


def _number_range(item: MenuItem) -> tuple[int, int]:
    """The lowest and highest value of a setting typed as a number."""
    numbers = [int(str(value)) for value in item.values]
    return min(numbers), max(numbers)
_WHERE_WORDS = frozenset(words_for(CommandKind.WHERE, "en") + words_for(CommandKind.WHERE, "de"))
""""where am i" in the settings: the list (at a setting, its question) again, which says where
one is (it was "not understood", at a value "not one of the values")."""
_HELP_WORDS = ("help", "hilfe", "?")
_DONE_WORDS = ("", "done", "fertig", "ok", "weiter", "go on", "back", "zurück", "quit", "ende")


class Lines(Protocol):
    """Where the questions go and the answers come from (the terminal's LineIO)."""

    def say(self, messages: Sequence[Message]) -> None: ...

    def ask(self) -> str | None: ...


def offered_items(speaker: Speaker | None) -> list[MenuItem]:
    """The settings this run follows: language, verbosity and chat always; the rate when
    speech is on; the braille table and hold with a display; the sound ones with earcons."""
    wanted = list(_ALWAYS)
    if speaker is not None:
        outputs = speaker.outputs
        if outputs.announcer.speech_enabled:
            wanted += _SPEECH
        if outputs.braille.name not in ("null", "unicode"):
            wanted += _BRAILLE
        if outputs.earcons.name != "null":
            wanted += _SOUND
    by_id = {item.id: item for item in MAIN_ITEMS + SETTINGS_ITEMS}
    return [by_id[name] for name in wanted]


class SettingsLines:
    """The typed settings editor over one :class:`Menu` of the offered items."""

    def __init__(self, io: Lines, lang: str, speaker: Speaker | None,
                 settings: Settings | None = None) -> None:
        self.io = io
        self.speaker = speaker
        saved = settings if settings is not None else load_settings()[0]
        self.saved_language = saved.language
        """The language in the file: kept there unless the player chooses one here (a run
        with --lang speaks another without saving it, as in the window)."""
        self.menu = Menu("settings", offered_items(speaker), saved.with_changes(language=lang),
                         lang)

    @property
    def lang(self) -> str:
        """The language now (a changed language speaks at once)."""
        return self.menu.lang

    def t(self, key: str, /, **values: object) -> str:
        """A ``menu.settings.*`` text in the language now."""
        return catalog(self.lang).text(f"menu.settings.{key}", **values)

    def listing(self) -> list[Message]:
        """The settings, one per line, numbered, and what to type."""
        lines = [Message(self.t("intro"))]
        lines += [Message(self.t("line", number=n, setting=self.menu.item_text(item)))
                  for n, item in enumerate(self.menu.items, start=1)]
        offered = {item.id for item in self.menu.items}
        missing = [name for name, group in _OWN_OUTPUTS.items() if group[0] not in offered]
        if len(missing) == len(_OWN_OUTPUTS):
            lines.append(Message(self.t("more")))
        else:  # name only what is missing: a braille reader is not told braille comes later
            lines += [Message(self.t(f"more.{name}")) for name in missing]
        return lines + [self.prompt()]

    def prompt(self) -> Message:
        """What to type at the list."""
        return Message(self.t("prompt", count=len(self.menu.items)))

    def pick(self, text: str) -> MenuItem | None:
        """The item named by its number, by the start of its name or of a word of it, or by
        the end of a word of four letters or more (None: no such item); the name in this
        language first, then in the other and as the settings file calls it ("hold" for
        braille_hold, "Braille keeps the opponent's move": a play-tester's "hold" found
        nothing)."""
        items = self.menu.items
        if text.isdecimal():
            number = int(text)
            return items[number - 1] if 1 <= number <= len(items) else None
        text = " ".join(text.split())
        others = [lang for lang in ("en", "de") if lang != self.lang]
        names = [[self.menu.label(item).casefold() for item in items]]
        names += [[catalog(lang).text(f"window.menu.label.{item.id}").casefold()
                   for item in items] for lang in others]
        names.append([item.id.replace("_", " ") for item in items])
        for labels in names:
            found = self._named(text, list(zip(items, labels, strict=True)))
            if found is not None:
                return found
        for labels in names:  # a slip of the keys in one word: "verbosty" (it was refused)
            slipped = {item for item, label in zip(items, labels, strict=True)
                       if close_words(text, label.replace("-", " ").split())}
            if len(slipped) == 1:
                return slipped.pop()
        return None

    @staticmethod
    def _named(text: str, labels: list[tuple[MenuItem, str]]) -> MenuItem | None:
        """The item of ``labels`` whose name ``text`` begins, or a word of it, or the end of a
        word of four letters or more; None when none."""
        def words(label: str) -> list[str]:
            return label.replace("'", " ").replace("-", " ").split()

        for item, label in labels:  # "verb" for "Verbosity"
            if label.startswith(text):
                return item
        typed = words(text)
        for item, label in labels:  # "rate" for "Speech rate", "opponent's mo"
            parts = words(label)
            if typed and any(parts[i:i + len(typed) - 1] == typed[:-1]
                             and parts[i + len(typed) - 1].startswith(typed[-1])
                             for i in range(len(parts) - len(typed) + 1)):
                return item
        for item, label in labels:  # "tempo" for "Sprechtempo": a German word's last part
            if len(text) >= 4 and any(word.endswith(text) for word in words(label)):
                return item
        return None

    def question(self, item: MenuItem) -> Message:
        """The item's value now and how to answer."""
        now = self.menu.item_text(item)
        if item.id in _NUMBERS:
            low, high = _number_range(item)
            return Message(self.t("ask_number", setting=now, low=low, high=high))
        choices = [self.t("choice", number=n, value=self.menu.value_text(item, value))
                   for n, value in enumerate(self.menu.values(item), start=1)]
        return Message(self.t("ask_choice", setting=now,
                              choices=catalog(self.lang).join_or(choices)))

    def value(self, item: MenuItem, text: str) -> object | None:
        """The value an answer names (a number of the list, a value's words, or for a rate
        or volume the number itself); None when it names none."""
        if item.id in _NUMBERS:
            low, high = _number_range(item)
            return int(text) if text.isdecimal() and low <= int(text) <= high else None
        values = self.menu.values(item)
        if text.isdecimal():
            number = int(text)
            return values[number - 1] if 1 <= number <= len(values) else None
        for value in values:
            if self.menu.value_text(item, value).casefold().startswith(text):
                return value
        slipped = [value for value in values  # "breif": brief
                   if close_words(text, self.menu.value_text(item, value).casefold().split())]
        return slipped[0] if len(slipped) == 1 else None

    def set(self, item: MenuItem, value: object) -> list[Message]:
        """Change, save and follow one setting; what to say."""
        old = self.menu.settings
        new = old.with_changes(**{item.id: value})
        if item.id == "language":
            new = without_foreign_voice(new, self._voices(str(value)))
        self.menu.settings = new
        if item.id == "language":
            self.menu.lang = self.saved_language = str(value)
        problem = save_settings(new.with_changes(language=self.saved_language))
        said = [Message(self.t("saved" if problem is None else "unsaved",
                               setting=self.menu.item_text(item)))]
        if problem is not None:  # the change holds for this run all the same
            said.append(Message(settings_problem_text(problem, self.lang)))
        if self.speaker is not None:
            self.speaker.settings = new
            if item.id == "language":
                self.speaker.lang = self.lang
                self.speaker.outputs.announcer.speech.set_language(self.lang)
            apply_output_settings(self.speaker.outputs, new, self.lang, old)
        return said

    def _voices(self, lang: str) -> tuple[str, ...]:
        """The voices the speech output offers for ``lang``; none when nothing speaks here."""
        if self.speaker is None:
            return ()
        return self.speaker.outputs.announcer.speech.voice_choices(lang)

    def run(self) -> Settings:
        """Ask until the player is done (Enter alone, done, or the end of input); the
        settings as they are then."""
        self.io.say(self.listing())
        while True:
            line = self.io.ask()
            text = "" if line is None else line.strip().casefold()
            if line is None or text in _DONE_WORDS:
                self.io.say([Message(self.t("done"))])
                return self.menu.settings
            if text in ("help", "hilfe", "?", "list", "liste") \
                    or text.rstrip("?!. ") in _WHERE_WORDS:
                helped = [Message(self.t("help"))] if text in _HELP_WORDS else []
                self.io.say(self.listing() + helped)  # help: the words that work here
                continue
            item = self.pick(text)
            if item is None:
                said = (self.t("no_such_number", number=int(text), count=len(self.menu.items))
                        if text.isdecimal() else
                        catalog(self.lang).text("menu.again.short", text=line.strip()))
                self.io.say([Message(said), self.prompt()])
                continue
            self.io.say([self.question(item)])
            self.io.say(self.answer(item))

    def answer(self, item: MenuItem) -> list[Message]:
        """Read answers for ``item`` until one names a value (or Enter alone, done, back or
        quit keeps it); help asks the question again."""
        while True:
            line = self.io.ask()
            text = "" if line is None else line.strip().casefold()
            if text.rstrip("?!. ") in _WHERE_WORDS:
                self.io.say([self.question(item)])
                continue
            value = None if line is None or not text else self.value(item, text)
            if value is not None:
                return self.set(item, value) + [Message(self.t("again"))]
            if line is None or text in _DONE_WORDS:
                return [Message(self.t("kept", setting=self.menu.item_text(item))),
                        Message(self.t("again"))]
            if text in _HELP_WORDS:
                self.io.say([Message(self.t("value_help")), self.question(item)])
                continue
            self.io.say([self.refusal(item, (line or "").strip()), self.question(item)])

    def refusal(self, item: MenuItem, text: str) -> Message:
        """Why an answer names no value: for a number setting, too high, too low, or no
        number ("500 is too high; the highest is 450."), else not one of the values."""
        if item.id not in _NUMBERS:
            return Message(self.t("not_a_value", text=text))
        low, high = _number_range(item)
        if not text.isdecimal():
            return Message(self.t("not_a_number", text=text))
        if int(text) > high:
            return Message(self.t("too_high", text=text, high=high))
        return Message(self.t("too_low", text=text, low=low))


def edit_settings(io: Lines, lang: str, speaker: Speaker | None) -> Settings:
    """Let the player change the settings by typed lines; the settings when done."""
    return SettingsLines(io, lang, speaker).run()
