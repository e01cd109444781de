"""Settings: where they live, round trip, damaged files, bad values, and the menu saving them."""

from __future__ import annotations

import json
import os

import pygame

from accessible_games.storage.settings import (
    HOME_ENV,
    ProblemKind,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from tests.frontends.helpers import press, recording_window


def test_location_follows_the_environment(tmp_path):
    assert settings_path().parent == tmp_path / "home"
    assert os.environ[HOME_ENV] == str(tmp_path / "home")


def test_round_trip_and_missing_file():
    assert load_settings() == (Settings(), None)
    mine = Settings(language="de", speech="speechd", rate=220, braille_table="de-g2",
                    board_line="off", earcon_volumes={"thinking": 0, "move": 40})
    assert save_settings(mine) is None
    assert load_settings() == (mine, None)
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["rate"] == 220


def test_corrupt_file_gives_defaults_and_a_notice_and_is_kept():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and problem.kind is ProblemKind.CORRUPT
    kept = path.parent / problem.detail
    assert kept.read_text(encoding="utf-8") == "{not json" and not path.exists()


def test_bad_values_are_reset_one_by_one():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"rate": 9999, "speech": "klingon", "language": "de",
                                "sounds_on": "yes", "unknown": 1}), encoding="utf-8")
    settings, problem = load_settings()
    assert settings.language == "de" and settings.rate == 175 and settings.speech == "auto"
    assert settings.sounds_on is True
    assert problem is not None and problem.kind is ProblemKind.BAD_VALUES
    assert problem.detail == "speech, rate, sounds_on"


def test_a_damaged_file_is_announced_at_start():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[]", encoding="utf-8")
    settings, problem = load_settings()
    from accessible_games.frontends.app import App
    from accessible_games.output.setup import build_outputs

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    said = App(outputs, settings, problem=problem).start()
    assert said[0].startswith("Your settings file could not be read; it was kept as settings.")


def test_menu_changes_apply_at_once_and_are_saved():
    window, app, outputs = recording_window(Settings(game="kalah"))
    app.settings_path = settings_path()
    press(window, pygame.K_F3)
    assert app.settings_menu is not None
    press(window, pygame.K_DOWN)  # Speech rate
    press(window, pygame.K_RIGHT)
    assert outputs.speech.current.texts[-1] == "Speech rate: 200 words per minute"
    assert outputs.announcer.speech.rate == 200
    assert load_settings()[0].rate == 200
    press(window, pygame.K_END)
    press(window, pygame.K_RETURN)  # Back
    assert app.active_menu is app.menu
