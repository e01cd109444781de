"""Events only mancala games cause: relay sowing, grand slams, rounds and burnt houses.

The shared events (:class:`~accessible_games.engine.events.Sown`, ``SeedsCaptured``,
``ExtraTurn``, ``SeedsSwept``) cover Kalah; these add what Oware and Congkak need. Narration
speaks them; it never re-derives the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.events import Event
from accessible_games.engine.types import Location, Player


@dataclass(frozen=True, slots=True)
class Relayed(Event):
    """``player``'s last seed fell in the occupied house ``pit``, which now holds ``seeds``;
    they are picked up and sown on (Congkak relay sowing)."""

    player: Player
    pit: Location
    seeds: int


@dataclass(frozen=True, slots=True)
class RelayStopped(Event):
    """The engine's guard ended ``player``'s relay turn in ``pit`` after too many seeds."""

    player: Player
    pit: Location


@dataclass(frozen=True, slots=True)
class ChainCaptured(Event):
    """An Oware capture by counts: ``sources`` from the last house backward, and the seeds each
    held when taken (``counts``); the ``SeedsCaptured`` event that follows gives the total."""

    player: Player
    sources: tuple[Location, ...]
    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GrandSlamMade(Event):
    """``player``'s sowing would capture every seed on the opponent's side (Oware).

    ``sources`` are the houses that would be taken, from the last one backward, holding
    ``seeds`` seeds; ``captured`` says whether the capture was made (option ``capture_all``)
    or not (the default: the move captures nothing).
    """

    player: Player
    sources: tuple[Location, ...]
    seeds: int
    captured: bool


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Round ``number`` is over; ``stores`` holds each player's seeds (South, North)."""

    number: int
    stores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``number`` begins with ``starter`` to move; the houses were refilled from the stores.

    ``burnt`` lists the houses that could not be filled: they stay empty and are skipped by every
    sowing of this round (Congkak).
    """

    number: int
    starter: Player
    burnt: tuple[Location, ...]


__all__ = [
    "ChainCaptured", "GrandSlamMade", "Relayed", "RelayStopped", "RoundEnded", "RoundStarted",
]
