"""Mancala texts: typed house numbers and the position format.

Moves are house numbers 1..n as the mover counts them (house 1 is the mover's leftmost house
seen from their own side, the first in their sowing order). Typed forms: ``3``, ``house 3``,
``Haus 3``, ``h3``.

Positions (docs/formats.md)::

    4,4,4,4,4,4/0/4,4,4,4,4,4/0 S

South's houses 1..n / South's store / North's houses 1..n / North's store, a space, and ``S`` or
``N`` for the side to move.
"""

from __future__ import annotations

import re

from accessible_games.engine.types import InvalidMoveError, InvalidPositionError, Player

from accessible_games.games.mancala.board import NORTH, SOUTH

MOVE_FORMAT = 'a house number 1-6 as the mover counts them: "3", "house 3", "Haus 3" or "h3"'
"""The typed move forms, in English, for error messages and ``Game.move_format``."""

POSITION_FORMAT = (
    "South's houses 1-6 / South's store / North's houses 1-6 / North's store, then S or N "
    "for the side to move, e.g. 4,4,4,4,4,4/0/4,4,4,4,4,4/0 S"
)
"""The position text, in English, for error messages and ``Game.position_format``."""

_MOVE = re.compile(r"^(?:house|haus|h)?\s*([+-]?[0-9]+)\.?$")
_COUNT = re.compile(r"[0-9]+")
_SIDES = {"S": SOUTH, "N": NORTH}
_SIDE_LETTERS = {SOUTH: "S", NORTH: "N"}


def parse_house_number(text: str) -> int:
    """The house number a typed move names (not yet checked against the board).

    Raises:
        InvalidMoveError: the text is not a house number in one of the accepted forms.
    """
    m = _MOVE.match(text.strip().casefold())
    if not m:
        raise InvalidMoveError(text, MOVE_FORMAT)
    return int(m.group(1))


def format_position(pits: list[int], houses: int, to_move: Player) -> str:
    """The position text of a board and the side to move."""
    south = ",".join(str(c) for c in pits[0:houses])
    north = ",".join(str(c) for c in pits[houses + 1 : 2 * houses + 1])
    return f"{south}/{pits[houses]}/{north}/{pits[2 * houses + 1]} {_SIDE_LETTERS[to_move]}"


def parse_position(text: str, houses: int) -> tuple[list[int], Player]:
    """The pits and the side to move of a position text with ``houses`` houses a side.

    Raises:
        InvalidPositionError: the text is malformed (wrong number of fields or houses, a count
            that is not a whole number or is negative, a side other than S or N).
    """
    words = text.split()
    if len(words) != 2:
        raise InvalidPositionError(text, "expected the board and the side to move", POSITION_FORMAT)
    board, side = words
    player = _SIDES.get(side.upper())
    if player is None:
        raise InvalidPositionError(text, f"side to move {side!r} is not S or N", POSITION_FORMAT)
    fields = board.split("/")
    if len(fields) != 4:
        raise InvalidPositionError(
            text, f"{len(fields)} parts separated by '/', need 4", POSITION_FORMAT
        )
    names = ("South's houses", "South's store", "North's houses", "North's store")
    pits: list[int] = []
    for name, field, want in zip(names, fields, (houses, 1, houses, 1)):
        items = field.split(",")
        if len(items) != want:
            raise InvalidPositionError(
                text, f"{name}: {len(items)} numbers, need {want}", POSITION_FORMAT
            )
        for item in items:
            if not _COUNT.fullmatch(item.strip()):
                problem = (
                    f"{name}: {item!r} is negative"
                    if item.strip().startswith("-")
                    else f"{name}: {item!r} is not a number of seeds"
                )
                raise InvalidPositionError(text, problem, POSITION_FORMAT)
            pits.append(int(item))
    return pits, player
