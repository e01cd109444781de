"""Mancala texts: typed house numbers and the position format.

Moves are house numbers 1..n as the mover counts them (house 1 is the mover's leftmost house
seen from their own side, the first in their sowing order). Typed forms: ``3``, ``house 3``,
``Haus 3``, ``h3``, and the other words players use for a house: ``pit 3``, ``Mulde 3``.

Positions (docs/formats.md)::

    4,4,4,4,4,4/0/4,4,4,4,4,4/0 S

South's houses 1..n / South's store / North's houses 1..n / North's store, a space, and ``S`` or
``N`` for the side to move. Congkak adds ``x`` for a burnt house and, after round 1, a third word
``r<round><starter>`` (``r2N``: round 2, which North started)::

    x,7,7,7,7,7,7/3/7,7,7,7,7,7,7/10 S r2S
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from accessible_games.engine.types import (
    InvalidMoveError,
    InvalidPositionError,
    Location,
    Player,
)
from accessible_games.games.mancala.board import NORTH, SOUTH

MOVE_FORMAT = 'a house number 1-6 as the mover counts them: "3", "house 3", "Haus 3" or "h3"'
"""The typed move forms, in English, for error messages and ``Game.move_format``."""

POSITION_FORMAT = (
    "South's houses 1-6 / South's store / North's houses 1-6 / North's store, then S or N "
    "for the side to move, e.g. 4,4,4,4,4,4/0/4,4,4,4,4,4/0 S"
)
"""The position text, in English, for error messages and ``Game.position_format``."""

CONGKAK_POSITION_FORMAT = (
    "South's houses / South's store / North's houses / North's store (x for a burnt house), "
    "then S or N for the side to move, and from round 2 on r<round><starter>, "
    "e.g. x,7,7,7,7,7,7/3/7,7,7,7,7,7,7/10 S r2S"
)
"""The Congkak position text, in English."""


def move_format(houses: int) -> str:
    """The typed move forms for a board with ``houses`` houses a side, in English."""
    return (
        f'a house number 1-{houses} as the mover counts them: "3", "house 3", "Haus 3" or "h3"'
    )


_MOVE = re.compile(r"^(?:house|haus|pit|mulde|h)?\s*([+-]?[0-9]+)\.?$")
_COUNT = re.compile(r"[0-9]+")
_SIDES = {"S": SOUTH, "N": NORTH}
_SIDE_LETTERS = {SOUTH: "S", NORTH: "N"}


_ROUND = re.compile(r"^r([0-9]+)([sn])$")


def parse_house_number(text: str, houses: int = 6) -> int:
    """The house number a typed move names (not yet checked against the board).

    Raises:
        InvalidMoveError: the text is not a house number in one of the accepted forms.
    """
    m = _MOVE.match(text.strip().casefold())
    if not m:
        raise InvalidMoveError(text, MOVE_FORMAT if houses == 6 else move_format(houses))
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


@dataclass(frozen=True, slots=True)
class PositionText:
    """Everything a mancala position text holds."""

    pits: list[int]
    """Seeds per pit, in the engine's order (burnt houses hold 0)."""
    player: Player
    """The side to move."""
    burnt: tuple[Location, ...] = ()
    """Burnt houses (Congkak), in pit order."""
    round: int = 1
    """The round being played (Congkak)."""
    starter: Player = SOUTH
    """Who started this round (Congkak)."""


def format_round_position(
    pits: list[int],
    houses: int,
    to_move: Player,
    burnt: tuple[Location, ...],
    round_number: int,
    starter: Player,
) -> str:
    """The Congkak position text: ``x`` for burnt houses, the round word after round 1."""
    def group(first: int) -> str:
        return ",".join(
            "x" if pit in burnt else str(pits[pit]) for pit in range(first, first + houses)
        )

    text = f"{group(0)}/{pits[houses]}/{group(houses + 1)}/{pits[2 * houses + 1]} "
    text += _SIDE_LETTERS[to_move]
    if (round_number, starter) != (1, SOUTH):
        text += f" r{round_number}{_SIDE_LETTERS[starter]}"
    return text


def parse_round_position(text: str, houses: int) -> PositionText:
    """A Congkak position text: burnt houses as ``x``, an optional round word.

    Raises:
        InvalidPositionError: the text is malformed.
    """
    words = text.split()
    round_number, starter = 1, SOUTH
    if len(words) == 3:
        m = _ROUND.match(words[2].casefold())
        if not m or int(m.group(1)) < 1:
            raise InvalidPositionError(
                text, f"{words[2]!r} is not a round such as r2N", CONGKAK_POSITION_FORMAT
            )
        round_number, starter = int(m.group(1)), _SIDES[m.group(2).upper()]
        words = words[:2]
    board = words[0] if words else ""
    burnt: list[Location] = []
    fields = board.split("/")
    # Burnt houses are read as 0 and remembered; stores cannot be burnt.
    for index, field in enumerate(fields):
        items = field.split(",")
        for i, item in enumerate(items):
            if item.strip().casefold() == "x":
                if index % 2 == 1:
                    raise InvalidPositionError(
                        text, "a store cannot be burnt", CONGKAK_POSITION_FORMAT
                    )
                burnt.append((0 if index == 0 else houses + 1) + i)
                items[i] = "0"
        fields[index] = ",".join(items)
    rebuilt = " ".join(["/".join(fields), *words[1:]])
    try:
        pits, player = parse_position(rebuilt, houses)
    except InvalidPositionError as error:
        raise InvalidPositionError(text, error.problem, CONGKAK_POSITION_FORMAT) from None
    return PositionText(pits, player, tuple(sorted(burnt)), round_number, starter)
