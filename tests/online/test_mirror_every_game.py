"""The client's mirror of a table, for every game of the lineup: fed the server's own
per-seat messages (``views.py``), a Console at each seat hears exactly what a console at that
seat of the server's table hears, and its view of the position is the seat's own view."""

from __future__ import annotations

import random

import pytest

from accessible_games.lineup import ENTRIES
from accessible_games.online.mirror import MirrorTable
from accessible_games.online.remote import OnlineConsole
from accessible_games.online.store import TableRecord
from accessible_games.online.tables import LiveTable, make_game
from accessible_games.online.views import entry_message, state_message
from accessible_games.session.console import Console

MOVES = 12
"""Moves played per game (a small seeded sample; every move is checked)."""


@pytest.mark.parametrize("game_id", [e.game().id for e in ENTRIES])
def test_a_mirror_console_hears_what_the_seat_may_know(game_id: str) -> None:
    game = make_game(game_id, {})
    live = LiveTable(TableRecord(1, game.id, {}, 7, "ann"), game)
    names = [f"p{seat}" for seat in range(game.num_players)]
    for seat, name in enumerate(names):
        live.sit(name, seat)
    mirrors: dict[int, tuple[MirrorTable, Console]] = {}
    sent = {seat: 0 for seat in range(game.num_players)}

    def deliver() -> None:
        for seat in range(game.num_players):
            for entry in live.entries[sent[seat]:]:
                message = entry_message(live, entry, seat)
                if message["kind"] == "move":
                    if seat not in mirrors:
                        mirror = MirrorTable(game, seat)
                        mirrors[seat] = (mirror, OnlineConsole(mirror, seat, "en"))
                    mirrors[seat][0].take_event(message)
            sent[seat] = len(live.entries)
            if seat not in mirrors:
                mirror = MirrorTable(game, seat)
                mirrors[seat] = (mirror, OnlineConsole(mirror, seat, "en"))
            mirrors[seat][0].take_state(state_message(live, seat))

    live.start()
    deliver()
    rng = random.Random(game_id)
    table = live.table
    assert table is not None
    for _ in range(MOVES):
        if table.is_over:
            break
        mover = table.state.to_move
        mirror, console = mirrors[mover]
        legal = console.observation.legal_moves
        assert [m.notation for m in legal] == [
            m.notation for m in table.observation(mover).legal_moves]
        choice = rng.choice(list(legal))
        live.act(mover, parts=[int(p) for p in choice.parts])
        deliver()
    for seat, (mirror, console) in mirrors.items():
        local = Console(table, seat, "en")
        assert local.heard, game_id  # moves were made and heard
        assert [h.message.text for h in console.heard] == [
            h.message.text for h in local.heard], game_id
        assert console.observation.view.to_text() == table.observation(seat).view.to_text()
        assert console.turn_text() == local.turn_text()
