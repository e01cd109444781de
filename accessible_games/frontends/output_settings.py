"""One settings path for every front end: the settings that shape speech, braille and sound.

The window (through :class:`~accessible_games.frontends.app.App`) and the terminal both call
:func:`apply_output_settings` when they start and whenever settings change, so sounds off,
volumes per earcon class, the voice, the rate, the braille table and the braille hold mean the
same in both.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.output.braille.messages import Hold
from accessible_games.output.braille.translator import BrailleTable, default_table
from accessible_games.output.setup import Outputs
from accessible_games.output.sound.earcons import Earcon
from accessible_games.storage.settings import Settings


def without_foreign_voice(settings: Settings, voices: Sequence[str]) -> Settings:
    """``settings`` with its saved voice dropped when a new language's ``voices`` do not
    offer it (a voice of the language left behind would read the words with its sounds)."""
    if settings.voice and settings.voice not in voices:
        return settings.with_changes(voice="")
    return settings


def apply_output_settings(outputs: Outputs, new: Settings, lang: str,
                          old: Settings | None = None, use_voice: bool = True) -> None:
    """Make the outputs follow ``new`` (all of it when ``old`` is None, else what changed).

    Args:
        outputs: the outputs of the front end.
        new: the settings to follow.
        lang: the language in use (for the braille table "auto").
        old: the settings followed so far, or None at start.
        use_voice: False when the saved voice belongs to another language than this run's
            (the run then keeps its language's default voice).
    """
    announcer = outputs.announcer
    speech = announcer.speech
    if old is None or new.rate != old.rate:
        speech.rate = new.rate
    if use_voice and (old is None or new.voice != old.voice):
        if new.voice:
            speech.voice = new.voice
        elif old is not None:
            speech.voice = None  # back to the language's default voice
    table = (default_table(lang) if new.braille_table == "auto"
             else BrailleTable.parse(new.braille_table))
    announcer.translator.set_table(table)
    announcer.reader.hold = Hold(new.braille_hold)
    earcons = announcer.earcons
    earcons.enabled = new.sounds_on
    earcons.master_volume = new.sound_volume / 100
    for earcon in Earcon:
        volume = new.earcon_volumes.get(earcon.value, 100)
        earcons.set_volume(earcon, volume / 100)
        earcons.set_enabled(earcon, volume > 0)
