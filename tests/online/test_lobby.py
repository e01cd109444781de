"""The lobby and the seats: rows that say who sits where, changes pushed to people in the
lobby, bots added and removed, a player away taking the seat back by joining it."""

from __future__ import annotations

import asyncio

from tests.online.helpers import play_seats, run, serving, signed_in


async def lobby_scenario(db):
    async with serving(db) as (_server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        assert (await bob.call("lobby"))["tables"] == []
        table = (await ann.call("create", game="team-draw"))["table"]
        await ann.join(table, 0)
        await ann.call("bot", table=table, seat=1, level=3)
        await ann.call("bot", table=table, seat=2)
        await ann.call("unbot", table=table, seat=2)
        await bob.wait_for(lambda: any(
            m["type"] == "lobby" and m["tables"][0]["free"] == 2 and m["tables"][0][
                "seats"][1]["holder"] == "bot" for m in bob.received))
        pushed = [m for m in bob.received if m["type"] == "lobby"]
        start = await ann.request("start", table=table)
        await bob.join(table, 2)
        refused_bot = await bob.request("bot", table=table, seat=2)
        await bob.call("bot", table=table, seat=3, level=2)
        row = next(t for t in (await bob.call("lobby"))["tables"] if t["table"] == table)
        for client in (ann, bob):
            await client.close()
        return pushed, start, refused_bot, row


def test_the_lobby_tells_who_sits_where(tmp_path):
    pushed, start, refused_bot, row = run(lobby_scenario(tmp_path / "server.db"))
    assert pushed and all(len(m["tables"]) == 1 for m in pushed)
    assert start["code"] == "seats_open" and start["reason"] == (
        "Seats still open: 2. Type bot to give them to the computer, or wait for players.")
    assert refused_bot["code"] == "seat_taken"
    assert row["game"] == "team-draw" and row["host"] == "ann" and row["free"] == 0
    assert [(s["holder"], s["name"], s["level"]) for s in row["seats"]] == [
        ("player", "ann", None), ("bot", None, 3), ("player", "bob", None), ("bot", None, 2)]


async def away_scenario(db):
    async with serving(db, away_grace=0.1, bot_delay=0.05) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        table = (await ann.call("create", game="kalah"))["table"]
        await ann.join(table, 0)
        await bob.join(table, 1)
        await ann.call("start", table=table)
        await ann.close()
        live = server.tables[table]
        await bob.wait_for(lambda: bob.states[table]["seats"][0]["away"])
        # A bot plays for Ann: Bob's turns keep coming.
        await play_seats({1: bob}, table, lambda s: s["legal"][0]["notation"], moves=2)
        moved_by_bot = [e for e in live.entries if e.turn and e.turn.mover == 0]
        ann2 = await signed_in(url, "ann", register=False)
        await ann2.join(table, 0)  # takes the seat back (no token needed when signed in)
        await bob.wait_for(lambda: not bob.states[table]["seats"][0]["away"])
        kinds = [e["kind"] for e in bob.events(table)]
        await asyncio.gather(ann2.close(), bob.close())
        return moved_by_bot, kinds


def test_a_player_away_is_played_by_a_bot_and_takes_the_seat_back(tmp_path):
    moved_by_bot, kinds = run(away_scenario(tmp_path / "server.db"))
    assert moved_by_bot
    assert kinds.count("away") == 1 and kinds.count("back") == 1
    assert kinds.index("away") < kinds.index("back")


def test_between_games_a_seat_nobody_comes_back_to_is_opened(tmp_path):
    async def scenario():
        async with serving(tmp_path / "server.db", away_grace=0.1) as (_server, url):
            ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
            table = (await ann.call("create", game="kalah"))["table"]
            await ann.join(table, 0)
            await bob.join(table, 1)
            token = bob.tokens[table]
            await bob.close()
            await ann.wait_for(lambda: ann.states[table]["seats"][1]["holder"] == "open")
            bob2 = await signed_in(url, "bob", register=False)
            refused = await bob2.request("resume", token=token, since=0)
            await asyncio.gather(ann.close(), bob2.close())
            return refused
    assert run(scenario())["code"] == "bad_token"
