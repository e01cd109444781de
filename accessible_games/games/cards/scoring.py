"""A score sheet across deals: one row per deal, one column per side, with running totals."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """The points one deal (or one bonus) brought each side, and what it was for."""

    points: tuple[int, ...]
    """Points per side (seat or partnership), in side order."""
    kind: str
    """What the row records: "tricks", "honours", "game", "rubber", "deal"..."""
    deal: int
    """The number of the deal the row belongs to, from 1."""


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Every row written so far."""

    sides: int
    rows: tuple[ScoreRow, ...] = ()

    def add(self, row: ScoreRow) -> ScoreSheet:
        """A sheet with ``row`` written below."""
        if len(row.points) != self.sides:
            raise ValueError("a row needs one number per side")
        return ScoreSheet(self.sides, self.rows + (row,))

    def totals(self, kinds: tuple[str, ...] | None = None) -> tuple[int, ...]:
        """The sum per side of the rows of the given kinds (all rows when None)."""
        sums = [0] * self.sides
        for row in self.rows:
            if kinds is None or row.kind in kinds:
                for side, points in enumerate(row.points):
                    sums[side] += points
        return tuple(sums)
