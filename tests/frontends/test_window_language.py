"""One language per run in the window: every saved-language / ``--lang`` combination, the
menu, a game, the command line, the settings and "back to the game"; every spoken line is in
the run's language and is spoken with that language's voice."""

from __future__ import annotations

import json

import pygame
import pytest

from accessible_games.cli_words import session_language
from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings, load_settings
from tests.frontends.helpers import press, pump, type_text
from tests.language_lines import foreign_lines

SAVED = ("", "en", "de")
FLAGS = (None, "en", "de")


def run_window(saved: str, flag: str | None, tmp_path):
    """The window as ``run_window`` starts it: the run's language from one place."""
    path = tmp_path / "settings.json"
    settings = Settings(language=saved, game="kalah", opponent="human", voice="saved-voice")
    lang = session_language(flag, saved, "en")
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, settings, lang=lang, seed=1, settings_path=path)
    window = Window(app)
    app.start()
    window.step()
    return window, app, outputs, lang, path


@pytest.mark.parametrize("saved", SAVED)
@pytest.mark.parametrize("flag", FLAGS)
def test_every_spoken_line_is_in_the_run_language(saved, flag, tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "C.UTF-8")
    window, app, outputs, lang, path = run_window(saved, flag, tmp_path)
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)              # play
    assert app.session is not None and app.session.lang == lang
    press(window, pygame.K_TAB)                 # the command line
    type_text(window, "3")
    press(window, pygame.K_RETURN)
    press(window, pygame.K_F3)                  # settings, then back to the game
    press(window, pygame.K_ESCAPE)
    press(window, pygame.K_EQUALS, pygame.KMOD_CTRL)   # zoom: saves the settings
    press(window, pygame.K_F1)
    pump(window)
    spoken = outputs.speech.current.spoken
    texts = [u.text for u in spoken]
    assert len(texts) > 8
    assert foreign_lines(texts, lang) == []
    assert {u.lang for u in spoken} == {lang}
    back = "Back to the game." if lang == "en" else "Zurück zum Spiel."
    assert back in texts
    assert pygame.display.get_caption()[0] == app.t("title")
    # The flag is for this run: the file keeps the saved language.
    assert json.loads(path.read_text())["language"] == saved
    assert load_settings(path)[0].language == saved
    # The saved voice belongs to the saved language; another run language keeps its own.
    voice = outputs.speech.current.voice
    assert (voice == "saved-voice") == (not saved or lang == saved)
    window.close()


def test_the_resume_item_follows_a_language_change(tmp_path):
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind
    from accessible_games.session.saving import attach_store
    from accessible_games.storage.store import Store

    store = Store.open(tmp_path / "data")
    played = Console.local(REGISTRY.create("checkers"), [Seat(SeatKind.HUMAN),
                                                   Seat(SeatKind.COMPUTER, 1)], lang="en")
    attach_store(played, store)
    played.handle_line("c3-d4")
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(), lang="en", seed=1, store=store)
    window = Window(app)
    app.start()
    window.step()
    assert app.menu.items[0].id == "resume"
    language = next(i for i, item in enumerate(app.menu.items) if item.id == "language")
    press(window, pygame.K_END)
    while app.menu.focus != language:
        press(window, pygame.K_UP)
    press(window, pygame.K_RIGHT)                   # Deutsch
    press(window, pygame.K_HOME)                    # the resume item, said in German
    said = outputs.speech.current.texts[-1]
    assert said.startswith("Fortsetzen: Dame (englische Regeln) gegen den Computer"), said
    assert foreign_lines([said], "de") == []
    window.close()
