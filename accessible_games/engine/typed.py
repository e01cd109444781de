"""Typed moves on square boards: the square names a player types, read into places.

Two forms are shared by several games. A *path* names every square in order, joined by "-",
"x", ":" or spaces, or by nothing ("c3-e5-c7", "c3xe5", "c3 e5", "c3e5": Alquerque, the Halma
family). A *two-square*
move names a start and a target matched by the game's own pattern ("a2-a3", "a2a3"), or one
square alone (Breakthrough, Tablut). Names that have the shape of a square but lie off the board
("z9") are told apart from other unreadable text, so that a player hears "off the board".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from accessible_games.engine.grid import looks_algebraic, parse_algebraic, square_index
from accessible_games.engine.state import State
from accessible_games.engine.types import IllegalMoveError, Location, Move, Reason, ReasonCode

MOVE_SEPARATOR = re.compile(r"\s*[-x:]\s*|\s+")
"""What may stand between the squares of a typed path: "-", "x", ":" or spaces."""

RUN_TOGETHER = re.compile(r"(?:[a-z][1-9][0-9]?){2,}")
"""Square names typed with nothing between them ("c2c3"), as in the draughts games."""

SQUARE_NAME = re.compile(r"[a-z][1-9][0-9]?")
"""One square's name inside :data:`RUN_TOGETHER`."""


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


class SquarePathTyped(State):
    """A state whose moves are typed as paths of squares (:func:`path_names`) on a square board
    (Alquerque, the Halma family): a square off the board ("b2-c9") is told as such, not as
    unreadable text, before the legal moves are matched."""

    typed_size: ClassVar[int]
    """Squares per side of the board the typed names are read on."""

    def parse_move(self, text: str) -> Move:
        """The legal move a typed text names; a square off the board is refused as such.

        Raises:
            InvalidMoveError: the text is unreadable.
            IllegalMoveError: readable but not legal; the reason says why.
        """
        check_typed_squares(self, text, path_names(text), self.typed_size, self.typed_size)
        return super().parse_move(text)
