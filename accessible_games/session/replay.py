"""Replay: step through a finished or saved game with narration and every query.

A replay wraps a session that holds the whole game; stepping back takes moves back with the
engine's undo and keeps them to step forward again. Every question of the command vocabulary
(board, row, where, pieces, status, last ...) is answered by the wrapped session at the current
move; moves cannot be made.
"""

from __future__ import annotations

from accessible_games.engine import Move
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind, parse_command
from accessible_games.session.console import Console, Heard
from accessible_games.session.words import game_name

# Typed words of the replay, both languages.
_REPLAY_WORDS = {
    "next": "next", "weiter": "next", "n": "next",
    "back": "back", "previous": "back", "prev": "back", "vorher": "back", "zurück": "back",
    "first": "first", "anfang": "first", "start": "first",
    "final": "final", "end": "final", "schluss": "final",
    "jump": "jump", "springe": "jump", "goto": "jump",
    "changes": "changes", "änderung": "changes", "aenderung": "changes", "changed": "changes",
}


class Replay:
    """A game to step through. ``session`` is positioned after ``index`` moves."""

    def __init__(self, session: Console) -> None:
        self.session = session
        session.start_replay()
        self.future: list[Move] = []
        self.count = len(session.table.history)
        self.words = session.words

    @property
    def index(self) -> int:
        """How many moves have been played at the current point."""
        return len(self.session.table.history)

    def opening(self) -> list[Message]:
        """What is said when the replay opens (positioned at the end)."""
        name = game_name(self.session.game.id, self.session.lang)
        return [Message(self.words.cat.text("replay.start", game=name, count=self.count)),
                self._where()]

    def _where(self) -> Message:
        return Message(self.words.cat.text("replay.position", number=self.index,
                                           count=self.count))

    def _back(self) -> Heard | None:
        if not self.session.heard:
            return None
        heard = self.session.heard[-1]
        turn = self.session.table.take_back()
        self.future.append(turn.move)
        return heard

    def _forward(self) -> list[Message]:
        move = self.future.pop()
        self.session.table.replay([move])
        return self.session.catch_up(turn=False)

    def handle_line(self, line: str) -> list[Message]:
        """Act on a typed line: a replay word, or any query of the session."""
        word, _, rest = line.strip().partition(" ")
        action = _REPLAY_WORDS.get(word.casefold())
        cat = self.words.cat
        if action == "next":
            if not self.future:
                return [Message(cat.text("replay.at_end"))]
            return self._forward() + [self._where()]
        if action == "back":
            turn = self._back()
            if turn is None:
                return [Message(cat.text("replay.at_start"))]
            return [Message(cat.text("replay.taken_back", move=turn.message.text)),
                    self._where()]
        if action == "first":
            while self._back() is not None:
                pass
            return [self._where()]
        if action == "final":
            while self.future:
                self._forward()
            return [self._where()]
        if action == "jump":
            if not rest.strip().isdecimal() or not 0 <= int(rest) <= self.count:
                return [Message(cat.text("replay.bad_jump", count=self.count), MessageKind.ERROR)]
            target = int(rest)
            while self.index > target:
                self._back()
            while self.index < target:
                self._forward()
            return [self._where()]
        if action == "changes":
            if not self.session.heard:
                return [Message(cat.text("replay.at_start"))]
            return [self.session.heard[-1].message]
        command = parse_command(line)
        if command.kind in (CommandKind.MOVE, CommandKind.UNDO, CommandKind.SELECT,
                            CommandKind.HINT):
            return [Message(cat.text("replay.not_here"), MessageKind.ILLEGAL)]
        return self.session.handle(Command(command.kind, command.argument))
