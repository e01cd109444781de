"""Driving the window with posted key events, as a person at the keyboard would."""

from __future__ import annotations

import time

import pygame

from accessible_games.engine import Location
from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window, post_key
from accessible_games.output.setup import Outputs, build_outputs
from accessible_games.storage.settings import Settings


def recording_window(settings: Settings, lang: str = "en", seed: int = 1,
                     outputs: Outputs | None = None) -> tuple[Window, App, Outputs]:
    """A window with recording speech, braille and earcons, started in the main menu."""
    outputs = outputs or build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, settings, lang=lang, seed=seed)
    window = Window(app)
    app.start()
    window.step()
    return window, app, outputs


def pump(window: Window, timeout: float = 30.0) -> None:
    """Run frames until the posted keys are handled and the computer has answered."""
    app = window.app
    deadline = time.monotonic() + timeout
    window.step()
    while time.monotonic() < deadline:
        session = app.session
        if not app.thinking and (session is None or not session.computer_to_move()
                                 or session.is_over):
            if not pygame.event.peek(pygame.KEYDOWN):
                return
        window.step()
        time.sleep(0.001)
    raise TimeoutError("the window did not settle")


def press(window: Window, key: int, mod: int = 0, char: str = "") -> None:
    """Post one key and run frames until it is handled."""
    post_key(key, mod, char)
    pump(window)


def type_text(window: Window, text: str) -> None:
    """Type characters (each a key press with its text)."""
    for char in text:
        post_key(0, 0, char)
    pump(window)


def walk_to(window: Window, location: Location) -> int:
    """Move the cursor with arrow keys to ``location``; return how many keys were pressed."""
    session = window.app.session
    assert session is not None
    target = session.view.cell_of(location)
    presses = 0
    for _ in range(40):
        cursor = session.cursor
        if (cursor.column, cursor.row) == (target.column, target.row):
            return presses
        if cursor.column != target.column:
            key = pygame.K_RIGHT if target.column > cursor.column else pygame.K_LEFT
        else:
            key = pygame.K_UP if target.row > cursor.row else pygame.K_DOWN
        press(window, key)
        presses += 1
    raise AssertionError(f"cursor never reached {location}")
