"""Doppelkopf's moves (reservations, announcements, cards) and its events."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from accessible_games.engine.events import Event
from accessible_games.engine.types import Move, Player, Token, TokenKind
from accessible_games.games.cards.tricks import PlayCard as PlayCard


class Reservation(Enum):
    """What a player says before the first card: healthy, a wedding, or a solo.

    The solos carry the number of their :class:`~.rules.Contract`.
    """

    HEALTHY = 0
    WEDDING = 1
    QUEEN_SOLO = 2
    JACK_SOLO = 3
    CLUBS_SOLO = 4
    SPADES_SOLO = 5
    HEARTS_SOLO = 6
    DIAMONDS_SOLO = 7
    MEATLESS = 8

    @property
    def is_solo(self) -> bool:
        """True for a solo."""
        return self.value >= 2


UNSAID = -1
"""``DoppelkopfState.said`` of a seat that has not spoken yet."""
HELD = -2
"""``said`` of a seat as another seat knows it: a reservation whose kind is not told (it is
told only when it is the game played, as at the table)."""


CHOICE_RESERVE = 100
"""Move tokens: a reservation is the choice CHOICE_RESERVE + its value."""
CHOICE_ANNOUNCE = 200
"""An announcement is the choice CHOICE_ANNOUNCE + its level."""
CHOICE_PARTY = 300
"""The first announcement (Re or Kontra) as a legal move, whose mover's party is known, is the
choice CHOICE_PARTY + that party, so the move builder can name it."""


@dataclass(frozen=True, slots=True)
class Reserve(Move):
    """Say healthy, or name a reservation (a wedding or a solo).

    A reservation is seen by its own player only; the others learn that the seat has one
    (:class:`ReservationSaid` without its kind). Healthy is public."""

    kind: Reservation
    seat: Player = field(default=-1, compare=False)
    """The seat that says it, filled in when it is made (so a seat's view can hide the
    others' reservations); -1 as typed or as a legal move. Not compared."""

    @property
    def parts(self) -> tuple[Token, ...]:
        """The reservation, as a choice token."""
        return (Token(TokenKind.CHOICE, CHOICE_RESERVE + self.kind.value),)

    @property
    def notation(self) -> str:
        """"reserve healthy", "reserve queen_solo"."""
        return f"reserve {self.kind.name.lower()}"


@dataclass(frozen=True, slots=True)
class Announce(Move):
    """Announce for one's own party up to ``level`` (0 Re or Kontra, 1 no 90 ... 4 schwarz);
    the lower levels not yet said are said with it."""

    level: int
    party: int = field(default=-1, compare=False)
    """The mover's party (0 Re, 1 Kontra) when the move comes from the legal moves, so that a
    list of choices can say "announce Re"; -1 when typed. Not compared: a typed announcement
    equals the legal one. Only the mover's own legal moves carry it, and the mover knows it."""

    @property
    def parts(self) -> tuple[Token, ...]:
        """The announcement, as a choice token (the party's own for Re or Kontra when known)."""
        if self.level == 0 and self.party >= 0:
            return (Token(TokenKind.CHOICE, CHOICE_PARTY + self.party),)
        return (Token(TokenKind.CHOICE, CHOICE_ANNOUNCE + self.level),)

    @property
    def notation(self) -> str:
        """"announce 0" (Re or Kontra) to "announce 4" (schwarz)."""
        return f"announce {self.level}"


@dataclass(frozen=True, slots=True)
class ReservationSaid(Event):
    """``seat`` said healthy or named its reservation; ``kind`` None in what the other seats
    are told of a reservation (its kind stays the seat's own until it is the game played)."""

    seat: Player
    kind: Reservation | None


@dataclass(frozen=True, slots=True)
class ContractChosen(Event):
    """The reservations decided the game: ``contract`` (a Contract value), played by
    ``soloist`` alone or as the wedding's holder (-1 in a normal game); ``leader`` leads."""

    contract: int
    soloist: Player
    leader: Player
    compulsory: bool = False
    """True when the solo is the soloist's compulsory solo."""


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """``seat`` announced for ``party`` (0 Re, 1 Kontra) up to ``level``, from ``previous``
    (the party's level before, -1 for none); ``reply`` marks a late answer to the other
    party's announcement."""

    seat: Player
    party: int
    level: int
    previous: int
    reply: bool


class Cause(Enum):
    """How a seat's party became known."""

    OWN_HAND = 0
    QUEEN = 1
    ANNOUNCED = 2
    SOLO = 3
    WEDDING = 4
    DEDUCED = 5


@dataclass(frozen=True, slots=True)
class PartyRevealed(Event):
    """Everybody now knows that ``seat`` plays for ``party`` (0 Re, 1 Kontra), by ``cause``."""

    seat: Player
    party: int
    cause: Cause


@dataclass(frozen=True, slots=True)
class WeddingClarified(Event):
    """The wedding of ``holder`` was settled in trick ``trick``: ``partner`` won it (-1: no
    foreign trick in the first three, the holder plays alone)."""

    holder: Player
    partner: Player
    trick: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` won the trick ``cards`` (in playing order, led by ``leader``) worth
    ``points`` card points; ``number`` counts the tricks of the deal from 1."""

    seat: Player
    leader: Player
    cards: tuple[int, ...]
    points: int
    number: int


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """A deal was scored (TSR 7): Re's seats and card points, tricks per party, the
    announcement levels, the winner (-1: nobody), the items, Re's value, each seat's points
    and the running totals."""

    deal: int
    contract: int
    re_seats: tuple[Player, ...]
    re_points: int
    tricks: tuple[int, int]
    said: tuple[int, int]
    winner: int
    items: tuple[tuple[str, int, int], ...]
    value: int
    seat_points: tuple[int, ...]
    totals: tuple[int, ...]
