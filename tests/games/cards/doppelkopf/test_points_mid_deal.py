""""punkte" / "points" in the middle of a Doppelkopf deal says the card points taken so far.

Play-testing: asked during a deal, "punkte" read only the totals of the deals before ("Stand:
du 0, Ost 0, Süd 0, West 0."), and "points" was not understood at all; the card points of the
deal, which decide it, needed "augen" / "card points", which a player has to know. Privacy: the
parties are secret, so the card points are counted by the parties the asking seat knows, and a
trick of a seat whose party it does not know stays with "party unknown".
"""

from __future__ import annotations

import pytest

from tests.games.cards.doppelkopf.helpers import say
from tests.games.cards.doppelkopf.test_hint_why import _console, _deal


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "points", ["Card points: Re 0, Kontra 0, party unknown 16.",
                      "Totals: you 0, East 0, South 0, West 0."]),
    ("en", "score", ["Card points: Re 0, Kontra 0, party unknown 16.",
                     "Totals: you 0, East 0, South 0, West 0."]),
    ("de", "punkte", ["Augen: Re 0, Kontra 0, Partei offen 16.",
                      "Stand: du 0, Ost 0, Süd 0, West 0."]),
])
def test_points_asked_during_a_deal_say_the_card_points_as_far_as_known(lang, asked, said):
    # West leads the ace of clubs, North follows with the nine; South takes the trick (16).
    # North holds a queen of clubs (Re); South's party (Kontra, as West holds the other queen
    # of clubs) is not North's to know, so its 16 points are of a party unknown.
    state = _deal("ac", "9c")
    while state.trick:
        say(state, state.legal_moves()[0].notation)
    assert state.tricks[0][1] == 2  # South took it
    console = _console(state, lang)
    assert [m.text for m in console.handle_line(asked)] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Totals: you 0, East 0, South 0, West 0."]),
    ("de", ["Stand: du 0, Ost 0, Süd 0, West 0."]),
])
def test_points_before_the_first_card_say_the_totals_alone(lang, said):
    console = _console(_deal(), lang)
    assert [m.text for m in console.handle_line("points" if lang == "en" else "punkte")] \
        == said
