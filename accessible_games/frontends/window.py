"""The window front end (pygame-ce): keys to commands, a large drawing, the frame loop.

Each frame the window handles pending events (keys, mouse clicks, closing), reads the braille
display's keys, lets the app collect the computer's move from its worker thread, and redraws.
The loop never waits for speech or for the computer, so the player can ask, stop speech or undo
at any moment.
"""

from __future__ import annotations

import os
from typing import Any

from accessible_games.frontends.app import App, Screen
from accessible_games.frontends.braille_input import poll_braille
from accessible_games.frontends.keymap import (
    Action,
    Mods,
    brings_the_cursor_back,
    game_binding,
    mods_of,
)
from accessible_games.frontends.menu import MenuKey
from accessible_games.frontends.window_draw import Drawer, Layout
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.quiet import c_stderr_held
from accessible_games.session.commands import Command, CommandKind

FPS = 60
"""Frames per second of the loop."""
DEFAULT_SIZE = (1000, 860)
"""Window size at start (pixels)."""
GOODBYE_WAIT = 4.0
"""Seconds the window waits at most for speech to finish ("Goodbye") before it closes."""


class WindowUnavailable(RuntimeError):
    """No display: the caller falls back to the terminal."""


def _pygame() -> Any:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def display_available() -> bool:
    """Whether a window can probably be opened here (checked without opening one)."""
    import sys

    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return True
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


class Window:
    """The pygame window around an :class:`App`.

    Raises:
        WindowUnavailable: no display could be opened.
    """

    def __init__(self, app: App, size: tuple[int, int] = DEFAULT_SIZE) -> None:
        pg = _pygame()
        self.pg = pg
        self.app = app
        try:
            with c_stderr_held():
                pg.display.init()
                pg.font.init()
                self.surface = pg.display.set_mode(size, pg.RESIZABLE)
        except Exception as error:  # pygame.error without a display
            raise WindowUnavailable(str(error)) from error
        pg.display.set_caption(catalog(app.lang).text("window.title"))
        pg.key.set_repeat(400, 60)
        self.clock = pg.time.Clock()
        self.drawer = Drawer(pg)
        self.layout = Layout()
        self.dirty = True
        self._braille_broken = False

    # -- the loop -----------------------------------------------------------------------------

    def run(self) -> None:
        """Run until the app closes."""
        try:
            while self.step():
                self.clock.tick(FPS)
        finally:
            self.close()

    def step(self) -> bool:
        """One frame: events, braille keys, the computer, drawing. False once closed."""
        for event in self.pg.event.get():
            self.handle_event(event)
        if not self._braille_broken:
            try:
                if poll_braille(self.app):
                    self.dirty = True
            except Exception:  # noqa: BLE001 - keep playing without braille keys
                self._braille_broken = True
        if self.app.update():
            self.dirty = True
        if self.app.thinking:
            self.dirty = True
        if self.dirty and self.app.screen is not Screen.CLOSED:
            self.layout = self.drawer.draw(self.surface, self.app)
            self.pg.display.flip()
            self.dirty = False
        return self.app.screen is not Screen.CLOSED

    def close(self) -> None:
        """Close the outputs and the window."""
        self.app.runner.cancel()
        self.app.outputs.announcer.wait_quiet(GOODBYE_WAIT)  # "Goodbye" is heard
        self.app.outputs.close()
        self.pg.display.quit()

    # -- events -------------------------------------------------------------------------------

    def handle_event(self, event: Any) -> None:
        """Act on one pygame event."""
        pg = self.pg
        if event.type == pg.QUIT:
            self.app.close()
        elif event.type == pg.KEYDOWN:
            self.dirty = True
            self.key(event.key, event.mod, getattr(event, "unicode", "") or "")
        elif event.type == pg.MOUSEBUTTONDOWN and event.button == 1:
            self.dirty = True
            self.click(event.pos)
        elif event.type in (pg.VIDEORESIZE, pg.WINDOWEXPOSED, pg.WINDOWRESIZED):
            self.dirty = True

    def key(self, key: int, mod: int, char: str) -> None:
        """One key press (``char``: the text it types, if any)."""
        pg, app = self.pg, self.app
        mods = mods_of(mod)
        if key in (pg.K_LSHIFT, pg.K_RSHIFT, pg.K_LALT, pg.K_RALT, pg.K_LGUI, pg.K_RGUI,
                   pg.K_CAPSLOCK, pg.K_NUMLOCK, pg.K_MODE):
            return
        if key in (pg.K_LCTRL, pg.K_RCTRL):
            app.action(Action.STOP_SPEECH)
            return
        if mods is Mods.CTRL and key in (pg.K_PLUS, pg.K_EQUALS, pg.K_KP_PLUS):
            app.zoom(1)
            return
        if mods is Mods.CTRL and key in (pg.K_MINUS, pg.K_KP_MINUS):
            app.zoom(-1)
            return
        if key == pg.K_F5 and mods is Mods.NONE:
            app.action(Action.REPEAT)
            return
        if app.screen is Screen.ONLINE and app.online is not None:
            self._online_key(key, mods, char)
        elif app.line is not None:
            self._line_key(key, mods, char)
        elif app.active_menu is not None:
            self._menu_key(key, mods, char)
        elif app.screen is Screen.GAME:
            self._game_key(key, mod, char)

    def _line_key(self, key: int, mods: Mods, char: str) -> None:
        pg, app = self.pg, self.app
        if key in (pg.K_RETURN, pg.K_KP_ENTER):
            app.line_submit()
        elif key == pg.K_ESCAPE:
            app.line_cancel()
        elif key == pg.K_BACKSPACE:
            app.line_backspace()
        elif key == pg.K_F1:
            app.action(Action.KEY_HELP)
        elif char and char.isprintable() and mods is not Mods.CTRL:
            app.line_char(char)

    def _online_key(self, key: int, mods: Mods, char: str) -> None:
        pg, online = self.pg, self.app.online
        assert online is not None
        if key in (pg.K_RETURN, pg.K_KP_ENTER):
            online.submit()
        elif key == pg.K_ESCAPE:
            online.escape()
        elif key == pg.K_BACKSPACE:
            online.backspace()
        elif key == pg.K_F1:
            online.help()
        elif char and char.isprintable() and mods is not Mods.CTRL:
            online.char(char)
        else:
            self._unknown(key, char)

    _MENU_KEYS = {"K_UP": MenuKey.UP, "K_DOWN": MenuKey.DOWN, "K_LEFT": MenuKey.LEFT,
                  "K_RIGHT": MenuKey.RIGHT, "K_HOME": MenuKey.HOME, "K_END": MenuKey.END,
                  "K_RETURN": MenuKey.ENTER, "K_KP_ENTER": MenuKey.ENTER,
                  "K_SPACE": MenuKey.ENTER, "K_ESCAPE": MenuKey.ESCAPE}

    def _menu_key(self, key: int, mods: Mods, char: str) -> None:
        pg, app = self.pg, self.app
        for name, menu_key in self._MENU_KEYS.items():
            if key == getattr(pg, name):
                app.menu_key(menu_key)
                return
        if key == pg.K_F1:
            app.action(Action.KEY_HELP)
        elif key == pg.K_F3 and app.screen is Screen.MENU:
            app.open_settings()
        elif mods is Mods.CTRL and key == pg.K_q:
            app.close()
        elif char and char.isalnum() and mods is not Mods.CTRL:
            app.menu_letter(char)
        else:
            self._unknown(key, char)

    def _game_key(self, key: int, mod: int, char: str) -> None:
        app = self.app
        session = app.session
        if session is not None and session.confirming is not None and char:
            word = char.casefold()
            if word in ("y", "j"):
                app.command(Command(CommandKind.YES))
                return
            if word == "n":
                app.command(Command(CommandKind.NO))
                return
        binding = game_binding(key, mod)
        if brings_the_cursor_back(binding):  # after the computer's move, the cursor in view
            self.drawer.board.acted()
        if binding is None:
            self._unknown(key, char)
        elif binding.action is Action.COMMAND and binding.command is not None:
            app.command(binding.command)
        elif binding.action in (Action.PAGE_DOWN, Action.PAGE_UP):
            app.page_panel(1 if binding.action is Action.PAGE_DOWN else -1,
                           self.layout.panel_pages)
        else:
            app.action(binding.action, binding.argument)

    def _unknown(self, key: int, char: str) -> None:
        """Never silent: say that the key does nothing here and how to hear the keys."""
        name = char if char and char.isprintable() and char.strip() else self.pg.key.name(key)
        text = catalog(self.app.lang).text("window.key_unknown", key=name)
        self.app.speaker.say([Message(text, MessageKind.ILLEGAL)])

    def click(self, pos: tuple[int, int]) -> None:
        """A mouse click on a square or menu item acts like a routing key there."""
        app = self.app
        if app.active_menu is not None:
            for index, rect in enumerate(self.layout.items):
                if rect.collidepoint(pos):
                    app.menu_route(index)
                    return
        elif app.screen is Screen.GAME:
            for location, rect in self.layout.squares.items():
                if rect.collidepoint(pos):
                    app.route_to(location)
                    return


def post_key(key: int, mod: int = 0, char: str = "") -> None:
    """Post a key press to pygame's queue, as tests and the benchmark do."""
    pg = _pygame()
    pg.event.post(pg.event.Event(pg.KEYDOWN, key=key, mod=mod, unicode=char,
                                 scancode=0, window=None))
