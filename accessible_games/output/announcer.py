"""The Announcer: one call fans a message out to speech, braille and an earcon."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from enum import Enum

from accessible_games.narration.message import Message, MessageKind

from .braille.display import BrailleDisplay
from .braille.messages import BrailleMessages
from .braille.region import BrailleRegion
from .braille.translator import BrailleTranslator, default_table
from .sound.earcons import Earcon, Earcons
from .speech.base import SpeechBackend


class Priority(Enum):
    """How an announcement treats speech already running."""

    INTERRUPT = "interrupt"
    """The answer to the player's own key: stop current speech, speak at once."""
    QUEUE = "queue"
    """Somebody else's news (the opponent's move): speak after the current speech."""
    NOTICE = "notice"
    """A system notice (speech switched, autosave failed): queued like QUEUE, no default
    earcon, and not made the target of "repeat last"."""


DEFAULT_EARCONS: dict[MessageKind, Earcon | None] = {
    MessageKind.MOVE: Earcon.MOVE,
    MessageKind.CAPTURE: Earcon.CAPTURE,
    MessageKind.ILLEGAL: Earcon.ILLEGAL,
    MessageKind.ERROR: Earcon.ERROR,
    MessageKind.TURN: Earcon.YOUR_TURN,
    MessageKind.INFO: None,
    MessageKind.CHAT: Earcon.CHAT,
    MessageKind.RESULT: None,  # won, lost or drawn: only the caller knows; pass earcon=...
}
"""The earcon a message kind gets when the caller names none."""

AFTER_SPEECH: frozenset[Earcon] = frozenset({Earcon.YOUR_TURN})
"""Earcons that sound after the sentence they come with has been spoken (your turn comes
after "Black to move.", not seconds before it)."""
ALWAYS_HELD: frozenset[MessageKind] = frozenset(
    {MessageKind.RESULT, MessageKind.ERROR, MessageKind.ILLEGAL})
"""Message kinds that stay on the braille display until the player moves on."""


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement as it went out, for the history and tests."""

    message: Message
    """What was said."""
    priority: Priority
    """How it was said."""
    earcon: Earcon | None
    """The earcon played with it, if any."""
    braille: str
    """The Unicode braille shown (the whole region, before panning)."""
    at: float
    """``time.monotonic()`` when it was announced."""


class Announcer:
    """Fan each message out to speech (full text), braille (brief form) and an earcon.

    The announcer owns priority and interruption. It never drops a message because it equals
    the previous one: the same text said twice is spoken twice. ``speech_enabled`` and
    ``braille_enabled`` let the player switch an output off without changing backends.
    """

    def __init__(
        self,
        speech: SpeechBackend,
        braille: BrailleDisplay,
        earcons: Earcons,
        translator: BrailleTranslator | None = None,
        history_size: int = 500,
    ):
        self.speech = speech
        """The speech backend (often a FallbackSpeech)."""
        self.reader = BrailleMessages(braille)
        """The braille message history and what the display shows."""
        self.earcons = earcons
        """The earcon player."""
        self.translator = translator or BrailleTranslator(lang=speech.language,
                                                            protect_notation=True)
        """Translates the brief form for the display."""
        self.speech_enabled = True
        """Whether messages are spoken."""
        self.braille_enabled = True
        """Whether messages are shown in braille."""
        self.history: deque[Announcement] = deque(maxlen=history_size)
        """Recent announcements, oldest first."""
        self._last: Announcement | None = None
        self._after_speech: list[tuple[Earcon, float, int]] = []
        self._protect_until = 0.0

    @property
    def braille(self) -> BrailleDisplay:
        """The braille display (the message history writes to it)."""
        return self.reader.display

    @braille.setter
    def braille(self, display: BrailleDisplay) -> None:
        self.reader.display = display
        self.reader.show_current()

    def announce(
        self,
        message: Message,
        priority: Priority = Priority.INTERRUPT,
        earcon: Earcon | str | None = None,
        *,
        pan: float = 0.0,
        pitch_step: int = 0,
        region: BrailleRegion | None = None,
        held: bool | None = None,
        must_finish: bool = False,
        follow_up: bool = False,
    ) -> Announcement:
        """Speak, show and sound one message.

        Args:
            message: the words; ``text`` is spoken, ``short`` is shown in braille.
            priority: INTERRUPT cuts current speech; QUEUE and NOTICE wait for it.
            earcon: the earcon to play; None means the default for ``message.kind``
                (none for NOTICE).
            pan: stereo position of the earcon (-1..1).
            pitch_step: pitch of the earcon in semitones.
            region: a ready braille region (a board line with targets) instead of the
                translated brief form.
            held: whether the braille stays until the player moves on; None: results,
                errors and refused moves always, moves when they are not the answer to the
                player's key (the opponent's move).
            must_finish: the sentence is not cut by an interrupting message for about
                the time it takes to say (:meth:`speaking_time`; the start sentence saying
                which outputs are active); :meth:`stop_speech` still cuts it.
            follow_up: a further message of the answer to the player's key; its braille
                waits behind the answer's first message.

        Returns:
            The announcement as recorded in :attr:`history`.
        """
        chosen = self._earcon_for(message, priority, earcon)
        interrupt = priority is Priority.INTERRUPT
        if interrupt and time.monotonic() < self._protect_until and self._speech_busy():
            interrupt = False  # the start sentence is heard to its end
        if must_finish and self.speech_enabled:
            self._protect_until = time.monotonic() + self.speaking_time(message.text)
        if interrupt:
            self._after_speech.clear()
        if self.speech_enabled and message.text:  # a braille line only has no words
            self.speech.speak(message.text, interrupt=interrupt)
        if chosen is not None:
            if chosen in AFTER_SPEECH and self.speech_enabled and self._speech_busy():
                self._after_speech.append((chosen, pan, pitch_step))
            else:
                self.earcons.play(chosen, pan=pan, pitch_step=pitch_step)
        if message.glance:
            self.earcons.play_glance(message.glance)
        if region is None:
            region = BrailleRegion.from_translation(self.translator.translate(message.short))
        if held is None:
            held = message.kind in ALWAYS_HELD or (
                message.kind in (MessageKind.MOVE, MessageKind.CAPTURE)
                and priority is not Priority.INTERRUPT)
        if self.braille_enabled:
            self.reader.post(region, own=priority is Priority.INTERRUPT, held=held,
                             follow_up=follow_up, private=message.audience is not None,
                             lapses=message.kind is MessageKind.TURN)
        item = Announcement(message, priority, chosen, region.braille, time.monotonic())
        self.history.append(item)
        if priority is not Priority.NOTICE and message.text:  # repeat says words
            self._last = item
        return item

    def _earcon_for(
        self, message: Message, priority: Priority, earcon: Earcon | str | None
    ) -> Earcon | None:
        if earcon is not None:
            return earcon if isinstance(earcon, Earcon) else Earcon(earcon)
        if priority is Priority.NOTICE:
            return None
        return DEFAULT_EARCONS.get(message.kind)

    def speaking_time(self, text: str) -> float:
        """About how long saying ``text`` takes at the current rate (words per minute), plus
        half a second: how long a ``must_finish`` sentence is protected from interruption."""
        rate = max(1, int(getattr(self.speech, "rate", 175) or 175))
        return len(text.split()) * 60.0 / rate + 0.5

    def _speech_busy(self) -> bool:
        try:
            return bool(self.speech.busy)
        except Exception:  # noqa: BLE001 - a failing backend is not busy
            return False

    def tick(self) -> None:
        """Called often by the front end: earcons waiting for the end of a sentence sound
        once speech is quiet, and a timed braille hold moves on."""
        if self._after_speech and not self._speech_busy():
            waiting, self._after_speech = self._after_speech, []
            for earcon, pan, pitch in waiting:
                self.earcons.play(earcon, pan=pan, pitch_step=pitch)
        self.reader.tick()

    def wait_quiet(self, timeout: float = 4.0, poll: float = 0.01) -> bool:
        """Wait until speech has said everything (and pending earcons sounded), at most
        ``timeout`` seconds; return whether it did. Used before exit so "Goodbye" is heard."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.tick()
            if not self._speech_busy() and not self._after_speech:
                return True
            time.sleep(poll)
        return False

    def stop_speech(self) -> None:
        """Stop speech now (earcons keep sounding)."""
        self._protect_until = 0.0
        self._after_speech.clear()
        self.speech.stop()

    @property
    def last(self) -> Announcement | None:
        """The last announcement that "repeat last" would say again."""
        return self._last

    def repeat_last(self) -> Announcement | None:
        """Say the last message again, interrupting; its earcon is not replayed."""
        last = self._last
        if last is None:
            return None
        if self.braille_enabled:
            region = BrailleRegion.from_translation(
                self.translator.translate(last.message.short))
            self.reader.post(region, own=True, held=False)
        if self.speech_enabled:
            self.speech.speak(last.message.text, interrupt=True)
        return last

    def set_language(self, lang: str) -> None:
        """Switch speech to ``lang``; the braille table follows if it was the old default."""
        if self.translator.table is default_table(self.speech.language):
            self.translator.set_table(default_table(lang))
        self.speech.set_language(lang)

    def close(self) -> None:
        """Close speech, display and earcons."""
        for part in (self.speech, self.braille, self.earcons):
            try:
                part.close()
            except Exception:  # noqa: BLE001 - closing must not fail the app's exit
                pass
