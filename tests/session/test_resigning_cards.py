"""Resigning a card game says who gave up and who wins: Whist said "East and West win by 0
points.", its sentence for a rubber's end, as if the points had decided it."""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("game_id", "lang", "expected"), [
    ("whist", "en", "Game over, North and South resigned: East and West win."),
    ("whist", "de", "Partie beendet durch Aufgabe von Nord und Süd: Ost und West gewinnen."),
    ("mau-mau", "en", "Game over, Player 1 resigned: players 2, 3, and 4 win."),
    ("mau-mau", "de", "Partie beendet durch Aufgabe von Spieler 1: Die Spieler 2, 3 und 4 "
                      "gewinnen."),
    ("doppelkopf", "de", "Partie beendet durch Aufgabe von Nord: Ost, Süd und West gewinnen."),
    ("dog", "en", "Game over, North and South resigned: East and West win."),
])
def test_resigning_a_card_game_says_who_gave_up(game_id, lang, expected):
    console = seated(game_id, lang)
    console.handle_line("resign" if lang == "en" else "aufgeben")
    said = console.handle_line("yes" if lang == "en" else "ja")
    assert said[0].text == expected
    # Told in the second person where there are two sides; second of four is not "lost".
    verdict = {"en": "You have lost.", "de": "Du hast verloren."}[lang]
    two_sides = game_id in ("whist", "dog")
    assert (said[1].text == verdict) is two_sides
    assert console.turn_text() == expected  # status says it too
