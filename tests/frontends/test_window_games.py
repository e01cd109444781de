"""Whole games against the computer in the window, driven only by posted key events.

The human side picks a legal move, walks the cursor there with the arrow keys and presses Enter
on each part; now and then it types the move on the command line instead (Tab, the notation,
Enter). After every move, the test checks that the move was spoken, brailled and sounded.
"""

from __future__ import annotations

import random

import pygame
import pytest

from accessible_games.output.sound.earcons import Earcon
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window, type_text, walk_to

MOVE_EARCONS = {Earcon.MOVE, Earcon.CAPTURE, Earcon.OPPONENT_MOVED}
RESULT_EARCONS = {Earcon.WON, Earcon.LOST, Earcon.DRAWN}


@pytest.mark.parametrize("game,typed_every", [("checkers", 5), ("reversi", 6), ("kalah", 4)])
def test_complete_game_by_keys(game: str, typed_every: int) -> None:
    settings = Settings(game=game, opponent="computer", level=1, seat=1)
    window, app, outputs = recording_window(settings, seed=3)
    speech = outputs.speech.current
    display = outputs.braille
    earcons = outputs.earcons
    rng = random.Random(7)

    # The main menu opens on "Start the game": Enter starts it.
    assert app.menu.items[app.menu.focus].id == "play"
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.game.id == game
    assert speech.texts[-2].startswith(session.opening()[0].text.split(".")[0])

    human_moves = cursor_moves = typed_moves = 0
    while not session.is_over:
        marks = (len(speech.spoken), len(display.regions), len(earcons.played),
                 len(session.history))
        legal = [m for m in session.state.legal_moves() if m.parts]
        assert legal, "the human has a move (passes are made by the session)"
        move = rng.choice(legal)
        human_moves += 1
        if human_moves % typed_every == 0:
            press(window, pygame.K_TAB)
            type_text(window, move.notation)
            press(window, pygame.K_RETURN)
            typed_moves += 1
        else:
            for part in move.parts:
                if len(session.history) > marks[3]:
                    break  # the builder completed the move early (the rest was forced)
                walk_to(window, part)
                press(window, pygame.K_RETURN)
            cursor_moves += 1
        new_turns = session.history[marks[3]:]
        assert new_turns and new_turns[0].move == move, (move, speech.texts[-3:])
        said = speech.texts[marks[0]:]
        shown = display.texts[marks[1]:]
        sounded = [p.earcon for p in earcons.played[marks[2]:]]
        for turn in new_turns:
            assert turn.message.text in said, turn.message
            assert turn.message.short in shown, turn.message
        assert sum(e in MOVE_EARCONS for e in sounded) >= len(new_turns), sounded
        if len(new_turns) > 1:  # the computer answered: queued, not interrupting
            computer = [u for u in speech.spoken[marks[0]:]
                        if u.text == new_turns[-1].message.text]
            assert computer and not computer[-1].interrupt
    assert cursor_moves >= 3 and typed_moves >= 1
    assert any(p.earcon in RESULT_EARCONS for p in earcons.played)
    result = session.describer.turn_text(session.state)
    assert result in speech.texts
    # Leaving the finished game returns to the main menu.
    press(window, pygame.K_q, pygame.KMOD_LCTRL)
    assert app.session is None and app.active_menu is app.menu


LATER_GAMES = ["international-draughts", "russian-draughts", "brazilian-draughts",
               "turkish-draughts", "schlagdame", "oware", "congkak", "breakthrough", "gomoku",
               "alquerque", "wolf-und-schafe", "blockade", "raeuber-und-gendarm", "halma-dame",
               "eckdame", "mad-mate", "maharadscha", "tablut", "arimaa"]


@pytest.mark.parametrize("game", LATER_GAMES)
def test_first_moves_by_keys_in_every_game(game: str) -> None:
    """Every game opens in the window, and three moves made with the arrow keys and Enter are
    played, spoken and brailled, with the computer (beginner) answering each."""
    settings = Settings(game=game, opponent="computer", level=1, seat=1)
    window, app, outputs = recording_window(settings, seed=5)
    speech, display = outputs.speech.current, outputs.braille
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.game.id == game
    rng = random.Random(11)
    for _ in range(3):
        if session.is_over:
            break
        marks = (len(speech.spoken), len(display.regions), len(session.history))
        move = rng.choice([m for m in session.state.legal_moves() if m.parts])
        for part in move.parts:
            if len(session.history) > marks[2]:
                break
            walk_to(window, part)
            press(window, pygame.K_RETURN)
        new_turns = session.history[marks[2]:]
        assert new_turns and new_turns[0].move == move, (move, speech.texts[-3:])
        for turn in new_turns:
            assert turn.message.text in speech.texts[marks[0]:]
            assert turn.message.short in display.texts[marks[1]:]
