"""The ``serve`` command: run an online server for tables of people at other machines."""

from __future__ import annotations

import argparse
import asyncio
import logging
import ssl
import sys
from pathlib import Path

from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.online.protocol import DEFAULT_PORT
from accessible_games.storage.settings import settings_dir


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Add ``serve`` to the main parser."""
    p = sub.add_parser("serve", help="run an online server (tables for players anywhere)")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT)
    p.add_argument("--db", default=None, help="SQLite file of accounts and tables")
    p.add_argument("--cert", default=None, help="TLS certificate (PEM) for wss://")
    p.add_argument("--key", default=None, help="the certificate's private key (PEM)")
    p.add_argument("--away", type=float, default=60.0,
                   help="seconds a disconnected player keeps the seat before a bot plays it")
    p.add_argument("--close-after", type=float, default=600.0, metavar="SECONDS",
                   help="seconds after which a table nobody is at, whose game is not being "
                        "played, is closed")
    p.add_argument("--bot-delay", type=float, default=0.5,
                   help="seconds a bot waits before its move is made")
    p.add_argument("--bot-processes", type=int, default=0, metavar="N",
                   help="worker processes the bots think in, at a lower priority (0: in "
                        "the server's threads; 2 keeps busy servers answering quickly)")
    p.add_argument("--redis", default=None, metavar="URL",
                   help="share lobby and tables with other processes through Redis "
                        "(redis://host:port/db) instead of the SQLite file")
    p.add_argument("--url", default=None,
                   help="(with --redis) the ws:// or wss:// URL clients reach this process "
                        "at (default: ws://HOST:PORT)")
    p.add_argument("--lease", type=float, default=10.0,
                   help="(with --redis) seconds a table's lease lasts unless renewed")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS context when a certificate is given (the key may be in its file)."""
    if cert is None:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


async def serve(args: argparse.Namespace, lang: str, ready: asyncio.Event | None = None) -> None:
    """Run the server until cancelled."""
    # Imported here: the other commands start without loading websockets.
    from accessible_games.online.server import OnlineServer
    from accessible_games.online.store import ServerStore, SqliteStore

    store: ServerStore
    if getattr(args, "redis", None):
        from accessible_games.online.cluster import ClusterServer
        from accessible_games.online.redis_store import RedisStore

        store = RedisStore(args.redis)
        server: OnlineServer = ClusterServer(store, url=args.url, lease=args.lease,
                                             away_grace=args.away, bot_delay=args.bot_delay,
                                             bot_processes=args.bot_processes,
                                             close_after=args.close_after)
        where = args.redis
    else:
        db = Path(args.db) if args.db else settings_dir() / "online.db"
        db.parent.mkdir(parents=True, exist_ok=True)
        store = SqliteStore(db)
        server = OnlineServer(store, away_grace=args.away, bot_delay=args.bot_delay,
                              bot_processes=args.bot_processes, close_after=args.close_after)
        where = str(db)
    context = tls_context(args.cert, args.key)
    port = await server.start(args.host, args.port, context)
    scheme = "wss" if context else "ws"
    print(catalog(lang).plural("online.serve.listening", len(server.tables),
                               url=f"{scheme}://{args.host}:{port}", db=where), flush=True)
    page = f"{'https' if context else 'http'}://{args.host}:{port}/"
    print(catalog(lang).text("web.serve", url=page), flush=True)
    if ready is not None:
        ready.set()
    try:
        await asyncio.Future()
    finally:
        await server.close()
        store.close()


def run(args: argparse.Namespace, lang: str) -> int:
    """``serve``: run until Control-C."""
    logging.basicConfig(level=logging.WARNING)
    if args.key and not args.cert:
        print(catalog(lang).text("online.serve.key_without_cert"), file=sys.stderr)
        return 2
    try:
        asyncio.run(serve(args, lang))
    except KeyboardInterrupt:
        print(catalog(lang).text("online.serve.stopped"), flush=True)
    except OSError as error:
        print(catalog(lang).text("online.serve.cannot_listen", host=args.host,
                                 port=args.port, problem=str(error)), file=sys.stderr)
        return 1
    return 0
