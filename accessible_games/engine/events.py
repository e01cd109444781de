"""Events: the structured facts a move caused.

Narration speaks events; it never re-derives rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.types import Location, Outcome, Player


class Piece(Enum):
    """Kinds of pieces across games; narration names them per game and language."""

    MAN = "man"
    """An uncrowned draughts piece."""
    KING = "king"
    """A crowned draughts piece."""
    DISC = "disc"
    """A Reversi disc."""
    TOKEN = "token"
    """A generic counter (toy games, tests)."""
    STONE = "stone"
    """A Gomoku stone."""
    PAWN = "pawn"
    KNIGHT = "knight"
    BISHOP = "bishop"
    ROOK = "rook"
    QUEEN = "queen"
    MAHARAJAH = "maharajah"
    """Chess pieces (the chess king is KING); the maharajah moves as queen or knight."""
    ELEPHANT = "elephant"
    CAMEL = "camel"
    HORSE = "horse"
    DOG = "dog"
    CAT = "cat"
    RABBIT = "rabbit"
    """Arimaa pieces, strongest first."""


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""


@dataclass(frozen=True, slots=True)
class PieceMoved(Event):
    """A piece went along ``path`` (start, every landing place, end)."""

    player: Player
    piece: Piece
    path: tuple[Location, ...]


@dataclass(frozen=True, slots=True)
class PieceCaptured(Event):
    """``player`` took the opposing piece that stood on ``location``."""

    player: Player
    location: Location
    piece: Piece


@dataclass(frozen=True, slots=True)
class Promoted(Event):
    """A piece of ``player`` on ``location`` became ``piece`` (a man crowned king)."""

    player: Player
    location: Location
    piece: Piece


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """``player`` put a new ``piece`` on ``location``."""

    player: Player
    location: Location
    piece: Piece


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    """Discs on ``locations`` turned to ``player``'s colour, in reading order of the lines."""

    player: Player
    locations: tuple[Location, ...]


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``player`` had no move and passed."""

    player: Player


@dataclass(frozen=True, slots=True)
class Sown(Event):
    """``player`` emptied ``house`` and sowed ``seeds`` seeds along ``path``.

    ``path`` lists every pit a seed fell in.

    ``path`` may visit a pit more than once when the seeds go around the board.
    """

    player: Player
    house: Location
    seeds: int
    path: tuple[Location, ...]


@dataclass(frozen=True, slots=True)
class SeedsCaptured(Event):
    """``player`` moved ``seeds`` seeds from ``sources`` into their store."""

    player: Player
    sources: tuple[Location, ...]
    seeds: int


@dataclass(frozen=True, slots=True)
class ExtraTurn(Event):
    """``player`` moves again (the last seed fell in their own store)."""

    player: Player


@dataclass(frozen=True, slots=True)
class SeedsSwept(Event):
    """At the end, ``seeds`` seeds left in ``player``'s houses went to their store."""

    player: Player
    seeds: int


@dataclass(frozen=True, slots=True)
class ChanceRolled(Event):
    """Chance produced ``value`` (a die roll, a deal) for ``player``'s benefit or nobody (-1)."""

    player: Player
    value: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over with ``outcome``."""

    outcome: Outcome


@dataclass(frozen=True, slots=True)
class Private(Event):
    """An event only ``audience`` may see (a dealt card, a card passed to the partner).

    Everybody else is told ``public`` instead, the redacted form ("West passes a card to
    East"), or nothing when ``public`` is None.
    """

    audience: frozenset[Player]
    """The seats that may see ``event``."""
    event: Event
    """The whole fact."""
    public: Event | None = None
    """What the other seats learn; None when they learn nothing."""


def event_for(event: Event, viewer: Player | None) -> Event | None:
    """What ``viewer`` (None: a spectator) may see of ``event``: the event itself, its public
    form, or None."""
    if not isinstance(event, Private):
        return event
    if viewer is not None and viewer in event.audience:
        return event_for(event.event, viewer)
    return None if event.public is None else event_for(event.public, viewer)


def events_for(events: tuple[Event, ...] | list[Event],
               viewer: Player | None) -> tuple[Event, ...]:
    """The events ``viewer`` may see, private ones replaced by their public form or left out."""
    seen = (event_for(event, viewer) for event in events)
    return tuple(event for event in seen if event is not None)


def seat_served(mover: Player, events: tuple[Event, ...] | list[Event]) -> Player | None:
    """The seat whose turn a move was: its mover, or for chance (``mover`` below 0) the seat
    a die was rolled for (:class:`ChanceRolled`; Rakado rolls for the seat to move), else
    None (a deal for everybody)."""
    if mover >= 0:
        return mover
    return next((e.player for e in events if isinstance(e, ChanceRolled) and e.player >= 0),
                None)
