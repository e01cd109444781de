"""Routing keys over the braille hand line: the key over a card puts the hand cursor on that
card and says it (nothing is played), in the terminal and in the window."""

from __future__ import annotations

import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.board_braille import hand_region
from accessible_games.frontends.braille_input import handle_braille_key
from accessible_games.frontends.terminal import key_command
from accessible_games.output.braille.display import RecordingDisplay
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.consoles import seated


def _routed(display: RecordingDisplay, cell: int) -> BrailleKey:
    display.feed_key(BrailleKey(BrailleKeyKind.ROUTE, cell=cell))
    key = display.read_key(0)
    assert key is not None
    return key


@pytest.mark.parametrize("cell", [6, 7])  # both cells of the third card
def test_terminal_a_routing_key_over_the_third_card_goes_there(cell):
    me = seated("mau-mau", "en", 4)
    played = len(me.history)
    display = RecordingDisplay()
    display.show(hand_region(me))  # "xc kd hh jh qh", the cursor on the first
    command = key_command(me, _routed(display, cell))
    assert command is not None
    said = me.handle(command)
    assert [m.text for m in said] == ["Eight of hearts, playable, card 3 of 5."]
    assert hand_region(me).cursor == 6 and len(me.history) == played


def test_window_a_routing_key_over_a_card_goes_there_and_the_blank_between_says_where():
    outputs = build_outputs("recorder", "recorder", "recorder", "de")
    app = App(outputs, Settings(board_line="on"), lang="de", seed=2)
    app.start()
    me = seated("mau-mau", "de", 4)
    app.begin(me)
    display = outputs.braille
    display.show(hand_region(me))
    handle_braille_key(app, _routed(display, 10))  # the fourth card's second cell
    assert outputs.announcer.history[-1].message.text == "Herz-Bube, spielbar, Karte 4 von 5."
    display.show(hand_region(me))
    handle_braille_key(app, _routed(display, 8))  # the blank after the third card
    assert outputs.announcer.history[-1].message.text == "Herz-Bube, spielbar, Karte 4 von 5."
