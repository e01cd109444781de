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


RUN_SUMMED = ("in a row", "hintereinander")
"""Words of the summary of the computer's run of sowings (Kalah, Congkak), said in place of
every sowing of the run but its last (``last`` tells each)."""


def told_in_full(turns: list, said: list[str]) -> list:
    """The turns whose own words must have been said: all but the sowings of a computer's
    run summed up (a move followed by another of the same mover, where a summary was said)."""
    summed = any(word in text for text in said for word in RUN_SUMMED)
    return [turn for index, turn in enumerate(turns)
            if not (summed and index + 1 < len(turns) and index > 0
                    and turns[index + 1].mover == turn.mover)]


@pytest.mark.parametrize("game,typed_every", [("checkers", 5), ("reversi", 6), ("kalah", 4)])
def test_complete_game_by_keys(game: str, typed_every: int) -> None:
    settings = Settings(game=game, opponent="computer", level=1, seat=1)
    window, app, outputs = recording_window(settings, seed=3)
    speech = outputs.speech.current
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
        reader = outputs.announcer.reader
        marks = (len(speech.spoken), reader.posted, len(earcons.played),
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
        shown = reader.texts_since(marks[1])  # kept in the braille history (a held opponent
        # move keeps the display; the rest waits there for the display's keys)
        sounded = [p.earcon for p in earcons.played[marks[2]:]]
        for turn in told_in_full(new_turns, said):
            assert turn.message.text in said, turn.message
            assert turn.message.short in shown, turn.message
        # a sound for each move told (a computer's run summed up sounds once for the summary)
        assert sum(e in MOVE_EARCONS for e in sounded) >= len(told_in_full(new_turns, said)), \
            sounded
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
    speech = outputs.speech.current
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.game.id == game
    rng = random.Random(11)
    for _ in range(3):
        if session.is_over:
            break
        marks = (len(speech.spoken), outputs.announcer.reader.posted, len(session.history))
        move = rng.choice([m for m in session.state.legal_moves() if m.parts])
        for part in move.parts:
            if len(session.history) > marks[2]:
                break
            walk_to(window, part)
            press(window, pygame.K_RETURN)
        new_turns = session.history[marks[2]:]
        assert new_turns and new_turns[0].move == move, (move, speech.texts[-3:])
        for turn in told_in_full(new_turns, speech.texts[marks[0]:]):
            assert turn.message.text in speech.texts[marks[0]:]
            assert turn.message.short in outputs.announcer.reader.texts_since(marks[1])


def test_position_editor_by_keys_matches_the_typed_position() -> None:
    """Control+E opens the editor; arrows and Enter place a black king on c3 and white men on
    d4 and f6 on an emptied board; "done" plays from there. The position is the same as the
    typed one: same text and perft, and the one legal move is the double capture."""
    from accessible_games.engine import perft
    from accessible_games.lineup import REGISTRY

    settings = Settings(game="checkers", opponent="human", level=1, seat=1)
    window, app, outputs = recording_window(settings, seed=1)
    press(window, pygame.K_RETURN)
    press(window, pygame.K_e, pygame.KMOD_LCTRL)
    session = app.session
    assert session is not None and session.editor is not None
    press(window, pygame.K_TAB)
    type_text(window, "clear all")
    press(window, pygame.K_RETURN)
    squares = {"c3": 2, "d4": 3, "f6": 3}  # Enter presses: empty, black man, black king, white man
    state = session.state
    for name, presses in squares.items():
        walk_editor_to(window, state.parse_location(name))
        for _ in range(presses):
            press(window, pygame.K_RETURN)
    edited, problem = session.editor.check()
    assert problem == ""
    typed = REGISTRY.create("checkers").parse_position("B:WD4,F6:BKC3")
    assert edited.to_text() == typed.to_text()
    assert perft(edited, 1) == perft(typed, 1) == 1
    press(window, pygame.K_TAB)
    type_text(window, "done")
    press(window, pygame.K_RETURN)
    new = app.session
    assert new is not None and new.editor is None
    assert [m.notation for m in new.state.legal_moves()] == ["c3xe5xg7"]
    assert "Playing from the edited position." in outputs.speech.current.texts


def walk_editor_to(window, location) -> None:
    """Arrow keys until the editor's cursor is on ``location``."""
    session = window.app.session
    target = session.view.cell_of(location)
    for _ in range(20):
        cursor = session.shown_cursor
        if (cursor.column, cursor.row) == (target.column, target.row):
            return
        if cursor.column != target.column:
            press(window, pygame.K_RIGHT if target.column > cursor.column else pygame.K_LEFT)
        else:
            press(window, pygame.K_UP if target.row > cursor.row else pygame.K_DOWN)
    raise AssertionError(f"the editor's cursor never reached {location}")


def test_both_rows_key_plays_the_glance_in_kalah() -> None:
    """Shift+R reads both rows in sowing order and plays each row's glance after its words:
    at the start every house holds 4 seeds, so every note has the same pitch."""
    settings = Settings(game="kalah", opponent="human")
    window, app, outputs = recording_window(settings)
    press(window, pygame.K_RETURN)
    earcons = outputs.earcons
    press(window, pygame.K_r, pygame.KMOD_SHIFT)
    assert len(earcons.glances) == 2
    assert len(set(earcons.glances[0])) == 1 and len(earcons.glances[0]) == 6
    assert earcons.glances[0] == earcons.glances[1]
