"""Earcons: short sounds per event class, on their own mixer channels."""

from __future__ import annotations

from .earcons import (
    EARCON_PLAYERS,
    GLANCE_SLOT,
    Earcon,
    EarconChoice,
    EarconLoadError,
    Earcons,
    MixerEarcons,
    NullEarcons,
    PlayedEarcon,
    RecordingEarcons,
    default_sounds_dir,
    select_earcons,
)

__all__ = [
    "EARCON_PLAYERS",
    "GLANCE_SLOT",
    "Earcon",
    "EarconChoice",
    "EarconLoadError",
    "Earcons",
    "MixerEarcons",
    "NullEarcons",
    "PlayedEarcon",
    "RecordingEarcons",
    "default_sounds_dir",
    "select_earcons",
]
