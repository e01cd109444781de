"""Online load: many clients at many tables on one server process, over loopback.

Run ``python benchmarks/online_load.py [--clients 200] [--tables 50] [--seconds 20]
[--think 0.5,0] [--mode both|sqlite|redis] [--bot-level 1] [--bot-processes 0]
[--compression] [--profile F]``.
In the SQLite mode the
server runs in a process of its own (``OnlineServer`` with its SQLite store in a temporary
folder, the default password cost), listening on 127.0.0.1 only. One client process opens
``--clients`` connections, registers them, seats them four to a table of Team draw (the
hidden-card example game: every move is redacted per seat; with fewer than four clients a
table, bots of ``--bot-level`` take the other seats and think in the server's worker
threads, or in ``--bot-processes`` niced processes), starts the tables and then plays
one phase of ``--seconds`` per think time: whenever a client's seat is to move it waits the
think time (people take a while; 0 is a closed loop as fast as the server answers) and sends
its move; after each game the first seat asks for another. Every action's time from sending
to its ``ok`` is measured.

Prints the sign-in time and a table, one row per phase: actions, actions per second, events
delivered per second, and the p50/p99/max action-to-acknowledgement latency. The target is
p99 < 100 ms. In the Redis mode a ``redis-server`` is started on a loopback port
(``tests/redis_server.py``) and three server processes (``ClusterServer`` over one
``RedisStore``) share it; the tables are created round-robin at the three processes, each
table's four clients connect to its owner, so the load is spread over the three. In the
closed loop (think 0) every table always has one action in flight, so
the latency is the number of tables divided by the throughput (Little's law): that row
measures the server's capacity, the paced row the latency people feel. The CPU time the
server processes (with their bot worker processes, and redis-server) and the client
process used per action (from /proc) is
printed too: on a shared machine the latency depends on everybody's load, the CPU per
action does not.
``--profile F`` writes each server process's cProfile statistics (CPU time) to
``F.<mode>.<process>``; ``--compression`` lets the servers offer permessage-deflate.
Bounded: at most ``--clients`` connections (at most 400) and ``--seconds`` (at most 120) of
play, then everything is closed.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accessible_games.online.client import OnlineClient
from accessible_games.online.server import OnlineServer
from accessible_games.online.store import ServerStore, SqliteStore
from tests.redis_server import running_redis

HOST = "127.0.0.1"
SEATS = 4


def serve(db: str, port_queue: multiprocessing.Queue, stop: multiprocessing.Event,
          redis_url: str | None = None, profile: str | None = None,
          compression: bool = False, bot_processes: int = 0) -> None:
    """A server process: serve on a free loopback port until ``stop`` is set (with
    ``redis_url``: one process of a Redis-mode server; with ``profile``: under cProfile,
    its statistics written to that file)."""

    async def main() -> None:
        store: ServerStore
        if redis_url is None:
            store = SqliteStore(db)
            server = OnlineServer(store, rate=500.0, burst=1000.0, compression=compression,
                                  bot_processes=bot_processes)
        else:
            from accessible_games.online.cluster import ClusterServer
            from accessible_games.online.redis_store import RedisStore

            store = RedisStore(redis_url)
            server = ClusterServer(store, rate=500.0, burst=1000.0, compression=compression,
                                   bot_processes=bot_processes)
        port_queue.put(await server.start(HOST, 0))
        while not stop.is_set():
            await asyncio.sleep(0.1)
        await server.close()
        store.close()

    if profile is None:
        asyncio.run(main())
        return
    import cProfile

    profiler = cProfile.Profile(time.process_time)  # CPU time: the machine is shared
    profiler.runcall(asyncio.run, main())
    profiler.dump_stats(profile)


class Player:
    """One client of the load: its seat, its latencies."""

    def __init__(self, client: OnlineClient, table: int, seat: int) -> None:
        self.client = client
        self.table = table
        self.seat = seat
        self.latencies: list[float] = []
        self.game = 1

    async def play(self, until: float, think: float) -> None:
        """Move whenever it is this seat's turn, after ``think`` seconds (0: at once); the
        first seat starts new games."""
        client, table = self.client, self.table
        while time.monotonic() < until:
            game = self.game
            try:
                await client.wait_for(lambda: client.states.get(table, {}).get(
                    "game_number", 0) >= game and (client.states[table]["your_turn"]
                                                   or client.states[table]["over"]),
                                      timeout=max(0.1, until - time.monotonic()))
            except TimeoutError:
                return
            state = client.states[table]  # only this seat can change it while it thinks
            if think:
                await asyncio.sleep(think)
            if state["over"]:
                if self.seat == 0:
                    await self.timed("again", table=table)
                self.game = state["game_number"] + 1
                continue
            move = "roll" if (state["seq"] + self.seat) % 2 else "play"
            await self.timed("action", table=table, move=move)
            seq = state["seq"]
            await client.wait_for(lambda: client.states[table]["seq"] > seq)

    async def timed(self, kind: str, **fields: object) -> None:
        start = time.perf_counter()
        answer = await self.client.request(kind, **fields)
        self.latencies.append(time.perf_counter() - start)
        if answer["type"] != "ok":
            raise RuntimeError(f"{kind} refused: {answer}")


def cpu_seconds(pid: int, children: bool = True) -> float:
    """CPU time (user and system) a process has used so far, from /proc; with
    ``children``, that of its live child processes too (the bots' worker processes)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:  # gone meanwhile
        return 0.0
    total = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    if children:
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/children") as found:
                    total += sum(cpu_seconds(int(c)) for c in found.read().split())
            except OSError:
                continue
    return total


def redis_pid(redis_url: str) -> int | None:
    """The pid of the redis-server listening at ``redis_url`` (from /proc), or None."""
    port = redis_url.rsplit(":", 1)[1].split("/")[0]
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as cmd:
                    line = cmd.read().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if line.startswith("redis-server") and f":{port}" in line:
                return int(entry)
    return None


async def load(mode: str, ports: list[int], clients: int, tables: int, seconds: float,
               thinks: list[float], server_pids: list[int]) -> None:
    urls = [f"ws://{HOST}:{port}" for port in ports]
    per_table = clients // tables
    t0 = time.perf_counter()
    # The clients of table t connect to the process that creates (and owns) it.
    connected = await asyncio.gather(*(
        OnlineClient(urls[(i // per_table) % len(urls)], timeout=60).connect()
        for i in range(clients)))
    await asyncio.gather(*(c.sign_in(f"player{i}", "password", register=True)
                           for i, c in enumerate(connected)))
    signed = time.perf_counter() - t0
    players: list[Player] = []
    for t in range(tables):
        group = connected[t * per_table:(t + 1) * per_table]
        table = (await group[0].call("create", game="team-draw"))["table"]
        for seat, client in enumerate(group):
            await client.join(table, seat)
            players.append(Player(client, table, seat))
        for seat in range(len(group), SEATS):
            await group[0].call("bot", table=table, seat=seat, level=BOT_LEVEL[0])
        await group[0].call("start", table=table)
    def delivered() -> int:
        return sum(1 for c in connected for m in c.received if m.get("type") == "event")

    print(f"{mode}: connect and register {clients} clients (scrypt 2**14): {signed:.1f} s",
          flush=True)
    for think in thinks:
        for player in players:
            player.latencies = []
        before = delivered()
        cpu_server = sum(cpu_seconds(pid) for pid in server_pids)
        cpu_client = cpu_seconds(os.getpid(), children=False)
        start = time.perf_counter()
        await asyncio.gather(*(p.play(time.monotonic() + seconds, think) for p in players))
        elapsed = time.perf_counter() - start
        cpu_server = sum(cpu_seconds(pid) for pid in server_pids) - cpu_server
        cpu_client = cpu_seconds(os.getpid(), children=False) - cpu_client
        latencies = sorted(x for p in players for x in p.latencies)
        events = delivered() - before
        if not latencies:
            ROWS.append(f"| {mode} | {clients} | {tables} | {think} | 0 | | | | | | | | |")
            continue
        p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        ROWS.append(f"| {mode} | {clients} | {tables} | {think} | {len(latencies)} | "
                    f"{elapsed:.1f} | "
              f"{len(latencies) / elapsed:.0f} | {events / elapsed:.0f} | "
              f"{statistics.median(latencies) * 1000:.1f} | {p99 * 1000:.1f} | "
                    f"{latencies[-1] * 1000:.1f} | {cpu_server / len(latencies) * 1000:.2f} | "
                    f"{cpu_client / len(latencies) * 1000:.2f} |")
        print(ROWS[-1], flush=True)
        # Let the moves in flight settle before the next phase.
        await asyncio.sleep(1.0)
    await asyncio.gather(*(c.close() for c in connected))


BOT_LEVEL = [1]
"""The level of the bots in the seats no client takes (``--bot-level``)."""
ROWS: list[str] = []
"""The table's rows, printed together at the end."""


def run_mode(mode: str, folder: str, clients: int, tables: int, seconds: float,
             thinks: list[float], redis_url: str | None = None,
             profile: str | None = None, compression: bool = False,
             bot_processes: int = 0) -> None:
    """Start the server processes of ``mode``, run the load against them, stop them."""
    count = 1 if redis_url is None else 3
    ports: multiprocessing.Queue = multiprocessing.Queue()
    stop = multiprocessing.Event()
    servers = [multiprocessing.Process(target=serve, args=(
        str(Path(folder) / "load.db"), ports, stop, redis_url,
        None if profile is None else f"{profile}.{i}", compression, bot_processes))
        for i in range(count)]
    for server in servers:
        server.start()
    try:
        found = [ports.get(timeout=30) for _ in servers]
        pids = [server.pid for server in servers if server.pid is not None]
        if redis_url is not None:
            extra = redis_pid(redis_url)
            pids += [] if extra is None else [extra]
        asyncio.run(asyncio.wait_for(load(mode, found, clients, tables, seconds, thinks, pids),
                                     len(thinks) * (seconds + 30) + 300))
    finally:
        stop.set()
        for server in servers:
            server.join(30)
            if server.is_alive():
                server.terminate()


def print_table() -> None:
    """The rows of every mode, under one header."""
    print()
    print("| servers | clients | tables | think s | actions | seconds | actions/s | events/s "
          "| p50 ms | p99 ms | max ms | server CPU ms/action | client CPU ms/action |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for row in ROWS:
        print(row)
    print()
    print("server CPU: the server processes, and in the Redis mode redis-server too.")
    print(f"load average of the machine: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores "
          "(the server's CPU per action says what one free core would carry)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0, help="per phase")
    parser.add_argument("--think", default="0.5,0",
                        help="comma-separated think times, one phase each: seconds a "
                             "client waits before each move (0: as fast as it can)")
    parser.add_argument("--mode", choices=("both", "sqlite", "redis"), default="both",
                        help="one process with SQLite, three processes on Redis, or both")
    parser.add_argument("--profile", default=None,
                        help="write each server process's cProfile statistics to "
                             "PROFILE.<mode>.<process>")
    parser.add_argument("--compression", action="store_true",
                        help="servers offer permessage-deflate (off by default, as in "
                             "OnlineServer)")
    parser.add_argument("--bot-level", type=int, default=1, choices=(1, 2, 3),
                        help="level of the bots that fill the seats no client takes (fewer "
                             "clients than 4 per table)")
    parser.add_argument("--bot-processes", type=int, default=0,
                        help="worker processes per server the bots think in (0: threads)")
    args = parser.parse_args()
    BOT_LEVEL[0] = args.bot_level
    clients = min(args.clients, 400)
    tables = max(1, min(args.tables, clients))
    seconds = min(args.seconds, 120.0)
    thinks = [max(0.0, float(t)) for t in args.think.split(",")][:4]
    with tempfile.TemporaryDirectory() as folder:
        if args.mode in ("both", "sqlite"):
            run_mode("1 (SQLite)", folder, clients, tables, seconds, thinks,
                     profile=args.profile and f"{args.profile}.sqlite",
                     compression=args.compression, bot_processes=args.bot_processes)
        if args.mode in ("both", "redis"):
            with running_redis(Path(folder) / "redis") as redis_url:
                run_mode("3 (Redis)", folder, clients, tables, seconds, thinks, redis_url,
                         profile=args.profile and f"{args.profile}.redis",
                         compression=args.compression, bot_processes=args.bot_processes)
    print_table()
    return 0


if __name__ == "__main__":
    sys.exit(main())
