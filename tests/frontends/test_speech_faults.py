"""The speech backend fails in the middle of a game, by raising or by hanging: speech moves
to the next backend, the sentence that failed is said again there, a notice is spoken and
brailled, and the game goes on by keys."""

from __future__ import annotations

import dataclasses
import threading

import pygame
import pytest

from accessible_games.output.announcer import Announcer
from accessible_games.output.setup import build_outputs
from accessible_games.output.speech.base import SpeechBackend, SpeechError
from accessible_games.output.speech.fallback import FallbackSpeech
from accessible_games.output.speech.simple import RecordingSpeech
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window, type_text

NOTICE = {"en": "Speech output eSpeak NG failed; now speaking with",
          "de": "Die Sprachausgabe eSpeak NG ist ausgefallen; jetzt spricht"}


class FailingLater(SpeechBackend):
    """Speaks (records) its first utterances, then raises or hangs on every later one."""

    name = "espeak"
    description = "fails mid-game"

    def __init__(self, lang: str, good: int, hang: bool) -> None:
        super().__init__(lang, 175, None)
        self.good = good
        self.hang = hang
        self.texts: list[str] = []
        self.release = threading.Event()

    def speak(self, text: str, interrupt: bool = False) -> None:
        if len(self.texts) >= self.good:
            if not self.hang:
                raise SpeechError("the synthesizer process died")
            # Stuck mid-sentence; released when the test ends (then it would even succeed:
            # only the watchdog makes this a failure).
            self.release.wait(30)
            if self.release.is_set():
                return
        self.texts.append(text)

    def stop(self) -> None:
        pass


@pytest.mark.parametrize("hang", [False, True], ids=["raises", "hangs"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_speech_fails_mid_game_and_play_goes_on(hang, lang):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    failing = FailingLater(lang, good=6, hang=hang)
    spare = RecordingSpeech(lang)
    speech = FallbackSpeech(failing, [spare], hang_seconds=0.3)
    announcer = Announcer(speech, outputs.braille, outputs.earcons, outputs.translator)
    outputs = dataclasses.replace(outputs, speech=speech, announcer=announcer)
    settings = Settings(game="kalah", opponent="human", seat=1)
    try:
        window, app, _ = recording_window(settings, lang=lang, outputs=outputs)
        press(window, pygame.K_RETURN)
        session = app.session
        assert session is not None
        for _ in range(4):
            if session.is_over:
                break
            move = session.state.legal_moves()[0]
            before = len(session.history)
            press(window, pygame.K_TAB)
            type_text(window, move.notation)
            press(window, pygame.K_RETURN)
            assert len(session.history) > before  # the game goes on
    finally:
        failing.release.set()
    assert speech.switches and speech.switches[0].new == "recorder"
    notices = [t for t in spare.texts if t.startswith(NOTICE[lang])]
    assert len(notices) == 1, spare.texts  # said once, on the new backend
    shown = outputs.announcer.reader.texts_since(0)
    assert any(NOTICE[lang] in t for t in shown), shown  # and brailled
    # Nothing lost: every utterance after the failure was spoken by the spare, the failed one
    # first.
    assert spare.texts and not spare.texts[0].startswith(NOTICE[lang])
    assert session.history and spare.texts[-1]
