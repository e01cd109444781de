"""Events every card game shares: a card dealt, a card turned up, the talon reshuffled."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.events import Event
from accessible_games.engine.types import Player


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """``seat`` received ``card`` from the talon (UNKNOWN in the public form)."""

    seat: Player
    card: int
    penalty: bool = False
    """True when the card is a penalty or a forced draw rather than part of the deal."""


@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    """``card`` was turned face up (the first card of the discard pile, a trump card)."""

    card: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played ``card`` face up."""

    seat: Player
    card: int
    renounced: int = -1
    """In a game where a trick must be followed: what the card failed to follow, which the
    table now knows ``seat`` holds none of (the led suit's value; in Doppelkopf the led
    class, trumps included); -1 when the card followed, led, or the game has no such rule."""
    trumped: bool = False
    """The card that renounced is a trump (it ruffs); False when it was thrown off."""
    overtrumped: bool = False
    """The ruff beats a trump that ruffed the trick before it (it overtrumps)."""
    undertrumped: bool = False
    """The ruff is lower than a trump already in the trick, so it cannot win (it
    undertrumps)."""


@dataclass(frozen=True, slots=True)
class TalonReshuffled(Event):
    """The discard pile but its top card was shuffled to form a new talon, which holds
    ``count`` cards once the draw it served is done."""

    count: int
