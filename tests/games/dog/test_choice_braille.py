"""Dog by keys on the braille line: a card chosen in the hand takes the player to the board,
and the line names the places it may go ("king of clubs: field 34 or your kennel"). It showed
the card alone, and a deafblind player had to search the board for its marbles."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.games.dog.test_table import dog_turn_by_keys

HUMAN = Seat(SeatKind.HUMAN)


@pytest.mark.parametrize(("lang", "board_words"), [("en", "on the board"),
                                                   ("de", "auf dem Brett")])
def test_a_card_taken_to_the_board_brailles_its_places(lang, board_words):
    table = Table(DogGame(), [HUMAN] * 4, seed=4)
    consoles = [Console(table, seat, lang) for seat in range(4)]
    for console in consoles:
        console.opening()
    pairs: list[tuple[str, str]] = []
    while not table.is_over and table.state.round_no < 2:
        console = consoles[table.to_move()]
        for _key, answer in dog_turn_by_keys(console.handle, console):
            pairs += [(m.text, m.short) for m in answer
                      if m.kind is MessageKind.SELECT and board_words in m.text]
        for other in consoles:
            other.catch_up()
    assert pairs
    for text, short in pairs:
        card, targets = short.split(": ", 1)
        assert text.startswith(card) and targets and targets.split()[-1].rstrip(".") in text, \
            (text, short)
