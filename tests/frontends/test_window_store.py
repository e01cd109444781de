"""The window keeps every game: autosave after each move, "Resume" at the top of the main menu
the next time, and a damaged or newer saved-games file said aloud while play goes on."""

from __future__ import annotations

import sqlite3

import pygame

from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from accessible_games.storage.store import Store
from tests.frontends.helpers import press, walk_to

KALAH = Settings(game="kalah", opponent="human")


def open_app(folder, lang: str = "en"):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, KALAH, lang=lang, seed=1, store=Store.open(folder))
    window = Window(app)
    said = app.start()
    window.step()
    return window, app, outputs, said


def play_house(window: Window, move: str) -> None:
    session = window.app.session
    wanted = next(m for m in session.state.legal_moves() if m.notation == move)
    walk_to(window, wanted.parts[0])
    press(window, pygame.K_RETURN)


def test_moves_are_saved_and_resumed_from_the_menu(tmp_path):
    window, app, outputs, _ = open_app(tmp_path)
    assert app.menu.items[0].id == "play"  # nothing to resume yet
    press(window, pygame.K_RETURN)
    play_house(window, "3")
    play_house(window, "1")
    stored = Store.open(tmp_path).latest_unfinished()
    assert stored is not None and stored.moves == ["3", "1"]
    app.close()

    window, app, outputs, _ = open_app(tmp_path)
    speech = outputs.speech.current
    first = "Resume: Kalah against a person, move 2"  # South sowed twice: one turn
    assert app.menu.item_text(app.menu.items[0]) == first
    assert any(first in text for text in speech.texts)
    assert first in outputs.braille.texts[-1]
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and [t.move.notation for t in session.history] == ["3", "1"]
    play_house(window, "2")
    again = Store.open(tmp_path)
    assert len(again.list()) == 1 and again.latest_unfinished().moves == ["3", "1", "2"]


def test_resume_in_german(tmp_path):
    window, app, _, _ = open_app(tmp_path, "de")
    press(window, pygame.K_RETURN)
    play_house(window, "4")
    app.close()
    window, app, _, _ = open_app(tmp_path, "de")
    assert app.menu.item_text(app.menu.items[0]) == \
        "Fortsetzen: Kalah gegen einen Menschen, Zug 2"


def test_a_damaged_file_is_said_and_the_game_is_kept_in_a_new_one(tmp_path):
    (tmp_path / "games.sqlite3").write_bytes(b"noise, not a database " * 200)
    window, app, outputs, said = open_app(tmp_path)
    sentence = next(s for s in said if s.startswith("The saved-games file was damaged."))
    assert any(sentence in text for text in outputs.speech.current.texts)
    assert len(list(tmp_path.glob("games.sqlite3.damaged-*"))) == 1
    press(window, pygame.K_RETURN)
    play_house(window, "3")
    assert Store.open(tmp_path).latest_unfinished().moves == ["3"]


def test_a_newer_file_is_said_and_left_untouched(tmp_path):
    db = sqlite3.connect(tmp_path / "games.sqlite3")
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = (tmp_path / "games.sqlite3").read_bytes()
    window, app, outputs, said = open_app(tmp_path)
    assert any("written by a newer version of this app" in s for s in said)
    assert any("newer version" in text for text in outputs.speech.current.texts)
    press(window, pygame.K_RETURN)
    play_house(window, "3")
    assert app.session is not None and len(app.session.history) == 1
    assert (tmp_path / "games.sqlite3").read_bytes() == before
