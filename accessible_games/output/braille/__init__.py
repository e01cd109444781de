"""Braille: liblouis translation with cell maps, regions, key events and display plugins."""

from __future__ import annotations

from .brlapi_display import BrailleDeviceError, BrlapiDisplay, decode_key
from .choose import AUTO_ORDER, BRAILLE_DISPLAYS, BrailleChoice, choose_braille, select_braille
from .display import BLANK, BrailleDisplay, NullDisplay, RecordingDisplay, UnicodeLineDisplay
from .region import BrailleKey, BrailleKeyKind, BrailleRegion
from .translator import (
    DEFAULT_TABLES,
    BrailleTable,
    BrailleTranslator,
    Translation,
    computer_braille,
    default_table,
)

__all__ = [
    "AUTO_ORDER",
    "BLANK",
    "BRAILLE_DISPLAYS",
    "DEFAULT_TABLES",
    "BrailleChoice",
    "BrailleDeviceError",
    "BrailleDisplay",
    "BrailleKey",
    "BrailleKeyKind",
    "BrailleRegion",
    "BrailleTable",
    "BrailleTranslator",
    "BrlapiDisplay",
    "NullDisplay",
    "RecordingDisplay",
    "Translation",
    "UnicodeLineDisplay",
    "choose_braille",
    "computer_braille",
    "decode_key",
    "default_table",
    "select_braille",
]
