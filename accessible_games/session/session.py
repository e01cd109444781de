"""The session: one game being played, its seats, its history and every query.

The session knows nothing about devices. Front ends hand it commands (or typed lines) and
deliver the messages it returns. The computer's move is a separate call so that a front end
can run it off the UI thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from accessible_games.engine import (
    Event,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Player,
    State,
    TurnKind,
)
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games import describer_for
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind, parse_command
from accessible_games.session.computer import Computer
from accessible_games.session.words import SessionWords


class SeatKind(Enum):
    """Who sits in a seat."""

    HUMAN = "human"
    """A person at this keyboard."""
    COMPUTER = "computer"
    """A computer opponent."""


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: a person, or the computer at a level (1 beginner, 2 intermediate, 3 strong)."""

    kind: SeatKind
    """Who sits there."""
    level: int = 2
    """The computer's level; ignored for people."""


@dataclass(frozen=True, slots=True)
class Turn:
    """One move in the session's history, with what was said about it."""

    mover: Player
    """Who made the move."""
    move: Move
    """The move."""
    events: tuple[Event, ...]
    """What the move caused."""
    message: Message
    """The announcement of the move."""


class Session:
    """A game in progress: state, seats, history, queries, undo and quit."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        lang: str = "en",
        seed: int = 0,
        verbosity: Verbosity = Verbosity.NORMAL,
        state: State | None = None,
    ) -> None:
        if len(seats) != game.num_players:
            raise ValueError(f"{game.id} needs {game.num_players} seats, got {len(seats)}")
        self.game = game
        self.seats = tuple(seats)
        self.lang = lang
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = state if state is not None else game.new_state(self.rng)
        self.describer: Describer = describer_for(game, lang, verbosity)
        self.words = SessionWords(lang, game)
        self.computer = Computer(game, seed)
        self.history: list[Turn] = []
        self.last_message: Message | None = None
        self.confirming: CommandKind | None = None
        self.quit_requested = False

    # -- state of the session --------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True when the game has ended."""
        return self.state.is_terminal()

    @property
    def humans(self) -> list[Player]:
        """The seats people sit in."""
        return [p for p, s in enumerate(self.seats) if s.kind is SeatKind.HUMAN]

    def computer_to_move(self) -> bool:
        """True when the computer should move now."""
        return (
            self.state.turn_kind is TurnKind.PLAYER
            and self.seats[self.state.to_move].kind is SeatKind.COMPUTER
        )

    # -- entry points ------------------------------------------------------------------------

    def opening(self) -> list[Message]:
        """What is said when the game starts: the game, the seats, whose turn."""
        seats = [self.words.seat(self.describer.player(p), s.kind.value, s.level)
                 for p, s in enumerate(self.seats)]
        text = self.words.opening(self.describer.cat.join_and(seats))
        return self._remember([Message(text), self._turn_message()] + self.forced_moves())

    def handle_line(self, line: str) -> list[Message]:
        """Act on one typed line (a command word or a move)."""
        if not line.strip():
            return self._remember([Message(self.words.text("empty"), MessageKind.ERROR)])
        return self.handle(parse_command(line))

    def handle(self, command: Command) -> list[Message]:
        """Act on one abstract command and return what to announce."""
        if self.confirming is not None:
            return self._remember(self._answer_confirmation(command))
        handler: Callable[[Command], list[Message]] = getattr(self, f"_do_{command.kind.value}")
        if command.kind is CommandKind.REPEAT:
            return handler(command)
        return self._remember(handler(command))

    def computer_move(self, stop: object | None = None) -> list[Message]:
        """Let the computer choose and make its move; then any forced moves that follow."""
        if not self.computer_to_move():
            return []
        level = self.seats[self.state.to_move].level
        move = self.computer.choose(self.state, level, stop)
        messages = self._make(move)
        messages.extend(self.forced_moves())
        if not self.is_over and not self.computer_to_move():
            messages.append(self._turn_message())
        return self._remember(messages)

    def forced_moves(self) -> list[Message]:
        """Make moves nobody chooses (a forced pass), announcing each."""
        messages: list[Message] = []
        while self.state.turn_kind is TurnKind.PLAYER:
            legal = self.state.legal_moves()
            if len(legal) != 1 or legal[0].parts:
                break
            messages.extend(self._make(legal[0]))
        while self.state.turn_kind is TurnKind.CHANCE:
            messages.extend(self._make(self.state.sample_chance(self.rng)))
        return messages

    # -- moves -------------------------------------------------------------------------------

    def _make(self, move: Move) -> list[Message]:
        mover = self.state.to_move
        events = self.state.play(move)
        message = self.describer.move_message(self.state, move, events, mover)
        self.history.append(Turn(mover, move, events, message))
        messages = [message]
        result = self.describer.result_message(events)
        if result is not None:
            messages.append(result)
        return messages

    def _do_move(self, command: Command) -> list[Message]:
        if self.is_over:
            return [Message(self.describer.turn_text(self.state), MessageKind.RESULT)]
        if self.state.turn_kind is not TurnKind.PLAYER or self.computer_to_move():
            return [Message(self.words.text("wait"), MessageKind.ILLEGAL)]
        try:
            move = self.state.parse_move(command.argument)
        except IllegalMoveError as error:
            return [self.describer.reason(error.reason, self.state)]
        except InvalidMoveError:
            return [Message(self.words.unreadable(command.argument), MessageKind.ERROR)]
        messages = self._make(move)
        messages.extend(self.forced_moves())
        if not self.is_over and not self.computer_to_move():
            messages.append(self._turn_message())
        return messages

    def _turn_message(self) -> Message:
        return Message(self.describer.turn_text(self.state), MessageKind.TURN)

    # -- queries -----------------------------------------------------------------------------

    def _do_help(self, command: Command) -> list[Message]:
        return [Message(self.words.help())]

    def _do_rules(self, command: Command) -> list[Message]:
        return [Message(self.words.rules())]

    def _do_moves(self, command: Command) -> list[Message]:
        if self.is_over:
            return [Message(self.describer.turn_text(self.state), MessageKind.RESULT)]
        legal = self.state.legal_moves()
        if command.argument:
            try:
                location = self.state.parse_location(command.argument)
            except InvalidMoveError:
                return [Message(self.words.text("moves.bad_place", text=command.argument),
                                MessageKind.ERROR)]
            place = self.describer.location(location)
            legal = self.state.moves_from(location)
            if not legal:
                return [Message(self.words.text("moves.none_here", place=place))]
            return [Message(self.words.plural("moves.here", len(legal), place=place,
                                              moves=self.describer.moves_list(legal)))]
        return [Message(self.words.plural("moves.all", len(legal),
                                          player=self.describer.player(self.state.to_move),
                                          moves=self.describer.moves_list(legal)))]

    def _do_last(self, command: Command) -> list[Message]:
        if not self.history:
            return [Message(self.words.text("last.none"))]
        return [self.history[-1].message]

    def _do_board(self, command: Command) -> list[Message]:
        return [Message(line) for line in self.describer.board_lines(self.state)]

    def _do_status(self, command: Command) -> list[Message]:
        status = self.describer.status(self.state)
        number = self.words.text("status.move_number", number=len(self.history) + 1)
        return [Message(f"{status.text} {number}" if not self.is_over else status.text)]

    def _do_hint(self, command: Command) -> list[Message]:
        if self.is_over or self.state.turn_kind is not TurnKind.PLAYER:
            return [Message(self.describer.turn_text(self.state))]
        move = self.computer.choose(self.state, 2, None)
        return [Message(self.words.text("hint", move=self.describer.move_text(move)))]

    def _do_undo(self, command: Command) -> list[Message]:
        humans = self.humans
        if not any(t.mover in humans and t.move.parts for t in self.history):
            return [Message(self.words.text("undo.none"), MessageKind.ILLEGAL)]
        # Take back moves until a person's own move is taken back: then it is their turn again.
        taken = 0
        while self.history:
            turn = self.history.pop()
            self.state.undo()
            taken += 1
            if turn.mover in humans and turn.move.parts:
                break
        return [Message(self.words.plural("undo.done", taken)), self._turn_message()]

    def _do_repeat(self, command: Command) -> list[Message]:
        if self.last_message is None:
            return [Message(self.words.text("last.none"))]
        return [self.last_message]

    def _do_quit(self, command: Command) -> list[Message]:
        if self.is_over:
            self.quit_requested = True
            return [Message(self.words.text("bye"))]
        self.confirming = CommandKind.QUIT
        return [Message(self.words.text("quit.confirm"))]

    def _do_yes(self, command: Command) -> list[Message]:
        return [Message(self.words.text("nothing_to_confirm"))]

    def _do_no(self, command: Command) -> list[Message]:
        return [Message(self.words.text("nothing_to_confirm"))]

    def _answer_confirmation(self, command: Command) -> list[Message]:
        asked, self.confirming = self.confirming, None
        if command.kind is CommandKind.YES and asked is CommandKind.QUIT:
            self.quit_requested = True
            return [Message(self.words.text("bye"))]
        if command.kind is CommandKind.NO:
            return [Message(self.words.text("quit.cancelled")), self._turn_message()]
        # Anything else cancels the question and is handled as usual.
        return [Message(self.words.text("quit.cancelled"))] + self.handle(command)

    def _remember(self, messages: list[Message]) -> list[Message]:
        if messages:
            self.last_message = messages[-1]
        return messages
