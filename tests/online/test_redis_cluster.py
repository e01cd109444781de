"""Redis mode: three ``serve --redis`` processes share one table; its owner is killed with
SIGKILL mid-game; another process takes the table over from the stream; the four players
resume, nothing is lost or applied twice, no card leaks, and the games finish."""

from __future__ import annotations

import asyncio
import contextlib
import re
import signal
import sqlite3
import subprocess
import sys

import pytest
import redis

from accessible_games.online.redis_store import LeaseLost, RedisStore
from accessible_games.online.store import LogRecord, SqliteStore, TableRecord
from accessible_games.online.tables import EntryKind, LiveTable, make_game
from tests.online.helpers import play_seats, run, signed_in
from tests.online.test_hidden_cards import leaks, walk
from tests.redis_server import running_redis
from tests.signals import at_the_terminal

LEASE = 1.0
"""Seconds a lease lasts in these tests (a dead owner's table waits this long)."""
NAMES = ("ann", "bob", "cat", "dan")


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    with running_redis(tmp_path_factory.mktemp("redis")) as url:
        yield url


def start(redis_url: str, bot_delay: float = 0.0) -> tuple[subprocess.Popen, str]:
    """One ``serve --redis`` process on a free loopback port, and its URL."""
    process = subprocess.Popen(
        [sys.executable, "-m", "accessible_games", "--lang", "en", "serve", "--host",
         "127.0.0.1", "--port", "0", "--redis", redis_url, "--lease", str(LEASE),
         "--away", "30", "--bot-delay", str(bot_delay)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=at_the_terminal)
    line = process.stdout.readline()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert found, line + process.stderr.read()
    return process, found.group(0)


@contextlib.contextmanager
def cluster(redis_url: str, count: int = 3, bot_delay: float = 0.0):
    processes = []
    try:
        for _ in range(count):
            processes.append(start(redis_url, bot_delay))
        yield processes
    finally:
        for process, _url in processes:
            if process.poll() is None:
                process.send_signal(signal.SIGINT)
        for process, _url in processes:
            try:
                process.communicate(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.communicate()


def first_legal(state):
    return state["legal"][0]["notation"]


async def scenario(redis_url: str, processes):
    (owner_process, a), (_b_process, b), (_c_process, c) = processes
    urls = {0: a, 1: b, 2: c, 3: b}
    clients = {seat: await signed_in(urls[seat], name) for seat, name in enumerate(NAMES)}
    table = (await clients[0].call("create", game="team-draw"))["table"]
    for seat, client in clients.items():
        await client.join(table, seat)  # those at B and C are sent to A (moved)
    moved = [client.url for client in clients.values()]
    lobby = (await clients[1].call("lobby"))["tables"]
    await clients[0].call("start", table=table)
    await play_seats(clients, table, first_legal)
    await clients[0].call("again", table=table)
    await play_seats(clients, table, first_legal, moves=2)
    # The next move is sent and the owner dies at once: it may or may not have been kept.
    mover = next(c for c in clients.values() if c.states[table]["your_turn"])
    in_flight = asyncio.ensure_future(mover.request("action", table=table, move="roll"))
    await asyncio.sleep(0.005)
    owner_process.send_signal(signal.SIGKILL)
    owner_process.wait(timeout=10)
    await asyncio.gather(in_flight, return_exceptions=True)
    killed_at = {seat: client.last_seq.get(table, 0) for seat, client in clients.items()}
    for seat, client in clients.items():
        await client.resume_anywhere(table, [urls[seat], c, b], timeout=20)
    new_owner = clients[0].url
    await play_seats(clients, table, first_legal)
    await clients[0].call("again", table=table)
    await play_seats(clients, table, first_legal)
    last = max(client.last_seq[table] for client in clients.values())
    for client in clients.values():
        await client.wait_for(lambda cl=client: cl.last_seq[table] == last)
    # A fresh look at the whole log from each seat, to compare with what was pieced together.
    whole = {}
    for seat, client in clients.items():
        fresh = await signed_in(new_owner, NAMES[seat], register=False)
        await fresh.call("resume", token=client.tokens[table], since=0)
        await fresh.wait_for(lambda f=fresh: f.last_seq.get(table) == last)
        whole[seat] = fresh.events(table)
        await fresh.close()
    received = {seat: client.received for seat, client in clients.items()}
    for client in clients.values():
        await client.close()
    return table, a, moved, lobby, killed_at, new_owner, received, whole, last


def test_a_killed_owner_s_table_is_taken_over_and_played_to_the_end(redis_url):
    with cluster(redis_url) as processes:
        table, a, moved, lobby, killed_at, new_owner, received, whole, last = run(
            scenario(redis_url, processes), timeout=60)
        store = RedisStore(redis_url)
        record = store.table(table)
        stored = store.log(table)
        store.close()
    # Everybody was sent to the table's owner, and the lobby names it.
    assert moved == [a] * 4
    assert [row["owner"] for row in lobby if row["table"] == table] == [a]
    assert new_owner != a and killed_at  # another process serves the table now
    # The stream is the whole truth: a full replay of it gives three finished games.
    assert [r.seq for r in stored] == list(range(1, last + 1))
    assert record is not None
    replayed = LiveTable(record, make_game(record.game, record.options))
    replayed.restore(stored)
    assert replayed.game_number == 3 and replayed.table is not None
    assert replayed.table.is_over
    moves = [e for e in replayed.entries if e.kind is EntryKind.MOVE and e.data["mover"] >= 0]
    assert len(moves) == 12  # four players, three games: no move lost, none made twice
    for seat in range(4):
        events = [m for m in received[seat] if m.get("type") == "event"
                  and m["table"] == table]
        # Nothing lost, nothing twice, across the kill and the reconnect.
        assert [e["seq"] for e in events] == list(range(1, last + 1)), seat
        assert events == whole[seat], seat
        assert max(e["seq"] for e in events) > killed_at[seat]
        assert leaks(replayed, seat, received[seat]) == [], seat
        own = [p for m in received[seat] for p in walk(m)
               if p.get("type") == "CardDealt" and p["player"] == seat]
        assert len(own) == 3 and all(p["card"] for p in own)


def test_the_stream_refuses_an_entry_twice_and_a_writer_without_the_lease(redis_url):
    store = RedisStore(redis_url, owner="ws://127.0.0.1:1#me", prefix="unit:")
    store.add_table(TableRecord(store.next_table_id(), "kalah", {}, 5, "ann"))
    store.redis.set(store.key("lease", 1), "ws://127.0.0.1:1#me")
    store.append(1, LogRecord(1, "sit", {"seat": 0, "name": "ann"}))
    with pytest.raises(redis.ResponseError):
        store.append(1, LogRecord(1, "sit", {"seat": 1, "name": "bob"}))
    store.redis.set(store.key("lease", 1), "ws://127.0.0.1:2#other")
    with pytest.raises(LeaseLost):
        store.append(1, LogRecord(2, "sit", {"seat": 1, "name": "bob"}))
    assert store.log(1) == [LogRecord(1, "sit", {"seat": 0, "name": "ann"})]
    assert [t.game for t in store.tables()] == ["kalah"]
    assert store.secret() == store.secret() and len(store.secret()) == 32
    assert store.add_user("ann", "hash") and not store.add_user("ann", "other")
    store.close()


@pytest.mark.parametrize("kind", ("sqlite", "redis"))
def test_a_closed_table_is_forgotten_and_its_number_not_given_again(redis_url, tmp_path,
                                                                    kind):
    store = (RedisStore(redis_url, owner="ws://127.0.0.1:1#me", prefix=f"close-{kind}:")
             if kind == "redis" else SqliteStore(tmp_path / "db.sqlite"))
    for _ in range(2):
        store.add_table(TableRecord(store.next_table_id(), "kalah", {}, 5, "ann"))
    if kind == "redis":
        store.redis.set(store.key("lease", 2), "ws://127.0.0.1:1#me")
    store.append(2, LogRecord(1, "sit", {"seat": 0, "name": "ann"}))
    store.close_table(2)
    assert [t.id for t in store.tables()] == [1] and store.log(2) == []
    assert store.next_table_id() == 3
    store.close()


def test_several_entries_are_written_together_or_not_at_all(redis_url, tmp_path):
    """append_many (the entries of one change and its snapshot): both stores write all or
    nothing; an entry already stored or a lost lease leaves the log as it was."""
    redis_store = RedisStore(redis_url, owner="ws://127.0.0.1:1#me", prefix="many:")
    redis_store.redis.set(redis_store.key("lease", 1), "ws://127.0.0.1:1#me")
    sqlite_store = SqliteStore(tmp_path / "many.db")
    first = [LogRecord(1, "sit", {"seat": 0, "name": "ann"}),
             LogRecord(2, "sit", {"seat": 1, "name": "bob"})]
    again = [LogRecord(2, "chat", {"name": "bob", "text": "twice"}),
             LogRecord(3, "chat", {"name": "bob", "text": "lost"})]
    for store, refusal in ((redis_store, redis.ResponseError),
                           (sqlite_store, sqlite3.IntegrityError)):
        store.add_table(TableRecord(1, "kalah", {}, 5, "ann"))
        store.append_many(1, first, (2, {"seats": "two"}))
        with pytest.raises(refusal):
            store.append_many(1, again, (3, {"seats": "three"}))
        assert store.log(1) == first, store
        assert store.snapshot(1) == (2, {"seats": "two"}), store
    redis_store.redis.set(redis_store.key("lease", 1), "ws://127.0.0.1:2#other")
    with pytest.raises(LeaseLost):
        redis_store.append_many(1, again[1:], (3, {"seats": "three"}))
    assert redis_store.log(1) == first and redis_store.snapshot(1) == (2, {"seats": "two"})
    redis_store.close()
    sqlite_store.close()


def test_asking_a_process_that_does_not_serve_a_table_tells_where_it_lives(redis_url):
    with cluster(redis_url, 2) as ((_p1, a), (_p2, b)):
        async def ask():
            other = await signed_in(b, "fay")
            await other.call("lobby")
            ann = await signed_in(a, "eve")
            table = (await ann.call("create", game="kalah"))["table"]
            # Fay, watching the lobby at the other process, is told of the new table.
            await other.wait_for(lambda: any(
                row["table"] == table for m in other.received if m["type"] == "lobby"
                for row in m["tables"]))
            pushed = [row for m in other.received if m["type"] == "lobby"
                      for row in m["tables"] if row["table"] == table]
            answer = await other.request("spectate", table=table)
            await ann.close()
            await other.close()
            return answer, pushed
        answer, pushed = run(ask(), timeout=30)
    assert answer["code"] == "moved" and answer["owner"] == a
    assert pushed[0]["owner"] == a and pushed[0]["game"] == "kalah"
    assert "another server" in answer["reason"]


def test_a_dead_owner_s_bots_play_on_elsewhere_without_anybody_asking(redis_url):
    """The sweep: nobody reconnects, yet another process takes the running table over; its
    game waits while nobody is at the table (bots do not finish a game between themselves),
    and its bots finish it once somebody watches there."""
    with cluster(redis_url, 2, bot_delay=0.4) as ((owner, a), (_other, b)):
        async def play_and_kill():
            gus = await signed_in(a, "gus")
            table = (await gus.call("create", game="team-draw"))["table"]
            await gus.join(table, 0)
            for seat in (1, 2, 3):
                await gus.call("bot", table=table, seat=seat)
            await gus.call("start", table=table)
            await gus.wait_for(lambda: gus.states.get(table, {}).get("your_turn", False))
            await gus.call("action", table=table, move="roll")
            owner.send_signal(signal.SIGKILL)  # before the three bots (0.4 s each) moved
            owner.wait(timeout=10)
            seq = gus.last_seq[table]
            await gus.close()
            store = RedisStore(redis_url)
            deadline = asyncio.get_running_loop().time() + 20
            while (asyncio.get_running_loop().time() < deadline
                   and not (store.redis.get(store.key("lease", table)) or "").startswith(b)):
                await asyncio.sleep(0.2)  # taken over by the other process's sweep
            await asyncio.sleep(1.5)  # long enough for the three bots, were anybody there
            waited = LiveTable(store.table(table), make_game("team-draw", {}))
            waited.restore(store.log(table))
            assert waited.seq == seq  # nobody at the table: the game waits
            sam = await signed_in(b, "sam")
            await sam.call("spectate", table=table)
            while asyncio.get_running_loop().time() < deadline:
                replayed = LiveTable(store.table(table), make_game("team-draw", {}))
                replayed.restore(store.log(table))
                if replayed.table is not None and replayed.table.is_over:
                    break
                await asyncio.sleep(0.2)
            holder = store.redis.get(store.key("lease", table))
            store.close()
            await sam.close()
            return seq, replayed, holder
        seq, replayed, holder = run(play_and_kill(), timeout=40)
    assert replayed.table is not None and replayed.table.is_over and replayed.seq > seq
    movers = [e.data["mover"] for e in replayed.entries if e.kind is EntryKind.MOVE
              and e.data["mover"] >= 0]
    assert movers == [0, 1, 2, 3]  # the bots' moves were made once each, after the kill
    assert holder is not None and holder.startswith(b + "#")
