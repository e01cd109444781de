"""Mancala moves: sowing one house, with an ordering hint; and why a house may not be sown."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from accessible_games.engine.types import Location, Move


class SowingKind(Enum):
    """What a sowing will do, worked out when the legal moves are listed (for move ordering)."""

    EXTRA_TURN = "extra_turn"
    """The last seed falls in the mover's store."""
    CAPTURE = "capture"
    """The sowing captures."""
    PLAIN = "plain"
    """Neither."""


class Refusal(Enum):
    """Why an own house holding seeds may not be sown just now (Oware)."""

    MUST_FEED = "must_feed"
    """The opponent has no seeds and this sowing gives them none."""
    GRAND_SLAM = "grand_slam"
    """This sowing would capture all the opponent's seeds (option ``grand_slam=forbidden``)."""


@dataclass(frozen=True, slots=True)
class SowingMove(Move):
    """Sowing the seeds of the house in ``pit``.

    ``kind`` is a hint for move ordering and ``houses`` the board size for the notation; neither
    takes part in equality, so a move built from its pit alone equals the listed move.
    """

    pit: Location
    """The house emptied."""
    kind: SowingKind = field(default=SowingKind.PLAIN, compare=False, repr=False)
    """What the sowing does (extra turn, capture), for move ordering only."""
    houses: int = field(default=6, compare=False, repr=False)
    """Houses a side on the board the move belongs to."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """The house the player selects."""
        return (self.pit,)

    @property
    def house(self) -> int:
        """The house number as the mover counts them."""
        return self.pit + 1 if self.pit < self.houses else self.pit - self.houses

    @property
    def notation(self) -> str:
        """The house number as the mover counts them, "1" to "6" (or "7")."""
        return str(self.house)


@dataclass(frozen=True, slots=True)
class SowingCapture(SowingMove):
    """A sowing that captures, with what it takes (for the threats query)."""

    captured: tuple[Location, ...] = field(default=(), compare=False)
    """The opponent's houses emptied into the capturer's store."""
    seeds: int = field(default=0, compare=False)
    """Seeds taken in all (in Kalah with the sowing's own last seed)."""


__all__ = ["Refusal", "SowingCapture", "SowingKind", "SowingMove"]
