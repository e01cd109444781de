"""The Mau Mau pile before a hot seat's turn on the braille line: a person confirming the
hand-over ("yes") heard the pile and every hand's count, and read the same 130 to 155 cells
on a 40-cell display. The braille line reads it as status does, in two windows."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.braille_cells import cells


@pytest.mark.parametrize(("lang", "yes", "spoken", "line", "count"), [
    ("en", "yes",
     "On the pile: the eight of diamonds. 11 cards in the talon. Cards in hand: Player 1 has "
     "5, you have 5, Player 3 has 5, and Player 4 has 5.",
     "Pile ⠓⠙. Talon 11, hands: 5, you 5, 5, 5.", 48),
    ("de", "ja",
     "Auf dem Stapel: Karo-Acht. 11 Karten im Talon. Karten auf der Hand: Spieler 1 hat 5, du "
     "hast 5, Spieler 3 hat 5 und Spieler 4 hat 5.",
     "Stapel ⠓⠙. Talon 11, Hände: 5, du 5, 5, 5.", 46),
])
def test_the_pile_at_a_hand_over_is_read_as_status_reads_it(
        lang: str, yes: str, spoken: str, line: str, count: int) -> None:
    hot = HotSeat(Table(REGISTRY.create("mau-mau", {"players": 4}),
                        [Seat(SeatKind.HUMAN)] * 4, 0), lang)
    hot.opening()
    pile = next(m for m in hot.handle_line(yes) if m.text == spoken)
    assert (pile.short, cells(pile.short, lang)) == (line, count)
