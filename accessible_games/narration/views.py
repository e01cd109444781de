"""Board views: how a game's places lie on a grid and what stands on each, for every game.

The cursor, the window drawing, braille board lines and the place queries ("where am I",
"row", "column", "pieces") all read positions through a view, so they work the same way in
every game. A view maps each location to a cell (column, row; row 0 at the bottom) and says what
occupies it as an :class:`Occupant`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from accessible_games.engine import Location, Player, State
from accessible_games.engine.events import Piece


class PlaceKind(Enum):
    """What kind of place a cell is."""

    SQUARE = "square"
    """A square pieces stand on."""
    UNPLAYABLE = "unplayable"
    """A square no piece ever uses (a light square in draughts)."""
    HOUSE = "house"
    """A mancala house (pit)."""
    STORE = "store"
    """A mancala store."""
    NONE = "none"
    """An empty corner of the grid with no place at all."""


@dataclass(frozen=True, slots=True)
class Occupant:
    """What stands on a place: a piece of a player, or a number of seeds."""

    player: Player | None
    """The owner (of the piece, or of the house or store); None for nobody."""
    piece: Piece | None = None
    """The kind of piece; None for seeds in a pit."""
    count: int = 1
    """How many: 1 for a piece, the seeds in a pit."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One place on the view's grid."""

    location: Location | None
    """The engine location, or None for a grid corner without a place."""
    column: int
    """0 at the left."""
    row: int
    """0 at the bottom."""
    kind: PlaceKind
    """What kind of place it is."""


DARK_SIDES = frozenset({"black", "silver", "attacker", "wolf", "0"})
"""Side names whose pieces are drawn dark ("0": the first player of a view without colours)."""


class BoardView:
    """A game's places on a grid, with a function that reads what stands on each."""

    def __init__(self, columns: int, rows: int, cells: list[Cell],
                 occupant: Callable[[State, Location], Occupant | None],
                 line_of_row: Callable[[int], int] | None,
                 short_label: Callable[[Location], str] | None = None, *,
                 family: str = "", sides: tuple[str, ...] = ("0", "1"),
                 marks: dict[Location, str] | None = None,
                 links: frozenset[tuple[Location, Location]] | None = None,
                 counting: str = "seeds", shaded: frozenset[Location] = frozenset(),
                 dark: frozenset[Player] | None = None, seats_only: bool = False,
                 ring: tuple[Location, ...] = (),
                 lines: tuple[tuple[Location, ...], ...] = (),
                 homes: tuple[Location, ...] = (),
                 numbers: dict[Location, int] | None = None) -> None:
        self.columns = columns
        self.rows = rows
        self._grid: dict[tuple[int, int], Cell] = {(c.column, c.row): c for c in cells}
        self._by_location = {c.location: c for c in cells if c.location is not None}
        self._occupant = occupant
        self.line_of_row = line_of_row
        """Index into the describer's ``board_lines`` of the line that reads a grid row; None
        when the describer's lines are not grid rows (then a row is read place by place)."""
        self.family = family
        """The family whose words, glyphs and symbols name the pieces ("draughts", "chess")."""
        self.sides = sides
        """Each player's colour or role ("black", "white", "gold", "attacker", "sheep")."""
        self.marks = marks or {}
        """Places with a meaning of their own: "throne", "corner", "trap"."""
        self.links = links
        """For point boards (Alquerque): the pairs of neighbouring points joined by a line,
        lower location first; None for boards of squares."""
        self.short_label = short_label
        """For boards without coordinates (mancala): a short label per place (house number)."""
        self.counting = counting
        """What a count on a place counts, as the ``query.<counting>`` plural: "seeds" in a
        mancala house, "cards" in a card player's hand."""
        self.shaded = shaded
        """Places the window draws in the light shade, as a printed board colours them: Dog's
        start fields and goal lanes."""
        self.dark = dark
        """The players whose pieces are drawn dark, where the sides' names do not say it (Dog:
        one partnership dark, the other light); None: by :data:`DARK_SIDES`."""
        self.seats_only = seats_only
        """True for a card table without a board: one place per seat (Dog has a board)."""
        self.ring = ring
        """Places that left and right walk in this order rather than across the grid, round
        from the last to the first (Dog's track in playing direction); empty for none."""
        self.lines = lines
        """The rows as the game's rules count them where they are not grid rows (Eckdame's
        board stands on its corner): row 1 first, each from the player's left to right. Where
        given, "row", "go 6", row start and end and the braille board line follow these rows,
        while the arrow keys step on the grid the window and the braille diagram draw; empty:
        the grid rows."""
        self.homes = homes
        """Per seat, the place its player's cursor starts on when another seat moves first,
        where the seat's pieces do not say it (a mancala player's house 1: every house holds
        seeds, and the grid's first is North's store); empty: the seat's first piece."""
        self.numbers = numbers or {}
        """The number each place is called by where the game names places by number, not by
        column and row (PDN numbers on the 10x10 draughts board: "32 to 28"): the window
        writes it on the square, as printed diagrams do; empty: none."""

    def piece_key(self, occupant: Occupant) -> str:
        """The key that names a piece in catalogs and glyph tables: family, side, kind
        ("draughts.white.king"); the side is the player's colour, so variants in which White
        starts share the words and glyphs of those in which Black starts."""
        assert occupant.piece is not None and occupant.player is not None
        return f"{self.family}.{self.sides[occupant.player]}.{occupant.piece.value}"

    def is_dark(self, player: Player) -> bool:
        """Whether ``player``'s pieces are drawn dark (black, silver, the attackers, the wolf;
        Dog's North and South)."""
        if self.dark is not None:
            return player in self.dark
        return self.sides[player] in DARK_SIDES

    def line_number(self, location: Location) -> int:
        """The index into :attr:`lines` of the row that holds ``location`` (0 for row 1)."""
        return next(i for i, line in enumerate(self.lines) if location in line)

    def cell(self, column: int, row: int) -> Cell:
        """The cell at (column, row); a NONE cell where the grid has no place."""
        return self._grid.get((column, row), Cell(None, column, row, PlaceKind.NONE))

    def cell_of(self, location: Location) -> Cell:
        """The cell showing ``location``."""
        return self._by_location[location]

    def shows(self, location: Location) -> bool:
        """True when ``location`` is a place of this view; a move's part that is not (a
        chess piece in the reserve, a promotion choice) is chosen apart from the board."""
        return location in self._by_location

    def occupant(self, state: State, location: Location) -> Occupant | None:
        """What stands on ``location`` (None when empty)."""
        return self._occupant(state, location)

    def locations(self) -> list[Location]:
        """Every place, bottom row first, left to right."""
        cells = sorted(self._by_location.values(), key=lambda c: (c.row, c.column))
        return [c.location for c in cells if c.location is not None]


def grid_cells(size: int, playable: Callable[[int, int], bool]) -> list[Cell]:
    """Every cell of a square board, a place when ``playable(column, row)`` else unplayable."""
    return [Cell(row * size + col, col, row,
                 PlaceKind.SQUARE if playable(col, row) else PlaceKind.UNPLAYABLE)
            for row in range(size) for col in range(size)]
