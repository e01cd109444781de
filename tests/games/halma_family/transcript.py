"""A golden transcript: typed moves and attempts on a position, with everything a listener hears."""

from __future__ import annotations

from accessible_games.engine.types import IllegalMoveError
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games import describer_for


class Transcript:
    """Plays typed moves on a position and records the spoken and brailled lines."""

    def __init__(self, game, lang: str, position: str | None = None) -> None:
        self.game = game
        self.state = game.parse_position(position) if position else game.new_state()
        self.speak = {v: describer_for(game, lang, v) for v in Verbosity}
        self.normal = self.speak[Verbosity.NORMAL]
        self.lines = [f"position: {self.state.to_text()}"]

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
