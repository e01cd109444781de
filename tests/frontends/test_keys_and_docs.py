"""The key map, its help (F1) and docs/keys.md agree; every key answers; menus by letter."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from accessible_games.frontends.keymap import (
    COMMAND_LINE_HELP_KEYS,
    MENU_HELP_KEYS,
    game_bindings,
    game_help_keys,
    help_keys,
)
from accessible_games.narration.catalog import catalog
from accessible_games.output.sound.earcons import Earcon
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window, type_text

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_docs_list_every_help_line(lang):
    text = (DOCS / f"keys.{lang}.md").read_text(encoding="utf-8")
    keys = help_keys(game_bindings()) + list(MENU_HELP_KEYS) + list(COMMAND_LINE_HELP_KEYS)
    for key in keys:
        assert catalog(lang).text(key) in text, key
    settings = (DOCS / f"settings.{lang}.md").read_text(encoding="utf-8")
    for field in Settings.__dataclass_fields__:
        assert f"`{field}`" in settings, field


def test_f1_reads_the_key_map_and_unknown_keys_answer():
    window, app, outputs = recording_window(Settings(game="reversi"))
    speech = outputs.speech.current
    press(window, pygame.K_F1)
    assert speech.texts[-len(MENU_HELP_KEYS) - 1] == "Keys in the menu:"
    press(window, pygame.K_RETURN)
    press(window, pygame.K_F1)
    session = app.session
    assert session is not None
    lines = game_help_keys(session.of_no_use(), cards=False)
    assert speech.texts[-len(lines):] == [catalog("en").text(k) for k in lines]
    # Reversi's keys only: not the card keys, nor mancala's both rows.
    assert speech.texts[-len(lines) - 1] == "Keys in the game:"
    for left_out in ("window.key.cards.trick", "window.key.both_rows"):
        assert left_out not in lines and catalog("en").text(left_out) not in speech.texts
    assert speech.spoken[-len(lines) - 1].interrupt and not speech.spoken[-1].interrupt
    # G answers in every game (Reversi's discs), so F1 names it in a board game too.
    assert "G: the score (in a card game the score sheet)." in speech.texts[-len(lines):]
    press(window, pygame.K_g, 0, "g")
    assert speech.texts[-1] == "Black 2, White 2, 60 squares empty."
    press(window, pygame.K_e, 0, "e")
    assert speech.texts[-1] == "e does nothing here. F1 lists the keys."
    assert outputs.earcons.played[-1].earcon is Earcon.ILLEGAL


def test_menu_letters_cursor_cues_and_quit_confirmation():
    window, app, outputs = recording_window(Settings(game="checkers", seat=2), lang="de")
    speech = outputs.speech.current
    press(window, pygame.K_s, 0, "s")
    assert speech.texts[-1] == "Spiel: Dame (englische Regeln), 2 von 13"
    press(window, pygame.K_s, 0, "s")
    assert speech.texts[-1] == "Spielstärke des Computers: 1 (Anfänger), 4 von 13"
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)
    session = app.session
    assert session is not None and session.humans == [1]
    window.app.runner.wait(10)
    press(window, pygame.K_o, 0, "o")  # after the computer's first move
    assert len(session.history) == 1
    press(window, pygame.K_LEFT)
    played = outputs.earcons.played[-1]
    assert played.earcon in (Earcon.MENU_MOVE, Earcon.BOARD_EDGE)
    press(window, pygame.K_q, pygame.KMOD_LCTRL)
    assert speech.texts[-1] == "Diese Partie beenden? Tippe ja oder nein."
    press(window, pygame.K_n, 0, "n")
    assert app.session is session
    press(window, pygame.K_z, pygame.KMOD_LCTRL)  # nothing of mine to take back yet
    press(window, pygame.K_q, pygame.KMOD_LCTRL)
    press(window, pygame.K_j, 0, "j")
    # The main menu follows in the window: not "Auf Wiedersehen.", which said the app ended.
    assert app.session is None and speech.texts[-2] == "Zurück zur Auswahl der Spiele."
    assert speech.texts[-1].startswith("Hauptmenü.")


def test_typed_line_is_echoed_and_zoom_is_said():
    window, app, outputs = recording_window(Settings(game="checkers"))
    speech, display = outputs.speech.current, outputs.braille
    press(window, pygame.K_RETURN)
    press(window, pygame.K_TAB)
    for char in "go e3":
        press(window, 0, 0, char)
    assert speech.texts[-5:] == ["g", "o", "space", "e", "3"]
    assert display.texts[-1] == "> go e3"
    press(window, pygame.K_BACKSPACE)
    assert speech.texts[-1] == "3 deleted"
    press(window, 0, 0, "3")
    press(window, pygame.K_RETURN)
    assert speech.texts[-1] == "e3, black man."
    press(window, pygame.K_EQUALS, pygame.KMOD_LCTRL)
    assert speech.texts[-1] == "Size 110 percent." and app.settings.scale == 110


def test_control_alone_stops_the_speech_in_the_menu_and_in_a_game():
    """ACCESSIBILITY.md: "stop speech" is one key; F1 names it (the key help's line)."""
    window, app, outputs = recording_window(Settings(game="reversi"))
    speech = outputs.speech.current
    said = len(speech.spoken)
    press(window, pygame.K_LCTRL, pygame.KMOD_LCTRL)
    assert speech.stops == 1 and len(speech.spoken) == said  # silence, nothing said instead
    press(window, pygame.K_RETURN)
    press(window, pygame.K_RCTRL)
    assert speech.stops == 2
    assert "window.key.stop" in help_keys(game_bindings())
    assert catalog("en").text("window.key.stop") == "Control alone: stop speech."


def test_f1_in_a_card_game_reads_the_card_keys():
    window, app, outputs = recording_window(Settings(game="mau-mau"))
    press(window, pygame.K_RETURN)
    press(window, pygame.K_F1)
    texts = outputs.speech.current.texts
    assert catalog("en").text("window.key.cards.trick") in texts
    assert catalog("en").text("window.key.cards.hand") in texts


def test_a_stop_word_on_the_command_line_silences_as_control_does():
    """One vocabulary: "still" typed in the terminal stops the speech, and on the window's
    command line it did nothing but say it was no move."""
    window, app, outputs = recording_window(Settings(game="reversi"), lang="de")
    speech = outputs.speech.current
    press(window, pygame.K_RETURN)
    stops = speech.stops
    press(window, pygame.K_TAB)
    type_text(window, "still")
    said = len(speech.spoken)
    press(window, pygame.K_RETURN)
    assert speech.stops == stops + 1 and len(speech.spoken) == said
    assert app.session is not None and app.line is None
