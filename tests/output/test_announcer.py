"""The Announcer with recording outputs: priorities, repeats, braille brief form, earcons."""

from __future__ import annotations

import pytest

from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.announcer import Announcer, Priority
from accessible_games.output.braille import (
    BrailleKey,
    BrailleKeyKind,
    BrailleRegion,
    BrailleTranslator,
    RecordingDisplay,
)
from accessible_games.output.sound import Earcon, RecordingEarcons
from accessible_games.output.speech import RecordingSpeech, Utterance


@pytest.fixture
def parts() -> tuple[Announcer, RecordingSpeech, RecordingDisplay, RecordingEarcons]:
    speech, display, earcons = RecordingSpeech(), RecordingDisplay(), RecordingEarcons()
    announcer = Announcer(speech, display, earcons, BrailleTranslator("en-ueb-g1"))
    return announcer, speech, display, earcons


def test_interrupt_and_queue_flags_in_order(parts) -> None:
    announcer, speech, _display, _earcons = parts
    announcer.announce(Message("You moved c3 to d4."), Priority.INTERRUPT)
    announcer.announce(Message("Black moves f6 to e5."), Priority.QUEUE)
    announcer.announce(Message("Your turn."), Priority.QUEUE)
    announcer.announce(Message("Cursor on a1."), Priority.INTERRUPT)
    assert speech.spoken == [
        Utterance("You moved c3 to d4.", True),
        Utterance("Black moves f6 to e5.", False),
        Utterance("Your turn.", False),
        Utterance("Cursor on a1.", True),
    ]


def test_repeated_identical_message_is_spoken_twice(parts) -> None:
    announcer, speech, display, _earcons = parts
    message = Message("Capture is mandatory.", MessageKind.ILLEGAL)
    announcer.announce(message)
    announcer.announce(message)
    assert speech.texts == ["Capture is mandatory.", "Capture is mandatory."]
    assert len(display.regions) == 2
    assert len(announcer.history) == 2


def test_braille_gets_the_brief_form(parts) -> None:
    announcer, speech, display, _earcons = parts
    announcer.announce(Message("White moves c3 to d4.", MessageKind.MOVE, brief="c3-d4"))
    assert speech.texts == ["White moves c3 to d4."]
    assert display.texts == ["c3-d4"]
    assert display.regions[0].braille == "⠉⠼⠉⠤⠙⠼⠙"
    assert display.line.startswith("⠉⠼⠉⠤⠙⠼⠙⠀")
    assert announcer.history[-1].braille == "⠉⠼⠉⠤⠙⠼⠙"


@pytest.mark.parametrize(
    ("kind", "earcon"),
    [
        (MessageKind.ILLEGAL, "illegal"),
        (MessageKind.CAPTURE, "capture"),
        (MessageKind.MOVE, "move"),
        (MessageKind.TURN, "your_turn"),
        (MessageKind.ERROR, "error"),
    ],
)
def test_default_earcon_per_kind(parts, kind: MessageKind, earcon: str) -> None:
    announcer, _speech, _display, earcons = parts
    announcer.announce(Message("x", kind))
    assert earcons.names == [earcon]


def test_info_and_result_need_an_explicit_earcon(parts) -> None:
    announcer, _speech, _display, earcons = parts
    announcer.announce(Message("Row 3: empty.", MessageKind.INFO))
    announcer.announce(Message("Game over.", MessageKind.RESULT))
    assert earcons.names == []
    announcer.announce(Message("You won.", MessageKind.RESULT), earcon=Earcon.WON)
    announcer.announce(Message("Draw.", MessageKind.RESULT), earcon="drawn")
    assert earcons.names == ["won", "drawn"]


def test_earcon_pan_pitch_and_switches(parts) -> None:
    announcer, _speech, _display, earcons = parts
    earcons.set_volume("move", 0.5)
    announcer.announce(Message("c3", MessageKind.MOVE), pan=-0.5, pitch_step=3)
    earcons.set_enabled(Earcon.MOVE, False)
    announcer.announce(Message("d4", MessageKind.MOVE))
    assert [(p.earcon, p.volume, p.pan, p.pitch_step) for p in earcons.played] == [
        (Earcon.MOVE, 0.5, -0.5, 3)
    ]


def test_notice_is_queued_and_not_repeated(parts) -> None:
    announcer, speech, _display, earcons = parts
    announcer.announce(Message("Black captured on d4.", MessageKind.CAPTURE), Priority.QUEUE)
    announcer.announce(Message("Speech switched to text."), Priority.NOTICE)
    assert speech.spoken[-1] == Utterance("Speech switched to text.", False)
    assert earcons.names == ["capture"]
    repeated = announcer.repeat_last()
    assert repeated is not None and repeated.message.text == "Black captured on d4."
    assert speech.spoken[-1] == Utterance("Black captured on d4.", True)
    assert earcons.names == ["capture"]  # repeat does not replay the earcon


def test_stop_speech_and_switching_outputs_off(parts) -> None:
    announcer, speech, display, _earcons = parts
    announcer.stop_speech()
    assert speech.stops == 1
    announcer.speech_enabled = False
    announcer.announce(Message("Only in braille."))
    assert speech.texts == [] and display.texts == ["Only in braille."]
    announcer.speech_enabled, announcer.braille_enabled = True, False
    announcer.announce(Message("Only spoken."))
    assert speech.texts == ["Only spoken."] and display.texts == ["Only in braille."]


def test_ready_region_with_targets(parts) -> None:
    announcer, _speech, display, _earcons = parts
    region = BrailleRegion.from_cells([("⠁", "a3"), ("⠀", "b3"), ("⠃", "c3")])
    announcer.announce(Message("Row 3: a3 white man, c3 black man.", brief="3"), region=region)
    display.feed_key(BrailleKey(BrailleKeyKind.ROUTE, cell=2))
    key = display.read_key(timeout=0)
    assert key is not None and key.target == "c3"


def test_language_switch_moves_default_table(parts) -> None:
    announcer, speech, _display, _earcons = parts
    announcer.translator.set_table("en-ueb-g1")
    announcer.set_language("de")
    assert speech.language == "de" and announcer.translator.table.value == "de-g1.ctb"


def test_a_message_with_a_glance_plays_it_once(parts) -> None:
    announcer, speech, _display, earcons = parts
    announcer.announce(Message("South houses 1 to 6: 4, 0, 5.", MessageKind.INFO,
                               glance=(-6, None, -4)))
    announcer.announce(Message("South to move.", MessageKind.INFO))
    assert earcons.glances == [(-6, None, -4)]
    earcons.set_volume(Earcon.GLANCE, 0.5)
    earcons.set_enabled(Earcon.GLANCE, False)
    announcer.announce(Message("North houses.", MessageKind.INFO, glance=(0, 0)))
    assert earcons.glances == [(-6, None, -4)]
    assert speech.texts[-1] == "North houses."


def test_reading_back_finds_an_unread_turn_before_the_players_own_move(parts) -> None:
    """White's reply stays on the display; "Black, your turn." waits behind it, and Black
    moves without reading it. The history read back said "Black d4-e5" and then "Black, your
    turn.", as if it were Black's turn again after the move."""
    announcer, _speech, _display, _earcons = parts
    announcer.announce(Message("Black moves c3 to d4.", MessageKind.MOVE, brief="Black c3-d4"))
    announcer.announce(Message("White moves h6 to g5.", MessageKind.MOVE, brief="White h6-g5"),
                       Priority.QUEUE)
    announcer.announce(Message("Black, your turn.", MessageKind.TURN), Priority.QUEUE)
    assert announcer.reader.waiting == 1
    announcer.announce(Message("Black moves d4 to e5.", MessageKind.MOVE, brief="Black d4-e5"))
    assert announcer.reader.texts() == [
        "Black c3-d4", "White h6-g5", "Black, your turn.", "Black d4-e5"]
    assert announcer.reader.waiting == 0 and announcer.reader.unread == 0


def test_a_braille_line_alone_is_not_spoken_and_repeat_says_the_sentence(parts) -> None:
    # "moves" on the braille line: the count, then the list on a line of its own that has
    # no words (the speech said the one sentence); repeat said nothing after it.
    announcer, speech, display, _earcons = parts
    announcer.announce(Message("Black: 2 moves: a3 to b4 or c3 to d4.", brief="Black: 2 moves."))
    announcer.announce(Message("", brief="a3-b4 or c3-d4."), Priority.QUEUE, follow_up=True)
    assert speech.texts == ["Black: 2 moves: a3 to b4 or c3 to d4."]
    announcer.repeat_last()
    assert speech.texts[-1] == "Black: 2 moves: a3 to b4 or c3 to d4."
