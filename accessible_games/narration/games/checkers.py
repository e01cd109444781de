"""Words for English checkers: squares, steps, captures with their path, crowning, the board.

Squares are named algebraically ("c3"; a1 is Black's lower-left corner). A capture is spoken as
one move with every piece it took, the squares it landed on between its jumps and where it
ended ("The black man on c3 takes d4 and f6 by way of e5 and lands on g7.", as every draughts
game says it: the end alone left a player replaying it on a board to find the way); crowning
is added to the same sentence. The board is read from row 8 down to row 1, the way a diagram
is printed with Black at the bottom, whoever listens; each row names its pieces grouped by kind
("Row 3: black men on a3, c3 and g3; white king on e3."), or says "empty".
"""

from __future__ import annotations

from accessible_games.engine import (
    Location,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
)
from accessible_games.engine.events import Piece
from accessible_games.engine.grid import algebraic
from accessible_games.games.draughts.game import DraughtsState
from accessible_games.narration.games.draughts_counts import side_counts, side_counts_brief
from accessible_games.narration.games.draughts_moves import DraughtsMoveWords
from accessible_games.narration.games.draughts_reasons import piece_on, taken_by
from accessible_games.narration.games.draughts_results import misere_result
from accessible_games.narration.occupied import stuck_text


class CheckersDescriber(DraughtsMoveWords):
    """English checkers vocabulary in German and English."""

    full_moves = True
    """Numbered in full moves, one turn of each side, as the game's records are."""

    domain = "checkers"
    family = "draughts"
    """Refusals the whole family shares (a taken square: :mod:`.draughts_reasons`) come from
    the draughts catalog where checkers has no words of its own."""
    dark_squares_only = True
    stranded_loses = True
    notation_brief = True
    size = 8

    def location(self, location: Location) -> str:
        """The algebraic name of a square ("c3")."""
        return algebraic(location, self.size)

    # -- board and counts -----------------------------------------------------------------------

    @staticmethod
    def _state(state: State) -> DraughtsState:
        if isinstance(state, DraughtsState):
            return state
        raise TypeError("CheckersDescriber needs a DraughtsState")

    def board_lines(self, state: State) -> list[str]:
        """One line per row from row 8 down to row 1: pieces grouped by kind, or "empty"."""
        board = self._state(state)
        size = self.size
        lines = []
        for row in range(size - 1, -1, -1):
            groups: dict[tuple[Player, Piece], list[Location]] = {}
            for col in range(size):
                found = board.piece_at(row * size + col)
                if found is not None:
                    groups.setdefault(found, []).append(row * size + col)
            texts = []
            for (player, piece), squares in groups.items():
                names = self.cat.join_and([self.location(s) for s in squares])
                texts.append(self.tn(f"row.group.{player}.{piece.value}", len(squares),
                                     squares=names))
            content = self.t("row.separator").join(texts) if texts else self.t("row.empty")
            lines.append(self.t("row.line", row=row + 1, content=content))
        return lines

    def status_text(self, state: State) -> str:
        """Men and kings per side: "Black: 12 men, no kings. White: 11 men, 1 king."
        (:mod:`.draughts_counts`)."""
        return side_counts(self, self._state(state))

    def status_brief(self, state: State) -> str | None:
        """:meth:`status_text` on the braille line (:func:`.side_counts_brief`)."""
        return side_counts_brief(self, self._state(state))

    def outcome_text(self, outcome: Outcome) -> str:
        """The result; with the option "Losing game" the side that has no pieces or cannot
        move wins, and is named so (:mod:`.draughts_results`)."""
        return misere_result(self, outcome) or super().outcome_text(outcome)

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The braille line of the losing game's result, the winner first
        (:func:`.misere_result`); the shared one otherwise."""
        return misere_result(self, outcome, brief=True) or super().outcome_brief(outcome)

    # -- reasons -------------------------------------------------------------------------------

    def piece_on(self, state: State, start: Location) -> str:
        """The man or king on ``start`` (:mod:`.draughts_reasons`)."""
        return piece_on(self, state, start) or super().piece_on(state, start)

    def taken_by(self, state: State, target: Location) -> str | None:
        """Who stands on a taken square: an own man, an opposing king
        (:mod:`.draughts_reasons`)."""
        return taken_by(self, state, target)

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """A man tried to step backward: say that men move forward only."""
        if not self._backward(reason, state):
            return None
        start = reason.locations[0]
        if reason.code is ReasonCode.PIECE_HAS_NO_MOVES:
            return self.t("reason.man_forward_only_stuck", stuck=stuck_text(self, state, start))
        return self.t("reason.man_forward_only", start=self.location(start),
                      moves=self.moves_from_here(reason.alternatives))

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """A man's step backward in a few words for the braille line, as the draughts family
        says it ("e5-d4: men move only forward. Moves: e5-d6 or e5-f6."); None for another
        refusal."""
        if reason.code is ReasonCode.CANNOT_MOVE_THERE and self._backward(reason, state):
            return self.t("brief.why.man_forward")
        return None

    def _backward(self, reason: Reason, state: State) -> bool:
        """Whether ``reason`` refuses a man's step or capture backward."""
        if reason.code not in (ReasonCode.CANNOT_MOVE_THERE, ReasonCode.PIECE_HAS_NO_MOVES):
            return False
        if len(reason.locations) < 2 or not isinstance(state, DraughtsState):
            return False
        start, target = reason.locations[0], reason.locations[-1]
        found = state.piece_at(start)
        if found is None or found[1] is not Piece.MAN:
            return False
        rows = target // self.size - start // self.size
        return rows < 0 if found[0] == 0 else rows > 0
