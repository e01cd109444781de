"""An online table (a card game, or a board game) played in one process, without a server:
the server's table (:class:`LiveTable`) with people in every seat, who go away (a bot plays
their seat, its moves marked as a stand-in's) and come back, and one seat's view of it (a
mirror and its console, as the client keeps them)."""

from __future__ import annotations

import random
from collections.abc import Callable

from accessible_games.online.mirror import MirrorTable
from accessible_games.online.remote import OnlineConsole
from accessible_games.online.store import TableRecord
from accessible_games.online.tables import LiveTable, make_game
from accessible_games.online.views import entry_message, state_message

NAMES = ("ann", "bob", "cy", "dee")
"""The people in the seats, named in lower case as they signed up."""


class AwayTable:
    """A Whist table of four people (:data:`NAMES`, or ``names`` for a game of more seats),
    heard from ``viewer``'s seat in ``lang`` (:attr:`console`), and from the seats ``others``
    (:attr:`consoles`); every seat's move is chosen at random (``seed``), a bot's for a seat
    whose person is away."""

    def __init__(self, lang: str, viewer: int = 0, seed: int = 1, game: str = "whist",
                 others: tuple[int, ...] = (), options: dict[str, object] | None = None,
                 names: tuple[str, ...] = NAMES) -> None:
        self.game = make_game(game, options or {})
        self.live = LiveTable(TableRecord(1, self.game.id, dict(options or {}), seed, NAMES[0]),
                              self.game)
        for seat in range(self.game.num_players):
            self.live.sit(names[seat], seat)
        self.viewer = viewer
        self.mirrors = {seat: MirrorTable(self.game, seat) for seat in (viewer, *others)}
        self.consoles = {seat: OnlineConsole(mirror, seat, lang)
                         for seat, mirror in self.mirrors.items()}
        self.mirror, self.console = self.mirrors[viewer], self.consoles[viewer]
        self.random = random.Random(seed)
        self._sent = 0
        self.live.start()
        self.deliver()
        seated = dict(enumerate(names[:self.game.num_players]))
        for console in self.consoles.values():
            console.persons = seated
            describer = console.describer
            # As the client names them: in the seats of a game whose sides are numbered or
            # compass points (a card game); a board game's sides keep their names.
            if describer.numbered_sides or describer.people_named:
                describer.people = dict(seated)
                describer.persons = dict(seated)
            console.catch_up()

    def deliver(self) -> None:
        """Hand each seat's mirror every move since the last delivery, and the state."""
        for seat, mirror in self.mirrors.items():
            for entry in self.live.entries[self._sent:]:
                message = entry_message(self.live, entry, seat)
                if message["kind"] == "move":
                    mirror.take_event(message)
            mirror.take_state(state_message(self.live, seat))
        self._sent = len(self.live.entries)

    @property
    def over(self) -> bool:
        table = self.live.table
        return table is None or table.is_over

    def set_away(self, away: set[int]) -> None:
        """The people of the seats ``away`` are away (a bot plays for them), the others
        back."""
        for seat in range(self.game.num_players):
            if seat in away:
                self.live.away(seat)
            else:
                self.live.back(seat)

    def step(self) -> None:
        """The seat to move makes a move: its person's, at random, or a bot's for them."""
        table = self.live.table
        assert table is not None
        seat = table.state.to_move
        if self.live.seats[seat].away:
            job = self.live.bot_job()
            assert job is not None
            self.live.finish_bot(job, job.think())
        else:
            move = self.random.choice(table.state.legal_moves())
            self.live.act(seat, move.notation)
        self.deliver()

    def play(self, moves: int, away: Callable[[int], set[int]]) -> None:
        """Up to ``moves`` moves, the seats ``away(n)`` away before the ``n``-th."""
        for n in range(moves):
            if self.over:
                return
            self.set_away(away(n))
            self.step()
