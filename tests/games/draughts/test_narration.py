"""Narration of checkers in English and German: inline sentences and golden transcripts."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError
from accessible_games.games.draughts import CheckersGame
from accessible_games.narration.games.checkers import CheckersDescriber
from accessible_games.narration.message import MessageKind
from tests.golden import assert_golden
from tests.transcript import Transcript

LANGS = ("en", "de")


def transcript(lang: str, position: str) -> Transcript:
    """A session of checkers in ``lang`` from ``position``."""
    return Transcript(CheckersGame(), lang, position, factory=CheckersDescriber)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_multi_capture(lang):
    t = transcript(lang, "B:W14,15,19,22:B10,11")
    t.board()
    t.attempt("c3-b4")
    t.attempt("c3xe5")
    t.attempt("e3xc5")
    t.play("11x25")
    t.board()
    assert_golden(f"checkers/multi_capture.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_crowning(lang):
    t = transcript(lang, "B:W6,25,26:B23,12")
    t.play("d6xf8")
    t.play("f2-e1")
    t.attempt("a3-b2")
    t.play("f8xh6")
    t.board()
    assert_golden(f"checkers/crowning.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_game_end(lang):
    t = transcript(lang, "B:W32:B10,23,27,28")
    t.attempt("a7-b6")
    t.attempt("c4-d5")
    t.attempt("e1-f2")
    t.attempt("b8-a7")
    t.play("e3-f4")
    t.board()
    assert_golden(f"checkers/game_end.{lang}", t.lines)


def test_the_sentences_the_brief_asks_for():
    game = CheckersGame()
    state = game.parse_position("B:W14,15,22:B11,12")
    move = state.parse_move("c3xg7")
    events = state.play(move)
    en, de = CheckersDescriber(game, "en"), CheckersDescriber(game, "de")
    message = en.move_message(state, move, events, 0)
    assert message.text == "The black man on c3 takes d4 and f6 by way of e5 and lands on g7."
    assert message.kind is MessageKind.CAPTURE
    assert de.move_message(state, move, events, 0).text == (
        "Der schwarze Stein zieht von c3 über e5 nach g7 und schlägt d4 und f6.")
    forced = game.parse_position("B:W14,15,19:B10,11")
    with pytest.raises(IllegalMoveError) as info:
        forced.parse_move("c3-b4")
    assert en.reason(info.value.reason, forced).text == (
        "Capture is mandatory: c3 takes d4 and lands on e5 or e3 takes f4 and lands on g5.")
    assert de.reason(info.value.reason, forced).text == (
        "Schlagzwang: c3 schlägt d4 und landet auf e5 oder e3 schlägt f4 und landet auf g5.")
    white = game.parse_position("W:W26:B1")
    step = white.parse_move("e7-d6")
    events = white.play(step)
    assert en.move_message(white, step, events, 1).text == "The white man moves from e7 to d6."
    assert en.move_message(white, step, events, 1).kind is MessageKind.MOVE
