"""The online server: one asyncio process holding every table, speaking JSON over websockets.

Each connection gets a writer task and a bounded queue (a client that does not read is
disconnected, never silently skipped: it reconnects and is replayed what it missed). Every
frame passes the rate limit and :func:`protocol.decode` before it reaches a table; a refused
one is answered with an ``error`` and the connection stays. Tables are ``LiveTable``s; after
each change the new log entries go to every connection watching the table, each built for
that connection's seat (``views.py``). Bots think in worker threads on their seat's
observation; a player who stays away longer than ``away_grace`` seconds is played by a bot
until they take the seat back.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import ssl
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from accessible_games.engine import Player
from accessible_games.online.accounts import (
    SCRYPT_N,
    PasswordHash,
    SeatClaim,
    SeatTokens,
    check_password,
    hash_password,
)
from accessible_games.online.protocol import (
    HARD_FRAME,
    MAX_FRAME,
    PROTOCOL_VERSION,
    ErrorCode,
    ProtocolError,
    Request,
    decode,
    encode,
    request_id,
)
from accessible_games.online.store import ServerStore, TableRecord
from accessible_games.online.tables import Entry, LiveTable, make_game
from accessible_games.online.views import entry_message, lobby_row, state_message
from accessible_games.online.web import answer_http, router
from accessible_games.online.words import error_text

log = logging.getLogger(__name__)

QUEUE_LIMIT = 5000
"""Messages waiting for one client; a client this far behind is disconnected."""
SPECTATOR = None


@dataclass
class RateLimit:
    """A token bucket: ``rate`` messages a second on average, bursts up to ``burst``."""

    rate: float = 20.0
    burst: float = 60.0
    tokens: float = 60.0
    last: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        """Spend one token; False when none is left (the message is refused)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass(eq=False)
class Connection:
    """One client: its websocket, who signed in, what it watches, its outgoing queue."""

    ws: ServerConnection
    limit: RateLimit
    name: str | None = None
    lang: str = "en"
    views: dict[int, Player | None] = field(default_factory=dict)
    """Each table this connection watches and the seat it watches from (None: spectator)."""
    in_lobby: bool = False
    queue: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message; a client too far behind is closed (it will resume)."""
        self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        """Queue a message already encoded."""
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            asyncio.ensure_future(self.ws.close(4000, "too far behind"))

    async def write(self) -> None:
        """Send queued messages in order until the connection ends. Messages queued while
        the last frame was being sent go together in one frame (a JSON array)."""
        while True:
            first = await self.queue.get()
            if first is None:
                return
            batch: list[str | None] = [first]
            while not self.queue.empty() and batch[-1] is not None:
                batch.append(self.queue.get_nowait())
            texts = [text for text in batch if text is not None]
            try:
                await self.ws.send(texts[0] if len(texts) == 1 else f"[{','.join(texts)}]")
            except ConnectionClosed:
                return
            if batch[-1] is None:
                return


class OnlineServer:
    """The server: tables, accounts and connections.

    Args:
        store: where accounts and tables are kept (their logs rebuild the tables at start).
        away_grace: seconds a disconnected player keeps their seat before a bot plays it.
        scrypt_n: the password hash cost (tests lower it).
        rate, burst: the per-connection message rate limit.
        bot_delay: seconds a bot waits before its move is made (so people can follow).
    """

    def __init__(self, store: ServerStore, away_grace: float = 60.0, scrypt_n: int = SCRYPT_N,
                 rate: float = 20.0, burst: float = 60.0, bot_delay: float = 0.0) -> None:
        self.store = store
        self.tokens = SeatTokens(store.secret())
        self.away_grace = away_grace
        self.scrypt_n = scrypt_n
        self.rate, self.burst = rate, burst
        self.bot_delay = bot_delay
        self.tables: dict[int, LiveTable] = {}
        self.connections: set[Connection] = set()
        self._away_timers: dict[tuple[int, int], asyncio.TimerHandle] = {}
        self._thinking: set[int] = set()
        self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="online")
        self._server: Server | None = None
        self._restore()

    def _restore(self) -> None:
        """Rebuild every stored table from its log; a table whose log does not fit (or
        whose game is gone) is left out and named in the server's log, the others are
        served."""
        self.damaged: list[int] = []
        for record in self.store.tables():
            try:
                live = LiveTable(record, make_game(record.game, record.options), self.store)
                live.restore(self.store.log(record.id))
            except (ValueError, KeyError, IndexError, TypeError, ProtocolError):
                log.error("table %s cannot be resumed: its stored log does not fit", record.id)
                self.damaged.append(record.id)
                continue
            self.tables[record.id] = live

    # -- running ----------------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    ssl_context: ssl.SSLContext | None = None) -> int:
        """Listen on ``host:port`` (0: any free port); returns the port. Bots of restored
        tables go on playing."""
        self._server = await serve(router(self._handle), host, port, max_size=HARD_FRAME,
                                   ssl=ssl_context, ping_interval=20, ping_timeout=20,
                                   process_request=answer_http)  # and the web page
        for live in self.tables.values():
            self._resumed(live)
        return int(self._server.sockets[0].getsockname()[1])

    def _resumed(self, live: LiveTable) -> None:
        """Serve a table rebuilt from its log: nobody is connected to it yet, so players
        who do not come back are played by bots (or between games lose their seats)."""
        loop = asyncio.get_running_loop()
        for seat, info in enumerate(live.seats):
            if info.name is not None and not info.away:
                self._away_timers[(live.id, seat)] = loop.call_later(
                    self.away_grace, self._stayed_away, live, seat)
        self._kick_bots(live)

    async def close(self) -> None:
        """Stop listening, close every connection, let the bots' threads finish."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for timer in self._away_timers.values():
            timer.cancel()
        self._executor.shutdown(wait=True, cancel_futures=True)

    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, RateLimit(self.rate, self.burst, self.burst))
        self.connections.add(conn)
        writer = asyncio.create_task(conn.write())
        conn.send({"type": "welcome", "protocol": PROTOCOL_VERSION,
                   "limits": {"frame": MAX_FRAME, "rate": self.rate, "burst": self.burst}})
        try:
            async for frame in ws:
                await self._on_frame(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            self._gone(conn)
            if conn.queue.full():
                writer.cancel()
            else:
                conn.queue.put_nowait(None)
            await asyncio.gather(writer, return_exceptions=True)

    async def _on_frame(self, conn: Connection, frame: str | bytes) -> None:
        ident = request_id(frame) if isinstance(frame, str) and len(frame) <= MAX_FRAME else None
        kind = "?"
        try:
            if not conn.limit.take():
                raise ProtocolError(ErrorCode.RATE_LIMITED)
            request = decode(frame)
            ident, kind = request.id, request.type
            answer = await self._dispatch(conn, request)
        except ProtocolError as error:
            message: dict[str, Any] = {"type": "error", "id": ident, "code": error.code.value,
                       "reason": error_text(error, conn.lang)}
            if error.code is ErrorCode.MOVED:  # the redirect names where the table lives
                message["owner"] = error.values["owner"]
            conn.send(message)
            return
        except Exception:  # a defect must not cost the player the connection
            log.exception("a %s request failed", kind)  # never the frame: it may hold a password
            internal = ProtocolError(ErrorCode.INTERNAL)
            conn.send({"type": "error", "id": ident, "code": internal.code.value,
                       "reason": error_text(internal, conn.lang)})
            return
        conn.send({"type": "ok", "id": ident, **answer})

    async def _dispatch(self, conn: Connection, request: Request) -> dict[str, Any]:
        handler = self._handlers().get(request.type)
        assert handler is not None  # decode() lets only known types through
        if request.type != "hello" and conn.name is None:
            raise ProtocolError(ErrorCode.NOT_SIGNED_IN)
        return await handler(conn, request)

    def _handlers(self) -> dict[str, Callable[[Connection, Request],
                                              Awaitable[dict[str, Any]]]]:
        return {"hello": self._hello, "lobby": self._lobby, "create": self._create,
                "join": self._join, "bot": self._bot, "unbot": self._unbot,
                "start": self._start, "again": self._again, "spectate": self._spectate,
                "leave": self._leave, "action": self._action, "chat": self._chat,
                "resume": self._resume}

    # -- accounts and lobby ------------------------------------------------------------------

    async def _hello(self, conn: Connection, request: Request) -> dict[str, Any]:
        if conn.name is not None:
            raise ProtocolError(ErrorCode.SIGNED_IN)
        name = " ".join(str(request.get("name")).split())
        if not name:
            raise ProtocolError(ErrorCode.BAD_FIELD, field="name")
        password = str(request.get("password"))
        lang = request.get("lang", "en")
        conn.lang = lang if lang in ("en", "de") else "en"
        loop = asyncio.get_running_loop()
        if request.get("register", False):
            if self.store.user(name) is not None:  # no hashing for a name that is taken
                raise ProtocolError(ErrorCode.NAME_TAKEN, name=name)
            made = await loop.run_in_executor(self._executor, hash_password, password,
                                              self.scrypt_n)
            if not self.store.add_user(name, made.to_text()):
                raise ProtocolError(ErrorCode.NAME_TAKEN, name=name)
        else:
            stored = self.store.user(name)
            if stored is None:
                raise ProtocolError(ErrorCode.UNKNOWN_USER, name=name)
            good = await loop.run_in_executor(self._executor, check_password, password,
                                              PasswordHash.from_text(stored))
            if not good:
                raise ProtocolError(ErrorCode.BAD_PASSWORD)
        conn.name = name
        return {"name": name}

    async def _lobby(self, conn: Connection, request: Request) -> dict[str, Any]:
        conn.in_lobby = True
        return {"tables": self._lobby_rows()}

    def _lobby_rows(self) -> list[dict[str, Any]]:
        """Every table's lobby row (Redis mode: every process's tables, with owners)."""
        return [lobby_row(live) for live in self.tables.values()]

    def _lobby_changed(self, live: LiveTable) -> None:
        row = lobby_row(live)
        for other in self.connections:
            if other.in_lobby and not other.views:
                other.send({"type": "lobby", "tables": [row]})

    async def _create(self, conn: Connection, request: Request) -> dict[str, Any]:
        game = make_game(request.get("game"), request.get("options", {}))
        record = TableRecord(self.store.next_table_id(), game.id, dict(game.options),
                             secrets.randbelow(2**31), str(conn.name))
        self.store.add_table(record)
        live = LiveTable(record, game, self.store)
        self.tables[record.id] = live
        self._created(live)
        self._lobby_changed(live)
        return {"table": record.id, "seats": game.num_players}

    def _created(self, live: LiveTable) -> None:
        """A table was just made here (Redis mode: this process takes its lease)."""

    def _local(self, table: int) -> LiveTable | None:
        """The table this process serves with id ``table``, or None.

        Raises:
            ProtocolError: (Redis mode) ``moved``: another process serves it.
        """
        return self.tables.get(table)

    def _table(self, request: Request) -> LiveTable:
        live = self._local(request.get("table"))
        if live is None:
            raise ProtocolError(ErrorCode.NO_TABLE, table=request.get("table"))
        return live

    def _seated(self, conn: Connection, live: LiveTable) -> Player:
        seat = live.seat_of(str(conn.name))
        if seat is None:
            raise ProtocolError(ErrorCode.NOT_SEATED, table=live.id)
        return seat

    # -- seats --------------------------------------------------------------------------------

    def _attach(self, conn: Connection, live: LiveTable, viewer: Player | None,
                since: int) -> None:
        """Watch ``live`` from ``viewer``: replay every entry after ``since``, then the state."""
        if since > live.seq:
            raise ProtocolError(ErrorCode.SINCE_AHEAD, seq=live.seq)
        conn.views[live.id] = viewer
        # Earlier games in this seat were somebody else's: told as to a spectator.
        sat = 0 if viewer is None else live.seated_at(viewer, str(conn.name))
        for entry in live.entries[since:]:
            conn.send(entry_message(live, entry, viewer if entry.seq > sat else None))
        conn.send(state_message(live, live.viewer_now(viewer, str(conn.name))))
        if viewer is not None:
            timer = self._away_timers.pop((live.id, viewer), None)
            if timer is not None:
                timer.cancel()

    async def _join(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        since = request.get("since", 0)
        if since > live.seq:
            raise ProtocolError(ErrorCode.SINCE_AHEAD, seq=live.seq)
        seat = request.get("seat")
        self._publish(live, live.sit(str(conn.name), seat))
        self._attach(conn, live, seat, since)
        token = self.tokens.sign(SeatClaim(live.id, seat, str(conn.name)))
        self._kick_bots(live)
        return {"table": live.id, "seat": seat, "token": token, "seq": live.seq}

    async def _resume(self, conn: Connection, request: Request) -> dict[str, Any]:
        claim = self.tokens.check(request.get("token"))
        live = None if claim is None else self._local(claim.table)
        if (claim is None or live is None or claim.name != conn.name
                or live.seat_of(claim.name) != claim.seat):
            raise ProtocolError(ErrorCode.BAD_TOKEN)
        since = request.get("since", 0)
        if since > live.seq:
            raise ProtocolError(ErrorCode.SINCE_AHEAD, seq=live.seq)
        self._publish(live, live.back(claim.seat))
        self._attach(conn, live, claim.seat, since)
        self._kick_bots(live)
        return {"table": live.id, "seat": claim.seat, "seq": live.seq}

    async def _spectate(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        self._attach(conn, live, SPECTATOR, request.get("since", 0))
        return {"table": live.id, "seq": live.seq}

    async def _leave(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        viewer = conn.views.pop(live.id, SPECTATOR)
        if viewer is not None:
            self._publish(live, live.leave(str(conn.name)))
            self._kick_bots(live)
        return {"table": live.id}

    async def _bot(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        self._seated(conn, live)
        self._publish(live, live.add_bot(request.get("seat"), request.get("level", 1)))
        return {"table": live.id, "seq": live.seq}

    async def _unbot(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        self._seated(conn, live)
        self._publish(live, live.remove_bot(request.get("seat")))
        return {"table": live.id, "seq": live.seq}

    async def _start(self, conn: Connection, request: Request,
                     again: bool = False) -> dict[str, Any]:
        live = self._table(request)
        self._seated(conn, live)
        self._publish(live, live.start(again))
        self._kick_bots(live)
        return {"table": live.id, "seq": live.seq}

    async def _again(self, conn: Connection, request: Request) -> dict[str, Any]:
        return await self._start(conn, request, again=True)

    # -- play -----------------------------------------------------------------------------------

    async def _action(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        seat = self._seated(conn, live)
        asked = request.get("seat")
        if asked is not None and asked != seat:
            raise ProtocolError(ErrorCode.OTHER_SEAT, seat=asked + 1)
        entries = live.act(seat, request.get("move"), request.get("parts"))
        self._publish(live, entries)
        self._kick_bots(live)
        return {"table": live.id, "seq": live.seq}

    async def _chat(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        if live.id not in conn.views:
            raise ProtocolError(ErrorCode.NOT_SEATED, table=live.id)
        self._publish(live, live.chat(str(conn.name), request.get("text")))
        return {"table": live.id, "seq": live.seq}

    def _publish(self, live: LiveTable, entries: list[Entry]) -> None:
        """Tell every watcher of ``live`` the new entries and the state, each for its seat."""
        if not entries:
            return
        made: dict[Player | None, list[str]] = {}
        for conn in list(self.connections):
            if live.id not in conn.views:
                continue
            viewer = live.viewer_now(conn.views[live.id], str(conn.name))
            if viewer not in made:  # built once per seat (spectators share theirs)
                made[viewer] = [encode(entry_message(live, entry, viewer))
                                for entry in entries]
                made[viewer].append(encode(state_message(live, viewer)))
            for text in made[viewer]:
                conn.send_text(text)
        if any(e.kind.value != "move" and e.kind.value != "chat" for e in entries) or (
                live.table is not None and live.table.is_over):
            self._lobby_changed(live)

    # -- bots and absence -------------------------------------------------------------------------

    def _kick_bots(self, live: LiveTable) -> None:
        if live.id not in self._thinking and live.bot_job() is not None:
            self._thinking.add(live.id)
            asyncio.get_running_loop().create_task(self._bots(live))

    async def _bots(self, live: LiveTable) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (job := live.bot_job()) is not None:
                move = await loop.run_in_executor(self._executor, job.think)
                if self.bot_delay:
                    await asyncio.sleep(self.bot_delay)
                self._publish(live, live.finish_bot(job, move))
        except RuntimeError:  # the executor was shut down: the server is closing
            pass
        except Exception:  # a bot's failure must not stop the server
            log.exception("bot at table %s failed", live.id)
        finally:
            self._thinking.discard(live.id)

    def _gone(self, conn: Connection) -> None:
        """A connection ended: a seated player who does not come back is played by a bot."""
        for table_id, viewer in conn.views.items():
            live = self.tables.get(table_id)
            if viewer is None or live is None or live.seat_of(str(conn.name)) != viewer:
                continue
            if any(other.views.get(table_id) == viewer for other in self.connections):
                continue
            key = (table_id, viewer)
            old = self._away_timers.pop(key, None)
            if old is not None:
                old.cancel()
            self._away_timers[key] = asyncio.get_running_loop().call_later(
                self.away_grace, self._stayed_away, live, viewer)

    def _stayed_away(self, live: LiveTable, seat: Player) -> None:
        self._away_timers.pop((live.id, seat), None)
        if any(conn.views.get(live.id) == seat for conn in self.connections):
            return
        if live.running:
            self._publish(live, live.away(seat))
            self._kick_bots(live)
        else:  # between games a seat nobody comes back to is opened for others
            name = live.seats[seat].name
            if name is not None:
                self._publish(live, live.leave(name))
