"""An asyncio client of the online protocol (the tests use it; the app's Online menu will).

:class:`OnlineClient` connects, sends requests with ids and waits for their answers, keeps
every message it received (in order), the last sequence number seen per table, the newest
``state`` per table, and the seat tokens it was given, so a dropped connection can be
resumed with ``resume(token, since=last seq)``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from accessible_games.narration.message import Message, MessageKind
from accessible_games.online.protocol import HARD_FRAME, encode

MAX_HOPS = 4
"""How many ``moved`` answers one request follows."""


class OnlineError(Exception):
    """The server refused a request: its ``code``, the sentence ``reason`` and its braille
    form ``brief`` (None: the reason itself)."""

    def __init__(self, answer: dict[str, Any]) -> None:
        super().__init__(f"{answer.get('code')}: {answer.get('reason')}")
        self.code = str(answer.get("code"))
        self.reason = str(answer.get("reason"))
        brief = answer.get("brief")
        self.brief = str(brief) if brief is not None else None
        """The reason's braille form, where the server sent a shorter one."""
        self.answer = answer

    def said(self, kind: MessageKind = MessageKind.ILLEGAL) -> Message:
        """The refusal as a message: the reason spoken, its brief form on the braille line."""
        return Message(self.reason, kind, brief=self.brief)


class OnlineClient:
    """One connection to an online server.

    Args:
        url: ``ws://host:port`` or ``wss://`` with TLS.
        timeout: seconds to wait for any answer.
        ssl_context: for ``wss://`` with a certificate the system does not trust.
    """

    def __init__(self, url: str, timeout: float = 10.0, ssl_context: Any = None) -> None:
        self.url = url
        self.timeout = timeout
        self.ssl_context = ssl_context
        self.ws: ClientConnection | None = None
        self.received: list[dict[str, Any]] = []
        """Every message received, in order (the leak tests scan them)."""
        self.last_seq: dict[int, int] = {}
        """The last event sequence number seen per table."""
        self.states: dict[int, dict[str, Any]] = {}
        """The newest ``state`` message per table."""
        self.tokens: dict[int, str] = {}
        """The seat token per table."""
        self.welcome: dict[str, Any] | None = None
        self._ids = itertools.count(1)
        self._pending: dict[int | str, asyncio.Future[dict[str, Any]]] = {}
        self._changed = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self.on_message: Callable[[dict[str, Any]], None] | None = None
        """Called with each message as it arrives (a bot in the benchmark acts from here)."""
        self._credentials: tuple[str, str, str] | None = None

    async def connect(self) -> OnlineClient:
        """Open the connection and wait for the server's ``welcome``."""
        options: dict[str, Any] = {"max_size": HARD_FRAME}
        if self.ssl_context is not None:
            options["ssl"] = self.ssl_context
        self.ws = await asyncio.wait_for(connect(self.url, **options), self.timeout)
        self.welcome = json.loads(await asyncio.wait_for(self.ws.recv(), self.timeout))
        self._reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for frame in self.ws:
                data = json.loads(frame)
                for message in data if isinstance(data, list) else [data]:
                    self._take(message)
                self._changed.set()
        except ConnectionClosed:
            pass
        finally:
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(ConnectionError("connection closed"))
            self._changed.set()

    def _take(self, message: dict[str, Any]) -> None:
        """Keep one message from the server and resolve the request it answers."""
        self.received.append(message)
        kind = message.get("type")
        if kind in ("ok", "error") and message.get("id") in self._pending:
            self._pending.pop(message["id"]).set_result(message)
        elif kind == "event":
            self.last_seq[message["table"]] = message["seq"]
        elif kind == "state":
            self.states[message["table"]] = message
        if self.on_message is not None:
            self.on_message(message)

    async def send_raw(self, frame: str | bytes) -> None:
        """Send a frame as it is (tests send garbage this way).

        Raises:
            ConnectionError: there is no open connection (it dropped, or was never made).
        """
        if self.ws is None:
            raise ConnectionError("not connected")
        try:
            await self.ws.send(frame)
        except ConnectionClosed as error:
            raise ConnectionError("connection closed") from error

    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request and return its answer (``ok`` or ``error``)."""
        ident = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[ident] = future
        await self.send_raw(encode({"type": kind, "id": ident, **fields}))
        async with asyncio.timeout(self.timeout):
            return await future

    async def call(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request; its ``ok`` answer, or :class:`OnlineError`. A ``moved`` answer
        (Redis mode: another process serves the table) is followed: the client connects to
        the named process, signs in again and sends the request there."""
        for _ in range(MAX_HOPS):
            answer = await self.request(kind, **fields)
            if answer["type"] != "error" or answer.get("code") != "moved":
                break
            await self.move_to(str(answer["owner"]))
        if answer["type"] == "error":
            raise OnlineError(answer)
        return answer

    async def move_to(self, url: str) -> None:
        """Close this connection and open one to ``url``, signed in as before (what was
        received, the last sequence numbers and the seat tokens are kept).

        Raises:
            OSError, TimeoutError: ``url`` cannot be reached.
        """
        await self.close()
        self.url = url
        self.ws, self._reader = None, None
        await self.connect()
        if self._credentials is not None:
            name, password, lang = self._credentials
            await self.sign_in(name, password, lang=lang)

    async def resume_anywhere(self, table: int, urls: list[str],
                              timeout: float = 30.0) -> dict[str, Any]:
        """After a dropped connection: connect to one of ``urls`` (Redis mode: any process
        of the server), follow ``moved`` to the table's owner and resume the seat. A dead
        owner's table is taken over by a live process once its lease ran out, so this
        tries again until ``timeout``.

        Raises:
            TimeoutError: no process took the seat back in time.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            for url in urls:
                try:
                    await self.move_to(url)
                    return await self.resume(table)
                except (OSError, ConnectionError, TimeoutError):
                    pass
                if loop.time() > deadline:
                    raise TimeoutError(f"table {table} was not taken over in time")
            await asyncio.sleep(0.2)

    async def sign_in(self, name: str, password: str, register: bool = False,
                      lang: str = "en") -> dict[str, Any]:
        """``hello``: sign in (``register``: make the account first)."""
        self._credentials = (name, password, lang)
        return await self.call("hello", name=name, password=password, register=register,
                               lang=lang)

    async def join(self, table: int, seat: int, since: int = 0) -> dict[str, Any]:
        """Take a seat; keeps its token."""
        answer = await self.call("join", table=table, seat=seat, since=since)
        self.tokens[table] = answer["token"]
        return answer

    async def resume(self, table: int, token: str | None = None) -> dict[str, Any]:
        """Take the seat back after a dropped connection; the server replays what came after
        the last event this client saw."""
        return await self.call("resume", token=token or self.tokens[table],
                               since=self.last_seq.get(table, 0))

    async def wait_for(self, check: Callable[[], bool], timeout: float | None = None) -> None:
        """Wait until ``check()`` holds (it is asked after every message).

        Raises:
            TimeoutError: it did not hold in time.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + (timeout or self.timeout)
        # The check is made in the caller's task, so it still holds when this returns.
        while not check():
            if self._reader is not None and self._reader.done():
                raise ConnectionError("connection closed")
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError("the server did not answer in time")
            self._changed.clear()
            try:  # a timeout scope, not wait_for: no task made per wait
                async with asyncio.timeout(remaining):
                    await self._changed.wait()
            except TimeoutError:
                pass

    def events(self, table: int) -> list[dict[str, Any]]:
        """Every event of ``table`` received, in order."""
        return [m for m in self.received if m.get("type") == "event" and m["table"] == table]

    async def close(self) -> None:
        """Close the connection and wait for the reader to end."""
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)
