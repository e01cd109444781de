"""Draughts variants as data: one frozen :class:`Variant` per rule set.

Only English checkers is implemented now. The other fields exist so that international,
Russian, Brazilian, Turkish draughts and the misère game can later share this engine by
changing data, not code paths scattered through the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Colour(Enum):
    """The colour of a side's pieces."""

    BLACK = "black"
    """The dark pieces."""
    WHITE = "white"
    """The light pieces."""


@dataclass(frozen=True, slots=True)
class Variant:
    """The rules of one draughts game, as data.

    Player 0 always moves first and starts on the rows nearest row 1; ``first_colour`` says
    which colour that is. The board's lower-left square (a1) is a dark playing square.
    """

    id: str
    """The game id (``checkers``)."""
    size: int = 8
    """Squares per side of the board."""
    men_rows: int = 3
    """Rows of men each side starts with."""
    first_colour: Colour = Colour.BLACK
    """The colour of player 0, who moves first."""
    men_capture_backward: bool = False
    """True when men may also jump backward."""
    flying_kings: bool = False
    """True when kings move and capture along whole diagonals; False for short kings."""
    majority_capture: bool = False
    """True when the capture taking the most pieces is compulsory."""
    crowning_continues_capture: bool = False
    """True when a man crowned during a capture goes on capturing as a king."""
    captured_removed_at_once: bool = True
    """True when jumped pieces leave the board during the move (matters for flying kings)."""
    misere: bool = False
    """True for the losing game: whoever cannot move wins."""

    @property
    def men_per_side(self) -> int:
        """How many men each side starts with."""
        return self.men_rows * self.size // 2


ENGLISH = Variant(id="checkers")
"""English draughts / American checkers: 8x8, 12 men, Black first, men forward only,
short kings, free choice among captures, crowning ends the move."""
