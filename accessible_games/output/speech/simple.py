"""Backends without audio: text lines, a recorder for tests, and silence."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import TextIO

from .base import DEFAULT_RATE, SpeechBackend


class TextSpeech(SpeechBackend):
    """Print each utterance as a line on a stream and flush.

    The terminal front-end and any screen reader watching the terminal read these lines. An
    interrupt cannot unprint a line, so it only matters to real speech.
    """

    name = "text"
    description = "text lines on the terminal (read by your screen reader)"

    def __init__(
        self,
        lang: str = "en",
        rate: int = DEFAULT_RATE,
        voice: str | None = None,
        stream: TextIO | None = None,
    ):
        super().__init__(lang, rate, voice)
        self._stream = stream

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Write ``text`` and a newline, then flush."""
        stream = self._stream if self._stream is not None else sys.stdout
        stream.write(text + "\n")
        stream.flush()

    def stop(self) -> None:
        """Nothing to stop: lines are already written."""


@dataclass(frozen=True, slots=True)
class Utterance:
    """One recorded call to :meth:`RecordingSpeech.speak`."""

    text: str
    """What was to be said."""
    interrupt: bool
    """Whether it was to cut the speech before it."""
    lang: str = "en"
    """The language in effect."""


class RecordingSpeech(SpeechBackend):
    """Keep every utterance (and every stop) in lists; for tests."""

    name = "recorder"
    description = "records utterances for tests"

    def __init__(self, lang: str = "en", rate: int = DEFAULT_RATE, voice: str | None = None):
        super().__init__(lang, rate, voice)
        self.spoken: list[Utterance] = []
        """Every utterance in call order."""
        self.stops = 0
        """How often :meth:`stop` was called."""

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Record the utterance."""
        self.spoken.append(Utterance(text, interrupt, self._lang))

    def stop(self) -> None:
        """Count the stop."""
        self.stops += 1

    @property
    def texts(self) -> list[str]:
        """The spoken texts only."""
        return [u.text for u in self.spoken]


class NullSpeech(SpeechBackend):
    """Say nothing (deafblind use, or the end of the priority list)."""

    name = "null"
    description = "no speech"

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Do nothing."""

    def stop(self) -> None:
        """Do nothing."""
