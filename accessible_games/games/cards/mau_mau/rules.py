"""Mau Mau's rules as data: options, the rule set they make, moves and events.

Defaults follow the seed (003): jack wishes a suit and may not go on a jack; 8 skips; 7 makes the
next player draw two, and 7s stack; 9 reverses; a player who cannot play draws one card and the
turn ends; the last card must be announced with "Mau" or the player draws one penalty card; an
empty talon is refilled from the discard pile. Every house rule is an option.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.events import Event
from accessible_games.engine.types import Move, Option, Player, Token, TokenKind
from accessible_games.games.cards.core import Rank

DECK_CHOICES = ("auto", "piquet32", "skat32", "french52", "double104")


class DrawRule(Enum):
    """What a player may do after drawing."""

    END = "end"
    """Drawing ends the turn (seed)."""
    PLAY_DRAWN = "play_drawn"
    """The drawn card may be played at once if it fits; otherwise the turn ends."""
    UNTIL = "until"
    """Crazy Eights: draw up to ``max_draws`` cards, play any card that fits, or pass."""


OPTIONS: tuple[Option, ...] = (
    Option("players", 4, tuple(range(2, 8)), "number of players, 2 to 7"),
    Option("deck", "auto", DECK_CHOICES, "pack: auto is 32 cards up to 4 players, 52 above"),
    Option("hand_size", 0, (0, 5, 6, 7), "cards dealt each; 0: 7 for two players, else 5"),
    Option("draw_rule", "end", tuple(r.value for r in DrawRule),
           "after drawing: end the turn, play the drawn card, or draw until able (Crazy Eights)"),
    Option("must_play", True, (), "a player who can play may not draw instead"),
    Option("max_draws", 5, (), "most cards drawn in one turn under draw_rule=until"),
    Option("jack_on_jack", False, (), "a jack may be played on a jack"),
    Option("seven", True, (), "a 7 makes the next player draw two, 7s stack"),
    Option("eight", True, (), "an 8 makes the next player miss a turn"),
    Option("reverse", "9", ("9", "10", "none"), "the rank that reverses the direction"),
    Option("mau_penalty", 1, (0, 1, 2, 3), "penalty cards for a missed Mau; 0: no call"),
    Option("play_on", False, (), "play on after the first player is out, to rank everyone"),
    Option("scoring", "win", ("win", "points"),
           "win: the first to win target deals wins; points: after target deals the fewest "
           "points left in hand win"),
    Option("target", 1, tuple(range(1, 11)), "deals a player must win to win the game"),
    Option("dealer", 0, tuple(range(7)),
           "the first dealer's seat, counted from 0 (below the number of players); the deal "
           "passes to the left"),
    Option("throw_in", False, (),
           "out of turn, a card identical to the top card may be thrown in (two packs only)"),
)

CARD_POINTS = {Rank.JACK: 20, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3}
"""Points of a card left in hand under scoring=points; other ranks count their number."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game, read once."""

    players: int
    deck: str
    hand_size: int
    draw_rule: DrawRule
    must_play: bool
    max_draws: int
    jack_on_jack: bool
    seven: bool
    eight: bool
    reverse: Rank | None
    mau_penalty: int
    play_on: bool
    points: bool
    target: int
    dealer: int
    throw_in: bool = False

    @classmethod
    def from_options(cls, options: dict[str, object]) -> Rules:
        """The rule set of a game's option values."""
        players = int(options["players"])  # type: ignore[call-overload]
        deck = str(options["deck"])
        if deck == "auto":
            deck = "piquet32" if players <= 4 else "french52"
        size = int(options["hand_size"])  # type: ignore[call-overload]
        if size == 0:
            size = 7 if players == 2 else 5
        reverse = {"9": Rank.NINE, "10": Rank.TEN, "none": None}[str(options["reverse"])]
        return cls(players, deck, size, DrawRule(options["draw_rule"]),
                   bool(options["must_play"]), int(options["max_draws"]),  # type: ignore[call-overload]
                   bool(options["jack_on_jack"]), bool(options["seven"]), bool(options["eight"]),
                   reverse, int(options["mau_penalty"]),  # type: ignore[call-overload]
                   bool(options["play_on"]), options["scoring"] == "points",
                   int(options["target"]), int(options["dealer"]) % players,  # type: ignore[call-overload]
                   bool(options.get("throw_in", False)))


# -- moves ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Play ``card``; a jack names ``wish`` (a suit value); ``mau`` announces the last card."""

    card: int
    wish: int = -1
    mau: bool = False

    @property
    def parts(self) -> tuple[Token, ...]:
        """The card, the wished suit, the call."""
        parts = [Token(TokenKind.CARD, self.card)]
        if self.wish >= 0:
            parts.append(Token(TokenKind.SUIT, self.wish))
        if self.mau:
            parts.append(Token(TokenKind.CHOICE, CALL_MAU))
        return tuple(parts)

    @property
    def notation(self) -> str:
        """"play 12", "play 3 wish 2", "play 7 mau"."""
        text = f"play {self.card}"
        if self.wish >= 0:
            text += f" wish {self.wish}"
        return text + (" mau" if self.mau else "")


CALL_MAU = 1
DRAW = 2
PASS = 3
DECLINE = 4
"""The choice of a player asked whether to throw in an identical card: keep it."""


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Draw from the talon (one card, or every card the 7s have stacked up)."""

    @property
    def parts(self) -> tuple[Token, ...]:
        """The choice to draw."""
        return (Token(TokenKind.CHOICE, DRAW),)

    @property
    def notation(self) -> str:
        """"draw"."""
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """End the turn without playing (keep a drawn card; nothing left to draw)."""

    @property
    def parts(self) -> tuple[Token, ...]:
        """The choice to pass."""
        return (Token(TokenKind.CHOICE, PASS),)

    @property
    def notation(self) -> str:
        """"pass"."""
        return "pass"


# -- events -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SuitWished(Event):
    """``seat`` played a jack and wished ``suit`` (a Suit value)."""

    seat: Player
    suit: int


@dataclass(frozen=True, slots=True)
class DrawStacked(Event):
    """A 7 was played: ``seat`` must now draw ``total`` cards or add a 7."""

    seat: Player
    total: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``seat`` drew ``count`` cards (``forced`` by 7s); the cards go privately."""

    seat: Player
    count: int
    forced: bool = False


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    """An 8: ``seat`` misses this turn."""

    seat: Player


@dataclass(frozen=True, slots=True)
class DirectionReversed(Event):
    """The direction of play changed; ``clockwise`` is the new one."""

    clockwise: bool


@dataclass(frozen=True, slots=True)
class MauCalled(Event):
    """``seat`` announced the last card."""

    seat: Player


@dataclass(frozen=True, slots=True)
class MauMissed(Event):
    """``seat`` kept one card without saying "Mau" and draws ``penalty`` cards."""

    seat: Player
    penalty: int


@dataclass(frozen=True, slots=True)
class KeptCard(Event):
    """``seat`` passed (kept the drawn card, or had nothing to draw)."""

    seat: Player


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """``seat`` has no cards left and finished in ``place`` (1 = won the deal)."""

    seat: Player
    place: int


@dataclass(frozen=True, slots=True)
class LeftLast(Event):
    """Playing on, ``seat`` is the one still holding cards when the others are out: it takes
    the last ``place``."""

    seat: Player
    place: int


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """A deal ended: ``winner`` won it; ``points`` left in each hand; ``wins`` so far."""

    winner: Player
    points: tuple[int, ...]
    wins: tuple[int, ...]
