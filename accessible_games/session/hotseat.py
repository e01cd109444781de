"""Several people at one machine with hidden cards: one console each, and a privacy hand-over.

Everybody hears the public narration (a spectator's console: moves as everybody may know
them). When the turn passes to another person, the hot seat says "Pass to North. North, press
Enter when only you are listening." and withholds everything private until North presses
Enter (or types an empty line): then North hears what is theirs alone (their dealt card) and
plays through their own console. Nothing private is spoken, brailled or drawn before that:
while the hot seat waits, front ends are shown the spectator's console.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from accessible_games.engine import Move, Player
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind, parse_command
from accessible_games.session.console import Console
from accessible_games.session.table import ComputerJob, Table
from accessible_games.session.words import SessionWords

CONFIRM = (CommandKind.SELECT, CommandKind.YES)
"""Commands that confirm the hand-over (Enter on the board, "yes"); an empty line does too."""


class HotSeat:
    """A table shared by several people at one keyboard, each hearing only their own.

    It answers the calls front ends make on a console (``handle``, ``handle_line``,
    ``opening``, the computer's turn) and lends every other attribute from the console shown
    now: the confirmed person's, or the spectator's while a hand-over is pending.
    """

    def __init__(self, table: Table, lang: str = "en",
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        self.table = table
        self.public = Console(table, None, lang, verbosity)
        """What everybody at the machine may hear: moves as a spectator knows them."""
        self.consoles = {seat: Console(table, seat, lang, verbosity) for seat in table.humans}
        """Each person's own console."""
        self.words = SessionWords(lang, table.game)
        self.active: Player | None = None
        """The person who confirmed being alone at the keyboard."""
        self.waiting: Player | None = None
        """The person the hand-over waits for."""

    # -- what front ends see -------------------------------------------------------------

    @property
    def shown(self) -> Console:
        """The console front ends read now (cursor, board, queries)."""
        if self.active is not None and self.waiting is None:
            return self.consoles[self.active]
        return self.public

    def __getattr__(self, name: str) -> Any:
        return getattr(self.shown, name)

    # -- the hand-over ---------------------------------------------------------------------

    def _next_person(self) -> Player | None:
        """The person who must act next, when it is a person here."""
        state = self.table.state
        if self.table.is_over or self.table.computer_to_move():
            return None
        seat = state.to_move
        return seat if seat in self.consoles else None

    def _hand_over(self) -> list[Message]:
        """Ask the next person to take the keyboard, unless they already have it."""
        person = self._next_person()
        if person is None or person == self.active:
            return []
        self.active, self.waiting = None, person
        name = self.public.describer.player(person)
        return [Message(self.words.text("handover.pass", player=name), MessageKind.TURN)]

    def _confirm(self) -> list[Message]:
        person = self.waiting
        assert person is not None
        self.active, self.waiting = person, None
        console = self.consoles[person]
        name = console.describer.player(person)
        private = [m for m in console.catch_up() if m.audience is not None]
        told = [m for m in console.heard_privately() if m not in private]
        return [Message(self.words.text("handover.ready", player=name),
                        audience=frozenset({person}))] + told + private + [
            replace(console._turn_message(), audience=frozenset({person}))]

    def _public_news(self) -> list[Message]:
        """What everybody hears of the moves made since last asked."""
        for console in self.consoles.values():
            if console is not self.shown:
                # Other people's queues keep only what is theirs alone, for their hand-over.
                console.keep_private()
        return self.public.catch_up()

    # -- the calls front ends make ---------------------------------------------------------

    def opening(self) -> list[Message]:
        """The game, the seats, and the first hand-over."""
        messages = self.public.opening()
        for console in self.consoles.values():
            console.table.advance()
            console.catch_up()
        return messages + self._hand_over()

    def handle_line(self, line: str) -> list[Message]:
        """A typed line: while waiting, an empty line confirms the hand-over."""
        if self.waiting is not None and not line.strip():
            return self._confirm()
        return self.handle(parse_command(line) if line.strip() else Command(CommandKind.REPEAT))

    def handle(self, command: Command) -> list[Message]:
        """A command from the keyboard, for the person who has it."""
        if self.waiting is not None:
            if command.kind in CONFIRM:
                return self._confirm()
            if command.kind in (CommandKind.QUIT, CommandKind.RULES, CommandKind.HELP):
                return self.public.handle(command)
            name = self.public.describer.player(self.waiting)
            return [Message(self.words.text("handover.waiting", player=name),
                            MessageKind.ILLEGAL)]
        console = self.shown
        own = console.handle(command)
        public = self._public_news()
        if len(self.table.history) and public:
            # The person's own move was heard as everybody hears it; their console's private
            # version of public moves is dropped so nothing is said twice.
            own = [m for m in own if m.audience is not None or m.kind not in (
                MessageKind.MOVE, MessageKind.CAPTURE, MessageKind.TURN, MessageKind.RESULT)]
        return own + public + self._hand_over()

    def computer_to_move(self) -> bool:
        """True when the computer should move now."""
        return self.table.computer_to_move()

    def computer_move(self, stop: object | None = None) -> list[Message]:
        """The computer's move, told as everybody hears it, then a hand-over if needed."""
        self.table.computer_move(stop)
        return self._public_news() + self._hand_over()

    def prepare_computer(self) -> ComputerJob | None:
        """A computer move to think about off the UI thread."""
        return self.table.prepare_computer()

    def finish_computer(self, job: ComputerJob, move: Move) -> list[Message]:
        """Make the move a worker found (unless stale), told as everybody hears it."""
        if not self.table.finish_computer(job, move):
            return []
        return self._public_news() + self._hand_over()

    @property
    def quit_requested(self) -> bool:
        """True when somebody confirmed leaving."""
        return self.public.quit_requested or any(
            c.quit_requested for c in self.consoles.values())
