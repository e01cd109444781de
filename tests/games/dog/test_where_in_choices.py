""""where" while choosing as which card a joker is played said the board's cursor ("field 6,
your marble. Selected: red joker."), which the choice does not touch: it now says the choice
under the cursor, as moving onto it does, and what is selected."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind

WHERE = {
    "en": ("where", "as king, 2 of 13. Selected: red joker.", "field 7, empty. Selected: red "
                                                              "joker."),
    "de": ("wo", "als König, 2 von 13. Ausgewählt: Joker rot.", "Feld 7, leer. Ausgewählt: "
                                                                "Joker rot."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_where_in_the_choices_says_the_choice(lang):
    game = DogGame()
    state = arrange(game, {0: [5, 20]}, {0: ["2c", "X"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, state=state)
    console.opening()
    console.handle(Command(CommandKind.PLAYABLE))  # the joker, the first playable card
    console.handle(Command(CommandKind.SELECT))
    assert console.zone is ZoneKind.CHOICES
    console.handle(Command(CommandKind.RIGHT))
    word, choice, board = WHERE[lang]
    assert [m.text for m in console.handle_line(word)] == [choice]
    console.handle(Command(CommandKind.DOWN))  # back on the board: its place again
    assert console.zone is ZoneKind.BOARD
    assert [m.text for m in console.handle_line(word)] == [board]
