"""The "playable" key (N) in the hand says when it went round the end of the hand."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from tests.games.cards.table_play import against_beginners


@pytest.mark.parametrize(("lang", "forth", "back"), [
    ("en", "Round to the first playable card. Four of diamonds, playable, card 2 of 13.",
     "Round to the last playable card. Jack of diamonds, playable, card 4 of 13."),
    ("de", "Wieder von vorn. Karo-Vier, spielbar, Karte 2 von 13.",
     "Wieder von hinten. Karo-Bube, spielbar, Karte 4 von 13."),
])
def test_playable_says_it_started_again(lang, forth, back):
    """Play-testing: "King of clubs, playable, card 2 of 7." then "Ten of clubs, playable,
    card 1 of 7.": the round from the last playable card to the first went unsaid, and the
    player took the ten for a card further on. Three diamonds may follow suit here."""
    console = against_beginners(WhistGame(), lang, 0)
    said = [console.handle_line("playable")[-1] for _ in range(4)]
    note = forth.split(". ")[0] + "."
    assert forth.endswith(said[0].text) and not said[0].text.startswith(note)  # no round yet
    assert not any(m.text.startswith(note) for m in said[1:3])
    assert said[3].text == forth
    assert said[3].brief is not None and said[3].brief.startswith(note)  # on braille too
    assert console.handle_line("playable back")[-1].text == back
