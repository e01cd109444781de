"""Doppelkopf's reservation round as it is said at the table: each seat says healthy or
"reservation" in turn, and which solo or wedding it is is named only when all four have spoken;
a play-tester heard "East: spades solo." before the three others had said a word."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.consoles import seated


@pytest.mark.parametrize(("lang", "healthy", "said", "decided"), [
    ("en", "healthy", "East: reservation.",
     "You say: healthy. East plays a spades solo alone. East leads."),
    ("de", "gesund", "Ost: Vorbehalt.",
     "Du sagst: gesund. Ost spielt Piksolo allein. Ost spielt aus."),
])
def test_a_solo_said_first_is_named_when_all_have_spoken(lang, healthy, said, decided):
    console = seated("doppelkopf", lang, 3)  # East, first to speak, holds a spades solo
    told = [heard.message.text for heard in console.history]
    assert said in told
    assert not any("solo" in text.casefold() for text in told)
    table = " ".join(message.text for message in console.handle_line("trick"))
    assert said in table and "solo" not in table.casefold()
    assert console.handle_line(healthy)[0].text == decided


@pytest.mark.parametrize(("lang", "solo", "yours"), [
    ("en", "spades solo", "You say: reservation (spades solo)."),
    ("de", "piksolo", "Du sagst: Vorbehalt (Piksolo)."),
])
def test_your_own_reservation_is_said_back_with_its_name(lang, solo, yours):
    game = REGISTRY.create("doppelkopf")
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    assert console.handle_line(solo)[0].text == yours
