"""Announcement latency: espeak-ng call-to-audio, synthesis time, braille translation, warm-up.

Run ``python benchmarks/speech_latency.py [--n 30]``. Without a sound device it uses SDL's
dummy audio driver (set SDL_AUDIODRIVER yourself to measure a real device). Prints one table.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SENTENCES = [
    "White moves c3 to d4.",
    "Weiß zieht c3 nach d4 und schlägt auf e5.",
    "Capture is mandatory: c3 takes d4 or e3 takes f4.",
    "Your turn. Black has 12 pieces, you have 11.",
    "Schwarz zieht von f6 nach e5.",
]


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p * (len(ordered) - 1))))]


def _row(name: str, values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    return (
        f"{name:<42} {len(ms):>4} {statistics.median(ms):>9.3f} {_pct(ms, 0.95):>9.3f} "
        f"{max(ms):>9.3f}"
    )


def bench_espeak(n: int) -> list[str]:
    """Time speak() -> channel.play and the espeak-ng synthesis, per utterance."""
    from accessible_games.output.speech import EspeakSpeech

    reason = EspeakSpeech.unavailable_reason()
    if reason is not None:
        return [f"espeak backend unavailable: {reason}"]
    speech = EspeakSpeech(lang="en")
    started = threading.Event()
    record: dict[str, float] = {}

    def on_start(text: str, synth: float, at: float) -> None:
        record["synth"], record["at"] = synth, at
        started.set()

    speech.on_start = on_start
    to_audio, synth = [], []
    try:
        speech.speak("warm up", interrupt=True)
        started.wait(5)
        for i in range(n):
            started.clear()
            text = SENTENCES[i % len(SENTENCES)]
            speech.set_language("de" if "ß" in text or "Schwarz" in text else "en")
            t0 = time.perf_counter()
            speech.speak(text, interrupt=True)
            if not started.wait(5):
                continue
            to_audio.append(record["at"] - t0)
            synth.append(record["synth"])
    finally:
        speech.close()
    return [
        _row("espeak: speak() to channel playing", to_audio),
        _row("espeak: espeak-ng synthesis only", synth),
    ]


def bench_braille(n: int) -> list[str]:
    """Time table warm-up (first translation) and translations after it, per table."""
    from accessible_games.output.braille import BrailleTable, BrailleTranslator

    translator = BrailleTranslator()
    if not translator.uses_liblouis:
        return [f"liblouis unavailable: {translator.notice}"]
    rows = []
    for table in BrailleTable:
        warm = translator.warm_up([table])[table]
        times = []
        for i in range(n):
            text = SENTENCES[i % len(SENTENCES)]
            t0 = time.perf_counter()
            translator.translate(text, table)
            times.append(time.perf_counter() - t0)
        rows.append(_row(f"braille {table.value}: warm-up", [warm]))
        rows.append(_row(f"braille {table.value}: per announcement", times))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=30, help="utterances / translations per row")
    args = parser.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    print(f"SDL_AUDIODRIVER={os.environ['SDL_AUDIODRIVER']}")
    print(f"{'measurement':<42} {'n':>4} {'median ms':>9} {'p95 ms':>9} {'max ms':>9}")
    for line in bench_espeak(args.n) + bench_braille(args.n):
        print(line)


if __name__ == "__main__":
    main()
