"""The running Windows screen reader (NVDA, JAWS, ...) via accessible_output2 or cytolk.

A thin plugin: the screen reader speaks with the user's own voice and settings, and also shows
the text on its braille display. Only on Windows; both libraries are optional and imported
behind a guard. Not testable on Linux: :meth:`check` is False here.
"""

from __future__ import annotations

import sys
from typing import Any

from .base import DEFAULT_RATE, SpeechBackend, SpeechError


def _load() -> tuple[str, Any]:
    """Return ("ao2", output) or ("tolk", module); raise ImportError when neither works."""
    try:
        from accessible_output2.outputs.auto import Auto

        return "ao2", Auto()
    except ImportError:
        pass
    from cytolk import tolk

    tolk.load()
    return "tolk", tolk


class ScreenReaderSpeech(SpeechBackend):
    """Hand each text to the running screen reader (rate and voice are the reader's own)."""

    name = "screenreader"
    description = "your Windows screen reader (NVDA, JAWS) via accessible_output2 or Tolk"

    def __init__(self, lang: str = "en", rate: int = DEFAULT_RATE, voice: str | None = None):
        super().__init__(lang, rate, voice)
        try:
            self._kind, self._out = _load()
        except Exception as exc:
            raise SpeechError(f"no screen reader bridge ({exc})") from exc

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """Windows only, and accessible_output2 or cytolk must import."""
        if sys.platform != "win32":
            return "screen reader bridge works on Windows only"
        try:
            kind, out = _load()
        except Exception as exc:  # noqa: BLE001
            return f"neither accessible_output2 nor cytolk available ({exc})"
        if kind == "tolk" and not out.detect_screen_reader():
            return "no screen reader running"
        return None

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Pass the text on; the reader's own interrupt flag does the cutting."""
        try:
            self._out.output(text, interrupt=interrupt)
        except Exception as exc:
            raise SpeechError(f"screen reader failed ({exc})") from exc

    def stop(self) -> None:
        """Ask the reader to be silent."""
        try:
            if self._kind == "tolk":
                self._out.silence()
            else:
                self._out.speak("", interrupt=True)
        except Exception as exc:
            raise SpeechError(f"screen reader failed ({exc})") from exc

    def close(self) -> None:
        """Unload Tolk when it was loaded."""
        if self._kind == "tolk":
            self._out.unload()
