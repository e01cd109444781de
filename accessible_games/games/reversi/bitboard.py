"""Bitboards for Reversi on square boards of any even size (6x6, 8x8, 10x10).

A bitboard is a Python integer with one bit per square: bit ``row * size + col`` (row 0 is
rank 1, col 0 is file a). Two bitboards, one per colour, hold a position. Mobility is found by
shifting the mover's discs along each of the eight directions through runs of opposing discs
("flood fill" with shifts); wrap-around from one row into the next is cut off by masking the
opposing discs to the inner columns for every direction that moves sideways. Flips of one
placement are found by walking precomputed rays from the placed square.

Everything here is pure and stateless; a :class:`Geometry` holds the masks and rays of one size
and is built once per size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

DIRECTIONS: tuple[tuple[int, int], ...] = (
    (1, 0),  # north (towards the higher ranks)
    (1, 1),  # north-east
    (0, 1),  # east
    (-1, 1),  # south-east
    (-1, 0),  # south
    (-1, -1),  # south-west
    (0, -1),  # west
    (1, -1),  # north-west
)
"""The eight directions as (row step, column step), clockwise from north.

Flipped discs are reported in this order, each line outward from the placed disc.
"""

SIZES: tuple[int, ...] = (6, 8, 10)
"""The board sizes the family is played on."""


@dataclass(frozen=True, slots=True)
class Geometry:
    """Masks, rays and the mobility function of one board size."""

    size: int
    """Squares per side."""
    full: int
    """Every square of the board."""
    inner: int
    """Every square that is neither on file a nor on the last file."""
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    """Per square, the rays (one per direction with at least two squares) as single-bit masks."""
    ray_squares: tuple[tuple[tuple[int, ...], ...], ...]
    """Per square and per direction (all eight, in DIRECTIONS order), the squares outward."""
    mobility: Callable[[int, int], int]
    """``mobility(own, opp)``: the bitboard of empty squares where ``own`` may place a disc."""

    @property
    def squares(self) -> int:
        """How many squares the board has."""
        return self.size * self.size


def _make_mobility(size: int, full: int, inner: int) -> Callable[[int, int], int]:
    """Build the mobility function for one size (the masks bound as closure constants)."""
    extra = range(size - 3)  # runs of opposing discs are at most size - 2 long
    shifts = (1, size, size + 1, size - 1)
    sideways = (True, False, True, True)
    plan = tuple(zip(shifts, sideways))

    def mobility(own: int, opp: int) -> int:
        """Empty squares where ``own`` encloses a line of ``opp`` in some direction."""
        empty = full & ~(own | opp)
        inner_opp = opp & inner
        moves = 0
        for shift, side in plan:
            # Enclosing runs may not wrap from one row into the next: sideways directions
            # only pass through opposing discs off the edge files.
            o = inner_opp if side else opp
            up = (own << shift) & o
            down = (own >> shift) & o
            for _ in extra:
                up |= (up << shift) & o
                down |= (down >> shift) & o
            moves |= (up << shift) | (down >> shift)
        return moves & empty

    return mobility


@lru_cache(maxsize=None)
def geometry(size: int) -> Geometry:
    """The geometry of a ``size`` x ``size`` board (built once, then cached).

    Raises:
        ValueError: the size is not one of :data:`SIZES`.
    """
    if size not in SIZES:
        raise ValueError(f"board size {size} is not one of {SIZES}")
    full = (1 << (size * size)) - 1
    edge_files = 0
    for row in range(size):
        edge_files |= 1 << (row * size)
        edge_files |= 1 << (row * size + size - 1)
    inner = full & ~edge_files
    rays: list[tuple[tuple[int, ...], ...]] = []
    ray_squares: list[tuple[tuple[int, ...], ...]] = []
    for square in range(size * size):
        row, col = divmod(square, size)
        per_square_bits = []
        per_square_squares = []
        for dr, dc in DIRECTIONS:
            line = []
            r, c = row + dr, col + dc
            while 0 <= r < size and 0 <= c < size:
                line.append(r * size + c)
                r += dr
                c += dc
            per_square_squares.append(tuple(line))
            # A ray needs room for an opposing disc and an own disc behind it.
            if len(line) >= 2:
                per_square_bits.append(tuple(1 << s for s in line))
        rays.append(tuple(per_square_bits))
        ray_squares.append(tuple(per_square_squares))
    return Geometry(
        size, full, inner, tuple(rays), tuple(ray_squares), _make_mobility(size, full, inner)
    )


def flips(geo: Geometry, own: int, opp: int, square: int) -> int:
    """The opposing discs a disc of ``own`` placed on ``square`` would turn (0: no flips)."""
    result = 0
    for ray in geo.rays[square]:
        line = 0
        for bit in ray:
            if opp & bit:
                line |= bit
                continue
            # A line is enclosed when the run of opposing discs ends at an own disc.
            if own & bit:
                result |= line
            break
    return result


def flip_lines(geo: Geometry, own: int, opp: int, square: int) -> tuple[int, ...]:
    """The squares ``flips`` would turn, by direction (clockwise from north), then distance."""
    found: list[int] = []
    for line in geo.ray_squares[square]:
        run: list[int] = []
        for s in line:
            bit = 1 << s
            if opp & bit:
                run.append(s)
                continue
            if own & bit:
                found.extend(run)
            break
    return tuple(found)


def start_position(size: int) -> tuple[int, int]:
    """The Othello start as (black, white): white on d4 and e5, black on d5 and e4 (8x8).

    On other sizes the same pattern sits on the four centre squares.
    """
    low = size // 2 - 1
    high = size // 2
    white = (1 << (low * size + low)) | (1 << (high * size + high))
    black = (1 << (high * size + low)) | (1 << (low * size + high))
    return black, white


@lru_cache(maxsize=None)
def centre_mask(size: int) -> int:
    """The four centre squares (d4, e4, d5, e5 on 8x8)."""
    low = size // 2 - 1
    high = size // 2
    return (
        (1 << (low * size + low)) | (1 << (low * size + high))
        | (1 << (high * size + low)) | (1 << (high * size + high))
    )
