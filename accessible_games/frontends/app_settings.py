"""How the app follows changed settings: outputs, language, voice, and the settings file.

A mix-in of :class:`~accessible_games.frontends.app.App`: every change made in a menu (and the
settings at start) passes through :meth:`SettingsFollower._apply`, which switches speech,
braille and earcons, moves every part of the app to a new language, keeps a voice only with
its language, and saves the file (keeping the saved language when ``--lang`` chose another
for this run).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from accessible_games.frontends.menu import Menu
from accessible_games.frontends.output_settings import apply_output_settings, without_foreign_voice
from accessible_games.frontends.speaker import Speaker
from accessible_games.output.setup import Outputs, switch_braille, switch_speech
from accessible_games.output.sound.earcons import select_earcons
from accessible_games.session.console import Console
from accessible_games.session.saving import describe_unfinished
from accessible_games.storage.settings import Settings, save_settings
from accessible_games.storage.store import StoredGame


class SettingsFollower:
    """The settings part of the app (a mix-in; the app sets these attributes)."""

    outputs: Outputs
    settings: Settings
    settings_path: Path | None
    speaker: Speaker
    lang: str
    menu: Menu
    settings_menu: Menu | None
    session: Console | None
    _saved_language: str
    _run_language: str | None

    def t(self, key: str, /, **values: object) -> str:
        raise NotImplementedError

    def _unfinished(self) -> StoredGame | None:
        raise NotImplementedError

    def _voice_choices(self, lang: str) -> tuple[str, ...]:
        """The voices the speech output offers for ``lang`` (besides its default)."""
        return self.outputs.announcer.speech.voice_choices(lang)

    def _apply(self, new: Settings, first: bool = False) -> None:
        """Make the outputs follow changed settings, and save them."""
        if not first and new.language != self.settings.language:
            new = without_foreign_voice(new, self._voice_choices(new.language or self.lang))
        old, self.settings = self.settings, new
        self.speaker.settings = new
        o = self.outputs
        if new.language and new.language != self.lang:
            self.lang = new.language
            self.speaker.lang = self.lang
            self.menu.lang = self.lang
            if self.menu.resume is not None:
                # The unfinished game is named again, in the new language.
                unfinished = self._unfinished()
                if unfinished is not None:
                    self.menu.resume = describe_unfinished(unfinished, self.lang)
            if self.settings_menu is not None:
                self.settings_menu.lang = self.lang
            o.announcer.speech.set_language(self.lang)
            if self.session is not None:
                self.session.set_language(self.lang)
        if not first and new.speech != old.speech:
            self._switch_speech(new.speech)
        if not first and new.braille != old.braille:
            self._switch_braille(new.braille)
        if not first and new.sound != old.sound:
            choice = select_earcons(new.sound)
            o.announcer.earcons.close()
            o.announcer.earcons = choice.earcons
            self.outputs = o = dataclasses.replace(o, earcons=choice.earcons)
            self.speaker.outputs = o
        # The saved voice speaks the saved language; a run in another language keeps that
        # language's default voice.
        voice_fits = (self._run_language is None or not self._saved_language
                      or new.language != self._run_language)
        apply_output_settings(self.outputs, new, self.lang, None if first else old,
                              use_voice=voice_fits)
        if self.session is not None:
            self.session.set_verbosity(new.verbosity)
        if new.language != old.language:
            self._run_language = None  # chosen in the menu: saved from now on
        if not first and self.settings_path is not None:
            kept = (new if self._run_language is None
                    else new.with_changes(language=self._saved_language))
            problem = save_settings(kept, self.settings_path)
            if problem is not None:
                self.speaker.notice(self.t("notice.settings_unwritable", detail=problem.detail))

    def _switch_speech(self, name: str) -> None:
        self.outputs = switch_speech(self.outputs, name, self.lang, self.settings.rate)
        self.speaker = Speaker(self.outputs, self.settings, self.lang)

    def _switch_braille(self, name: str) -> None:
        self.outputs = switch_braille(self.outputs, name, getattr(self, "brlapi_host", None),
                                      getattr(self, "brlapi_auth", None))
        self.speaker.outputs = self.outputs
