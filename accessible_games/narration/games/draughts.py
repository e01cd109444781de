"""Words for the draughts family besides English checkers: international, Russian, Brazilian,
Turkish draughts and Schlagdame. One describer reads the variant of the game it speaks for.

Squares are named the way players of the variant write them: PDN numbers on the 10x10 board
("32"), algebraic names on 8x8 boards ("c3"). A capture is one sentence with every piece
taken, the squares the piece passed through when it jumped more than once, and where it landed
("The white king on 46 takes 37 and 19 by way of 28 and lands on 14."). A Russian man crowned in the
middle of a capture is said to be crowned there and to go on as a king. When a player tries a
capture that takes too few pieces, the reason names the number to take and the captures that
do ("You must take the most pieces, 3: ..."). The board is read row by row from the top, or
column by column, each line grouping men and kings per side.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import (
    Game,
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
from accessible_games.games.draughts.variants import Variant
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.draughts_counts import side_counts, side_counts_brief
from accessible_games.narration.games.draughts_moves import DraughtsMoveWords
from accessible_games.narration.games.draughts_reasons import piece_on, taken_by
from accessible_games.narration.games.draughts_results import misere_result
from accessible_games.narration.occupied import stuck_text


class DraughtsDescriber(DraughtsMoveWords):
    """One describer for every variant; the game's ``variant`` decides names and rules."""

    full_moves = True
    """Numbered in full moves, one turn of each side, as the game's records are."""

    domain = "draughts"
    dark_squares_only = True
    stranded_loses = True
    notation_brief = True

    def __init__(self, game: Game, lang: str, verbosity: Verbosity = Verbosity.NORMAL) -> None:
        super().__init__(game, lang, verbosity)
        variant = getattr(game, "variant", None)
        if not isinstance(variant, Variant):
            raise TypeError("DraughtsDescriber needs a draughts game")
        self.variant: Variant = variant
        self.size = self.variant.size
        self.numbers = self.variant.geometry.number_of_loc

    # -- names --------------------------------------------------------------------------------

    def location(self, location: Location) -> str:
        """A square: its PDN number on 10x10, else its algebraic name."""
        if self.variant.numbered and location in self.numbers:
            return str(self.numbers[location])
        return algebraic(location, self.size)

    def location_order(self, location: Location) -> int:
        """Squares in lists go by PDN number on numbered boards."""
        return self.numbers.get(location, location) if self.variant.numbered else location

    def colour(self, player: Player) -> str:
        """The catalog word for a player's colour: "white" or "black"."""
        return self.variant.colour_of(player).value

    def player(self, player: Player) -> str:
        """The side's name by colour ("White", "Schwarz")."""
        return self.t(f"player.{self.colour(player)}")

    # -- board and counts ---------------------------------------------------------------------

    @staticmethod
    def _state(state: State) -> DraughtsState:
        if isinstance(state, DraughtsState):
            return state
        raise TypeError("DraughtsDescriber needs a DraughtsState")

    def _groups(self, board: DraughtsState, squares: Sequence[Location]) -> str:
        groups: dict[tuple[Player, Piece], list[Location]] = {}
        for square in squares:
            found = board.piece_at(square)
            if found is not None:
                groups.setdefault(found, []).append(square)
        texts = []
        for (player, piece), places in groups.items():
            names = self.cat.join_and([self.location(s) for s in places])
            texts.append(self.tn(f"row.group.{self.colour(player)}.{piece.value}", len(places),
                                 squares=names))
        return self.t("row.separator").join(texts) if texts else self.t("row.empty")

    def board_lines(self, state: State) -> list[str]:
        """One line per row from the top row down: pieces grouped by side and kind."""
        board = self._state(state)
        size = self.size
        return [self.t("row.line", row=row + 1,
                       content=self._groups(board, [row * size + c for c in range(size)]))
                for row in range(size - 1, -1, -1)]

    def column_lines(self, state: State) -> list[str]:
        """One line per column from a to the last: pieces grouped by side and kind."""
        board = self._state(state)
        size = self.size
        return [self.t("column.line", column=chr(ord("a") + col),
                       content=self._groups(board, [r * size + col for r in range(size)]))
                for col in range(size)]

    def status_text(self, state: State) -> str:
        """Men and kings per side: "White: 20 men, no kings. Black: 19 men, 1 king."
        (:mod:`.draughts_counts`)."""
        return side_counts(self, self._state(state))

    def status_brief(self, state: State) -> str | None:
        """:meth:`status_text` on the braille line (:func:`.side_counts_brief`)."""
        return side_counts_brief(self, self._state(state))

    def outcome_text(self, outcome: Outcome) -> str:
        """The result; in the misère game the side that has no pieces or cannot move wins
        ("White has no pieces left and wins the losing game.": :mod:`.draughts_results`)."""
        return misere_result(self, outcome) or super().outcome_text(outcome)

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The braille line of the losing game's result, the winner first
        (:func:`.misere_result`); the shared one otherwise."""
        return misere_result(self, outcome, brief=True) or super().outcome_brief(outcome)

    # -- reasons ------------------------------------------------------------------------------

    def _turns_back(self, squares: Sequence[Location]) -> bool:
        """True when two consecutive legs of a typed path run along one line in opposite
        directions (a 180-degree turn)."""
        def leg(a: Location, b: Location) -> tuple[int, int]:
            dr = b // self.size - a // self.size
            dc = b % self.size - a % self.size
            return (dr > 0) - (dr < 0), (dc > 0) - (dc < 0)

        legs = [leg(a, b) for a, b in zip(squares, squares[1:])]
        return any(x == (-y[0], -y[1]) for x, y in zip(legs, legs[1:]))

    def _diagonal(self, squares: Sequence[Location]) -> bool:
        """True when a leg of a typed path leaves both its row and its column."""
        size = self.size
        return any(a // size != b // size and a % size != b % size
                   for a, b in zip(squares, squares[1:]))

    def piece_on(self, state: State, start: Location) -> str:
        """The man or king on ``start`` (:mod:`.draughts_reasons`)."""
        return piece_on(self, state, start) or super().piece_on(state, start)

    def taken_by(self, state: State, target: Location) -> str | None:
        """Who stands on a taken square: an own man, an opposing king
        (:mod:`.draughts_reasons`)."""
        return taken_by(self, state, target)

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """The majority rule with the number to take; men that step backward; a diagonal
        step in Turkish draughts."""
        code = reason.code
        if (self.variant.no_reversal and len(reason.locations) >= 3
                and code in (ReasonCode.CAPTURE_MANDATORY, ReasonCode.MUST_TAKE_MOST,
                             ReasonCode.CANNOT_MOVE_THERE)
                and self._turns_back(reason.locations)):
            # Turkish: no 180-degree turn between two jumps.
            return self.t("reason.no_reversal", moves=self.moves_list(reason.alternatives))
        if code is ReasonCode.MUST_TAKE_MOST and reason.count:
            return self.tn("reason.must_take_most", reason.count,
                           moves=self.moves_list(reason.alternatives))
        if code not in (ReasonCode.CANNOT_MOVE_THERE, ReasonCode.PIECE_HAS_NO_MOVES):
            return None
        kind = self._wrong_way(reason, state)
        if kind is None:
            return None
        start = reason.locations[0]
        if kind == "straight":  # Turkish: a diagonal step, as every other draughts game plays
            if code is ReasonCode.PIECE_HAS_NO_MOVES:
                return self.t("reason.straight_stuck", stuck=stuck_text(self, state, start))
            return self.t("reason.straight", piece=self.piece_on(state, start),
                          start=self.location(start),
                          moves=self.moves_from_here(reason.alternatives))
        if code is ReasonCode.PIECE_HAS_NO_MOVES:
            return self.t(f"reason.{kind}_stuck", stuck=stuck_text(self, state, start))
        return self.t(f"reason.{kind}", start=self.location(start),
                      moves=self.moves_from_here(reason.alternatives))

    def _wrong_way(self, reason: Reason, state: State) -> str | None:
        """The way a refused move goes that the variant forbids: "straight" (a diagonal step
        in Turkish draughts), "man_forward", "man_sideways" (Turkish) or
        "man_forward_jumps_back" (Russian, Brazilian, international: men jump backward too)
        for a man's step backward; None for none of these."""
        if len(reason.locations) < 2 or not isinstance(state, DraughtsState):
            return None
        start, target = reason.locations[0], reason.locations[-1]
        found = state.piece_at(start)
        rows = target // self.size - start // self.size
        if found is not None and self.variant.orthogonal and self._diagonal(reason.locations):
            return "straight"
        if found is None or found[1] is not Piece.MAN:
            return None
        backward = rows < 0 if found[0] == 0 else rows > 0
        if not backward:
            return None
        if self.variant.orthogonal:
            return "man_sideways"
        return "man_forward_jumps_back" if self.variant.men_capture_backward else "man_forward"

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """A man's step backward or Turkish draughts' diagonal step in a few words for the
        braille line ("d4-c3: men step only forward. Moves: d4-c5 or d4-e5."; the sentence
        ran to three 40-cell lines)."""
        kind = self._wrong_way(reason, state)
        return None if kind is None else self.t(f"brief.why.{kind}")
