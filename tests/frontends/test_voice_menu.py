"""The voice is chosen in the settings menu (issue 22): the speech output lists its voices for
the menu's language, each is named in words in both languages, the choice reaches the speech
output at once and is saved, "standard" returns to the language's default, and a language
change drops a voice of the language left behind."""

from __future__ import annotations

import json
import shutil
import subprocess

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.menu import SETTINGS_ITEMS, Menu
from accessible_games.frontends.window import Window
from accessible_games.output.setup import build_outputs
from accessible_games.output.speech.espeak import ESPEAK_CHOICES, ESPEAK_VOICES
from accessible_games.output.speech.simple import RecordingSpeech
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press

VOICES = {"en": ("en-gb", "en-gb+f3"), "de": ("de+f3", "de+m3")}


def _voices(lang: str) -> tuple[str, ...]:
    return VOICES[lang]


def _voice_item():
    return next(item for item in SETTINGS_ITEMS if item.id == "voice")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_voice_item_walks_the_languages_voices_by_name(lang) -> None:
    menu = Menu("settings", SETTINGS_ITEMS, Settings(language=lang), lang, voices=_voices)
    item = _voice_item()
    assert menu.values(item) == ("",) + VOICES[lang]
    standard = {"en": "standard voice of the language", "de": "Standardstimme der Sprache"}
    assert menu.value_text(item) == standard[lang]
    said = []
    for _ in range(3):
        outcome = menu.change(item, 1)
        said.append(outcome.messages[0].text)
    assert menu.settings.voice == ""  # wrapped round to the default
    named = {"en": ["Voice: British English", "Voice: British English, female"],
             "de": ["Stimme: Deutsch, weiblich", "Stimme: Deutsch, männlich, tiefer"]}
    assert said[:2] == named[lang]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_offered_espeak_voice_is_named_and_exists(lang) -> None:
    menu = Menu("settings", SETTINGS_ITEMS, Settings(), lang,
                voices=lambda code: ESPEAK_CHOICES[code])
    for code in ("en", "de"):
        for voice in ESPEAK_CHOICES[code]:
            assert menu.voice_name(voice) != voice, f"{voice} has no name in {lang}"
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    for voice in ESPEAK_CHOICES[lang] + (ESPEAK_VOICES[lang],):
        done = subprocess.run(["espeak-ng", "-v", voice, "--stdout", "eins zwei drei"],
                              capture_output=True, timeout=30, check=False)
        assert done.returncode == 0 and not done.stderr, (voice, done.stderr)
        assert len(done.stdout) > 2000, voice


def _app(tmp_path, lang: str, voice: str = "") -> tuple[Window, App, RecordingSpeech]:
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    speech = outputs.speech.current
    assert isinstance(speech, RecordingSpeech)
    speech.voice_choices = _voices  # type: ignore[method-assign]
    settings = Settings(language=lang, game="kalah", opponent="human", voice=voice)
    app = App(outputs, settings, lang=lang, seed=1, settings_path=tmp_path / "settings.json")
    window = Window(app)
    app.start()
    window.step()
    return window, app, speech


def test_a_voice_chosen_in_the_menu_speaks_at_once_and_is_saved(tmp_path) -> None:
    window, app, speech = _app(tmp_path, "en")
    press(window, pygame.K_F3)
    menu = app.settings_menu
    assert menu is not None
    menu.focus = next(i for i, item in enumerate(menu.items) if item.id == "voice")
    press(window, pygame.K_RIGHT)
    assert speech.voice == "en-gb"
    assert json.loads((tmp_path / "settings.json").read_text())["voice"] == "en-gb"
    press(window, pygame.K_LEFT)  # back to the standard voice
    assert speech.voice is None
    assert app.settings.voice == ""
    window.close()


def test_a_language_change_drops_the_voice_of_the_other_language(tmp_path) -> None:
    window, app, speech = _app(tmp_path, "de", voice="de+m3")
    assert speech.voice == "de+m3"
    language = next(i for i, item in enumerate(app.menu.items) if item.id == "language")
    app.menu.focus = language
    press(window, pygame.K_RIGHT)
    assert app.lang == "en"
    assert app.settings.voice == ""
    assert speech.voice is None
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_main_menu_starts_the_chosen_games_tutorial(tmp_path, lang) -> None:
    """The window's main menu has the tutorial as an item: Enter there starts the menu's game
    with people in every seat and says the tutorial's first step after the opening."""
    window, app, speech = _app(tmp_path, lang)
    app.menu.focus = next(i for i, item in enumerate(app.menu.items) if item.id == "tutorial")
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.tutorial is not None
    assert all(seat.kind.name == "HUMAN" for seat in session.table.seats)
    first_step = session.tutorial.start()[-1].text
    assert speech.texts[-1] == first_step
    window.close()
