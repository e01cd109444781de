"""Speech selection, fallback switching, and the simple backends."""

from __future__ import annotations

import io

import pytest

from accessible_games.output.speech import (
    FallbackSpeech,
    NullSpeech,
    RecordingSpeech,
    SpeechBackend,
    SpeechError,
    SpeechSwitch,
    TextSpeech,
    auto_order,
    backend_class,
    choose_speech,
    select_speech,
)


class BrokenSpeech(SpeechBackend):
    """Works for ``good`` utterances, then raises."""

    name = "broken"
    description = "fails after a while"

    def __init__(self, good: int = 0):
        super().__init__()
        self.good = good
        self.said: list[str] = []
        self.closed = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.good <= 0:
            raise SpeechError("device vanished")
        self.good -= 1
        self.said.append(text)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def test_fallback_switches_and_retries_the_failed_text() -> None:
    first, second = BrokenSpeech(good=1), RecordingSpeech()
    notices: list[SpeechSwitch] = []
    speech = FallbackSpeech(first, [second], on_switch=notices.append)
    speech.speak("one")
    speech.speak("two", interrupt=True)
    speech.speak("three")
    assert first.said == ["one"] and first.closed
    assert [(u.text, u.interrupt) for u in second.spoken] == [("two", True), ("three", False)]
    assert notices == [SpeechSwitch("broken", "recorder", "device vanished")]
    assert notices[0].describe() == "Speech switched to recorder: broken failed (device vanished)."
    assert speech.name == "recorder"


def test_fallback_skips_factories_that_fail_and_ends_in_null() -> None:
    def cannot() -> SpeechBackend:
        raise SpeechError("no engine")

    notices: list[SpeechSwitch] = []
    speech = FallbackSpeech(BrokenSpeech(), [cannot], on_switch=notices.append)
    speech.speak("hello")  # never raises
    assert isinstance(speech.current, NullSpeech)
    assert "no engine" in notices[0].reason and notices[0].new == "null"


def test_fallback_keeps_language_and_rate() -> None:
    second = RecordingSpeech()
    first = BrokenSpeech()
    first.set_language("de")
    first.rate = 250
    speech = FallbackSpeech(first, [second])
    speech.speak("Hallo")
    assert second.language == "de" and second.rate == 250
    assert second.spoken[0].lang == "de"


def test_auto_orders() -> None:
    assert auto_order("linux") == ("espeak", "speechd", "text", "null")
    assert auto_order("win32") == ("screenreader", "pyttsx3", "text", "null")


def test_auto_without_espeak_on_path_chooses_text(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path}/no-speechd.sock")
    backend, notes = choose_speech("auto", lang="de")
    assert backend.name == "text" and backend.language == "de"
    assert notes[0] == "Speech espeak not available: espeak-ng is not on PATH."
    assert notes[1].startswith("Speech speechd not available: ")
    assert notes[-1] == "Speech: text lines on the terminal (read by your screen reader) (text)."


def test_explicit_choice_that_fails_falls_back(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path}/no-speechd.sock")
    choice = select_speech("speechd", platform="linux")
    assert choice.chosen == "text"
    assert [f.name for f in choice.failures] == ["speechd", "espeak"]
    assert choice.remaining == ("null",)


def test_unknown_backend_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown speech backend"):
        backend_class("festival")


def test_screenreader_and_speechd_checks_are_false_here(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path}/no-speechd.sock")
    assert backend_class("screenreader").check() is False
    assert backend_class("speechd").check() is False


def test_text_backend_writes_and_flushes_lines() -> None:
    stream = io.StringIO()
    speech = TextSpeech(stream=stream)
    speech.speak("Weiß zieht.")
    speech.speak("Weiß zieht.", interrupt=True)
    assert stream.getvalue() == "Weiß zieht.\nWeiß zieht.\n"


def test_rate_is_clamped_words_per_minute() -> None:
    speech = RecordingSpeech()
    speech.rate = 1000
    assert speech.rate == 450
    speech.rate = 10
    assert speech.rate == 80
