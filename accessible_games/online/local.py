"""A client of the server inside the server's own process, joined to it by an in-memory pipe.

The web page's bridge (``web_session.py``) plays through the same :class:`OnlineSession` as
the terminal client; its :class:`LocalClient` is an :class:`OnlineClient` whose connection is
a :class:`PipeEnd` handed straight to the server's connection handler. The server treats it
as any other connection (sign-in, rate limit, per-seat messages), so the bridge receives
exactly what its seat may know and nothing more.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

from websockets.exceptions import ConnectionClosedOK
from websockets.frames import Close

from accessible_games.online.client import OnlineClient

LOCAL_URL = "local:"
"""The url of a :class:`LocalClient` served in this process (another url: a real socket)."""


def _closed() -> ConnectionClosedOK:
    return ConnectionClosedOK(Close(1000, ""), Close(1000, ""), True)


class PipeEnd:
    """One end of an in-memory websocket: text frames in order, closed from either side."""

    def __init__(self, path: str = "/") -> None:
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.peer: PipeEnd | None = None
        self.closed = False
        self.path = path
        """The path a real websocket would have asked for (the server routes by it)."""

    async def send(self, frame: str) -> None:
        """Hand a frame to the other end.

        Raises:
            ConnectionClosedOK: either end was closed.
        """
        if self.closed or self.peer is None or self.peer.closed:
            raise _closed()
        self.peer.inbox.put_nowait(frame)

    async def recv(self) -> str:
        """The next frame from the other end.

        Raises:
            ConnectionClosedOK: the pipe was closed.
        """
        frame = await self.inbox.get()
        if frame is None:
            raise _closed()
        return frame

    def __aiter__(self) -> AsyncIterator[str]:
        return self._frames()

    async def _frames(self) -> AsyncIterator[str]:
        while True:
            frame = await self.inbox.get()
            if frame is None:
                return
            yield frame

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Close both ends (each reader sees the end of its frames)."""
        if self.closed:
            return
        self.closed = True
        self.inbox.put_nowait(None)
        if self.peer is not None and not self.peer.closed:
            self.peer.closed = True
            self.peer.inbox.put_nowait(None)


def pipe() -> tuple[PipeEnd, PipeEnd]:
    """Two joined ends: (the server's, the client's)."""
    server_end, client_end = PipeEnd(), PipeEnd()
    server_end.peer, client_end.peer = client_end, server_end
    return server_end, client_end


class LocalClient(OnlineClient):
    """An :class:`OnlineClient` served by ``handler`` (the server's connection handler) in
    this process. A ``moved`` answer (Redis mode) still takes it to another process over a
    real websocket.

    Args:
        handler: the server's handler of one connection.
        timeout: seconds to wait for any answer.
    """

    def __init__(self, handler: Callable[[Any], Coroutine[Any, Any, None]],
                 timeout: float = 10.0) -> None:
        super().__init__(LOCAL_URL, timeout)
        self.handler = handler
        self._served: asyncio.Task[None] | None = None

    async def connect(self) -> OnlineClient:
        """Open a pipe to the server in this process and wait for its ``welcome``."""
        if self.url != LOCAL_URL:
            return await super().connect()
        server_end, client_end = pipe()
        self._served = asyncio.create_task(self.handler(server_end))
        self.ws = client_end  # type: ignore[assignment]  # the same calls as a websocket
        self.welcome = json.loads(await asyncio.wait_for(client_end.recv(), self.timeout))
        self._reader = asyncio.create_task(self._read())
        return self

    async def close(self) -> None:
        """Close the pipe and wait for the server's side of it to end."""
        await super().close()
        if self._served is not None:
            await asyncio.gather(self._served, return_exceptions=True)
