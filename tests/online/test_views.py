"""Every message the server builds for a seat tells exactly what a console at that seat
hears (``session/console.py``), for every game of the lineup with hidden information and a
few with none: the console's privacy is proven by the conformance leak check, so nothing
the server sends can tell a seat more."""

from __future__ import annotations

import random

import pytest

from accessible_games.lineup import ENTRIES
from accessible_games.online.protocol import to_json
from accessible_games.online.store import TableRecord
from accessible_games.online.tables import EntryKind, LiveTable
from accessible_games.online.views import entry_message, state_message
from accessible_games.session.console import Console

HIDDEN = [e.game for e in ENTRIES if not e.game().info.perfect_information]
SOME_OPEN = [e.game for e in ENTRIES if e.game.id in ("kalah", "checkers", "rakado")]
MOVES = 40


def played(game_class, seed: int) -> LiveTable:
    """A table of the game played by random legal moves through ``LiveTable.act``."""
    game = game_class()
    live = LiveTable(TableRecord(1, game.id, {}, seed, "test"), game)
    for seat in range(game.num_players):
        live.sit(f"p{seat}", seat)
    live.start()
    rng = random.Random(seed)
    for _ in range(MOVES):
        table = live.table
        assert table is not None
        if table.is_over:
            break
        seat = table.to_move()
        move = rng.choice(table.state.legal_moves())
        if move.parts:
            live.act(seat, parts=[int(p) for p in move.parts])
        else:
            live.act(seat, text=move.notation)
    return live


def test_there_is_a_hidden_information_game_to_check():
    assert any(g.id == "team-draw" for g in HIDDEN)


@pytest.mark.parametrize("game_class", HIDDEN + SOME_OPEN, ids=lambda g: g.id)
def test_each_seat_is_told_what_its_console_hears(game_class):
    for seed in (1, 2):
        live = played(game_class, seed)
        moves = [e for e in live.entries if e.kind is EntryKind.MOVE]
        assert len(moves) > live.game.num_players
        for viewer in [None, *range(live.game.num_players)]:
            console = Console(live.table, viewer, "en")
            assert len(console.heard) == len(moves)
            for entry, heard in zip(moves, console.heard, strict=True):
                message = entry_message(live, entry, viewer)
                assert message["mover"] == heard.mover
                assert message["move"]["notation"] == heard.move.notation
                assert message["move"]["parts"] == [int(p) for p in heard.move.parts]
                assert message["events"] == to_json(heard.events)
            assert state_message(live, viewer)["position"] == console.state.to_text()
