"""Game records: rebuilding a game from its move list, and the JSON record format.

A record is the game id, its options, the seed, the seats and every move in the game's own
notation (chance moves too). Rebuilding replays every move through the engine, so a record can
never hold an illegal game: the first move that is unreadable or illegal stops the import with
its number, its text and the engine's reason.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from accessible_games.engine import (
    EndReason,
    Game,
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Outcome,
    Reason,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.events import events_for
from accessible_games.lineup import REGISTRY

JSON_FORMAT = "accessible-games-record"
JSON_VERSION = 1


class RecordError(ValueError):
    """A record cannot be read or replayed.

    ``move_number`` (1-based) and ``text`` name the first bad move; ``reason`` is the engine's
    reason when the move was readable but illegal. ``problem`` describes other failures
    (not JSON, unknown game, unknown format).
    """

    def __init__(self, problem: str, move_number: int | None = None, text: str = "",
                 reason: Reason | None = None, state: State | None = None) -> None:
        where = f" at move {move_number} ({text!r})" if move_number is not None else ""
        super().__init__(f"{problem}{where}")
        self.problem = problem
        self.move_number = move_number
        self.text = text
        self.reason = reason
        self.state = state
        """The position before the bad move, for wording the reason."""


@dataclass
class Record:
    """A game as data: enough to rebuild it move by move."""

    game_id: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    seats: list[dict[str, Any]] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    date: str = ""
    tags: dict[str, str] = field(default_factory=dict)
    """Extra header fields from imported files (event, site, player names)."""
    position: str | None = None
    """The start position's text when the game did not start from the usual set-up."""


def outcome_to_data(outcome: Outcome) -> dict[str, Any]:
    """An outcome as JSON-ready data."""
    data: dict[str, Any] = {"winners": sorted(outcome.winners), "reason": outcome.reason.value,
            "scores": None if outcome.scores is None else list(outcome.scores)}
    if outcome.scores_per_team:
        data["scores_per_team"] = True
    return data


def outcome_from_data(data: Mapping[str, Any]) -> Outcome | None:
    """The outcome ``outcome_to_data`` wrote, or None when the data does not name one."""
    try:
        reason = EndReason(data.get("reason"))
        winners = frozenset(int(w) for w in data.get("winners") or [])
    except (ValueError, TypeError):
        return None
    scores = data.get("scores")
    return Outcome(winners, reason, None if scores is None else tuple(int(x) for x in scores),
                   scores_per_team=data.get("scores_per_team") is True)


def find_move(state: State, text: str) -> Move:
    """The move ``text`` names in ``state`` (its exact notation first, then typed forms).

    Raises:
        InvalidMoveError, IllegalMoveError: as :meth:`State.parse_move`.
    """
    if state.turn_kind is TurnKind.CHANCE:
        for move, _ in state.chance_outcomes():
            if move.notation == text:
                return move
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_YOUR_TURN))
    for move in state.legal_moves():
        if move.notation == text:
            return move
    return state.parse_move(text)


def make_game(record: Record) -> Game:
    """The game a record is for, with its options.

    Raises:
        RecordError: unknown game or options.
    """
    try:
        return REGISTRY.create(record.game_id, record.options)
    except GameError as error:
        raise RecordError(str(error)) from None


def rebuild(record: Record) -> tuple[Game, State, list[Move]]:
    """Replay every move of a record; returns the game, the final state and the moves.

    Raises:
        RecordError: at the first unreadable or illegal move.
    """
    game = make_game(record)
    if record.position:
        try:
            state = game.parse_position(record.position)
        except GameError as error:
            raise RecordError(f"bad start position: {error}") from None
    else:
        state = game.new_state(random.Random(record.seed))
    moves: list[Move] = []
    for number, text in enumerate(record.moves, start=1):
        if text == HIDDEN_MOVE:
            raise RecordError("one seat's copy of a running game", number, text)
        try:
            move = find_move(state, text)
        except IllegalMoveError as error:
            raise RecordError("illegal move", number, text, error.reason, state.copy()) from None
        except InvalidMoveError:
            raise RecordError("unreadable move", number, text, None, state.copy()) from None
        state.play(move)
        moves.append(move)
    return game, state, moves


def to_json(record: Record) -> str:
    """The record in our JSON format (docs/formats.md)."""
    data = {
        "format": JSON_FORMAT, "version": JSON_VERSION,
        "game": record.game_id, "options": record.options, "seed": record.seed,
        "seats": record.seats, "date": record.date or time.strftime("%Y-%m-%d"),
        "moves": record.moves, "result": record.result, "tags": record.tags,
    }
    if record.position:
        data["position"] = record.position
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def from_json(text: str) -> Record:
    """Read our JSON record format.

    Raises:
        RecordError: not JSON, another format, a newer version, or missing fields.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON ({error.msg}, line {error.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
        raise RecordError("not an accessible-games record")
    if not isinstance(data.get("version"), int) or data["version"] > JSON_VERSION:
        raise RecordError(f"record version {data.get('version')!r} is newer than this app")
    moves = data.get("moves")
    if not isinstance(data.get("game"), str) or not isinstance(moves, list) or not all(
            isinstance(m, str) for m in moves):
        raise RecordError("the record lacks a game id or its move list")
    return Record(game_id=data["game"], options=dict(data.get("options") or {}),
                  seed=int(data.get("seed") or 0), seats=list(data.get("seats") or []),
                  moves=list(moves), result=data.get("result"), date=str(data.get("date", "")),
                  tags=dict(data.get("tags") or {}),
                  position=data.get("position") or None)


HIDDEN_MOVE = "?"
"""A move in a seat's copy of a record that the seat may not see."""


def seat_copy(record: Record, seat: int) -> Record:
    """What ``seat`` may keep of a record: while a game with hidden information is still
    running, every move the seat may not see (another seat's dealt card) becomes ``?``, and a
    move the seat may not even know was made (another seat keeping a Mau Mau throw-in card) is
    left out.

    A finished game, or one without hidden information, is returned whole. A seat's copy of a
    running game cannot be replayed (it lacks the hidden moves); importing it says so.

    Raises:
        RecordError: the record cannot be replayed.
    """
    game = make_game(record)
    if record.result is not None or game.info.perfect_information:
        return record
    state = game.parse_position(record.position) if record.position else game.new_state(
        random.Random(record.seed))
    moves: list[str] = []
    for number, text in enumerate(record.moves, start=1):
        try:
            move = find_move(state, text)
        except (IllegalMoveError, InvalidMoveError):
            raise RecordError("unreadable move", number, text, None, state.copy()) from None
        audience = state.move_audience(move)
        events = state.play(move)
        if audience is None or seat in audience:
            moves.append(text)
        elif events_for(events, seat):
            moves.append(HIDDEN_MOVE)
        # else: a move the seat may not even know was made (a kept throw-in card) is left out
    tags = dict(record.tags, view=str(seat + 1))
    return Record(record.game_id, record.options, record.seed, record.seats, moves,
                  record.result, record.date, tags, record.position)
