"""A jack waiting for its wish, left for another card of the hand: it stays in the hand, and
the player hears so."""

from __future__ import annotations

import pytest

from tests.consoles import seated

SEED = 4
"""A seed whose first hand holds a jack that may be played (the fourth card, the jack of
hearts) and a playable card after it."""


@pytest.mark.parametrize(("lang", "walk", "expected"), [
    ("en", "playable", ["The jack of hearts stays in your hand.",
                        "Queen of hearts, playable, card 5 of 5."]),
    ("de", "spielbar", ["Herz-Bube bleibt auf deiner Hand.",
                        "Herz-Dame, spielbar, Karte 5 von 5."]),
    ("en", "go kd", ["The jack of hearts stays in your hand.",
                     "King of diamonds, playable, card 2 of 5."]),
])
def test_leaving_the_wish_for_another_card_says_the_jack_stays(lang, walk, expected):
    """Play-testing: at the wish ("clubs, 1 of 4.") "playable" moved to another card and never
    said that the jack went back to the hand."""
    console = seated("mau-mau", lang, SEED)
    for line in ("zone", "zone", "right", "right", "right"):
        console.handle_line(line)
    asked = [m.text for m in console.handle_line("select" if lang == "en" else "wählen")]
    assert asked[-1] in ("clubs, 1 of 4.", "Kreuz, 1 von 4.")
    assert [m.text for m in console.handle_line(walk)] == expected
    assert not console.builder.parts  # nothing waits for a wish any more
