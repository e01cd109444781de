"""A shared braille display in the hot seat: when the keyboard passes to another person, the
braille history keeps nothing that was for the last person alone (their hand), so reading back
on the display cannot find it."""

from __future__ import annotations

import pytest

from accessible_games.frontends.speaker import Speaker
from accessible_games.lineup import REGISTRY
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.output.setup import build_outputs
from accessible_games.session.hotseat import open_game
from accessible_games.session.table import Seat, SeatKind
from accessible_games.storage.settings import Settings


@pytest.mark.parametrize("lang", ["en", "de"])
def test_reading_back_after_the_hand_over_finds_no_hand_of_the_last_person(lang):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    speaker = Speaker(outputs, Settings(), lang)
    game = REGISTRY.create("mau-mau")
    seats = [Seat(SeatKind.HUMAN)] * 2 + [Seat(SeatKind.COMPUTER, 1)] * 2
    hot = open_game(game, seats, lang=lang, seed=5)
    speaker.say_session(hot, hot.opening())

    def line(text: str) -> None:
        speaker.say_session(hot, hot.handle_line(text))
        while hot.computer_to_move():
            speaker.say_session(hot, hot.computer_move(), own=False)

    reader = outputs.announcer.reader
    hands: list[str] = []
    for _ in range(3):  # three hand-overs: confirm, note the hand, play a card
        line("")
        person = hot.active
        assert person is not None
        mine = hot.consoles[person].hand_line().short  # the cards in their braille code
        assert any(e.region.text == mine for e in reader.entries)  # it was brailled
        hands.append(mine)
        line(hot.observation.legal_moves[0].notation)
        assert hot.waiting is not None and hot.waiting != person
        texts = reader.texts()
        assert mine not in texts and not any(e.private for e in reader.entries), texts
        # Reading back through the whole history on the display finds no hand.
        display = reader.display
        for _ in range(len(reader.entries) + 1):
            display.feed_key(BrailleKey(BrailleKeyKind.PREVIOUS_MESSAGE))
            key = display.read_key(0)
            assert key is not None and reader.handle_key(key)
            assert display.region.text not in hands
    assert len(set(hands)) >= 2
