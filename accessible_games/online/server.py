"""The online server: one asyncio process holding every table, speaking JSON over websockets.

Each connection gets a writer task and a bounded queue (``connection.py``: a client that
does not read is disconnected, never silently skipped: it reconnects and is replayed what it
missed). Every frame passes the rate limit and :func:`protocol.decode` before it reaches a
table; a refused one is answered with an ``error`` and the connection stays. Tables are
``LiveTable``s; after each change the new log entries go to every connection watching the
table, each built for that connection's seat (``views.py``), once the journal has stored
them (``journal.py``: the changes of one turn of the event loop in one write; a request is
answered after that). Bots think in worker threads on their seat's
observation; a player who stays away longer than ``away_grace`` seconds is played by a bot
until they take the seat back. With nobody connected to a table, its game waits.
"""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
import ssl
from collections.abc import Awaitable, Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from accessible_games.engine import Player
from accessible_games.online.accounts import (
    SCRYPT_N,
    PasswordHash,
    SeatClaim,
    SeatTokens,
    check_password,
    hash_password,
)
from accessible_games.online.bot_pool import BotPool
from accessible_games.online.connection import Connection, RateLimit
from accessible_games.online.journal import Failures, Journal
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
    request_lang,
)
from accessible_games.online.store import Batch, LogRecord, ServerStore, TableRecord
from accessible_games.online.tables import Entry, LiveTable, make_game
from accessible_games.online.views import entry_message, entry_sight, lobby_row, state_message
from accessible_games.online.web import answer_http, router
from accessible_games.online.web_session import Parking
from accessible_games.online.words import error_said

log = logging.getLogger(__name__)

SPECTATOR = None

RESTART_GRACE = 20.0
"""Seconds the players of a table restored after a restart have to come back before a bot
plays for them, when the away time is shorter. A restart is nobody's absence: the clients
connect again by themselves (their tries at most 8 seconds apart, online/remote.py), and a
shorter time made them away and back again, told to everybody ("bob is away; a bot plays
for now.", "bob is back"), and let a bot play for somebody whose client was still on its
way back."""



def error_fields(error: ProtocolError, lang: str) -> dict[str, str]:
    """An error frame's words: ``reason``, the sentence, and ``brief``, its braille form
    within two windows of a 40-cell display, where it has a shorter one."""
    said = error_said(error, lang)
    fields = {"reason": said.text}
    if said.brief is not None and said.brief != said.text:
        fields["brief"] = said.brief
    return fields

class OnlineServer:
    """The server: tables, accounts and connections.

    Args:
        store: where accounts and tables are kept (their logs rebuild the tables at start).
        away_grace: seconds a disconnected player keeps their seat before a bot plays it.
        scrypt_n: the password hash cost (tests lower it).
        rate, burst: the per-connection message rate limit.
        bot_delay: seconds a bot waits before its move is made (so people can follow).
        compression: offer permessage-deflate to clients. Off by default: the messages
            are a few hundred bytes, and compressing every frame cost about a tenth of the
            server's CPU per action (benchmarks/online_load.py).
        bot_processes: worker processes the bots think in (niced; ``bot_pool.py``); 0: in
            the server's worker threads, taking turns with the event loop.
        close_after: seconds after which a table nobody is at, whose game is not being
            played (over, or never started), is closed, so the lobby stays short.
    """

    def __init__(self, store: ServerStore, away_grace: float = 60.0, scrypt_n: int = SCRYPT_N,
                 rate: float = 20.0, burst: float = 60.0, bot_delay: float = 0.0,
                 compression: bool = False, bot_processes: int = 0,
                 close_after: float = 600.0) -> None:
        self.store = store
        self.tokens = SeatTokens(store.secret())
        self.away_grace = away_grace
        self.scrypt_n = scrypt_n
        self.rate, self.burst = rate, burst
        self.bot_delay = bot_delay
        self.compression = compression
        self.tables: dict[int, LiveTable] = {}
        self.connections: set[Connection] = set()
        self.parked: Parking = {}
        """Sessions of web pages whose connection dropped, waiting for the page to return."""
        self.watchers: dict[int, dict[Connection, None]] = {}
        """The connections watching each table, in the order they came (each connection's
        ``views`` says from which seat)."""
        self._away_timers: dict[tuple[int, int], asyncio.TimerHandle] = {}
        self._told_gone: set[tuple[int, int]] = set()
        """The seats (table, seat) whose player the others were told had gone (``dropped``
        or ``left``) and who is neither back nor played by a bot yet: their return within
        the grace is told too (``returned``), or the others never learn it."""
        self.close_after = close_after
        self._idle_timers: dict[int, asyncio.TimerHandle] = {}
        """Tables nobody is at and whose game is not played, each with its closing time."""
        self._thinking: set[int] = set()
        self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="online")
        self.bot_pool = BotPool(self._executor, bot_processes)
        self.journal = Journal(self._write)
        """Changes wait here to be stored; their messages wait to be stored first."""
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
        tables go on playing once somebody is at the table again."""
        route = router(self._handle, self.parked)
        self._server = await serve(route, host, port, max_size=HARD_FRAME,
                                   ssl=ssl_context, ping_interval=20, ping_timeout=20,
                                   compression="deflate" if self.compression else None,
                                   process_request=answer_http)  # and the web page
        self.bot_pool.start()
        for live in list(self.tables.values()):
            self._resumed(live)
        return int(self._server.sockets[0].getsockname()[1])

    def _resumed(self, live: LiveTable) -> None:
        """Serve a table rebuilt from its log: nobody is connected to it yet, so players
        who do not come back are played by bots (or between games lose their seats), after
        the away time but never before :data:`RESTART_GRACE`."""
        loop = asyncio.get_running_loop()
        grace = max(self.away_grace, RESTART_GRACE)
        for seat, info in enumerate(live.seats):
            if info.name is not None and not info.away:
                self._away_timers[(live.id, seat)] = loop.call_later(
                    grace, self._stayed_away, live, seat)
        self._kick_bots(live)
        self._idle(live)

    async def close(self) -> None:
        """Stop listening, close every connection, let the bots' threads finish."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for session, handle in list(self.parked.values()):
            handle.cancel()
            await session.close()
        self.parked.clear()
        for timer in [*self._away_timers.values(), *self._idle_timers.values()]:
            timer.cancel()
        self._executor.shutdown(wait=True, cancel_futures=True)
        self.bot_pool.close()
        if self.journal.waiting:  # the last bots' moves are stored before the end
            await self.journal.flushed()

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
            try:
                self._ended(conn)
            except Exception:  # the writer below is finished all the same
                log.exception("the clean-up of %s's connection failed", conn.name)
            if conn.queue.full():
                writer.cancel()
            else:
                conn.queue.put_nowait(None)
            await asyncio.gather(writer, return_exceptions=True)

    def _ended(self, conn: Connection) -> None:
        """A connection ended: it is forgotten, and the tables it sat at are told."""
        self.connections.discard(conn)
        for table_id in conn.views:
            self.watchers.get(table_id, {}).pop(conn, None)
        self._gone(conn)

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
            lang = conn.lang if conn.name is not None else request_lang(frame, conn.lang)
            message: dict[str, Any] = {"type": "error", "id": ident, "code": error.code.value,
                                       **error_fields(error, lang)}
            if error.code is ErrorCode.MOVED:  # the redirect names where the table lives
                message["owner"] = error.values["owner"]
            conn.send(message)
            return
        except Exception:  # a defect must not cost the player the connection
            log.exception("a %s request failed", kind)  # never the frame: it may hold a password
            internal = ProtocolError(ErrorCode.INTERNAL)
            conn.send({"type": "error", "id": ident, "code": internal.code.value,
                       **error_fields(internal, conn.lang)})
            return
        conn.send({"type": "ok", "id": ident, **answer})

    async def _dispatch(self, conn: Connection, request: Request) -> dict[str, Any]:
        handler = self._handlers().get(request.type)
        assert handler is not None  # decode() lets only known types through
        if request.type != "hello" and conn.name is None:
            raise ProtocolError(ErrorCode.NOT_SIGNED_IN)
        answer = await handler(conn, request)
        if self.journal.waiting:  # answered once what it changed is stored and told
            failures = await self.journal.flushed()
            table = answer.get("table")
            if table in failures:
                raise failures[table]
        return answer

    def _handlers(self) -> dict[str, Callable[[Connection, Request],
                                              Awaitable[dict[str, Any]]]]:
        return {"hello": self._hello, "lobby": self._lobby, "create": self._create,
                "join": self._join, "bot": self._bot, "unbot": self._unbot,
                "start": self._start, "again": self._again, "spectate": self._spectate,
                "leave": self._leave, "action": self._action, "chat": self._chat,
                "resume": self._resume, "close": self._close_request}

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
        self._idle(live)  # a table nobody comes to is closed after a while
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
        self.watchers.setdefault(live.id, {})[conn] = None
        # Earlier games in this seat were somebody else's: told as to a spectator.
        sat = 0 if viewer is None else live.seated_at(viewer, str(conn.name))
        # Held like every message about a table: entries not yet stored wait for the store.
        for entry in live.entries[since:]:
            self.journal.hold(live.id, conn, encode(
                entry_message(live, entry, viewer if entry.seq > sat else None)))
        self.journal.hold(live.id, conn, encode(
            state_message(live, live.viewer_now(viewer, str(conn.name)))))
        if viewer is not None:
            timer = self._away_timers.pop((live.id, viewer), None)
            if timer is not None:
                timer.cancel()
            if (live.id, viewer) in self._told_gone:
                self._told_gone.discard((live.id, viewer))
                self._notify(live, {"type": "notice", "table": live.id, "kind": "returned",
                                    "seat": viewer, "name": str(conn.name)})
        self._idle(live)

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
        if claim is not None and live is None and claim.name == conn.name:
            # A seat of this player's at a table that is gone (closed, or not resumed).
            raise ProtocolError(ErrorCode.NO_TABLE, table=claim.table)
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
        self._kick_bots(live)  # a game that waited for somebody goes on
        return {"table": live.id, "seq": live.seq}

    async def _leave(self, conn: Connection, request: Request) -> dict[str, Any]:
        live = self._table(request)
        viewer = conn.views.pop(live.id, SPECTATOR)
        self.watchers.get(live.id, {}).pop(conn, None)
        if viewer is not None:
            self._publish(live, live.leave(str(conn.name)))
            self._kick_bots(live)
        self._idle(live)
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
        self._publish(live, live.start(again, str(conn.name)))
        self._kick_bots(live)
        return {"table": live.id, "seq": live.seq}

    async def _again(self, conn: Connection, request: Request) -> dict[str, Any]:
        return await self._start(conn, request, again=True)

    # -- closing ---------------------------------------------------------------------------------

    async def _close_request(self, conn: Connection, request: Request) -> dict[str, Any]:
        """The table's creator closes it (not while its game is being played)."""
        live = self._table(request)
        if live.record.host != conn.name:
            raise ProtocolError(ErrorCode.NOT_HOST, table=live.id, host=live.record.host)
        if live.running:
            raise ProtocolError(ErrorCode.PLAYING, table=live.id)
        await self._close(live, str(conn.name))
        return {"table": live.id}

    def _idle(self, live: LiveTable) -> None:
        """Close ``live`` after ``close_after`` seconds while nobody is at it and its game
        is not being played (a game under way waits for its players instead)."""
        if live.running or self.watchers.get(live.id) or live.closed:
            timer = self._idle_timers.pop(live.id, None)
            if timer is not None:
                timer.cancel()
        elif live.id not in self._idle_timers:
            self._idle_timers[live.id] = asyncio.get_running_loop().call_later(
                self.close_after, self._idle_over, live)

    def _idle_over(self, live: LiveTable) -> None:
        self._idle_timers.pop(live.id, None)
        if not (live.running or self.watchers.get(live.id) or live.closed):
            asyncio.get_running_loop().create_task(self._close(live, None))

    async def _close(self, live: LiveTable, by: str | None) -> None:
        """Close ``live``: whoever watches it is told (and is back in the lobby), the lobby
        drops its row, the store forgets it."""
        if self.journal.waiting:  # what was said at the table is stored first
            await self.journal.flushed()
        if live.closed or self.tables.get(live.id) is not live:
            return
        live.closed = True
        self._notify(live, {"type": "notice", "table": live.id, "kind": "closed", "by": by})
        for conn in list(self.watchers.pop(live.id, ())):
            conn.views.pop(live.id, None)
        for key in [k for k in self._away_timers if k[0] == live.id]:
            self._away_timers.pop(key).cancel()
        self._told_gone = {k for k in self._told_gone if k[0] != live.id}
        self._idle(live)
        del self.tables[live.id]
        self.store.close_table(live.id)
        self._lobby_changed(live)
        self._closed(live)
        log.info("table %s closed", live.id)

    def _closed(self, live: LiveTable) -> None:
        """A table was closed here (Redis mode: its lease is let go)."""

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
        """Tell every watcher of ``live`` the new entries and the state, each for its seat,
        once they are stored (the journal's next flush writes them, then sends these).

        Each seat's messages are built and encoded once per change, however many
        connections watch from it (spectators share theirs); an entry every viewer sees
        alike (a public move, a seat taken) is encoded once for all of them.
        """
        if not entries:
            return
        self.journal.changed(live)
        seats = [s.to_json(i) for i, s in enumerate(live.seats)]
        made: dict[Player | None, list[str]] = {}
        shared: dict[tuple[int, Hashable], str] = {}
        for conn in list(self.watchers.get(live.id, ())):
            viewer = live.viewer_now(conn.views[live.id], str(conn.name))
            texts = made.get(viewer)
            if texts is None:
                texts = made[viewer] = []
                for entry in entries:
                    key = (entry.seq, entry_sight(entry, viewer))
                    text = shared.get(key)
                    if text is None:
                        text = shared[key] = encode(entry_message(live, entry, viewer))
                    texts.append(text)
                texts.append(encode(state_message(live, viewer, seats)))
            for text in texts:
                self.journal.hold(live.id, conn, text)
        if any(e.kind.value != "move" and e.kind.value != "chat" for e in entries) or (
                live.table is not None and live.table.is_over):
            self._lobby_changed(live)
            self._idle(live)

    # -- storing --------------------------------------------------------------------------------

    async def _write(self, dirty: list[LiveTable]) -> Failures:
        """The journal's writer: the unsaved entries of every changed table in one write."""
        batch = []
        for live in dirty:
            records, snapshot = live.take_unsaved()
            if records:
                batch.append((live, records, snapshot))
        if not batch:
            return {}
        try:
            failures = await self._store_batch([(live.id, records, snapshot)
                                                for live, records, snapshot in batch])
        except Exception as error:  # noqa: BLE001 - the whole write failed
            failures = {live.id: error for live, _, _ in batch}
        for live, records, snapshot in batch:
            if live.id in failures:
                self._not_stored(live, records, snapshot, failures[live.id])
        return failures

    async def _store_batch(self, batch: list[Batch]) -> Failures:
        """Write ``batch`` (here: one SQLite transaction, blocking for its short time)."""
        self.store.append_batch(batch)
        return {}

    def _not_stored(self, live: LiveTable, records: list[LogRecord],
                    snapshot: tuple[int, dict[str, Any]] | None, error: BaseException) -> None:
        """Entries of ``live`` could not be written: tried again with the next ones."""
        live.put_back(records, snapshot)

    # -- bots and absence -------------------------------------------------------------------------

    def _somebody_here(self, live: LiveTable) -> bool:
        """True while a person's connection watches ``live`` (a player or a spectator).
        With nobody there the game waits: bots do not finish it between themselves while
        its players are gone (a player who left for a moment would find it decided)."""
        return bool(self.watchers.get(live.id))

    def _kick_bots(self, live: LiveTable) -> None:
        if (live.id not in self._thinking and self._somebody_here(live)
                and live.bot_job() is not None):
            self._thinking.add(live.id)
            asyncio.get_running_loop().create_task(self._bots(live))

    async def _bots(self, live: LiveTable) -> None:
        try:
            while self._somebody_here(live) and (job := live.bot_job()) is not None:
                move = await self.bot_pool.think(job)
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
            if live is not None:
                self._idle(live)
            if viewer is None or live is None or live.seat_of(str(conn.name)) != viewer:
                continue
            if any(other.views.get(table_id) == viewer
                   for other in self.watchers.get(table_id, ())):
                continue
            key = (table_id, viewer)
            old = self._away_timers.pop(key, None)
            if old is not None:
                old.cancel()
            self._away_timers[key] = asyncio.get_running_loop().call_later(
                self.away_grace, self._stayed_away, live, viewer)
            if live.running:  # the others are told at once, not after the grace
                kind = "left" if _closed_on_purpose(conn) else "dropped"
                self._told_gone.add(key)
                self._notify(live, {"type": "notice", "table": live.id, "kind": kind,
                                    "seat": viewer, "name": str(conn.name),
                                    # rounded up: 0.4 s is "within a second", not "0 seconds"
                                    "grace": math.ceil(self.away_grace)})

    def _notify(self, live: LiveTable, message: dict[str, Any]) -> None:
        """Tell every watcher of ``live`` something the log does not keep (a connection
        lost), after what it is already waiting to be sent."""
        text = encode(message)
        for conn in list(self.watchers.get(live.id, ())):
            self.journal.hold(live.id, conn, text)

    def _stayed_away(self, live: LiveTable, seat: Player) -> None:
        self._away_timers.pop((live.id, seat), None)
        self._told_gone.discard((live.id, seat))  # from now on away and back say it
        if any(conn.views.get(live.id) == seat for conn in self.watchers.get(live.id, ())):
            return
        if live.running:
            self._publish(live, live.away(seat))
            self._kick_bots(live)
        else:  # between games a seat nobody comes back to is opened for others
            name = live.seats[seat].name
            if name is not None:
                self._publish(live, live.leave(name))


def _closed_on_purpose(conn: Connection) -> bool:
    """True when the client ended the connection itself with a normal close (a player who
    quit the program), not by a line that dropped or a page that went away."""
    # The close frame the client sent (none when the line was lost); the connection's own
    # close code is set only once the closing handshake has ended, which may come later.
    # An in-process pipe (online/local.py) has no close frame; asking it for one raised in
    # the connection's clean-up and left its writer unfinished.
    received = getattr(getattr(conn.ws, "protocol", None), "close_rcvd", None)
    return received is not None and received.code == CloseCode.NORMAL_CLOSURE
