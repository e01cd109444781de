"""A speech backend that switches to the next backend when the current one fails."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .base import SpeechBackend
from .simple import NullSpeech

BackendFactory = Callable[[], SpeechBackend]
"""Makes a backend (may raise when it cannot work)."""

HANG_SECONDS = 2.0
"""How long a backend's ``speak`` may take before it counts as hung. Backends queue their
speech and return at once, so only a stuck one (a blocked socket, a frozen driver) waits
this long."""


class SpeechHungError(RuntimeError):
    """A backend's call did not return in time."""


@dataclass(frozen=True, slots=True)
class SpeechSwitch:
    """A notice that speech moved from one backend to another."""

    old: str
    """Name of the backend that failed."""
    new: str
    """Name of the backend now speaking."""
    reason: str
    """The failure, in English, for logs."""

    def describe(self) -> str:
        """An English sentence for the player (the session words it in both languages)."""
        return f"Speech switched to {self.new}: {self.old} failed ({self.reason})."


class FallbackSpeech(SpeechBackend):
    """Wrap a priority list; when the current backend raises, move on and report it.

    The failed utterance is retried on the new backend, so nothing is lost; then ``on_switch``
    receives a :class:`SpeechSwitch` so the app can say "Speech switched to X" (queued after
    the retried utterance, so an interrupting retry cannot cut the notice). The list always
    ends in :class:`NullSpeech`, so speaking never raises.
    """

    description = "first working backend of a priority list"

    def __init__(
        self,
        first: SpeechBackend,
        rest: Sequence[SpeechBackend | BackendFactory] = (),
        on_switch: Callable[[SpeechSwitch], None] | None = None,
        hang_seconds: float | None = HANG_SECONDS,
    ):
        super().__init__(first.language, first.rate, None)
        self.hang_seconds = hang_seconds
        """A ``speak`` taking longer counts as a failure (None: wait for ever)."""
        self._hung: SpeechBackend | None = None
        self.current = first
        """The backend speaking now."""
        self._rest: list[SpeechBackend | BackendFactory] = list(rest)
        self.on_switch = on_switch
        self.switches: list[SpeechSwitch] = []
        """Every switch so far."""
        self._unreported: list[SpeechSwitch] = []

    @property
    def name(self) -> str:  # type: ignore[override]
        """The current backend's name."""
        return self.current.name

    def _advance(self, error: BaseException) -> None:
        old = self.current
        if old is self._hung:
            # A hung backend may hang in close too: close it without waiting.
            threading.Thread(target=_quietly, args=(old.close,), daemon=True).start()
        else:
            try:
                old.close()
            except Exception:  # noqa: BLE001 - it already failed
                pass
        reason = str(error) or type(error).__name__
        while True:
            if self._rest:
                item = self._rest.pop(0)
                try:
                    new = item if isinstance(item, SpeechBackend) else item()
                except Exception as exc:  # noqa: BLE001 - try the next one
                    reason = f"{reason}; {getattr(item, 'name', item)} failed ({exc})"
                    continue
            else:
                new = NullSpeech(old.language, old.rate)
            try:
                new.set_language(old.language)
                new.rate = old.rate
            except Exception:  # noqa: BLE001 - settings are best effort
                pass
            break
        self.current = new
        switch = SpeechSwitch(old.name, new.name, reason)
        self.switches.append(switch)
        self._unreported.append(switch)

    def _report(self) -> None:
        """Tell ``on_switch`` about switches, after the retried utterance was handed on."""
        while self._unreported:
            switch = self._unreported.pop(0)
            if self.on_switch is not None:
                self.on_switch(switch)

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Speak with the current backend; on failure switch and retry on the next."""
        while True:
            try:
                self._watched(self.current, text, interrupt)
                break
            except Exception as exc:  # noqa: BLE001 - any failure switches
                self._advance(exc)
        self._report()

    def _watched(self, backend: SpeechBackend, text: str, interrupt: bool) -> None:
        """``backend.speak`` in a helper thread, waited for at most ``hang_seconds``.

        Raises:
            SpeechHungError: the call did not return in time (the backend is left behind).
            Exception: whatever the backend raised.
        """
        if self.hang_seconds is None:
            backend.speak(text, interrupt)
            return
        done = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            try:
                backend.speak(text, interrupt)
            except BaseException as error:  # noqa: BLE001 - handed to the caller
                failure.append(error)
            finally:
                done.set()

        threading.Thread(target=run, name="speech-call", daemon=True).start()
        if not done.wait(self.hang_seconds):
            self._hung = backend
            raise SpeechHungError(f"no answer within {self.hang_seconds:g} s")
        if failure:
            raise failure[0]

    def stop(self) -> None:
        """Stop the current backend (switching if even that fails)."""
        try:
            self.current.stop()
        except Exception as exc:  # noqa: BLE001
            self._advance(exc)
            self._report()

    @property
    def busy(self) -> bool:
        """Whether the current backend is busy."""
        try:
            return self.current.busy
        except Exception:  # noqa: BLE001
            return False

    @property
    def language(self) -> str:
        """The current backend's language."""
        return self.current.language

    def set_language(self, lang: str) -> None:
        """Switch language on the current backend."""
        try:
            self.current.set_language(lang)
        except Exception as exc:  # noqa: BLE001
            self._advance(exc)
            self.current.set_language(lang)
            self._report()

    @property
    def rate(self) -> int:
        """The current backend's rate in words per minute."""
        return self.current.rate

    @rate.setter
    def rate(self, wpm: int) -> None:
        self.current.rate = wpm

    @property
    def voice(self) -> str | None:
        """The current backend's voice."""
        return self.current.voice

    @voice.setter
    def voice(self, voice: str | None) -> None:
        self.current.voice = voice

    def voice_choices(self, lang: str) -> tuple[str, ...]:
        """The current backend's voices for ``lang``."""
        return self.current.voice_choices(lang)

    def close(self) -> None:
        """Close the current backend and any already made spares."""
        self.current.close()
        for item in self._rest:
            if isinstance(item, SpeechBackend):
                item.close()


def _quietly(call: Callable[[], None]) -> None:
    """Call, ignoring any failure (closing a backend that already failed)."""
    try:
        call()
    except Exception:  # noqa: BLE001 - it already failed
        pass
