"""How a game of the Halma family ends: the endings, their shared reasons, and the judging.

:class:`HalmaEnd` names each ending (formation rebuilt, fill rule, leave-home deadline,
blocked, no pieces, the wolf through or trapped, both blocked, the move limit) and
:func:`detailed_end` turns one into an outcome with the nearest shared end reason.
:class:`HalmaJudging` is the part of :class:`~accessible_games.games.halma_family.state.HalmaState`
that checks the endings in order before each move and collects the mover's moves on the way.
The state supplies the position; this mixin holds no data of its own.
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import Enum
from typing import TYPE_CHECKING

from accessible_games.engine.details import DetailedOutcome
from accessible_games.engine.formation import (
    FormationStatus,
    formation_status,
    pieces_left_in,
)
from accessible_games.engine.graph import PointGraph
from accessible_games.engine.types import (
    EndReason,
    Location,
    Outcome,
    Player,
)
from accessible_games.games.halma_family.notation import (
    HalmaMove,
)
from accessible_games.games.halma_family.variants import (
    Goal,
    NoMove,
    Variant,
)


class HalmaEnd(Enum):
    """How a game of the family ended."""

    FORMATION = "formation"
    """The winner rebuilt the start formation on the far side."""
    FILLED = "filled"
    """Fill rule: every target square taken, the rest by opposing pieces that stayed home."""
    LEFT_HOME = "left_home"
    """The loser still had a piece on its start squares after the deadline."""
    BLOCKED = "blocked"
    """The loser had no move."""
    NO_PIECES = "no_pieces"
    """The loser had no pieces left (Blockade)."""
    WOLF_THROUGH = "wolf_through"
    """The wolf passed the sheep's line; nothing can stop him now."""
    WOLF_TRAPPED = "wolf_trapped"
    """The wolf cannot move: the sheep win."""
    SHEEP_STUCK = "sheep_stuck"
    """The sheep cannot move: the wolf wins."""
    BOTH_BLOCKED = "both_blocked"
    """Neither side can move: a draw."""
    LIMIT = "limit"
    """The move limit: more pieces on target squares wins."""


_BASE_REASON = {
    HalmaEnd.FORMATION: EndReason.MAJORITY, HalmaEnd.FILLED: EndReason.MAJORITY,
    HalmaEnd.LEFT_HOME: EndReason.MOVE_LIMIT, HalmaEnd.BLOCKED: EndReason.NO_MOVES,
    HalmaEnd.NO_PIECES: EndReason.NO_PIECES, HalmaEnd.WOLF_THROUGH: EndReason.MAJORITY,
    HalmaEnd.WOLF_TRAPPED: EndReason.NO_MOVES, HalmaEnd.SHEEP_STUCK: EndReason.NO_MOVES,
    HalmaEnd.BOTH_BLOCKED: EndReason.BOARD_FULL, HalmaEnd.LIMIT: EndReason.MOVE_LIMIT,
}
"""The shared end reason nearest to each ending (the engine has none for reaching a goal)."""


def detailed_end(winner: Player | None, detail: HalmaEnd,
                 scores: tuple[int, ...] | None = None) -> DetailedOutcome:
    """The outcome of an ending: ``winner`` (None for a draw), the nearest shared reason.

    Args:
        winner: who won, or None for a draw.
        detail: the family's own ending.
        scores: the pieces on target squares, when the move limit decided.

    Returns:
        A :class:`DetailedOutcome` carrying ``detail``.
    """
    winners = frozenset() if winner is None else frozenset({winner})
    return DetailedOutcome(winners, _BASE_REASON[detail], scores, detail)


class HalmaJudging:
    """The endings of the family for :class:`HalmaState` (a mixin)."""

    variant: Variant
    graph: PointGraph
    board: list[int]
    _to_move: Player
    plies: int
    quiet: int
    fill_after: int
    move_limit: int
    home_deadline: int
    draw_moves: int
    repetitions: int
    targets: tuple[frozenset[Location], frozenset[Location]]
    homes: tuple[frozenset[Location], frozenset[Location]]
    _seen: dict[Hashable, int]

    if TYPE_CHECKING:

        def _placement(self) -> Hashable: ...

        def pieces(self, player: Player) -> list[Location]: ...

        def moves_of(self, player: Player) -> list[HalmaMove]: ...

    def turns_made(self, player: Player) -> int:
        """How many turns ``player`` has had (the first player is player 0)."""
        return (self.plies + 1) // 2 if player == 0 else self.plies // 2

    def formation(self, player: Player) -> FormationStatus:
        """The :class:`~accessible_games.engine.formation.FormationStatus` of ``player``."""
        return formation_status(self.board, player, self.targets[player])

    def _judge(self, own: list[HalmaMove]) -> Outcome | None:
        """The result, or None; fills ``own`` with the mover's moves when it computes them."""
        v = self.variant
        p = self._to_move
        board = self.board
        if v.goal is Goal.FORMATION:
            for q in (1 - p, p):
                status = self.formation(q)
                if status.complete:
                    return detailed_end(q, HalmaEnd.FORMATION)
                if (self.fill_after and status.filled
                        and self.turns_made(1 - q) >= self.fill_after):
                    return detailed_end(q, HalmaEnd.FILLED)
            if self.home_deadline:
                for q in (0, 1):
                    if (self.turns_made(q) >= self.home_deadline
                            and pieces_left_in(board, q, self.homes[q])):
                        return detailed_end(1 - q, HalmaEnd.LEFT_HOME)
        elif v.goal is Goal.WOLF:
            wolves = self.pieces(1)
            sheep = self.pieces(0)
            if wolves and sheep and (self.graph.row(wolves[0])
                                     <= min(self.graph.row(s) for s in sheep)):
                return detailed_end(1, HalmaEnd.WOLF_THROUGH)
        elif v.goal is Goal.LAST_MOVE:
            for q in (p, 1 - p):
                if q not in board:
                    return detailed_end(1 - q, HalmaEnd.NO_PIECES)
        own.extend(self.moves_of(p))
        if not own:
            if v.no_move is NoMove.LOSE:
                if v.goal is Goal.WOLF:
                    return detailed_end(
                        1 - p, HalmaEnd.WOLF_TRAPPED if p == 1 else HalmaEnd.SHEEP_STUCK)
                return detailed_end(1 - p, HalmaEnd.BLOCKED)
            if not self.moves_of(1 - p):
                return detailed_end(None, HalmaEnd.BOTH_BLOCKED)
        if self.move_limit and self.plies >= 2 * self.move_limit:
            home = (len(self.formation(0).home), len(self.formation(1).home))
            winner = None if home[0] == home[1] else (0 if home[0] > home[1] else 1)
            return detailed_end(winner, HalmaEnd.LIMIT, home)
        if self.draw_moves and self.quiet >= 2 * self.draw_moves:
            return Outcome(frozenset(), EndReason.MOVE_LIMIT)
        if self.repetitions and self._seen.get(self._placement(), 0) >= self.repetitions:
            return Outcome(frozenset(), EndReason.REPETITION)
        return None
