"""The hint tells its move as the list of moves does: the viewer's own legal move, which may
carry what the viewer knows (Doppelkopf's own party), not the search's bare copy of it."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import Announce
from accessible_games.session import queries
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The computer suggests: announce {party}."),
    ("de", "Der Computer schlägt vor: {party} ansagen."),
])
def test_a_suggested_announcement_names_the_listener_s_own_party(monkeypatch, lang, expected):
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(DoppelkopfGame(), seats, lang=lang, seed=2)
    console.opening()
    for _ in range(20):
        while console.computer_to_move():
            console.computer_move()
        legal = console.observation.legal_moves
        if any(isinstance(m, Announce) and m.party >= 0 for m in legal):
            break
        console.handle_line(legal[0].notation)  # healthy, then North's first cards
    else:
        pytest.fail("no announcement was offered")
    bare = Announce(0)  # as a search on an imagined deal returns it: no party
    monkeypatch.setattr(queries, "choose_from_observation", lambda *args, **kw: bare)
    party = next(m.party for m in console.observation.legal_moves if isinstance(m, Announce))
    name = {0: "Re", 1: "Kontra"}[party]
    assert [m.text for m in console.handle_line("hint")] == [expected.format(party=name)]
