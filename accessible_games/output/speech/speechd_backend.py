"""speech-dispatcher through its pure-Python ``speechd`` client (the Orca user's own voice)."""

from __future__ import annotations

import threading
from typing import Any

from .base import DEFAULT_RATE, SpeechBackend, SpeechError


def _import_speechd() -> Any:
    import speechd

    return speechd


def rate_to_speechd(wpm: int) -> int:
    """Map words per minute (80-450, 175 normal) onto speech-dispatcher's -100..100."""
    if wpm >= DEFAULT_RATE:
        return min(100, round((wpm - DEFAULT_RATE) * 100 / (450 - DEFAULT_RATE)))
    return max(-100, round((wpm - DEFAULT_RATE) * 100 / (DEFAULT_RATE - 80)))


class SpeechDispatcherSpeech(SpeechBackend):
    """Speak through a running speech-dispatcher server.

    Interrupt = ``cancel()`` then speak; queued messages use priority MESSAGE, which
    speech-dispatcher queues instead of cancelling. ``busy`` counts utterances between their
    BEGIN and END/CANCEL events. :meth:`check` is True only when a server accepts a connection
    (``autospawn=False``: we never start a server behind the user's back).
    """

    name = "speechd"
    description = "speech-dispatcher (your screen reader's voice)"

    def __init__(self, lang: str = "en", rate: int = DEFAULT_RATE, voice: str | None = None):
        super().__init__(lang, rate, voice)
        try:
            speechd = _import_speechd()
            self._client: Any = speechd.SSIPClient("accessible_games", autospawn=False)
        except Exception as exc:
            raise SpeechError(f"speech-dispatcher not reachable ({exc})") from exc
        self._speechd = speechd
        self._pending = 0
        self._lock = threading.Lock()
        self._client.set_priority(speechd.Priority.MESSAGE)
        self._client.set_language(lang)
        self._client.set_rate(rate_to_speechd(self._rate))
        if voice:
            self._client.set_synthesis_voice(voice)

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """The ``speechd`` module must import and a server must accept a connection."""
        try:
            speechd = _import_speechd()
        except ImportError as exc:
            return f"python speechd client missing ({exc})"
        try:
            client = speechd.SSIPClient("accessible_games-probe", autospawn=False)
        except Exception as exc:  # noqa: BLE001 - any failure means "not here"
            return f"no speech-dispatcher server ({str(exc).splitlines()[0]})"
        client.close()
        return None

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Cancel first when interrupting, then speak with priority MESSAGE."""
        cb = self._speechd.CallbackType
        try:
            if interrupt:
                self._client.cancel()
            with self._lock:
                self._pending += 1
            self._client.speak(
                text, callback=self._event, event_types=(cb.END, cb.CANCEL)
            )
        except Exception as exc:
            raise SpeechError(f"speech-dispatcher failed ({exc})") from exc

    def _event(self, event_type: Any, *args: Any, **kwargs: Any) -> None:
        with self._lock:
            self._pending = max(0, self._pending - 1)

    def stop(self) -> None:
        """Cancel everything this client said or queued."""
        try:
            self._client.cancel()
        except Exception as exc:
            raise SpeechError(f"speech-dispatcher failed ({exc})") from exc
        with self._lock:
            self._pending = 0

    @property
    def busy(self) -> bool:
        """Whether an utterance has not yet ended."""
        return self._pending > 0

    def set_language(self, lang: str) -> None:
        """Tell the server the language; it picks the user's voice for it."""
        super().set_language(lang)
        self._client.set_language(lang)

    @SpeechBackend.rate.setter  # type: ignore[attr-defined]
    def rate(self, wpm: int) -> None:
        SpeechBackend.rate.fset(self, wpm)  # type: ignore[attr-defined]
        self._client.set_rate(rate_to_speechd(self._rate))

    def close(self) -> None:
        """Cancel and close the connection."""
        try:
            self._client.cancel()
            self._client.close()
        except Exception:  # noqa: BLE001 - closing a dead connection is fine
            pass
