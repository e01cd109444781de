"""Key event to the first audible sample, measured on the rendered audio (SDL's disk driver).

Run ``python benchmarks/audible_latency.py [--n 30]``. Each measurement runs in a child
process whose pygame mixer writes its output to a file (``SDL_AUDIODRIVER=disk``) instead of a
sound card. The window (dummy video driver) plays Kalah between two people; the benchmark
posts arrow keys, each answered by a spoken cursor sentence (and, with sounds on, a position
earcon). A watcher thread notes when the file grows, which maps every byte of the file to the
wall-clock time the mixer produced it (a straight line fitted through the moments the file
grew; the disk driver writes in real time). For each key the first sample after the key
event louder than -40 dBFS is found in the file, and its time minus the key's time is the
latency a listener hears (plus whatever a real sound card adds).

Beside it the old figure: key to the moment the speech backend *called* the mixer (what
``frontend_latency.py`` reports), which stops the clock before synthesis output is mixed.

Prints one table (milliseconds): median, p95, max. Nothing is asserted; the target (issue 21)
is a median under 40 ms from key to audible speech.
"""

from __future__ import annotations

import argparse
import array
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

THRESHOLD = 328
"""Audible: a 16-bit sample above -40 dBFS."""
BYTES_PER_FRAME = 4
"""Stereo, 16 bits."""


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p * (len(ordered) - 1))))]


def _row(name: str, values: list[float]) -> str:
    if not values:
        return f"{name:<52} {0:>4} {'-':>9} {'-':>9} {'-':>9}"
    ms = [v * 1000 for v in values]
    return (f"{name:<52} {len(ms):>4} {statistics.median(ms):>9.1f} {_pct(ms, 0.95):>9.1f} "
            f"{max(ms):>9.1f}")


def _fit(points: list[tuple[float, int]]) -> tuple[float, float]:
    """Least-squares line time = a + b * bytes through the moments the file grew."""
    n = len(points)
    mean_t = sum(t for t, _ in points) / n
    mean_s = sum(s for _, s in points) / n
    var = sum((s - mean_s) ** 2 for _, s in points)
    b = sum((s - mean_s) * (t - mean_t) for t, s in points) / var
    return mean_t - b * mean_s, b


def child(n: int, sounds: bool, path: str) -> dict[str, list[float]]:
    """Run the window with the disk audio driver and measure ``n`` keys."""
    import pygame

    from accessible_games.frontends.app import App
    from accessible_games.frontends.window import Window, post_key
    from accessible_games.output.setup import build_outputs
    from accessible_games.storage.settings import Settings

    outputs = build_outputs("espeak", "null", "mixer" if sounds else "null", "en")
    if outputs.speech.current.name != "espeak":
        raise SystemExit("espeak-ng backend not available: " + "; ".join(outputs.notices))
    growth: list[tuple[float, int]] = []
    stop = threading.Event()

    def watch() -> None:
        last = -1
        while not stop.is_set():
            try:
                size = os.path.getsize(path)
            except OSError:
                size = 0
            if size != last:
                growth.append((time.perf_counter(), size))
                last = size
            time.sleep(0.0003)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    called: list[float] = []
    espeak = outputs.speech.current
    espeak.on_start = lambda text, synth, at: called.append(at)  # type: ignore[attr-defined]
    app = App(outputs, Settings(game="kalah", opponent="human", sounds_on=sounds), lang="en",
              seed=1)
    window = Window(app)
    app.start()
    app.start_game()

    def quiet(seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            window.step()
            time.sleep(0.001)

    quiet(0.3)
    app.action(__import__("accessible_games.frontends.keymap",
                          fromlist=["Action"]).Action.STOP_SPEECH)
    quiet(0.3)
    keys, calls = [], []
    for i in range(n):
        called.clear()
        t0 = time.perf_counter()
        post_key(pygame.K_RIGHT if i % 2 == 0 else pygame.K_LEFT)
        while not called and time.perf_counter() - t0 < 3:
            window.step()
            time.sleep(0.0005)
        keys.append(t0)
        if called:
            calls.append(called[0] - t0)
        quiet(0.25)
        outputs.announcer.stop_speech()
        quiet(0.25)
    window.close()
    time.sleep(0.3)
    stop.set()
    watcher.join()
    raw = Path(path).read_bytes()
    samples = array.array("h", raw[: len(raw) // 2 * 2])
    points = [(t, s) for t, s in growth if s > 0]
    a, b = _fit(points)
    audible = []
    for t0 in keys:
        start = max(0, int((t0 - a) / b) // BYTES_PER_FRAME * 2)
        index = next((i for i in range(start, len(samples)) if abs(samples[i]) > THRESHOLD),
                     None)
        if index is not None:
            audible.append(a + b * index * 2 - t0)
    rate = 1 / b / BYTES_PER_FRAME
    return {"audible": audible, "called": calls, "rate": [rate], "points": [len(points)]}


def run_child(n: int, sounds: bool) -> dict[str, list[float]]:
    """Run :func:`child` in a fresh process with the disk audio driver."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "mixer.raw"
        env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out),
                   SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   ACCESSIBLE_GAMES_HOME=folder)
        proc = subprocess.run(
            [sys.executable, __file__, "--child", "--n", str(n)] + (["--sounds"] if sounds else []),
            env=env, capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            raise SystemExit(proc.stderr[-2000:])
        return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> int:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=30, help="keys per run")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--sounds", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.n, args.sounds, os.environ["SDL_DISKAUDIOFILE"])))
        return 0
    speech = run_child(args.n, sounds=False)
    earcon = run_child(args.n, sounds=True)
    print(f"{'measure (ms)':<52} {'n':>4} {'median':>9} {'p95':>9} {'max':>9}")
    print(_row("key to speech backend calling the mixer (old figure)", speech["called"]))
    print(_row("key to first audible speech sample (sounds off)", speech["audible"]))
    print(_row("key to first audible sample (earcon on)", earcon["audible"]))
    print(f"(file growth seen {speech['points'][0]} and {earcon['points'][0]} times; fitted "
          f"rate {speech['rate'][0]:.0f} and {earcon['rate'][0]:.0f} frames/s, the mixer "
          f"asks for 22050)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
