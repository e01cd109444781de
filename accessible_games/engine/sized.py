"""Games on a square board whose side length is the ``size`` option.

A position text may hold a board of another size than the game's option says (its board field
tells); the position then belongs to the same game with that size. Reversi, Gomoku and
Breakthrough are sized games.
"""

from __future__ import annotations

from typing import Self

from accessible_games.engine.state import Game
from accessible_games.engine.types import Option


def size_option(default: int, sizes: tuple[int, ...]) -> Option:
    """The ``size`` option: squares per side, one of ``sizes``."""
    return Option("size", default, sizes, "Squares per side of the board.")


class SizedGame(Game):
    """A game whose option ``size`` is the number of squares per side of its board."""

    @property
    def size(self) -> int:
        """Squares per side."""
        return int(self.options["size"])

    def resized(self, size: int) -> Self:
        """This game when its board has ``size`` squares per side, else the same game with that
        size and every other option kept."""
        return self if size == self.size else type(self)({**self.options, "size": size})
