""""moves" on a lead, when any card of the hand may be played.

A play-tester leading at Whist heard all thirteen cards named one by one ("You can play the
six of clubs, the jack of clubs, ... or the ten of spades.", 282 characters); that any card
will do is said in a few words now, the hand suit by suit only at verbose.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.describer import Verbosity
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells


def _hot_seat(game_id: str, lang: str) -> Console:
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=3)
    console.opening()
    return console


@pytest.mark.parametrize(("lang", "word", "said", "brief"), [
    ("en", "moves", "You can play any of your 13 cards.", "Any card: "),
    ("de", "züge", "Du kannst jede deiner 13 Karten spielen.", "Jede Karte: "),
])
def test_a_whist_lead_says_any_card_in_a_few_words(lang, word, said, brief):
    console = _hot_seat("whist", lang)
    answer, = console.handle_line(word)
    assert answer.text == said
    assert answer.short is not None and answer.short.startswith(brief)
    assert cells(answer.short, lang) <= 80


def test_at_verbose_the_lead_reads_the_hand_suit_by_suit():
    console = _hot_seat("whist", "en")
    console.set_verbosity(Verbosity.VERBOSE)
    answer, = console.handle_line("moves")
    assert answer.text == ("You can play any card. Your hand: 13 cards. Clubs: six, jack. "
                           "Diamonds: three, four, eight, ten, jack. Hearts: six, ten. "
                           "Spades: three, four, eight, ten.")


def test_following_suit_still_names_the_playable_cards():
    console = _hot_seat("whist", "en")
    console.handle_line("6c")
    answer, = console.handle_line("moves")
    assert answer.text.startswith("You can play the ")
    assert "any" not in answer.text


def test_a_doppelkopf_lead_keeps_its_announcements_after_any_card():
    console = _hot_seat("doppelkopf", "de")
    for _ in range(4):
        console.handle_line("gesund")
    answer, = console.handle_line("züge")
    assert answer.text == ("Du kannst jede deiner 12 Karten spielen. Mögliche Ansagen: Re, "
                           "keine 90, keine 60, keine 30 oder schwarz.")
    assert cells(answer.short, "de") <= 2 * 80
