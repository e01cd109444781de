"""Group commit: what changed at the tables is stored together, and told only once stored.

Every change at a table records entries in its :class:`~accessible_games.online.tables.LiveTable`
and builds the messages that tell each watcher of it. The messages are not sent at once: the
:class:`Journal` holds them until the table's new entries are written. One flush writes the
entries of every table that changed since the last flush in one write (one SQLite
transaction; in Redis mode one pipelined round trip, not blocking the event loop), then
sends the held messages in the order they were made; the requests that made the changes are
answered after that. So an answered or told entry is always a stored one (a process killed
at any moment loses nothing anybody saw), while the write per request is shared by all the
requests that arrived in the same turn of the event loop.

Messages built while a flush is under way wait for the next one: they may tell of entries
that flush does not write.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from accessible_games.online.tables import LiveTable

if TYPE_CHECKING:
    from accessible_games.online.connection import Connection

log = logging.getLogger(__name__)

Failures = dict[int, BaseException]
"""The tables whose entries could not be written in a flush, with the reason."""
Writer = Callable[[list[LiveTable]], Awaitable[Failures]]
"""Writes the unsaved entries of the given tables; the failures."""


class Journal:
    """The changed tables and the messages waiting for their entries to be stored.

    Args:
        write: writes the unsaved entries of the changed tables (the server's store).
    """

    def __init__(self, write: Writer) -> None:
        self._write = write
        self._dirty: dict[int, LiveTable] = {}
        self._held: list[tuple[int, Connection, str]] = []
        self._next: asyncio.Future[Failures] | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def waiting(self) -> bool:
        """True while a change or a message waits for a flush."""
        return bool(self._dirty or self._held) or self._next is not None

    def changed(self, live: LiveTable) -> None:
        """``live`` recorded entries: they are written in the next flush."""
        self._dirty[live.id] = live
        self.flushed()

    def hold(self, table: int, conn: Connection, text: str) -> None:
        """Send ``text`` about ``table`` to ``conn`` once the next flush wrote the table."""
        self._held.append((table, conn, text))
        self.flushed()

    def flushed(self) -> asyncio.Future[Failures]:
        """The next flush (started if need be): done when every change made so far is
        stored and its messages sent; its result names the tables that failed."""
        if self._next is None:
            self._next = asyncio.get_running_loop().create_future()
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())
        return self._next

    async def _run(self) -> None:
        while self._next is not None:
            done, self._next = self._next, None
            dirty, self._dirty = list(self._dirty.values()), {}
            held, self._held = self._held, []
            try:
                failures = await self._write(dirty) if dirty else {}
            except Exception as error:  # noqa: BLE001 - every table of the flush failed
                failures = {live.id: error for live in dirty}
            # The waiting requests are woken first, then the held messages are queued (no
            # await between: they are queued before any answer); each connection's writer
            # then runs after the answers were queued, and sends them in the same frame.
            if not done.cancelled():
                done.set_result(failures)
            for table, conn, text in held:
                if table not in failures:
                    conn.send_text(text)
            for table, reason in failures.items():
                log.error("table %s: its new entries were not stored (%s)", table, reason)

