"""pyttsx3 when the audio device is gone: stopping speech (the player's "stop", or an
utterance that interrupts) never crashes or hangs the game, and a new rate waiting is kept.

A fake ``pyttsx3`` module stands in for the library; its engine fails as ALSA makes it fail.
"""

from __future__ import annotations

import sys
import threading
import time
import types

import pytest

from accessible_games.output.speech import FallbackSpeech, SpeechError, TextSpeech
from accessible_games.output.speech.pyttsx3_backend import STOP_WAIT, Pyttsx3Speech

ALSA = "ALSA lib pcm.c:2660:(snd_pcm_open_noupdate) Unknown PCM default"


class FakeEngine:
    """Speaks into a list; ``stop_fails`` raises or blocks in stop, ``run_fails`` raises in
    runAndWait, as an engine without its audio device does."""

    def __init__(self, stop_fails: str | None = None, run_fails: bool = False) -> None:
        self.stop_fails = stop_fails
        self.run_fails = run_fails
        self.said: list[str] = []
        self.properties: dict[str, object] = {}
        self.pending: list[str] = []
        self.release = threading.Event()

    def setProperty(self, name: str, value: object) -> None:  # pyttsx3's name
        self.properties[name] = value

    def say(self, text: str) -> None:
        self.pending.append(text)

    def runAndWait(self) -> None:  # pyttsx3's name
        if self.run_fails:
            raise OSError(ALSA)
        self.said.extend(self.pending)
        self.pending.clear()

    def stop(self) -> None:
        if self.stop_fails == "raises":
            raise OSError(ALSA)
        if self.stop_fails == "blocks":
            self.release.wait(30)


@pytest.fixture
def engine(monkeypatch, request):
    fake = FakeEngine(**getattr(request, "param", {}))
    module = types.ModuleType("pyttsx3")
    module.init = lambda: fake  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyttsx3", module)
    yield fake
    fake.release.set()


def settled(speech: Pyttsx3Speech, seconds: float = 2.0) -> None:
    deadline = time.monotonic() + seconds
    while speech.busy and time.monotonic() < deadline:
        time.sleep(0.01)


@pytest.mark.parametrize("engine", [{"stop_fails": "raises"}], indirect=True)
def test_an_engine_whose_stop_raises_is_stopped_quietly_and_speaks_on(engine):
    speech = Pyttsx3Speech()
    speech.speak("Your turn.")
    speech.stop()  # no exception
    speech.speak("South, your turn.", interrupt=True)
    settled(speech)
    assert engine.said[-1] == "South, your turn."
    speech.close()


@pytest.mark.parametrize("engine", [{"stop_fails": "blocks"}], indirect=True)
def test_an_engine_whose_stop_never_returns_does_not_hang_the_game(engine):
    """The speech was "stop"ped and the game waited for ever on the engine's stop."""
    speech = Pyttsx3Speech()
    started = time.monotonic()
    with pytest.raises(SpeechError):
        speech.stop()
    assert time.monotonic() - started < STOP_WAIT + 1
    assert not speech.busy
    with pytest.raises(SpeechError):  # given up: a fallback goes on with the next backend
        speech.speak("Your turn.")
    started = time.monotonic()
    speech.stop()  # once given up, at once and quietly
    speech.close()
    assert time.monotonic() - started < 3


@pytest.mark.parametrize("engine", [{"stop_fails": "blocks"}], indirect=True)
def test_a_fallback_switches_from_an_engine_that_never_stops(engine):
    import io

    out = io.StringIO()
    speech = FallbackSpeech(Pyttsx3Speech(), [lambda: TextSpeech(stream=out)])
    started = time.monotonic()
    speech.stop()
    speech.speak("Your turn.")
    assert time.monotonic() - started < STOP_WAIT + 1
    assert out.getvalue() == "Your turn.\n"


@pytest.mark.parametrize("engine", [{"run_fails": True, "stop_fails": "raises"}],
                         indirect=True)
def test_an_engine_that_fails_to_play_is_not_busy_and_stops_quietly(engine):
    speech = Pyttsx3Speech()
    speech.speak("Your turn.")
    settled(speech)
    assert not speech.busy  # a game waiting for quiet speech goes on
    speech.stop()
    with pytest.raises(SpeechError):
        speech.speak("South, your turn.")
    speech.close()


def test_a_new_rate_waiting_is_not_dropped_by_stop(engine):
    """Stop dropped everything queued, a new speech rate too (the settings' rate, set just
    before the sample sentence that interrupts)."""
    engine.release.clear()
    speech = Pyttsx3Speech()
    speech.rate = 250
    speech.stop()
    settled(speech)
    time.sleep(0.05)
    assert engine.properties.get("rate") == speech.rate
    speech.close()
