"""A person alone against the computer at a card table is told their turn without their
seat's name ("Your turn.", was "Player 1, your turn."): one person at the machine needs no
name. Several people at one keyboard (a hot seat) keep the names, which the hand-over needs,
and a board game keeps its side ("Black, your turn."), which says whose pieces are whose."""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hotseat import HotSeat, open_game

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)

YOURS = {"en": r"^(Your turn\.|Your lead\.|Say healthy)",
         "de": r"^(Du bist am Zug\.|Du kommst raus\.|Sage an)"}
SEATS = re.compile(r"Player|Spieler|North|South|East|West|Nord|Süd|Ost")


@pytest.mark.parametrize("game", ["mau-mau", "whist", "doppelkopf"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_alone_against_the_computer_the_turn_names_no_seat(game: str, lang: str) -> None:
    rules = REGISTRY.create(game)
    console = Console.local(rules, [HUMAN] + [COMPUTER] * (rules.num_players - 1),
                            lang=lang, seed=3)
    opening = console.opening()
    turns = 0
    while turns < 3 and not console.table.outcome:
        while console.computer_to_move():
            said = console.computer_move()
            if said and console.state.to_move == 0:
                opening = said
        if console.table.outcome:
            break
        turn = [m for m in opening if m.kind.value == "turn"]
        assert turn, [m.text for m in opening]
        line = turn[-1].text
        assert re.search(YOURS[lang], line), line
        assert not SEATS.match(line), line
        assert re.search(YOURS[lang], console.turn_text()), console.turn_text()  # status
        turns += 1
        opening = console.handle_line(console.observation.legal_moves[0].notation)
    assert turns


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hot_seat_keeps_the_seat_names(lang: str) -> None:
    rules = REGISTRY.create("mau-mau", {"players": 3})
    seat = open_game(rules, [HUMAN, HUMAN, COMPUTER], lang=lang, seed=3)
    assert isinstance(seat, HotSeat)
    name = {"en": "Player", "de": "Spieler"}[lang]
    seat.opening()
    said = [m.text for m in seat.handle_line("")]
    # The hand-over names the person; the turn right after it does not again ("Your turn.").
    assert said[0].startswith(f"{name} 2, "), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_board_game_keeps_the_side(lang: str) -> None:
    console = Console.local(REGISTRY.create("checkers"), [HUMAN, COMPUTER], lang=lang, seed=1)
    assert console.opening()[-1].text == {"en": "Black, your turn.",
                                          "de": "Schwarz, du bist am Zug."}[lang]
