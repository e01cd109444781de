"""Earcon files, their generator, and the players with and without a mixer."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from accessible_games.output import _mixer
from accessible_games.output.sound import (
    GLANCE_SLOT,
    Earcon,
    MixerEarcons,
    NullEarcons,
    default_sounds_dir,
    select_earcons,
)

SOUNDS = default_sounds_dir()


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_earcons", SOUNDS / "make_earcons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("earcon", list(Earcon), ids=lambda e: e.value)
def test_earcon_file_is_a_short_mono_wav(earcon: Earcon) -> None:
    with wave.open(str(SOUNDS / f"{earcon.value}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        seconds = w.getnframes() / w.getframerate()
    assert 0.005 < seconds < 0.4
    if earcon is Earcon.THINKING:
        assert seconds < 0.03


def test_generator_is_deterministic_and_matches_files(tmp_path: Path) -> None:
    generator = _load_generator()
    assert set(generator.EARCONS) == {e.value for e in Earcon}
    for path in generator.write_all(tmp_path):
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), path.name


def test_result_motifs_are_distinct() -> None:
    data = {n: (SOUNDS / f"{n}.wav").read_bytes() for n in ("won", "lost", "drawn")}
    assert len(set(data.values())) == 3


def test_mixer_plays_with_pan_and_pitch() -> None:
    earcons = MixerEarcons()
    assert earcons.missing == []
    assert earcons.play(Earcon.MOVE, pan=-1.0, pitch_step=7)
    assert earcons.play("select", pan=1.0, pitch_step=-3)
    assert earcons.busy
    higher = earcons._sound(Earcon.MOVE, 7)
    assert higher.get_length() < earcons._sound(Earcon.MOVE, 0).get_length()
    earcons.set_enabled("capture", False)
    assert not earcons.play("capture")
    earcons.stop()
    assert not earcons.busy


def test_mixer_glance_is_one_sound_with_a_slot_per_place() -> None:
    earcons = MixerEarcons()
    assert earcons.play_glance([0, None, 12, -12, None, 3])
    playing = [c.get_sound() for c in earcons._channels if c.get_busy()]
    assert len(playing) == 1
    assert playing[0].get_length() == pytest.approx(6 * GLANCE_SLOT, abs=0.002)
    earcons.set_enabled(Earcon.GLANCE, False)
    assert not earcons.play_glance([0, 1, 2])
    earcons.stop()


def test_no_mixer_falls_back_to_null_with_notice(monkeypatch) -> None:
    monkeypatch.setattr(_mixer, "ensure_mixer", lambda: "no audio device (test)")
    choice = select_earcons("auto")
    assert isinstance(choice.earcons, NullEarcons)
    assert choice.failures == (("mixer", "no audio device (test)"),)
    assert choice.notes()[0] == "Sounds mixer not available: no audio device (test)."
    assert choice.earcons.play("won") is False


def test_missing_files_are_listed(tmp_path: Path) -> None:
    (tmp_path / "won.wav").write_bytes((SOUNDS / "won.wav").read_bytes())
    choice = select_earcons("mixer", sounds_dir=tmp_path)
    assert choice.chosen == "mixer"
    assert Earcon.LOST in choice.earcons.missing and Earcon.WON not in choice.earcons.missing
    assert choice.earcons.play("won") and not choice.earcons.play("lost")


def test_unusable_audio_driver_in_a_fresh_process() -> None:
    code = (
        "from accessible_games.output.sound import select_earcons\n"
        "c = select_earcons()\n"
        "print(c.chosen, c.failures[0][0] if c.failures else '-')\n"
    )
    env = dict(os.environ, SDL_AUDIODRIVER="no_such_driver")
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=30,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert out.stdout.split() == ["null", "mixer"], out.stderr
