"""Mau Mau on the braille line: every move within two windows of a 40-cell display.

A computer's jack with its wish and a missed Mau, a card that goes out and wins the deal with
the points so far, a seven stacked after a missed Mau, a reshuffle: spoken as sentences, their
braille forms ran to 100-200 cells ("Player 4: eight of diamonds. Player 4 did not say Mau and
draws a penalty card. Player 3 misses a turn."). On the braille line a card that comes with more
is shown in its code, the rest as notes ("Player 4: ⠓⠙, no Mau, a penalty card. Player 3 misses
a turn."); a card alone keeps its name.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai import playouts
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.mau_mau.rules import (
    DealScored,
    Draw,
    MauMissed,
    PlayerOut,
    TurnSkipped,
)
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

LANGS = ("en", "de")
TABLES = [
    (2, {}), (3, {"play_on": True}), (4, {"scoring": "points", "target": 3}),
    (5, {"scoring": "points", "target": 2}), (4, {"target": 2}),
    (4, {"deck": "double104", "throw_in": True, "mau_penalty": 2}),
    (3, {"deck": "skat32", "play_on": True}),
]


@pytest.fixture(autouse=True)
def _unhurried_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computers search on the wall clock; here it stands still, so a seed plays alike."""
    monkeypatch.setattr(playouts, "clock", lambda: 0.0)


def whole_game(lang: str, players: int, options: dict, people: bool, seed: int) -> Console:
    """A whole game of Mau Mau: a person in the first seat typing a random move of the legal
    ones (seeded), the computer in the others, or people in every seat (a hot seat)."""
    game = REGISTRY.create("mau-mau", {"players": players, **options})
    others = Seat(SeatKind.HUMAN) if people else Seat(SeatKind.COMPUTER, 1)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [others] * (players - 1),
                            lang=lang, seed=seed)
    console.opening()
    chooser = random.Random(seed)
    for _ in range(2000):
        if console.is_over:
            break
        if console.computer_to_move():
            console.computer_move()
        elif console.observation.legal_moves:
            console.handle_line(chooser.choice(console.observation.legal_moves).notation)
        else:
            console.forced_moves()
    assert console.is_over
    return console


@pytest.mark.parametrize(("players", "options"), TABLES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_move_of_a_whole_game_fits_two_windows(lang, players, options):
    for people, seed in ((False, 11), (True, 12)):
        console = whole_game(lang, players, options, people, seed)
        moves = [t.message for t in console.history if t.message.kind is MessageKind.MOVE]
        assert moves
        for message in moves:
            shown = message.short
            assert cells(shown, lang) <= 2 * DISPLAY_CELLS, (shown, message.text)


def _line(lang: str, events: list, options: dict | None = None, you: int = 0) -> str:
    """The braille form of one move made of ``events``, told to seat ``you``."""
    game = REGISTRY.create("mau-mau", {"players": 5, **(options or {})})
    describer = describer_for(game, lang)
    describer.you = you
    state = game.new_state()
    return describer.move_message(state, Draw(), events, 3).short


def _card(rank: Rank, suit: Suit) -> int:
    return REGISTRY.create("mau-mau", {"players": 5}).deck.ids_of(Face(rank, suit))[0]


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "Player 4: ⠓⠙, no Mau, a penalty card. Player 3 misses a turn."),
    ("de", "Spieler 4: ⠓⠙, kein Mau, eine Strafkarte. Spieler 3 muss aussetzen."),
])
def test_a_card_with_a_missed_mau_and_a_skip_is_one_line(lang, shown):
    events = [CardPlayed(3, _card(Rank.EIGHT, Suit.DIAMONDS)), MauMissed(3, 1), TurnSkipped(2)]
    assert _line(lang, events) == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "Player 5: ⠛⠓, deal won. Points: you 34, 13, 31, 14, 0."),
    ("de", "Spieler 5: ⠛⠓, Runde gewonnen. Punkte: du 34, 13, 31, 14, 0."),
])
def test_a_last_card_that_wins_the_deal_gives_the_points_in_seat_order(lang, shown):
    """"Player 5: seven of hearts. Player 5 has no cards left. Player 5 wins the deal. Points
    left in hand so far: Player 1: 34, ... and Player 5: 0." ran to 200 cells."""
    events = [CardPlayed(4, _card(Rank.SEVEN, Suit.HEARTS)), PlayerOut(4, 1),
              DealScored(4, (34, 13, 31, 14, 0), (0, 0, 0, 0, 1))]
    assert _line(lang, events, {"scoring": "points", "target": 3}) == shown
