"""The window's menu says a game's summary and its rules in braille lines of two windows at
most, as the terminal does: Dog's summary was one braille message of 297 cells and its rules
on kings one of 3823, panned through 40 cells at a time."""

from __future__ import annotations

import pytest

from accessible_games.frontends.app import App
from accessible_games.narration.message import Message
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.braille_cells import cells

TWO_WINDOWS = 80


def _app(tmp_path, monkeypatch, lang: str) -> tuple[App, list[Message]]:
    """The window's app on Dog, and every message its speaker is given from now on (each
    goes to the braille line as one message the display's keys step to)."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(game="dog", level=1), lang=lang, seed=1)
    app.start()
    given: list[Message] = []
    say, say_session = app.speaker.say, app.speaker.say_session

    def saying(messages, *args, **kwargs):
        given.extend(messages)
        return say(messages, *args, **kwargs)

    def saying_in(session, messages, *args, **kwargs):
        given.extend(messages)
        return say_session(session, messages, *args, **kwargs)

    monkeypatch.setattr(app.speaker, "say", saying)
    monkeypatch.setattr(app.speaker, "say_session", saying_in)
    return app, given


@pytest.mark.parametrize(("lang", "first"), [
    ("en", "You chose Dog."), ("de", "Du hast Dog gewählt.")])
def test_the_summary_of_the_game_chosen_in_the_window_is_brailled_in_lines(
        tmp_path, monkeypatch, lang, first):
    app, given = _app(tmp_path, monkeypatch, lang)
    app.start_game()
    shown = [m.short for m in given]
    assert shown[0] == first
    assert [t for t in shown if cells(t, lang) > TWO_WINDOWS] == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_read_from_the_window_s_menu_are_brailled_in_lines(tmp_path, monkeypatch,
                                                                     lang):
    app, given = _app(tmp_path, monkeypatch, lang)
    app._activate("rules")
    shown = [m.short for m in given]
    assert len(shown) > 100  # Dog's rules: about 200 lines
    assert [t for t in shown if cells(t, lang) > TWO_WINDOWS] == []
