"""Dog's options, moves and events.

Moves, in the order of a round: chance deals the cards (:class:`~..state.Deal`); every seat
gives one card to its partner (:class:`Give`); then seats play cards (:class:`Play`). A seven
is played as its own move and then used up by :class:`Step` moves of the same player, each
moving one marble some of the seven fields with a running count; :class:`UndoStep` takes the
last step of the seven back while the split is under way. A player without a playable card
shows the hand and sits out the round (:class:`Fold`, then the only legal move).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from accessible_games.engine.events import Event
from accessible_games.engine.types import Move, Option, Part, Player, Token, TokenKind
from accessible_games.games.cards.core import Rank

ROUND_SIZES = (6, 5, 4, 3, 2)
"""Cards per seat in the rounds of one cycle; then the pack is gathered and shuffled again."""

STEPS = {Rank.TWO: 2, Rank.THREE: 3, Rank.FIVE: 5, Rank.SIX: 6, Rank.EIGHT: 8, Rank.NINE: 9,
         Rank.TEN: 10, Rank.QUEEN: 12}
"""Cards that only move one marble forward, with their number of fields."""

JOKER_ORDER = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT,
               Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)
"""The cards a joker may stand for, in the order its moves are listed; a joker move that does
exactly what an earlier rank already does (the king's start after the ace's) is left out."""

OPTIONS = (
    Option("starter", 0, (0, 1, 2, 3), "the seat that starts the first round"),
    Option("land_on_team", "home", ("home", "forbidden"),
           "D5.6: ending a move on an own or partner marble sends it home, or is not allowed"),
    Option("jack_partner", True, (True, False),
           "D5.7: the jack may swap with the partner's marbles"),
    Option("jack_own", True, (True, False), "the jack may swap two of the player's own marbles"),
    Option("seven_into_goal", True, (True, False),
           "D5.4: parts of a split seven may enter the goal lane"),
    Option("seven_partner", True, (True, False),
           "D5.4: a player whose last marble gets home during a seven moves the partner's "
           "marbles with the rest"),
    Option("split_undo", True, (True, False),
           "offer taking back a step of a seven while the split is under way"),
)


class Action(Enum):
    """What a played card does."""

    START = "start"
    """A marble comes out of the kennel onto its start field (ace, king)."""
    FORWARD = "forward"
    BACKWARD = "backward"
    """The four, backwards."""
    SWAP = "swap"
    """The jack."""
    SEVEN = "seven"
    """The seven: the split follows as steps."""


JOKER_ALSO = {(Rank.ACE, Action.START): (Rank.KING,)}
"""A joker's ways listed under one rank (with its action) that later ranks of
:data:`JOKER_ORDER` also go, and so may be named with: the ace's way out of the kennel is the
king's."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The options as typed values."""

    starter: int = 0
    land_on_team: bool = True
    """True: landing on an own or partner marble sends it home (D5.6 as recommended)."""
    jack_partner: bool = True
    jack_own: bool = True
    seven_into_goal: bool = True
    seven_partner: bool = True
    split_undo: bool = True

    @classmethod
    def from_options(cls, options: dict[str, object]) -> Rules:
        """The rules for a game's option values."""
        return cls(int(options["starter"]),  # type: ignore[call-overload]
                   options["land_on_team"] == "home", bool(options["jack_partner"]),
                   bool(options["jack_own"]), bool(options["seven_into_goal"]),
                   bool(options["seven_partner"]), bool(options["split_undo"]))


@dataclass(frozen=True, slots=True)
class Give(Move):
    """``seat`` gives ``card`` face down to the partner."""

    seat: Player
    card: int

    @property
    def parts(self) -> tuple[Part, ...]:
        """The card."""
        return (Token(TokenKind.CARD, self.card),)

    @property
    def notation(self) -> str:
        """"give 17"."""
        return f"give {self.card}"


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Play ``card`` as ``rank`` (its own rank, or the rank a joker stands for).

    ``marble`` is the place of the marble that moves (for a start: the kennel place it leaves)
    and ``target`` where it ends (for a swap: the other marble's place); both are -1 for a
    seven, whose fields follow as :class:`Step` moves.
    """

    card: int
    rank: Rank
    action: Action
    marble: int = -1
    target: int = -1
    joker: bool = False
    named: Rank | None = field(default=None, compare=False)
    """For a joker, the rank the player named when the move is listed under another that does
    the same: the king for the ace's way out of the kennel. Not part of the move (equal moves,
    one legal move), but said, and kept in the notation and the parts, so a record, a replay
    and the other seats at an online table say it as the player did."""

    @property
    def said_rank(self) -> Rank:
        """The rank to say the joker stands for: the one the player named, else ``rank``."""
        return self.named or self.rank

    def forms(self) -> tuple[Play, ...]:
        """This move as listed, then as named with each other rank that goes the same way (a
        joker's way out of the kennel as the king's); a move without such a rank alone."""
        listed = replace(self, named=None) if self.named else self
        also = JOKER_ALSO.get((self.rank, self.action), ()) if self.joker else ()
        return (listed, *(replace(listed, named=rank) for rank in also))

    @property
    def parts(self) -> tuple[Part, ...]:
        """The card, for a joker the rank it stands for as named, then the marble and its
        target."""
        parts: tuple[Part, ...] = (Token(TokenKind.CARD, self.card),)
        if self.joker:
            parts += (Token(TokenKind.RANK, self.said_rank.value),)
        if self.action is not Action.SEVEN:
            parts += (self.marble, self.target)
        return parts

    @property
    def notation(self) -> str:
        """"play 17 5-9", "play 108 as 4 5<1", "play 30 seven"; a joker named as
        another rank than the one it is listed under says the named one ("play 108 as 13
        66+0", the king's way out, listed as the ace's "as 14")."""
        head = f"play {self.card}" + (f" as {self.said_rank.value}" if self.joker else "")
        if self.action is Action.SEVEN:
            return f"{head} seven"
        sign = {Action.SWAP: "x", Action.BACKWARD: "<", Action.START: "+"}.get(self.action, "-")
        return f"{head} {self.marble}{sign}{self.target}"


@dataclass(frozen=True, slots=True)
class Step(Move):
    """Move the marble on ``marble`` forward to ``target`` with part of a seven."""

    marble: int
    target: int

    @property
    def parts(self) -> tuple[Part, ...]:
        """The marble and where it ends."""
        return (self.marble, self.target)

    @property
    def notation(self) -> str:
        """"step 5-8"."""
        return f"step {self.marble}-{self.target}"


@dataclass(frozen=True, slots=True)
class UndoStep(Move):
    """Take back the last step of the seven being split."""

    @property
    def parts(self) -> tuple[Part, ...]:
        """One choice token."""
        return (Token(TokenKind.CHOICE, 1),)

    @property
    def notation(self) -> str:
        """"undo step"."""
        return "undo step"


@dataclass(frozen=True, slots=True)
class Fold(Move):
    """No card can be played: show the hand, discard it and sit out the round."""

    @property
    def parts(self) -> tuple[Part, ...]:
        """One choice token."""
        return (Token(TokenKind.CHOICE, 0),)

    @property
    def notation(self) -> str:
        """"fold"."""
        return "fold"


# -- events ------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """``seat`` gave ``card`` to ``to`` (UNKNOWN in the form the opponents and, until the
    exchange is complete, the partner are shown)."""

    seat: Player
    to: Player
    card: int


@dataclass(frozen=True, slots=True)
class CardReceived(Event):
    """The exchange is complete: ``seat`` took ``card`` from ``giver`` (UNKNOWN for the
    opponents)."""

    seat: Player
    giver: Player
    card: int


@dataclass(frozen=True, slots=True)
class CardUsed(Event):
    """``seat`` played ``card`` as ``rank`` with ``action``; for a joker ``joker`` is True."""

    seat: Player
    card: int
    rank: Rank
    action: Action
    joker: bool


@dataclass(frozen=True, slots=True)
class MarbleMoved(Event):
    """A marble of ``owner`` went from ``start`` to ``end`` (``fields`` forward, or backward
    when negative), moved by ``seat``; ``path`` holds every place stepped on."""

    seat: Player
    owner: Player
    start: int
    end: int
    fields: int
    path: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MarbleEntered(Event):
    """A marble of ``owner`` came out of the kennel onto its start field."""

    seat: Player
    owner: Player
    field: int


@dataclass(frozen=True, slots=True)
class MarblesSwapped(Event):
    """The jack: the marble of ``owner`` on ``place`` and that of ``other_owner`` on
    ``other`` changed places."""

    seat: Player
    owner: Player
    place: int
    other_owner: Player
    other: int


@dataclass(frozen=True, slots=True)
class SentHome(Event):
    """A marble of ``owner`` on ``place`` was sent back to its kennel by ``seat``."""

    seat: Player
    owner: Player
    place: int


@dataclass(frozen=True, slots=True)
class SevenCount(Event):
    """Fields of the seven used so far by ``seat`` (``used`` of 7)."""

    seat: Player
    used: int


@dataclass(frozen=True, slots=True)
class StepTakenBack(Event):
    """``seat`` took back the last step of the seven; ``used`` fields remain used."""

    seat: Player
    used: int


@dataclass(frozen=True, slots=True)
class SatOut(Event):
    """``seat`` had no playable card, showed ``cards`` and sits out the round."""

    seat: Player
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``number`` (from 1) begins: ``size`` cards each, ``starter`` plays first."""

    number: int
    size: int
    starter: Player


@dataclass(frozen=True, slots=True)
class MarbleHome(Event):
    """A marble of ``owner`` reached the goal lane; ``home`` of its four are in now."""

    owner: Player
    home: int


@dataclass(frozen=True, slots=True)
class PartnerMarbles(Event):
    """All four of ``seat``'s marbles are in its goal lane and its partnership has not won
    yet: from now on ``seat`` moves the marbles of ``partner``."""

    seat: Player
    partner: Player
