"""Speech that must be heard, and earcons timed with speech: the start sentence is not cut,
exit waits for "Goodbye" within a bound, "your turn" sounds after its sentence."""

from __future__ import annotations

import threading
import time

from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.announcer import Announcer, Priority
from accessible_games.output.braille import BrailleTranslator, RecordingDisplay
from accessible_games.output.sound import Earcon, RecordingEarcons
from accessible_games.output.speech import RecordingSpeech


class SlowSpeech(RecordingSpeech):
    """Recording speech that stays busy until told it has finished speaking."""

    def __init__(self) -> None:
        super().__init__()
        self.talking = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        super().speak(text, interrupt)
        self.talking = True

    def stop(self) -> None:
        super().stop()
        self.talking = False

    @property
    def busy(self) -> bool:
        return self.talking


def _announcer() -> tuple[Announcer, SlowSpeech, RecordingEarcons]:
    speech, earcons = SlowSpeech(), RecordingEarcons()
    announcer = Announcer(speech, RecordingDisplay(), earcons, BrailleTranslator("en-ueb-g1"))
    return announcer, speech, earcons


def test_start_sentence_is_not_cut_by_the_next_answer() -> None:
    announcer, speech, _ = _announcer()
    announcer.announce(Message("Speech: espeak. Braille: none."), must_finish=True)
    announcer.announce(Message("Kalah. South to move."), Priority.INTERRUPT)
    assert [u.interrupt for u in speech.spoken] == [True, False]  # queued behind it
    speech.talking = False
    announcer.tick()
    announcer.announce(Message("House 1, 4 seeds."), Priority.INTERRUPT)
    assert speech.spoken[-1].interrupt  # once heard, answers interrupt again


def test_stop_key_still_cuts_the_start_sentence() -> None:
    announcer, speech, _ = _announcer()
    announcer.announce(Message("Speech: espeak."), must_finish=True)
    announcer.stop_speech()
    announcer.announce(Message("House 1."), Priority.INTERRUPT)
    assert speech.spoken[-1].interrupt


def test_your_turn_sounds_after_its_sentence() -> None:
    announcer, speech, earcons = _announcer()
    announcer.announce(Message("White h6-g5.", MessageKind.MOVE), Priority.QUEUE,
                       Earcon.OPPONENT_MOVED)
    announcer.announce(Message("Black to move.", MessageKind.TURN), Priority.QUEUE)
    assert earcons.names == ["opponent_moved"]  # not yet: the sentence is being said
    announcer.tick()
    assert earcons.names == ["opponent_moved"]
    speech.talking = False
    announcer.tick()
    assert earcons.names == ["opponent_moved", "your_turn"]


def test_exit_waits_for_goodbye_within_a_bound() -> None:
    announcer, speech, _ = _announcer()
    announcer.announce(Message("Goodbye."))
    threading.Timer(0.2, lambda: setattr(speech, "talking", False)).start()
    t0 = time.monotonic()
    assert announcer.wait_quiet(timeout=3)
    assert 0.15 < time.monotonic() - t0 < 2
    announcer.announce(Message("Goodbye."))  # never finishes: the wait is bounded
    t0 = time.monotonic()
    assert not announcer.wait_quiet(timeout=0.3)
    assert time.monotonic() - t0 < 1
