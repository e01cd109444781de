"""Changing language and verbosity in the settings reaches the running game."""

from __future__ import annotations

import pygame

from accessible_games.narration.describer import Verbosity
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window


def test_language_and_verbosity_follow_the_settings_mid_game():
    window, app, outputs = recording_window(Settings(game="reversi", opponent="human"))
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.lang == "en"
    session.handle_line("d3")
    app._apply(app.settings.with_changes(language="de", verbosity="verbose"))
    assert session.lang == "de" and session.describer.verbosity is Verbosity.VERBOSE
    press(window, pygame.K_l)
    assert outputs.speech.current.texts[-1].startswith("Schwarz setzt auf d3")
