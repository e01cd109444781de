"""Padded bitboard geometry: the dark squares of a board as bits, so moves are fixed shifts.

The board is laid out on a grid one column wider than the board (width ``size + 1``). With a1
dark, every dark square (row + column even) has an even index ``row * (size + 1) + column`` in
that grid; halving it gives the square's bit. A diagonal step is then always the same shift:
``+half`` (up-left), ``+half + 1`` (up-right) and the negatives downward. The extra column
holds "ghost" bits that never hold a piece, so a shift off the left or right edge lands on a
ghost and is masked away. On 8x8 the shifts are 4 and 5, the bits run 0..35 and 4, 13, 22, 31
are the ghosts.
"""

from __future__ import annotations

from accessible_games.engine.types import Location


class Geometry:
    """Bit layout of the dark squares of a ``size`` x ``size`` board (size even)."""

    def __init__(self, size: int) -> None:
        self.size = size
        width = size + 1
        self.left = size // 2
        """Shift of a step up and to the left (row + 1, column - 1)."""
        self.right = size // 2 + 1
        """Shift of a step up and to the right (row + 1, column + 1)."""
        self.bit_of: dict[Location, int] = {}
        """Bit index of each dark square's location."""
        self.loc_of: dict[int, Location] = {}
        """Location of each real bit index."""
        valid = 0
        for row in range(size):
            for col in range(size):
                if (row + col) % 2 == 0:
                    bit = (row * width + col) // 2
                    self.bit_of[row * size + col] = bit
                    self.loc_of[bit] = row * size + col
                    valid |= 1 << bit
        self.valid = valid
        """Mask of all real squares."""
        self.row_mask = [0] * size
        """Mask of the dark squares of each row."""
        for loc, bit in self.bit_of.items():
            self.row_mask[loc // size] |= 1 << bit
        # Location of a single-bit mask, for turning generated masks into squares.
        self.loc_of_mask: dict[int, Location] = {1 << b: loc for b, loc in self.loc_of.items()}
        self.mask_of_loc: dict[Location, int] = {loc: 1 << b for loc, b in self.bit_of.items()}
        # PDN numbering: 1 at player 0's back rank, counted row by row from player 0's side,
        # within a row from the right-hand (h) side to the left (a) side.
        per_row = size // 2
        self.loc_of_number: dict[int, Location] = {}
        for row in range(size):
            dark_cols = [c for c in range(size) if (row + c) % 2 == 0]
            for k, col in enumerate(reversed(dark_cols)):
                self.loc_of_number[row * per_row + k + 1] = row * size + col
        self.number_of_loc = {loc: n for n, loc in self.loc_of_number.items()}

    def is_dark(self, location: Location) -> bool:
        """True when ``location`` is a playing (dark) square."""
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
