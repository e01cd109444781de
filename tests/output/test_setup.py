"""build_outputs: structured choices, notices, and the speech-switch notice."""

from __future__ import annotations

import pytest

from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.braille import BrailleTable, RecordingDisplay
from accessible_games.output.setup import build_outputs
from accessible_games.output.speech import RecordingSpeech, SpeechBackend, SpeechError


def test_recorders_everywhere() -> None:
    outputs = build_outputs("recorder", "recorder", "recorder", lang="de", table="de-g2")
    try:
        assert outputs.speech_choice.chosen == "recorder"
        assert outputs.braille_choice.chosen == "recorder"
        assert outputs.sound_choice.chosen == "recorder"
        assert outputs.table is BrailleTable.DE_G2
        assert "Braille table: de-g2.ctb." in outputs.notices
        outputs.announcer.announce(Message("Weiß zieht.", MessageKind.MOVE, brief="zieht"))
        assert isinstance(outputs.braille, RecordingDisplay)
        assert outputs.braille.texts == ["zieht"]
        assert outputs.earcons.names == ["move"]
    finally:
        outputs.close()


def test_auto_reports_every_choice(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path}/none.sock")
    monkeypatch.setenv("BRLAPI_HOST", str(tmp_path / "no-brltty"))
    outputs = build_outputs(lang="en")
    try:
        assert outputs.speech_choice.chosen == "text"
        assert [n for n, _ in outputs.speech_choice.failures] == ["espeak", "speechd"]
        assert outputs.braille_choice.chosen == "unicode"
        assert outputs.braille_choice.failures[0][0] == "brlapi"
        assert outputs.table is BrailleTable.EN_UEB_G1
        assert any(n.startswith("Speech: text lines") for n in outputs.notices)
    finally:
        outputs.close()


def test_runtime_speech_failure_is_announced(monkeypatch, capsys) -> None:
    class Flaky(RecordingSpeech):
        name = "flaky"

        def speak(self, text: str, interrupt: bool = False) -> None:
            raise SpeechError("sound card unplugged")

    outputs = build_outputs("text", "null", "null")
    try:
        flaky = Flaky()
        outputs.speech.current = flaky
        outputs.speech._rest = [lambda: _text()]
        outputs.announcer.announce(Message("Your turn.", MessageKind.TURN))
        lines = capsys.readouterr().out.splitlines()
        assert lines == [
            "Your turn.",  # the failed utterance first, then the notice
            "Speech switched to text: flaky failed (sound card unplugged).",
        ]
    finally:
        outputs.close()


def _text() -> SpeechBackend:
    from accessible_games.output.speech import TextSpeech

    return TextSpeech()


def test_unknown_names_are_errors() -> None:
    with pytest.raises(ValueError):
        build_outputs("festival", "null", "null")
