"""Doppelkopf's reckoning and announcement reading without the same words twice: two foxes
caught by one party were "fox caught for Kontra 1, fox caught for Kontra 1", a "no 90" said
by both parties was listed twice, and "announcements" read "Re, no 90 and Kontra, no 90, no
60", each level of both parties spelled out; and each party was named after every one of its
items ("gewonnen für Re 1, unter 90 für Re 1, Re angesagt für Re 2"), now once before them."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.game import PLAY, DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import DealScored
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber

ITEMS = (("won", 0, 1), ("re_said", 0, 2), ("kontra_said", 0, 2), ("no90_said", 0, 1),
         ("no90_said", 0, 1), ("fox", 1, 1), ("fox", 1, 1), ("doppelkopf", 0, 1))


@pytest.mark.parametrize(("lang", "items"), [
    ("en", "Scoring for Re: won 1, Re said 2, Kontra said 2, no 90 said by both 2, a "
           "Doppelkopf 1; for Kontra: 2 foxes caught 2."),
    ("de", "Wertung für Re: gewonnen 1, Re angesagt 2, Kontra angesagt 2, keine 90 von beiden "
           "abgesagt 2, Doppelkopf 1; für Kontra: 2 Füchse gefangen 2."),
])
def test_items_of_one_kind_and_party_are_said_once_with_their_count(lang, items):
    scored = DealScored(1, 0, (0, 2), 160, (8, 4), (1, 1), 0, ITEMS, 5, (5, -5, 5, -5),
                        (5, -5, 5, -5))
    assert items in DoppelkopfDescriber(DoppelkopfGame(), lang).event_line(scored)


@pytest.mark.parametrize(("lang", "levels", "said"), [
    ("en", [1, 4], "Announced: Re up to no 90 and Kontra up to schwarz."),
    ("en", [0, -1], "Announced: Re."),
    ("de", [0, 2], "Angesagt: Re und Kontra bis keine 60."),
])
def test_the_announcements_name_each_party_by_its_highest(lang, levels, said):
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.level = PLAY, levels
    assert DoppelkopfDescriber(game, lang).said_text(state) == said
