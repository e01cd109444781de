"""The braille line on a card of the hand: a deafblind player reads there whether it may be
played, as speech says it ("King of diamonds, playable, card 2 of 5."); the card's name alone
left them to try each card."""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("lang", "brailled"), [
    ("en", ["ten of clubs, cannot be played", "king of diamonds, playable"]),
    ("de", ["Kreuz-Zehn, nicht spielbar", "Karo-König, spielbar"]),
])
def test_a_playable_card_is_brailled_as_playable(lang, brailled):
    """Playable or not, the braille line says it (the card's name alone left a deafblind
    player to try each card)."""
    console = seated("mau-mau", lang, 4)
    console.handle_line("zone")
    first = [m.short for m in console.handle_line("zone")][-1]
    second = [m.short for m in console.handle_line("right")][-1]
    assert [first, second] == brailled


@pytest.mark.parametrize(("lang", "select", "edge"), [
    ("en", "select", "Edge, still on clubs, 1 of 4."),
    ("de", "wählen", "Rand, weiter auf Kreuz, 1 von 4."),
])
def test_the_edge_of_the_choices_is_brailled(lang, select, edge):
    """At the first of a jack's wished suits, left brailled "clubs" alone, as if the cursor
    had moved there."""
    console = seated("mau-mau", lang, 4)
    for line in ("zone", "zone", "right", "right", "right", select):
        console.handle_line(line)
    assert [m.short for m in console.handle_line("left")] == [edge]
