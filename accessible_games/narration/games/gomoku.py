"""Words for Gomoku: placements with the threats they make, lines through a square, the board.

A placement names the square and, at normal verbosity, the mover's threats through it ("Black
places on k8: an open four from h8 to k8, completed on g8 or l8."). A line of six or more that
does not win (or, in Gomoku+, a five closed at an end) is said so. The board is read from the
top rank down naming stones in runs. Two queries for the session's commands:

* :meth:`GomokuDescriber.lines_through` reads the four lines through a square (the cursor), up
  to four squares to each side, with the longest run of each colour and the threats there.
* :meth:`GomokuDescriber.threats_text` lists every four, open four and open three on the board,
  the side to move first.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from accessible_games.engine import (
    EndReason,
    Event,
    Location,
    Move,
    Outcome,
    Player,
    State,
)
from accessible_games.engine.events import Placed
from accessible_games.games.gomoku.board import AXES, WINDOW
from accessible_games.games.gomoku.game import GomokuState
from accessible_games.games.gomoku.lines import (
    Threat,
    ThreatKind,
    find_threats,
    read_lines,
    threats_through,
)
from accessible_games.narration.cell_count import LAST_MOVE_CELLS, cells_at_most
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.runs import ColourRunsDescriber, find_runs
from accessible_games.narration.topics import Query, Topic


class GomokuDescriber(ColourRunsDescriber):
    """Gomoku vocabulary in German and English."""

    domain = "gomoku"
    answers = {
        Topic.THREATS: (Query("threats_text"),),
        Topic.LOOK: (Query("lines_through", at_place=True),),
    }

    def move_here_text(self, state: State, move: Move) -> str:
        """ "d3: you can place a stone here." (was "From d3, one move: d3.")."""
        return self.t("here.place", square=self.location(move.parts[0]))

    def _state(self, state: State) -> GomokuState:
        if isinstance(state, GomokuState):
            return state
        raise TypeError("GomokuDescriber needs a GomokuState")

    # -- moves ------------------------------------------------------------------------------

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """A placement, with a win, a non-winning long line, or the threats it makes."""
        board = self._state(state)
        square = move.parts[0]
        for event in events:
            if isinstance(event, Placed):
                square = event.location
        where = self.location(square)
        brief = self.did("brief.place", mover, square=where)
        outcome = board.outcome()
        sentences: list[str]
        line = board.winning_stones(mover) if outcome is not None else ()
        if outcome is not None and mover in outcome.winners and line:
            # Where the five lies, which a player at the board sees: "... makes five in a
            # row from e15 to i11." (it was "makes five in a row." alone).
            size = board.geo.size
            first, last = sorted((line[0], line[-1]), key=lambda q: (q % size, q // size))
            ends = self.location(first), self.location(last)
            # Six or more win only with the overline option: said as what they are and that
            # they count here ("five in a row from a8 to f8" named six stones).
            key = "five" if len(line) == WINDOW else "overline_win"
            sentences = [self.did(f"move.{key}", mover, square=where, first=ends[0],
                                  last=ends[1], stones=len(line))]
            brief = self.did(f"brief.{key}", mover, square=where, first=ends[0], last=ends[1],
                             stones=len(line))
        else:
            sentences = [self.did("move.place", mover, square=where)]
            notes = self._long_lines(board, square, mover)
            threats = threats_through(board, square, mover)
            sentences += notes + [self.threat_text(t) for t in threats]
            # The short form (braille, brief) keeps the threats: a deafblind player must
            # know of a four to block it. Where they leave too few cells for the words an
            # undo puts before the move, the weakest kind after a stronger one is counted
            # ("Four: h10. 2 open threes."): a six, a four and two open threes ran to 108.
            said = [brief, *self._long_lines(board, square, mover, brief=True)]
            brief = " ".join([*said, *self._brief_threats(threats)])
            if cells_at_most(brief, self.lang) > LAST_MOVE_CELLS:
                brief = " ".join([*said, *self._brief_threats(threats, count_weakest=True)])
        text = " ".join(sentences)
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        elif self.verbosity is Verbosity.VERBOSE and not board.is_terminal():
            text = f"{text} {self.status_text(board)}"
        return Message(text, MessageKind.MOVE, brief)

    def end_text(self, outcome: Outcome) -> str:
        """Why the game ended: "five in a row", or where six and more win too "five or more
        in a row" (a six won as "five in a row")."""
        if outcome.reason is EndReason.NO_MOVES and getattr(self.game, "overline", False):
            return self.t("end.no_moves_overline")
        return super().end_text(outcome)

    def _brief_threats(self, threats: Sequence[Threat], count_weakest: bool = False) -> list[str]:
        """The threats in a few words, a part for each kind, strongest first: its label once
        and each threat's squares that complete it, parted with semicolons ("Open threes:
        g6; f4, j8."). An open four wins with the next stone whatever else the stone made,
        so it is named alone. Each threat with its label and "or" ran "undo" to 82 cells
        ("2 Züge zurück. Zuletzt: Weiß g5. Offener Dreier: g6. Offener Dreier: f4 oder
        j8."), and an open three after an open four to 86. ``count_weakest``: two or more
        open threes, the weakest kind, by their count alone where a four is named before them
        ("Four: h10. 2 open threes."; one open three's squares take no more cells than its
        count)."""
        if any(t.kind is ThreatKind.OPEN_FOUR for t in threats):
            threats = [t for t in threats if t.kind is ThreatKind.OPEN_FOUR]
        groups = [list(of_kind) for _, of_kind in groupby(threats, key=lambda t: t.kind)]
        parts = []
        for index, group in enumerate(groups):  # sorted by kind
            kind = group[0].kind.value
            if count_weakest and index and group[0].kind is ThreatKind.OPEN_THREE \
                    and len(group) > 1:
                parts.append(self.tn("brief.threat.open_three.count", len(group)))
                continue
            gains = "; ".join(", ".join(self.location(s) for s in t.gains) for t in group)
            parts.append(self.tn(f"brief.threat.{kind}", len(group), gains=gains))
        return parts

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """The opponent's fours and open threes the stone blocks, then the threats it makes
        (a win is told by the shared facts)."""
        if after.outcome() is not None or not move.parts:
            return []
        square = move.parts[0]
        blocked = [t for t in find_threats(self._state(before), 1 - mover) if square in t.gains]
        # On the braille line in fewer words where the catalog has them (the open four's
        # sentence ran to 104 cells in German).
        notes = [self.t(self.briefly(f"hint.blocks.{t.kind.value}"),
                        player=self.player(t.player), stones=self.squares(t.stones),
                        first=self.location(t.stones[0]), last=self.location(t.stones[-1]))
                 for t in blocked]
        # The threats it makes, on the braille line in fewer words where the catalog has
        # them (an open three high on a 19x19 board ran to 86 cells, 97 in German).
        notes += [self.threat_text(t, self.briefly(f"threat.{t.kind.value}"))
                  for t in threats_through(self._state(after), square, mover)]
        return notes

    def _long_lines(self, board: GomokuState, square: Location, mover: Player,
                    brief: bool = False) -> list[str]:
        """Sentences for lines of five or more through ``square`` that do not win; ``brief``:
        in a few words for the braille line ("6 in a row, no win.": the sentences ran a
        placement with a four and open threes past two windows)."""
        said = []
        form = "brief" if brief else "move"
        for axis_index in range(len(AXES)):
            length, before, after = board.run_through(square, axis_index, mover)
            if length > WINDOW and not board.game.overline:
                said.append(self.t(f"{form}.overline", count=length))
            elif length == WINDOW and board.game.open_five:
                # Gomoku+: a five with a blocked or edge end does not win.
                said.append(self.t(f"{form}.closed_five"))
        return said

    # -- threats and lines ----------------------------------------------------------------------

    def squares(self, squares: Sequence[Location]) -> str:
        """Square names joined with "and"."""
        return self.cat.join_and([self.location(s) for s in squares])

    def threat_text(self, threat: Threat, key: str | None = None) -> str:
        """One threat in a sentence: kind, stones and the squares that complete it (``key``:
        another sentence with the same values, as "why" brailles an open three)."""
        stones = threat.stones
        return self.did(
            key or f"threat.{threat.kind.value}",
            threat.player,
            first=self.location(stones[0]),
            last=self.location(stones[-1]),
            stones=self.squares(stones),
            gains=self.cat.join_or([self.location(s) for s in threat.gains]),
        )

    def threats_text(self, state: State) -> str:
        """Every four, open four and open three on the board, the side to move first (once
        the game is over, "threats" says the result instead: `Queries._do_threats`)."""
        board = self._state(state)
        threats: list[Threat] = []
        for player in (board.to_move, 1 - board.to_move):
            threats += find_threats(board, player)
        if not threats:
            return self.t("threat.none")
        return " ".join(self.threat_text(t) for t in threats)

    def lines_through(self, state: State, square: Location) -> list[str]:
        """The four lines through ``square``: stones in reach, longest runs, threats there."""
        board = self._state(state)
        lines = []
        for reading in read_lines(board, square):
            cells = reading.cells
            runs = [self.run_text(cells[run.first][0], cells[run.last][0], run.count, run.value)
                    for run in find_runs([owner for _, owner in cells])]
            content = ", ".join(runs) if runs else self.t("line.no_stones")
            black, white = reading.longest
            key = "line.reading" if len(cells) > 1 else "line.single"
            if not runs:  # "longest runs: black 0, white 0" would only repeat "no stones"
                key += ".empty"
            lines.append(self.t(
                key, axis=self.t(f"axis.{reading.axis.name.lower()}"),
                first=self.location(cells[0][0]), last=self.location(cells[-1][0]),
                content=content, black=black, white=white,
            ))
        threats = []
        for player in (board.to_move, 1 - board.to_move):
            threats += [self.threat_text(t) for t in threats_through(board, square, player)]
        lines += threats
        return lines

    # -- board and counts -----------------------------------------------------------------------

    def owners(self, state: State) -> list[Player | None]:
        """The owner of the stone on every square (None when empty), by square index."""
        board = self._state(state)
        return [board.cell(square) for square in range(self.size * self.size)]

    def status_text(self, state: State) -> str:
        """The stone counts: "Stones: Black 5, White 4."."""
        black, white = self._state(state).counts()
        return self.t("status", black=black, white=white)


__all__ = ["GomokuDescriber"]
