"""Phonetic and German-style square names are spoken when chosen; braille keeps "c3"."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.narration.square_names import speak_squares
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window


def test_words_in_both_languages() -> None:
    assert speak_squares("White h6-g5.", "phonetic", "en") == "White Hotel 6-Golf 5."
    assert speak_squares("Weiß c3xe5xg7.", "german", "de") == "Weiß Cäsar 3xEmil 5xGustav 7."
    assert speak_squares("Schwarz d4.", "phonetic", "de") == "Schwarz Delta 4."
    assert speak_squares("Black c3-d4.", "algebraic", "en") == "Black c3-d4."
    assert speak_squares("Bad Hersfeld, a bc12 word", "phonetic", "en") == (
        "Bad Hersfeld, a bc12 word")  # only a letter and a number standing alone


@pytest.mark.parametrize("style,lang,spoken", [("phonetic", "en", "Bravo 3"),
                                                ("german", "de", "Berta 3")])
def test_the_window_speaks_the_chosen_style(style: str, lang: str, spoken: str) -> None:
    settings = Settings(game="checkers", opponent="human", square_names=style, board_line="off")
    window, app, outputs = recording_window(settings, lang=lang)
    press(window, pygame.K_RETURN)  # start the game: the cursor is on a3
    press(window, pygame.K_RIGHT)  # b3
    said = outputs.speech.current.texts[-1]
    assert spoken in said and "b3" not in said
    assert "b3" in outputs.braille.region.text  # braille keeps the short name
