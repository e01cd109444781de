"""A rematch of a card game of two against the computer asks in a card table's words: the
seats change ("Play Mau Mau again, in the other seat? You would be Player 2."), not "with
the sides swapped? Your side: Player 2.", which is a board's; help says "same" keeps the
sides or seats."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


@pytest.mark.parametrize(("lang", "asked", "brief"), [
    ("en", "Play Mau Mau again, in the other seat? You would be Player 2. Type yes or no.",
     "Play Mau Mau again as Player 2? Type yes or no."),
    ("de", "Noch einmal Mau-Mau spielen, auf dem anderen Platz? Du wärst Spieler 2. "
           "Tippe ja oder nein.",
     "Noch einmal Mau-Mau als Spieler 2? Tippe ja oder nein."),
])
def test_a_card_game_s_rematch_changes_seats_in_card_table_words(lang, asked, brief):
    console = Console.local(REGISTRY.create("mau-mau", {"players": 2}), [HUMAN, COMPUTER],
                            lang=lang, seed=3)
    console.opening()
    said, = console.handle_line("rematch" if lang == "en" else "revanche")
    assert (said.text, said.brief) == (asked, brief)


@pytest.mark.parametrize(("lang", "words"), [("en", "rematch same keeps the sides or seats"),
                                             ("de", "revanche gleich behält Seiten oder Plätze")])
def test_help_on_rematch_fits_card_games(lang, words):
    console = Console.local(REGISTRY.create("mau-mau", {"players": 2}), [HUMAN, COMPUTER],
                            lang=lang, seed=3)
    console.opening()
    answer = console.handle_line("help rematch" if lang == "en" else "hilfe revanche")
    assert any(words in m.text for m in answer), [m.text for m in answer]
