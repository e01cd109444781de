"""The result of an online Mau Mau game of several deals on the braille line, seven people at
the table: within two windows of a 40-cell display (80 cells) in both languages, however long
their names. Each seat's count by its person's name ran to 137 cells with names of ten
letters or so; the counts go a number a seat in seat order then, as at home, and the winner
by seat where even their name is too long. Speech names every seat.

The table is played in one process (:class:`~tests.online.away_table.AwayTable`), heard from
the first seat as the online console tells it."""

from __future__ import annotations

import pytest

from accessible_games.narration.message import Message, MessageKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.away_table import AwayTable

TWO_WINDOWS = 2 * DISPLAY_CELLS

NAMES = ("Konstantinos", "Alexandra", "Maximilian", "Friederike", "Bartholomew", "Christopher",
         "Annemarie")
"""Seven people with names of nine to twelve letters."""

FULL_NAMES = ("Konstantinos Papadopoulos-Weber", "Alexandra Wilhelmina Rosenthal",
              "Maximilian von Hohenlohe-Berg", "Friederike Charlotte Lindqvist",
              "Bartholomew Fitzgerald-Hughes", "Christopher Montgomery-Blake",
              "Annemarie Josephine Schuster")
"""Seven people who signed up with their full names, near the 32 characters a name may
have."""


def _result(lang: str, names: tuple[str, ...], scoring: str) -> Message:
    """The result the first seat hears at the end of a game of seven (seed 1, two deals or two
    deals won), every seat's move chosen at random."""
    table = AwayTable(lang, game="mau-mau", seed=1, names=names,
                      options={"players": 7, "scoring": scoring, "target": 2})
    results: list[Message] = []
    while not table.over:
        table.step()
        results += [m for m in table.console.catch_up() if m.kind is MessageKind.RESULT]
    result, = results
    return result


@pytest.mark.parametrize(("lang", "names", "scoring", "brief", "size", "before"), [
    ("en", NAMES, "points", "Friederike wins. Points: you 51, 54, 73, 13, 35, 19, 31.", 65,
     137),
    ("de", NAMES, "points", "Friederike gewinnt. Punkte: du 51, 54, 73, 13, 35, 19, 31.", 64,
     126),
    ("en", NAMES, "win", "Annemarie wins. Deals won: you 0, 0, 0, 1, 0, 1, 2.", 60, 132),
    ("de", NAMES, "win", "Annemarie gewinnt. Gewonnene Runden: du 0, 0, 0, 1, 0, 1, 2.", 66,
     128),
    ("en", FULL_NAMES, "points", "Player 4 wins. Points: you 51, 54, 73, 13, 35, 19, 31.", 64,
     285),
    ("de", FULL_NAMES, "points", "Spieler 4 gewinnt. Punkte: du 51, 54, 73, 13, 35, 19, 31.",
     64, 253),
])
def test_an_online_result_of_seven_named_seats_fits_two_windows(lang, names, scoring, brief,
                                                                size, before):
    """``before``: the cells the line took with every seat by name ("Friederike wins. Points:
    you 51, Alexandra 54, Maximilian 73, ..."); with the full names, the counts a number a
    seat still took 87 cells after "Friederike Charlotte Lindqvist wins." (82 in German), so
    the winner goes by seat. Speech still names every seat, and the winner."""
    result = _result(lang, names, scoring)
    assert (result.short, cells(result.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < before
    assert all(name in result.text for name in names[1:])
    assert result.text.startswith(names[3] if scoring == "points" else names[6])
