"""The mixed audio of a move, the opponent's reply and "your turn", rendered by the mixer.

A child process plays the three announcements through the real announcer, espeak-ng and the
earcon player with SDL's disk audio driver, which writes the mixer's output to a file. The
test reads that file: no sample is clipped, the earcons' peak (alone, all three at once at
full volume) stays below the speech's peak, and "your turn" sounds after its sentence.
"""

from __future__ import annotations

import array
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng missing")
pytest.importorskip("pygame")

ROOT = Path(__file__).resolve().parents[2]


def render(mode: str, folder: Path) -> tuple[array.array, dict]:
    out = folder / f"{mode}.raw"
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out),
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "tests.output.mixed_audio_child", mode],
                          env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    samples = array.array("h")
    raw = out.read_bytes()
    samples.frombytes(raw[: len(raw) // 2 * 2])
    return samples, json.loads(proc.stdout.strip().splitlines()[-1])


def peak(samples: array.array) -> int:
    return max((abs(s) for s in samples), default=0)


def test_no_clipping_and_earcons_under_speech(tmp_path: Path) -> None:
    mixed, info = render("mixed", tmp_path)
    speech, _ = render("speech", tmp_path)
    earcons, earcon_info = render("earcons", tmp_path)
    assert peak(speech) > 3000 and peak(earcons) > 1000, "both were heard"
    clipped = sum(1 for s in mixed if s >= 32767 or s <= -32767)
    assert clipped == 0, f"{clipped} clipped samples in the mix"
    assert peak(earcons) < peak(speech), (peak(earcons), peak(speech))
    assert earcon_info["earcons"] == ["move", "opponent_moved", "your_turn"]
    # "Your turn" after the sentence saying so (not seconds before it).
    assert info["your_turn"] and info["your_turn"][0] >= info["speech_quiet"] - 0.05, info
    print(f"peaks: mix {peak(mixed)}, speech {peak(speech)}, earcons {peak(earcons)} "
          f"(of 32767)")
