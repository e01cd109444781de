"""Doppelkopf's reckoning and announcement reading without the same words twice: two foxes
caught by one party were "fox caught for Kontra 1, fox caught for Kontra 1", a "no 90" said
by both parties was listed twice, and "announcements" read "Re, no 90 and Kontra, no 90, no
60", each level of both parties spelled out, and not who had announced; and each party was
named after every one of its items ("gewonnen für Re 1, unter 90 für Re 1, Re angesagt für Re
2"), now once before them."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.game import OVER, PLAY, DoppelkopfGame
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


@pytest.mark.parametrize(("lang", "announcers", "said"), [
    ("en", [(0, 0, 0), (1, 1, 0), (2, 0, 1), (1, 1, 4)],
     "Announced: Re up to no 90 (North and South) and Kontra up to schwarz (East)."),
    ("en", [(3, 0, 0)], "Announced: Re (West)."),
    ("de", [(1, 0, 0), (2, 1, 0), (0, 1, 2)],
     "Angesagt: Re (Ost) und Kontra bis keine 60 (Süd und Nord)."),
])
def test_the_announcements_name_each_party_by_its_highest(lang, announcers, said):
    """Each party by its highest level, with the seats that announced for it: "Re and
    Kontra" left the player to remember who had spoken."""
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.announcers = PLAY, announcers
    state.level = [max((lv for _s, p, lv in announcers if p == party), default=-1)
                   for party in (0, 1)]
    assert DoppelkopfDescriber(game, lang).said_text(state) == said


@pytest.mark.parametrize(("lang", "standing"), [
    ("en", "Points: North -7, East 7, South 7, West -7. Totals: North -11, East 11, South 11, "
           "West -11."),
    ("de", "Punkte: Nord -7, Ost 7, Süd 7, West -7. Stand: Nord -11, Ost 11, Süd 11, West -11."),
])
def test_a_deal_after_the_first_ends_with_the_running_totals(lang, standing):
    """After deal 2 the player heard that deal's points only ("Points: North -7, ...") and had
    to add up the session in their head; the totals follow now, as the score keeper reads
    them out. Not after deal 1 (the same numbers twice), nor after the last deal, whose
    result line reads the totals."""
    game = DoppelkopfGame()
    state = game.new_state()
    describer = DoppelkopfDescriber(game, lang)
    second = DealScored(2, 0, (1, 2), 200, (9, 3), (0, 0), 0, ITEMS[:1], 7, (-7, 7, 7, -7),
                        (-11, 11, 11, -11))
    def told(scored: DealScored) -> str:
        news = describer.table_news(state, [scored])  # the deal is told after its last card
        assert news is not None
        return news.text

    assert told(second).endswith(standing)
    first = DealScored(1, 0, (1, 2), 162, (9, 3), (-1, 0), 0, ITEMS[:1], 4, (-4, 4, 4, -4),
                       (-4, 4, 4, -4))
    assert told(first).endswith("West -4.")
    state.phase = OVER
    assert told(second).endswith("West -7.")
