"""Who wins a deal (DDV TSR 7.1) and what it is worth (TSR 7.2), as pure functions.

Announcement levels per party: -1 nothing, 0 Re or Kontra, 1 "no 90", 2 "no 60", 3 "no 30",
4 "schwarz" (each level includes the lower ones). The game value is built from items, each
credited to one party; the parties' items are netted. Each Re player then scores the net
value, each Kontra player its negative; a soloist scores three times the value (the three
opponents once each), so every deal sums to zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

RE, KONTRA = 0, 1
"""The two parties, as indices into per-party pairs."""

NOTHING, BASE, NO90, NO60, NO30, SCHWARZ = -1, 0, 1, 2, 3, 4
"""Announcement levels."""

_CLAIM = {NO90: 151, NO60: 181, NO30: 211}
"""Card points a party needs after its own "no 90", "no 60", "no 30"."""
_DEFEND = {NO90: 90, NO60: 60, NO30: 30}
"""Card points that beat the opponents' "no 90", "no 60", "no 30" (TSR 7.1)."""
_REACHED = {NO90: 120, NO60: 90, NO30: 60, SCHWARZ: 30}
"""Card points against an opponents' announcement worth an extra point (TSR 7.2)."""


class Item(Enum):
    """One part of a deal's value (TSR 7.2), and the special points (Sonderpunkte)."""

    WON = "won"
    UNDER_90 = "under_90"
    UNDER_60 = "under_60"
    UNDER_30 = "under_30"
    SCHWARZ = "schwarz"
    RE_SAID = "re_said"
    KONTRA_SAID = "kontra_said"
    NO90_SAID = "no90_said"
    NO60_SAID = "no60_said"
    NO30_SAID = "no30_said"
    SCHWARZ_SAID = "schwarz_said"
    REACHED_120 = "reached_120"
    REACHED_90 = "reached_90"
    REACHED_60 = "reached_60"
    REACHED_30 = "reached_30"
    AGAINST_THE_OLD = "against_the_old"
    DOPPELKOPF = "doppelkopf"
    FOX = "fox"
    CHARLIE = "charlie"


_SAID = {NO90: Item.NO90_SAID, NO60: Item.NO60_SAID, NO30: Item.NO30_SAID,
         SCHWARZ: Item.SCHWARZ_SAID}
_REACHED_ITEM = {NO90: Item.REACHED_120, NO60: Item.REACHED_90, NO30: Item.REACHED_60,
                 SCHWARZ: Item.REACHED_30}


@dataclass(frozen=True, slots=True)
class Specials:
    """Special points found in the tricks, per party: Doppelkopf tricks, foxes, Karlchen."""

    doppelkopf: tuple[int, int] = (0, 0)
    fox: tuple[int, int] = (0, 0)
    charlie: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class DealScore:
    """A deal's result: the winning party (None when neither reached its target), the items
    credited to each party, and the net value for each Re player."""

    winner: int | None
    items: tuple[tuple[Item, int, int], ...]
    """(item, party, points) in the order of TSR 7.2."""
    value: int
    """The net value for Re (negative when Kontra gained more)."""

    def total(self, party: int) -> int:
        """The points credited to ``party`` before netting."""
        return sum(p for _, side, p in self.items if side == party)


@dataclass(frozen=True, slots=True)
class Need:
    """What a party needs to win the deal (TSR 7.1): card points, one trick (against the
    opponents' "schwarz") or every trick (after its own)."""

    points: int = 0
    """Card points at least (0 when tricks decide)."""
    trick: bool = False
    """At least one trick."""
    every_trick: bool = False
    """Every trick."""

    def reached(self, points: int, own_tricks: int, other_tricks: int) -> bool:
        """True when a party with these card points and tricks has what it needs."""
        if self.every_trick:
            return other_tricks == 0
        if self.trick:
            return own_tricks > 0
        return points >= self.points


PLAIN_NEEDS = (Need(121), Need(120))
"""What Re and Kontra need when neither announced more than Re: Re 121, Kontra 120."""


def need(party: int, said: tuple[int, int]) -> Need:
    """What ``party`` needs after the announcements ``said`` (Re's and Kontra's levels).

    Without announcements Re needs 121 and Kontra 120; when only Kontra was said, Re wins with
    120 and Kontra needs 121. A party's own "no 90" (60, 30) raises its target to 151 (181,
    211), "schwarz" to every trick; against the opponents' such announcement it needs 90 (60,
    30) or, against "schwarz", one trick.
    """
    own, other = said[party], said[1 - party]
    if own == SCHWARZ:
        return Need(every_trick=True)
    if own >= NO90:
        return Need(_CLAIM[own])
    if other == SCHWARZ:
        return Need(trick=True)
    if other >= NO90:
        return Need(_DEFEND[other])
    only_kontra = said[KONTRA] == BASE and said[RE] == NOTHING
    return PLAIN_NEEDS[1 - party] if only_kontra else PLAIN_NEEDS[party]


def winner(re_points: int, tricks: tuple[int, int], said: tuple[int, int]) -> int | None:
    """The party that won (TSR 7.1), or None when both missed their targets (:func:`need`).

    Args:
        re_points: Re's card points (Kontra has the rest of 240).
        tricks: tricks taken by Re and Kontra.
        said: the announcement level of Re and of Kontra.
    """
    points = (re_points, 240 - re_points)
    for party in (RE, KONTRA):
        if need(party, said).reached(points[party], tricks[party], tricks[1 - party]):
            return party
    return None


def score(re_points: int, tricks: tuple[int, int], said: tuple[int, int],
          specials: Specials | None, normal: bool) -> DealScore:
    """The deal's value (TSR 7.2).

    Args:
        re_points: Re's card points.
        tricks: tricks taken by Re and Kontra.
        said: the announcement levels of Re and Kontra.
        specials: the special points per party (None or ignored in a solo).
        normal: True for a normal game or a wedding with a partner (special points count,
            and Kontra winning earns "against the old ones").
    """
    won = winner(re_points, tricks, said)
    party_points = (re_points, 240 - re_points)
    items: list[tuple[Item, int, int]] = []
    if won is not None:
        lost = 1 - won
        items.append((Item.WON, won, 1))
        for mark, item in ((90, Item.UNDER_90), (60, Item.UNDER_60), (30, Item.UNDER_30)):
            if party_points[lost] < mark:
                items.append((item, won, 1))
        if tricks[lost] == 0:
            items.append((Item.SCHWARZ, won, 1))
        if said[RE] >= BASE:
            items.append((Item.RE_SAID, won, 2))
        if said[KONTRA] >= BASE:
            items.append((Item.KONTRA_SAID, won, 2))
        for level in range(NO90, SCHWARZ + 1):
            for party in (RE, KONTRA):
                if said[party] >= level:
                    items.append((_SAID[level], won, 1))
    for party in (RE, KONTRA):
        other = said[1 - party]
        for level in range(NO90, SCHWARZ + 1):
            if other >= level and party_points[party] >= _REACHED[level]:
                items.append((_REACHED_ITEM[level], party, 1))
    if normal:
        if won == KONTRA:
            items.append((Item.AGAINST_THE_OLD, KONTRA, 1))
        if specials is not None:
            for item, pair in ((Item.DOPPELKOPF, specials.doppelkopf), (Item.FOX, specials.fox),
                               (Item.CHARLIE, specials.charlie)):
                for party in (RE, KONTRA):
                    items.extend((item, party, 1) for _ in range(pair[party]))
    value = sum(p if side == RE else -p for _, side, p in items)
    return DealScore(won, tuple(items), value)


def seat_points(value: int, re_seats: tuple[int, ...], num_players: int = 4) -> tuple[int, ...]:
    """Each seat's points for a deal worth ``value`` to Re: a lone Re player (a solo) scores
    three times the value; the sum over the seats is zero."""
    if len(re_seats) == 1:
        return tuple(3 * value if s in re_seats else -value for s in range(num_players))
    return tuple(value if s in re_seats else -value for s in range(num_players))
