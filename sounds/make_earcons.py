"""Generate the earcon WAVs in this folder: short sine tones and chords with fades.

Run ``python sounds/make_earcons.py`` (optionally with an output folder). The output is
deterministic (pure arithmetic, no randomness, no timestamps), so the committed files can be
checked by regenerating them and comparing bytes. Format: mono, 22050 Hz, 16-bit PCM; every
earcon lasts well under 0.4 s; "thinking" is a very short, soft tick.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
"""Samples per second."""
FADE = 0.006
"""Fade in and out of every note, in seconds (no clicks)."""

# A note: (frequencies in Hz played together, seconds, amplitude 0..1); 0 Hz alone is a rest.
Note = tuple[tuple[float, ...], float, float]

C4, D4, E4, F4, G4, A4, B4 = 261.63, 293.66, 329.63, 349.23, 392.00, 440.00, 493.88
C5, E5, G5, A5, C6 = 523.25, 659.25, 783.99, 880.00, 1046.50
EB4 = 311.13

EARCONS: dict[str, list[Note]] = {
    "select": [((A5,), 0.06, 0.45)],
    "deselect": [((E5,), 0.06, 0.40)],
    "board_edge": [((110.0, 116.5), 0.09, 0.55)],
    "wrap": [((C5,), 0.05, 0.40), ((G5,), 0.06, 0.40)],
    "move": [((C5, E5), 0.08, 0.40)],
    "capture": [((G4, 2 * G4), 0.07, 0.50), ((C4, 2 * C4), 0.09, 0.50)],
    "multi_capture_step": [((D4 * 2,), 0.05, 0.45)],
    "promotion": [((C5,), 0.05, 0.4), ((E5,), 0.05, 0.4), ((G5,), 0.05, 0.4), ((C6,), 0.08, 0.4)],
    "illegal": [((196.0, 207.7), 0.18, 0.55)],
    "your_turn": [((E5,), 0.08, 0.40), ((0,), 0.02, 0), ((A5,), 0.11, 0.40)],
    "opponent_moved": [((A4,), 0.07, 0.40), ((E4,), 0.09, 0.40)],
    "dice_roll": [((1800.0 - 150 * i,), 0.018, 0.30) for i in range(6)],
    "card_played": [((1500.0,), 0.03, 0.30), ((750.0,), 0.04, 0.30)],
    "trick_taken": [((C5, G5), 0.07, 0.35), ((E5, C6), 0.09, 0.35)],
    "shuffle": [((2200.0 - 120 * i, 1100.0), 0.016, 0.25) for i in range(8)],
    "thinking": [((1000.0,), 0.012, 0.12)],
    "won": [((C5,), 0.07, 0.4), ((E5,), 0.07, 0.4), ((G5,), 0.07, 0.4), ((C6, G5), 0.14, 0.4)],
    "lost": [((G4,), 0.09, 0.4), ((EB4,), 0.09, 0.4), ((C4, EB4 / 2), 0.16, 0.45)],
    "drawn": [((E4,), 0.09, 0.4), ((E4,), 0.09, 0.4), ((E4, C4), 0.14, 0.4)],
    "error": [((300.0, 318.0), 0.20, 0.50)],
    "menu_move": [((1200.0,), 0.03, 0.25)],
    "glance": [((A4,), 0.08, 0.35)],
    "chat": [((G5,), 0.04, 0.30), ((0,), 0.03, 0), ((G5,), 0.04, 0.30)],
}
"""Every earcon as a list of notes; the file is ``<name>.wav``."""


def render(notes: list[Note]) -> bytes:
    """16-bit little-endian mono samples for a list of notes."""
    frames = bytearray()
    for freqs, seconds, amp in notes:
        n = int(round(seconds * RATE))
        fade = int(FADE * RATE)
        audible = [f for f in freqs if f > 0]
        for i in range(n):
            if not audible:
                frames += b"\x00\x00"
                continue
            t = i / RATE
            value = sum(math.sin(2 * math.pi * f * t) for f in audible) / len(audible)
            envelope = min(1.0, i / fade, (n - 1 - i) / fade) if fade else 1.0
            sample = int(round(value * amp * max(0.0, envelope) * 32767))
            frames += struct.pack("<h", max(-32768, min(32767, sample)))
    return bytes(frames)


def write_all(folder: Path) -> list[Path]:
    """Write every earcon into ``folder``; return the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, notes in EARCONS.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(render(notes))
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    for p in write_all(target):
        print(p)
