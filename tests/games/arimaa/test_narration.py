"""Arimaa narration in English and German: golden transcripts of steps, pushes, pulls, traps."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError
from accessible_games.games.arimaa import ArimaaGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.arimaa import ArimaaDescriber
from tests.golden import assert_golden

LANGS = ("en", "de")


class Transcript:
    """Typed actions and attempts on a position, with every spoken and brailled line."""

    def __init__(self, lang: str, position: str | None = None) -> None:
        game = ArimaaGame()
        self.state = game.parse_position(position) if position else game.new_state()
        self.speak = {v: ArimaaDescriber(game, lang, v) for v in Verbosity}
        self.normal = self.speak[Verbosity.NORMAL]
        self.lines = [f"position: {self.state.to_text()}"]

    def board(self) -> None:
        self.lines += [f"board: {line}" for line in self.normal.board_lines(self.state)]
        self.lines.append(f"status: {self.normal.status(self.state).text}")

    def queries(self) -> None:
        self.lines.append(f"frozen: {self.normal.frozen_text(self.state)}")
        self.lines.append(f"traps: {self.normal.traps_text(self.state)}")
        self.lines.append(f"goal: {self.normal.goal_text(self.state)}")

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
def test_golden_opening(lang):
    t = Transcript(lang)
    t.board()
    t.attempt("end")
    t.attempt("Ed1n")
    t.attempt("Ra2s")
    t.play("Rc2n")
    t.play("Rd2n")
    t.play("Md1n")
    t.play("end")
    t.play("rd7s")
    t.queries()
    assert_golden(f"arimaa/opening.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_push_pull_trap_goal(lang):
    # Gold elephant c5 above the silver dog c4 (next to the trap c3); the silver cat d5 beside
    # it; a gold rabbit b7 one step from the goal; a silver rabbit h7.
    t = Transcript(lang, "8/1R5r/8/2Ec4/2d5/8/8/8 g 0")
    t.queries()
    t.attempt("cd5s")
    t.play("dc4s Ec5s")
    t.play("Rb7n")
    t.play("end")
    pull = Transcript(lang, "8/1R5r/8/2Ec4/8/8/8/8 g 0")
    pull.play("Ec5w cd5w")
    pull.queries()
    assert_golden(f"arimaa/push_pull_goal.{lang}", t.lines + pull.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_arranged_setup(lang):
    t = Transcript(lang)
    t.state = ArimaaGame({"setup": "arrange"}).new_state()
    t.speak = {v: ArimaaDescriber(ArimaaGame({"setup": "arrange"}), lang, v) for v in Verbosity}
    t.normal = t.speak[Verbosity.NORMAL]
    t.lines = [f"position: {t.state.to_text()}"]
    t.board()
    t.play("d1 e1")
    t.play("end")
    t.play("end")
    t.board()
    assert_golden(f"arimaa/setup.{lang}", t.lines)
