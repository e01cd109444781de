"""Typed moves on square boards: the square names a player types, read into places.

Three shapes are shared by several games, each a class for a game's state to inherit:

- a *path* (:class:`SquarePathTyped`) names every square in order, joined by "-", "x", ":" or
  spaces, or by nothing ("c3-e5-c7", "c3xe5", "c3 e5", "c3e5": Alquerque, the Halma family);
- a *step* (:class:`SquareStepTyped`) names a start and a target matched by a pattern
  (:data:`START_TARGET`, "a2-a3", "b2xc3", "a2a3", or the game's own), or one square alone
  (Breakthrough, Rakado, Tablut);
- a *placement* (:class:`SquarePlacementTyped`) names one square, "h8", also as said aloud,
  "h 8" (Gomoku, Reversi).

Names that have the shape of a square but lie off the board ("z9") are told apart from other
unreadable text, so that a player hears "off the board".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from accessible_games.engine.grid import looks_algebraic, parse_algebraic, square_index
from accessible_games.engine.sized import SizedGame
from accessible_games.engine.state import State
from accessible_games.engine.types import (
    IllegalMoveError,
    InvalidMoveError,
    Location,
    Move,
    Reason,
    ReasonCode,
)

MOVE_SEPARATOR = re.compile(r"\s*[-x:]\s*|\s+")
"""What may stand between the squares of a typed path: "-", "x", ":" or spaces."""

RUN_TOGETHER = re.compile(r"(?:[a-z][1-9][0-9]?){2,}")
"""Square names typed with nothing between them ("c2c3"), as in the draughts games."""

SQUARE_NAME = re.compile(r"[a-z][1-9][0-9]?")
"""One square's name inside :data:`RUN_TOGETHER`."""

START_TARGET = re.compile(r"^\s*([a-z][0-9]{1,2})\s*(?:[-x:]|\s)?\s*([a-z][0-9]{1,2})\s*$")
"""A start and a target square joined by "-", "x", ":", spaces or nothing ("a2-a3", "b2xc3",
"a2 a3", "a2a3"): the two groups are their names."""

SPACED_SQUARE = re.compile(r"^\s*([a-zA-Z])\s+([0-9]{1,2})\s*$")
"""A square typed with a space between its letter and its number ("h 8"), as it is said."""


def path_names(text: str) -> list[str]:
    """The words of a typed path, lower case, a run of square names typed together ("c2c3",
    "c1e3g5") parted into its names."""
    names: list[str] = []
    for token in MOVE_SEPARATOR.split(text.strip().lower()):
        if RUN_TOGETHER.fullmatch(token):
            names += SQUARE_NAME.findall(token)
        elif token:
            names.append(token)
    return names


def parse_square_path(text: str, width: int, height: int) -> tuple[Location, ...] | None:
    """The squares a typed path names, in order; None when it names none, or a word in it is
    not a square of this board."""
    tokens = path_names(text)
    if not tokens:
        return None
    squares = []
    for token in tokens:
        square = parse_algebraic(token, width, height)
        if square is None:
            return None
        squares.append(square)
    return tuple(squares)


def square_names(text: str, pattern: re.Pattern[str]) -> list[str]:
    """The square names of a typed two-square move: the first two groups of ``pattern`` when it
    matches the lower-case text, else the whole text as one name."""
    word = text.strip().lower()
    match = pattern.match(word)
    return [match.group(1), match.group(2)] if match else [word]


def parse_square_names(names: Sequence[str], width: int,
                       height: int) -> tuple[Location, ...] | None:
    """The squares ``names`` name, in order; None when one is not a square of this board."""
    squares = [parse_algebraic(name, width, height) for name in names]
    if any(s is None for s in squares):
        return None
    return tuple(s for s in squares if s is not None)


def check_typed_squares(state: State, text: str, names: Sequence[str], width: int,
                        height: int) -> None:
    """What is checked before typed ``text`` is matched against the legal moves.

    Raises:
        IllegalMoveError: GAME_OVER when the game is over; OFF_BOARD when one of ``names`` has
            the shape of a square name but lies off this board.
    """
    if state.is_terminal():
        raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
    for name in names:
        if looks_algebraic(name) and parse_algebraic(name, width, height) is None:
            raise IllegalMoveError(text, off_board(name, width, height))


def off_board(name: str, width: int, height: int) -> Reason:
    """The refusal of a typed square ``name`` that is not on a board of ``width`` by
    ``height``: the name as typed, and the board's first and last squares (a1 and h8 on 8x8)
    as its places, for the refusal to say which squares there are."""
    first = square_index(0, 0, width)
    last = square_index(width - 1, height - 1, width)
    return Reason(ReasonCode.OFF_BOARD, (first, last), typed=name.strip().lower())


class SquareTyped(State):
    """A state whose moves are typed as square names on a square board: a name with the shape
    of a square that lies off the board ("c9") is refused as such, not as unreadable text,
    before the legal moves are matched. Each shape below says which words are square names."""

    @property
    def typed_size(self) -> int:
        """Game hook: squares per side of the board the typed names are read on; the option
        ``size`` of a :class:`SizedGame` unless a game says otherwise."""
        if isinstance(self.game, SizedGame):
            return self.game.size
        raise NotImplementedError

    def typed_names(self, text: str) -> Sequence[str]:
        """Game hook: the words of typed ``text`` that are to name squares (the case and the
        spaces around a word do not matter)."""
        raise NotImplementedError

    def parse_move(self, text: str) -> Move:
        """The legal move a typed text names; a square off the board is refused as such.

        Raises:
            InvalidMoveError: the text is unreadable.
            IllegalMoveError: readable but not legal; the reason says why.
        """
        check_typed_squares(self, text, self.typed_names(text), self.typed_size,
                            self.typed_size)
        return super().parse_move(text)


class SquarePathTyped(SquareTyped):
    """Moves typed as paths of squares (:func:`path_names`): Alquerque, the Halma family, whose
    own ``parse_parts`` read their words for passing and forfeits besides."""

    def typed_names(self, text: str) -> Sequence[str]:
        """Every word of the path (:func:`path_names`)."""
        return path_names(text)


class SquareNamesTyped(SquareTyped):
    """Moves typed as one square or a few squares, read into the move's parts as they are
    named; the shapes below say which names a text holds. A path of more squares than a move
    names ("d1-d3-d4" where a move is a start and a target) is refused as such: read another
    way (its start and its end), it was played as a move the player did not type."""

    move_squares: ClassVar[int] = 2
    """How many squares a move names: a start and a target, or one for a placement."""

    def parse_move(self, text: str) -> Move:
        """The legal move a typed text names; a square off the board, or a path of more
        squares than a move names, is refused as such.

        Raises:
            InvalidMoveError: the text is unreadable.
            IllegalMoveError: readable but not legal; the reason says why (MORE_SQUARES for a
                path longer than a move).
        """
        path = path_names(text)
        # Read as one word (not the game's own form, Tablut's "e8-e7xd7" with its capture),
        # yet more square names than a move has.
        if len(self.typed_names(text)) == 1 < len(path) and len(path) > self.move_squares \
                and all(looks_algebraic(name) for name in path):
            size = self.typed_size
            check_typed_squares(self, text, path, size, size)
            squares = parse_square_names(path, size, size) or ()
            raise IllegalMoveError(text, self.more_squares(text, squares))
        return super().parse_move(text)

    def more_squares(self, text: str, squares: tuple[Location, ...]) -> Reason:
        """The refusal of ``squares``, typed as ``text``, more than a move names; its example
        a move from the first of them, to the last where one goes there (what was likely
        meant), else any move of the player's."""
        moves = [m for m in self.legal_moves() if len(m.parts) == self.move_squares]
        starting = [m for m in moves if m.parts[0] == squares[0]]
        meant = [m for m in starting if m.parts[-1] == squares[-1]]
        example = (meant or starting or moves)[:1]
        return Reason(ReasonCode.MORE_SQUARES, squares, tuple(example),
                      count=self.move_squares, typed=text.strip())

    def move_expectation(self) -> str:
        """Game hook: the English description of the typed form, for the unreadable error."""
        raise NotImplementedError

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The squares the typed text names, in order.

        Raises:
            InvalidMoveError: a name is not a square of this board (:meth:`move_expectation`).
        """
        squares = parse_square_names(self.typed_names(text), self.typed_size, self.typed_size)
        if squares is None:
            raise InvalidMoveError(text, self.move_expectation())
        return squares


class SquareStepTyped(SquareNamesTyped):
    """Moves typed as a start and a target square matched by :attr:`typed_pattern`, or one
    square alone (Breakthrough, Rakado, Tablut): (start, end) or (square,)."""

    typed_pattern: ClassVar[re.Pattern[str]] = START_TARGET
    """The start and the target as its first two groups; a game may add more to it (Tablut's
    captured squares after "x")."""

    def typed_names(self, text: str) -> Sequence[str]:
        """The start and the target when the pattern matches, else the whole text as one."""
        return square_names(text, self.typed_pattern)


class SquarePlacementTyped(SquareNamesTyped):
    """Moves typed as one square, "h8", or as it is said aloud, "h 8" (Gomoku, Reversi, whose
    own ``parse_parts`` reads its words for passing): (square,)."""

    move_squares = 1

    def typed_names(self, text: str) -> Sequence[str]:
        """The whole text as one name."""
        return [text]

    def parse_move(self, text: str) -> Move:
        """The legal move a typed square names, "h 8" read as "h8".

        Raises:
            InvalidMoveError: the text is unreadable.
            IllegalMoveError: off the board, taken, or the game is over.
        """
        # "h 8", as a square is said aloud, is h8: it was read only while h8 was free, and
        # on a taken square it was "I cannot read" instead of whose stone is there.
        spaced = SPACED_SQUARE.match(text)
        if spaced:
            text = spaced.group(1) + spaced.group(2)
        return super().parse_move(text)
