"""The seat question of a card game says what a seat means: who deals first and who begins."""

from __future__ import annotations

import pytest

from tests.test_first_menu import run_terminal


@pytest.mark.parametrize(("lang", "game", "expected"), [
    ("de", "mau-mau", "Welchen Platz nimmst du? Spieler 1 gibt als Erster, Spieler 2 fängt an; "
                      "danach gibt reihum der Nächste links. Tippe eine Zahl von 1 bis 4."),
    ("en", "mau-mau", "Which seat do you take? Player 1 deals first and Player 2 begins; then "
                      "the deal passes to the left. Type a number from 1 to 4."),
    ("en", "whist", "Which seat do you take: 1 North, 2 East, 3 South, 4 West? North deals "
                    "first and East begins; then the deal passes to the left. Type a number "
                    "from 1 to 4."),
    ("de", "doppelkopf", "Welchen Platz nimmst du: 1 Nord, 2 Ost, 3 Süd, 4 West? Nord gibt als "
                         "Erster, Ost fängt an; danach gibt reihum der Nächste links. Tippe eine "
                         "Zahl von 1 bis 4."),
])
def test_the_seat_question_says_who_deals_and_who_begins(tmp_path, monkeypatch, lang, game,
                                                         expected):
    """A play-tester heard "Welchen Platz nimmst du? Tippe eine Zahl von 1 bis 4." in Mau Mau,
    which says nothing of what a seat means; Whist named its seats, but not who deals."""
    env = "C.UTF-8" if lang == "en" else "de_DE.UTF-8"
    quit_word = "quit" if lang == "en" else "ende"
    lines = run_terminal((env, [game, "c", "1", quit_word]), tmp_path, monkeypatch,
                         "--lang", lang)
    assert expected in lines
