"""The session parts its long braille lines in the table the speaker writes."""

from __future__ import annotations

from accessible_games.frontends.speaker import Speaker
from accessible_games.output.braille.translator import BrailleTable
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.consoles import people_at


def test_the_speaker_tells_the_session_the_table_it_writes():
    outputs = build_outputs("recorder", "recorder", "recorder", "de")
    outputs.announcer.translator.set_table(BrailleTable.DE_G2)
    speaker = Speaker(outputs, Settings(), "de")
    console = people_at("russian-draughts", "W:WKd4,Kc1:Ba7", "de")
    assert console.line_table is BrailleTable.DE_G1
    speaker.say_session(console, console.opening())
    assert console.line_table is BrailleTable.DE_G2
