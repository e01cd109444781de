"""Whist: the braille line of a deal's last card is short; "score" reads the rest."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.message import Message
from tests.games.cards.table_play import against_beginners


def _last_card(lang: str) -> Message:
    """The message of the first deal's last card (seed 5, the person playing its first
    legal card each turn)."""
    console = against_beginners(WhistGame(), lang, 5)
    for _ in range(13):
        heard = console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            heard += console.computer_move()
        ended = [m for m in heard if "win deal 1" in m.text or "gewinnen Runde 1" in m.text]
        if ended:
            return ended[0]
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(("lang", "brief", "honours"), [
    ("en", "South: jack of hearts, no spades. West takes the last trick. East and West win deal "
           "1, 5 points for tricks. Type score for the rest.",
     "4 points for honours"),
    ("de", "Süd: Herz-Bube, Pik nicht bedient. West bekommt den letzten Stich. Ost und West "
           "gewinnen Runde 1, 5 Punkte für Stiche. Tippe punkte für den Rest.",
     "4 Punkte für Honneurs"),
])
def test_the_last_card_of_a_deal_has_a_short_braille_line(lang, brief, honours):
    """Play-testing: the braille of the deal's last card was the whole deal result, some
    300 cells (trick counts, honours, the score). Braille now has the trick's winner and the
    deal's points; speech keeps everything."""
    message = _last_card(lang)
    assert message.brief == brief
    assert honours in message.text and honours not in message.brief
