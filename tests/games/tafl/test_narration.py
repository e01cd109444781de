"""Tablut narration in English and German: golden transcripts of captures, escape and reasons."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError
from accessible_games.games.tafl import TablutGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.tablut import TablutDescriber
from tests.golden import assert_golden

LANGS = ("en", "de")


class Transcript:
    """Typed moves and attempts on a position, with every spoken and brailled line."""

    def __init__(self, game: TablutGame, lang: str, position: str | None = None) -> None:
        self.state = game.parse_position(position) if position else game.new_state()
        self.speak = {v: TablutDescriber(game, lang, v) for v in Verbosity}
        self.normal = self.speak[Verbosity.NORMAL]
        self.lines = [f"position: {self.state.to_text()}"]

    def board(self) -> None:
        self.lines += [f"board: {line}" for line in self.normal.board_lines(self.state)]
        self.lines.append(f"status: {self.normal.status(self.state).text}")

    def queries(self) -> None:
        self.lines.append(f"escape: {self.normal.escape_text(self.state)}")
        self.lines.append(f"threats: {self.normal.threats_text(self.state)}")

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
        self.lines.append(f"  braille: {self.normal.move_message(self.state, move, events, mover).short}")
        result = self.normal.result_message(events)
        self.lines.append(f"result: {result.text}" if result else
                          f"turn: {self.normal.turn_text(self.state)}")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening_and_reasons(lang):
    t = Transcript(TablutGame(), lang)
    t.board()
    t.attempt("d1-d6")
    t.attempt("d1-c2")
    t.attempt("e3-e1")
    t.attempt("e1-e3")
    t.attempt("d1")
    t.play("d1-d4")
    t.queries()
    assert_golden(f"tablut/opening.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_captures_and_escape(lang):
    # Attackers c7 and g7 beside the defenders d7 and f7: e4-e7 passes the empty throne and
    # takes both; then the king on h3 runs to the edge.
    t = Transcript(TablutGame(), lang, "9/9/2ad1da2/9/9/4a4/7k1/9/a8 a 0")
    t.queries()
    t.play("e4-e7")
    t.attempt("h3-g4")
    t.attempt("c7-c5")
    t.queries()
    t.play("h3-h9")
    assert_golden(f"tablut/escape.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_king_captured(lang):
    # The king on the throne held by d5, f5 and e6; the attacker a4 closes the ring on e4.
    t = Transcript(TablutGame(), lang, "9/9/9/4a4/3aka3/a8/9/9/9 a 0")
    t.board()
    t.queries()
    t.attempt("a4-e5")
    t.play("a4-e4")
    assert_golden(f"tablut/king_captured.{lang}", t.lines)
