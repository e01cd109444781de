"""The Dog board as a board view: the cross-shaped track, kennels and goal lanes on a grid.

Every one of the 96 places (track 0-63, kennels 64-79, goal lanes 80-95) sits where
:func:`~accessible_games.games.cards.dog.board.grid_cell` draws it on the 17 x 17 cross, so
the cursor, the window, braille board lines and tactile diagrams show the board as it lies on
the table; left and right walk the track in playing direction (the view's ring), not the
grid. The describer names each place from the listener's own start; the view says whose
marble stands there (each seat is a side of its own: "0" North to "3" West). The start fields
and goal lanes are shaded, as a printed board colours them, and the partnerships' marbles are
drawn dark (North and South) and light (East and West).
"""

from __future__ import annotations

from accessible_games.engine import Location, Piece, State
from accessible_games.games.cards.dog import board as b
from accessible_games.narration.views import BoardView, Cell, Occupant, PlaceKind

SIDES = ("0", "1", "2", "3")
"""The four seats as the view's sides (the piece keys ``dog.<seat>.man``)."""


def dog_view(game: object) -> BoardView:
    """The board view of a Dog game (``game`` is not read: every Dog board is the same)."""
    cells = []
    for place in range(b.PLACES):
        column, top_row = b.grid_cell(place)
        cells.append(Cell(place, column, b.GRID - 1 - top_row, PlaceKind.SQUARE))

    def occupant(state: State, location: Location) -> Occupant | None:
        marbles = getattr(state, "marbles", None)
        if marbles is None:
            return None
        for seat, row in enumerate(marbles):
            if location in row:
                return Occupant(seat, Piece.MAN)
        return None

    shaded = frozenset([b.start_field(seat) for seat in range(4)]
                       + [b.goal_place(seat, i) for seat in range(4) for i in range(b.LANE)])
    # Left and right walk the track in playing direction (right is forward), round and round.
    return BoardView(b.GRID, b.GRID, cells, occupant, None, family="dog", sides=SIDES,
                     counting="cards", shaded=shaded, dark=frozenset({0, 2}),
                     ring=tuple(range(b.TRACK)))
