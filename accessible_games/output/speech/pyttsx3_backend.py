"""pyttsx3 (SAPI5 on Windows, NSSS on macOS; espeak on Linux only when chosen explicitly)."""

from __future__ import annotations

import queue
import sys
import threading
from typing import Any

from .base import DEFAULT_RATE, SpeechBackend, SpeechError

STOP_WAIT = 0.5
"""Seconds ``stop`` waits for the engine to answer before it gives the engine up."""


class Pyttsx3Speech(SpeechBackend):
    """Drive pyttsx3 from one worker thread with ``say`` + ``runAndWait`` per utterance.

    The engine is created inside the worker (SAPI5 wants one thread). Never ``startLoop(False)``:
    it raises on Linux (STACK.md). On Linux ``stop()`` cannot cut the ``aplay`` child, so this
    backend is not in the Linux auto list; it is there for Windows and macOS.
    """

    name = "pyttsx3"
    description = "pyttsx3 (system voices: SAPI5, NSSS, espeak)"

    def __init__(self, lang: str = "en", rate: int = DEFAULT_RATE, voice: str | None = None):
        super().__init__(lang, rate, voice)
        self._queue: queue.Queue[tuple[str, Any] | None] = queue.Queue()
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._engine: Any = None
        self._speaking = False
        self._thread = threading.Thread(target=self._run, name="pyttsx3-speech", daemon=True)
        self._thread.start()
        self._ready.wait(timeout=10)
        if self._error is not None or self._engine is None:
            raise SpeechError(f"pyttsx3 could not start ({self._error})")

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """pyttsx3 must import; on Linux its espeak driver also needs ``aplay``."""
        try:
            import pyttsx3  # noqa: F401 - optional
        except ImportError as exc:
            return f"pyttsx3 missing ({exc})"
        if sys.platform.startswith("linux"):
            import shutil

            if shutil.which("aplay") is None:
                return "pyttsx3's espeak driver needs aplay (alsa-utils)"
        return None

    def _run(self) -> None:
        try:
            import pyttsx3

            self._engine = pyttsx3.init()
            self._engine.setProperty("rate", self._rate)
        except Exception as exc:  # noqa: BLE001 - reported by __init__
            self._error = exc
            self._ready.set()
            return
        self._ready.set()
        while True:
            item = self._queue.get()
            if item is None:
                return
            kind, value = item
            try:
                if kind == "say":
                    self._speaking = True
                    self._engine.say(value)
                    self._engine.runAndWait()
                elif kind == "rate":
                    self._engine.setProperty("rate", value)
                elif kind == "voice":
                    self._engine.setProperty("voice", value)
            except Exception as exc:  # noqa: BLE001 - surfaced on the next speak()
                self._error = exc
            finally:
                self._speaking = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Queue ``text`` for the worker; interrupt drops the queue and asks the engine to stop."""
        if self._error is not None or not self._thread.is_alive():
            raise SpeechError(f"pyttsx3 failed ({self._error})")
        if interrupt:
            self.stop()
        self._queue.put(("say", text))

    def stop(self) -> None:
        """Drop the queued texts (a new rate or voice waiting stays) and ask the engine to
        stop (which may not cut audio on Linux).

        The engine is asked from a helper thread, waited for at most :data:`STOP_WAIT`
        seconds: with its audio device gone (an ALSA error) an engine may raise, which is
        ignored (its worker reports the failure on the next ``speak``), or never return,
        which must not hang the game.

        Raises:
            SpeechError: the engine did not answer in time; it is given up (``speak`` raises
                from then on, so a fallback switches to the next backend).
        """
        kept: list[tuple[str, Any] | None] = []
        try:
            while True:
                item = self._queue.get_nowait()
                if item is None or item[0] != "say":
                    kept.append(item)
        except queue.Empty:
            pass
        for item in kept:
            self._queue.put(item)
        engine = self._engine
        if engine is None or self._error is not None:
            return
        done = threading.Event()

        def ask() -> None:
            try:
                engine.stop()
            except Exception:  # noqa: BLE001 - a failing engine shows on the next speak()
                pass
            finally:
                done.set()

        threading.Thread(target=ask, name="pyttsx3-stop", daemon=True).start()
        if not done.wait(STOP_WAIT):
            self._error = SpeechError(f"pyttsx3 did not stop within {STOP_WAIT:g} s")
            raise self._error

    @property
    def busy(self) -> bool:
        """Whether the worker speaks or has texts waiting; never once it has failed (a worker
        stuck in a dead audio device would be busy for ever)."""
        if self._error is not None or not self._thread.is_alive():
            return False
        return self._speaking or any(item is not None and item[0] == "say"
                                     for item in list(self._queue.queue))

    @SpeechBackend.rate.setter  # type: ignore[attr-defined]
    def rate(self, wpm: int) -> None:
        SpeechBackend.rate.fset(self, wpm)  # type: ignore[attr-defined]
        self._queue.put(("rate", self._rate))

    @SpeechBackend.voice.setter  # type: ignore[attr-defined]
    def voice(self, voice: str | None) -> None:
        self._voice = voice
        if voice:
            self._queue.put(("voice", voice))

    def close(self) -> None:
        """Stop and end the worker."""
        try:
            self.stop()
        except SpeechError:  # an engine that does not answer: the worker is left behind
            pass
        self._queue.put(None)
        self._thread.join(timeout=2)
