"""Where several server processes keep accounts and tables together: Redis.

:class:`RedisStore` implements :class:`~accessible_games.online.store.ServerStore` over one
Redis database, so every process of a Redis-mode server sees the same accounts, tables and
logs. The keys (all under a prefix, ``ag:`` unless told otherwise):

- ``secret``: the token secret, made once with ``SET NX`` (every process signs alike);
- ``users``: a hash name -> password hash (``HSETNX``: a name is taken once);
- ``table-ids``: the counter of table ids (``INCR``); ``tables``: a sorted set of ids;
  ``table:<id>``: a hash of the table's fixed facts (game, options, seed, host);
- ``log:<id>``: the table's log as a stream whose entry ids are ``<seq>-1``. ``XADD`` with
  an explicit id refuses an id that is not above the stream's last, so an entry can never
  be appended twice or out of order; the append is a script that also checks that the
  writing process still holds the table's lease (a process that lost it writes nothing);
- ``snapshot:<id>``: the newest snapshot (JSON with its seq);
- ``lease:<id>``: who owns the table now (``leases.py``); ``row:<id>``: its lobby row.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from typing import Any

import redis
import redis.asyncio as aioredis

from accessible_games.online.store import Batch, LogRecord, TableRecord

PREFIX = "ag:"

APPEND = """
local owner = redis.call('GET', KEYS[2])
if ARGV[1] ~= '' and owner ~= ARGV[1] then
  return redis.error_reply('LEASE lost')
end
return redis.call('XADD', KEYS[1], ARGV[2], 'kind', ARGV[3], 'data', ARGV[4])
"""
"""Append one entry if this process still owns the table (``ARGV[1]`` empty: no check)."""

APPEND_MANY = """
local owner = redis.call('GET', KEYS[2])
if ARGV[1] ~= '' and owner ~= ARGV[1] then
  return redis.error_reply('LEASE lost')
end
for i = 3, #ARGV, 3 do
  redis.call('XADD', KEYS[1], ARGV[i], 'kind', ARGV[i + 1], 'data', ARGV[i + 2])
end
if ARGV[2] ~= '' then
  redis.call('SET', KEYS[3], ARGV[2])
end
return #ARGV
"""
"""Append several entries (and the snapshot, ``ARGV[2]`` unless empty) if this process still
owns the table, in one round trip. The entries are consecutive, so only the first XADD can
be refused (its id not above the stream's last): the script then stops before writing."""


class LeaseLost(RuntimeError):
    """This process no longer owns the table it tried to write to."""


class RedisStore:
    """:class:`ServerStore` in Redis, shared by every process of a Redis-mode server.

    Args:
        url: ``redis://host:port/db``.
        owner: this process's lease value (its websocket URL); appends are only made while
            the table's lease holds it. Empty: appends are not checked (tools and tests).
        prefix: the prefix of every key (several servers can share one Redis).
    """

    def __init__(self, url: str, owner: str = "", prefix: str = PREFIX) -> None:
        self.url = url
        self.owner = owner
        self.prefix = prefix
        # Any: redis-py's types cannot tell that decode_responses gives str.
        self.redis: Any = redis.Redis.from_url(url, decode_responses=True)
        self._append = self.redis.register_script(APPEND)
        self._append_many = self.redis.register_script(APPEND_MANY)
        self._async: Any = None
        self._async_append: Any = None

    def key(self, *parts: object) -> str:
        """The full key of ``parts`` (``key('log', 3)`` -> ``ag:log:3``)."""
        return self.prefix + ":".join(str(p) for p in parts)

    def secret(self) -> bytes:
        self.redis.set(self.key("secret"), secrets.token_hex(32), nx=True)
        return bytes.fromhex(str(self.redis.get(self.key("secret"))))

    def user(self, name: str) -> str | None:
        value = self.redis.hget(self.key("users"), name)
        return None if value is None else str(value)

    def add_user(self, name: str, password_hash: str) -> bool:
        return bool(self.redis.hsetnx(self.key("users"), name, password_hash))

    def next_table_id(self) -> int:
        return int(self.redis.incr(self.key("table-ids")))

    def add_table(self, record: TableRecord) -> None:
        pipe = self.redis.pipeline()
        pipe.hset(self.key("table", record.id), mapping={
            "game": record.game, "options": json.dumps(dict(record.options)),
            "seed": record.seed, "host": record.host})
        pipe.zadd(self.key("tables"), {str(record.id): record.id})
        pipe.execute()

    def table(self, table: int) -> TableRecord | None:
        """The fixed facts of one table, or None."""
        data = self.redis.hgetall(self.key("table", table))
        return None if not data else _record(table, data)

    def table_ids(self) -> list[int]:
        """Every table's id, oldest first."""
        return [int(i) for i in self.redis.zrange(self.key("tables"), 0, -1)]

    def tables(self) -> list[TableRecord]:
        found = (self.table(i) for i in self.table_ids())
        return [record for record in found if record is not None]

    def close_table(self, table: int) -> None:
        """Forget a closed table (ids come from a counter: never given again)."""
        pipe = self.redis.pipeline()
        pipe.zrem(self.key("tables"), str(table))
        pipe.delete(self.key("table", table), self.key("log", table),
                    self.key("snapshot", table))
        pipe.hdel(self.key("rows"), str(table))
        pipe.execute()

    def append(self, table: int, entry: LogRecord) -> None:
        """Append ``entry`` with the stream id ``<seq>-1``.

        Raises:
            LeaseLost: another process owns the table now.
            redis.ResponseError: the seq is not above the last one (appended before).
        """
        try:
            self._append(keys=[self.key("log", table), self.key("lease", table)],
                         args=[self.owner, f"{entry.seq}-1", entry.kind,
                               json.dumps(dict(entry.data))])
        except redis.ResponseError as error:
            if "LEASE" in str(error):
                raise LeaseLost(f"table {table} is owned by another process") from None
            raise

    def append_many(self, table: int, entries: list[LogRecord],
                    snapshot: tuple[int, Mapping[str, Any]] | None = None) -> None:
        """Append ``entries`` (consecutive seqs, ascending) and the snapshot in one script:
        nothing is written when the lease is lost or the first seq is not above the last
        (then the later ones cannot be refused).

        Raises:
            LeaseLost: another process owns the table now.
            redis.ResponseError: the first seq is not above the last one (appended before).
        """
        self.append_batch([(table, entries, snapshot)])

    def aio(self) -> Any:
        """The asyncio Redis client (made at first use, in the running loop: use it from
        that loop only); the server's writes that must not block the loop go through it."""
        if self._async is None:
            self._async = aioredis.Redis.from_url(self.url, decode_responses=True)
            self._async_append = self._async.register_script(APPEND_MANY)
        return self._async

    def _batch_args(self, batch: list[Batch]) -> list[tuple[list[str], list[str]]]:
        """The keys and arguments of the APPEND_MANY call of each table in ``batch``."""
        calls = []
        for table, entries, snapshot in batch:
            args = [self.owner, "" if snapshot is None else json.dumps(
                {"seq": snapshot[0], "data": dict(snapshot[1])})]
            for entry in entries:
                args += [f"{entry.seq}-1", entry.kind, json.dumps(dict(entry.data))]
            calls.append(([self.key("log", table), self.key("lease", table),
                           self.key("snapshot", table)], args))
        return calls

    @staticmethod
    def _failure(table: int, result: object) -> BaseException | None:
        if not isinstance(result, Exception):
            return None
        if "LEASE" in str(result):
            return LeaseLost(f"table {table} is owned by another process")
        return result

    def append_batch(self, batch: list[Batch]) -> None:
        """:meth:`append_many` for several tables in one pipelined round trip.

        Raises:
            LeaseLost, redis.ResponseError: the first table whose write was refused (the
                others were written).
        """
        pipe = self.redis.pipeline(transaction=False)
        for keys, args in self._batch_args(batch):
            self._append_many(keys=keys, args=args, client=pipe)
        results = pipe.execute(raise_on_error=False)
        for (table, _, _), result in zip(batch, results, strict=True):
            failure = self._failure(table, result)
            if failure is not None:
                raise failure

    async def append_batch_async(self, batch: list[Batch]) -> dict[int, BaseException]:
        """:meth:`append_batch` without blocking the event loop: one pipelined round trip
        over an asyncio connection (made in the running loop at first use); the tables
        whose write was refused, with the reason (``LeaseLost``: another process owns it)."""
        pipe = self.aio().pipeline(transaction=False)
        for keys, args in self._batch_args(batch):
            await self._async_append(keys=keys, args=args, client=pipe)
        results = await pipe.execute(raise_on_error=False)
        failures: dict[int, BaseException] = {}
        for (table, _, _), result in zip(batch, results, strict=True):
            failure = self._failure(table, result)
            if failure is not None:
                failures[table] = failure
        return failures

    def log(self, table: int) -> list[LogRecord]:
        return [LogRecord(int(ident.split("-")[0]), fields["kind"], json.loads(fields["data"]))
                for ident, fields in self.redis.xrange(self.key("log", table))]

    def save_snapshot(self, table: int, seq: int, snapshot: Mapping[str, Any]) -> None:
        self.redis.set(self.key("snapshot", table),
                       json.dumps({"seq": seq, "data": dict(snapshot)}))

    def snapshot(self, table: int) -> tuple[int, Mapping[str, Any]] | None:
        text = self.redis.get(self.key("snapshot", table))
        if text is None:
            return None
        stored = json.loads(str(text))
        return int(stored["seq"]), stored["data"]

    def close(self) -> None:
        self.redis.close()

    async def aclose(self) -> None:
        """Close the asyncio connection (if one was made) in the loop that made it."""
        if self._async is not None:
            await self._async.aclose()
            self._async = None


def _record(table: int, data: Mapping[str, str]) -> TableRecord:
    return TableRecord(table, data["game"], json.loads(data["options"]), int(data["seed"]),
                       data["host"])
