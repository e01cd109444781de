"""The mancala board as a ring of pits, the sowing rules as data, and the sowing steps.

A two-row board with ``houses`` houses a side and one store per player is a flat list of
``2 * houses + 2`` seed counts, in counter-clockwise order as South sees the board:

* ``0 .. houses-1``: South's houses 1..n, from South's left to right (South sows this way);
* ``houses``: South's store (on South's right);
* ``houses+1 .. 2*houses``: North's houses 1..n, from North's left to right (North's sowing order);
* ``2*houses+1``: North's store.

For Kalah (6 houses) that is 0-5 South, 6 South's store, 7-12 North, 13 North's store. House
``k`` of one side faces house ``n+1-k`` of the other: pit ``i`` faces pit ``2*houses - i``.

:class:`SowingRules` holds one game's choices (direction, stores sown or skipped, start house
skipped, relay sowing, captures, extra turns, must-feed, grand slam, end sweep, rounds with burnt
houses). The ring walk is a table built from those choices, so one sowing loop serves every rule
set; the state in :mod:`accessible_games.games.mancala.sowing` plays a turn from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.types import Location, Player

SOUTH: Player = 0
"""The player who owns the lower row and moves first."""
NORTH: Player = 1
"""The player who owns the upper row."""


class Direction(Enum):
    """Which way seeds travel around the ring, seen from above."""

    COUNTER_CLOCKWISE = "counter_clockwise"
    """South sows to the right along their row, then North's row from North's left (Kalah)."""
    CLOCKWISE = "clockwise"
    """The other way round (some Congkak traditions)."""


class CaptureRule(Enum):
    """How a sowing captures seeds."""

    NONE = "none"
    """Nothing is ever captured."""
    OPPOSITE = "opposite"
    """Last seed in an empty own house takes the seeds of the opposite house (Kalah, Congkak)."""
    COUNTS = "counts"
    """Last seed makes an opponent's house hold one of ``capture_counts``; earlier houses follow
    while they do too (Oware)."""


class GrandSlam(Enum):
    """What happens when a capture would take every seed on the opponent's side (Oware)."""

    NO_CAPTURE = "no_capture"
    """The move is legal but captures nothing (Abapa, D3.1)."""
    FORBIDDEN = "forbidden"
    """The move may not be made while another move exists; if it must be made, it captures
    nothing."""
    CAPTURE_ALL = "capture_all"
    """The capture is made; the opponent then cannot move, the game ends and the capturer keeps
    the seeds on their own side."""


class EmptySide(Enum):
    """Whose houses were empty when a game ended because a side was empty (Kalah): the
    detail of its :class:`~accessible_games.engine.details.DetailedOutcome`."""

    SOUTH = "south"
    """South's houses were empty."""
    NORTH = "north"
    """North's houses were empty."""
    BOTH = "both"
    """The last move emptied both sides at once."""


class SweepTarget(Enum):
    """Where the seeds still in the houses go when the game ends."""

    OWNER = "owner"
    """Each player's remaining seeds go to that player's store (Kalah standard, D2.2)."""
    OPPONENT = "opponent"
    """The remaining seeds go to the player who ran out (a German house rule)."""


class EndRule(Enum):
    """When a game (or a round) ends."""

    SIDE_EMPTY = "side_empty"
    """As soon as one side's houses are all empty, after any sowing (Kalah, D2.3)."""
    MAJORITY = "majority"
    """When a store holds more than half of the seeds, or both exactly half; also when the
    player to move has no legal move (the no-feed ending) or a position repeats (Oware)."""
    ROUNDS = "rounds"
    """A round ends when the player to move has no seeds; the game ends when a player cannot
    fill a single house for the next round (Congkak, D1.5)."""


RELAY_CAP = 10_000
"""Seeds one relay turn may drop before the turn is ended (an engine guard, RULES-RESEARCH 1.2)."""


@dataclass(frozen=True, slots=True)
class SowingRules:
    """One mancala game's rules as data.

    Kalah sets ``houses=6, seeds=4`` and keeps the other defaults. The defaults are the Kalah
    rules; other games change fields instead of subclassing the engine.
    """

    houses: int = 6
    """Houses on each side."""
    seeds: int = 4
    """Seeds in each house at the start (and per house when refilling for a new round)."""
    direction: Direction = Direction.COUNTER_CLOCKWISE
    """Which way the seeds travel."""
    sow_own_store: bool = True
    """A seed falls into the mover's store when the sowing passes it."""
    sow_opponent_store: bool = False
    """A seed falls into the opponent's store when the sowing passes it."""
    skip_start_house: bool = False
    """A sowing of a full lap or more skips the house it started from (Oware)."""
    relay: bool = False
    """When the last seed lands in an occupied house, its seeds are picked up and sown on
    (Congkak)."""
    relay_cap: int = RELAY_CAP
    """With relay sowing: seeds one turn may drop before the turn is ended (engine guard)."""
    capture: CaptureRule = CaptureRule.OPPOSITE
    """How seeds are captured."""
    capture_counts: tuple[int, ...] = ()
    """For ``CaptureRule.COUNTS``: the house totals that capture (Oware: 2 and 3)."""
    empty_capture: bool = False
    """For ``CaptureRule.OPPOSITE``: with the opposite house empty, the last seed still goes to
    the store (D2.1: off by default)."""
    extra_turn: bool = True
    """The last seed in the mover's own store gives another move, without limit."""
    must_feed: bool = False
    """A player must leave the opponent a seed to move when they can (Oware)."""
    grand_slam: GrandSlam = GrandSlam.NO_CAPTURE
    """For ``CaptureRule.COUNTS``: what a capture of every opposing seed does."""
    end: EndRule = EndRule.SIDE_EMPTY
    """When the game ends."""
    repetitions: int = 3
    """With ``EndRule.MAJORITY``: the game ends when a position occurs this often (D3.2)."""
    sweep: SweepTarget = SweepTarget.OWNER
    """Where the remaining seeds go at the end."""
    max_rounds: int = 0
    """With ``EndRule.ROUNDS``: the game ends after this many rounds (0: until a player cannot
    fill a house)."""

    def check_supported(self) -> None:
        """Refuse rule combinations the sowing engine does not implement.

        Raises:
            NotImplementedError: the combination makes no sense or is not implemented.
        """
        missing = []
        if self.houses < 1 or self.seeds < 1:
            missing.append("a board with houses and seeds")
        if self.relay and self.skip_start_house:
            missing.append("relay sowing that skips the start house")
        if self.capture is CaptureRule.COUNTS and not self.capture_counts:
            missing.append("capture by counts without counts")
        if self.capture is CaptureRule.COUNTS and self.relay:
            missing.append("capture by counts with relay sowing")
        if self.end is EndRule.ROUNDS and self.sweep is not SweepTarget.OWNER:
            missing.append("rounds with a sweep to the opponent")
        if self.repetitions < 2:
            missing.append("ending on fewer than two occurrences of a position")
        if missing:
            raise NotImplementedError("not implemented: " + ", ".join(missing))


class Layout:
    """Pit indices of a two-row board with ``houses`` houses a side and two stores.

    Also holds, per player, the ring walk the rules give (which pit follows which), built once.
    """

    __slots__ = (
        "houses", "size", "stores", "first_house", "next_pit", "prev_pit", "ring", "ring_index",
    )

    def __init__(self, rules: SowingRules) -> None:
        n = rules.houses
        self.houses = n
        """Houses on each side."""
        self.size = 2 * n + 2
        """Pits in all, stores included."""
        self.stores: tuple[Location, Location] = (n, 2 * n + 1)
        """The store of each player."""
        self.first_house: tuple[Location, Location] = (0, n + 1)
        """Each player's house 1."""
        rings = [self._ring(player, rules) for player in (SOUTH, NORTH)]
        self.next_pit: tuple[tuple[Location, ...], ...] = tuple(
            self.step_table(ring) for ring in rings
        )
        """``next_pit[player][pit]``: where ``player``'s next seed falls after ``pit``."""
        self.prev_pit: tuple[tuple[Location, ...], ...] = tuple(
            self.step_table(tuple(reversed(ring))) for ring in rings
        )
        """``prev_pit[player][pit]``: the pit before ``pit`` in ``player``'s sowing order."""
        self.ring: tuple[tuple[Location, ...], ...] = tuple(rings)
        """``ring[player]``: the pits ``player`` sows into, in sowing order from pit 0's side."""
        self.ring_index: tuple[tuple[int, ...], ...] = tuple(
            tuple(r.index(p) if p in r else -1 for p in range(self.size)) for r in rings
        )
        """``ring_index[player][pit]``: the pit's place in ``ring[player]`` (-1 when skipped)."""

    def step_table(self, ring: tuple[Location, ...]) -> tuple[Location, ...]:
        """A table pit -> following pit along ``ring``; -1 for pits off the ring."""
        table = [-1] * self.size
        for i, pit in enumerate(ring):
            table[pit] = ring[(i + 1) % len(ring)]
        return tuple(table)

    def _ring(
        self, player: Player, rules: SowingRules, burnt: frozenset[Location] = frozenset()
    ) -> tuple[Location, ...]:
        order = list(range(self.size))
        if rules.direction is Direction.CLOCKWISE:
            order.reverse()
        own, other = self.stores[player], self.stores[1 - player]
        keep = []
        for pit in order:
            # The rules say which stores receive seeds; burnt houses receive none.
            if pit == own and not rules.sow_own_store:
                continue
            if pit == other and not rules.sow_opponent_store:
                continue
            if pit in burnt:
                continue
            keep.append(pit)
        return tuple(keep)

    def rings_without(
        self, rules: SowingRules, burnt: frozenset[Location]
    ) -> tuple[tuple[Location, ...], ...]:
        """Each player's next-pit table when the ``burnt`` houses are skipped (Congkak rounds)."""
        return tuple(self.step_table(self._ring(p, rules, burnt)) for p in (SOUTH, NORTH))

    def houses_of(self, player: Player) -> range:
        """``player``'s house pits, house 1 first."""
        first = self.first_house[player]
        return range(first, first + self.houses)

    def owner(self, pit: Location) -> Player:
        """The player whose side ``pit`` is on (stores included)."""
        return SOUTH if pit <= self.houses else NORTH

    def is_store(self, pit: Location) -> bool:
        """True for either store."""
        return pit in self.stores

    def is_house_of(self, pit: Location, player: Player) -> bool:
        """True when ``pit`` is one of ``player``'s houses."""
        first = self.first_house[player]
        return first <= pit < first + self.houses

    def opposite(self, pit: Location) -> Location:
        """The house facing house ``pit`` across the board."""
        return 2 * self.houses - pit

    def house_number(self, pit: Location) -> int:
        """The number 1..n of a house as its owner counts (1 = first in sowing order)."""
        return pit - self.first_house[self.owner(pit)] + 1

    def pit_of(self, player: Player, number: int) -> Location:
        """The pit of ``player``'s house ``number`` (1..n)."""
        return self.first_house[player] + number - 1


def sow(
    pits: list[int],
    start: Location,
    player: Player,
    layout: Layout,
    path: list[Location] | None = None,
) -> Location:
    """Empty ``start`` and drop its seeds one by one along ``player``'s ring; return the last pit.

    ``path`` (when given) receives every pit a seed fell in, in order.
    """
    return sow_along(pits, start, layout.next_pit[player], False, path)


def sow_along(
    pits: list[int],
    start: Location,
    step: tuple[Location, ...],
    skip_start: bool,
    path: list[Location] | None = None,
) -> Location:
    """Empty ``start`` and sow its seeds along the table ``step``; return the last pit.

    With ``skip_start`` no seed falls back into ``start`` (Oware's 12+ rule). ``path`` (when
    given) receives every pit a seed fell in, in order.
    """
    seeds = pits[start]
    pits[start] = 0
    pit = start
    while seeds:
        pit = step[pit]
        if skip_start and pit == start:
            # The emptied house is skipped on every lap.
            continue
        pits[pit] += 1
        seeds -= 1
        if path is not None:
            path.append(pit)
    return pit


def opposite_capture(
    pits: list[int], last: Location, player: Player, layout: Layout, rules: SowingRules
) -> tuple[tuple[Location, ...], int]:
    """Apply the Kalah capture after a sowing that ended in ``last``; return (sources, seeds).

    Returns ``((), 0)`` when nothing was captured. With the opposite house holding seeds the
    sources are (last house, opposite house); for an empty capture only (last house,).
    """
    # Last seed in an empty own house: it now holds exactly that one seed.
    if pits[last] != 1 or not layout.is_house_of(last, player):
        return (), 0
    facing = layout.opposite(last)
    store = layout.stores[player]
    taken = pits[facing]
    if taken:
        # Capture: the last seed and the opposite seeds go to the mover's store.
        pits[store] += taken + 1
        pits[last] = 0
        pits[facing] = 0
        return (last, facing), taken + 1
    if rules.empty_capture:
        # Empty-capture variant: the single seed goes to the store anyway.
        pits[store] += 1
        pits[last] = 0
        return (last,), 1
    return (), 0


def count_capture_sources(
    pits: list[int], last: Location, player: Player, layout: Layout, rules: SowingRules
) -> tuple[Location, ...]:
    """The houses an Oware capture would take after a sowing that ended in ``last``.

    The last seed must be on the opponent's side and make its house hold one of the capture
    counts; then the houses before it (backward along the sowing) follow while they are on the
    opponent's side and hold a capture count too. The result runs from ``last`` backward; it is
    empty when nothing is captured. Nothing is changed.
    """
    other = 1 - player
    counts = rules.capture_counts
    back = layout.prev_pit[player]
    sources: list[Location] = []
    pit = last
    # Only houses on the opponent's side are captured; the chain stops at the own side.
    while layout.is_house_of(pit, other) and pits[pit] in counts:
        sources.append(pit)
        pit = back[pit]
    return tuple(sources)


def landing(
    pits: list[int], start: Location, player: Player, layout: Layout
) -> tuple[Location, int, int]:
    """Where a sowing from ``start`` would end, without sowing (no skipped start house).

    Returns (last pit, seeds in the last pit after the sowing, seeds in the pit facing the last
    pit after the sowing; 0 when the last pit is a store).
    """
    seeds = pits[start]
    ring = layout.ring[player]
    index = layout.ring_index[player]
    length = len(ring)
    at = index[start]
    last = ring[(at + seeds) % length]
    # The last pit is hit by steps seeds, seeds-L, ...: (seeds-1)//L + 1 times.
    before = 0 if last == start else pits[last]
    in_last = before + (seeds - 1) // length + 1
    if layout.is_store(last):
        return last, in_last, 0
    facing = layout.opposite(last)
    distance = (index[facing] - at) % length or length
    hits = (seeds - distance) // length + 1 if distance <= seeds else 0
    return last, in_last, pits[facing] + hits


def sides_empty(pits: list[int], layout: Layout) -> tuple[bool, bool]:
    """Whether South's and North's houses are all empty."""
    n = layout.houses
    return not any(pits[0:n]), not any(pits[n + 1 : 2 * n + 1])


__all__ = [
    "NORTH", "RELAY_CAP", "SOUTH", "CaptureRule", "Direction", "EndRule", "GrandSlam", "Layout",
    "SowingRules", "SweepTarget", "count_capture_sources", "landing", "opposite_capture",
    "sides_empty", "sow", "sow_along",
]
