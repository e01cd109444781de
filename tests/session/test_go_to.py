""""go to e4", "gehe zu Haus 3", "geh nach e3": the cursor goes to the place after the
preposition. It was '"to e4" is not a place, row or column here.'"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import CommandKind, parse_command
from accessible_games.session.console import Console, Seat, SeatKind


@pytest.mark.parametrize(("line", "place"), [
    ("go to e4", "e4"), ("goto e4", "e4"), ("gehe zu e4", "e4"), ("geh nach Haus 3", "Haus 3"),
    ("gehe zur Reihe 2", "Reihe 2"), ("go e4", "e4"), ("go to", "to"),
])
def test_go_leaves_out_the_preposition_before_its_place(line, place):
    command = parse_command(line)
    assert (command.kind, command.argument) == (CommandKind.GO, place)


@pytest.mark.parametrize(("game_id", "lang", "line", "said"), [
    ("checkers", "en", "go to e3", "e3, black man."),
    ("checkers", "de", "gehe zu e3", "e3, schwarzer Stein."),
    ("kalah", "de", "gehe zu Haus 3", "Südhaus 3, 4 Samen."),
    ("kalah", "en", "go to house 3", "South house 3, 4 seeds."),
])
def test_go_to_a_place_puts_the_cursor_there(game_id, lang, line, said):
    console = Console.local(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN),
                                                       Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, seed=1)
    console.opening()
    assert [m.text for m in console.handle_line(line)] == [said]
