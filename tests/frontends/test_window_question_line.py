"""A line typed on the window's command line while a question is open is read as the
terminal reads it: a command is that command, not a move of that name."""

from __future__ import annotations

import pytest

from accessible_games.frontends.app import App
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.output.setup import build_outputs
from accessible_games.session.commands import CommandKind
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings

LOOK = {"en": ("moves", "You have 2 moves."), "de": ("züge", "Du hast 2 Züge.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_command_typed_while_a_move_is_asked_about_is_that_command(lang, tmp_path,
                                                                     monkeypatch):
    """Asked "Spend the joker on it?", the window's line "moves" was taken for a move:
    'I cannot read "moves". Did you mean moves?'. It lists the moves, and the question stays
    open for yes."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    app = App(build_outputs("recorder", "recorder", "recorder", lang), Settings(), lang=lang,
              seed=2)
    app.start()
    game = DogGame()
    state = arrange(game, {}, {0: ["X", "Ac"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    session = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    app.begin(session)
    app.open_line("joker")
    app.line_submit()
    assert session.confirming is CommandKind.MOVE
    typed, heard = LOOK[lang]
    app.open_line(typed)
    app.line_submit()
    assert session.last_said[0].text.startswith(heard)
    assert session.confirming is CommandKind.MOVE
