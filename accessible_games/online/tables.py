"""A table on the server: its seats, its game (a session Table) and its ordered log.

Everything that happens at a table is an :class:`Entry` of its log with the next sequence
number: a seat taken or left, a bot added or removed, a game started, every move (chance
included, drawn by the Table from its seed), chat, a player gone away and back. The log is
kept in the store as it grows (the entries of one change in one write,
:meth:`LiveTable.take_unsaved`); a restarted server rebuilds the table by applying the log again
(the same code path as live play), and checks the result against the newest snapshot.
No networking here: the server (``server.py``) turns entries into per-seat messages
(``views.py``) and sends them.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from typing import Any

from accessible_games.ai.levels import LevelName
from accessible_games.engine import (
    Game,
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    Move,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.lineup import REGISTRY
from accessible_games.online.protocol import ErrorCode, ProtocolError, to_json
from accessible_games.online.store import LogRecord, ServerStore, TableRecord
from accessible_games.session.table import ComputerJob, Seat, SeatKind, Table, Turn

SNAPSHOT_EVERY = 50
"""A snapshot of the table is kept after every this many entries."""
AWAY_LEVEL = 1
"""The level of the bot that plays for a player who is away."""
BOT_LEVELS = len(LevelName)
"""The bots' levels are 1 to this (beginner, intermediate, strong)."""

log = logging.getLogger(__name__)


class Holder(Enum):
    """Who holds a seat."""

    OPEN = "open"
    PLAYER = "player"
    BOT = "bot"


class EntryKind(Enum):
    """What a log entry records."""

    SIT = "sit"
    BOT = "bot"
    UNBOT = "unbot"
    LEAVE = "leave"
    START = "start"
    MOVE = "move"
    CHAT = "chat"
    AWAY = "away"
    BACK = "back"


@dataclass
class SeatInfo:
    """One seat of an online table."""

    holder: Holder = Holder.OPEN
    name: str | None = None
    """The player's name (a PLAYER seat)."""
    level: int = 1
    """The bot's level (a BOT seat)."""
    away: bool = False
    """The player is away and a bot plays for them until they come back."""

    def to_json(self, seat: int) -> dict[str, Any]:
        """The seat as the lobby shows it."""
        return {"seat": seat, "holder": self.holder.value, "name": self.name,
                "level": self.level if self.holder is Holder.BOT else None, "away": self.away}


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a table's log."""

    seq: int
    kind: EntryKind
    data: Mapping[str, Any]
    """Public facts for every kind but MOVE; a MOVE's data is the whole move (server only)."""
    turn: Turn | None = None
    """The move's Turn (MOVE entries), from which each seat is told what it may know."""


@dataclass(frozen=True, slots=True)
class SeatTaken:
    """Who holds a seat asked for, and which seats are free: the refusal names them."""

    name: str | None
    """The player in the seat (None: a bot holds it)."""
    level: int
    """The bot's level (when a bot holds it)."""
    free: tuple[int, ...]
    """The open seats (numbered from 0)."""


def make_game(game_id: str, options: Mapping[str, Any]) -> Game:
    """The game a table plays.

    Raises:
        ProtocolError: unknown game (``unknown_game``) or options it refuses (``bad_option``).
    """
    try:
        game_class = REGISTRY.find(game_id)
    except GameError:
        raise ProtocolError(ErrorCode.UNKNOWN_GAME, game=game_id) from None
    try:
        return game_class({k: str(v) for k, v in options.items()})
    except InvalidOptionError as error:  # which option, and what it takes, in words
        raise ProtocolError(ErrorCode.BAD_OPTION, (game_class.id, error),
                            game=game_class.id) from None
    except (GameError, ValueError, TypeError):
        raise ProtocolError(ErrorCode.BAD_OPTION, game=game_class.id) from None


@dataclass
class LiveTable:
    """A table being served: seats, the current game and the log."""

    record: TableRecord
    game: Game
    store: ServerStore | None = None
    seats: list[SeatInfo] = field(default_factory=list)
    table: Table | None = None
    entries: list[Entry] = field(default_factory=list)
    game_number: int = 0
    started_at: int = 0
    """The seq of the current game's start."""
    closed: bool = False
    """The table was closed (its creator closed it, or nobody was at it for long)."""
    _sat: dict[int, tuple[str, int]] = field(default_factory=dict)
    """Who last sat down in each seat, and at which seq."""
    _unsaved: list[LogRecord] = field(default_factory=list)
    """Entries recorded but not yet written to the store (see :meth:`save`)."""
    _unsaved_snapshot: tuple[int, dict[str, Any]] | None = None
    _snapshot_due: bool = False
    """An entry whose seq is a multiple of :data:`SNAPSHOT_EVERY` was recorded: the next
    take snapshots the table (a move and the deal it set off are recorded after all of
    them were made, so a snapshot taken at that entry would show the table at the last)."""

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [SeatInfo() for _ in range(self.game.num_players)]

    @property
    def id(self) -> int:
        """The table's id."""
        return self.record.id

    @property
    def seq(self) -> int:
        """The sequence number of the last entry (0 when the log is empty)."""
        return len(self.entries)

    @property
    def started(self) -> bool:
        """True once a game was started at this table."""
        return self.table is not None

    @property
    def running(self) -> bool:
        """True while a game is being played."""
        return self.table is not None and not self.table.is_over

    def seat_of(self, name: str) -> Player | None:
        """The seat ``name`` holds, or None."""
        for seat, info in enumerate(self.seats):
            if info.holder is Holder.PLAYER and info.name == name:
                return seat
        return None

    def seated_at(self, seat: Player, name: str) -> int:
        """The seq at which ``name`` last sat down in ``seat`` (0: never). What happened
        before belongs to whoever sat there then: it is retold as to a spectator."""
        last = self._sat.get(seat)
        if last is not None and last[0] == name:
            return last[1]
        for entry in reversed(self.entries):
            if (entry.kind is EntryKind.SIT and entry.data["seat"] == seat
                    and entry.data["name"] == name):
                return entry.seq
        return 0

    def viewer_now(self, seat: Player | None, name: str) -> Player | None:
        """Whose view of the current game ``name`` in ``seat`` gets: the seat's, unless the
        game was started before they sat down (then it was somebody else's: a spectator's)."""
        if seat is None or self.started_at == 0 or self.started_at > self.seated_at(seat, name):
            return seat
        return None

    # -- the log ---------------------------------------------------------------------------

    def _record(self, kind: EntryKind, data: Mapping[str, Any], turn: Turn | None = None,
                persist: bool = True) -> Entry:
        entry = Entry(self.seq + 1, kind, dict(data), turn)
        self.entries.append(entry)
        if kind is EntryKind.SIT:
            self._sat[data["seat"]] = (data["name"], entry.seq)
        elif kind is EntryKind.START:
            self.started_at = entry.seq
        if persist and self.store is not None:
            self._unsaved.append(LogRecord(entry.seq, kind.value, entry.data))
            self._snapshot_due = self._snapshot_due or entry.seq % SNAPSHOT_EVERY == 0
        return entry

    def take_unsaved(self) -> tuple[list[LogRecord], tuple[int, dict[str, Any]] | None]:
        """The entries recorded since the last take (and the snapshot due among them), for
        the server to write to the store in one write; they count as saved from now on.
        The server writes them before anybody is told of them (``journal.py``). A snapshot
        is taken here, with the seq of the last entry: the table stands as that entry left
        it."""
        if self._snapshot_due and self._unsaved:
            self._unsaved_snapshot = (self.seq, self.snapshot())
            self._snapshot_due = False
        taken = self._unsaved, self._unsaved_snapshot
        self._unsaved, self._unsaved_snapshot = [], None
        return taken

    def put_back(self, records: list[LogRecord],
                 snapshot: tuple[int, dict[str, Any]] | None) -> None:
        """Entries taken whose write failed: they are written with the next ones."""
        self._unsaved = records + self._unsaved
        if self._unsaved_snapshot is None:
            self._unsaved_snapshot = snapshot

    def snapshot(self) -> dict[str, Any]:
        """The table as it stands: seats, game number and the whole position (server only)."""
        return {"seats": [s.to_json(i) for i, s in enumerate(self.seats)],
                "game_number": self.game_number,
                "position": None if self.table is None else self.table.state.to_text()}

    def _commit(self, kind: EntryKind, data: Mapping[str, Any],
                persist: bool = True) -> list[Entry]:
        """Apply an entry that is not a move, record it, and record what it caused."""
        self._apply(kind, data)
        entries = [self._record(kind, data, persist=persist)]
        if kind is EntryKind.START and self.table is not None:
            entries.extend(self._record_turn(turn, persist) for turn in self.table.advance())
        return entries

    def _record_turn(self, turn: Turn, persist: bool = True) -> Entry:
        data: dict[str, Any] = {"mover": turn.mover, "move": to_json(turn.move)}
        seat = turn.seat
        if seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].away:
            data["stand_in"] = True  # a bot's move for a player who is away, or a roll for it
        return self._record(EntryKind.MOVE, data, turn, persist)

    def _apply(self, kind: EntryKind, data: Mapping[str, Any]) -> None:
        """Change the table as an entry says (a started game's first chance turns are
        entries of their own)."""
        seat = data.get("seat", 0)
        if kind is EntryKind.SIT:
            self.seats[seat] = SeatInfo(Holder.PLAYER, data["name"])
        elif kind is EntryKind.BOT:
            self.seats[seat] = SeatInfo(Holder.BOT, None, data["level"])
        elif kind in (EntryKind.UNBOT, EntryKind.LEAVE):
            self.seats[seat] = SeatInfo()
        elif kind in (EntryKind.AWAY, EntryKind.BACK):
            self.seats[seat].away = kind is EntryKind.AWAY
            self._set_kind(seat)
        elif kind is EntryKind.START:
            self.game_number = data["game_number"]
            if "options" in data:  # the table's options, with what the last game passed on
                self.game = make_game(self.game.id, {**self.record.options, **data["options"]})
            seats = [self._seat_for(info) for info in self.seats]
            self.table = Table(self.game, seats, self.record.seed * 1000 + self.game_number)

    @staticmethod
    def _seat_for(info: SeatInfo) -> Seat:
        if info.holder is Holder.BOT:
            return Seat(SeatKind.COMPUTER, info.level)
        if info.away:
            return Seat(SeatKind.COMPUTER, AWAY_LEVEL)
        return Seat(SeatKind.REMOTE)

    def _set_kind(self, seat: Player) -> None:
        if self.table is not None:
            seats = list(self.table.seats)
            seats[seat] = self._seat_for(self.seats[seat])
            self.table.seats = tuple(seats)

    # -- what players do -------------------------------------------------------------------

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise ProtocolError(ErrorCode.NO_SEAT, seat=seat + 1, seats=len(self.seats))

    def _check_open(self, seat: int) -> None:
        """Refuse a taken ``seat``, naming who holds it and which seats are free."""
        info = self.seats[seat]
        if info.holder is not Holder.OPEN:
            free = tuple(i for i, s in enumerate(self.seats) if s.holder is Holder.OPEN)
            raise ProtocolError(ErrorCode.SEAT_TAKEN, SeatTaken(info.name, info.level, free),
                                seat=seat + 1)

    def sit(self, name: str, seat: int) -> list[Entry]:
        """``name`` takes an open seat (or is back in the one they hold).

        Raises:
            ProtocolError: no such seat, or it is taken; the game runs and ``name`` has no
                seat in it.
        """
        self._check_seat(seat)
        info = self.seats[seat]
        if info.holder is Holder.PLAYER and info.name == name:
            return self.back(seat)
        self._check_open(seat)
        if self.running:
            raise ProtocolError(ErrorCode.STARTED)
        held = self.seat_of(name)
        entries = [] if held is None else self._commit(EntryKind.LEAVE, {"seat": held})
        return entries + self._commit(EntryKind.SIT, {"seat": seat, "name": name})

    def add_bot(self, seat: int, level: int) -> list[Entry]:
        """A bot at ``level`` (1-3) takes an open seat (before the game starts).

        Raises:
            ProtocolError: no such seat or level, the seat is taken (who holds it and which
                seats are free are named), or the game runs.
        """
        self._check_seat(seat)
        if self.running:
            raise ProtocolError(ErrorCode.STARTED)
        self._check_open(seat)
        if not 1 <= level <= BOT_LEVELS:  # refused, not quietly made another level
            raise ProtocolError(ErrorCode.NO_LEVEL, level=level, levels=BOT_LEVELS)
        return self._commit(EntryKind.BOT, {"seat": seat, "level": level})

    def remove_bot(self, seat: int) -> list[Entry]:
        """The bot in ``seat`` leaves it open (before the game starts)."""
        self._check_seat(seat)
        if self.running:
            raise ProtocolError(ErrorCode.STARTED)
        if self.seats[seat].holder is not Holder.BOT:
            raise ProtocolError(ErrorCode.NO_BOT, seat=seat + 1)
        return self._commit(EntryKind.UNBOT, {"seat": seat})

    def leave(self, name: str) -> list[Entry]:
        """``name`` leaves their seat: open again before a game, played by a bot during one."""
        seat = self.seat_of(name)
        if seat is None:
            return []
        if self.running:
            return self.away(seat)
        return self._commit(EntryKind.LEAVE, {"seat": seat})

    def away(self, seat: Player) -> list[Entry]:
        """The player of ``seat`` stayed away: a bot plays the seat until they are back."""
        if self.seats[seat].holder is not Holder.PLAYER or self.seats[seat].away:
            return []
        return self._commit(EntryKind.AWAY, {"seat": seat})

    def back(self, seat: Player) -> list[Entry]:
        """The player of ``seat`` is back and plays the seat again."""
        if not self.seats[seat].away:
            return []
        return self._commit(EntryKind.BACK, {"seat": seat})

    def start(self, again: bool = False, by: str | None = None) -> list[Entry]:
        """Start the game (``again``: a new game once the last one is over; ``by``: who
        asked for it, told to the others).

        Raises:
            ProtocolError: seats are open; a game runs; (again) no game was played yet.
        """
        if self.running:
            raise ProtocolError(ErrorCode.STARTED)
        if again != self.started:
            raise ProtocolError(ErrorCode.NOT_STARTED if again else ErrorCode.STARTED)
        open_seats = sum(1 for s in self.seats if s.holder is Holder.OPEN)
        if open_seats:
            raise ProtocolError(ErrorCode.SEATS_OPEN, count=open_seats)
        data: dict[str, Any] = {"game_number": self.game_number + 1}
        if by is not None:
            data["by"] = by
        if self.table is not None:  # a card game's deal passes on to the next game
            passed_on = self.table.state.next_game_options()
            if passed_on:
                data["options"] = passed_on
        return self._commit(EntryKind.START, data)

    def chat(self, name: str, text: str) -> list[Entry]:
        """A line of chat for everybody at the table."""
        return self._commit(EntryKind.CHAT, {"name": name, "text": text})

    def act(self, seat: Player, text: str | None = None,
            parts: list[int] | None = None) -> list[Entry]:
        """``seat`` makes a move, typed (``text``) or as move parts; then every chance turn
        and forced move that follows. The move is read and explained on the seat's own
        view, so a refusal tells nothing the seat may not know.

        Raises:
            ProtocolError: no game runs, it is not the seat's turn, the move is unreadable or
                not legal (the detail is the reason and the view it is explained on).
        """
        table = self.table
        if table is None:
            raise ProtocolError(ErrorCode.NOT_STARTED)
        if table.is_over:
            raise ProtocolError(ErrorCode.GAME_OVER)
        observation = table.observation(seat)
        view = observation.view
        if self.seats[seat].away or not observation.is_my_turn:
            reason = Reason(ReasonCode.NOT_YOUR_TURN)
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, (reason, view))
        try:
            if text is not None:
                move = view.parse_move(text)
            else:
                matches = view.match_parts(parts or [])
                if len(matches) != 1:
                    raise IllegalMoveError(str(parts), view.explain(parts or []))
                move = matches[0]
        except InvalidMoveError:
            raise ProtocolError(ErrorCode.UNREADABLE_MOVE, self.game) from None
        except IllegalMoveError as error:
            raise ProtocolError(ErrorCode.ILLEGAL_MOVE, (error.reason, view)) from None
        real = [m for m in table.state.legal_moves() if m == move]
        if len(real) != 1:
            raise ProtocolError(ErrorCode.ILLEGAL_MOVE)
        # The move as the seat named it (Dog's joker as the king), so every seat hears that.
        named = next((form for form in table.state.move_forms(real[0])
                      if form.notation == move.notation), real[0])
        return [self._record_turn(turn) for turn in table.submit(seat, named)]

    # -- bots -------------------------------------------------------------------------------

    def bot_job(self) -> ComputerJob | None:
        """A move for the bot whose turn it is, to think about off the event loop."""
        return None if self.table is None else self.table.prepare_computer()

    def finish_bot(self, job: ComputerJob, move: Move) -> list[Entry]:
        """Make a bot's move unless the table changed meanwhile (or the player came back)."""
        table = self.table
        if table is None or not table.computer_to_move():
            return []
        # The legal move equal to the bot's, as a person's move is taken: a bot may leave out
        # what equality ignores (Doppelkopf's party of an announcement), and the log keeps
        # the move as the legal moves give it.
        legal = [m for m in table.state.legal_moves() if m == move]
        if len(legal) == 1:
            move = legal[0]
        return [self._record_turn(turn) for turn in table.finish_computer(job, move)]

    # -- restoring -----------------------------------------------------------------------------

    def restore(self, records: list[LogRecord]) -> None:
        """Rebuild the table from its stored log (nothing is written again).

        Raises:
            ValueError: a stored move is not legal where the log puts it (a damaged log).
        """
        stored = None if self.store is None else self.store.snapshot(self.id)
        for record in records:
            kind = EntryKind(record.kind)
            if kind is EntryKind.MOVE:
                self._replay_move(record.data)
            else:
                self._apply(kind, record.data)
                self._record(kind, record.data, persist=False)
            if stored is not None and stored[0] == self.seq and dict(stored[1]) != self.snapshot():
                raise ValueError(f"table {self.id}: the log does not give its snapshot")
        log.info("table %s restored to seq %s", self.id, self.seq)

    def _replay_move(self, data: Mapping[str, Any]) -> None:
        table = self.table
        if table is None:
            raise ValueError("a move before any game started")
        state = table.state
        candidates = ([m for m, _ in state.chance_outcomes()]
                      if state.turn_kind is TurnKind.CHANCE else state.legal_moves())
        found = [form for m in candidates for form in state.move_forms(m)
                 if to_json(form) == data["move"]]
        if not found:  # stored by a server that kept a bot's move as the bot made it
            found = [m for m in candidates
                     if _compared(m, to_json(m)) == _compared(m, data["move"])]
        if len(found) != 1:
            raise ValueError(f"table {self.id}: stored move {data['move']} does not fit")
        table.replay(found)
        self._record(EntryKind.MOVE, data, table.history[-1], persist=False)


def _compared(move: Move, data: Mapping[str, Any]) -> dict[str, Any]:
    """``data``, a move of ``move``'s kind as JSON, without the fields the move's equality
    leaves out (Doppelkopf's party of an announcement)."""
    ignored: set[str] = ({f.name for f in fields(move) if not f.compare}
                         if is_dataclass(move) else set())
    return {key: value for key, value in data.items() if key not in ignored}
