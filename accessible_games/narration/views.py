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
                 links: frozenset[tuple[Location, Location]] | None = None) -> None:
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

    def piece_key(self, occupant: Occupant) -> str:
        """The key that names a piece in catalogs and glyph tables: family, side, kind
        ("draughts.white.king"); the side is the player's colour, so variants in which White
        starts share the words and glyphs of those in which Black starts."""
        assert occupant.piece is not None and occupant.player is not None
        return f"{self.family}.{self.sides[occupant.player]}.{occupant.piece.value}"

    def is_dark(self, player: Player) -> bool:
        """Whether ``player``'s pieces are drawn dark (black, silver, the attackers, the wolf)."""
        return self.sides[player] in DARK_SIDES

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


def grid_cells(size: int, playable: Callable[[int, int], bool]) -> list[Cell]:
    """Every cell of a square board, a place when ``playable(column, row)`` else unplayable."""
    return [Cell(row * size + col, col, row,
                 PlaceKind.SQUARE if playable(col, row) else PlaceKind.UNPLAYABLE)
            for row in range(size) for col in range(size)]


def _mancala_view(game: Game) -> BoardView:
    from accessible_games.narration.games.mancala import mancala_view

    view = mancala_view(game)
    houses = game.layout.houses  # type: ignore[attr-defined]

    def label(location: Location) -> str:
        # House numbers as each side counts them: South 1-n left to right, North 1-n right to left.
        return str(location + 1 if location < houses else location - houses)

    view.short_label = label
    return view


def _mancala_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    n = game.layout.houses  # type: ignore[attr-defined]
    pits = [occupants[loc].count if loc in occupants else 0 for loc in range(2 * n + 2)]
    south, north = pits[0:n], pits[n + 1:2 * n + 1]
    return (",".join(map(str, south)) + f"/{pits[n]}/" + ",".join(map(str, north))
            + f"/{pits[2 * n + 1]} " + "SN"[to_move])


def _writers() -> dict[str, Callable[[Game, dict[Location, Occupant], Player], str]]:
    from accessible_games.narration import game_views as g

    writers: dict[str, Callable[[Game, dict[Location, Occupant], Player], str]] = {
        "reversi": g.reversi_text, "kalah": _mancala_text, "oware": _mancala_text,
        "congkak": _mancala_text, "breakthrough": g.breakthrough_text,
        "gomoku": g.gomoku_text, "alquerque": g.alquerque_text,
        "mad-mate": g.chess_text, "maharadscha": g.chess_text,
        "tablut": g.tablut_text, "arimaa": g.arimaa_text,
        "rakado": g.rakado_text, "rakado-teams": g.rakado_text
    }
    for game_id in DRAUGHTS_IDS:
        writers[game_id] = g.draughts_text
    for game_id in HALMA_IDS:
        writers[game_id] = g.halma_text
    return writers


DRAUGHTS_IDS = ("checkers", "international-draughts", "russian-draughts", "brazilian-draughts",
                "turkish-draughts", "schlagdame")
HALMA_IDS = ("wolf-und-schafe", "blockade", "raeuber-und-gendarm", "halma-dame", "eckdame")


def piece_choices(game: Game) -> list[Occupant | None]:
    """What the position editor cycles through on a square (empty first); [] for games whose
    places hold counts (mancala)."""
    from accessible_games.narration.game_views import PIECE_CHOICE_LISTS

    return PIECE_CHOICE_LISTS.get(game.id, PIECE_CHOICE_LISTS.get(game.family, []))


def position_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """The game's position text for pieces (or seeds) placed by hand; the game's parser then
    checks that the position is possible."""
    return _writers()[game.id](game, occupants, to_move)


def _builders() -> dict[str, Callable[[Game], BoardView]]:
    from accessible_games.narration import game_views as g

    builders: dict[str, Callable[[Game], BoardView]] = {
        "reversi": g.reversi_view, "kalah": _mancala_view, "oware": _mancala_view,
        "congkak": _mancala_view, "breakthrough": g.breakthrough_view,
        "gomoku": g.gomoku_view, "alquerque": g.alquerque_view, "mad-mate": g.chess_view,
        "maharadscha": g.chess_view, "tablut": g.tablut_view, "arimaa": g.arimaa_view,
        "rakado": g.rakado_view, "rakado-teams": g.rakado_view}
    for game_id in DRAUGHTS_IDS:
        builders[game_id] = g.draughts_view
    for game_id in HALMA_IDS:
        builders[game_id] = g.halma_view
    return builders


def view_for(game: Game) -> BoardView:
    """The board view of ``game`` (KeyError for a game without one)."""
    return _builders()[game.id](game)
