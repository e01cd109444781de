"""Redis mode: several server processes sharing the lobby and the tables through Redis.

Every process is an :class:`~accessible_games.online.server.OnlineServer` over one
:class:`~accessible_games.online.redis_store.RedisStore`. A table is served by exactly one
process at a time, the one holding its **lease**: the key ``lease:<id>`` set with
``SET NX PX`` to the process's holder text (its websocket URL, ``#`` and a random tag for
this run), renewed by a background task every third of the lease time. The process that
creates a table takes its lease. A process asked about a table it does not serve looks at
the lease: held by another process, the request is refused with ``moved`` and that
process's URL (the client connects there); held by nobody (its owner died or let go), this
process takes the lease and rebuilds the table from the stored snapshot and log exactly as
a restarted server does, and serves it. A periodic sweep takes over running tables whose
lease nobody holds, so their bots play on before anybody asks. A process that finds it lost
a lease (it was stalled longer than the lease time) stops serving that table at once and
closes the connections watching it (code 4001); its appends are refused by Redis anyway
(the append script checks the lease), so two processes never both write one log.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import ssl
from typing import Any

import redis.asyncio as aioredis

from accessible_games.online.journal import Failures
from accessible_games.online.protocol import ErrorCode, ProtocolError, Request, encode
from accessible_games.online.redis_store import LeaseLost, RedisStore
from accessible_games.online.server import Connection, OnlineServer
from accessible_games.online.store import Batch, LogRecord
from accessible_games.online.tables import LiveTable, make_game
from accessible_games.online.views import lobby_row

log = logging.getLogger(__name__)

LEASE_SECONDS = 10.0
"""How long a lease lasts unless renewed (how long a dead process's tables wait)."""
MOVED_CLOSE = 4001
"""The websocket close code for connections of a table this process no longer serves."""

RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""
RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


def owner_url(holder: str) -> str:
    """The websocket URL in a lease's holder text (``URL#tag``)."""
    return holder.split("#", 1)[0]


class ClusterServer(OnlineServer):
    """An online server process of a Redis-mode server.

    Args:
        store: the shared :class:`RedisStore`.
        url: the websocket URL clients reach this process at (told to clients that asked
            another process); None: ``ws://host:port`` of where it listens.
        lease: seconds a lease lasts unless renewed.
        options: as for :class:`OnlineServer`.
    """

    def __init__(self, store: RedisStore, url: str | None = None,
                 lease: float = LEASE_SECONDS, **options: Any) -> None:
        self.redis_store = store
        self.url = url
        self.lease = lease
        self.holder = ""
        self._keeper: asyncio.Task[None] | None = None
        self._rows_due: dict[int, dict[str, Any]] = {}
        """Lobby rows waiting to be written to Redis (by ``_write_rows``)."""
        self._row_writer: asyncio.Task[None] | None = None
        self._listener: asyncio.Task[None] | None = None
        super().__init__(store, **options)

    def _restore(self) -> None:
        """Nothing at start: tables are taken over when asked for or by the sweep."""
        self.damaged: list[int] = []

    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    ssl_context: ssl.SSLContext | None = None) -> int:
        """Listen, then keep the leases (and sweep for ownerless tables) until closed."""
        port = await super().start(host, port, ssl_context)
        if self.url is None:
            self.url = f"{'wss' if ssl_context else 'ws'}://{host}:{port}"
        self.holder = f"{self.url}#{secrets.token_hex(6)}"
        self.redis_store.owner = self.holder
        loop = asyncio.get_running_loop()
        self._keeper = loop.create_task(self._keep())
        self._listener = loop.create_task(self._listen())
        return port

    async def close(self) -> None:
        """Stop renewing, let go of every lease (another process may take over at once)."""
        for task in (self._keeper, self._listener):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        await super().close()
        if self._row_writer is not None:  # the last rows are written before the end
            try:
                await asyncio.wait_for(asyncio.gather(self._row_writer,
                                                      return_exceptions=True), 5)
            except TimeoutError:
                log.warning("the last lobby rows were not written (Redis does not answer)")
        await self.redis_store.aclose()
        for table in list(self.tables):
            self._release(table)

    # -- leases ----------------------------------------------------------------------------

    def _lease_key(self, table: int) -> str:
        """The Redis key of ``table``'s lease."""
        return self.redis_store.key("lease", table)

    def _take(self, table: int) -> str | None:
        """Take the lease of ``table`` if nobody holds it; None when this process holds it
        now, else the URL of the process that does."""
        r = self.redis_store.redis
        millis = int(self.lease * 1000)
        for _ in range(3):
            if r.set(self._lease_key(table), self.holder, nx=True, px=millis):
                return None
            holder = r.get(self._lease_key(table))
            if holder == self.holder:
                return None
            if holder is not None:
                return owner_url(str(holder))
        raise ProtocolError(ErrorCode.INTERNAL)

    async def _renew_all(self) -> list[int]:
        """Make this process's leases last again, all in one round trip that does not block
        the loop; the tables whose lease it no longer holds."""
        tables = list(self.tables)
        if not tables:
            return []
        pipe = self.redis_store.aio().pipeline(transaction=False)
        for table in tables:
            pipe.eval(RENEW, 1, self._lease_key(table), self.holder, int(self.lease * 1000))
        renewed = await pipe.execute()
        return [table for table, done in zip(tables, renewed, strict=True) if not done]

    def _release(self, table: int) -> None:
        """Let go of ``table``'s lease if this process holds it."""
        self.redis_store.redis.eval(RELEASE, 1, self._lease_key(table), self.holder)

    async def _keep(self) -> None:
        """Renew this process's leases and sweep for ownerless running tables, forever."""
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                for table in await self._renew_all():
                    if table in self.tables:
                        log.warning("lost the lease of table %s", table)
                        self._drop(table)
                await self._sweep()
            except Exception:  # Redis away for a moment: try again next round
                log.exception("keeping the leases failed")

    async def _sweep(self) -> None:
        """Take over the running tables whose lease nobody holds (their owner died)."""
        r = self.redis_store.aio()
        rows = await r.hgetall(self.redis_store.key("rows"))
        ids = [int(i) for i, row in rows.items()
               if json.loads(row).get("running") and int(i) not in self.tables
               and int(i) not in self.damaged]
        if not ids:
            return
        holders = await r.mget([self._lease_key(i) for i in ids])
        for table, holder in zip(ids, holders, strict=True):
            if holder is None:
                try:
                    self._local(table)
                except ProtocolError:
                    pass  # another process was quicker

    def _drop(self, table: int) -> None:
        """Stop serving ``table`` (its lease is gone): its watchers reconnect elsewhere."""
        live = self.tables.pop(table, None)
        if live is None:
            return
        for key in [k for k in self._away_timers if k[0] == table]:
            self._away_timers.pop(key).cancel()
        for conn in list(self.watchers.pop(table, ())):
            del conn.views[table]
            asyncio.ensure_future(conn.ws.close(MOVED_CLOSE, "table moved"))

    # -- the hooks of OnlineServer ---------------------------------------------------------------

    async def _store_batch(self, batch: list[Batch]) -> Failures:
        """One pipelined round trip to Redis for every changed table, without blocking the
        loop (requests for other tables go on meanwhile)."""
        return await self.redis_store.append_batch_async(batch)

    def _not_stored(self, live: LiveTable, records: list[LogRecord],
                    snapshot: tuple[int, dict[str, Any]] | None, error: BaseException) -> None:
        """A lost lease: stop serving the table (its watchers reconnect to the new owner);
        another failure: try again with the next entries."""
        if isinstance(error, LeaseLost):
            self._drop(live.id)
        else:
            live.put_back(records, snapshot)

    def _created(self, live: LiveTable) -> None:
        """Take the lease of a table just made here."""
        if self._take(live.id) is not None:  # a new id: nobody can hold it
            raise ProtocolError(ErrorCode.INTERNAL)

    def _closed(self, live: LiveTable) -> None:
        """Let go of a closed table's lease (the store forgot the table: nobody takes it)."""
        self._release(live.id)

    def _local(self, table: int) -> LiveTable | None:
        """The table if this process serves it or can take it over (rebuilt from its log).

        Raises:
            ProtocolError: ``moved`` (with the owner's URL) when another process serves it.
        """
        live = self.tables.get(table)
        if live is not None or not isinstance(table, int):
            return live
        record = self.redis_store.table(table)
        if record is None:
            return None
        owner = self._take(table)
        if owner is not None:
            raise ProtocolError(ErrorCode.MOVED, table=table, owner=owner)
        try:
            live = LiveTable(record, make_game(record.game, record.options), self.store)
            live.restore(self.store.log(table))
        except (ValueError, KeyError, IndexError, TypeError, ProtocolError):
            log.error("table %s cannot be taken over: its stored log does not fit", table)
            self.damaged.append(table)
            self._release(table)
            return None
        log.info("took over table %s at seq %s", table, live.seq)
        self.tables[table] = live
        self._resumed(live)
        return live

    async def _dispatch(self, conn: Connection, request: Request) -> dict[str, Any]:
        """As the base, but a write refused for a lost lease stops serving the table and
        answers ``moved``."""
        try:
            return await super()._dispatch(conn, request)
        except LeaseLost:
            table = request.get("table")
            self._drop(table)
            holder = self.redis_store.redis.get(self._lease_key(table))
            if holder is None:
                raise ProtocolError(ErrorCode.INTERNAL) from None
            raise ProtocolError(ErrorCode.MOVED, table=table,
                                owner=owner_url(str(holder))) from None

    def _lobby_changed(self, live: LiveTable) -> None:
        """Keep the table's row in Redis and tell every process's lobby watchers: the row
        is written (and published) by one task in the background, in order, never making
        a request wait (the newest row of a table replaces one not yet written)."""
        self._rows_due[live.id] = lobby_row(live)
        if self._row_writer is None or self._row_writer.done():
            self._row_writer = asyncio.get_running_loop().create_task(self._write_rows())

    async def _write_rows(self) -> None:
        while self._rows_due:
            due, self._rows_due = self._rows_due, {}
            pipe = self.redis_store.aio().pipeline(transaction=False)  # one round trip
            kept = {str(table): json.dumps(row) for table, row in due.items()
                    if not row.get("closed")}
            if kept:
                pipe.hset(self.redis_store.key("rows"), mapping=kept)
            gone = [str(table) for table, row in due.items() if row.get("closed")]
            if gone:  # a closed table's row goes
                pipe.hdel(self.redis_store.key("rows"), *gone)
            for row in due.values():
                pipe.publish(self.redis_store.key("lobby"),
                             json.dumps({**row, "owner": self.url}))
            try:
                await pipe.execute()
            except Exception:  # Redis away for a moment: the rows are written next time
                log.exception("writing lobby rows failed")
                self._rows_due = {**due, **self._rows_due}
                await asyncio.sleep(0.5)

    async def _listen(self) -> None:
        """Send the lobby rows every process publishes to this process's lobby watchers."""
        client = aioredis.Redis.from_url(self.redis_store.url, decode_responses=True)
        pubsub = client.pubsub()
        try:
            await pubsub.subscribe(self.redis_store.key("lobby"))
            async for message in pubsub.listen():
                if message.get("type") != "message":
                    continue
                text = encode({"type": "lobby", "tables": [json.loads(message["data"])]})
                for conn in list(self.connections):
                    if conn.in_lobby and not conn.views:
                        conn.send_text(text)
        finally:
            await pubsub.aclose()
            await client.aclose()

    def _lobby_rows(self) -> list[dict[str, Any]]:
        """Every process's tables, each with ``owner``: the URL of the process serving it
        (None: nobody just now; asking for it makes the asked process take it over)."""
        r = self.redis_store.redis
        rows = {int(i): json.loads(row)
                for i, row in r.hgetall(self.redis_store.key("rows")).items()}
        for table, live in self.tables.items():
            rows[table] = lobby_row(live)
        ids = sorted(rows)
        holders = r.mget([self._lease_key(i) for i in ids]) if ids else []
        return [{**rows[i], "owner": None if h is None else owner_url(str(h))}
                for i, h in zip(ids, holders, strict=True)]
