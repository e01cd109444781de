"""The draughts move: a path of landing squares and the pieces it jumps."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import Location, Move


@dataclass(frozen=True, slots=True)
class DraughtsMove(Move):
    """One whole draughts move: a step, or a capture with every jump in it.

    ``path`` holds the start square and every landing square in order; ``captured`` the
    squares of the jumped pieces in the order they were jumped. Squares are locations on the
    full board (row * size + column, row 0 = rank 1).
    """

    path: tuple[Location, ...]
    """Start square, then each landing square."""
    captured: tuple[Location, ...] = ()
    """Squares of the pieces taken, in jump order; empty for a step."""
    promotes: bool = False
    """True when a man reaches the far row and is crowned by this move."""
    size: int = 8
    """Board width, to name the squares."""
    numbered: bool = False
    """True when the notation uses PDN square numbers (10x10 boards) instead of names."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """The path: start square and every landing square."""
        return self.path

    @property
    def is_capture(self) -> bool:
        """True when the move takes at least one piece."""
        return bool(self.captured)

    @property
    def start(self) -> Location:
        """The square the piece leaves."""
        return self.path[0]

    @property
    def end(self) -> Location:
        """The square the piece ends on."""
        return self.path[-1]

    @property
    def notation(self) -> str:
        """Algebraic: "c3-d4" for a step, "c3xe5xg7" for a capture; on numbered boards the
        PDN square numbers with every landing square: "32-28", "28x19x10"."""
        if self.numbered:
            names = [str(pdn_number(loc, self.size)) for loc in self.path]
        else:
            names = [algebraic(loc, self.size) for loc in self.path]
        return ("x" if self.captured else "-").join(names)


def pdn_number(location: Location, size: int) -> int:
    """The FMJD square number of a dark square: 1 on Black's back rank at the b-file side,
    counted row by row toward White (10x10: b10 is 1, a1 is 46)."""
    row, col = divmod(location, size)
    return (size - 1 - row) * (size // 2) + col // 2 + 1
