"""Build all outputs at start: choose backends, warm braille tables, wire the Announcer."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from accessible_games.narration.message import Message

from .announcer import Announcer, Priority
from .braille.choose import select_braille
from .braille.display import BrailleDisplay
from .braille.translator import BrailleTable, BrailleTranslator
from .sound.earcons import Earcons, select_earcons
from .speech.base import DEFAULT_RATE, SpeechBackend
from .speech.choose import backend_class, select_speech
from .speech.fallback import FallbackSpeech, SpeechSwitch


@dataclass(frozen=True, slots=True)
class OutputChoice:
    """What was chosen for one output, and what failed before it."""

    requested: str
    """The name asked for ("auto" or a backend name)."""
    chosen: str
    """The backend in use."""
    failures: tuple[tuple[str, str], ...]
    """(backend name, English reason) for each backend tried and not used."""


@dataclass(frozen=True, slots=True)
class Outputs:
    """Everything the session needs to speak, show and sound."""

    announcer: Announcer
    """The hub; use this for every announcement."""
    speech: FallbackSpeech
    """The speech backend (switches on failure)."""
    braille: BrailleDisplay
    """The braille display."""
    translator: BrailleTranslator
    """The braille translator with the chosen table."""
    earcons: Earcons
    """The earcon player."""
    speech_choice: OutputChoice
    """How speech was chosen."""
    braille_choice: OutputChoice
    """How the braille display was chosen."""
    sound_choice: OutputChoice
    """How the earcon player was chosen."""
    table: BrailleTable
    """The braille table in use."""
    table_warm_up: float
    """Seconds spent compiling the table at start."""
    notices: tuple[str, ...]
    """Human-readable English notes on all of the above (the session words them later)."""

    def close(self) -> None:
        """Close every output."""
        self.announcer.close()


def build_outputs(
    speech: str = "auto",
    braille: str = "auto",
    sound: str = "auto",
    lang: str = "en",
    table: BrailleTable | str | None = None,
    *,
    rate: int = DEFAULT_RATE,
    brlapi_host: str | None = None,
    brlapi_auth: str | None = None,
    sounds_dir: Path | None = None,
    on_speech_switch: Callable[[SpeechSwitch], None] | None = None,
) -> Outputs:
    """Choose and start speech, braille and sound; never fails for a missing device.

    Args:
        speech: "auto" or a speech backend name (espeak, speechd, pyttsx3, screenreader, text,
            recorder, null).
        braille: "auto" or a display name (brlapi, unicode, recorder, null).
        sound: "auto", "mixer", "recorder" or "null".
        lang: "de" or "en".
        table: a braille table (default: the language's default table).
        rate: speech rate in words per minute.
        brlapi_host: BrlAPI host (default: BRLTTY's own default or $BRLAPI_HOST).
        brlapi_auth: BrlAPI auth string.
        sounds_dir: folder with the earcon WAVs (default: the source tree's sounds/).
        on_speech_switch: called when speech fails at run time and moves to the next backend;
            by default the announcer says an English notice through the new backend.

    Returns:
        The outputs, the structured choices and English notices.
    """
    choice = select_speech(speech, lang, rate)
    rest = [speech_factory(n, lang, rate) for n in choice.remaining if n != "null"]
    fallback = FallbackSpeech(choice.backend, rest)
    speech_choice = OutputChoice(
        speech, choice.chosen, tuple((f.name, f.reason) for f in choice.failures)
    )

    bchoice = select_braille(braille, host=brlapi_host, auth=brlapi_auth)
    translator = BrailleTranslator(table, lang=lang, protect_notation=True)
    warm = sum(translator.warm_up().values())

    echoice = select_earcons(sound, sounds_dir)

    announcer = Announcer(fallback, bchoice.display, echoice.earcons, translator)
    if on_speech_switch is None:

        def on_speech_switch(switch: SpeechSwitch) -> None:
            announcer.announce(Message(switch.describe()), Priority.NOTICE)

    fallback.on_switch = on_speech_switch

    notices = [*choice.notes(), *bchoice.notes()]
    if translator.notice:
        notices.append(translator.notice)
    notices.append(f"Braille table: {translator.table.value}.")
    notices.extend(echoice.notes())
    return Outputs(
        announcer=announcer,
        speech=fallback,
        braille=bchoice.display,
        translator=translator,
        earcons=echoice.earcons,
        speech_choice=speech_choice,
        braille_choice=OutputChoice(braille, bchoice.chosen, bchoice.failures),
        sound_choice=OutputChoice(sound, echoice.chosen, echoice.failures),
        table=translator.table,
        table_warm_up=warm,
        notices=tuple(notices),
    )


def speech_factory(name: str, lang: str, rate: int) -> Callable[[], SpeechBackend]:
    """A maker of the speech backend ``name`` that raises RuntimeError when it cannot run."""
    cls = backend_class(name)

    def make() -> SpeechBackend:
        reason = cls.unavailable_reason()
        if reason is not None:
            raise RuntimeError(reason)
        return cls(lang=lang, rate=rate)

    make.name = name  # type: ignore[attr-defined]
    return make


def switch_speech(outputs: Outputs, name: str, lang: str, rate: int) -> Outputs:
    """The outputs with the speech backend ``name`` (falling back as at start); the old
    backend is closed."""
    old = outputs.announcer.speech
    choice = select_speech(name, lang, rate)
    rest = [speech_factory(n, lang, rate) for n in choice.remaining if n != "null"]
    speech = FallbackSpeech(choice.backend, rest)
    old.close()
    outputs.announcer.speech = speech
    return dataclasses.replace(outputs, speech=speech)


def switch_braille(outputs: Outputs, name: str, host: str | None,
                   auth: str | None) -> Outputs:
    """The outputs with the braille display ``name``; the old display is closed."""
    outputs.announcer.braille.close()
    choice = select_braille(name, host=host, auth=auth)
    outputs.announcer.braille = choice.display
    return dataclasses.replace(outputs, braille=choice.display)
