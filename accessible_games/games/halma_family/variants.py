"""The five games of the Halma family as data: board, start, directions, jumps, goal, endings.

All five are played on an 8x8 board by two sides moving one piece a turn, with nothing captured
by jumping. They differ in which squares are used, where the pieces stand, which way they may
step, whether and over whom they may hop, and how the game is won (seed 003, RULES-RESEARCH
§12):

- Wolf und Schafe: four sheep against one wolf; the wolf escapes or is trapped.
- Blockade: draughts start, steps in all four diagonal directions, blocked groups are removed.
- Räuber und Gendarm: draughts start, steps and hops over opposing pieces in all four diagonal
  directions; rebuild the start formation on the far side, or block the opponent.
- Halma-Dame: eight each on two rows, forward steps and hops over any piece; rebuild on the far
  side.
- Eckdame: the board on its corner, nine each in a 1-3-5 triangle, all 64 squares; steps and
  hops over opposing pieces forward, diagonally forward or sideways; rebuild on the far side.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.graph import (
    DIAGONAL,
    DIRECTIONS,
    Direction,
    PointGraph,
    dark_squares_graph,
    grid_graph,
    opposite_all,
)
from accessible_games.engine.types import Location

SIZE = 8


class Goal(Enum):
    """How a game of the family is won."""

    FORMATION = "formation"
    """Rebuild the start formation on the opponent's start squares."""
    LAST_MOVE = "last_move"
    """Whoever has no piece or no move loses (Blockade)."""
    WOLF = "wolf"
    """The wolf escapes through the sheep's line; the sheep trap the wolf."""


class JumpOver(Enum):
    """Which pieces may be hopped over."""

    NONE = "none"
    """No hops at all."""
    ENEMY = "enemy"
    """Only the opponent's pieces."""
    ANY = "any"
    """Own and opposing pieces."""


class NoMove(Enum):
    """What happens to a player who has no legal move."""

    LOSE = "lose"
    """That player loses (blocked)."""
    PASS = "pass"
    """That player passes; when neither side can move the game is drawn (D12.2)."""


def _square(name: str) -> Location:
    return (int(name[1]) - 1) * SIZE + ord(name[0]) - ord("a")


def squares(names: str) -> tuple[Location, ...]:
    """Locations from space-separated algebraic names."""
    return tuple(sorted(_square(n) for n in names.split()))


def rotated(points: tuple[Location, ...]) -> tuple[Location, ...]:
    """The squares turned half round the board (a1 to h8): the other side's version."""
    return tuple(sorted(SIZE * SIZE - 1 - p for p in points))


DARK = dark_squares_graph(SIZE)
"""The 32 dark squares joined diagonally."""
FULL = grid_graph(SIZE, SIZE, DIRECTIONS)
"""All 64 squares joined in all eight directions."""

DRAUGHTS_START = squares("a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3")
"""The dark squares of rows 1-3: a draughts side's start."""
FORWARD_DIAGONAL = (Direction.NW, Direction.NE)
"""The first player's forward diagonals."""
WOLF_DIAGONAL = (Direction.SE, Direction.SW, Direction.NE, Direction.NW)
"""The wolf's four diagonals, towards the sheep first: where the search finds moves equally
good (the sheep can hold either way), the hint and the computer's wolf go forward, not back,
and the list of the wolf's moves names the forward ones first."""
CORNER_FORWARD = (Direction.NE, Direction.N, Direction.E, Direction.NW, Direction.SE)
"""Eckdame, first player: forward (to the far corner), diagonally forward, sideways."""


@dataclass(frozen=True, slots=True)
class Variant:
    """One game of the family as data."""

    graph: PointGraph
    """The squares in use and their lines."""
    start: tuple[tuple[Location, ...], tuple[Location, ...]]
    """Each side's start squares."""
    steps: tuple[tuple[Direction, ...], tuple[Direction, ...]]
    """Each side's step directions (hops use the same directions)."""
    jump_over: JumpOver
    """Which pieces may be hopped over."""
    goal: Goal
    """How the game is won."""
    no_move: NoMove
    """What a player without a move does."""
    removes_blocked: bool = False
    """Blockade: groups without an empty neighbouring square are removed after each move."""
    letters: tuple[str, str] = ("B", "W")
    """Piece letters in the position text."""

    @property
    def playable(self) -> frozenset[Location]:
        """The squares pieces may stand on."""
        return frozenset(self.graph.points)

    def target(self, player: int) -> tuple[Location, ...]:
        """The squares ``player`` must fill (the opponent's start) for a formation goal."""
        return self.start[1 - player]


def symmetric_steps(first: tuple[Direction, ...]) -> tuple[tuple[Direction, ...],
                                                           tuple[Direction, ...]]:
    """The first player's directions and the second player's (turned round)."""
    return first, opposite_all(first)


WOLF_UND_SCHAFE = Variant(
    graph=DARK,
    start=(squares("a1 c1 e1 g1"), squares("h8")),
    steps=(FORWARD_DIAGONAL, WOLF_DIAGONAL),
    jump_over=JumpOver.NONE,
    goal=Goal.WOLF,
    no_move=NoMove.LOSE,
    letters=("S", "W"),
)
"""Sheep (player 0) on row 1 step diagonally forward; the wolf (player 1) steps diagonally
in all four directions; the wolf's start square is an option (default h8)."""

BLOCKADE = Variant(
    graph=DARK,
    start=(DRAUGHTS_START, rotated(DRAUGHTS_START)),
    steps=(DIAGONAL, DIAGONAL),
    jump_over=JumpOver.NONE,
    goal=Goal.LAST_MOVE,
    no_move=NoMove.LOSE,
    removes_blocked=True,
)

RAEUBER_UND_GENDARM = Variant(
    graph=DARK,
    start=(DRAUGHTS_START, rotated(DRAUGHTS_START)),
    steps=(DIAGONAL, DIAGONAL),
    jump_over=JumpOver.ENEMY,
    goal=Goal.FORMATION,
    no_move=NoMove.LOSE,
)

_HALMA_DAME_START = squares("a1 c1 e1 g1 b2 d2 f2 h2")
HALMA_DAME = Variant(
    graph=DARK,
    start=(_HALMA_DAME_START, rotated(_HALMA_DAME_START)),
    steps=symmetric_steps(FORWARD_DIAGONAL),
    jump_over=JumpOver.ANY,
    goal=Goal.FORMATION,
    no_move=NoMove.PASS,
)

_ECKDAME_START = squares("a1 a3 b2 c1 a5 b4 c3 d2 e1")
ECKDAME = Variant(
    graph=FULL,
    start=(_ECKDAME_START, rotated(_ECKDAME_START)),
    steps=symmetric_steps(CORNER_FORWARD),
    jump_over=JumpOver.ENEMY,
    goal=Goal.FORMATION,
    no_move=NoMove.PASS,
)
"""The board stands on its corner: Black faces a1, White h8. The rows of the turned board are
the diagonals a1; a2-b1; a3-b2-c1; ... The start triangle fills the dark squares of the first,
third and fifth of them (1, 3 and 5 squares)."""


def corner_row(square: Location) -> int:
    """Eckdame: the row of the turned board, counted from a1 (0) to h8 (14)."""
    return square % SIZE + square // SIZE
