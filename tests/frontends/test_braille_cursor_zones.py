"""The braille of a cursor message outside the hand of a card game: Dog's track and the suit a
jack wishes show the message's words, not the hand line (which does not show that cursor)."""

from __future__ import annotations

from accessible_games.frontends.speaker import Speaker
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.consoles import seated


def _speaker(lang: str) -> tuple[Speaker, object]:
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    return Speaker(outputs, Settings(board_line="on"), lang), outputs.braille


def test_the_cursor_on_dogs_track_is_brailled_in_words():
    speaker, display = _speaker("en")
    me = seated("dog", "en", 3)
    speaker.say_session(me, me.handle_line("go 1"))
    assert display.region.text == "your start field 1, empty."


def test_the_suit_a_jack_wishes_is_brailled_as_the_cursor_moves():
    speaker, display = _speaker("de")
    me = seated("mau-mau", "de", 4)
    speaker.say_session(me, me.handle_line("right"))  # in the hand: the hand line, cards coded
    assert display.region.braille == "⠭⠉⠀⢅⢙⠀⠓⠓⠀⠚⠓⠀⠟⠓"  # the second card marked
    speaker.say_session(me, me.handle_line("herz-bube"))
    speaker.say_session(me, me.handle_line("right"))
    assert display.region.text == "Karo"


def test_the_edge_is_brailled_in_words_where_the_line_would_not_change():
    speaker, display = _speaker("en")
    me = seated("checkers", "en", 3)
    speaker.say_session(me, me.handle_line("go a1"))
    line = display.region.braille
    speaker.say_session(me, me.handle_line("left"))
    assert display.region.text == "Edge, still on a1."
    speaker.say_session(me, me.handle_line("right"))  # moving on: the board line again
    assert display.region.braille != line and display.region.text == display.region.braille


def test_the_edge_of_the_hand_is_brailled_with_the_word_edge():
    speaker, display = _speaker("de")
    me = seated("mau-mau", "de", 4)
    speaker.say_session(me, me.handle_line("left"))
    assert display.region.text == "Rand, weiter auf Kreuz-Zehn."
