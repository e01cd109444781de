"""The families' own record formats as :class:`Record` readers and writers: PDN for draughts,
PGN for Mad Mate and Maharadscha, the official move list for Arimaa.

The games layer writes and reads these texts from states and moves
(:mod:`~accessible_games.games.draughts.pdn`, :mod:`~accessible_games.games.chess_variants.pgn`,
:mod:`~accessible_games.games.arimaa.movelist`); this module turns a stored record into a state
to write, and a text read back into a record with the canonical move notations, the start
position and the result. Every problem becomes a :class:`RecordError` worded like the JSON
import's: a move that cannot be played carries its number, its text, the engine's reason and
the position before it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from accessible_games.engine import GameError, Move, State
from accessible_games.games.arimaa.movelist import MoveListError, read_movelist, write_movelist
from accessible_games.games.chess_variants.pgn import PgnError, read_pgn, write_pgn
from accessible_games.games.draughts.pdn import PdnError, read_pdn, replay, white_player, write_pdn
from accessible_games.games.record_tags import iso_date, pgn_date, read_tag
from accessible_games.storage.records import Record, RecordError, outcome_to_data, rebuild

_ROSTER_KEEP = ("Event", "Site", "Round", "White", "Black")
"""Header fields an imported record may carry into a new export."""
_DRAUGHTS_MOVE = re.compile(r"^(?:\d+\.+)?(?:\d{1,2}|[a-l]\d{1,2})[-x:](?:\d{1,2}|[a-l]\d{1,2})")
_ARIMAA_LABEL = re.compile(r"^\s*\d+[gswb](?:\s|$)")


def _player_name(seat: Mapping[str, Any]) -> str:
    if seat.get("kind") == "computer":
        return f"Computer, level {seat.get('level', 2)}"
    return "?"


def _header(record: Record, white: int) -> dict[str, str]:
    """Roster tags of a record: kept tags of an imported file, else seats and date."""
    tags = {key: record.tags[key] for key in _ROSTER_KEEP if key in record.tags}
    if record.date:
        tags.setdefault("Date", pgn_date(record.date))
    elif "Date" in record.tags:
        tags["Date"] = record.tags["Date"]
    if len(record.seats) == 2:
        tags.setdefault("White", _player_name(record.seats[white]))
        tags.setdefault("Black", _player_name(record.seats[1 - white]))
    return tags


def _record(game_id: str, options: Mapping[str, Any], start: State, moves: Sequence[Move],
            final: State, tags: Mapping[str, str], fresh: State) -> Record:
    """A record of an imported game (the start position kept when it is not the usual one)."""
    outcome = final.outcome()
    position = start.to_text()
    return Record(game_id=game_id, options=dict(options), moves=[m.notation for m in moves],
                  result=None if outcome is None else outcome_to_data(outcome),
                  date=iso_date(tags.get("Date", "")), tags=dict(tags),
                  position=None if position == fresh.to_text() else position)


def _error(file_kind: str, number: int, text: str, problem: str, reason: Any,
           state: State | None) -> RecordError:
    if state is None:
        return RecordError(f"{file_kind}: {problem}" + (f" ({text!r})" if text else ""))
    if reason is None:
        return RecordError("unreadable move", number, text, None, state)
    return RecordError("illegal move", number, text, reason, state)


def _state_of(record: Record) -> Any:
    """The final state of a stored record (RecordError when it cannot be replayed)."""
    return rebuild(record)[1]


# -- PDN -------------------------------------------------------------------------------------

def write_pdn_record(record: Record) -> str:
    """The record as PDN."""
    state = _state_of(record)
    return write_pdn(state, _header(record, white_player(state.game)))


def read_pdn_record(text: str) -> Record:
    """A PDN text as a record, replayed through the engine.

    Raises:
        RecordError: the text cannot be read or a move cannot be played.
    """
    try:
        found = read_pdn(text)
    except PdnError as error:
        raise _error("PDN", error.move_number, error.text, error.problem, error.reason,
                     error.state) from None
    return _record(found.game.id, found.game.options, found.start, found.moves, replay(found),
                   found.tags, found.game.new_state())


def looks_like_pdn(text: str) -> bool:
    """A PDN file: a GameType tag, or no Variant tag and a first move like 32-28 or c3-d4."""
    tags, body = _tags_and_body(text)
    if "GameType" in tags:
        return True
    if "Variant" in tags or not body:
        return False
    return bool(_DRAUGHTS_MOVE.match(body[0]))


def _tags_and_body(text: str) -> tuple[dict[str, str], list[str]]:
    tags: dict[str, str] = {}
    body: list[str] = []
    for line in text.splitlines():
        pair = read_tag(line)
        if pair is not None and not body:
            tags[pair[0]] = pair[1]
        elif line.strip() and not line.lstrip().startswith("["):
            words = re.sub(r"\{[^}]*\}", " ", line).split()
            body += [w for w in words if not re.fullmatch(r"\d+\.+", w)]
            if body:
                break
    return tags, body


# -- PGN -------------------------------------------------------------------------------------

def write_pgn_record(record: Record) -> str:
    """The record as PGN (Mad Mate, Maharadscha)."""
    state = _state_of(record)
    tags = _header(record, 0)
    if "Result" in record.tags:
        tags["Result"] = record.tags["Result"]
    return write_pgn(state, tags)


def read_pgn_record(text: str) -> Record:
    """A PGN text as a record, replayed through the engine.

    Raises:
        RecordError: the text cannot be read, names no game of ours, or a move cannot be played.
    """
    try:
        found = read_pgn(text)
    except PgnError as error:
        raise _error("PGN", error.move_number, error.text, error.problem, error.reason,
                     error.state) from None
    tags = dict(found.tags)
    tags.setdefault("Result", found.result)
    return _record(found.game.id, found.game.options, found.start, found.moves, found.final,
                   tags, found.game.new_state())


def looks_like_pgn(text: str) -> bool:
    """Tags or a movetext starting "1." that are not PDN."""
    stripped = text.lstrip()
    return (stripped.startswith("[") or bool(re.match(r"1\.", stripped))) and \
        not looks_like_pdn(text)


# -- Arimaa move list ------------------------------------------------------------------------

def write_arimaa_record(record: Record) -> str:
    """The record as an official Arimaa move list."""
    state = _state_of(record)
    try:
        return write_movelist(state)
    except GameError as error:
        raise RecordError(str(error)) from None


def read_arimaa_record(text: str) -> Record:
    """An Arimaa move list as a record, replayed through the engine.

    Raises:
        RecordError: a line cannot be read or a step cannot be played.
    """
    try:
        found = read_movelist(text)
    except MoveListError as error:
        raise _error("Arimaa move list", error.move_number, error.text, error.problem,
                     error.reason,
                     error.state) from None
    record = _record(found.game.id, found.game.options, found.start, found.moves, found.final,
                     {}, found.game.new_state())
    record.position = found.position
    return record


def looks_like_arimaa(text: str) -> bool:
    """The first line starts with a turn label such as 1g."""
    for line in text.splitlines():
        if line.strip():
            return bool(_ARIMAA_LABEL.match(line))
    return False
