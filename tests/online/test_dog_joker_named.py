"""Dog at an online table: a joker played as the king out of the kennel (a way listed once, as
the ace's) reaches the other seats as the king, in their own language, and the server's log
read back after a restart keeps it so."""

from __future__ import annotations

from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog.rules import Play
from accessible_games.online.mirror import MirrorTable
from accessible_games.online.remote import OnlineConsole
from accessible_games.online.store import LogRecord, TableRecord
from accessible_games.online.tables import LiveTable, make_game
from accessible_games.online.views import entry_message, state_message

SEED = 2
"""A table whose first deal gives North (the seat that starts) a joker."""
LANGS = ("en", "en", "en", "de")
"""Each seat's language: East hears English, West German."""
HEARD = {1: "North plays the red joker as king and brings a marble out",
         3: "Nord spielt Joker rot als König und bringt eine Kugel aus dem Zwinger"}


def test_the_other_seats_hear_the_joker_as_the_king_named():
    game = make_game("dog", {})
    live = LiveTable(TableRecord(1, game.id, {}, SEED, "ann"), game)
    for seat in range(4):
        live.sit(f"p{seat}", seat)
    mirrors = {seat: MirrorTable(game, seat) for seat in range(4)}
    consoles = {seat: OnlineConsole(mirrors[seat], seat, LANGS[seat]) for seat in range(4)}
    sent = dict.fromkeys(range(4), 0)

    def deliver() -> None:
        for seat, mirror in mirrors.items():
            for entry in live.entries[sent[seat]:]:
                message = entry_message(live, entry, seat)
                if message["kind"] == "move":
                    mirror.take_event(message)
            sent[seat] = len(live.entries)
            mirror.take_state(state_message(live, seat))

    live.start()
    deliver()
    table = live.table
    assert table is not None
    for seat in range(4):  # the exchange: each gives the first card it holds
        live.act(seat, f"give {table.state.hands[seat][0]}")  # type: ignore[attr-defined]
        deliver()
    assert table.state.to_move == 0
    consoles[0].handle_line("joker as king out")
    mirror = mirrors[0]
    assert len(mirror.outbox) == 1
    live.act(0, parts=[int(p) for p in mirror.outbox.pop().parts])  # as the client sends it
    deliver()
    played = table.history[-1].move
    assert isinstance(played, Play) and played.said_rank is Rank.KING
    for seat, expected in HEARD.items():
        said = consoles[seat].heard[-1].message.text
        assert said.startswith(expected), said
    followed = mirror.history[-1].move  # North's own console follows its move on its view
    assert isinstance(followed, Play) and followed.said_rank is Rank.KING, followed
    # The server restarted: its log is read again, the joker still the king.
    records = [LogRecord(e.seq, e.kind.value, e.data) for e in live.entries]
    again = LiveTable(TableRecord(1, game.id, {}, SEED, "ann"), game)
    again.restore(records)
    assert again.table is not None
    restored = again.table.history[-1].move
    assert isinstance(restored, Play) and restored.said_rank is Rank.KING
