"""Front-end latency: key press to speech start through the window, start to first word,
braille translation per announcement.

Run ``python benchmarks/frontend_latency.py [--n 40]``. Uses the espeak-ng backend through
the pygame mixer and a window under SDL's dummy drivers unless SDL_VIDEODRIVER and
SDL_AUDIODRIVER are set (set them to measure a real desktop). Prints one table (milliseconds);
nothing is asserted. Targets (issue 3): key to speech start at most 50 ms median; start to first
spoken word at most 1500 ms.
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
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p * (len(ordered) - 1))))]


def _row(name: str, values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    return (f"{name:<46} {len(ms):>4} {statistics.median(ms):>9.2f} {_pct(ms, 0.95):>9.2f} "
            f"{max(ms):>9.2f}")


def main() -> int:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=40, help="key presses to measure")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()

    t_start = time.perf_counter()
    import pygame

    from accessible_games.frontends.app import App
    from accessible_games.frontends.window import Window, post_key
    from accessible_games.output.setup import build_outputs
    from accessible_games.storage.settings import Settings

    first_word = threading.Event()
    started: list[tuple[str, float]] = []

    def on_start(text: str, synth: float, at: float) -> None:
        started.append((text, at))
        first_word.set()

    outputs = build_outputs("espeak", "null", "null", args.lang)
    if outputs.speech.current.name != "espeak":
        print("espeak-ng backend not available:", "; ".join(outputs.notices))
        return 1
    outputs.speech.current.on_start = on_start
    app = App(outputs, Settings(game="kalah", opponent="human"), lang=args.lang, seed=1)
    window = Window(app)
    app.start()
    deadline = time.perf_counter() + 10
    while not first_word.is_set() and time.perf_counter() < deadline:
        window.step()
        time.sleep(0.001)
    start_to_word = [started[0][1] - t_start] if started else []
    # The start sentence is protected for as long as it takes to say; a key answered in
    # that time would queue behind it. Stop it, as the player can with Control.
    outputs.announcer.stop_speech()

    app.start_game()
    window.step()
    latencies: list[float] = []
    keys = [pygame.K_RIGHT, pygame.K_LEFT]
    for i in range(args.n):
        started.clear()
        first_word.clear()
        t0 = time.perf_counter()
        post_key(keys[i % 2])
        while not first_word.is_set() and time.perf_counter() - t0 < 3:
            window.step()
            time.sleep(0.0005)
        if started:
            latencies.append(started[0][1] - t0)
        time.sleep(0.05)

    samples = [m.text for m in app.session.opening()] if app.session else []
    samples += [line for line in app.session.describer.board_lines(app.session.state)]
    translator = outputs.translator
    translator.translate("warm up")
    per_announcement: list[float] = []
    for _ in range(20):
        for text in samples:
            t0 = time.perf_counter()
            translator.translate(text)
            per_announcement.append(time.perf_counter() - t0)
    window.close()

    print(f"{'measure (ms)':<46} {'n':>4} {'median':>9} {'p95':>9} {'max':>9}")
    print(_row("key press to speech start (window + espeak)", latencies))
    print(_row("app start to first spoken word", start_to_word))
    print(_row(f"braille translation per announcement ({translator.table.value})",
               per_announcement))
    return 0


if __name__ == "__main__":
    sys.exit(main())
