"""Text forms of draughts: square names, typed moves, PDN numbers and PDN FEN positions.

Squares have two names: algebraic ("c3", a1 at player 0's lower left) and the PDN number
(1 at player 0's back rank, counted row by row away from player 0, each row from the h side to
the a side; on 8x8 square 1 is g1, 4 is a1, 5 is h2 and 11 is c3).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from accessible_games.engine.grid import algebraic, parse_algebraic
from accessible_games.engine.types import InvalidMoveError, InvalidPositionError, Location
from accessible_games.games.draughts.bitboard import Geometry
from accessible_games.games.draughts.move import DraughtsMove

MOVE_FORMS = ('squares by name or number joined by "-", "x" or spaces: '
              '"c3-d4", "11-15", "c3xe5xg7", "9x18x27"; square names may also follow each '
              'other directly: "c3d4", "a10b9"')
"""The typed move forms, described for error messages."""

FEN_FORM = ('PDN FEN "B:W21,22,...,32:B1,2,...,12": side to move, then both piece lists; '
            'K marks a king')
"""The position text form, described for error messages."""

_NAME = r"[a-z][0-9]{1,2}"
_TOKEN = rf"(?:{_NAME}|[0-9]{{1,2}})"
# Between two squares a separator; only a square name may follow without one ("c3d4",
# "a10b9"): its letter shows where it starts. Numbers need a separator ("3228" is ambiguous).
_MOVE = re.compile(rf"^\s*({_TOKEN})((?:\s*[-x:]\s*{_TOKEN}|\s+{_TOKEN}|{_NAME})+)\s*$")
_SEPARATOR = re.compile(r"\s*[-x:]\s*|\s+")
_SQUARE = re.compile(_TOKEN)


def square_name(location: Location, geometry: Geometry) -> str:
    """The algebraic name of a square ("c3")."""
    return algebraic(location, geometry.size)


def parse_square(token: str, geometry: Geometry) -> Location | None:
    """A square from its algebraic name or PDN number; None when it names no square.

    Algebraic names of light squares are returned (the rules explain why they cannot be
    used); numbers only ever name dark squares.
    """
    token = token.strip().lower()
    if token.isdecimal():
        return geometry.loc_of_number.get(int(token))
    return parse_algebraic(token, geometry.size, geometry.size)


def parse_move_text(text: str, geometry: Geometry) -> tuple[Location, ...]:
    """The squares a typed move names, in order (at least two): "c3-d4", "11x18", "c3 d4",
    or square names written together, "c3d4", "c3e5g7" and on 10x10 "a10b9" (the letters
    mark where each name starts; numbers written together, "3228", are refused).

    Raises:
        InvalidMoveError: the text is not a move in any accepted form, or names a square
            that is not on the board.
    """
    m = _MOVE.match(text.lower())
    if not m:
        raise InvalidMoveError(text, MOVE_FORMS)
    tokens = [square for piece in _SEPARATOR.split(text.lower().strip())
              for square in _SQUARE.findall(piece)]
    squares = []
    for token in tokens:
        square = parse_square(token, geometry)
        if square is None:
            raise InvalidMoveError(text, MOVE_FORMS)
        squares.append(square)
    return tuple(squares)


def pdn_notation(move: DraughtsMove, geometry: Geometry) -> str:
    """The move with PDN square numbers: "11-15" for a step, "9x18x27" for a capture."""
    numbers = [str(geometry.number_of_loc[loc]) for loc in move.path]
    return ("x" if move.captured else "-").join(numbers)


@dataclass(frozen=True, slots=True)
class Placement:
    """The pieces of a position and the side to move, read from or written to PDN FEN."""

    men: tuple[frozenset[Location], frozenset[Location]]
    """Squares of each player's men (player 0 = Black first)."""
    kings: tuple[frozenset[Location], frozenset[Location]]
    """Squares of each player's kings."""
    to_move: int
    """The player to move."""


def _letters(first: str) -> tuple[str, str]:
    """The colour letters of player 0 and player 1, given player 0's letter."""
    return ("B", "W") if first == "B" else ("W", "B")


def parse_fen(text: str, geometry: Geometry, max_pieces: int, first: str = "B") -> Placement:
    """Read a PDN FEN such as ``B:W21,22,...,32:B1,2,...,12``.

    The first field is the side to move (B or W), then two piece lists in either order, each
    led by its colour letter, with squares as numbers (or algebraic names), ``K`` before a
    king, and ranges like ``1-12``. A final ``.`` is ignored. ``first`` is the colour letter of
    player 0 (B in English checkers, W in the FMJD-style variants).

    Raises:
        InvalidPositionError: the text is malformed or the position impossible.
    """
    def fail(problem: str) -> InvalidPositionError:
        return InvalidPositionError(text, problem, FEN_FORM)

    letters = _letters(first)
    body = "".join(text.split()).upper().rstrip(".")
    fields = body.split(":")
    if len(fields) != 3:
        raise fail("a position needs three fields separated by ':'")
    if fields[0] not in letters:
        raise fail(f"the side to move must be B or W, not {fields[0]!r}")
    to_move = letters.index(fields[0])
    men: list[set[Location]] = [set(), set()]
    kings: list[set[Location]] = [set(), set()]
    seen_lists: set[int] = set()
    seen: set[Location] = set()
    for field in fields[1:]:
        if not field or field[0] not in letters:
            raise fail(f"a piece list must start with B or W: {field!r}")
        player = letters.index(field[0])
        if player in seen_lists:
            raise fail(f"the list of {field[0]} is given twice")
        seen_lists.add(player)
        items = field[1:]
        for item in items.split(",") if items else []:
            king = item.startswith("K")
            if king:
                item = item[1:]
            for square in _expand(item, geometry, fail):
                if square in seen:
                    raise fail(f"square {geometry.number_of_loc[square]} is given twice")
                seen.add(square)
                (kings if king else men)[player].add(square)
    for player in (0, 1):
        count = len(men[player]) + len(kings[player])
        if count > max_pieces:
            raise fail(f"{letters[player]} has {count} pieces; at most {max_pieces}")
        # Men are crowned on the far row, so no man stands there.
        far_row = geometry.size - 1 if player == 0 else 0
        on_far = sorted(geometry.number_of_loc[s] for s in men[player]
                        if s // geometry.size == far_row)
        if on_far:
            raise fail(f"{letters[player]} has a man on its crowning row "
                       f"(square {on_far[0]})")
    return Placement((frozenset(men[0]), frozenset(men[1])),
                     (frozenset(kings[0]), frozenset(kings[1])), to_move)


def _expand(item: str, geometry: Geometry,
            fail: Callable[[str], InvalidPositionError]) -> list[Location]:
    """The squares of one list item: a number, an algebraic name or a range "1-12"."""
    if "-" in item:
        low, _, high = item.partition("-")
        if not (low.isdecimal() and high.isdecimal()) or int(low) > int(high):
            raise fail(f"bad range {item!r}")
        numbers = range(int(low), int(high) + 1)
        squares = [geometry.loc_of_number.get(n) for n in numbers]
    else:
        square = parse_square(item, geometry) if item else None
        if square is not None and not geometry.is_dark(square):
            raise fail(f"{item.lower()} is a light square")
        squares = [square]
    if any(s is None for s in squares):
        raise fail(f"no such square: {item!r}")
    return [s for s in squares if s is not None]


def write_fen(placement: Placement, geometry: Geometry, first: str = "B",
              algebraic_names: bool = False) -> str:
    """The PDN FEN of a placement: side to move, then White's list, then Black's; squares as
    PDN numbers, or as algebraic names for the game types whose PDN uses them ("A0")."""
    letters = _letters(first)
    lists = []
    for player in ((1, 0) if first == "B" else (0, 1)):
        items = [(geometry.number_of_loc[s], s, "") for s in placement.men[player]]
        items += [(geometry.number_of_loc[s], s, "K") for s in placement.kings[player]]
        items.sort()
        names = [f"{k}{square_name(s, geometry) if algebraic_names else n}"
                 for n, s, k in items]
        lists.append(letters[player] + ",".join(names))
    return f"{letters[placement.to_move]}:{lists[0]}:{lists[1]}"
