"""The window's "Play online" item against a real server on loopback, driven by key events:
address, name and password typed (the password said as stars), registration asked for, the
lobby, a table with a bot, moves typed until the game ends, signing out back to the menu.
The sign-in is golden in both languages (the server's random port written as PORT)."""

from __future__ import annotations

import itertools
import time

import pygame
import pytest

from accessible_games.frontends.app import Screen
from accessible_games.frontends.online_window import Step
from accessible_games.frontends.window import Window
from accessible_games.narration.message import MessageKind
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window, type_text
from tests.golden import assert_golden
from tests.online.helpers import server_in_thread

WAIT = 20.0
"""Seconds the window may wait for one answer of the server."""


def settle(window: Window) -> None:
    """Run frames until the server answered what the window sent (bounded)."""
    online = window.app.online
    deadline = time.monotonic() + WAIT
    while online is not None and (online.pending is not None or online.step is Step.WAITING):
        assert time.monotonic() < deadline, "the server did not answer in time"
        window.step()
        time.sleep(0.005)
    for _ in range(3):  # news the answer brought
        window.step()
        time.sleep(0.01)


def send(window: Window, text: str) -> None:
    """Type a line on the Online screen and press Enter; wait for the answer."""
    type_text(window, text)
    press(window, pygame.K_RETURN)
    settle(window)


def open_online(window: Window) -> None:
    """From the main menu: End, Up (the item above Quit), Enter."""
    press(window, pygame.K_END)
    press(window, pygame.K_UP)
    assert window.app.menu.items[window.app.menu.focus].id == "online"
    press(window, pygame.K_RETURN)
    assert window.app.screen is Screen.ONLINE


def sign_up(window: Window, url: str, name: str, password: str) -> None:
    """Address, name, password, then Y to register and the password once more."""
    send(window, url)
    send(window, name)
    send(window, password)
    assert window.app.online is not None and window.app.online.step is Step.REGISTER
    press(window, 0, 0, "y")
    assert window.app.online.step is Step.CONFIRM
    send(window, password)


def kalah_against_a_bot(window: Window, url: str, name: str) -> None:
    """From the main menu: sign up as ``name``, open a Kalah table, sit in seat 1 against a
    bot of level 1 and start."""
    open_online(window)
    sign_up(window, url, name, "secret")
    for line in ("create kalah", "join 1 1", "bot 2 1", "start"):
        send(window, line)


@pytest.mark.parametrize("lang", ("en", "de"))
def test_signing_in_from_the_menu_is_spoken_and_the_password_only_as_stars(lang, tmp_path):
    window, app, outputs = recording_window(Settings(), lang=lang)
    speech, display = outputs.speech.current, outputs.braille
    with server_in_thread(tmp_path / "db.sqlite") as url:
        open_online(window)
        start = len(speech.texts)
        type_text(window, "https://x")
        press(window, pygame.K_RETURN)               # not a server address: asked again
        for _ in "https://x":
            press(window, pygame.K_BACKSPACE)
        before = len(speech.texts)
        type_text(window, url)                       # said character by character ...
        typed = len(speech.texts)
        assert "".join(speech.texts[before:typed]) == url
        press(window, pygame.K_RETURN)
        send(window, "ann")
        type_text(window, "pw9")
        assert display.texts[-1].endswith(": ***")
        press(window, pygame.K_BACKSPACE)
        press(window, pygame.K_RETURN)
        settle(window)
        assert app.online is not None and app.online.step is Step.REGISTER
        press(window, 0, 0, "y" if lang == "en" else "j")
        assert app.online.step is Step.CONFIRM      # the new password typed once more
        send(window, "pw")
        assert app.online.step is Step.LINE
        # ... and the port changes from run to run: the golden has "(the address)".
        said = [t.replace(url.rsplit(":", 1)[1], "PORT") for t in (
            speech.texts[start:before] + ["(the address)"] + speech.texts[typed:])]
        # Nothing typed into the password field is ever said.
        asked = next(i for i, t in enumerate(said) if "password" in t or "Passwort" in t)
        assert all(t not in ("p", "w", "9") for t in said[asked:]), said
        press(window, pygame.K_ESCAPE)               # an empty line: signed out, the menu
        assert app.screen is Screen.MENU and app.online is None
    assert_golden(f"menu/window_online_sign_in.{lang}", said)
    window.close()


def test_a_game_at_an_online_table_played_from_the_window(tmp_path):
    window, app, outputs = recording_window(Settings())
    speech = outputs.speech.current
    with server_in_thread(tmp_path / "db.sqlite") as url:
        kalah_against_a_bot(window, url, "bea")
        houses = itertools.cycle("123456")
        assert app.online is not None
        for _ in range(200):
            if any(m.kind is MessageKind.RESULT for m in app.online.heard):
                break
            send(window, next(houses))
        texts = speech.texts
        assert "Table 1 is open for Kalah. Join a seat with join 1 and a seat number." in texts
        assert "You sit at table 1 in seat 1, as South." in texts
        assert "Game 1 begins." in texts
        assert any(t.startswith("You sow") for t in texts)  # the person's own, as South
        assert any(t.startswith("North sows") for t in texts)    # the bot, told as news
        assert any(m.kind is MessageKind.RESULT for m in app.online.heard)
        press(window, pygame.K_ESCAPE)
        assert app.screen is Screen.MENU
    window.close()


def test_an_unreachable_server_is_said_and_the_address_asked_again(tmp_path):
    window, app, outputs = recording_window(Settings())
    speech = outputs.speech.current
    open_online(window)
    send(window, "ws://127.0.0.1:9")                # the discard port: nobody listens
    send(window, "cy")
    send(window, "pw")
    assert any(t.startswith("Cannot connect to ws://127.0.0.1:9") for t in speech.texts)
    assert app.online is not None and app.online.step is Step.ADDRESS
    press(window, pygame.K_ESCAPE)
    assert app.screen is Screen.MENU
    window.close()


def test_escape_in_a_game_still_being_played_asks_once(tmp_path):
    window, app, outputs = recording_window(Settings())
    speech = outputs.speech.current
    with server_in_thread(tmp_path / "db.sqlite") as url:
        kalah_against_a_bot(window, url, "cai")
        press(window, pygame.K_ESCAPE)
        assert app.screen is Screen.ONLINE  # asked, not gone
        assert ("You sit in a game still being played at table 1; signing out leaves your "
                "seat to a bot after a while. Press Escape again to sign out.") in speech.texts
        press(window, pygame.K_ESCAPE)
        assert app.screen is Screen.MENU
    window.close()


@pytest.mark.parametrize("lang", ("en", "de"))
def test_registering_in_the_window_takes_the_password_typed_twice_alike(lang, tmp_path):
    """The window registered a new name with the password typed once: a slip locked a blind
    player out of the account. It is now typed once more, as stars; two that differ make no
    account, are said so, and the password is asked again."""
    window, app, outputs = recording_window(Settings(), lang=lang)
    speech, display = outputs.speech.current, outputs.braille
    differ = {"en": "The two passwords differ, so no account was made. Type the password "
                    "again.",
              "de": "Die beiden Passwörter sind verschieden, deshalb wurde kein Konto "
                    "angelegt. Tippe das Passwort noch einmal."}[lang]
    yes = "y" if lang == "en" else "j"
    with server_in_thread(tmp_path / "db.sqlite") as url:
        open_online(window)
        for line in (url, "ann", "secret"):
            send(window, line)
        press(window, 0, 0, yes)
        assert app.online is not None and app.online.step is Step.CONFIRM
        type_text(window, "secrat")
        assert display.texts[-1] == {"en": "Password again: ******",
                                     "de": "Passwort noch einmal: ******"}[lang]
        press(window, pygame.K_RETURN)
        assert differ in speech.texts and app.online.step is Step.PASSWORD
        send(window, "secret")
        assert app.online.step is Step.REGISTER  # still no account of ann
        press(window, 0, 0, yes)
        send(window, "secret")
        assert app.online.step is Step.LINE
        press(window, pygame.K_ESCAPE)
    window.close()
