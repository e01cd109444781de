"""Team draw over real sockets: two scripted people, two bots, a spectator; no client ever
receives a card its seat may not see (scanned in every message each client received)."""

from __future__ import annotations

import asyncio

import pytest

from accessible_games.engine.events import Private
from accessible_games.games.teamdraw.game import CardDealt, CardPlayed
from accessible_games.online.tables import EntryKind, LiveTable
from accessible_games.online.views import entry_message, state_message
from tests.online.helpers import play_when_asked, run, serving, signed_in, walk

GAMES = 3


def truth(live: LiveTable) -> dict[int, tuple[int, dict[int, int], dict[int, int]]]:
    """For every seq: the game number, each seat's dealt card so far, and the seq at which
    each seat's card was shown to everybody (from the server's whole log)."""
    out: dict[int, tuple[int, dict[int, int], dict[int, int]]] = {}
    game, cards, shown = 0, {}, {}
    for entry in live.entries:
        if entry.kind is EntryKind.START:
            game, cards, shown = entry.data["game_number"], {}, {}
        for event in entry.turn.events if entry.turn else ():
            inner = event.event if isinstance(event, Private) else event
            if isinstance(inner, CardDealt):
                cards[inner.player] = inner.card
            if isinstance(inner, CardPlayed):
                shown[inner.player] = entry.seq
        out[entry.seq] = (game, dict(cards), dict(shown))
    return out


def leaks(live: LiveTable, viewer: int | None, messages: list[dict]) -> list[str]:
    """Everything in ``messages`` that tells ``viewer`` a card it may not know."""
    facts = truth(live)
    found = []
    for message in messages:
        if message.get("table") != live.id or "seq" not in message:
            continue
        seq = message["seq"]
        _game, cards, shown = facts.get(seq, (0, {}, {}))
        for part in walk(message):
            if part.get("type") == "CardDealt" and part["player"] != viewer \
                    and part["card"] is not None:
                found.append(f"seq {seq}: the card of seat {part['player']}")
        if message["type"] == "event" and message["kind"] == "move":
            turn = live.entries[seq - 1].turn
            assert turn is not None
            if turn.audience is not None and viewer not in turn.audience \
                    and message["move"]["notation"] != "?":
                found.append(f"seq {seq}: the deal {message['move']['notation']}")
        if message["type"] == "state" and message.get("position"):
            hands = message["position"].split("/")[0].split(",")
            for seat, shown_card in enumerate(hands):
                if seat != viewer and seat not in shown and shown_card != "0":
                    found.append(f"seq {seq}: seat {seat}'s card in the position")
    return found


async def scenario(db):
    async with serving(db, bot_delay=0.0) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        sue = await signed_in(url, "sue")
        table = (await ann.call("create", game="team-draw"))["table"]
        await ann.join(table, 0)
        await bob.join(table, 1)
        await ann.call("bot", table=table, seat=2, level=1)
        await bob.call("bot", table=table, seat=3, level=2)
        await sue.call("spectate", table=table)
        for game in range(GAMES):
            await ann.call("again" if game else "start", table=table)
            # Ann plays her card in odd games; Bob always rolls, so his card stays hidden.
            await asyncio.gather(
                play_when_asked(ann, table, lambda s, g=game: "play" if g % 2 else "roll",
                                game=game + 1),
                play_when_asked(bob, table, lambda s: "roll", game=game + 1))
            for client in (ann, bob, sue):
                await client.wait_for(lambda c=client: c.states[table]["over"]
                                      and c.states[table]["game_number"] == game + 1)
        # Bob leaves; Cat takes his seat and hears the table's story from the start.
        await bob.call("leave", table=table)
        cat = await signed_in(url, "cat")
        await cat.join(table, 1)
        live = server.tables[table]
        received = {0: ann.received, 1: bob.received, None: sue.received, "cat": cat.received}
        for client in (ann, bob, sue, cat):
            await client.close()
        return live, received


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Three games played at one table (shared by the tests of this module)."""
    return run(scenario(tmp_path_factory.mktemp("online") / "server.db"))


def test_no_client_receives_a_card_it_may_not_see(played):
    live, received = played
    # The games were played through: three results, and hidden cards existed to leak.
    starts = [e for e in live.entries if e.kind is EntryKind.START]
    assert len(starts) == GAMES and live.table is not None and live.table.is_over
    facts = truth(live)
    final_cards = facts[live.seq][1]
    assert sorted(final_cards) == [0, 1, 2, 3] and all(final_cards.values())
    cat = received.pop("cat")
    cat_sat = live.seated_at(1, "cat")
    assert cat_sat == live.seq
    # Bob's games are told to Cat, who sits in his seat now, as to a spectator.
    assert leaks(live, None, cat) == []
    assert [m for m in cat if m["type"] == "event"] == [
        m for m in received[None] if m["type"] == "event" and m["seq"] < cat_sat] + [
        m for m in cat if m["type"] == "event" and m["seq"] == cat_sat]
    for viewer, messages in received.items():
        assert leaks(live, viewer, messages) == [], viewer
        # Each seated person was told their own card (the scan sees cards where they are).
        if viewer is not None:
            own = [p for m in messages for p in walk(m)
                   if p.get("type") == "CardDealt" and p["player"] == viewer]
            assert len(own) == GAMES and all(p["card"] for p in own)
        seqs = [m["seq"] for m in messages if m["type"] == "event"]
        end = live.seq if viewer != 1 else live.seq - 2  # Bob left before Cat sat down
        assert seqs == list(range(1, end + 1)), viewer


def test_the_leak_scan_finds_a_leak(played):
    """The scan is not blind: messages built for another seat are caught."""
    live, _received = played
    for_north = [entry_message(live, e, 0) for e in live.entries] + [state_message(live, 0)]
    assert leaks(live, 0, for_north) == []
    assert leaks(live, 1, for_north)
    assert leaks(live, None, for_north)
