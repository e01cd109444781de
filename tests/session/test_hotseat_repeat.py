"""At a hot seat "repeat" says again what the person at the keyboard was just told.

Play-testing Whist with North and South at one keyboard: South confirmed the hand-over,
heard their hand and the table, and typed "repeat": "No move has been made yet." At South's
next turn "repeat" said "You play the two of clubs.", South's card of the turn before, in
words nobody had heard (everybody heard "South plays the two of clubs."). Each person's
console kept its own answers only, not what the hot seat told them.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Table, seats_of

REPEAT = {"en": "repeat", "de": "wiederholen"}
SOUTH = 2


def _texts(messages):
    return [m.text for m in messages]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_repeat_after_the_hand_over_says_the_hand_over_again(lang):
    # Whist, seed 2, people North and South: East leads, the keyboard passes to South.
    hot = HotSeat(Table(WhistGame(), seats_of(4, [0, SOUTH], 1), seed=2), lang)
    hot.opening()
    hand_overs = 0
    while hand_overs < 3:
        if hot.computer_to_move():
            hot.computer_move()
        elif hot.waiting is not None:
            person = hot.waiting
            told = hot.handle_line("")
            again = hot.handle_line(REPEAT[lang])
            assert _texts(again) == _texts(told)
            assert all(m.audience == frozenset({person}) for m in again)
            hand_overs += 1
        else:
            hot.handle_line(hot.shown.observation.legal_moves[0].notation)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_repeat_after_the_computer_moved_says_the_persons_line_and_the_moves(lang):
    # Mau Mau of three, seed 0, people in seats 1 and 3: the computer's eight makes Player 3
    # miss a turn, and Player 1 keeps the keyboard.
    hot = HotSeat(Table(REGISTRY.create("mau-mau", {"players": 3}), seats_of(3, [0, 2], 1),
                        seed=0), lang)
    hot.opening()
    mine: list = []
    for _ in range(60):
        if hot.waiting is not None:
            hot.handle_line("")
        elif hot.computer_to_move():
            theirs = hot.computer_move()
            if hot.waiting is None and theirs[-1].kind is MessageKind.TURN:
                break
        else:
            mine = hot.handle_line(hot.shown.observation.legal_moves[0].notation)
    else:
        raise AssertionError("the keyboard never stayed with the person who played")
    assert hot.active == 0
    assert _texts(hot.handle_line(REPEAT[lang])) == _texts(mine + theirs)
    assert "Player 1" in theirs[-1].text or "Spieler 1" in theirs[-1].text
