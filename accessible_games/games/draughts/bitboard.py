"""Padded bitboard geometry: the playing squares of a board as bits, so moves are fixed shifts.

Diagonal boards (every variant but Turkish) are laid out on a grid one column wider than the
board (width ``size + 1``). With a1 dark, every dark square (row + column even) has an even
index ``row * (size + 1) + column`` in that grid; halving it gives the square's bit. A diagonal
step is then always the same shift: ``+half`` (up-left), ``+half + 1`` (up-right) and the
negatives downward. The extra column holds "ghost" bits that never hold a piece, so a shift off
the left or right edge lands on a ghost and is masked away. On 8x8 the shifts are 4 and 5, the
bits run 0..35 and 4, 13, 22, 31 are the ghosts; on 10x10 the shifts are 5 and 6 and the bits
run 0..54 with ghosts 5, 16, 27, 38, 49.

Orthogonal boards (Turkish draughts, every square used) use the same trick with bit
``row * (size + 1) + column``: up is ``+(size + 1)``, right ``+1``, and column ``size`` is the
ghost column.
"""

from __future__ import annotations

from enum import Enum

from accessible_games.engine.types import Location


class Numbering(Enum):
    """How the playing squares are numbered in PDN (square numbers)."""

    FROM_PLAYER_0 = "from_player_0"
    """English checkers: 1 on player 0's (Black's) back rank, each row from the h side to the a
    side (8x8: 1 is g1, 4 is a1, 5 is h2, 32 is b8)."""
    FROM_PLAYER_1 = "from_player_1"
    """International, Russian, Brazilian: 1 on player 1's (Black's) back rank, each row from
    the a side (10x10: 1 is b10, 5 is j10, 46 is a1, 50 is i1; 8x8: 1 is b8, 29 is a1)."""
    ROW_MAJOR = "row_major"
    """Turkish (every square): 1 is a1, 8 is h1, 9 is a2, 64 is h8 (as pydraughts numbers)."""


def _shift(mask: int, d: int) -> int:
    return mask << d if d > 0 else mask >> -d


class Geometry:
    """Bit layout of the playing squares of a ``size`` x ``size`` board (size even)."""

    def __init__(self, size: int, orthogonal: bool = False,
                 numbering: Numbering = Numbering.FROM_PLAYER_0) -> None:
        self.size = size
        self.orthogonal = orthogonal
        self.numbering = numbering
        width = size + 1
        self.left = size // 2
        """Shift of a diagonal step up and to the left (row + 1, column - 1)."""
        self.right = size // 2 + 1
        """Shift of a diagonal step up and to the right (row + 1, column + 1)."""
        if orthogonal:
            self.up = width
            """Shift of an orthogonal step up (row + 1)."""
            self.forward_dirs: tuple[int, ...] = (width,)
            self.side_dirs: tuple[int, ...] = (-1, 1)
            self.directions: tuple[int, ...] = (width, 1, -1, -width)
        else:
            self.up = 0
            self.forward_dirs = (self.left, self.right)
            self.side_dirs = ()
            self.directions = (self.left, self.right, -self.left, -self.right)
        """The step shifts: up-left, up-right, down-left, down-right (orthogonal: up, right,
        left, down). Each direction's opposite is its negative."""
        self.bit_of: dict[Location, int] = {}
        """Bit index of each playing square's location."""
        self.loc_of: dict[int, Location] = {}
        """Location of each real bit index."""
        valid = 0
        for row in range(size):
            for col in range(size):
                if orthogonal:
                    bit = row * width + col
                elif (row + col) % 2 == 0:
                    bit = (row * width + col) // 2
                else:
                    continue
                self.bit_of[row * size + col] = bit
                self.loc_of[bit] = row * size + col
                valid |= 1 << bit
        self.valid = valid
        """Mask of all real squares."""
        self.row_mask = [0] * size
        """Mask of the playing squares of each row."""
        self.col_mask = [0] * size
        """Mask of the playing squares of each column."""
        for loc, bit in self.bit_of.items():
            self.row_mask[loc // size] |= 1 << bit
            self.col_mask[loc % size] |= 1 << bit
        # Location of a single-bit mask, for turning generated masks into squares.
        self.loc_of_mask: dict[int, Location] = {1 << b: loc for b, loc in self.loc_of.items()}
        self.mask_of_loc: dict[Location, int] = {loc: 1 << b for loc, b in self.bit_of.items()}
        # Neighbour and ray tables: for each direction, single-bit mask -> next mask (0 off the
        # board) and -> the masks along the ray to the edge.
        self.step: dict[int, dict[int, int]] = {}
        self.ray: dict[int, dict[int, tuple[int, ...]]] = {}
        for d in self.directions:
            steps: dict[int, int] = {}
            rays: dict[int, tuple[int, ...]] = {}
            for mask in self.loc_of_mask:
                nxt = _shift(mask, d) & valid
                steps[mask] = nxt
                line = []
                while nxt:
                    line.append(nxt)
                    nxt = _shift(nxt, d) & valid
                rays[mask] = tuple(line)
            self.step[d] = steps
            self.ray[d] = rays
        self.loc_of_number: dict[int, Location] = {}
        """PDN square number -> location."""
        for row in range(size):
            cols = [c for c in range(size) if orthogonal or (row + c) % 2 == 0]
            if numbering is Numbering.ROW_MAJOR:
                base = row * len(cols)
                ordered = cols
            elif numbering is Numbering.FROM_PLAYER_0:
                # English checkers: from player 0's back rank, each row from the h side.
                base = row * len(cols)
                ordered = list(reversed(cols))
            else:
                # FMJD style: from player 1's back rank, each row from the a side.
                base = (size - 1 - row) * len(cols)
                ordered = cols
            for k, col in enumerate(ordered):
                self.loc_of_number[base + k + 1] = row * size + col
        self.number_of_loc = {loc: n for n, loc in self.loc_of_number.items()}

    def is_dark(self, location: Location) -> bool:
        """True when ``location`` is a playing square (a dark square on diagonal boards)."""
        return location in self.bit_of

    def locations(self, mask: int) -> list[Location]:
        """The locations of the set bits of ``mask``, lowest bit first."""
        out = []
        while mask:
            low = mask & -mask
            out.append(self.loc_of_mask[low])
            mask ^= low
        return out


GEOMETRY_8 = Geometry(8)
"""The 8x8 board of English checkers."""

_CACHE: dict[tuple[int, bool, Numbering], Geometry] = {
    (8, False, Numbering.FROM_PLAYER_0): GEOMETRY_8}


def geometry(size: int, orthogonal: bool = False,
             numbering: Numbering = Numbering.FROM_PLAYER_0) -> Geometry:
    """The shared geometry of this kind (built once)."""
    key = (size, orthogonal, numbering)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = Geometry(size, orthogonal, numbering)
    return found
