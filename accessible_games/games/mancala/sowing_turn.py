"""One mancala turn on the board: sowing, relays, captures and the hints and refusals of moves.

:class:`SowingTurn` is the part of :class:`~accessible_games.games.mancala.sowing.MancalaState`
that plays a sowing with all its relay legs and its capture (opposite, or Oware's 2s and 3s
with the grand slam rule), and that looks ahead one sowing to give each legal move its ordering
hint (extra turn, capture, plain) and to find Oware's refusals (must feed, forbidden grand slam).
The state supplies the position; this mixin holds no data of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine.events import Event, SeedsCaptured, Sown
from accessible_games.engine.types import (
    Location,
    Player,
)
from accessible_games.games.mancala.board import (
    CaptureRule,
    GrandSlam,
    count_capture_sources,
    landing,
    opposite_capture,
    sow_along,
)
from accessible_games.games.mancala.events import (
    ChainCaptured,
    GrandSlamMade,
    Relayed,
    RelayStopped,
)
from accessible_games.games.mancala.moves import Refusal, SowingKind, SowingMove
from accessible_games.games.mancala.sowing_fields import SowingFields

if TYPE_CHECKING:
    pass


class SowingTurn(SowingFields):
    """Sowing, capturing and previewing moves for :class:`MancalaState` (a mixin)."""

    def _sow_turn(
        self, pits: list[int], pit: Location, player: Player, log: list[Event] | None
    ) -> Location:
        """Play the sowing (all its relay legs) and its capture on ``pits``; return the last pit.

        With ``log`` the events are appended to it.
        """
        rules = self.rules
        layout = self.layout
        step = self._steps[player]
        path: list[Location] | None = None
        if not rules.relay:
            if log is not None:
                path = []
            seeds = pits[pit]
            last = sow_along(pits, pit, step, rules.skip_start_house, path)
            if log is not None:
                log.append(Sown(player, pit, seeds, tuple(path or ())))
            if rules.capture is CaptureRule.OPPOSITE:
                sources, taken = opposite_capture(pits, last, player, layout, rules)
                if taken and log is not None:
                    log.append(SeedsCaptured(player, sources, taken))
            elif rules.capture is CaptureRule.COUNTS:
                self._count_capture(pits, last, player, log)
            return last
        # Relay sowing (Congkak): a last seed in an occupied house picks it up and sows on.
        dropped = 0
        store = layout.stores[player]
        start = pit
        while True:
            if log is not None:
                path = []
            seeds = pits[start]
            last = sow_along(pits, start, step, False, path)
            dropped += seeds
            if log is not None:
                log.append(Sown(player, start, seeds, tuple(path or ())))
            if last == store:
                return last
            if pits[last] > 1:
                if dropped >= rules.relay_cap:
                    # Engine guard, not a traditional rule: the turn ends here.
                    if log is not None:
                        log.append(RelayStopped(player, last))
                    return last
                if log is not None:
                    log.append(Relayed(player, last, pits[last]))
                start = last
                continue
            # The last seed fell in an empty house: a capture on the own side, else the turn
            # simply ends (the seed stays in the opponent's house).
            if rules.capture is CaptureRule.OPPOSITE:
                sources, taken = opposite_capture(pits, last, player, layout, rules)
                if taken and log is not None:
                    log.append(SeedsCaptured(player, sources, taken))
            return last

    def _count_capture(
        self, pits: list[int], last: Location, player: Player, log: list[Event] | None
    ) -> None:
        """Oware's capture of 2s and 3s backward from ``last``, with the grand slam rule."""
        layout = self.layout
        rules = self.rules
        sources = count_capture_sources(pits, last, player, layout, rules)
        if not sources:
            return
        taken = sum(pits[s] for s in sources)
        if taken == sum(pits[h] for h in layout.houses_of(1 - player)):
            # Grand slam: every seed of the opponent would be taken.
            captured = rules.grand_slam is GrandSlam.CAPTURE_ALL
            if log is not None:
                log.append(GrandSlamMade(player, sources, taken, captured))
            if not captured:
                return
        if log is not None:
            log.append(ChainCaptured(player, sources, tuple(pits[s] for s in sources)))
        for source in sources:
            pits[source] = 0
        pits[layout.stores[player]] += taken
        if log is not None:
            log.append(SeedsCaptured(player, sources, taken))

    def _kalah_kind(self, pit: Location) -> SowingKind:
        """Extra turn or capture without sowing (rules without relay, skip or counts)."""
        layout = self.layout
        player = self.player
        rules = self.rules
        if self.burnt:
            return self._first_leg_kind(pit)
        last, in_last, facing = landing(self.pits, pit, player, layout)
        if last == layout.stores[player] and rules.extra_turn:
            return SowingKind.EXTRA_TURN
        if (
            in_last == 1
            and layout.is_house_of(last, player)
            and (facing or rules.empty_capture)
            and rules.capture is CaptureRule.OPPOSITE
        ):
            return SowingKind.CAPTURE
        return SowingKind.PLAIN

    def _first_leg_kind(self, pit: Location) -> SowingKind:
        """The ordering hint of a relay move from its first leg only."""
        pits = self.pits[:]
        player = self.player
        layout = self.layout
        last = sow_along(pits, pit, self._steps[player], False)
        if last == layout.stores[player]:
            return SowingKind.EXTRA_TURN
        if pits[last] == 1 and layout.is_house_of(last, player):
            if pits[layout.opposite(last)] or self.rules.empty_capture:
                return SowingKind.CAPTURE
        return SowingKind.PLAIN

    def _checked_moves(self) -> list[tuple[SowingMove, Refusal | None]]:
        """Every non-empty own house with why it may not be sown (None: it may); Oware rules."""
        pits = self.pits
        player = self.player
        layout = self.layout
        rules = self.rules
        make = self.game.move_class
        other = 1 - player
        starving = not any(pits[h] for h in layout.houses_of(other))
        distance = self.game.feed_distance[player]
        found: list[tuple[SowingMove, Refusal | None, bool]] = []
        for pit in layout.houses_of(player):
            if not pits[pit]:
                continue
            captured, slam = self._preview(pit)
            refusal: Refusal | None = None
            # Must feed: with the opponent's houses empty, only sowings that reach them count.
            if rules.must_feed and starving and pits[pit] < distance[pit]:
                refusal = Refusal.MUST_FEED
            kind = SowingKind.CAPTURE if captured else SowingKind.PLAIN
            found.append((make(pit, kind, rules.houses), refusal, slam))
        if rules.grand_slam is GrandSlam.FORBIDDEN:
            # A grand slam may not be played while another move exists.
            if any(refusal is None and not slam for _, refusal, slam in found):
                found = [
                    (m, Refusal.GRAND_SLAM if slam and refusal is None else refusal, slam)
                    for m, refusal, slam in found
                ]
        return [(m, refusal) for m, refusal, _ in found]

    def _preview(self, pit: Location) -> tuple[bool, bool]:
        """Whether sowing ``pit`` would capture by counts, and whether it is a grand slam."""
        pits = self.pits[:]
        player = self.player
        layout = self.layout
        last = sow_along(pits, pit, self._steps[player], self.rules.skip_start_house)
        if self.rules.capture is not CaptureRule.COUNTS:
            return False, False
        sources = count_capture_sources(pits, last, player, layout, self.rules)
        if not sources:
            return False, False
        taken = sum(pits[s] for s in sources)
        slam = taken == sum(pits[h] for h in layout.houses_of(1 - player))
        return not slam or self.rules.grand_slam is GrandSlam.CAPTURE_ALL, slam
