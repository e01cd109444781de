""""gehe herz", "go queen": the hand's cursor onto the first card of a suit or rank.

Play-testing Whist in German with three hearts in hand, "gehe herz" was "„herz“ ist keine
Karte deines Blatts; du hast 13 Karten.", as if the hand held none; "gehe herz dame" went
to the card, and a suit or a rank alone went nowhere. In Doppelkopf a suit is its plain
cards, after the trumps, as "farbe" goes class by class.
"""

from __future__ import annotations

import pytest

from tests.consoles import seated


def _go(game_id: str, lang: str, seed: int, typed: str) -> list[str]:
    console = seated(game_id, lang, seed)
    return [m.text for m in console.handle_line(typed)]


@pytest.mark.parametrize(("game_id", "lang", "seed", "typed", "said"), [
    ("whist", "de", 9, "gehe herz", "Herz-Fünf, spielbar, Karte 9 von 13."),
    ("whist", "de", 9, "gehe Pik", "Pik-Fünf, nicht spielbar, Karte 12 von 13."),
    ("whist", "de", 9, "gehe dame", "Kreuz-Dame, nicht spielbar, Karte 3 von 13."),
    ("whist", "en", 9, "go hearts", "Five of hearts, playable, card 9 of 13."),
    ("whist", "en", 9, "go queen", "Queen of clubs, cannot be played, card 3 of 13."),
    ("doppelkopf", "de", 2, "gehe kreuz", "Kreuz-König, Karte 7 von 12."),
    ("doppelkopf", "de", 2, "gehe ass", "Pik-Ass, Karte 9 von 12."),
])
def test_go_and_a_suit_or_rank_goes_to_its_first_card(game_id, lang, seed, typed, said):
    assert _go(game_id, lang, seed, typed) == [said]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "gehe bube", "Du hast keinen Buben auf der Hand."),
    ("en", "go jack", "You hold no jack."),
])
def test_go_and_a_rank_not_held_says_so(lang, typed, said):
    assert _go("whist", lang, 9, typed) == [said]
