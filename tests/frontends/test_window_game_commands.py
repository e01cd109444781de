"""In the window: Control+R resigns, Control+M starts a rematch with the sides swapped and
Control+N goes back to the menu, each after its question."""

from __future__ import annotations

import pygame

from accessible_games.engine import EndReason
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window


def test_resign_rematch_and_new_game_by_keys():
    window, app, outputs = recording_window(Settings(game="checkers"))
    speech = outputs.speech.current
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.humans == [0]
    press(window, pygame.K_r, pygame.KMOD_LCTRL)
    assert speech.texts[-1] == "Resign this game? Type yes or no."
    press(window, pygame.K_n, 0, "n")
    assert not session.is_over
    press(window, pygame.K_r, pygame.KMOD_LCTRL)
    press(window, pygame.K_y, 0, "y")
    outcome = session.table.outcome
    assert outcome is not None and outcome.reason is EndReason.RESIGNED
    assert "Game over: you have lost; White wins (resignation)." in speech.texts
    press(window, pygame.K_m, pygame.KMOD_LCTRL)
    assert speech.texts[-1].startswith("Play Checkers (English draughts) again, with the sides "
                                       "swapped? Your side: White.")
    press(window, pygame.K_y, 0, "y")
    rematch = app.session
    assert rematch is not None and rematch is not session and rematch.humans == [1]
    window.app.runner.wait(10)
    press(window, pygame.K_n, pygame.KMOD_LCTRL)
    assert speech.texts[-1] == "Leave this game and choose a new one? Type yes or no."
    press(window, pygame.K_y, 0, "y")
    assert app.session is None
