"""The names a console gives the seats as each seat's last move was made (a person's own,
or their bot's while they were away) are kept as the moves are heard, not found by reading
every move heard again for every new one: pinned here against that reading over a long
game."""

from __future__ import annotations

import random
from collections.abc import Iterable

from accessible_games.engine import Player
from accessible_games.session.hearing import Heard
from accessible_games.session.table import Turn
from tests.online.away_table import AwayTable


def read_again(heard: Iterable[Heard | Turn]) -> frozenset[Player]:
    """The seats whose last move among ``heard`` a bot made, by reading them all."""
    last: dict[Player, bool] = {}
    for turn in heard:
        if turn.mover >= 0:
            last[turn.mover] = turn.stand_in
    return frozenset(seat for seat, stand_in in last.items() if stand_in)


def test_the_seats_are_named_as_played_all_through_a_long_game() -> None:
    table = AwayTable("en", seed=3)
    console = table.console
    seen: list[tuple[str, ...]] = []

    def names() -> tuple[str, ...]:
        return tuple(console.describer.people[s] for s in sorted(console.describer.people))

    def before(turn: Turn) -> None:  # as the move is being told
        expected = console.people_as_played(read_again([*console.heard, turn]))
        with console.named_as_played(turn):
            assert console.describer.people == expected, len(console.heard)

    def after(turn: Turn) -> None:  # as the turn line after it is said
        expected = console.people_as_played(read_again(console.heard))
        with console.named_as_played():
            assert console.describer.people == expected, len(console.heard)
            seen.append(names())
        seat = table.mirror.state.to_move
        if seat in expected:
            with console.named_as_played(keep=seat):
                assert console.describer.people[seat] == console.describer.persons[seat]

    table.mirror.watchers.insert(0, before)
    table.mirror.watchers.append(after)
    moods = random.Random(5)
    away: set[int] = set()

    def going(_n: int) -> set[int]:
        if moods.random() < 0.08:  # somebody goes, or comes back
            away.symmetric_difference_update({moods.randrange(4)})
        return away

    table.play(400, going)
    assert len(console.heard) > 300
    # Not a game without bots: every seat was its bot's and its person's again.
    for seat, name in enumerate(("ann", "bob", "cy", "dee")):
        bot = "your bot" if seat == table.viewer else f"{name}'s bot"
        assert any(said[seat] == bot for said in seen), seat
        assert any(said[seat] == name for said in seen[len(seen) // 2:]), seat
    # The console keeps the same after a move is taken back (its last move forgotten).
    console._unheard(1)
    assert console.stood_in_now() == read_again(console.heard)
