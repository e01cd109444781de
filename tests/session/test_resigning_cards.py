"""Resigning a card game says who gave up and who wins: Whist said "East and West win by 0
points.", its sentence for a rubber's end, as if the points had decided it."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


@pytest.mark.parametrize(("game_id", "lang", "expected"), [
    ("whist", "en", "Game over, North and South resigned: East and West win."),
    ("whist", "de", "Partie beendet durch Aufgabe von Nord und Süd: Ost und West gewinnen."),
    ("mau-mau", "en", "Game over, Player 1 resigned: Player 2, Player 3, and Player 4 win."),
    ("doppelkopf", "de", "Partie beendet durch Aufgabe von Nord: Ost, Süd und West gewinnen."),
    ("dog", "en", "Game over, North and South resigned: East and West win."),
])
def test_resigning_a_card_game_says_who_gave_up(game_id, lang, expected):
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    console.handle_line("resign" if lang == "en" else "aufgeben")
    said = console.handle_line("yes" if lang == "en" else "ja")
    assert said[0].text == expected
    assert console.turn_text() == expected  # status says it too
