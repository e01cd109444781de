"""Narration of checkers in English and German: inline sentences and golden transcripts."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError
from accessible_games.games.draughts import CheckersGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.checkers import CheckersDescriber
from accessible_games.narration.message import MessageKind
from tests.golden import assert_golden

LANGS = ("en", "de")


def describers(lang: str) -> dict[Verbosity, CheckersDescriber]:
    game = CheckersGame()
    return {v: CheckersDescriber(game, lang, v) for v in Verbosity}


class Transcript:
    """Plays typed moves on a position and records everything a listener hears."""

    def __init__(self, lang: str, position: str) -> None:
        self.game = CheckersGame()
        self.state = self.game.parse_position(position)
        self.speak = describers(lang)
        self.normal = self.speak[Verbosity.NORMAL]
        self.lines = [f"position: {position}"]

    def board(self) -> None:
        self.lines += [f"board: {line}" for line in self.normal.board_lines(self.state)]
        self.lines.append(f"status: {self.normal.status(self.state).text}")

    def attempt(self, text: str) -> None:
        try:
            self.state.parse_move(text)
        except IllegalMoveError as error:
            self.lines.append(f"try {text}: {self.normal.reason(error.reason, self.state).text}")
            return
        raise AssertionError(f"{text} should be illegal")

    def play(self, text: str) -> None:
        move = self.state.parse_move(text)
        mover = self.state.to_move
        events = self.state.play(move)
        self.lines.append(f"move {text} ({move.notation}):")
        for verbosity, describer in self.speak.items():
            message = describer.move_message(self.state, move, events, mover)
            self.lines.append(f"  {verbosity.value}: {message.text}")
        braille = self.normal.move_message(self.state, move, events, mover).short
        self.lines.append(f"  braille: {braille}")
        result = self.normal.result_message(events)
        if result is not None:
            self.lines.append(f"result: {result.text}")
        else:
            self.lines.append(f"turn: {self.normal.turn_text(self.state)}")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_multi_capture(lang):
    t = Transcript(lang, "B:W14,15,19,22:B10,11")
    t.board()
    t.attempt("c3-b4")
    t.attempt("c3xe5")
    t.attempt("e3xc5")
    t.play("11x25")
    t.board()
    assert_golden(f"checkers/multi_capture.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_crowning(lang):
    t = Transcript(lang, "B:W6,25,26:B23,12")
    t.play("d6xf8")
    t.play("f2-e1")
    t.attempt("a3-b2")
    t.play("f8xh6")
    t.board()
    assert_golden(f"checkers/crowning.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_game_end(lang):
    t = Transcript(lang, "B:W32:B10,23,27,28")
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
    assert message.text == "Black man c3 takes d4 and f6, lands on g7."
    assert message.kind is MessageKind.CAPTURE
    assert de.move_message(state, move, events, 0).text == (
        "Schwarzer Stein c3 schlägt d4 und f6, landet auf g7.")
    forced = game.parse_position("B:W14,15,19:B10,11")
    with pytest.raises(IllegalMoveError) as info:
        forced.parse_move("c3-b4")
    assert en.reason(info.value.reason, forced).text == (
        "Capture is mandatory: c3 takes d4 or e3 takes f4.")
    assert de.reason(info.value.reason, forced).text == (
        "Schlagzwang: c3 schlägt d4 oder e3 schlägt f4.")
    white = game.parse_position("W:W26:B1")
    step = white.parse_move("e7-d6")
    events = white.play(step)
    assert en.move_message(white, step, events, 1).text == "White man e7 to d6."
    assert en.move_message(white, step, events, 1).kind is MessageKind.MOVE
