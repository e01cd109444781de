"""Whist's status: the tricks of the deal being played first, in a few natural words."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table

HUMAN = Seat(SeatKind.HUMAN)


@pytest.mark.parametrize(("lang", "word", "tricks"), [
    ("en", "status", "Tricks this deal: North and South {a}, East and West {b}."),
    ("de", "stand", "Stiche in dieser Runde: Nord und Süd {a}, Ost und West {b}."),
])
def test_the_status_says_this_deal_s_tricks_first(lang, word, tricks):
    """Play-testing: status said 'Tricks in the deal being played so far: …' last, after
    the trumps, the table, the points and the games; the tricks of this deal are what a
    player follows most, so they come right after the turn."""
    table = Table(WhistGame(), [HUMAN] * 4, seed=3)
    console = Console(table, 0, lang)
    console.opening()
    while sum(console.state.taken) < 5:
        table.submit(table.to_move(), table.state.legal_moves()[0])
    turn_said, said = (m.text for m in console.handle_line(word))
    expected = tricks.format(a=console.state.taken[0], b=console.state.taken[1])
    # The turn and the trick's number, then the rest, each a message (a braille line).
    assert turn_said.startswith(console.turn_text()), turn_said
    assert said.startswith(f"{expected} "), said
    assert said.count(expected) == 1
