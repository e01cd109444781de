"""Shared pygame mixer set-up: one speech channel, a few earcon channels.

The mixer is initialised lazily (never at import). Channel 0 is reserved for speech, channels
1..EARCON_CHANNEL_COUNT for earcons, so stopping speech never cuts an earcon.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from .quiet import c_stderr_held

SPEECH_CHANNEL = 0
"""Index of the mixer channel that plays speech."""
EARCON_CHANNEL_COUNT = 6
"""How many channels earcons rotate over (indices 1..6)."""
MIXER_FREQUENCY = 22050
"""Sample rate asked for; espeak-ng and our earcons use it, so nothing is resampled."""
MIXER_BUFFER = 256
"""Frames per mixer buffer: 11.6 ms at 22050 Hz (512 added 11.6 ms to every sound)."""

_lock = threading.Lock()


def import_pygame() -> Any:
    """Import pygame quietly (no support prompt); raise ImportError when it is missing."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def ensure_mixer() -> str | None:
    """Initialise the mixer if needed; return None on success or the reason it cannot work.

    A mixer that someone else (the window front-end) already opened is reused as it is; we only
    make sure there are enough channels and reserve them so ``find_channel`` never takes ours.
    """
    with _lock:
        try:
            pygame = import_pygame()
        except ImportError as exc:
            return f"pygame is not installed ({exc})"
        try:
            if pygame.mixer.get_init() is None:
                with c_stderr_held():
                    pygame.mixer.init(frequency=MIXER_FREQUENCY, size=-16, channels=2,
                                      buffer=MIXER_BUFFER)
            needed = 1 + EARCON_CHANNEL_COUNT
            if pygame.mixer.get_num_channels() < needed + 2:
                pygame.mixer.set_num_channels(needed + 2)
            pygame.mixer.set_reserved(needed)
        except Exception as exc:  # noqa: BLE001 - pygame.error, or whatever SDL raises without a device
            return f"no audio device ({exc})"
        return None


def channel(index: int) -> Any:
    """Return the pygame mixer channel with this index (mixer must be initialised)."""
    return import_pygame().mixer.Channel(index)
