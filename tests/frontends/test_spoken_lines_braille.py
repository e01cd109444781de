"""The questions before a game on a braille display: the answer to a typed line is read from
its first message ("You chose Checkers..."), the next question waits behind it, as in a game,
instead of replacing it before it could be read; speech queues it instead of cutting it."""

from __future__ import annotations

import io

from accessible_games.frontends.speaker import Speaker
from accessible_games.frontends.terminal import SpokenLineIO
from accessible_games.narration.message import Message
from accessible_games.output.announcer import Priority
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings


def test_the_next_question_waits_behind_the_answer_until_the_next_line_is_typed():
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    lines = SpokenLineIO(Speaker(outputs, Settings(), "en"), io.StringIO("c\n"), io.StringIO())
    display, reader = outputs.braille, outputs.announcer.reader
    lines.say([Message("You chose Checkers (English draughts)."),
               Message("The usual rules apply.")])
    again = SpokenLineIO(lines.speaker, io.StringIO(), io.StringIO())  # another question's
    again.say([Message("Play against the computer or a person?")])
    assert display.region.text == "You chose Checkers (English draughts)."
    assert reader.waiting == 2
    assert [a.priority for a in list(outputs.announcer.history)[-3:]] == [
        Priority.INTERRUPT, Priority.QUEUE, Priority.QUEUE]
    for _ in range(2):
        assert reader.handle_key(BrailleKey(BrailleKeyKind.NEXT_MESSAGE))
    assert display.region.text == "Play against the computer or a person?"
    assert lines.ask() == "c"
    lines.say([Message("Computer level?")])  # the answer to the new line: shown at once
    assert display.region.text == "Computer level?"
    assert outputs.announcer.history[-1].priority is Priority.INTERRUPT
