"""The cursor over a board view and the move builder that narrows legal moves part by part."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from accessible_games.engine import Location, Move, State
from accessible_games.narration.views import BoardView, PlaceKind


class Step(Enum):
    """What a selection step did."""

    SELECTED = "selected"
    """The place became the start (or next part) of a move in progress."""
    COMPLETE = "complete"
    """The parts now name exactly one legal move: play it."""
    DESELECTED = "deselected"
    """The start place was chosen again: the selection is dropped."""
    REFUSED = "refused"
    """No legal move continues this way; the selection is kept."""
    TAKEN_BACK = "taken back"
    """The last of several parts was chosen again: it is dropped, the parts before it stay
    (unless the parts so far make a whole move: then that move is COMPLETE)."""


@dataclass
class Cursor:
    """A position on a view's grid; it moves over every cell that holds a place."""

    view: BoardView
    column: int = 0
    row: int = 0

    @property
    def location(self) -> Location | None:
        """The place under the cursor (None on an empty grid corner)."""
        return self.view.cell(self.column, self.row).location

    def move(self, d_column: int, d_row: int) -> bool:
        """Step in a direction, skipping grid corners without a place; False at the edge. On
        the view's ring (Dog's track) left and right walk the ring, round past its ends."""
        ring = self.view.ring
        if d_row == 0 and d_column and self.location in ring:
            index = (ring.index(self.location) + (1 if d_column > 0 else -1)) % len(ring)
            self.go(ring[index])
            return True
        column, row = self.column, self.row
        while True:
            column, row = column + d_column, row + d_row
            if not (0 <= column < self.view.columns and 0 <= row < self.view.rows):
                return False
            if self.view.cell(column, row).kind is not PlaceKind.NONE:
                self.column, self.row = column, row
                return True

    def row_end(self, last: bool) -> None:
        """To the first (or last) place of the current row: of the view's line where it has
        lines (Eckdame's turned rows; the arrow keys still step on the grid, as the window and
        the braille diagram draw it)."""
        if self.view.lines and self.location is not None:
            line = self.view.lines[self.view.line_number(self.location)]
            self.go(line[-1] if last else line[0])
            return
        order = range(self.view.columns - 1, -1, -1) if last else range(self.view.columns)
        for column in order:
            if self.view.cell(column, self.row).kind is not PlaceKind.NONE:
                self.column = column
                return

    def go(self, location: Location) -> None:
        """To a named place."""
        cell = self.view.cell_of(location)
        self.column, self.row = cell.column, cell.row

    def place(self) -> tuple[int, int, int, int]:
        """(column, row, columns, rows) for stereo pan and pitch."""
        return (self.column, self.row, self.view.columns, self.view.rows)


@dataclass
class MoveBuilder:
    """The parts selected so far, narrowed against the legal moves."""

    parts: list[Location] = field(default_factory=list)

    def clear(self) -> None:
        """Drop the selection."""
        self.parts.clear()

    def candidates(self, state: State) -> list[Move]:
        """Legal moves that begin with the selected parts."""
        n = len(self.parts)
        return [m for m in state.legal_moves() if tuple(m.parts[:n]) == tuple(self.parts)]

    def choose(self, state: State, location: Location) -> tuple[Step, list[Move]]:
        """Add ``location`` as the next part and say what that did.

        Returns the step and the moves that matter: for SELECTED the moves still possible, for
        COMPLETE the one move, for REFUSED nothing (the caller asks the engine why).
        """
        if self.parts and location == self.parts[0] and len(self.parts) == 1:
            self.clear()
            return Step.DESELECTED, []
        trial = self.parts + [location]
        n = len(trial)
        longer = [m for m in state.legal_moves() if tuple(m.parts[:n]) == tuple(trial)]
        exact = [m for m in longer if len(m.parts) == n]
        if not longer and self.parts:
            # A capture may be named by its start and final square alone.
            matches = state.match_parts(trial)
            if len(matches) == 1:
                self.clear()
                return Step.COMPLETE, matches
        if not longer and len(self.parts) == 1:
            # Another piece chosen while one is selected: that piece is selected instead, as
            # on a board one picks up another piece (the first was no longer wanted).
            instead = [m for m in state.legal_moves() if tuple(m.parts[:1]) == (location,)]
            if instead:
                self.parts = [location]
                return Step.SELECTED, instead
        if not longer and len(self.parts) > 1 and location == self.parts[-1]:
            # The last part chosen again where the parts so far make a whole move (a Halma
            # hop chain may stop after any hop): the piece is put down there.
            done = [m for m in state.legal_moves() if tuple(m.parts) == tuple(self.parts)]
            if done:
                self.clear()
                return Step.COMPLETE, done[:1]
        if not longer and len(self.parts) > 1 and location in (self.parts[0], self.parts[-1]):
            # Back on the start (the whole selection goes) or on the last part chosen (that
            # part goes), as one lifts a piece back on a board.
            if location == self.parts[0]:
                self.clear()
                return Step.DESELECTED, []
            self.parts.pop()
            return Step.TAKEN_BACK, self.candidates(state)
        if not longer:
            return Step.REFUSED, []
        # One way left after the start was chosen (the rest of a capture is forced), or the
        # parts name whole moves only (a placement, a house).
        if (len(longer) == 1 and n >= 2) or (exact and len(exact) == len(longer)):
            self.clear()
            return Step.COMPLETE, exact[:1] if exact else longer
        self.parts = trial
        return Step.SELECTED, longer
