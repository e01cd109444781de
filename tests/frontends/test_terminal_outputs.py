"""The terminal follows the same settings as the window: sounds off, volumes per earcon
class, the master volume, the voice and the rate (issue 21: it used to ignore them)."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from accessible_games.frontends.terminal import LineIO, play, terminal_outputs
from accessible_games.lineup import REGISTRY
from accessible_games.output.sound.earcons import Earcon
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import HOME_ENV


def _terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, settings: dict):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, **settings}))
    args = argparse.Namespace(speech="recorder", braille=None, sound="recorder")
    out = io.StringIO()
    speaker = terminal_outputs(args, "en", LineIO(io.StringIO(), out))
    assert speaker is not None
    return speaker


def _game(speaker, lines: str) -> None:
    session = Console.local(REGISTRY.create("checkers"),
                      [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="en", seed=1)
    play(session, LineIO(io.StringIO(lines), io.StringIO()), speaker)


def test_sounds_off_silences_the_terminal(tmp_path, monkeypatch) -> None:
    speaker = _terminal(tmp_path, monkeypatch, {"sounds_on": False})
    _game(speaker, "c3-d4\nb2-c3\n")
    assert speaker.outputs.earcons.played == []
    assert any("c3" in t for t in speaker.outputs.speech.current.texts)


def test_volumes_voice_and_rate_reach_the_terminal(tmp_path, monkeypatch) -> None:
    speaker = _terminal(tmp_path, monkeypatch, {
        "sound_volume": 50, "earcon_volumes": {"opponent_moved": 40, "move": 0},
        "voice": "en-gb", "rate": 260})
    _game(speaker, "c3-d4\n")
    played = speaker.outputs.earcons.played
    opponent = [p for p in played if p.earcon is Earcon.OPPONENT_MOVED]
    assert opponent and all(abs(p.volume - 0.2) < 1e-9 for p in opponent)  # 0.4 x 0.5
    assert not any(p.earcon is Earcon.MOVE for p in played)  # volume 0 switches it off
    assert speaker.outputs.speech.voice == "en-gb"
    assert speaker.outputs.speech.rate == 260


def test_a_broken_settings_file_is_brailled_and_stays_before_the_start_sentence(
        tmp_path, monkeypatch) -> None:
    """A deafblind player (no speech, a braille display) learns it too: the trouble was only
    printed, and the start sentence took the display."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    (tmp_path / "settings.json").write_text("{not json")
    args = argparse.Namespace(speech="null", braille="recorder", sound=None)
    speaker = terminal_outputs(args, "en", LineIO(io.StringIO(), io.StringIO()))
    assert speaker is not None
    reader = speaker.announcer.reader
    shown = speaker.outputs.braille.region.text
    assert shown.startswith("Your settings file could not be read; it was kept as")
    assert reader.waiting == 1 and reader.texts()[-1].startswith("Speech: ")


@pytest.mark.parametrize("word", ("stop", "still", "ruhig"))
def test_a_stop_word_silences_the_speech_and_says_nothing(tmp_path, monkeypatch, word) -> None:
    """ACCESSIBILITY.md: speech is interruptible; typed alone, the terminal's stop word cuts
    the speech as the window's Control key does, and is no move the game refuses aloud."""
    speaker = _terminal(tmp_path, monkeypatch, {})
    recorder = speaker.outputs.speech.current
    _game(speaker, f"{word}\n")
    assert recorder.stops == 1
    assert not any(word in t.casefold() or "not" in t.casefold() for t in recorder.texts)


def test_a_stop_word_without_speech_says_who_speaks(tmp_path, monkeypatch) -> None:
    """Without the app's own speech (the printed lines only) the word explains itself."""
    out = io.StringIO()
    session = Console.local(REGISTRY.create("checkers"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="en")
    play(session, LineIO(io.StringIO("stop\n"), out), None)
    assert ("> Nothing here speaks but your screen reader, which reads these lines; its own "
            "key silences it, usually Control.") in out.getvalue().splitlines()  # "> ": typed


def test_a_stop_word_at_the_menu_question_silences_and_asks_on(tmp_path, monkeypatch) -> None:
    from accessible_games.frontends.terminal import SpokenLineIO

    speaker = _terminal(tmp_path, monkeypatch, {})
    asking = SpokenLineIO(speaker, io.StringIO("still\nkalah\n"), io.StringIO())
    assert asking.ask() == "kalah"
    assert speaker.outputs.speech.current.stops == 1


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Speech: text lines only. Braille: none. Sounds: off. eSpeak NG, asked for with "
           "--speech, could not start: no audio device (ALSA: Couldn't open audio device)."),
    ("de", "Sprachausgabe: nur Textzeilen. Braille: keine. Klänge: aus. eSpeak NG, mit --speech "
           "gewählt, ließ sich nicht starten: no audio device (ALSA: Couldn't open audio "
           "device)."),
])
def test_speech_asked_for_by_name_that_cannot_start_says_why(lang, said, tmp_path,
                                                              monkeypatch) -> None:
    """A player started the terminal with --speech espeak on a machine without a sound card,
    heard nothing and read only "Speech: text lines only."; the settings then told them to
    start with --speech espeak, as they had."""
    from accessible_games.output.speech import backend_class

    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    monkeypatch.setattr(backend_class("espeak"), "unavailable_reason", classmethod(
        lambda cls: "no audio device (ALSA: Couldn't open audio device)."))
    args = argparse.Namespace(speech="espeak", braille=None, sound=None)
    out = io.StringIO()
    terminal_outputs(args, lang, LineIO(io.StringIO(), out))
    assert out.getvalue().splitlines()[0] == said
