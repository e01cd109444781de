"""Where the server keeps accounts and tables: one small interface, SQLite behind it.

:class:`ServerStore` is everything the server asks of storage: the token secret, accounts,
tables (their fixed facts) and each table's log of entries (appended in sequence order, read
back in full to rebuild the table) with a snapshot every few entries. :class:`SqliteStore`
implements it with the standard library; a Redis implementation (a hash per table, the log
as a stream with the sequence number as its id, the snapshot as a key, the owner as a lease)
fits the same interface (docs/online/protocol.md, "Storage").
"""

from __future__ import annotations

import json
import secrets
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class TableRecord:
    """The fixed facts of a table: what is played and with which (secret) seed."""

    id: int
    game: str
    options: Mapping[str, Any]
    seed: int
    """The chance seed; never sent to a client (it would tell every future deal)."""
    host: str
    """Who created the table."""


@dataclass(frozen=True, slots=True)
class LogRecord:
    """One entry of a table's log as stored: sequence number, kind, data (server-side whole)."""

    seq: int
    kind: str
    data: Mapping[str, Any]


Batch = tuple[int, list[LogRecord], tuple[int, Mapping[str, Any]] | None]
"""One table's part of a batched write: its id, its new entries, a snapshot due or None."""


class ServerStore(Protocol):
    """The storage the server needs (SQLite now; Redis can implement the same)."""

    def secret(self) -> bytes:
        """The server's token secret (made once, then kept)."""

    def user(self, name: str) -> str | None:
        """The stored password hash of ``name``, or None."""

    def add_user(self, name: str, password_hash: str) -> bool:
        """Add an account; False when the name is taken."""

    def next_table_id(self) -> int:
        """A table id not used before."""

    def add_table(self, record: TableRecord) -> None:
        """Keep a new table."""

    def tables(self) -> list[TableRecord]:
        """Every table kept, oldest first."""

    def close_table(self, table: int) -> None:
        """Forget a closed table: it is no longer listed or rebuilt, its log and snapshot
        go; its id is never given again."""

    def append(self, table: int, entry: LogRecord) -> None:
        """Add an entry to a table's log (its seq is one more than the last)."""

    def append_many(self, table: int, entries: list[LogRecord],
                    snapshot: tuple[int, Mapping[str, Any]] | None = None) -> None:
        """Add several entries to a table's log, and optionally its newest snapshot, in one
        write: all of them or none (one transaction, one round trip)."""

    def append_batch(self, batch: list[Batch]) -> None:
        """:meth:`append_many` for several tables in one write (one transaction)."""

    def log(self, table: int) -> list[LogRecord]:
        """A table's whole log in order."""

    def save_snapshot(self, table: int, seq: int, snapshot: Mapping[str, Any]) -> None:
        """Keep a snapshot of a table as it stood after entry ``seq``."""

    def snapshot(self, table: int) -> tuple[int, Mapping[str, Any]] | None:
        """The newest snapshot of a table and its seq, or None."""

    def close(self) -> None:
        """Write everything and let go of the storage."""


SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS users (name TEXT PRIMARY KEY, hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (id INTEGER PRIMARY KEY, game TEXT NOT NULL,
    options TEXT NOT NULL, seed INTEGER NOT NULL, host TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS log (tbl INTEGER NOT NULL, seq INTEGER NOT NULL,
    kind TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (tbl, seq));
CREATE TABLE IF NOT EXISTS snapshots (tbl INTEGER PRIMARY KEY, seq INTEGER NOT NULL,
    data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS closed (id INTEGER PRIMARY KEY);
"""


class SqliteStore:
    """:class:`ServerStore` in one SQLite file (WAL journal: a commit per request is cheap;
    the entries of every table that changed in one turn of the server's event loop are
    written in one transaction, ``append_batch``)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db = sqlite3.connect(self.path, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(SCHEMA)

    def secret(self) -> bytes:
        row = self._db.execute("SELECT value FROM meta WHERE key='secret'").fetchone()
        if row is not None:
            return bytes(row[0])
        value = secrets.token_bytes(32)
        self._db.execute("INSERT INTO meta VALUES ('secret', ?)", (value,))
        return value

    def user(self, name: str) -> str | None:
        row = self._db.execute("SELECT hash FROM users WHERE name=?", (name,)).fetchone()
        return None if row is None else str(row[0])

    def add_user(self, name: str, password_hash: str) -> bool:
        try:
            self._db.execute("INSERT INTO users VALUES (?, ?)", (name, password_hash))
        except sqlite3.IntegrityError:
            return False
        return True

    def next_table_id(self) -> int:
        row = self._db.execute("SELECT MAX(id) FROM tables").fetchone()
        return int(row[0] or 0) + 1

    def add_table(self, record: TableRecord) -> None:
        self._db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?)",
                         (record.id, record.game, json.dumps(dict(record.options)),
                          record.seed, record.host))

    def tables(self) -> list[TableRecord]:
        rows = self._db.execute("SELECT id, game, options, seed, host FROM tables WHERE id "
                                "NOT IN (SELECT id FROM closed) ORDER BY id")
        return [TableRecord(int(i), g, json.loads(o), int(s), h) for i, g, o, s, h in rows]

    def close_table(self, table: int) -> None:
        db = self._db
        db.execute("BEGIN")  # the table's row stays (its id is not given again), marked
        try:
            db.execute("INSERT OR IGNORE INTO closed VALUES (?)", (table,))
            db.execute("DELETE FROM log WHERE tbl=?", (table,))
            db.execute("DELETE FROM snapshots WHERE tbl=?", (table,))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def append(self, table: int, entry: LogRecord) -> None:
        self.append_many(table, [entry])

    def append_many(self, table: int, entries: list[LogRecord],
                    snapshot: tuple[int, Mapping[str, Any]] | None = None) -> None:
        self.append_batch([(table, entries, snapshot)])

    def append_batch(self, batch: list[Batch]) -> None:
        db = self._db
        db.execute("BEGIN")
        try:
            db.executemany("INSERT INTO log VALUES (?, ?, ?, ?)",
                           [(table, e.seq, e.kind, json.dumps(dict(e.data)))
                            for table, entries, _ in batch for e in entries])
            for table, _, snapshot in batch:
                if snapshot is not None:
                    self.save_snapshot(table, *snapshot)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def log(self, table: int) -> list[LogRecord]:
        rows = self._db.execute("SELECT seq, kind, data FROM log WHERE tbl=? ORDER BY seq",
                                (table,))
        return [LogRecord(int(q), k, json.loads(d)) for q, k, d in rows]

    def save_snapshot(self, table: int, seq: int, snapshot: Mapping[str, Any]) -> None:
        self._db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?)",
                         (table, seq, json.dumps(dict(snapshot))))

    def snapshot(self, table: int) -> tuple[int, Mapping[str, Any]] | None:
        row = self._db.execute("SELECT seq, data FROM snapshots WHERE tbl=?",
                               (table,)).fetchone()
        return None if row is None else (int(row[0]), json.loads(row[1]))

    def close(self) -> None:
        self._db.close()
