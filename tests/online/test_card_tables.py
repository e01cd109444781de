"""Mau Mau and Whist over real sockets: two scripted people, two bots and a spectator at one
table; no client ever receives a card of another seat's hand.

The truth is rebuilt from the server's own log: every move entry's real move (the deals
included) is replayed on a fresh state of the table's game, so after every sequence number
each seat's real hand and the cards shown face up (Whist's trump card) are known. Then every
message each client received is scanned: a card id of another seat's hidden hand may appear
nowhere (events, moves, the position of the ``state`` message).
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from accessible_games.engine.types import Token, TokenKind
from accessible_games.games.cards.core import UNKNOWN
from accessible_games.games.cards.state import CardState
from accessible_games.online.client import OnlineClient
from accessible_games.online.tables import EntryKind, LiveTable
from accessible_games.online.views import entry_message, state_message
from tests.online.helpers import run, serving, signed_in, walk

TABLES = {
    "mau-mau": {},
    # One game to five points (Short Whist) rather than a rubber: a deal or a few.
    "whist": {"variant": "short", "games": 1},
}
"""The games played, with the options that keep each one short."""

Hidden = dict[int, tuple[list[frozenset[int]], frozenset[int]]]
"""Per sequence number: each seat's real hand and the cards shown face up."""


def named_cards(message: dict[str, Any]) -> Iterator[tuple[str, int]]:
    """Every card id an event or a move in ``message`` names, with where it was found."""
    for part in walk(message):
        for key, value in part.items():
            if key.startswith("card") or key == "cards":
                values = value if isinstance(value, list) else [value]
                for card in values:
                    if isinstance(card, int) and card != UNKNOWN:
                        yield f"{part.get('type', key)}.{key}", card
        if "notation" in part and "parts" in part:
            for number in part["parts"]:
                if number >= Token.SPAN:
                    token = int.__new__(Token, number)
                    if token.kind is TokenKind.CARD:
                        yield f"move {part['notation']}", token.value


def truth(live: LiveTable) -> Hidden:
    """Each seat's real hand and the face-up cards after every entry of the server's log."""
    out: Hidden = {}
    state: CardState | None = None
    for entry in live.entries:
        if entry.kind is EntryKind.START:
            state = live.game.new_state()  # type: ignore[assignment]
        elif entry.turn is not None:
            assert state is not None
            state.apply(entry.turn.move)
        if state is not None:
            out[entry.seq] = ([frozenset(h) for h in state.hands], frozenset(state.face_up))
    assert state is not None and live.table is not None
    assert state.to_text() == live.table.state.to_text()  # the replay is the server's game
    return out


def leaks(live: LiveTable, viewer: int | None, messages: list[dict[str, Any]],
          facts: Hidden) -> list[str]:
    """Everything in ``messages`` that tells ``viewer`` a card of another seat's hand."""
    found = []
    for message in messages:
        if message.get("table") != live.id or message.get("seq") not in facts:
            continue
        seq = message["seq"]
        hands, face_up = facts[seq]
        secret = {card: seat for seat, hand in enumerate(hands) if seat != viewer
                  for card in hand - face_up}
        if message["type"] == "event":
            for where, card in named_cards(message):
                if card in secret:
                    found.append(f"seq {seq}: {where} names seat {secret[card]}'s card {card}")
        if message["type"] == "state" and message.get("position"):
            position = json.loads(message["position"])
            for seat, hand in enumerate(position["hands"]):
                if seat == viewer:
                    continue
                for card in hand:
                    if card != UNKNOWN and card not in face_up:
                        found.append(f"seq {seq}: seat {seat}'s card {card} in the position")
            if any(card != UNKNOWN for card in position["talon"]):
                found.append(f"seq {seq}: the talon in the position")
    return found


async def play_seat(client: OnlineClient, table: int, rng: random.Random) -> int:
    """Play ``client``'s seat until the game is over: a legal move of the ``state`` message,
    chosen at random, sent as its parts. Returns how many moves were made."""
    made = 0
    while True:
        await client.wait_for(lambda: table in client.states and client.states[table]["started"]
                              and (client.states[table]["your_turn"]
                                   or client.states[table]["over"]))
        state = client.states[table]
        if state["over"]:
            return made
        move = rng.choice(state["legal"])
        await client.call("action", table=table, parts=move["parts"])
        made += 1
        await client.wait_for(lambda s=state["seq"]: client.states[table]["seq"] > s)


async def scenario(db, game: str, options: dict[str, Any]):
    # The scripted people answer far faster than people type: a Whist game of several deals
    # would exceed the per-connection burst (the rate limit is tested in test_refusals.py).
    async with serving(db, bot_delay=0.0, rate=1000.0, burst=1000.0) as (server, url):
        ann, bob = await signed_in(url, "ann"), await signed_in(url, "bob")
        sue = await signed_in(url, "sue")
        table = (await ann.call("create", game=game, options=options))["table"]
        await ann.join(table, 0)
        await ann.call("bot", table=table, seat=1, level=1)
        await bob.join(table, 2)
        await bob.call("bot", table=table, seat=3, level=1)
        await sue.call("spectate", table=table)
        await ann.call("start", table=table)
        made = await asyncio.gather(play_seat(ann, table, random.Random(1)),
                                    play_seat(bob, table, random.Random(2)))
        live = server.tables[table]
        for client in (ann, bob, sue):
            await client.wait_for(lambda c=client: c.states[table]["seq"] == live.seq)
        received = {0: list(ann.received), 2: list(bob.received), None: list(sue.received)}
        for client in (ann, bob, sue):
            await client.close()
        return live, received, made


@pytest.fixture(scope="module", params=sorted(TABLES))
def played(request, tmp_path_factory):
    """One whole game of Mau Mau (and of Whist) played at a table of four online."""
    db = tmp_path_factory.mktemp("online") / "server.db"
    live, received, made = run(scenario(db, request.param, TABLES[request.param]))
    return live, received, made, truth(live)


def test_no_client_receives_a_card_of_another_hand(played):
    live, received, made, facts = played
    assert live.table is not None and live.table.is_over
    # Both people played, and both bots: every seat made moves.
    assert all(made), made
    movers = {e.turn.mover for e in live.entries if e.turn is not None}
    assert {0, 1, 2, 3} <= movers
    for viewer, messages in received.items():
        assert leaks(live, viewer, messages, facts) == [], viewer
        events = [m for m in messages if m.get("type") == "event" and m["table"] == live.id]
        assert [m["seq"] for m in events] == list(range(1, live.seq + 1)), viewer
        if viewer is not None:
            # The scan sees cards where they are: each person was told its own cards.
            own = [p for m in events for p in walk(m)
                   if p.get("type") == "CardDealt" and p["seat"] == viewer]
            assert own and all(p["card"] != UNKNOWN for p in own)
            states = [m for m in messages if m.get("type") == "state" and m.get("position")]
            assert any(json.loads(m["position"])["hands"][viewer] for m in states)
    if live.game.id == "whist":
        # Cards shown face up stay visible in another's hand: the trump card turned by the
        # dealer is in the positions Bob was sent (the scan allows exactly those).
        shown = [card for m in received[2] if m.get("type") == "state" and m.get("position")
                 for seat, hand in enumerate(json.loads(m["position"])["hands"]) if seat != 2
                 for card in hand if card != UNKNOWN]
        assert shown


def test_the_leak_scan_finds_a_leak(played):
    """The scan is not blind: messages built for one seat are caught when another gets them."""
    live, received, _made, facts = played
    for_ann = [entry_message(live, e, 0) for e in live.entries] + [state_message(live, 0)]
    assert leaks(live, 0, for_ann, facts) == []
    for viewer in (1, 2, None):
        found = leaks(live, viewer, for_ann, facts)
        assert any("CardDealt" in f for f in found), viewer
        assert any("deal" in f for f in found), viewer
    # The positions Ann was sent name her cards: scanned as Bob's or the spectator's, they leak.
    for viewer in (2, None):
        assert any("in the position" in f for f in leaks(live, viewer, received[0], facts))
