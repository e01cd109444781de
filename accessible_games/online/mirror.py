"""The client's copy of an online table: a Table fed by the server's messages.

A :class:`MirrorTable` is a session Table whose state is the seat's own redacted view, as
the server's ``state`` messages give it, and whose history holds the moves as the server told
them to this seat (a hidden move stays hidden, events are the seat's own). A Console over it
therefore works as at a local table: queries, hints, the since-my-last-turn summary and the
move builder read the view; a move the Console makes is not played here but put in
:attr:`MirrorTable.outbox`, and the client sends it as an ``action``. The server's answer
comes back as events, which the Console hears as it hears any move.

Nothing here knows more than the seat: the server sends only what the seat may know, and this
table holds only that.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import types
import typing
from collections.abc import Sequence
from functools import cache
from typing import Any

from accessible_games.engine import (
    Event,
    Game,
    IllegalMoveError,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.details import DetailedOutcome
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import HiddenMove, Token, TokenKind
from accessible_games.session.table import Seat, SeatKind, Table, Turn, UndoRefused


def _all_subclasses(base: type) -> list[type]:
    found: list[type] = []
    stack: list[type] = [base]
    while stack:
        cls = stack.pop()
        subclasses: list[type] = cls.__subclasses__()
        found.extend(subclasses)
        stack.extend(subclasses)
    return found


@cache
def _classes() -> dict[str, tuple[type, ...]]:
    """The engine's event and value classes by name (every game is loaded by the lineup).

    Several games may name an event alike (Team draw's and the card core's ``CardDealt``):
    every class of a name is kept, and :func:`decode_value` takes the one whose fields fit.
    """
    import accessible_games.lineup  # noqa: F401 - registers every game's events

    known: dict[str, list[type]] = {"Outcome": [Outcome], "DetailedOutcome": [DetailedOutcome]}
    for cls in _all_subclasses(Event):
        module = sys.modules.get(cls.__module__)
        # A slotted dataclass replaces the class it was made from: keep the module's own.
        if dataclasses.is_dataclass(cls) and getattr(module, cls.__name__, None) is cls:
            if cls not in known.setdefault(cls.__name__, []):
                known[cls.__name__].append(cls)
    return {name: tuple(classes) for name, classes in known.items()}


def _game_enum(name: str, value: Any) -> Any:
    """A game's own enum member (the detail of a result) from its class name and value; the
    plain value when no game's enum of that name has it."""
    import accessible_games.lineup  # noqa: F401 - loads every game's enums

    for cls in _all_subclasses(enum.Enum):
        if cls.__name__ == name and cls.__module__.startswith("accessible_games."):
            try:
                return cls(value)
            except ValueError:
                continue
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(cls)
    except (NameError, TypeError):
        return {}


def _part(value: Any) -> Any:
    if isinstance(value, dict) and "token" in value:
        return Token(TokenKind(value["token"]), int(value["value"]))
    return value


def _decode(value: Any, hint: Any) -> Any:
    """``value`` (JSON data) as the type ``hint`` asks for."""
    if isinstance(value, dict) and "token" in value and "value" in value:
        return _part(value)
    if isinstance(value, dict) and "type" in value:
        return decode_value(value)
    if isinstance(value, dict) and "enum" in value and "value" in value:
        return _game_enum(str(value["enum"]), value["value"])
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _decode(value, arg)
            except (ValueError, TypeError, KeyError):
                continue
        return value
    if isinstance(value, list):
        inner = args[0] if args else Any
        items = [_decode(v, inner) for v in value]
        if origin in (frozenset, set) or hint in (frozenset, set):
            return frozenset(items)
        return tuple(items)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(value)
        except ValueError:
            return hint[value]
    return value


def decode_value(data: dict[str, Any]) -> Any:
    """An engine value (an event, an outcome) from the protocol's JSON form.

    Raises:
        ValueError: the server named a class this client does not know.
    """
    given = set(data) - {"type"}
    for cls in _classes().get(str(data.get("type")), ()):
        fields = dataclasses.fields(cls)
        required = {f.name for f in fields if f.default is dataclasses.MISSING
                    and f.default_factory is dataclasses.MISSING}
        if not required <= given <= {f.name for f in fields}:
            continue  # another game's class of the same name
        hints = _hints(cls)
        values = {f.name: _decode(data.get(f.name), hints.get(f.name, Any))
                  for f in fields if f.name in data}
        return cls(**values)
    raise ValueError(f"unknown value {data.get('type')}")


def decode_events(items: Sequence[dict[str, Any]]) -> tuple[Event, ...]:
    """The events of an ``event`` message (one this client cannot read is left out)."""
    events = []
    for item in items:
        try:
            event = decode_value(item)
        except (ValueError, TypeError, KeyError):
            continue
        if isinstance(event, Event):
            events.append(event)
    return tuple(events)


@dataclasses.dataclass(frozen=True, slots=True)
class ToldMove(Move):
    """A move as the server told it, when this client could not follow it on its view."""

    told: str
    """The move's notation."""
    told_parts: tuple[Any, ...] = ()
    """Its parts."""

    @property
    def parts(self) -> tuple[Any, ...]:
        """The move's parts."""
        return self.told_parts

    @property
    def notation(self) -> str:
        """The move's notation."""
        return self.told


def _find(state: State, told: dict[str, Any]) -> Move | None:
    """The move of ``state`` the server told (same notation and parts), or None."""
    try:
        if state.turn_kind is TurnKind.CHANCE:
            candidates = [m for m, _ in state.chance_outcomes()]
        elif state.is_terminal():
            return None
        else:
            candidates = list(state.legal_moves())
    except Exception:  # noqa: BLE001 - a view that cannot list moves is simply not followed
        return None
    parts = [_part(p) for p in told.get("parts", [])]
    found = [form for m in candidates for form in state.move_forms(m)
             if form.notation == told.get("notation") and list(form.parts) == parts]
    if len(found) != 1 or not state.view_follows(found[0]):
        return None
    return found[0]


class MirrorTable(Table):
    """A table that mirrors one seat's view of an online game.

    Args:
        game: the table's game (with its options).
        viewer: this client's seat (None: a spectator).
        game_number: which game of the online table this is.
    """

    def __init__(self, game: Game, viewer: Player | None, game_number: int = 1) -> None:
        seats = [Seat(SeatKind.HUMAN if p == viewer else SeatKind.REMOTE)
                 for p in range(game.num_players)]
        super().__init__(game, seats, 0)
        self.viewer = viewer
        self.game_number = game_number
        self.outbox: list[Move] = []
        """Moves the Console made, for the client to send as ``action`` messages."""
        self._waiting: list[dict[str, Any]] = []
        self.server: dict[str, Any] | None = None
        """The server's last ``state`` message for this table."""

    @property
    def waiting(self) -> bool:
        """True when moves were told that the next ``state`` will put on the table."""
        return bool(self._waiting)

    def take_event(self, message: dict[str, Any]) -> None:
        """Keep a ``move`` event until the ``state`` that follows tells the position."""
        self._waiting.append(message)

    def take_state(self, message: dict[str, Any]) -> None:
        """The server's view of the position after the moves kept: tell every console the
        moves (each from the position right after it, as far as this seat can follow the
        game move by move), then put the server's position on the table."""
        waiting, self._waiting = self._waiting, []
        self.server = message
        position = message.get("position")
        final = None if position is None else self.game.parse_position(str(position))
        following = True
        for data in waiting:
            told = data.get("move", {})
            move: Move | None = None
            if following and told.get("notation", "?") != "?":
                move = _find(self._state, told)
            if move is not None:
                self._state.apply(move)
            else:
                following = False
                if final is not None:
                    self._state = final.copy()
                move = HiddenMove() if told.get("notation", "?") == "?" else ToldMove(
                    str(told.get("notation")), tuple(_part(p) for p in told.get("parts", [])))
            audience = None if not isinstance(move, HiddenMove) else frozenset[Player]()
            turn = Turn(int(data.get("mover", -1)), move,
                        decode_events(data.get("events", [])), audience,
                        stand_in=bool(data.get("stand_in")))
            self.history.append(turn)
            self.version += 1
            for watcher in list(self.watchers):
                watcher(turn)
        if final is not None:
            self._state = final
        self.version += 1
        if waiting:
            for listener in list(self.listeners):
                listener(self)

    def observation(self, viewer: Player | None) -> Observation:
        """What ``viewer`` may know now: the view of the position, with whose turn it is and
        the legal moves as the server said (a position text cannot always tell a card not
        yet dealt from one dealt to another seat)."""
        observation = super().observation(viewer)
        server = self.server
        if server is None or viewer != self.viewer or server.get("over"):
            return observation
        to_move = server.get("to_move")
        mine = bool(server.get("your_turn"))
        told = server.get("legal", []) if mine else []
        player_turn = to_move is not None and int(to_move) >= 0
        if ((not player_turn or (observation.turn_kind is TurnKind.PLAYER
                                 and observation.to_move == to_move))
                and len(told) == len(observation.legal_moves)):
            return observation
        legal = tuple(_find(observation.view, t) or ToldMove(
            str(t.get("notation")), tuple(_part(p) for p in t.get("parts", [])))
            for t in told)
        if not player_turn or to_move is None:
            return dataclasses.replace(observation, legal_moves=legal)
        return dataclasses.replace(observation, turn_kind=TurnKind.PLAYER,
                                   to_move=int(to_move), legal_moves=legal)

    @property
    def outcome(self) -> Outcome | None:
        """The result as the server told it (a view's text may not show the game ended)."""
        server = self.server
        if server is not None and server.get("over") and server.get("outcome"):
            try:
                told = decode_value(server["outcome"])
            except (ValueError, TypeError, KeyError):
                told = None
            if isinstance(told, Outcome):
                return told
        return super().outcome

    @property
    def is_over(self) -> bool:
        """True when the server says the game is over (or the view shows it)."""
        server = self.server
        return bool(server is not None and server.get("over")) or super().is_over

    # -- what a local table would do, done by the server instead -------------------------

    def submit(self, seat: Player, move: Move) -> list[Turn]:
        """Queue the move for the server (it answers with events, or a refusal).

        Raises:
            IllegalMoveError: the seat is not this client's.
        """
        if seat != self.viewer:
            raise IllegalMoveError(move.notation, Reason(ReasonCode.NOT_YOUR_TURN))
        self.outbox.append(move)
        return []

    def advance(self) -> list[Turn]:
        """Chance and forced moves are made by the server."""
        return []

    def computer_to_move(self) -> bool:
        """Bots play on the server."""
        return False

    def undo_refusal(self, seat: Player) -> UndoRefused | None:
        """Moves are never taken back at an online table."""
        return UndoRefused.PEOPLE

    def end(self, outcome: Outcome) -> None:
        """Resigning and agreed draws are not part of the online protocol yet.

        Raises:
            IllegalMoveError: always.
        """
        raise IllegalMoveError("", Reason(ReasonCode.NOT_YOUR_TURN))
