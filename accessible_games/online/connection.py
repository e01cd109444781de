"""One client's connection to the server: its rate limit and its queue of outgoing frames.

A connection gets a writer task and a bounded queue; a client that does not read is
disconnected (code 4000), never silently skipped: it reconnects and is replayed what it
missed. Messages queued while the last frame was being sent go together in one frame.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from accessible_games.engine import Player
from accessible_games.online.protocol import encode

QUEUE_LIMIT = 5000
"""Messages waiting for one client; a client this far behind is disconnected."""


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
