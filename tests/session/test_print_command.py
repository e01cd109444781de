"""print on a console that no front end prints for (an online table's): said so, in words."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "print", "Printing is not available here."),
    ("de", "drucken", "Drucken geht hier nicht."),
])
def test_print_where_nothing_prints_says_so_not_that_saving_is_missing(lang, typed, said):
    """"print" on a console no front end prints for said "Saving is not available just now."."""
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    session = Console.local(REGISTRY.create("kalah"), seats, lang=lang, seed=1)
    assert [m.text for m in session.handle_line(typed)] == [said]
