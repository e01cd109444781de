"""The espeak-ng backend really synthesises and plays (SDL dummy audio driver)."""

from __future__ import annotations

import shutil
import threading
import time

import pytest

from accessible_games.output import _mixer
from accessible_games.output.sound import MixerEarcons
from accessible_games.output.speech import EspeakSpeech

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng missing")


@pytest.fixture
def espeak():
    if not EspeakSpeech.check():
        pytest.skip(f"espeak backend unavailable: {EspeakSpeech.unavailable_reason()}")
    backend = EspeakSpeech(lang="en")
    yield backend
    backend.close()


def _wait(predicate, timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.005)
    return False


def test_synthesizes_wav_and_language_selects_voice(espeak: EspeakSpeech) -> None:
    english = espeak.synthesize("Hallo")
    assert english[:4] == b"RIFF" and english[8:12] == b"WAVE" and len(english) > 2000
    assert espeak.voice == "en-us"
    espeak.set_language("de")
    assert espeak.voice == "de"
    german = espeak.synthesize("Hallo")
    assert german[:4] == b"RIFF" and german != english


def test_speak_does_not_block_and_plays(espeak: EspeakSpeech) -> None:
    started: list[str] = []
    espeak.on_start = lambda text, synth, at: started.append(text)
    espeak.speak("White moves c3 to d4.")
    # speak() returned while the sentence is still to be said: it did not wait for the voice
    # (how soon it returns is measured by benchmarks/speech_latency.py, not asserted here).
    assert espeak.busy
    assert _wait(lambda: started == ["White moves c3 to d4."])
    assert _mixer.channel(_mixer.SPEECH_CHANNEL).get_busy()


def test_queue_plays_in_order_and_interrupt_cuts(espeak: EspeakSpeech) -> None:
    started: list[str] = []
    espeak.on_start = lambda text, synth, at: started.append(text)
    espeak.rate = 450
    espeak.speak("one")
    espeak.speak("two")
    assert _wait(lambda: started == ["one", "two"])
    espeak.rate = 175
    espeak.speak("A long sentence that would take a few seconds to say completely.")
    espeak.speak("queued and then dropped")
    assert _wait(lambda: len(started) == 3)
    espeak.speak("cursor on a1", interrupt=True)
    assert _wait(lambda: started[-1] == "cursor on a1")
    time.sleep(0.1)
    assert "queued and then dropped" not in started


def test_stop_returns_promptly_and_spares_earcons(espeak: EspeakSpeech) -> None:
    started = threading.Event()
    espeak.on_start = lambda text, synth, at: started.set()
    espeak.speak("A long sentence that would take a few seconds to say completely.")
    assert started.wait(5)
    earcons = MixerEarcons()
    earcons.play("won")
    espeak.stop()
    assert _wait(lambda: not espeak.busy, 0.5)  # long before the sentence would have ended
    assert earcons.busy  # stopping speech does not cut earcons
