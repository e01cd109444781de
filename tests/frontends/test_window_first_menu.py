"""The window's first run: the menu starts on the language item and asks; F1 reads the menu's
keys; choosing a game says what it is; starting confirms the pick. Golden in both languages."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings, load_settings
from tests.frontends.helpers import press
from tests.golden import assert_golden


@pytest.mark.parametrize("lang", ("en", "de"))
def test_the_first_run_in_the_window(lang, tmp_path):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    path = tmp_path / "settings.json"
    app = App(outputs, Settings(opponent="human"), lang=lang, seed=1, settings_path=path,
              ask_language=True)
    window = Window(app)
    app.start()
    window.step()
    assert app.menu.items[app.menu.focus].id == "language"
    press(window, pygame.K_F1)                       # the menu's keys
    press(window, pygame.K_RIGHT)                    # English <-> Deutsch ...
    press(window, pygame.K_LEFT)                     # ... and back: now saved
    assert load_settings(path)[0].language == lang
    press(window, pygame.K_HOME)
    press(window, pygame.K_DOWN)                     # the game item
    press(window, pygame.K_RIGHT)                    # the next game, described
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)                   # start: the pick confirmed
    assert app.session is not None
    texts = [u.text for u in outputs.speech.current.spoken]
    assert_golden(f"menu/window_first_run.{lang}", texts)
    window.close()
