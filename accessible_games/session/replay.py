"""Replay: step through a finished or saved game with narration and every query.

A replay wraps a session that holds the whole game; stepping back takes moves back with the
engine's undo and keeps them to step forward again. Every question of the command vocabulary
(board, row, where, pieces, status, last ...) is answered by the wrapped session at the current
move; moves cannot be made.
"""

from __future__ import annotations

from accessible_games.engine import Move
from accessible_games.engine.types import CHANCE
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind, parse_command
from accessible_games.session.console import Console, Heard
from accessible_games.session.hotseat import HotSeat
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
    """A game to step through, a player's move at a time. ``session`` holds the game up to
    the current step.

    A step is one player's move with every roll, deal and drawn card that followed it before
    the next player's move, as the table plays them after a move in a live game: "next" in
    Rakado says the move and the opponent's roll, in Mau Mau the seven played and the two
    cards drawn, not one card or one die per step (a Mau Mau replay began with twenty steps of
    dealing, most of them silent, and counted 46 moves where the players had made 24). The
    rolls and the deal before the first move are the start, as a live game begins after them.
    """

    def __init__(self, session: Console) -> None:
        if isinstance(session, HotSeat):
            # Several people's game with hidden cards: replayed as a spectator sees it, each
            # hand hidden, and no hand-over asked for ("status" answered "Waiting for
            # Player 2. Player 2, press Enter when only you are listening.").
            session = session.public
        self.session = session
        session.start_replay()
        self.future: list[Move] = []
        history = session.table.history
        players = [i for i, turn in enumerate(history) if turn.mover != CHANCE]
        self.ends = [players[0] if players else len(history)] + players[1:] + (
            [len(history)] if players else [])
        """How many of the game's turns are played after each step (0: the start)."""
        self.count = len(self.ends) - 1
        self.words = session.words

    @property
    def index(self) -> int:
        """How many steps have been played at the current point."""
        return self.ends.index(len(self.session.table.history))

    def opening(self) -> list[Message]:
        """What is said when the replay opens (positioned at the end)."""
        name = game_name(self.session.game.id, self.session.lang)
        return [Message(self.words.cat.text("replay.start", game=name, count=self.count)),
                self._where()]

    def _where(self) -> Message:
        return Message(self.words.cat.text("replay.position", number=self.index,
                                           count=self.count))

    def _back(self) -> Heard | None:
        """Take back the current step; the player's move it began with, as it was heard."""
        index = self.index
        if index == 0:
            return None
        start = self.ends[index - 1]
        heard = self.session.heard[start] if start < len(self.session.heard) else None
        while len(self.session.table.history) > start:
            self.future.append(self.session.table.take_back().move)
        return heard

    def _step_news(self) -> list[Message]:
        """What was heard of the current step; at the start, of the rolls or the deal before
        the first move ("White rolled 2.", "You get ...", the first card on the pile), heard
        afresh so that the cards dealt are said together as in a live game."""
        index = self.index
        if index > 0:
            return [heard.message for heard in self.session.heard[self.ends[index - 1]:]
                    if heard.message.text]
        table = self.session.table
        dealt = [table.take_back().move for _ in range(len(table.history))]
        self.session.catch_up(turn=False)  # nothing waits to be said before the deal
        table.replay(dealt[::-1])
        return self.session.catch_up(turn=False)

    def _forward(self) -> list[Message]:
        """Play the next step; what a player heard of it."""
        end = self.ends[self.index + 1]
        moves = [self.future.pop() for _ in range(end - len(self.session.table.history))]
        self.session.table.replay(moves)
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
            if self.index == 0:
                return [Message(cat.text("replay.at_start"))]
            turn = self._back()
            if turn is None:
                return [self._where()]
            return [Message(cat.text("replay.taken_back", move=turn.message.text)),
                    self._where()]
        if action == "first":
            while self.index > 0:
                self._back()
            return [*self._step_news(), self._where()]
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
            return self._step_news() or [Message(cat.text("replay.at_start"))]
        command = parse_command(line)
        if command.kind in (CommandKind.MOVE, CommandKind.UNDO, CommandKind.SELECT,
                            CommandKind.HINT):
            return [Message(cat.text("replay.not_here"), MessageKind.ILLEGAL)]
        return self.session.handle(Command(command.kind, command.argument))
