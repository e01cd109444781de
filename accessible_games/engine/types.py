"""Value types shared by every game: players, turns, moves, outcomes and reasons.

Everything here is immutable. Mutable game state lives in :mod:`accessible_games.engine.state`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

Player = int
"""A seat number, 0 for the first player to move in the standard setup."""

Location = int
"""A place in a game's topology: a square index (row * width + column), a pit, a field."""

CHANCE: Player = -1
"""The chance seat: what ``State.to_move`` returns at a chance turn (dice, shuffles, deals)."""


class TokenKind(Enum):
    """What a move part that is not a place names."""

    CARD = "card"
    """A card, by its stable id (two equal cards of a double deck are two ids)."""
    SUIT = "suit"
    """A suit, such as the one a Mau Mau jack wishes."""
    RANK = "rank"
    """A rank, where a game lets a player name one."""
    DIE = "die"
    """A die face, or which of several dice to use."""
    CHOICE = "choice"
    """A game's own choice by number (roll or play, an announcement, a reservation)."""


class Token(int):
    """A move part that names a thing rather than a place: a card, a suit, a choice.

    A token is an int (so every part of a move is an int and sorts and hashes like one), but
    it lives far above every board's locations, so a card never equals a square: the kind
    is folded into the number. ``Token(TokenKind.CARD, 17)`` names the card with id 17.
    """

    __slots__ = ()

    SPAN = 1 << 20
    """Values per kind; a token's value must be below this."""

    def __new__(cls, kind: TokenKind, value: int) -> Token:
        if not 0 <= value < cls.SPAN:
            raise ValueError(f"token value out of range: {value}")
        return super().__new__(cls, (_KIND_ORDER.index(kind) + 1) * cls.SPAN + value)

    @property
    def kind(self) -> TokenKind:
        """What the token names."""
        return _KIND_ORDER[int(self) // self.SPAN - 1]

    @property
    def value(self) -> int:
        """The card's stable id, the suit's number, the choice's code."""
        return int(self) % self.SPAN

    def __repr__(self) -> str:
        return f"Token(TokenKind.{self.kind.name}, {self.value})"

    def __reduce__(self) -> tuple[type[Token], tuple[TokenKind, int]]:
        return (Token, (self.kind, self.value))


_KIND_ORDER = tuple(TokenKind)


def is_token(part: int) -> bool:
    """True when a move part names a card, suit or choice rather than a place."""
    return isinstance(part, Token) or part >= Token.SPAN


Part = Location
"""One thing a person selects while making a move: a place, or a :class:`Token` (a card, a
suit or a choice), which is an int above every place."""


class TurnKind(Enum):
    """Who acts next."""

    PLAYER = "player"
    """A player chooses among the legal moves."""
    CHANCE = "chance"
    """Chance acts: the caller draws one of ``chance_outcomes()`` with its own random generator."""
    TERMINAL = "terminal"
    """The game is over."""


class Move:
    """Base of every move.

    A move is immutable and hashable. ``parts`` is the sequence of things a person selects to
    make the move (squares, points, pits, cards), so one generic move builder can narrow the legal
    moves part by part. ``notation`` is the game's canonical text for it.

    Subclasses are frozen dataclasses that carry what the game needs to apply the move quickly and
    what narration needs to describe it (captures, flips, promotion).
    """

    __slots__ = ()

    @property
    def parts(self) -> tuple[Part, ...]:
        """The places (or cards, suits, choices) a person selects, in order."""
        raise NotImplementedError

    @property
    def notation(self) -> str:
        """The canonical text of the move in the game's usual notation."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation


class EndReason(Enum):
    """Why a game ended."""

    NO_MOVES = "no_moves"
    """The player to move has no legal move."""
    NO_PIECES = "no_pieces"
    """The player to move has no pieces left."""
    BOARD_FULL = "board_full"
    """No player can move any more; counted by pieces on the board."""
    SIDE_EMPTY = "side_empty"
    """A mancala side ran out of seeds; the rest is swept and counted."""
    MAJORITY = "majority"
    """A player has more than half of everything that can be won."""
    REPETITION = "repetition"
    """The same position occurred too often."""
    MOVE_LIMIT = "move_limit"
    """Too many moves without progress."""
    RESIGNED = "resigned"
    """A player resigned."""
    AGREED = "agreed"
    """The players agreed on the result."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    ``winners`` holds the winning players (several for a team, none for a draw); ``scores``, when
    the game counts something (discs, seeds), holds one number per player, or one per team
    when ``scores_per_team`` says so.
    """

    winners: frozenset[Player]
    """The players who won; empty for a draw."""
    reason: EndReason
    """Why the game ended."""
    scores: tuple[int, ...] | None = None
    """Final counts per player (per team with ``scores_per_team``), when the game counts
    something."""
    scores_per_team: bool = field(default=False, kw_only=True)
    """True when ``scores`` holds one number per team, in the game's order of teams (Team
    draw counts a team's squares), not one per seat: no seat's own score can be read."""
    points: tuple[float, ...] | None = field(default=None, kw_only=True)
    """Game points per player when the game scores a deal or a game (Whist, Doppelkopf); the
    computer then plays for points rather than only for the win."""

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    @property
    def seat_scores(self) -> tuple[int, ...] | None:
        """One score per seat, when the game counts something for each seat; None when it
        counts nothing, or counts per team."""
        return None if self.scores_per_team else self.scores

    def returns(self, num_players: int) -> tuple[float, ...]:
        """+1 for each winner, -1 for each loser, 0 for everybody in a draw; with ``points``,
        each player's points scaled into -1..1 by the largest absolute value."""
        if self.points is not None:
            scale = max((abs(p) for p in self.points), default=0.0) or 1.0
            return tuple(p / scale for p in self.points)
        if self.is_draw:
            return tuple(0.0 for _ in range(num_players))
        return tuple(1.0 if p in self.winners else -1.0 for p in range(num_players))


@dataclass(frozen=True, slots=True)
class Proven:
    """A position's result with best play on both sides, known without searching (from an
    endgame table): who wins and in how many plies."""

    winners: frozenset[Player]
    """The players who win with best play; empty for a draw."""
    plies: int
    """Plies to the end with best play: the fewest the winner needs, the most the loser can
    hold out; 0 for a draw."""


class ReasonCode(Enum):
    """Why an attempted move is not legal. Narration turns each code into a sentence."""

    GAME_OVER = "game_over"
    """The game has ended."""
    NOT_YOUR_TURN = "not_your_turn"
    """Somebody else is to move."""
    OFF_BOARD = "off_board"
    """A named place is not on this board."""
    NOT_PLAYABLE = "not_playable"
    """The place exists but pieces never stand there (a light square in draughts)."""
    EMPTY = "empty"
    """There is no piece on the start place."""
    OPPONENT_PIECE = "opponent_piece"
    """The piece on the start place belongs to the opponent."""
    OCCUPIED = "occupied"
    """The target place is taken."""
    CANNOT_MOVE_THERE = "cannot_move_there"
    """This piece has no move to that place; the alternatives list its moves."""
    PIECE_HAS_NO_MOVES = "piece_has_no_moves"
    """This piece cannot move at all just now."""
    CAPTURE_MANDATORY = "capture_mandatory"
    """A capture is available and must be made; the alternatives list the captures."""
    CAPTURE_INCOMPLETE = "capture_incomplete"
    """A capture must go on while more pieces can be taken; alternatives are the full captures."""
    MUST_TAKE_MOST = "must_take_most"
    """The capture must take the most pieces; ``count`` is that number."""
    NO_FLIPS = "no_flips"
    """A disc placed there would not enclose any opposing disc."""
    EMPTY_HOUSE = "empty_house"
    """The chosen house holds no seeds."""
    NOT_YOUR_HOUSE = "not_your_house"
    """The chosen house is on the opponent's side."""
    MUST_PASS = "must_pass"
    """The player has no move and must pass."""
    CANNOT_PASS = "cannot_pass"
    """Passing is only allowed without any other move."""
    AMBIGUOUS = "ambiguous"
    """Several legal moves match what was given; the alternatives list them."""
    NOT_YOURS = "not_yours"
    """The named card or piece is not the player's own (or not known to be)."""
    STAYS = "stays"
    """The target typed is the start itself ("d1-d1"); the alternatives list the piece's moves."""
    MORE_SQUARES = "more_squares"
    """More squares were typed than the game's move names ("d1-d3-d4" where a move is a start
    and a target): the locations are the squares typed, ``count`` how many a move names (2, or
    1 for a placement), ``typed`` the text, the alternatives a move for an example (none while
    no move can be made)."""
    CANNOT_CASTLE = "cannot_castle"
    """Castling asked for ("O-O") is not allowed now; the locations are the king's start and
    target square, and the game tells why."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an attempt is illegal, as data.

    Narration speaks it; tests compare it. ``alternatives`` lists the legal moves that matter
    (the captures that are mandatory, the moves of the piece chosen), ``locations`` the places
    the reason is about, ``count`` a number the reason needs (pieces that must be taken).
    """

    code: ReasonCode
    """What kind of problem it is."""
    locations: tuple[Location, ...] = ()
    """The places the reason is about, in the order the player named them."""
    alternatives: tuple[Move, ...] = ()
    """Legal moves that help the player (the mandatory captures, this piece's moves)."""
    count: int | None = None
    """A number the reason needs, such as the pieces a capture must take."""
    typed: str = ""
    """What the player typed that names no place of this board (the "e55" of an off-board
    square), for the refusal to say back; "" when the places say all."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option a game offers, with its default and allowed values."""

    key: str
    """The option's name on the command line (``--option KEY=VALUE``)."""
    default: Any
    """The value used when none is given."""
    choices: tuple[Any, ...] = ()
    """Allowed values; empty means any value of the default's type."""
    doc: str = ""
    """A one-line English description for ``list --json`` and the docs."""

    def same_kind(self, value: Any) -> bool:
        """Whether ``value`` is of this option's kind: on or off (a bool) for a switch, and
        never for a number or a named value, though Python counts False as 0 and True as 1
        (the first dealer set to False was seat 0, and said "First dealer: off")."""
        return isinstance(value, bool) == isinstance(self.default, bool)

    def parse(self, text: str) -> Any:
        """Read a value for this option from text.

        Raises:
            InvalidOptionError: the text is not an allowed value.
        """
        kind = type(self.default)
        try:
            if kind is bool:
                lowered = text.strip().lower()
                if lowered in ("1", "true", "yes", "on", "ja", "an"):
                    value: Any = True
                elif lowered in ("0", "false", "no", "off", "nein", "aus"):
                    value = False
                else:
                    raise ValueError(text)
            else:
                value = kind(text.strip())
        except ValueError:  # on and off for a switch, none listed for a free number
            takes = (True, False) if kind is bool else ()
            raise InvalidOptionError(self.key, text, self.choices or takes) from None
        if self.choices and value not in self.choices:
            raise InvalidOptionError(self.key, text, self.choices)
        return value


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What kind of game this is (players, chance, information)."""

    num_players: int
    """How many seats the game has."""
    has_chance: bool = False
    """True when dice or shuffles act as a chance player."""
    perfect_information: bool = True
    """False when players hold hidden cards or parties."""
    teams: tuple[tuple[Player, ...], ...] = field(default=())
    """Fixed partnerships; empty when everybody plays alone."""


class GameError(ValueError):
    """Base of every error the engine raises about user input."""


class UnknownGameError(GameError):
    """No game has that id or alias."""

    def __init__(self, name: str) -> None:
        super().__init__(f"unknown game: {name!r}")
        self.name = name


@dataclass(frozen=True, slots=True)
class NumberRange:
    """Whole numbers from ``minimum`` up to ``maximum`` (no end when None), as a refused
    option's allowed values hold them where the numbers cannot be listed one by one; the
    narration says it in the player's language ("0 or more", "2 bis 9"), and what a number
    of it means (0: off) from the option's words."""

    minimum: int
    """The smallest number allowed."""
    maximum: int | None = None
    """The largest number allowed; None for no end."""


class InvalidOptionError(GameError):
    """An option key is unknown or its value is not allowed. ``allowed`` holds the values
    allowed (or, for an unknown key, the keys), each a value or a :class:`NumberRange`."""

    def __init__(self, key: str, value: str | None, allowed: tuple[Any, ...]) -> None:
        super().__init__(f"invalid option {key}={value!r}; allowed: {allowed!r}")
        self.key = key
        self.value = value
        self.allowed = allowed


class InvalidMoveError(GameError):
    """The text cannot be read as a move of this game."""

    def __init__(self, text: str, expected: str) -> None:
        super().__init__(f"cannot read {text!r} as a move; expected {expected}")
        self.text = text
        self.expected = expected
        """A short English description of the expected form, e.g. "11-15 or c3-d4"."""


class IllegalMoveError(GameError):
    """The move is readable but not legal here; ``reason`` says why."""

    def __init__(self, text: str, reason: Reason) -> None:
        super().__init__(f"illegal move {text!r}: {reason.code.value}")
        self.text = text
        self.reason = reason


class InvalidPositionError(GameError):
    """A position text is malformed or describes an impossible position."""

    def __init__(self, text: str, problem: str, expected: str) -> None:
        super().__init__(f"invalid position {text!r}: {problem}; expected {expected}")
        self.text = text
        self.problem = problem
        self.expected = expected


@dataclass(frozen=True, slots=True)
class HiddenMove(Move):
    """What a seat is shown of a move it may not see (another player's dealt card): only that
    somebody moved. Narration speaks such a move from its public events."""

    @property
    def parts(self) -> tuple[Part, ...]:
        return ()

    @property
    def notation(self) -> str:
        return "?"
