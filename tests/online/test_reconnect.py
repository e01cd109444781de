"""Dropped connections and a restarted server: seats kept, bots stand in, and everything
missed is replayed once, in order."""

from __future__ import annotations

import asyncio

import pytest

from accessible_games.online import tables
from accessible_games.online.client import OnlineClient
from accessible_games.online.tables import EntryKind
from tests.online.helpers import play_seats, play_when_asked, run, serving, signed_in


def first_legal(state):
    return state["legal"][0]["notation"]


async def resumed(url: str, old: OnlineClient, name: str, table: int) -> OnlineClient:
    """A new connection of ``name`` taking the seat back from where ``old`` stopped."""
    new = await signed_in(url, name, register=False)
    new.last_seq = dict(old.last_seq)
    new.tokens = dict(old.tokens)
    await new.resume(table)
    return new


async def all_drop(db):
    async with serving(db, away_grace=0.3, bot_delay=0.1) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        sue = await signed_in(url, "sue")
        table = (await ann.call("create", game="kalah"))["table"]
        await ann.join(table, 0)
        await bob.join(table, 1)
        await sue.call("spectate", table=table)
        await ann.call("start", table=table)
        await play_seats({0: ann, 1: bob}, table, first_legal, moves=4)
        await asyncio.gather(*(c.close() for c in (ann, bob, sue)))  # all at once
        live = server.tables[table]
        dropped_at = live.seq
        # Away: after the grace both seats are told away (waited for, not slept for); with
        # nobody at the table the bots do not play on: the game waits.
        loop = asyncio.get_running_loop()
        end = loop.time() + 10.0
        while live.seq < dropped_at + 2 and loop.time() < end:
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.5)  # the bots (0.1 s a move) would have moved by now
        while_away = live.seq
        ann2 = await resumed(url, ann, "ann", table)
        bob2 = await resumed(url, bob, "bob", table)
        sue2 = await signed_in(url, "sue", register=False)
        sue2.last_seq = dict(sue.last_seq)
        await sue2.call("spectate", table=table, since=sue.last_seq[table])
        await play_seats({0: ann2, 1: bob2}, table, first_legal)
        for client in (ann2, bob2, sue2):
            await client.wait_for(lambda c=client: c.last_seq[table] == live.seq)
        # A fresh look at the whole log from each seat, to compare with what was pieced.
        whole = {}
        for name, old in (("ann", ann2), ("bob", bob2)):
            fresh = await signed_in(url, name, register=False)
            await fresh.call("resume", token=old.tokens[table], since=0)
            await fresh.wait_for(lambda f=fresh: f.last_seq.get(table) == live.seq)
            whole[name] = fresh.events(table)
            await fresh.close()
        spectator = await signed_in(url, "sam")
        await spectator.call("spectate", table=table)
        whole["sue"] = spectator.events(table)
        for client in (ann2, bob2, sue2, spectator):
            await client.close()
        pieced = {"ann": ann.events(table) + ann2.events(table),
                  "bob": bob.events(table) + bob2.events(table),
                  "sue": sue.events(table) + sue2.events(table)}
        return live, dropped_at, while_away, pieced, whole


def test_everybody_drops_at_once_and_is_replayed_what_they_missed(tmp_path):
    live, dropped_at, while_away, pieced, whole = run(all_drop(tmp_path / "server.db"))
    assert live.table is not None and live.table.is_over
    kinds = [e.kind for e in live.entries]
    assert kinds.count(EntryKind.AWAY) == 2 and kinds.count(EntryKind.BACK) == 2
    # Both were told away, and nothing was played while nobody was at the table.
    assert while_away == dropped_at + 2
    assert [e.kind for e in live.entries[dropped_at:while_away]] == [EntryKind.AWAY] * 2
    for name in ("ann", "bob", "sue"):
        seqs = [e["seq"] for e in pieced[name]]
        assert seqs == list(range(1, live.seq + 1)), name  # nothing lost, nothing twice
        assert pieced[name] == whole[name], name


async def restart(db):
    async with serving(db, away_grace=30) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        table = (await ann.call("create", game="team-draw"))["table"]
        await ann.join(table, 0)
        await bob.join(table, 1)
        await ann.call("bot", table=table, seat=2)
        await ann.call("bot", table=table, seat=3)
        await ann.call("start", table=table)
        await play_when_asked(ann, table, lambda s: "roll", moves=1)
        before = server.tables[table].table.state.to_text()
        seq = server.tables[table].seq
    await asyncio.gather(ann.close(), bob.close())
    async with serving(db, away_grace=30) as (server, url):
        live = server.tables[table]
        after = live.table.state.to_text()
        ann2 = await resumed(url, ann, "ann", table)
        bob2 = await resumed(url, bob, "bob", table)
        await asyncio.gather(play_when_asked(ann2, table, lambda s: "roll"),
                             play_when_asked(bob2, table, lambda s: "play"))
        for client in (ann2, bob2):
            await client.close()
        pieced = ann.events(table) + ann2.events(table)
        return live, before, after, seq, pieced


def test_a_restarted_server_resumes_its_tables(tmp_path, monkeypatch):
    monkeypatch.setattr(tables, "SNAPSHOT_EVERY", 3)  # the snapshot check runs too
    live, before, after, seq, pieced = run(restart(tmp_path / "server.db"))
    assert before == after  # the same hidden deal, the same die
    assert live.seq > seq and live.table.is_over
    assert [e["seq"] for e in pieced] == list(range(1, live.seq + 1))


def test_a_damaged_log_is_not_resumed_silently(tmp_path):
    from accessible_games.online.store import LogRecord, SqliteStore, TableRecord
    from accessible_games.online.tables import LiveTable, make_game

    store = SqliteStore(tmp_path / "server.db")
    record = TableRecord(1, "kalah", {}, 5, "ann")
    live = LiveTable(record, make_game("kalah", {}), store)
    with pytest.raises(ValueError):
        live.restore([LogRecord(1, "start", {"game_number": 1}),
                      LogRecord(2, "move", {"mover": 0, "move": {"type": "nonsense"}})])
    store.close()


def test_resume_needs_its_own_token_after_sign_in(tmp_path):
    async def scenario():
        async with serving(tmp_path / "server.db") as (_server, url):
            client = await OnlineClient(url).connect()
            answer = await client.request("resume", token="abc.def", since=0)
            await client.close()
            return answer
    assert run(scenario())["code"] == "not_signed_in"


def test_a_damaged_table_is_left_out_and_the_others_are_served(tmp_path):
    import sqlite3

    db = tmp_path / "server.db"

    async def make_two():
        async with serving(db) as (_server, url):
            ann = await signed_in(url, "ann")
            for _ in range(2):
                table = (await ann.call("create", game="kalah"))["table"]
                await ann.join(table, 0)
                await ann.call("bot", table=table, seat=1)
            await ann.close()
    run(make_two())
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE log SET data = '{\"seat\": 7, \"level\": 1}' "
                    "WHERE tbl = 1 AND kind = 'bot'")

    async def again():
        async with serving(db) as (server, _url):
            return sorted(server.tables), server.damaged
    assert run(again()) == ([2], [1])


def _bots_only(tmp_path, game_id: str):
    """A stored table of a game for four with a bot in every seat, started: (store, record,
    live)."""
    from accessible_games.online.store import SqliteStore, TableRecord
    from accessible_games.online.tables import LiveTable, make_game

    store = SqliteStore(tmp_path / "server.db")
    record = TableRecord(1, game_id, {}, 5, "ann")
    store.add_table(record)
    live = LiveTable(record, make_game(game_id, {}), store)
    for seat in range(4):  # both games are for four
        live.add_bot(seat, 1)
    live.start()
    return store, record, live


def test_a_table_whose_deal_spans_a_snapshot_is_resumed(tmp_path):
    """Whist deals 52 cards after the start, recorded after the whole deal was made: the
    snapshot due in the middle of the deal shows the table as the deal left it, so the
    rebuilt log gives it and a restarted server serves the table."""
    from accessible_games.online.tables import LiveTable, make_game

    store, record, live = _bots_only(tmp_path, "whist")
    records, snapshot = live.take_unsaved()
    assert snapshot is not None and live.seq > tables.SNAPSHOT_EVERY  # due in the deal
    store.append_many(record.id, records, snapshot)
    rebuilt = LiveTable(record, make_game("whist", {}), store)
    rebuilt.restore(store.log(record.id))
    assert rebuilt.snapshot() == live.snapshot()
    store.close()


def test_a_bot_s_doppelkopf_announcement_is_kept_so_the_table_is_resumed(tmp_path):
    """A Doppelkopf table could not be resumed after a restart: a bot's "Re" was logged as
    the bot made it (without its party, which equality leaves out), and the replay found no
    legal move written so. The bot's move is logged as the legal one, and a log written
    the old way is still read."""
    from accessible_games.games.cards.doppelkopf.moves import Announce
    from accessible_games.online.protocol import to_json
    from accessible_games.online.store import LogRecord
    from accessible_games.online.tables import LiveTable, make_game

    store, record, live = _bots_only(tmp_path, "doppelkopf")
    announced = []
    while not announced:
        job = live.bot_job()
        assert job is not None
        legal = live.table.state.legal_moves()
        said = Announce(0) in legal  # a bot's own Announce(0): no party
        announced = [e for e in live.finish_bot(job, Announce(0) if said else legal[0])
                     if e.data.get("move", {}).get("type") == "Announce"]
    assert announced[0].data["move"]["party"] in (0, 1)
    records, snapshot = live.take_unsaved()
    store.append_many(record.id, records, snapshot)
    rebuilt = LiveTable(record, make_game("doppelkopf", {}), store)
    rebuilt.restore(store.log(record.id))
    assert rebuilt.snapshot() == live.snapshot()
    # A log written before: the announcement without its party.
    old = [LogRecord(r.seq, r.kind, {**r.data, "move": to_json(Announce(0))})
           if r.data.get("move", {}).get("type") == "Announce" else r for r in records]
    again = LiveTable(record, make_game("doppelkopf", {}))
    again.restore(old)
    assert again.table.state.to_text() == live.table.state.to_text()
    store.close()


def test_a_failing_clean_up_is_logged_and_the_connection_s_writer_still_ends(tmp_path,
                                                                           caplog):
    """What runs when a connection ends can fail (a defect at one of its tables); that
    failure is named in the server's log, and the connection's writer is finished all
    the same (once it was left waiting for ever, seen only as 'coroutine never awaited'
    warnings)."""
    def writers() -> list[asyncio.Task]:
        return [task for task in asyncio.all_tasks()
                if task.get_coro().__qualname__ == "Connection.write"]

    async def scenario():
        async with serving(tmp_path / "server.db") as (server, url):
            def broken(conn):
                raise RuntimeError("a defect at a table")
            server._gone = broken
            ann = await signed_in(url, "ann")
            await ann.close()
            loop = asyncio.get_running_loop()
            end = loop.time() + 5.0
            while (server.connections or writers()) and loop.time() < end:
                await asyncio.sleep(0.02)
            return server.connections, writers()

    with caplog.at_level("ERROR", logger="accessible_games.online.server"):
        connections, left = run(scenario())
    assert not connections and not left
    assert any("clean-up of ann's connection failed" in r.getMessage()
               and r.exc_info is not None and "a defect" in str(r.exc_info[1])
               for r in caplog.records)


def test_the_restart_grace_outlasts_the_clients_tries_to_connect_again():
    """A restarted server gave each restored seat only the away time (5 s on a play-test
    server), shorter than the clients' tries to connect again (their last gap 8 s): the
    players were made away and back again, told to everybody. The time after a restart
    outlasts the longest gap between the tries, twice over."""
    from accessible_games.online import remote, server
    longest_gap = remote.RECONNECT_WAIT * 2 ** (remote.RECONNECT_TRIES - 1)
    assert server.RESTART_GRACE >= 2 * longest_gap
