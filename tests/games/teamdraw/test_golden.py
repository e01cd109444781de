"""Golden transcripts of one Team draw game as two different seats hear it, in both languages.

North (seat 1 in the CLI's counting) and East play one seeded game with two computers; each
transcript holds every message that seat's console received, in order. The two files of one
language differ exactly where a card is private: each seat hears its own card and only that
"a card" was dealt to the others.
"""

from __future__ import annotations

import pytest

from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.golden import assert_golden

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)


def play(lang: str) -> dict[int, list[str]]:
    table = Table(TeamDrawGame(), (HUMAN, HUMAN, COMPUTER, COMPUTER), seed=11)
    consoles = {seat: Console(table, seat, lang) for seat in (0, 1)}
    heard: dict[int, list[str]] = {seat: [] for seat in consoles}

    def listen() -> None:
        for seat, console in consoles.items():
            heard[seat] += [f"{m.kind.value}: {m.text}" for m in console.catch_up()]

    for seat, console in consoles.items():
        heard[seat] += [f"{m.kind.value}: {m.text}" for m in console.opening()]
    typed = {0: ["board", "roll"], 1: ["status", "play", "since"]}
    while not table.is_over:
        if table.computer_to_move():
            table.computer_move()
            listen()
            continue
        seat = table.to_move()
        for line in typed[seat]:
            heard[seat] += [f"> {line}"]
            heard[seat] += [f"{m.kind.value}: {m.text}" for m in
                            consoles[seat].handle_line(line)]
        listen()
    return heard


@pytest.mark.parametrize("lang", ["en", "de"])
def test_two_seats_hear_their_own_game(lang):
    heard = play(lang)
    assert_golden(f"team-draw/two_seats_north.{lang}", heard[0])
    assert_golden(f"team-draw/two_seats_east.{lang}", heard[1])
