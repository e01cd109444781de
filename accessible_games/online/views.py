"""Messages for one seat: every outgoing word about a table is built here, per viewer.

A move is told to a viewer as a console would tell it (``session/console.py``): the move
itself when the viewer is in its audience, else a hidden move (``?``), and only the events
``events_for`` gives that viewer (a card dealt to another seat arrives in its public form).
The state a viewer is sent is its own observation: the redacted view's position text, its own
legal moves, the result. A spectator (viewer None) gets public information only.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from accessible_games.engine import Player
from accessible_games.engine.events import events_for
from accessible_games.engine.types import HiddenMove
from accessible_games.online.protocol import move_json, to_json
from accessible_games.online.tables import Entry, EntryKind, Holder, LiveTable


def entry_sight(entry: Entry, viewer: Player | None) -> Hashable:
    """What ``viewer`` may see of ``entry``, as a key: viewers with equal keys are sent the
    same ``event`` message (so it is built and encoded once for all of them)."""
    turn = entry.turn
    if entry.kind is not EntryKind.MOVE or turn is None:
        return ()
    seen = turn.audience is None or (viewer is not None and viewer in turn.audience)
    # events_for gives the turn's own event objects (or their public forms): alive while
    # the entry is, so their ids tell them apart.
    return seen, tuple(id(event) for event in events_for(turn.events, viewer))


def entry_message(live: LiveTable, entry: Entry, viewer: Player | None) -> dict[str, Any]:
    """The ``event`` message telling ``viewer`` (None: a spectator) of one log entry."""
    message: dict[str, Any] = {"type": "event", "table": live.id, "seq": entry.seq,
                               "kind": entry.kind.value}
    turn = entry.turn
    if entry.kind is EntryKind.MOVE and turn is not None:
        seen = turn.audience is None or (viewer is not None and viewer in turn.audience)
        move = turn.move if seen else HiddenMove()
        message["mover"] = turn.mover
        message["move"] = move_json(move)
        message["events"] = to_json(events_for(turn.events, viewer))
        if entry.data.get("stand_in"):  # public: the seat's player was told away
            message["stand_in"] = True
    elif entry.kind is EntryKind.START:
        message["game_number"] = entry.data["game_number"]
        if "by" in entry.data:
            message["by"] = entry.data["by"]
    else:
        message.update({k: v for k, v in entry.data.items() if k != "type"})
    return message


def state_message(live: LiveTable, viewer: Player | None,
                  seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The ``state`` message: the table as ``viewer`` may know it after the last entry
    (``seats``: the seats' JSON when the caller made it already, for every viewer)."""
    message: dict[str, Any] = {
        "type": "state", "table": live.id, "seq": live.seq, "game": live.game.id,
        "options": dict(live.game.options), "viewer": viewer,
        "seats": [s.to_json(i) for i, s in enumerate(live.seats)] if seats is None else seats,
        "game_number": live.game_number, "started": live.started, "over": False,
        "position": None, "to_move": None, "your_turn": False, "legal": [], "outcome": None}
    table = live.table
    if table is not None:
        observation = table.observation(viewer)
        message.update({
            "position": observation.view.to_text(),
            "to_move": observation.to_move,
            "your_turn": observation.is_my_turn and not table.is_over,
            "legal": [move_json(m) for m in observation.legal_moves] if not table.is_over
            else [],
            "outcome": to_json(table.outcome),
            "over": table.is_over,
        })
    return message


def lobby_row(live: LiveTable) -> dict[str, Any]:
    """One table as the lobby lists it: game, options, seats and who sits where (a closed
    table's row says ``closed``: the lobby drops it)."""
    if live.closed:
        return {"table": live.id, "closed": True}
    return {"table": live.id, "game": live.game.id, "options": dict(live.record.options),
            "host": live.record.host,
            "seats": [s.to_json(i) for i, s in enumerate(live.seats)],
            "free": sum(1 for s in live.seats if s.holder is Holder.OPEN),
            "started": live.started, "running": live.running}
