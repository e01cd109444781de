"""The session: one game being played, its seats, its history and every query.

The session knows nothing about devices. Front ends hand it commands (or typed lines) and
deliver the messages it returns. The computer's move is a separate call so that a front end
can run it off the UI thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from accessible_games.ai.types import StopSignal
from accessible_games.engine import (
    Event,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Location,
    Move,
    Player,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.grid import parse_algebraic
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games import describer_for
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.topics import Topic
from accessible_games.narration.views import Occupant, PlaceKind, view_for
from accessible_games.session.commands import Command, CommandKind, parse_command
from accessible_games.session.computer import Computer
from accessible_games.session.cursor import Cursor, MoveBuilder, Step
from accessible_games.session.help import command_help, help_lines
from accessible_games.session.places import PlaceWords
from accessible_games.session.words import SessionWords, game_name
from accessible_games.storage.records import RecordError
from accessible_games.storage.store import Kind, Store

if TYPE_CHECKING:
    from accessible_games.session.editor import Editor


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


@dataclass
class ComputerJob:
    """A computer move being thought about on a copy of the position."""

    computer: Computer
    state: State
    level: int
    history_length: int
    key: object

    def think(self, stop: StopSignal | None = None) -> Move:
        """Choose the move (safe to run in a worker thread)."""
        return self.computer.choose(self.state, self.level, stop)


LONG_MOVE_LIST = 12
"""More legal moves than this are read grouped by their starting place."""


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
        self.start_position: str | None = None if state is None else state.to_text()
        """The start position's text when the game did not start from the usual set-up."""
        self.describer: Describer = describer_for(game, lang, verbosity)
        self.words = SessionWords(lang, game)
        self.computer = Computer(game, seed)
        self.history: list[Turn] = []
        self.last_message: Message | None = None
        self.last_refusal: Message | None = None
        self.confirming: CommandKind | None = None
        self.quit_requested = False
        self.store: Store | None = None
        """Where saved games go; set by the front end."""
        self.switch_to: Session | None = None
        """A session the front end should continue with (after "open")."""
        self._pending: str = ""
        self.editor: Editor | None = None
        """The position editor while it is open."""
        self.printer: Callable[[Session], list[Message]] | None = None
        """Writes tactile and large-print files of the position; set by the front end."""
        self.listeners: list[Callable[[Session], None]] = []
        """Called after every change of the history (a move made or taken back): autosave."""
        self.view = view_for(game)
        self.places = PlaceWords(self.describer, self.view)
        self.cursor = Cursor(self.view)
        self.builder = MoveBuilder()
        self._place_cursor()

    def _place_cursor(self) -> None:
        """Start the cursor on the first place a person can move from (else the lower left)."""
        if self.state.turn_kind is TurnKind.PLAYER:
            for move in self.state.legal_moves():
                if move.parts:
                    self.cursor.go(move.parts[0])
                    return
        self.cursor.move(0, 0)

    # -- state of the session --------------------------------------------------------------

    @property
    def shown_cursor(self) -> Cursor:
        """The cursor front ends show: the editor's while the position editor is open."""
        return self.editor.cursor if self.editor is not None else self.cursor

    def shown_occupant(self, location: Location) -> Occupant | None:
        """What front ends show on ``location``: the edited position while editing."""
        if self.editor is not None:
            return self.editor.occupants.get(location)
        return self.view.occupant(self.state, location)

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

    # -- settings ------------------------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on; the moves made so far are told again in it, so "last"
        and "since" answer in the new language.

        Raises:
            UnknownLanguageError: ``lang`` is not one the app speaks.
        """
        describer = describer_for(self.game, lang, self.describer.verbosity)
        if lang == self.lang:
            return
        self.lang = lang
        self.describer = describer
        self.words = SessionWords(lang, self.game)
        self.places = PlaceWords(describer, self.view)
        if self.editor is not None:
            self.editor.cat = self.words.cat
        replay = self.state.copy()
        for _ in self.history:
            replay.undo()
        for index, turn in enumerate(self.history):
            events = replay.play(turn.move)
            message = replace(describer.move_message(replay, turn.move, events, turn.mover),
                              mover=turn.mover)
            self.history[index] = Turn(turn.mover, turn.move, events, message)

    def set_verbosity(self, verbosity: Verbosity | str) -> None:
        """Say more or less from now on ("brief", "normal", "verbose")."""
        self.describer.verbosity = Verbosity(verbosity)

    # -- entry points ------------------------------------------------------------------------

    def opening(self) -> list[Message]:
        """What is said when the game starts: the game, the seats, whose turn."""
        seats = [self.words.seat(self.describer.player(p), s.kind.value, s.level)
                 for p, s in enumerate(self.seats)]
        text = self.words.opening(self.describer.cat.join_and(seats))
        opening = [Message(text)]
        if self.history:
            # A resumed or opened game: say where it stands.
            opening.append(Message(self.words.text("resumed", number=len(self.history) + 1)))
            opening.append(self.history[-1].message)
        return self._remember(opening + [self._turn_message()] + self.forced_moves())

    def handle_line(self, line: str) -> list[Message]:
        """Act on one typed line (a command word or a move)."""
        if not line.strip():
            return self._remember([Message(self.words.text("empty"), MessageKind.ERROR)])
        return self.handle(parse_command(line))

    def handle(self, command: Command) -> list[Message]:
        """Act on one abstract command and return what to announce."""
        if self.confirming is not None:
            return self._remember(self._answer_confirmation(command))
        if self.editor is not None and command.kind not in (CommandKind.REPEAT,
                                                            CommandKind.QUIT, CommandKind.PRINT,
                                                            CommandKind.RULES):
            return self._remember(self.editor.handle(command))
        handler: Callable[[Command], list[Message]] = getattr(self, f"_do_{command.kind.value}")
        if command.kind is CommandKind.REPEAT:
            return handler(command)
        return self._remember(handler(command))

    def computer_move(self, stop: StopSignal | None = None) -> list[Message]:
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

    def prepare_computer(self) -> ComputerJob | None:
        """Start of a computer move off the UI thread: a private copy to think about.

        Run ``job.think(stop)`` in a worker; then call :meth:`finish_computer` on the UI
        thread. Meanwhile the player may query, undo or quit: a stale result is dropped.
        """
        if not self.computer_to_move():
            return None
        level = self.seats[self.state.to_move].level
        return ComputerJob(self.computer, self.state.copy(), level, len(self.history),
                           self.state.key())

    def finish_computer(self, job: ComputerJob, move: Move) -> list[Message]:
        """Make the move a worker found, unless the game changed meanwhile (then nothing)."""
        if len(self.history) != job.history_length or self.state.key() != job.key:
            return []
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
        message = replace(self.describer.move_message(self.state, move, events, mover),
                          mover=mover)
        self.history.append(Turn(mover, move, events, message))
        self._changed()
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
            return [self._refuse(self.describer.reason(error.reason, self.state))]
        except InvalidMoveError:
            return [self._refuse(Message(self.words.unreadable(command.argument),
                                         MessageKind.ERROR))]
        return self._play_human(move)

    def _changed(self) -> None:
        for listener in self.listeners:
            listener(self)

    def _refuse(self, message: Message) -> Message:
        self.last_refusal = message
        return message

    def _play_human(self, move: Move) -> list[Message]:
        self.builder.clear()
        messages = self._make(move)
        messages.extend(self.forced_moves())
        if not self.is_over and not self.computer_to_move():
            messages.append(self._turn_message())
        return messages

    def _turn_message(self) -> Message:
        return Message(self.describer.turn_text(self.state), MessageKind.TURN)

    # -- cursor and move building ----------------------------------------------------------

    def _cursor_message(self, moved: bool) -> list[Message]:
        location = self.cursor.location
        assert location is not None
        if not moved:
            return [self.edge_message(location, self.cursor.place())]
        text = self.places.place_and_content(self.state, location)
        return [Message(text, MessageKind.CURSOR, place=self.cursor.place())]

    def edge_message(self, location: Location, place: tuple[int, int, int, int]) -> Message:
        """The cursor could not move further: the edge, and the place it stays on."""
        name = self.describer.location(location)
        return Message(self.words.text("edge", place=name), MessageKind.EDGE, place=place)

    def _do_left(self, command: Command) -> list[Message]:
        return self._cursor_message(self.cursor.move(-1, 0))

    def _do_right(self, command: Command) -> list[Message]:
        return self._cursor_message(self.cursor.move(1, 0))

    def _do_up(self, command: Command) -> list[Message]:
        return self._cursor_message(self.cursor.move(0, 1))

    def _do_down(self, command: Command) -> list[Message]:
        return self._cursor_message(self.cursor.move(0, -1))

    def _do_row_start(self, command: Command) -> list[Message]:
        self.cursor.row_end(last=False)
        return self._cursor_message(True)

    def _do_row_end(self, command: Command) -> list[Message]:
        self.cursor.row_end(last=True)
        return self._cursor_message(True)

    def _do_go(self, command: Command) -> list[Message]:
        text = command.argument.strip().lower()
        grid = self._is_grid()
        place = self._parse_place(text)
        if place is not None:
            self.cursor.go(place)
            return self._cursor_message(True)
        if grid and text.isdigit() and 1 <= int(text) <= self.view.rows:
            self.cursor.row = int(text) - 1
            if self.view.cell(self.cursor.column, self.cursor.row).kind is PlaceKind.NONE:
                self.cursor.row_end(last=False)
            return self._cursor_message(True)
        if grid and len(text) == 1 and "a" <= text < chr(ord("a") + self.view.columns):
            self.cursor.column = ord(text) - ord("a")
            return self._cursor_message(True)
        return [Message(self.places.q("go.bad", text=command.argument), MessageKind.ERROR)]

    def _is_grid(self) -> bool:
        return any(self.view.cell(c, r).kind is PlaceKind.SQUARE
                   for c in range(self.view.columns) for r in range(self.view.rows))

    def _parse_place(self, text: str) -> Location | None:
        """The place a typed text names ("c3", a house number), or None."""
        if self._is_grid():
            square = parse_algebraic(text, self.view.columns, self.view.rows)
            if square is not None:
                return square
        try:
            location = self.state.parse_location(text)
        except InvalidMoveError:
            return None
        try:
            self.view.cell_of(location)
        except KeyError:
            return None
        return location

    def _do_where(self, command: Command) -> list[Message]:
        location = self.cursor.location
        if location is None:
            return [Message(self.places.q("no_place"))]
        place = self.describer.location(location)
        content = self.places.content(self.state, location)
        if self.builder.parts:
            selection = self.describer.cat.join_and(
                [self.describer.location(p) for p in self.builder.parts])
            return [Message(self.places.q("where_selected", place=place, content=content,
                                          selection=selection), place=self.cursor.place())]
        return [Message(self.places.q("where", place=place, content=content),
                        place=self.cursor.place())]

    def _do_select(self, command: Command) -> list[Message]:
        if self.is_over:
            return [Message(self.describer.turn_text(self.state), MessageKind.RESULT)]
        if self.state.turn_kind is not TurnKind.PLAYER or self.computer_to_move():
            return [Message(self.words.text("wait"), MessageKind.ILLEGAL)]
        location = self.cursor.location
        if location is None:
            return [Message(self.places.q("no_place"), MessageKind.ILLEGAL)]
        step, moves = self.builder.choose(self.state, location)
        place = self.describer.location(location)
        if step is Step.COMPLETE:
            return self._play_human(moves[0])
        if step is Step.DESELECTED:
            return [Message(self.places.q("deselected"), MessageKind.DESELECT)]
        if step is Step.SELECTED and len(self.builder.parts) == 1:
            return [Message(self.places.q("selected", place=place,
                                          moves=self.describer.moves_list(moves)),
                            MessageKind.SELECT, brief=place)]
        if step is Step.SELECTED:
            n = len(self.builder.parts)
            targets = sorted({m.parts[n] for m in moves if len(m.parts) > n})
            names = self.describer.cat.join_or([self.describer.location(t) for t in targets])
            return [Message(self.places.q("continue", place=place, targets=names),
                            MessageKind.SELECT, brief=place)]
        reason = self.state.explain(tuple(self.builder.parts) + (location,))
        return [self._refuse(self.describer.reason(reason, self.state))]

    def _do_cancel(self, command: Command) -> list[Message]:
        if not self.builder.parts:
            return [Message(self.places.q("nothing_selected"))]
        self.builder.clear()
        return [Message(self.places.q("deselected"), MessageKind.DESELECT)]

    # -- queries -----------------------------------------------------------------------------

    def _do_help(self, command: Command) -> list[Message]:
        if command.argument:
            return [Message(command_help(self.words, command.argument))]
        if self.builder.parts:
            selection = self.describer.cat.join_and(
                [self.describer.location(p) for p in self.builder.parts])
            return [Message(self.places.q("select_help", selection=selection))]
        return [Message(line) for line in help_lines(self.words)]

    # Topics: questions every game answers its own way (narration/topics.py).

    def _topic(self, topic: Topic) -> list[Message]:
        messages = self.describer.answer(topic, self.state, self.cursor.location)
        if messages:
            return messages
        name = game_name(self.game.id, self.lang)
        return [Message(self.words.text(f"topic.none.{topic.value}", game=name))]

    def _do_threats(self, command: Command) -> list[Message]:
        return self._topic(Topic.THREATS)

    def _do_details(self, command: Command) -> list[Message]:
        return self._topic(Topic.DETAILS)

    def _do_look(self, command: Command) -> list[Message]:
        return self._topic(Topic.LOOK)

    def _do_rows(self, command: Command) -> list[Message]:
        return self._topic(Topic.ROWS)

    def _do_rules(self, command: Command) -> list[Message]:
        return [Message(self.words.rules())]

    def _do_moves(self, command: Command) -> list[Message]:
        if self.is_over:
            return [Message(self.describer.turn_text(self.state), MessageKind.RESULT)]
        legal = self.state.legal_moves()
        if command.argument:
            location = self._parse_place(command.argument)
            if location is None:
                return [Message(self.words.text("moves.bad_place", text=command.argument),
                                MessageKind.ERROR)]
            place = self.describer.location(location)
            legal = self.state.moves_from(location)
            if not legal:
                return [Message(self._why_no_moves(location, place))]
            return [Message(self.words.plural("moves.here", len(legal), place=place,
                                              moves=self.describer.moves_list(legal)))]
        player = self.describer.player(self.state.to_move)
        if len(legal) <= LONG_MOVE_LIST:
            return [Message(self.words.plural("moves.all", len(legal), player=player,
                                              moves=self.describer.moves_list(legal)))]
        return [Message(self._long_move_list(legal, player))]

    def _why_no_moves(self, location: Location, place: str) -> str:
        """"No move from e5." followed by the game's reason when it adds something: the square
        is empty, the piece is the opponent's, frozen, or hemmed in."""
        text = self.words.text("moves.none_here", place=place)
        try:
            reason = self.state.explain((location,))
            why = self.describer.reason(reason, self.state).text
        except Exception:  # noqa: BLE001 - the reason is a courtesy; the answer stands without it
            return text
        if reason.code is ReasonCode.PIECE_HAS_NO_MOVES and \
                why == self.describer.t("reason.piece_has_no_moves", start=place):
            return text
        return f"{text} {why}"

    def _long_move_list(self, legal: list[Move], player: str) -> str:
        """Many moves: grouped by the place they start from ("d1 to e1, c1 or b1; f1 to
        f2"), or only counted when each move is a single place (Gomoku)."""
        if not all(len(m.parts) >= 2 for m in legal):
            return self.words.plural("moves.count_only", len(legal), player=player)
        targets: dict[Location, list[str]] = {}
        for move in legal:
            name = self.describer.location(move.parts[-1])
            found = targets.setdefault(move.parts[0], [])
            if name not in found:
                found.append(name)
        groups = [self.words.text("moves.from", start=self.describer.location(start),
                                  targets=self.describer.cat.join_or(names))
                  for start, names in targets.items()]
        return self.words.plural("moves.grouped", len(legal), player=player,
                                 places=len(groups), groups="; ".join(groups))

    def _do_moves_here(self, command: Command) -> list[Message]:
        location = self.cursor.location
        if location is None:
            return [Message(self.places.q("no_place"))]
        return self._do_moves(Command(CommandKind.MOVES, self.describer.location(location)))

    def _do_moves_all(self, command: Command) -> list[Message]:
        return self._do_moves(Command(CommandKind.MOVES))

    def _do_captures(self, command: Command) -> list[Message]:
        if self.is_over:
            return [Message(self.describer.turn_text(self.state), MessageKind.RESULT)]
        captures = [m for m in self.state.legal_moves() if self._is_capture(m)]
        if not captures:
            return [Message(self.places.q("captures.none"))]
        return [Message(self.describer.cat.plural(
            "query.captures", len(captures), moves=self.describer.moves_list(captures)))]

    def _is_capture(self, move: Move) -> bool:
        from accessible_games.engine.events import PieceCaptured, SeedsCaptured
        return any(isinstance(e, (PieceCaptured, SeedsCaptured))
                   for e in self.state.move_events(move))

    def _listener(self) -> Player:
        """The person the answers are for: the human to move, else the first human."""
        humans = self.humans
        if self.state.turn_kind is TurnKind.PLAYER and self.state.to_move in humans:
            return self.state.to_move
        return humans[0] if humans else self.state.to_move

    def _do_since(self, command: Command) -> list[Message]:
        me = self._listener()
        turns: list[Turn] = []
        for turn in reversed(self.history):
            if turn.mover == me and turn.move.parts:
                break
            turns.append(turn)
        if not turns:
            return [Message(self.places.q("since.none"))]
        return [t.message for t in reversed(turns)]

    def _pieces(self, player: Player) -> list[Message]:
        line = None
        if self.places.family == "mancala" and self.view.line_of_row is not None:
            line = self.describer.board_lines(self.state)[self.view.line_of_row(player)]
        return [Message(self.places.pieces(self.state, player, line))]

    def _do_pieces(self, command: Command) -> list[Message]:
        return self._pieces(self._listener())

    def _do_pieces_opponent(self, command: Command) -> list[Message]:
        me = self._listener()
        return self._pieces(next(p for p in range(self.game.num_players) if p != me))

    def _do_row(self, command: Command) -> list[Message]:
        row = self.cursor.row
        if command.argument.isdigit() and 1 <= int(command.argument) <= self.view.rows:
            row = int(command.argument) - 1
        if self.view.line_of_row is None:
            return [Message(self.places.row(self.state, row))]
        return [Message(self.describer.board_lines(self.state)[self.view.line_of_row(row)])]

    def _do_column(self, command: Command) -> list[Message]:
        column = self.cursor.column
        text = command.argument.strip().lower()
        if len(text) == 1 and "a" <= text < chr(ord("a") + self.view.columns):
            column = ord(text) - ord("a")
        return [Message(self.places.column(self.state, column))]

    def _do_why(self, command: Command) -> list[Message]:
        if self.last_refusal is None:
            return [Message(self.places.q("why.none"))]
        return [self.last_refusal]

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
        self.builder.clear()
        taken = 0
        while self.history:
            turn = self.history.pop()
            self.state.undo()
            taken += 1
            if turn.mover in humans and turn.move.parts:
                break
        self._changed()
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

    # -- saved games ---------------------------------------------------------------------

    def _no_store(self) -> list[Message]:
        return [Message(self.words.cat.text("store.none"), MessageKind.ILLEGAL)]

    def _do_save(self, command: Command) -> list[Message]:
        from accessible_games.session.saving import move_texts, seats_data

        if self.store is None:
            return self._no_store()
        name = command.argument.strip()
        if not name:
            return [Message(self.words.cat.text("store.save.need_name"), MessageKind.ERROR)]
        old = self.store.find_saved(name)
        if old is not None:
            self.store.delete(old.id)
        self.store.create(Kind.SAVED, self.game.id, dict(self.game.options), seats_data(self),
                          self.seed, self.lang, move_texts(self), name=name,
                          position=self.start_position)
        key = "store.save.replaced" if old is not None else "store.save.done"
        return [Message(self.words.cat.text(key, name=name))]

    def _do_saves(self, command: Command) -> list[Message]:
        from accessible_games.session.saving import describe_stored

        if self.store is None:
            return self._no_store()
        saved = self.store.list(Kind.SAVED)
        if not saved:
            return [Message(self.words.cat.text("store.saves.none"))]
        head = self.words.cat.plural("store.saves.count", len(saved))
        return [Message(head)] + [Message(describe_stored(g, self.lang)) for g in saved]

    def _do_open(self, command: Command) -> list[Message]:
        from accessible_games.session.saving import attach_store, session_from_stored

        if self.store is None:
            return self._no_store()
        found = self.store.find_saved(command.argument)
        if found is None:
            return [Message(self.words.cat.text("store.open.unknown", name=command.argument),
                            MessageKind.ERROR)]
        try:
            self.switch_to = session_from_stored(found, self.lang)
        except RecordError as error:
            return [Message(self.words.cat.text("store.open.broken", name=found.name,
                                                problem=str(error)), MessageKind.ERROR)]
        attach_store(self.switch_to, self.store)
        return [Message(self.words.cat.text("store.open.done", name=found.name))]

    def _do_delete(self, command: Command) -> list[Message]:
        if self.store is None:
            return self._no_store()
        found = self.store.find_saved(command.argument)
        if found is None:
            return [Message(self.words.cat.text("store.open.unknown", name=command.argument),
                            MessageKind.ERROR)]
        self.confirming = CommandKind.DELETE
        self._pending = found.name
        return [Message(self.words.cat.text("store.delete.confirm", name=found.name))]

    def _do_edit(self, command: Command) -> list[Message]:
        from accessible_games.session.editor import Editor

        self.builder.clear()
        self.editor = Editor(self)
        return self.editor.opening()

    def _do_print(self, command: Command) -> list[Message]:
        if self.printer is None:
            return [Message(self.words.cat.text("store.none"), MessageKind.ILLEGAL)]
        return self.printer(self)

    def _do_stats(self, command: Command) -> list[Message]:
        from accessible_games.session.saving import statistics

        if self.store is None:
            return self._no_store()
        return [Message(line) for line in statistics(self.store, self.lang)]

    def _answer_confirmation(self, command: Command) -> list[Message]:
        asked, self.confirming = self.confirming, None
        if command.kind is CommandKind.YES and asked is CommandKind.QUIT:
            self.quit_requested = True
            return [Message(self.words.text("bye"))]
        if command.kind is CommandKind.YES and asked is CommandKind.DELETE:
            found = self.store.find_saved(self._pending) if self.store else None
            if found is not None and self.store is not None:
                self.store.delete(found.id)
            return [Message(self.words.cat.text("store.delete.done", name=self._pending))]
        if asked is CommandKind.DELETE:
            return [Message(self.words.cat.text("store.delete.kept", name=self._pending))]
        if command.kind is CommandKind.NO:
            return [Message(self.words.text("quit.cancelled")), self._turn_message()]
        # Anything else cancels the question and is handled as usual.
        return [Message(self.words.text("quit.cancelled"))] + self.handle(command)

    def _remember(self, messages: list[Message]) -> list[Message]:
        if messages:
            self.last_message = messages[-1]
        return messages
