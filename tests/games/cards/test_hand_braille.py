"""The braille line on a card of the hand: a deafblind player reads there whether it may be
played, as speech says it ("King of diamonds, playable, card 2 of 5."); the card's name alone
left them to try each card."""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("lang", "brailled"), [
    ("en", ["ten of clubs", "king of diamonds, playable"]),
    ("de", ["Kreuz-Zehn", "Karo-König, spielbar"]),
])
def test_a_playable_card_is_brailled_as_playable(lang, brailled):
    console = seated("mau-mau", lang, 4)
    console.handle_line("zone")
    first = [m.short for m in console.handle_line("zone")][-1]
    second = [m.short for m in console.handle_line("right")][-1]
    assert [first, second] == brailled
