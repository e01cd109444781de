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

from accessible_games.engine import Game, Location, Player, State
from accessible_games.engine.events import Piece
from accessible_games.engine.grid import algebraic


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


class BoardView:
    """A game's places on a grid, with a function that reads what stands on each."""

    def __init__(self, columns: int, rows: int, cells: list[Cell],
                 occupant: Callable[[State, Location], Occupant | None],
                 line_of_row: Callable[[int], int],
                 short_label: Callable[[Location], str] | None = None) -> None:
        self.columns = columns
        self.rows = rows
        self._grid: dict[tuple[int, int], Cell] = {(c.column, c.row): c for c in cells}
        self._by_location = {c.location: c for c in cells if c.location is not None}
        self._occupant = occupant
        self.line_of_row = line_of_row
        """Index into the describer's ``board_lines`` of the line that reads a grid row."""
        self.short_label = short_label
        """For boards without coordinates (mancala): a short label per place (house number)."""

    def cell(self, column: int, row: int) -> Cell:
        """The cell at (column, row); a NONE cell where the grid has no place."""
        return self._grid.get((column, row), Cell(None, column, row, PlaceKind.NONE))

    def cell_of(self, location: Location) -> Cell:
        """The cell showing ``location``."""
        return self._by_location[location]

    def occupant(self, state: State, location: Location) -> Occupant | None:
        """What stands on ``location`` (None when empty)."""
        return self._occupant(state, location)

    def locations(self) -> list[Location]:
        """Every place, bottom row first, left to right."""
        cells = sorted(self._by_location.values(), key=lambda c: (c.row, c.column))
        return [c.location for c in cells if c.location is not None]


def _grid_cells(size: int, playable: Callable[[int, int], bool]) -> list[Cell]:
    return [Cell(row * size + col, col, row,
                 PlaceKind.SQUARE if playable(col, row) else PlaceKind.UNPLAYABLE)
            for row in range(size) for col in range(size)]


def _checkers_view(game: Game) -> BoardView:
    from accessible_games.games.draughts.game import DraughtsState

    size = int(getattr(getattr(game, "variant", None), "size", 8))

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, DraughtsState)
        found = state.piece_at(location)
        return None if found is None else Occupant(found[0], found[1])

    # a1 is a dark (playing) square: column + row even.
    return BoardView(size, size, _grid_cells(size, lambda c, r: (c + r) % 2 == 0), occupant,
                     lambda row: size - 1 - row)


def _reversi_view(game: Game) -> BoardView:
    from accessible_games.games.reversi.game import ReversiState

    size = int(game.options.get("size", 8))

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, ReversiState)
        owner = state.cell(location)
        return None if owner is None else Occupant(owner, Piece.DISC)

    return BoardView(size, size, _grid_cells(size, lambda c, r: True), occupant,
                     lambda row: size - 1 - row)


def _mancala_view(game: Game) -> BoardView:
    from accessible_games.narration.games.mancala import mancala_view

    view = mancala_view(game)
    houses = game.layout.houses  # type: ignore[attr-defined]

    def label(location: Location) -> str:
        # House numbers as each side counts them: South 1-n left to right, North 1-n right to left.
        return str(location + 1 if location < houses else location - houses)

    view.short_label = label
    return view


def _pdn_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """PDN FEN from pieces on squares; squares written algebraically (the parser reads both)."""
    size = int(getattr(getattr(game, "variant", None), "size", 8))
    first = getattr(getattr(game, "variant", None), "first_colour", None)
    letter0 = first.value[0].upper() if first is not None else "B"
    letters = (letter0, "W" if letter0 == "B" else "B")
    lists = []
    for player in (0, 1):
        names = [("K" if o.piece is Piece.KING else "") + algebraic(loc, size)
                 for loc, o in sorted(occupants.items()) if o.player == player]
        lists.append(f"{letters[player]}{','.join(names)}")
    return f"{letters[to_move]}:{lists[0]}:{lists[1]}"


def _reversi_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    size = int(game.options.get("size", 8))
    cells = ["-"] * (size * size)
    for loc, occupant in occupants.items():
        cells[loc] = "XO"[occupant.player or 0]
    return "".join(cells) + " " + "XO"[to_move]


def _mancala_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    n = game.layout.houses  # type: ignore[attr-defined]
    pits = [occupants[loc].count if loc in occupants else 0 for loc in range(2 * n + 2)]
    south, north = pits[0:n], pits[n + 1:2 * n + 1]
    return (",".join(map(str, south)) + f"/{pits[n]}/" + ",".join(map(str, north))
            + f"/{pits[2 * n + 1]} " + "SN"[to_move])


_WRITERS: dict[str, Callable[[Game, dict[Location, Occupant], Player], str]] = {
    "checkers": _pdn_text, "reversi": _reversi_text, "kalah": _mancala_text,
    "oware": _mancala_text, "congkak": _mancala_text,
}

PIECE_CHOICES: dict[str, list[Occupant | None]] = {
    "checkers": [None, Occupant(0, Piece.MAN), Occupant(0, Piece.KING),
                 Occupant(1, Piece.MAN), Occupant(1, Piece.KING)],
    "reversi": [None, Occupant(0, Piece.DISC), Occupant(1, Piece.DISC)],
}
"""What the position editor cycles through on a square (games with pieces)."""


def position_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """The game's position text for pieces (or seeds) placed by hand; the game's parser then
    checks that the position is possible."""
    return _WRITERS[game.id](game, occupants, to_move)


_VIEWS: dict[str, Callable[[Game], BoardView]] = {
    "checkers": _checkers_view,
    "reversi": _reversi_view,
    "kalah": _mancala_view,
    "oware": _mancala_view,
    "congkak": _mancala_view,
}


def view_for(game: Game) -> BoardView:
    """The board view of ``game``."""
    return _VIEWS[game.id](game)
