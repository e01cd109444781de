"""A new game at an online card table is dealt by the player left of the last dealer, as the
deal passes on at a table at home; the client hears it (its mirror takes the options the
server's state names), and a restarted server reads the same dealer back from its log."""

from __future__ import annotations

import random

from accessible_games.online.store import LogRecord, TableRecord
from accessible_games.online.tables import LiveTable, make_game
from accessible_games.online.views import state_message

OPTIONS = {"variant": "short", "games": "1"}


def test_the_next_game_at_a_card_table_is_dealt_left_of_the_last_dealer():
    game = make_game("whist", OPTIONS)
    record = TableRecord(1, game.id, dict(game.options), 5, "ann")
    live = LiveTable(record, game)
    for seat in range(4):
        live.sit(f"p{seat}", seat)
    live.start()
    table = live.table
    assert table is not None and table.state.dealer == 0  # type: ignore[attr-defined]
    rng = random.Random(1)
    last = 0
    while not table.is_over:
        last = table.state.dealer  # type: ignore[attr-defined]
        seat = table.state.to_move
        live.act(seat, rng.choice(table.observation(seat).legal_moves).notation)
    live.start(again=True)
    second = live.table
    assert second is not None and second is not table
    assert second.state.dealer == (last + 1) % 4  # type: ignore[attr-defined]
    assert state_message(live, 0)["options"]["dealer"] == (last + 1) % 4
    assert live.record.options["dealer"] == 0  # the lobby still shows the table's options
    # The server restarted: the log gives the same dealer.
    again = LiveTable(record, make_game("whist", record.options))
    again.restore([LogRecord(e.seq, e.kind.value, e.data) for e in live.entries])
    assert again.table is not None
    assert again.table.state.dealer == (last + 1) % 4  # type: ignore[attr-defined]
    assert again.table.state.to_text() == second.state.to_text()
