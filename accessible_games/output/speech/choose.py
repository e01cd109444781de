"""Pick a speech backend: a registry, a priority list per platform, and the reasons for misses."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from .base import DEFAULT_RATE, SpeechBackend
from .espeak import EspeakSpeech
from .pyttsx3_backend import Pyttsx3Speech
from .screenreader import ScreenReaderSpeech
from .simple import NullSpeech, RecordingSpeech, TextSpeech
from .speechd_backend import SpeechDispatcherSpeech

SPEECH_BACKENDS: tuple[type[SpeechBackend], ...] = (
    EspeakSpeech,
    SpeechDispatcherSpeech,
    Pyttsx3Speech,
    ScreenReaderSpeech,
    TextSpeech,
    RecordingSpeech,
    NullSpeech,
)
"""Every speech backend, looked up by its ``name``."""


def auto_order(platform: str | None = None) -> tuple[str, ...]:
    """The names "auto" tries, best first, on ``platform`` (default: this one)."""
    platform = platform or sys.platform
    if platform == "win32":
        return ("screenreader", "pyttsx3", "text", "null")
    if platform == "darwin":
        return ("pyttsx3", "espeak", "text", "null")
    return ("espeak", "speechd", "text", "null")


def backend_class(name: str) -> type[SpeechBackend]:
    """The backend class called ``name``; ValueError when there is none."""
    for cls in SPEECH_BACKENDS:
        if cls.name == name:
            return cls
    known = ", ".join(c.name for c in SPEECH_BACKENDS)
    raise ValueError(f"unknown speech backend {name!r} (known: {known})")


@dataclass(frozen=True, slots=True)
class Failure:
    """A backend that was tried and could not be used."""

    name: str
    """The backend's name."""
    reason: str
    """Why, in English."""


@dataclass(frozen=True, slots=True)
class SpeechChoice:
    """What :func:`select_speech` chose and what it tried first."""

    backend: SpeechBackend
    """The working backend."""
    requested: str
    """The name asked for ("auto" or a backend name)."""
    failures: tuple[Failure, ...]
    """Backends tried before, in order, with reasons."""
    remaining: tuple[str, ...]
    """Names later in the priority list (for :class:`FallbackSpeech`)."""

    @property
    def chosen(self) -> str:
        """The chosen backend's name."""
        return self.backend.name

    def notes(self) -> list[str]:
        """English notes: one per failure, then the choice."""
        out = [f"Speech {f.name} not available: {f.reason}." for f in self.failures]
        out.append(f"Speech: {self.backend.description} ({self.backend.name}).")
        return out


def select_speech(
    name: str = "auto",
    lang: str = "en",
    rate: int = DEFAULT_RATE,
    platform: str | None = None,
) -> SpeechChoice:
    """Try ``name`` (or the platform's auto list); return the first backend that starts.

    An explicit name that fails falls back to the auto list (without repeating it), so the app
    always speaks somehow; the failure is reported.
    """
    order = list(auto_order(platform))
    if name != "auto":
        backend_class(name)  # unknown names are a ValueError, not a silent fallback
        order = [name] + [n for n in order if n != name]
    failures: list[Failure] = []
    for i, candidate in enumerate(order):
        cls = backend_class(candidate)
        reason = cls.unavailable_reason()
        if reason is None:
            try:
                backend = cls(lang=lang, rate=rate)
            except Exception as exc:  # noqa: BLE001 - record and go on
                reason = (str(exc) or type(exc).__name__).splitlines()[0]
            else:
                return SpeechChoice(backend, name, tuple(failures), tuple(order[i + 1 :]))
        failures.append(Failure(candidate, reason))
    return SpeechChoice(NullSpeech(lang, rate), name, tuple(failures), ())  # pragma: no cover


def choose_speech(
    name: str = "auto", lang: str = "en", rate: int = DEFAULT_RATE
) -> tuple[SpeechBackend, list[str]]:
    """Return the chosen backend and English notes on what was chosen and what failed why."""
    choice = select_speech(name, lang, rate)
    return choice.backend, choice.notes()
