"""The end of a game at a hot seat says what to type next, to everybody: the table's public
console has no player of its own, so the result ("Player 3 wins the game.") was the last
word, and nobody heard how to play again, choose another game or stop."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.hotseat import open_game
from accessible_games.session.table import Seat, SeatKind

NEXT = {
    "en": "Type rematch to play this game again, new to choose another game, or quit.",
    "de": "Tippe revanche, um dieses Spiel noch einmal zu spielen, neu für ein anderes Spiel "
          "oder ende.",
}


def _played_out(lang: str) -> list[Message]:
    """A Mau Mau hot seat of two people and two computers played to its end by the first
    legal move of each person (Enter first for every hand-over); the last answer."""
    seats = [Seat(SeatKind.HUMAN)] * 2 + [Seat(SeatKind.COMPUTER, 1)] * 2
    table = open_game(REGISTRY.create("mau-mau"), seats, lang=lang, seed=3)
    said = table.opening()
    for _ in range(3000):
        if table.table.is_over:
            return said
        if table.computer_to_move():
            said = table.computer_move()
            continue
        table.handle_line("")  # the hand-over, where one waits
        legal = table.table.state.legal_moves()
        said = table.handle_line(legal[0].notation)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_end_of_a_hot_seat_game_says_what_to_type_next(lang: str) -> None:
    said = _played_out(lang)
    texts = [m.text for m in said]
    assert texts[-1] == NEXT[lang], texts
    assert texts.count(NEXT[lang]) == 1
    assert said[-1].audience is None  # everybody's
