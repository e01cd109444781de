"""Words for Reversi: squares, placements with the discs they flip, passes and the board.

A placement is spoken with the discs it turned, line by line outward from the new disc
("Black plays c4, flipping 3 discs: d4, d5, and d6."); a placement of the free opening flips
nothing and is spoken as such. The board is read row by row from the top
rank down, naming runs of same-coloured discs so that a row is quick to hear
("row 4: c4 to e4 black, f4 white"); a row without discs is "empty".
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Player, Reason, ReasonCode, State
from accessible_games.engine.events import Flipped, Passed, Placed
from accessible_games.games.reversi.game import ReversiState
from accessible_games.narration.cell_count import LAST_MOVE_CELLS, cells_at_most
from accessible_games.narration.message import Message
from accessible_games.narration.runs import ColourRunsDescriber
from accessible_games.narration.topics import Query, Topic

FLIPS_CELLS = 24
"""The most braille cells a placement's turned discs take by name on its braille line (a
line of three or more by its two ends); a longer list names each line by its far end alone.
With the words an undo puts before it ("Ein Zug zurück. Zuletzt: Schwarz j10, 24 umgedreht: ",
54 cells) the line still fits 80 cells. Counting names said six were short enough, but on
10x10 six names ("j9 to j2, i9 to b2, and i10 to b10") ran that line to 88 cells."""


class ReversiDescriber(ColourRunsDescriber):
    """Reversi vocabulary in German and English."""

    domain = "reversi"
    brief_keys = {ReasonCode.OCCUPIED: "brief.occupied",  # "f7 is taken. You can play ..."
                  ReasonCode.NO_FLIPS: "brief.no_flips"}  # "f7 flips nothing. You can ..."
    answers = {**ColourRunsDescriber.answers, Topic.THREATS: (Query("corner_threats_text"),)}

    def corner_threats_text(self, state: State) -> list[str]:
        """How many placements each side has, then the corners the side to move can take now
        and the corners the opponent could take on its turn."""
        if state.outcome() is not None:
            return []
        board: ReversiState = state  # type: ignore[assignment]
        size = board.game.size
        corners = {0, size - 1, size * (size - 1), size * size - 1}
        mover, other = board.to_move, 1 - board.to_move
        own, theirs = board.placements_for(mover), board.placements_for(other)
        lines = [self.t("threats.mobility", first=self.player(mover), first_count=len(own),
                        second=self.player(other), second_count=len(theirs))]
        for player, squares, key in ((mover, own, "now"), (other, theirs, "next")):
            taken = sorted((self.location(s) for s in squares if s in corners))
            # The listener's own corners in the second person ("You can take no corner now."),
            # as the other games' threats say them.
            if taken:
                lines.append(self.did(f"threats.corners_{key}", player, len(taken),
                                      squares=self.cat.join_and(taken)))
            else:
                lines.append(self.did(f"threats.no_corner_{key}", player))
        return lines

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """A corner taken (its disc can never be turned), or the corners the placement
        opens to the opponent; how many placements it leaves the opponent."""
        if after.outcome() is not None or not move.parts:
            return []
        board: ReversiState = after  # type: ignore[assignment]
        size = board.game.size
        corners = {0, size - 1, size * (size - 1), size * size - 1}
        other = 1 - mover
        notes = []
        if move.parts[0] in corners:
            notes.append(self.t("hint.corner", square=self.location(move.parts[0])))
        old: ReversiState = before  # type: ignore[assignment]
        opened = sorted(set(board.placements_for(other)) & corners
                        - set(old.placements_for(other)))
        if opened:
            notes.append(self.tn("hint.opens_corner", len(opened), player=self.player(other),
                                 squares=self.cat.join_and([self.location(s) for s in opened])))
        replies = len(board.placements_for(other))
        if replies:
            notes.append(self.tn("hint.mobility", replies, player=self.player(other)))
        else:
            notes.append(self.t("hint.opponent_passes", player=self.player(other)))
        return notes

    def move_text(self, move: Move) -> str:
        """"d3", or the word for passing in the listener's language."""
        if not move.parts:
            return self.t("pass_word")
        return self.location(move.parts[0])

    def move_here_text(self, state: State, move: Move) -> str:
        """ "d3: you can place a disc here; it flips d4." (a free opening's centre square flips
        nothing: "d4: you can place a disc here.")."""
        square = self.location(move.parts[0])
        flipped = state.flipped_by(move.parts[0]) if isinstance(state, ReversiState) else ()
        if not flipped:
            return self.t("here.place", square=square)
        return self.tn("here.place_flips", len(flipped), square=square,
                       discs=self.cat.join_and([self.location(s) for s in flipped]))

    def move_here_brief(self, state: State, move: Move) -> str | None:
        """ "d4 flips 19: d5 to d7, e5 to g7, ..." for the braille line: the discs by lines
        as a move's (:meth:`flipped_brief`). The sentence named every disc: 150 cells for the
        19 discs one placement can turn at most."""
        square = move.parts[0]
        flipped = state.flipped_by(square) if isinstance(state, ReversiState) else ()
        if not flipped:
            return None
        return self.tn("brief.here.place_flips", len(flipped), square=self.location(square),
                       discs=self.flipped_brief(state, square, flipped))

    # -- moves ------------------------------------------------------------------------------

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """A placement with its flips, or a forced pass; ``state`` is the position after it."""
        placed: Location | None = None
        flipped: tuple[Location, ...] = ()
        passed = False
        opening = True
        for event in events:
            if isinstance(event, Placed):
                placed = event.location
            elif isinstance(event, Flipped):
                flipped = event.locations
                opening = False
            elif isinstance(event, Passed):
                passed = True
        if passed or placed is None:
            text = self.did("move.pass", mover)
            brief = self.did("move.pass_brief", mover)
        elif opening:
            # Free opening (start=reversi): a centre square taken, nothing flipped.
            square = self.location(placed)
            text = self.did("move.opening", mover, square=square)
            brief = self.did("move.opening_brief", mover, square=square)
        else:
            square = self.location(placed)
            discs = self.cat.join_and([self.location(s) for s in flipped])
            count = len(flipped)
            text = self.did("move.place", mover, count, square=square, discs=discs)
            brief = self.did("move.place_brief", mover, count, square=square,
                             discs=self.flipped_brief(state, placed, flipped))
            lines = len(self._flip_lines(state, placed, flipped))
            if cells_at_most(brief, self.lang) > LAST_MOVE_CELLS and lines > 1:
                # Each of many lines by its far end still ran an undo's braille line ("2
                # Züge zurück. Zuletzt: Schwarz e5, 27 umgedreht: bis e9, i9, i5, h2, e2,
                # b2, b5 und b8.") to 97 cells: the lines are counted; speech names them.
                brief = self.did("move.place_lines_brief", mover, count, square=square,
                                 lines=self.tn("flips.lines", lines))
        return self.by_verbosity(state, text, brief)

    def _flip_lines(self, state: State, placed: Location,
                    flipped: Sequence[Location]) -> list[list[Location]]:
        """The discs ``placed`` turned, line by line outward from it, as the engine lists
        them (each line's discs in order from the new disc)."""
        size = state.game.size  # type: ignore[attr-defined]
        row, column = divmod(placed, size)

        def way(square: Location) -> tuple[int, int]:
            # The line from the new disc: each step's sign along the row and the column.
            down, across = divmod(square, size)
            return (down > row) - (down < row), (across > column) - (across < column)

        lines: list[list[Location]] = []
        for square in flipped:
            if lines and way(lines[-1][0]) == way(square):
                lines[-1].append(square)
            else:
                lines.append([square])
        return lines

    def flipped_brief(self, state: State, placed: Location,
                      flipped: Sequence[Location]) -> str:
        """The discs ``placed`` turned, for the braille line: three or more along one line
        by its ends ("b4 to g4 and b3"), fewer each by name; where that takes more than
        :data:`FLIPS_CELLS` cells, each line by its far end ("up to d7, g7, and b6"), if that
        is shorter. A move that turned a whole line ran an undo's braille line to 85 cells,
        every disc named.
        """
        lines = self._flip_lines(state, placed, flipped)
        parts: list[str] = []
        for line in lines:
            if len(line) >= 3:
                parts.append(self.t("flips.line", first=self.location(line[0]),
                                    last=self.location(line[-1])))
            else:
                parts += [self.location(s) for s in line]
        named = self.cat.join_and(parts)
        if cells_at_most(named, self.lang) <= FLIPS_CELLS:
            return named
        # Many or long lines: each by its far end alone ("up to d7, g7, g4, f2, ..."), the
        # count before it; by both ends, 19 discs in 8 lines ran to 104 cells.
        far = self.t("flips.far_ends",
                     ends=self.cat.join_and([self.location(line[-1]) for line in lines]))
        return far if cells_at_most(far, self.lang) < cells_at_most(named, self.lang) else named

    # -- board and counts -----------------------------------------------------------------------

    def owners(self, state: State) -> list[Player | None]:
        """The owner of the disc on every square (None when empty), by square index."""
        if isinstance(state, ReversiState):
            return [state.cell(s) for s in range(self.size * self.size)]
        raise TypeError("ReversiDescriber needs a ReversiState")

    def status_text(self, state: State) -> str:
        """The disc counts: "Black 12, White 9."."""
        cells = self.owners(state)
        return self.t("status", black=cells.count(0), white=cells.count(1))

    def standing_text(self, state: State) -> str:
        """The standing for "score": discs per colour and the squares still empty ("Black 12,
        White 9, 43 squares empty.")."""
        cells = self.owners(state)
        empty = cells.count(None)
        return self.tn("count", empty, black=cells.count(0), white=cells.count(1), empty=empty)

    # -- reasons -------------------------------------------------------------------------------

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """A pass refused on the braille line: that it is refused, and the squares to play
        (a few by name, of more their number; "You cannot pass while you can place a disc,
        for example on d3, c4, f5, or e6." took 82 cells)."""
        if reason.code is ReasonCode.CANNOT_PASS:
            return self.t("brief.cannot_pass", moves=self.brief_moves(reason.alternatives))
        return super().reason_brief(reason, state)

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Sentences for the Reversi reasons: no flips, must pass, cannot pass."""
        code = reason.code
        square = self.location(reason.locations[0]) if reason.locations else ""
        moves = self.moves_list(reason.alternatives)
        if code is ReasonCode.NO_FLIPS:
            return self.t("reason.no_flips", square=square, moves=moves)
        if code is ReasonCode.MUST_PASS:
            return self.t("reason.must_pass")
        if code is ReasonCode.CANNOT_PASS:
            return self.t("reason.cannot_pass", moves=moves)
        if code is ReasonCode.NOT_PLAYABLE:
            return self.t("reason.opening_centre", square=square, moves=moves)
        return None
