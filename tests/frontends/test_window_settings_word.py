"""The word "settings" typed on the window's command line opens the settings menu, as F3 does
and as the word does in the terminal; Escape there comes back to the game where it was."""

from __future__ import annotations

import pytest

from accessible_games.frontends.app import App, Screen
from accessible_games.frontends.menu import MenuKey
from accessible_games.lineup import REGISTRY
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings


@pytest.mark.parametrize(("lang", "word"), [("en", "settings"), ("de", "Einstellungen")])
def test_settings_typed_in_a_game_opens_the_settings_and_escape_returns(lang, word, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(), lang=lang, seed=2)
    app.start()
    session = Console.local(REGISTRY.create("kalah"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang)
    app.begin(session)
    moves_before = len(session.history)
    app.open_line(word)
    app.line_submit()
    assert app.screen is Screen.SETTINGS and app.settings_menu is not None
    assert app.settings_menu.name == "settings"
    app.menu_key(MenuKey.ESCAPE)
    assert app.screen is Screen.GAME and app.session is session
    assert len(session.history) == moves_before  # the word was no move and no command
