"""The speech backend plugin contract."""

from __future__ import annotations

from typing import ClassVar

DEFAULT_RATE = 175
"""Default speaking rate in words per minute (espeak-ng's own default)."""
MIN_RATE = 80
"""Slowest rate accepted, in words per minute."""
MAX_RATE = 450
"""Fastest rate accepted, in words per minute."""


class SpeechError(RuntimeError):
    """A speech backend failed; the caller may switch to another backend."""


class SpeechBackend:
    """Base class of every speech backend (a plugin, NVDA/Orca style).

    A speech backend must:

    * set the class attributes ``name`` (a short id such as ``"espeak"``, used in settings) and
      ``description`` (English, for logs and notices);
    * implement :meth:`unavailable_reason` (a classmethod that says, without side effects a user
      would notice, why the backend cannot work here, or None when it can); :meth:`check` is
      derived from it;
    * implement :meth:`speak` so that it **never blocks** the caller for the length of the
      utterance: ``interrupt=True`` stops whatever is being said and says ``text`` at once;
      ``interrupt=False`` says ``text`` after everything already queued. Identical texts spoken
      twice are spoken twice;
    * implement :meth:`stop` (silence now, drop the queue) and the :attr:`busy` property;
    * raise :class:`SpeechError` (or any exception) when it fails, so that
      :class:`~accessible_games.output.speech.fallback.FallbackSpeech` can switch backends.

    ``rate`` is always in **words per minute** (80-450, default 175); backends whose engine uses
    another scale convert it. ``voice`` is the backend's own voice id (for espeak-ng a voice name
    such as ``"de"`` or ``"en-us"``); :meth:`set_language` picks a default voice for ``"de"`` or
    ``"en"``.
    """

    name: ClassVar[str] = "base"
    """Short id of the backend, used in settings and notices."""
    description: ClassVar[str] = "abstract speech backend"
    """One English line describing the backend."""

    def __init__(self, lang: str = "en", rate: int = DEFAULT_RATE, voice: str | None = None):
        self._lang = lang
        self._rate = _clamp_rate(rate)
        self._voice = voice

    # -- availability -------------------------------------------------------------------------

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """Why this backend cannot work on this machine, or None when it can."""
        return None

    @classmethod
    def check(cls) -> bool:
        """Whether this backend can work here."""
        return cls.unavailable_reason() is None

    # -- speaking -----------------------------------------------------------------------------

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text``; with ``interrupt`` cut current speech first. Never blocks."""
        raise NotImplementedError

    def stop(self) -> None:
        """Stop speaking at once and forget queued utterances."""
        raise NotImplementedError

    @property
    def busy(self) -> bool:
        """Whether something is being said or waits in the queue."""
        return False

    # -- settings -----------------------------------------------------------------------------

    @property
    def language(self) -> str:
        """The current language code (``"de"`` or ``"en"``)."""
        return self._lang

    def set_language(self, lang: str) -> None:
        """Switch to the language ``lang`` (``"de"`` or ``"en"``) and its default voice."""
        self._lang = lang
        self._voice = None

    @property
    def rate(self) -> int:
        """Speaking rate in words per minute."""
        return self._rate

    @rate.setter
    def rate(self, wpm: int) -> None:
        self._rate = _clamp_rate(wpm)

    @property
    def voice(self) -> str | None:
        """The backend's voice id, or None for the language's default."""
        return self._voice

    @voice.setter
    def voice(self, voice: str | None) -> None:
        self._voice = voice

    def voice_choices(self, lang: str) -> tuple[str, ...]:
        """The voice ids a player may choose for ``lang`` besides the default (none here).

        Backends whose voices can be listed and named override this; the settings menu offers
        the language's default voice and these.
        """
        return ()

    def close(self) -> None:
        """Release the engine, threads and devices. Speaking after close is an error."""
        self.stop()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} name={self.name!r} lang={self._lang!r} rate={self._rate}>"


def _clamp_rate(wpm: int) -> int:
    return max(MIN_RATE, min(MAX_RATE, int(wpm)))
