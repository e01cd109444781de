"""Mau Mau: the direction of play in "since", and who plays after the listener.

A nine reverses the direction; "since" told the nine among the cards without saying so, and
nothing said whose turn follows the listener's, which a player at the table sees.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.mau_mau.rules import Play
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.games.cards.test_mau_mau import card, position

HUMAN = Seat(SeatKind.HUMAN)


def _reversed(lang: str) -> Console:
    """Four people; Player 1 plays the queen of clubs, Player 2 a nine of clubs, which turns
    play back to Player 1. Player 1's console."""
    state = position(["qc 8d kd ad", "9c 8h kh", "xh jh", "xs js"], "kc")
    table = Table(state.game, [HUMAN] * 4, state=state)
    me = Console(table, 0, lang=lang)
    table.submit(0, Play(card(state.game, "qc")))
    table.submit(1, Play(card(state.game, "9c")))
    return me


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The direction of play changed."),
    ("de", "Die Spielrichtung hat gewechselt."),
])
def test_since_tells_the_direction_changed(lang, said):
    me = _reversed(lang)
    text = me.handle_line("since")[0].text
    assert said in text, text
