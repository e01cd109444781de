"""BRLTTY stopped and started again in the middle of a game (a real brltty with the virtual
driver): the app says the display is gone, play goes on by keys, and when BRLTTY is back the
display reconnects by itself, says so, and shows the game again."""

from __future__ import annotations

import time

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.output.braille.brlapi_display import BrlapiDisplay
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, type_text
from tests.output.brltty_harness import BrlttyVirtual, brltty_path

pytest.importorskip("brlapi", reason="python3-brlapi is not installed")

LOST = "The braille display is gone: BRLTTY stopped."
BACK = "The braille display is back."


def _pump_until(window: Window, done, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        window.step()
        if done():
            return
        time.sleep(0.02)
    raise TimeoutError("condition not reached")


def _restart(old: BrlttyVirtual, workdir) -> BrlttyVirtual:
    """A new brltty on the same BrlAPI port as ``old`` had."""
    exe = brltty_path()
    assert exe is not None
    new = BrlttyVirtual(workdir, old.cells)
    new.number, new.host = old.number, old.host
    try:
        new._launch(exe)
    except BaseException:
        new.stop()
        raise
    return new


def _move(window: Window, session) -> None:
    move = session.state.legal_moves()[0]
    before = len(session.history)
    press(window, pygame.K_TAB)
    type_text(window, move.notation)
    press(window, pygame.K_RETURN)
    assert len(session.history) > before


def test_brltty_stopped_and_started_mid_game(tmp_path):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first = BrlttyVirtual.start(tmp_path / "one")
    second = None
    outputs = build_outputs("recorder", "brlapi", "recorder", "en",
                            brlapi_host=first.host, brlapi_auth=first.auth)
    display = outputs.braille
    assert isinstance(display, BrlapiDisplay)
    display.RETRY_SECONDS = 0.2
    app = App(outputs, Settings(game="kalah", opponent="human", seat=1), seed=2)
    window = Window(app)
    speech = outputs.speech.current
    try:
        app.start()
        window.step()
        press(window, pygame.K_RETURN)
        session = app.session
        assert session is not None
        _move(window, session)
        first.stop()
        # The next messages find BRLTTY gone: said once, and the game goes on.
        _move(window, session)
        _pump_until(window, lambda: any(LOST in t for t in speech.texts))
        _move(window, session)
        assert sum(LOST in t for t in speech.texts) == 1
        assert not display.connected
        second = _restart(first, tmp_path / "two")
        time.sleep(0.3)
        _move(window, session)
        _pump_until(window, lambda: display.connected and any(BACK in t for t in speech.texts))
        # The display shows the game again: a cursor step reaches the new brltty.
        press(window, pygame.K_RIGHT)
        second.next_braille(5.0)
        _move(window, session)
    finally:
        first.stop()
        if second is not None:
            second.stop()
