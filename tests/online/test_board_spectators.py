"""A board game over real sockets, watched by spectators: every move reaches everybody in
order, spectators see the same public position and cannot act, chat reaches the table."""

from __future__ import annotations

import asyncio

from accessible_games.online.client import OnlineClient
from tests.online.helpers import run, serving, signed_in


async def play_kalah(client: OnlineClient, table: int, by_parts: bool) -> int:
    """Play the seat until the game ends, typed moves or move parts; returns moves made."""
    made = 0
    while True:
        await client.wait_for(lambda: table in client.states and (
            client.states[table]["your_turn"] or client.states[table]["over"]))
        state = client.states[table]
        if state["over"]:
            return made
        choice = state["legal"][-1 if by_parts else 0]
        if by_parts:
            await client.call("action", table=table, parts=choice["parts"])
        else:
            await client.call("action", table=table, move=choice["notation"])
        made += 1
        await client.wait_for(lambda s=state: client.states[table]["seq"] > s["seq"])


async def scenario(db):
    async with serving(db) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        early, late = await signed_in(url, "early"), await signed_in(url, "late")
        table = (await ann.call("create", game="kalah"))["table"]
        lobby = (await early.call("lobby"))["tables"]
        assert [(t["game"], t["free"]) for t in lobby] == [("kalah", 2)]
        await ann.join(table, 0)
        await bob.join(table, 1)
        await early.call("spectate", table=table)
        await ann.call("start", table=table)
        await ann.call("chat", table=table, text="Good luck!")
        play = asyncio.gather(play_kalah(ann, table, False), play_kalah(bob, table, True))
        await asyncio.sleep(0.05)
        await late.call("spectate", table=table)  # joins mid-game: given the log so far
        refused = await late.request("action", table=table, move="1")
        moves = await play
        live = server.tables[table]
        for client in (ann, bob, early, late):
            await client.wait_for(lambda c=client: c.last_seq.get(table) == live.seq)
        for client in (ann, bob, early, late):
            await client.close()
        return live, (ann, bob, early, late), refused, moves


def test_spectators_follow_a_whole_board_game(tmp_path):
    live, clients, refused, moves = run(scenario(tmp_path / "server.db"))
    ann, bob, early, late = clients
    assert live.table is not None and live.table.is_over and sum(moves) > 10
    table = live.id
    # Everybody got every entry once, in order, and the same ones (perfect information).
    for client in clients:
        assert [e["seq"] for e in client.events(table)] == list(range(1, live.seq + 1))
    assert early.events(table) == late.events(table)
    assert ann.events(table) == bob.events(table) == early.events(table)
    chat = [e for e in early.events(table) if e["kind"] == "chat"]
    assert chat == [{"type": "event", "table": table, "seq": chat[0]["seq"], "kind": "chat",
                     "name": "ann", "text": "Good luck!"}]
    # Spectators see the public position and never have moves to make.
    final = {c.states[table]["position"] for c in clients}
    assert final == {live.table.state.to_text()}
    for spectator in (early, late):
        states = [m for m in spectator.received if m["type"] == "state"]
        assert all(not s["your_turn"] and s["legal"] == [] for s in states)
        assert all(s["viewer"] is None for s in states)
    assert refused["type"] == "error" and refused["code"] == "not_seated"
    assert refused["reason"] == f"You have no seat at table {table}."
