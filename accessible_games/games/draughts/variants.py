"""Draughts variants as data: one frozen :class:`Variant` per rule set.

Every game of the family (English checkers, international, Russian, Brazilian and Turkish
draughts, and the misère game Schlagdame on top of any of them) is one of these records; the
move generator, the state, the notation and the narration read the fields, so no variant has a
copy of the rules of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.games.draughts.bitboard import Geometry, Numbering, geometry


class Colour(Enum):
    """The colour of a side's pieces."""

    BLACK = "black"
    """The dark pieces."""
    WHITE = "white"
    """The light pieces."""


class MidCaptureCrowning(Enum):
    """What happens when a man reaches the crowning row in the middle of a capture."""

    ENDS_MOVE = "ends_move"
    """The man is crowned and the move ends there (English checkers; Turkish per our seed)."""
    CONTINUES_AS_MAN = "continues_as_man"
    """The man jumps on as a man if it can and is crowned only if the move ends on the row
    (international, Brazilian: FMJD article 4.5)."""
    CONTINUES_AS_KING = "continues_as_king"
    """The man is crowned at once and goes on capturing as a king (Russian draughts)."""


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
    first_men_row: int = 0
    """The first row (counted from the own back rank, 0 = back rank) that holds men."""
    first_colour: Colour = Colour.BLACK
    """The colour of player 0, who moves first."""
    orthogonal: bool = False
    """True when pieces move along rows and columns on every square (Turkish draughts)."""
    men_capture_backward: bool = False
    """True when men may also jump backward."""
    flying_kings: bool = False
    """True when kings move and capture along whole lines; False for short kings."""
    majority_capture: bool = False
    """True when the capture taking the most pieces is compulsory (kings and men count one)."""
    crowning: MidCaptureCrowning = MidCaptureCrowning.ENDS_MOVE
    """What a man reaching the crowning row during a capture does."""
    captured_removed_at_once: bool = False
    """True when jumped pieces leave the board at once during the move, so a king may cross
    their squares again (Turkish); False when they stay until the move ends and block (FMJD
    "Turkish strike" rule)."""
    no_reversal: bool = False
    """True when a capture may not turn 180 degrees between two jumps (Turkish)."""
    misere: bool = False
    """True for the losing game (Schlagdame): whoever cannot move wins."""
    numbered: bool = False
    """True when moves are written with PDN square numbers (10x10); else algebraic."""
    pdn_gametype: int = 21
    """The PDN GameType tag number of the variant."""

    @property
    def men_per_side(self) -> int:
        """How many men each side starts with."""
        per_row = self.size if self.orthogonal else self.size // 2
        return self.men_rows * per_row

    @property
    def geometry(self) -> Geometry:
        """The board's bit layout and square numbering."""
        if self.orthogonal:
            numbering = Numbering.ROW_MAJOR
        elif self.first_colour is Colour.BLACK:
            numbering = Numbering.FROM_PLAYER_0
        else:
            numbering = Numbering.FROM_PLAYER_1
        return geometry(self.size, self.orthogonal, numbering)

    def colour_of(self, player: int) -> Colour:
        """The colour of ``player``'s pieces."""
        if player == 0:
            return self.first_colour
        return Colour.WHITE if self.first_colour is Colour.BLACK else Colour.BLACK


ENGLISH = Variant(id="checkers")
"""English draughts / American checkers: 8x8, 12 men, Black first, men forward only,
short kings, free choice among captures, crowning ends the move."""

INTERNATIONAL = Variant(
    id="international-draughts", size=10, men_rows=4, first_colour=Colour.WHITE,
    men_capture_backward=True, flying_kings=True, majority_capture=True,
    crowning=MidCaptureCrowning.CONTINUES_AS_MAN, numbered=True, pdn_gametype=20)
"""FMJD international draughts: 10x10, 20 men, White first, flying kings, men capture
backward, the capture of most pieces is compulsory, crowning only where the move ends."""

RUSSIAN = Variant(
    id="russian-draughts", size=8, men_rows=3, first_colour=Colour.WHITE,
    men_capture_backward=True, flying_kings=True, majority_capture=False,
    crowning=MidCaptureCrowning.CONTINUES_AS_KING, pdn_gametype=25)
"""Russian draughts (shashki): 8x8, 12 men, White first, flying kings, men capture backward,
free choice among captures, a man crowned during a capture goes on as a king."""

BRAZILIAN = Variant(
    id="brazilian-draughts", size=8, men_rows=3, first_colour=Colour.WHITE,
    men_capture_backward=True, flying_kings=True, majority_capture=True,
    crowning=MidCaptureCrowning.CONTINUES_AS_MAN, pdn_gametype=26)
"""Brazilian draughts: the international rules on 8x8 with 12 men each."""

TURKISH = Variant(
    id="turkish-draughts", size=8, men_rows=2, first_men_row=1, first_colour=Colour.WHITE,
    orthogonal=True, men_capture_backward=False, flying_kings=True, majority_capture=True,
    crowning=MidCaptureCrowning.ENDS_MOVE, captured_removed_at_once=True, no_reversal=True,
    pdn_gametype=30)
"""Turkish draughts (dama): every square, 16 men each on rows 2-3, orthogonal moves, men
forward and sideways, flying kings, majority capture, pieces removed at once, no 180-degree
turn, crowning ends the move."""

VARIANTS: dict[str, Variant] = {v.id: v for v in (ENGLISH, INTERNATIONAL, RUSSIAN, BRAZILIAN,
                                                  TURKISH)}
"""Every base variant by game id."""

BASE_NAMES: dict[str, str] = {"english": "checkers", "international": "international-draughts",
                              "russian": "russian-draughts", "brazilian": "brazilian-draughts",
                              "turkish": "turkish-draughts"}
"""Short names for the ``base`` option of Schlagdame -> game id."""
