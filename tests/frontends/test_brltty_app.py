"""The app against a real BRLTTY (virtual driver) through BrlAPI: exact cells, routing keys."""

from __future__ import annotations

import time

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press
from tests.output.brltty_harness import BrlttyVirtual, unicode_to_dots

pytest.importorskip("brlapi", reason="python3-brlapi is not installed")

BLANK = "⠀"


def _pump_until(window: Window, done, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        window.step()
        if done():
            return
        time.sleep(0.01)
    raise TimeoutError("condition not reached")


def test_menu_item_board_line_and_routing_key(brltty_virtual: BrlttyVirtual) -> None:
    vr = brltty_virtual
    outputs = build_outputs("recorder", "brlapi", "recorder", "en",
                            brlapi_host=vr.host, brlapi_auth=vr.auth)
    assert outputs.braille.name == "brlapi"
    app = App(outputs, Settings(game="checkers", level=1, seat=1, board_line="on"), seed=2)
    window = Window(app)
    try:
        app.start()
        window.step()
        # The focused menu item, in Unified English Braille grade 1: "Start the game".
        start_item = "⠠⠎⠞⠁⠗⠞⠀⠞⠓⠑⠀⠛⠁⠍⠑"
        shown = vr.wait_for_braille(start_item)
        assert shown == start_item + BLANK * (40 - len(start_item))
        press(window, pygame.K_DOWN)
        game_item = "⠠⠛⠁⠍⠑⠒⠀⠠⠉⠓⠑⠉⠅⠑⠗⠎⠀⠐⠣⠠⠑⠝⠛⠇⠊⠎⠓⠀⠙⠗⠁⠥⠛⠓⠞⠎⠐⠜"
        assert vr.wait_for_braille(game_item[:6]) == game_item + BLANK * (40 - len(game_item))
        press(window, pygame.K_UP)
        vr.wait_for_braille(start_item)

        # A routing key on the menu item chooses it: the game starts.
        vr.send("Route 3")
        _pump_until(window, lambda: app.session is not None)
        session = app.session
        assert session is not None and session.game.id == "checkers"

        # The cursor starts on a3; Right moves it to b3 and the display shows row 3:
        # number sign, 3, blank, then a3 (x, black man), b3 (blank, light square, + cursor
        # dot 8), c3 x, d3 blank, e3 x, f3 blank, g3 x, h3 blank.
        press(window, pygame.K_RIGHT)
        row3 = "⠼⠉⠀⠭⢀⠭⠀⠭⠀⠭⠀"
        shown = vr.wait_for_braille("⠼⠉⠀")
        assert shown == row3 + BLANK * (40 - len(row3))
        assert [unicode_to_dots(c) for c in shown[3:6]] == ["1346", "8", "1346"]

        # A routing key over c3 (cell 5) selects the man there.
        vr.send("Route 5")
        c3 = 2 * 8 + 2
        _pump_until(window, lambda: session.builder.parts == [c3])
        assert "c3" in outputs.speech.current.texts[-1]
        assert session.cursor.location == c3
        # Line down moves the cursor down a row (to c2) and the display shows row 2.
        vr.send("LnDn")
        row2 = "⠼⠃⠀⠀⠭⢀⠭⠀⠭⠀⠭"  # c2 is a light square: blank with the cursor dot
        _pump_until(window, lambda: session.cursor.row == 1)
        assert vr.wait_for_braille("⠼⠃⠀") == row2 + BLANK * (40 - len(row2))
    finally:
        window.close()
