"""Shared pieces of the online tests: a server on loopback with a throw-away database."""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import AsyncIterator, Awaitable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, TypeVar

from accessible_games.online.client import OnlineClient
from accessible_games.online.server import OnlineServer
from accessible_games.online.store import SqliteStore

HOST = "127.0.0.1"
"""Loopback only."""
FAST_SCRYPT = 2**10
"""A low password-hash cost so the tests sign in quickly (the server's default is 2**14)."""

T = TypeVar("T")


def run(coro: Awaitable[T], timeout: float = 30.0) -> T:
    """Run a test's coroutine with a bound on its time."""
    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)
    return asyncio.run(bounded())


@asynccontextmanager
async def serving(db: Path, **options: Any) -> AsyncIterator[tuple[OnlineServer, str]]:
    """An online server on a free loopback port with its database at ``db``."""
    store = SqliteStore(db)
    options.setdefault("scrypt_n", FAST_SCRYPT)
    server = OnlineServer(store, **options)
    port = await server.start(HOST, 0)
    try:
        yield server, f"ws://{HOST}:{port}"
    finally:
        await server.close()
        store.close()


@contextmanager
def server_in_thread(db: Path, wait: float = 20.0) -> Iterator[str]:
    """An online server on a free loopback port in a thread of its own, for a front end
    that runs its own event loop (the window, the terminal's online play); its address."""
    urls: queue.Queue[str] = queue.Queue()
    stop = threading.Event()

    async def main() -> None:
        async with serving(db, bot_delay=0.0) as (_server, url):
            urls.put(url)
            while not stop.is_set():
                await asyncio.sleep(0.02)

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    try:
        yield urls.get(timeout=wait)
    finally:
        stop.set()
        thread.join(wait)


async def signed_in(url: str, name: str, register: bool = True,
                    lang: str = "en") -> OnlineClient:
    """A connected client signed in as ``name`` (registering the name first)."""
    client = await OnlineClient(url, timeout=10).connect()
    await client.sign_in(name, f"secret of {name}", register=register, lang=lang)
    return client


async def play_when_asked(client: OnlineClient, table: int, choose: Any,
                          moves: int | None = None, game: int = 1) -> int:
    """Play ``client``'s seat in game number ``game``: whenever it is its turn, send
    ``choose(state)``'s move, until the game is over (or ``moves`` were made). Returns how
    many moves it made."""
    made = 0
    while moves is None or made < moves:
        await client.wait_for(lambda: table in client.states
                              and client.states[table]["game_number"] >= game and (
            client.states[table]["your_turn"] or client.states[table]["over"]))
        state = client.states[table]
        if state["over"]:
            break
        seq = state["seq"]
        await client.call("action", table=table, move=choose(state))
        made += 1
        await client.wait_for(lambda: client.states[table]["seq"] > seq)
    return made


async def play_seats(clients: dict[int, OnlineClient], table: int, choose: Any,
                     moves: int | None = None) -> int:
    """Play the seats of ``clients`` (seat -> client) in turn, ``moves`` moves or until the
    game is over (bots may hold the other seats). Returns how many moves were made."""
    made = 0
    any_client = next(iter(clients.values()))

    def ready() -> bool:
        states = [c.states.get(table) for c in clients.values()]
        return all(s is not None for s in states) and any(
            s["over"] or s["your_turn"] for s in states if s is not None)

    while moves is None or made < moves:
        await any_client.wait_for(ready)
        for client in clients.values():
            await client.wait_for(lambda c=client: table in c.states)
        state = next((c.states[table] for c in clients.values()
                      if c.states[table]["your_turn"] or c.states[table]["over"]))
        if state["over"]:
            break
        client = clients[state["viewer"]]
        await client.call("action", table=table, move=choose(state))
        made += 1
        for other in clients.values():
            await other.wait_for(lambda o=other, s=state: o.states[table]["seq"] > s["seq"])
    return made


def walk(value: Any) -> Iterator[Any]:
    """Every dict inside a message (the message itself included)."""
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from walk(item)
