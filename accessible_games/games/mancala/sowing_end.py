"""How a mancala game or round ends: sweeps, majorities, repetition, no moves, new rounds.

:class:`SowingEnd` is the part of :class:`~accessible_games.games.mancala.sowing.MancalaState`
that decides after each move whether the game is over: Kalah when one side is empty, Oware on
a majority of the seeds, a repeated position or no legal move (the no-feed ending), Congkak
when a round ends, with the refilling of houses and the burnt houses of the next round. The
state supplies the position; this mixin holds no data of its own.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from accessible_games.engine.events import Event, SeedsSwept
from accessible_games.engine.types import (
    EndReason,
    Location,
    Player,
)
from accessible_games.games.mancala.board import (
    NORTH,
    SOUTH,
    EmptySide,
    EndRule,
    SweepTarget,
)
from accessible_games.games.mancala.events import (
    RoundEnded,
    RoundStarted,
)
from accessible_games.games.mancala.sowing_fields import SowingFields

if TYPE_CHECKING:
    pass


class SowingEnd(SowingFields):
    """The end of a game or round for :class:`MancalaState` (a mixin)."""

    if TYPE_CHECKING:

        def key(self) -> Hashable: ...

        def store(self, player: Player) -> int: ...

        def seeds_on_side(self, player: Player) -> int: ...

    def _initial_end(self) -> EndReason | None:
        """Whether a position just read (or set up) is already over."""
        pits = self.pits
        layout = self.layout
        end = self.rules.end
        if end is EndRule.SIDE_EMPTY:
            south, north = (self.seeds_on_side(p) == 0 for p in (SOUTH, NORTH))
            return EndReason.SIDE_EMPTY if south or north else None
        if end is EndRule.MAJORITY:
            if self._has_majority():
                return EndReason.MAJORITY
            return None if self._can_move() else EndReason.NO_MOVES
        # Rounds: a position whose mover has no seeds is read as a finished game.
        if self.seeds_on_side(self.player):
            return None
        stores = (pits[layout.stores[0]], pits[layout.stores[1]])
        return EndReason.NO_PIECES if min(stores) < self.rules.seeds else EndReason.MAJORITY

    def _sweep(self) -> tuple[Event, ...]:
        """Move the seeds left in each side's houses to a store; the SeedsSwept events."""
        pits = self.pits
        layout = self.layout
        swept: list[Event] = []
        for side in (SOUTH, NORTH):
            houses = layout.houses_of(side)
            seeds = sum(pits[h] for h in houses)
            for h in houses:
                pits[h] = 0
            # The remaining seeds go to their owner (D2.2) unless the rules say otherwise.
            target = side if self.rules.sweep is SweepTarget.OWNER else 1 - side
            pits[layout.stores[target]] += seeds
            if seeds:
                swept.append(SeedsSwept(side, seeds))
        return tuple(swept)

    def _end_side_empty(self) -> None:
        """Kalah: the game ends as soon as one side is empty, even before an extra move (D2.3)."""
        n = self.rules.houses
        pits = self.pits
        if not any(pits[0:n]) or not any(pits[n + 1 : 2 * n + 1]):
            self._reason = EndReason.SIDE_EMPTY
            self._after = self._sweep()

    def empty_side(self) -> EmptySide:
        """Whose houses were empty at the end: a side the closing sweep took no seeds from
        and that holds none now."""
        swept = {event.player for event in self._after if isinstance(event, SeedsSwept)}
        empty = [side for side in (SOUTH, NORTH)
                 if side not in swept and not self.seeds_on_side(side)]
        if len(empty) == 1:
            return EmptySide.SOUTH if empty[0] == SOUTH else EmptySide.NORTH
        return EmptySide.BOTH

    def _has_majority(self) -> bool:
        half = self._total / 2
        south, north = self.store(SOUTH), self.store(NORTH)
        return south > half or north > half or south == north == half

    def _can_move(self) -> bool:
        """Whether the player to move has a legal move (Oware: with must-feed)."""
        pits = self.pits
        layout = self.layout
        player = self.player
        own = [pit for pit in layout.houses_of(player) if pits[pit]]
        if not own or not self.rules.must_feed:
            return bool(own)
        if any(pits[h] for h in layout.houses_of(1 - player)):
            return True
        distance = self.game.feed_distance[player]
        return any(pits[pit] >= distance[pit] for pit in own)

    def _end_majority(self) -> Hashable:
        """Oware: more than half, a repeated position, or no legal move; returns the counted key."""
        if self._has_majority():
            self._reason = EndReason.MAJORITY
            return None
        key = self.key()
        seen = self._seen.get(key, 0) + 1
        self._seen[key] = seen
        if seen >= self.rules.repetitions:
            # D3.2: a position repeated too often ends the game; each side keeps its own seeds.
            self._reason = EndReason.REPETITION
            self._after = self._sweep()
        elif not self._can_move():
            # The no-feed ending: each side takes the seeds on its own side.
            self._reason = EndReason.NO_MOVES
            self._after = self._sweep()
        return key

    def _end_round_if_over(self) -> None:
        """Congkak: a round ends when the player to move has no seeds (D1.5)."""
        if self.seeds_on_side(self.player):
            return
        pits = self.pits
        layout = self.layout
        rules = self.rules
        after: list[Event] = list(self._sweep())
        stores = (pits[layout.stores[0]], pits[layout.stores[1]])
        after.append(RoundEnded(self.round, stores))
        if rules.max_rounds and self.round >= rules.max_rounds:
            self._reason = EndReason.MAJORITY
        elif min(stores) < rules.seeds:
            # A player who cannot fill a single house has lost.
            self._reason = EndReason.NO_PIECES
        else:
            # The loser of the round starts the next; after a tie, the other player than before.
            if stores[0] != stores[1]:
                starter = SOUTH if stores[0] < stores[1] else NORTH
            else:
                starter = 1 - self.starter
            burnt: list[Location] = []
            for side in (SOUTH, NORTH):
                store = layout.stores[side]
                # Refill from the house next to the store outward; unfilled houses are burnt.
                for number in range(rules.houses, 0, -1):
                    pit = layout.pit_of(side, number)
                    if pits[store] >= rules.seeds:
                        pits[store] -= rules.seeds
                        pits[pit] = rules.seeds
                    else:
                        burnt.append(pit)
            self.burnt = tuple(sorted(burnt))
            self._steps = self.game.steps_for(self.burnt)
            self.round += 1
            self.starter = starter
            self.player = starter
            after.append(RoundStarted(self.round, starter, self.burnt))
        self._after = tuple(after)
