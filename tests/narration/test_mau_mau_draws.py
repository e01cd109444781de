"""Mau Mau: draws in a row told as one sentence, live and in "since", never naming a card
another seat drew."""

from __future__ import annotations

import re

import pytest

from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.narration.games.mau_mau import MauMauDescriber
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind

ONE_DRAW = {"en": re.compile(r"^Player (\d) draws (a card|\d cards)\.$"),
            "de": re.compile(r"^Spieler (\d) zieht (eine Karte|\d Karten)\.$")}
EACH = {"en": re.compile(r" each draw a card\.$"),
        "de": re.compile(r"^Je eine Karte ziehen (die )?Spieler [\d ,und]+\.$")}


def heard_live(lang: str, seed: int, moves: int = 120) -> list[str]:
    """Every line the person in seat 1 hears against three computers, the person playing
    the first move they may make."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(MauMauGame({"players": 4}), seats, lang=lang, seed=seed)
    lines = [m.text for m in console.opening()]
    for _ in range(moves):
        while console.computer_to_move():
            lines += [m.text for m in console.computer_move()]
        if console.is_over:
            break
        move = console.observation.legal_moves[0]
        lines += [m.text for m in console.handle(Command(CommandKind.MOVE, move.notation))]
    return [line for text in lines for line in re.split(r"(?<=\.) (?=[A-Z])", text)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_other_seats_drawing_in_a_row_is_said_in_one_sentence(lang):
    lines = heard_live(lang, seed=4)
    # Two other seats' draws are never told line after line ...
    for first, second in zip(lines, lines[1:]):
        one, two = ONE_DRAW[lang].match(first), ONE_DRAW[lang].match(second)
        assert not (one and two), (first, second)
    # ... but together, as players at the table say it.
    assert any(EACH[lang].search(line) for line in lines)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Player 2 draws a card. Players 3 and 4 each draw 2 cards. You draw a card."),
    ("de", "Spieler 2 zieht eine Karte. Je 2 Karten ziehen die Spieler 3 und 4. "
           "Du ziehst eine Karte."),
])
def test_one_seats_draws_add_up_and_the_listener_draws_alone(lang, expected):
    game = MauMauGame({"players": 4})
    describer = MauMauDescriber(game, lang)
    describer.you = 0
    draws = [(1, 1), (2, 1), (2, 1), (3, 2), (0, 1)]
    assert describer.draws_text(draws) == expected


@pytest.mark.parametrize(("lang", "expected", "since"), [
    ("en", "Players 4 and 3 each draw a card.", "Players 4 and 3 each drew a card."),
    ("de", "Je eine Karte ziehen die Spieler 4 und 3.",
     "Je eine Karte haben die Spieler 4 und 3 gezogen."),
])
def test_seats_drawing_together_are_named_in_the_order_they_drew(lang, expected, since):
    """After a nine reversed the direction, Player 4 drew before Player 3; the sentence said
    "Die Spieler 3 und 4 ziehen je eine Karte.", in seat order and stiff in German."""
    describer = MauMauDescriber(MauMauGame({"players": 4}), lang)
    describer.you = 0
    assert describer.draws_text([(3, 1), (2, 1)]) == expected
    assert describer.draws_text([(3, 1), (2, 1)], "since.drew") == since
