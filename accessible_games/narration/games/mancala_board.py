"""The mancala board for the cursor, the editor and the sonified glance.

:func:`mancala_view` lays the pits out for the cursor and the queries (South's houses on the
bottom row, North's on the top row, each store at the end its owner sows into);
:func:`mancala_text` writes seeds placed by hand in the editor as a position text; and
:func:`glance_pitches` turns one side's row into pitch steps for a sonified glance. The
describers in :mod:`accessible_games.narration.games.mancala` and
:mod:`accessible_games.narration.games.mancala_words` read the same layout through
:func:`layout_of`.
"""

from __future__ import annotations

from typing import cast

from accessible_games.engine import (
    Game,
    Location,
    Player,
    State,
)
from accessible_games.games.mancala.board import Layout
from accessible_games.games.mancala.sowing import MancalaGame, MancalaState
from accessible_games.narration.views import BoardView, Cell, Occupant, PlaceKind

LOWEST_STEP = -12
"""The pitch step of a house holding one seed in a sonified glance (an octave down)."""
STEP_PER_SEED = 2
"""Semitones each further seed raises the pitch (a whole tone)."""
HIGHEST_STEP = 12
"""The highest pitch step (an octave up): 13 seeds or more sound alike."""


def glance_pitches(state: MancalaState, player: Player) -> list[int | None]:
    """A sonified glance of ``player``'s row: one pitch step per house, house 1 first.

    An empty or burnt house is silent (None); one seed sounds an octave below the earcon's
    pitch, each further seed a whole tone higher, up to an octave above it (13 seeds or more).
    The output layer plays the steps in order (``Earcons.play(..., pitch_step=step)``), panned
    from the player's left to right; this function only computes them.
    """
    pitches: list[int | None] = []
    for pit in state.layout.houses_of(player):
        seeds = state.pits[pit]
        if seeds == 0 or pit in state.burnt:
            pitches.append(None)
        else:
            pitches.append(min(HIGHEST_STEP, LOWEST_STEP + STEP_PER_SEED * (seeds - 1)))
    return pitches


def layout_of(game: Game) -> Layout:
    """The pit layout of a mancala game (every game these describers and views serve is one)."""
    return cast(MancalaGame, game).layout


def mancala_view(game: Game) -> BoardView:
    """The board view of any mancala game (Kalah, Oware, Congkak) for the cursor and queries.

    South's houses run left to right on the bottom row with South's store at the right end;
    North's houses face them on the top row with North's store at the left end. Line 0 of
    ``board_lines`` reads the top row, line 1 the bottom row. A burnt house shows 0 seeds.
    """
    layout = layout_of(game)
    n = layout.houses
    store_s, store_n = layout.stores
    cells = [Cell(store_n, 0, 1, PlaceKind.STORE), Cell(store_s, n + 1, 0, PlaceKind.STORE)]
    for i in range(n):
        cells.append(Cell(i, i + 1, 0, PlaceKind.HOUSE))
        cells.append(Cell(2 * n - i, i + 1, 1, PlaceKind.HOUSE))

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, MancalaState)
        return Occupant(layout.owner(location), None, state.pits[location])

    def label(location: Location) -> str:
        # House numbers as each side counts them: South 1-n left to right, North 1-n right to
        # left.
        return str(location + 1 if location < n else location - n)

    return BoardView(n + 2, 2, cells, occupant, lambda row: 1 - row, label, family="mancala",
                     sides=("south", "north"), homes=(layout.pit_of(0, 1), layout.pit_of(1, 1)))


def mancala_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """The position text for seeds placed by hand in the editor."""
    n = game.layout.houses  # type: ignore[attr-defined]
    pits = [occupants[loc].count if loc in occupants else 0 for loc in range(2 * n + 2)]
    south, north = pits[0:n], pits[n + 1:2 * n + 1]
    return (",".join(map(str, south)) + f"/{pits[n]}/" + ",".join(map(str, north))
            + f"/{pits[2 * n + 1]} " + "SN"[to_move])


