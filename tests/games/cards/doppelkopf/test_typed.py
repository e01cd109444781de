"""Typed reservations in both languages, singular and plural, with and without a hyphen: a
play-tester typed "queens solo" and heard 'I cannot read "queens solo"'; only "queen solo" was
known."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.moves import Reservation, Reserve
from tests.consoles import seated
from tests.games.cards.doppelkopf.helpers import deal_with, dealt

R = Reservation
WORDS = {
    R.HEALTHY: ("gesund", "Gesund", "healthy", "kein Vorbehalt", "no reservation"),
    R.WEDDING: ("Hochzeit", "wedding", "marriage"),
    R.QUEEN_SOLO: ("Damensolo", "Damen-Solo", "damen solo", "Dame-Solo", "ein Damensolo",
                   "Solo Damen", "queen solo", "queens solo", "queen-solo", "queensolo",
                   "a queen solo"),
    R.JACK_SOLO: ("Bubensolo", "Buben-Solo", "Bube solo", "jack solo", "jacks solo",
                  "jacks-solo", "knaves solo"),
    R.CLUBS_SOLO: ("Kreuzsolo", "Kreuz-Solo", "clubs solo", "club solo", "clubs-solo"),
    R.SPADES_SOLO: ("Piksolo", "Pik-Solo", "spades solo", "spade solo"),
    R.HEARTS_SOLO: ("Herzsolo", "Herz-Solo", "hearts solo", "heart solo"),
    R.DIAMONDS_SOLO: ("Karosolo", "Karo-Solo", "Trumpfsolo", "diamonds solo",
                      "diamond solo", "diamonds-solo"),
    R.MEATLESS: ("Fleischloser", "fleischlos", "Fleischlos-Solo", "einen Fleischlosen",
                 "Ass-Solo", "meatless", "meatless solo", "trumpless", "trumpless solo",
                 "no-trump solo", "no trumps solo"),
}


@pytest.mark.parametrize(("word", "kind"),
                         [(word, kind) for kind, words in WORDS.items() for word in words])
def test_every_reservation_word_is_understood(word: str, kind: Reservation) -> None:
    # North, first to speak, holds both queens of clubs: a wedding is theirs to say too.
    state = dealt(deal_with(["qc", "qc", "qs", "qh", "jc", "ad", "10d", "ac", "as", "ah",
                             "kh", "9h"]))
    assert state.parse_move(word) == Reserve(kind)


@pytest.mark.parametrize(("lang", "word", "said"), [
    ("en", "queens solo", "You say: queen solo."),
    ("en", "trumpless", "You say: meatless solo."),
    ("de", "Buben-Solo", "Du sagst: Bubensolo."),
    ("de", "fleischlos", "Du sagst: Fleischloser."),
])
def test_a_typed_solo_is_said_back_by_its_name(lang: str, word: str, said: str) -> None:
    console = seated("doppelkopf", lang, 5)  # North says last, and a solo wins
    assert console.handle_line(word)[0].text.startswith(said)
