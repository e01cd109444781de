"""Without display, sound card or braille display the app still starts, says which outputs are
active and plays in the terminal; a crashing speech backend falls back with a spoken notice."""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

import pexpect
import pygame
import pytest

from accessible_games.output.announcer import Announcer
from accessible_games.output.setup import build_outputs
from accessible_games.output.speech.base import SpeechBackend, SpeechError
from accessible_games.output.speech.fallback import FallbackSpeech
from accessible_games.output.speech.simple import RecordingSpeech
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window

EXE = str(Path(sys.executable).parent / "accessible-games")


def _no_devices_env(tmp_path: Path) -> dict[str, str]:
    """No display, no audio device, no BRLTTY: every auto choice must fall back."""
    return {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": str(tmp_path),
            "SDL_VIDEODRIVER": "no-such-video", "SDL_AUDIODRIVER": "no-such-audio",
            "BRLAPI_HOST": "127.0.0.1:977", "ACCESSIBLE_GAMES_HOME": str(tmp_path / "home"),
            "ACCESSIBLE_GAMES_DATA": str(tmp_path / "data"),
            "PYTHONPATH": os.environ.get("PYTHONPATH", "")}  # the code tested, as run


def test_no_devices_starts_in_the_terminal_and_plays_a_whole_game(tmp_path):
    child = pexpect.spawn(EXE, ["play", "kalah", "--level", "1", "--seed", "4", "--ui",
                                "window", "--speech", "auto", "--sound", "auto",
                                "--braille", "auto"],
                          encoding="utf-8", timeout=60, env=_no_devices_env(tmp_path))
    child.expect_exact("No window could be opened")
    child.expect_exact("playing in the terminal.")
    child.expect_exact("Speech: text lines only. Braille: none. Sounds: off.")
    child.expect_exact("> ")
    assert "Kalah. You play South" in child.before
    moves = 0
    while True:
        for house in range(1, 7):
            child.sendline(str(house))
            child.expect_exact("> ")
            said = child.before
            if "You sow" in said:
                moves += 1
                break
        else:
            raise AssertionError(said)
        if "Game over:" in said:
            break
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert moves > 3


@pytest.mark.parametrize(("lang", "why", "none"), [
    ("en", "Speech: text lines only. Braille: the braille line on screen, under each line in "
           "windows of 40 cells, ", "Braille: none"),
    ("de", "Sprachausgabe: nur Textzeilen. Braille: die Braillezeile auf dem Bildschirm, unter "
           "jeder Zeile in Fenstern zu 40 Zellen, ", "Braille: keine"),
])
def test_the_on_screen_braille_line_asked_for_in_the_terminal_is_explained(tmp_path, lang, why,
                                                                            none):
    """A player asked for --braille unicode in the terminal and heard "Braille: none" (the
    reason came only after the sounds); then that only the window draws the line. The
    terminal now prints it, each line's braille under it, and the start says so."""
    env = _no_devices_env(tmp_path)
    del env["SDL_VIDEODRIVER"]
    child = pexpect.spawn(EXE, ["--lang", lang, "--ui", "terminal", "--speech", "text",
                                "--braille", "unicode"], encoding="utf-8", timeout=30, env=env)
    child.expect_exact("> ")
    said = " ".join(child.before.split())
    assert said.count(why) == 1 and none not in said, child.before
    lines = child.before.splitlines()
    assert any(line.strip() and all(0x2800 <= ord(c) <= 0x28FF for c in line.strip())
               for line in lines), child.before  # the cells under the lines
    child.sendeof()
    child.expect(pexpect.EOF)


def test_no_display_without_arguments_opens_the_terminal_menu_in_german(tmp_path):
    env = _no_devices_env(tmp_path)
    del env["SDL_VIDEODRIVER"]  # no DISPLAY either: the terminal is chosen without trying
    child = pexpect.spawn(EXE, ["--lang", "de"], encoding="utf-8", timeout=30, env=env)
    child.expect_exact("Sprachausgabe: nur Textzeilen. Braille: keine. Klänge: aus.")
    child.expect_exact("Wähle ein Spiel")
    child.expect_exact("> ")  # readline prints the prompt once it reads: Control-D is heard
    child.sendeof()
    child.expect(pexpect.EOF)


class CrashingSpeech(SpeechBackend):
    """A backend that dies on its first word (a broken driver)."""

    name = "espeak"
    description = "crashes"

    def speak(self, text: str, interrupt: bool = False) -> None:
        raise SpeechError("the synthesizer process died")

    def stop(self) -> None:
        pass


def test_speech_crash_falls_back_with_a_spoken_notice():
    outputs = build_outputs("recorder", "recorder", "recorder", "de")
    spare = RecordingSpeech("de")
    speech = FallbackSpeech(CrashingSpeech("de"), [spare])
    announcer = Announcer(speech, outputs.braille, outputs.earcons, outputs.translator)
    outputs = dataclasses.replace(outputs, speech=speech, announcer=announcer)
    window, app, _ = recording_window(Settings(game="reversi"), lang="de", outputs=outputs)
    # Nothing was lost: the first sentence was retried on the spare, then the notice followed.
    assert spare.texts[0].startswith("Sprachausgabe: eSpeak NG.")
    assert ("Die Sprachausgabe eSpeak NG ist ausgefallen; jetzt spricht Testaufzeichnung."
            in spare.texts)
    assert speech.switches and speech.switches[0].new == "recorder"
    # And the app goes on speaking.
    press(window, pygame.K_DOWN)
    assert spare.texts[-1] == "Spiel: Reversi (Othello), 2 von 13"
