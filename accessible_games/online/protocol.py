"""The online protocol: JSON text frames, checked before anything acts on them.

Every frame is one JSON object with a ``type``. A client's request may carry an ``id`` (a
number or a short text) that the answer (``ok`` or ``error``) repeats. :func:`decode` turns a
frame into a :class:`Request` or raises :class:`ProtocolError` with an :class:`ErrorCode`;
nothing reaches a table before it passed here. The whole protocol is described in
``docs/online/protocol.md``.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from accessible_games.engine import Move
from accessible_games.engine.types import Token

PROTOCOL_VERSION = 1
"""Sent in ``welcome``; a client that speaks another version should say so to its player."""
DEFAULT_PORT = 8765
"""The port ``serve`` listens on unless told another."""
LOCAL_ADDRESS = f"ws://127.0.0.1:{DEFAULT_PORT}"
"""A server started with ``serve`` on this machine, as a client addresses it."""


def server_address(typed: str) -> str | None:
    """The websocket address a player typed for a server: nothing means this machine
    (:data:`LOCAL_ADDRESS`); ``ws://`` or ``wss://`` is taken as it is; a bare host, with or
    without a port ("192.168.1.5", "games.example.org:9000"), is a ``ws://`` address, on
    :data:`DEFAULT_PORT` when no port is given. None for another scheme ("https://…")."""
    text = typed.strip()
    if not text:
        return LOCAL_ADDRESS
    if text.startswith(("ws://", "wss://")):
        return text
    found = _BARE_HOST.fullmatch(text.rstrip("/"))
    if found is None:
        return None
    return f"ws://{found['host']}:{found['port'] or DEFAULT_PORT}"


_BARE_HOST = re.compile(r"(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"
                        r"(?::(?P<port>[0-9]{1,5}))?")
"""A host name, an IPv4 address or a bracketed IPv6 address, and an optional port."""


MAX_FRAME = 16 * 1024
"""The largest frame (characters) the server reads; larger ones are answered ``too_large``."""
HARD_FRAME = 1024 * 1024
"""Frames above this are not even received: the websocket closes with code 1009."""
MAX_NAME = 32
MAX_PASSWORD = 200
MAX_CHAT = 500
MAX_MOVE = 200
MAX_PARTS = 64


class ErrorCode(Enum):
    """Why a request was refused; each has a sentence ``online.error.<value>`` in the catalogs."""

    BAD_FRAME = "bad_frame"
    TOO_LARGE = "too_large"
    RATE_LIMITED = "rate_limited"
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"
    NOT_SIGNED_IN = "not_signed_in"
    SIGNED_IN = "signed_in"
    BAD_PASSWORD = "bad_password"
    UNKNOWN_USER = "unknown_user"
    NAME_TAKEN = "name_taken"
    UNKNOWN_GAME = "unknown_game"
    BAD_OPTION = "bad_option"
    NO_TABLE = "no_table"
    NO_SEAT = "no_seat"
    NO_BOT = "no_bot"
    NO_LEVEL = "no_level"
    """A bot's level outside 1-3 (``level`` asked, ``levels`` the highest)."""
    OTHER_SEAT = "other_seat"
    SEAT_TAKEN = "seat_taken"
    NOT_SEATED = "not_seated"
    SEATS_OPEN = "seats_open"
    STARTED = "started"
    NOT_STARTED = "not_started"
    NOT_YOUR_TURN = "not_your_turn"
    ILLEGAL_MOVE = "illegal_move"
    UNREADABLE_MOVE = "unreadable_move"
    GAME_OVER = "game_over"
    BAD_TOKEN = "bad_token"
    SINCE_AHEAD = "since_ahead"
    NOT_HOST = "not_host"
    """Only the table's creator may close it."""
    PLAYING = "playing"
    """A table whose game is being played is not closed."""
    MOVED = "moved"
    """Redis mode: another process serves the table; the error's ``owner`` is its URL."""
    INTERNAL = "internal"


class ProtocolError(Exception):
    """A refused request: its code, the values of its sentence, and optionally a detail the
    game's describer words (an illegal move's reason)."""

    def __init__(self, code: ErrorCode, detail: object = None, **values: object) -> None:
        super().__init__(code.value)
        self.code = code
        self.detail = detail
        """What the server words in the player's language: an illegal move's reason and the
        seat's view it is explained on, or an unreadable move's game."""
        self.values = values


# Each request type: its fields and their kinds ("str", "int", "bool", "dict", "parts");
# a name ending in "?" is optional.
REQUESTS: dict[str, dict[str, str]] = {
    "hello": {"name": "str", "password": "str", "lang?": "str", "register?": "bool"},
    "lobby": {},
    "create": {"game": "str", "options?": "dict"},
    "join": {"table": "int", "seat": "int", "since?": "int"},
    "bot": {"table": "int", "seat": "int", "level?": "int"},
    "unbot": {"table": "int", "seat": "int"},
    "start": {"table": "int"},
    "again": {"table": "int"},
    "spectate": {"table": "int", "since?": "int"},
    "leave": {"table": "int"},
    "close": {"table": "int"},
    "action": {"table": "int", "move?": "str", "parts?": "parts", "seat?": "int"},
    "chat": {"table": "int", "text": "str"},
    "resume": {"token": "str", "since?": "int"},
}
LIMITS = {"name": MAX_NAME, "password": MAX_PASSWORD, "text": MAX_CHAT, "move": MAX_MOVE,
          "game": 64, "token": 400, "lang": 8}


@dataclass(frozen=True, slots=True)
class Request:
    """A checked client request."""

    type: str
    """One of REQUESTS."""
    fields: Mapping[str, Any]
    """Its fields, each of the kind REQUESTS names."""
    id: int | str | None = None
    """The client's id for the request, repeated in the answer."""

    def get(self, name: str, default: Any = None) -> Any:
        """A field's value, or ``default`` when an optional field was not sent."""
        return self.fields.get(name, default)


def request_id(frame: str) -> int | str | None:
    """The ``id`` of a frame if one can be read (to answer even a refused request by it)."""
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        return None
    if isinstance(data, dict):
        value: int | str | None = data.get("id")
        if _is_id(value):
            return value
    return None


def request_lang(frame: str | bytes, default: str) -> str:
    """The language a frame asks to be answered in (a hello's ``lang``: "en" or "de") if
    one can be read, else ``default``: a hello refused before signing in is answered in its
    player's language, not the server's English."""
    if not isinstance(frame, str) or len(frame) > MAX_FRAME:
        return default
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        return default
    lang = data.get("lang") if isinstance(data, dict) else None
    return lang if lang in ("en", "de") else default


def _is_id(value: object) -> bool:
    if isinstance(value, bool):
        return False
    return (isinstance(value, int) and abs(value) < 2**53) or (
        isinstance(value, str) and len(value) <= 64)


def decode(frame: str | bytes) -> Request:
    """Read and check one frame.

    Raises:
        ProtocolError: the frame is binary, too large, not a JSON object, of an unknown type,
            or a field is missing, of the wrong kind or too long.
    """
    if isinstance(frame, bytes):
        raise ProtocolError(ErrorCode.BAD_FRAME)
    if len(frame) > MAX_FRAME:
        raise ProtocolError(ErrorCode.TOO_LARGE, limit=MAX_FRAME)
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError(ErrorCode.BAD_FRAME) from None
    if not isinstance(data, dict):
        raise ProtocolError(ErrorCode.BAD_FRAME)
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in REQUESTS:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, type=str(kind)[:32])
    ident = data.get("id")
    if ident is not None and not _is_id(ident):
        raise ProtocolError(ErrorCode.BAD_FIELD, field="id")
    fields: dict[str, Any] = {}
    for spec, kind_of in REQUESTS[kind].items():
        name = spec.rstrip("?")
        if name not in data or data[name] is None:
            if not spec.endswith("?"):
                raise ProtocolError(ErrorCode.BAD_FIELD, field=name)
            continue
        value = data[name]
        if not _fits(value, kind_of, LIMITS.get(name, 1000)):
            raise ProtocolError(ErrorCode.BAD_FIELD, field=name)
        fields[name] = value
    if kind == "action" and ("move" in fields) == ("parts" in fields):
        raise ProtocolError(ErrorCode.BAD_FIELD, field="move")
    return Request(kind, fields, ident)


def _fits(value: object, kind: str, limit: int) -> bool:
    if kind == "str":
        return isinstance(value, str) and 0 < len(value) <= limit
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "parts":
        return (isinstance(value, list) and len(value) <= MAX_PARTS and all(
            isinstance(p, int) and not isinstance(p, bool) and 0 <= p < 2**40 for p in value))
    if kind == "dict":
        return isinstance(value, dict) and len(value) <= 32 and all(
            isinstance(k, str) and len(k) <= 64
            and isinstance(v, (str, int, bool)) and len(str(v)) <= 64
            for k, v in value.items())
    return False


def encode(message: Mapping[str, Any]) -> str:
    """One frame of a message the server or a client sends."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


OPEN_ENUMS = frozenset({"Enum | None", "Enum"})
"""Field types that take a member of any game's own enum (``DetailedOutcome.detail``,
``RuleReason.rule``): such a value is sent with its class name, so a client restores it."""


def to_json(value: Any) -> Any:
    """A value of the engine (events, moves, outcomes) as JSON data.

    Dataclasses become objects with their class name as ``type``; enums their value; sets
    sorted lists; a move part that is a token (a card, a suit, a choice) an object with its
    kind and value. Only what the caller passes is converted: callers pass only what the
    receiving seat may see.
    """
    if value is None or isinstance(value, (bool, str, float)):
        return value
    if isinstance(value, Token):
        return {"token": value.kind.value, "value": value.value}
    if isinstance(value, int):
        return int(value)
    if isinstance(value, Enum):
        return value.value if isinstance(value.value, (str, int)) else value.name
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__}
        for field in dataclasses.fields(value):
            item = getattr(value, field.name)
            if isinstance(item, Enum) and str(field.type) in OPEN_ENUMS:
                # Any game's enum (a result's detail): its class travels with the value.
                out[field.name] = {"enum": type(item).__name__, "value": to_json(item)}
            else:
                out[field.name] = to_json(item)
        return out
    if isinstance(value, (frozenset, set)):
        items = [to_json(v) for v in value]
        return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    return str(value)


def move_json(move: Move) -> dict[str, Any]:
    """A move as a client sees it: its notation and its parts (hidden moves: ``?``, none)."""
    return {"notation": move.notation, "parts": [int(p) for p in move.parts]}
