"""Bad requests over a real socket: each refused with a code and a sentence, the connection
kept, the game untouched."""

from __future__ import annotations

import asyncio
import json

from accessible_games.online.accounts import SeatClaim, SeatTokens
from accessible_games.online.client import OnlineClient
from tests.online.helpers import run, serving, signed_in


async def scenario(db):
    async with serving(db, rate=20.0, burst=30.0) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob", lang="de")
        table = (await ann.call("create", game="kalah"))["table"]
        await ann.join(table, 0)
        await bob.join(table, 1)
        await ann.call("start", table=table)
        live = server.tables[table]
        before = (live.seq, live.table.state.to_text())
        answers = {}

        async def refused(name, client, frame):
            """Send a raw frame; the next error answer is the refusal."""
            count = len(client.received)
            await client.send_raw(frame)
            await client.wait_for(lambda: any(m["type"] == "error"
                                              for m in client.received[count:]))
            answers[name] = next(m for m in client.received[count:] if m["type"] == "error")
            # The connection is kept: the next request is answered.
            assert (await client.call("lobby"))["type"] == "ok"

        await refused("garbage", ann, "}{ not json")
        await refused("binary", ann, b"\x00\xff\x00")
        await refused("huge", ann, json.dumps({"type": "chat", "table": table,
                                               "text": "x" * 100_000}))
        await refused("list", ann, "[1, 2, 3]")
        await refused("unknown", ann, json.dumps({"type": "teleport", "id": 5}))
        await refused("missing", ann, json.dumps({"type": "join", "id": 6}))
        answers["other_seat"] = await ann.request("action", table=table, move="1", seat=1)
        answers["out_of_turn"] = await bob.request("action", table=table, move="1")
        answers["illegal"] = await ann.request("action", table=table, move="9")
        answers["unreadable"] = await ann.request("action", table=table, move="north")
        answers["no_table"] = await ann.request("action", table=999, move="1")
        answers["seat_taken"] = await bob.request("join", table=table, seat=0)
        forged = SeatTokens(b"not the server's secret!").sign(SeatClaim(table, 0, "ann"))
        answers["forged"] = await ann.request("resume", token=forged, since=0)
        answers["others_token"] = await bob.request("resume", token=ann.tokens[table],
                                                    since=0)
        answers["since_ahead"] = await ann.request("resume", token=ann.tokens[table],
                                                   since=10_000)
        stranger = await signed_in(url, "eve")
        answers["spectator_move"] = await stranger.request("action", table=table, move="1")
        nobody = await OnlineClient(url).connect()
        answers["anonymous"] = await nobody.request("lobby")
        answers["bad_password"] = await nobody.request("hello", name="ann", password="wrong")
        answers["unknown_user"] = await nobody.request("hello", name="zed", password="x")
        answers["name_taken"] = await nobody.request("hello", name="ann", password="x",
                                                     register=True)
        # A flood: past the burst, requests are refused until the bucket refills.
        flood = [await ann.request("lobby") for _ in range(40)]
        answers["flood"] = next(a for a in flood if a["type"] == "error")
        after = (live.seq, live.table.state.to_text())
        await asyncio.sleep(0.2)  # the bucket refills
        good = await ann.request("action", table=table, move=ann.states[table]["legal"][0][
            "notation"])
        for client in (ann, bob, stranger, nobody):
            await client.close()
        return answers, before, after, good


def test_bad_requests_are_refused_and_the_game_goes_on(tmp_path):
    answers, before, after, good = run(scenario(tmp_path / "server.db"))
    codes = {name: (a["type"], a["code"]) for name, a in answers.items()}
    assert codes == {
        "garbage": ("error", "bad_frame"), "binary": ("error", "bad_frame"),
        "huge": ("error", "too_large"), "list": ("error", "bad_frame"),
        "unknown": ("error", "unknown_type"), "missing": ("error", "bad_field"),
        "other_seat": ("error", "other_seat"), "out_of_turn": ("error", "not_your_turn"),
        "illegal": ("error", "illegal_move"), "unreadable": ("error", "unreadable_move"),
        "no_table": ("error", "no_table"), "seat_taken": ("error", "seat_taken"),
        "forged": ("error", "bad_token"), "others_token": ("error", "bad_token"),
        "since_ahead": ("error", "since_ahead"), "spectator_move": ("error", "not_seated"),
        "anonymous": ("error", "not_signed_in"), "bad_password": ("error", "bad_password"),
        "unknown_user": ("error", "unknown_user"), "name_taken": ("error", "name_taken"),
        "flood": ("error", "rate_limited")}
    assert all(a["reason"] for a in answers.values())
    assert answers["unknown"]["id"] == 5 and answers["missing"]["id"] == 6
    assert answers["other_seat"]["reason"] == "You do not sit in seat 2."
    # Bob asked in German and is answered in German, with the game's own reason.
    assert answers["out_of_turn"]["reason"] == "Süd ist am Zug."
    assert answers["seat_taken"]["reason"] == "Platz 1 ist von ann besetzt. Kein Platz ist frei."
    assert answers["illegal"]["reason"] == "There are only houses 1 to 6."
    assert answers["unreadable"]["reason"] == (
        "That move could not be read. Type a house number from 1 to 6.")
    assert answers["huge"]["reason"] == (
        "That message is too long; the limit is 16384 characters.")
    # Nothing of it touched the game, and the next good move is played.
    assert before == after
    assert good["type"] == "ok" and good["seq"] > before[0]


def test_a_fault_in_the_server_is_answered_and_the_connection_kept(tmp_path, monkeypatch):
    from accessible_games.online.tables import LiveTable

    def broken(self, name, text):
        raise RuntimeError("a defect")

    async def scenario():
        async with serving(tmp_path / "server.db") as (_server, url):
            ann = await signed_in(url, "ann")
            table = (await ann.call("create", game="kalah"))["table"]
            await ann.join(table, 0)
            monkeypatch.setattr(LiveTable, "chat", broken)
            answer = await ann.request("chat", table=table, text="hello")
            after = await ann.request("lobby")
            await ann.close()
            return answer, after
    answer, after = run(scenario())
    assert answer["code"] == "internal" and answer["reason"].startswith("The server could not")
    assert after["type"] == "ok"


def test_a_taken_seat_names_who_holds_it_and_the_free_seats_in_both_languages():
    from accessible_games.online.protocol import ErrorCode, ProtocolError
    from accessible_games.online.tables import SeatTaken
    from accessible_games.online.words import error_text

    bot = ProtocolError(ErrorCode.SEAT_TAKEN, SeatTaken(None, 3, (0, 2)), seat=2)
    person = ProtocolError(ErrorCode.SEAT_TAKEN, SeatTaken("ann", 1, ()), seat=1)
    assert error_text(bot, "en") == "Seat 2 is taken by a bot of level 3. Seats 1 and 3 are free."
    assert error_text(bot, "de") == ("Platz 2 ist von einem Bot der Stufe 3 besetzt. Die Plätze 1 "
                                     "und 3 sind frei.")
    assert error_text(person, "en") == "Seat 1 is taken by ann. No seat is free."
    assert error_text(person, "de") == "Platz 1 ist von ann besetzt. Kein Platz ist frei."


def test_german_says_partie_for_one_game_at_a_table_as_its_start_and_result_do():
    """A play-tester heard "Spiel 1 beginnt." next to "Partie beendet": one game played at a
    table is a Partie everywhere (Spiel stays the kind of game, Kalah or Whist)."""
    from accessible_games.narration.catalog import catalog
    from accessible_games.online.protocol import ErrorCode, ProtocolError
    from accessible_games.online.words import error_text

    said = [error_text(ProtocolError(code), "de") for code in (
        ErrorCode.STARTED, ErrorCode.NOT_STARTED, ErrorCode.GAME_OVER)]
    assert said == ["Die Partie an diesem Tisch hat schon begonnen.",
                    "An diesem Tisch hat noch keine Partie begonnen.", "Die Partie ist vorbei."]
    cat = catalog("de")
    assert cat.text("online.lobby.finished") == "Partie vorbei"
    assert cat.text("online.client.not_started").startswith("Die Partie hat noch nicht")
    assert cat.text("online.table.start", number=2) == "Partie 2 beginnt."
