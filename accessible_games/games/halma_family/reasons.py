"""The Halma family's own rules that an illegal step or hop can break.

:class:`HalmaRule` names them (backward, no hops in this game, not free, hopping over one's
own piece, nothing to hop over, landing twice, not on a line); :class:`HalmaRules` is the part
of :class:`~accessible_games.games.halma_family.state.HalmaState` that finds which of them a
typed path breaks, for the describer to say. The state supplies the position; this mixin holds
no data of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from accessible_games.engine.graph import PointGraph
from accessible_games.engine.jumps import (
    JumpProblem,
    check_hop_path,
)
from accessible_games.engine.types import (
    Location,
    Player,
)
from accessible_games.games.halma_family.variants import (
    JumpOver,
    Variant,
)


class HalmaRule(Enum):
    """The family's own rules an illegal attempt can break (spoken by the describer)."""

    BACKWARD = "backward"
    """The piece may not move in that direction (backward, or sheep sideways)."""
    NO_JUMPS = "no_jumps"
    """This game has no hops."""
    ONE_STEP = "one_step"
    """In a game without hops, a move farther than one step that is not a hop either."""
    NOT_FREE = "not_free"
    """The square behind the hopped piece is taken: the piece is not free."""
    JUMP_OWN = "jump_own"
    """Only opposing pieces may be hopped over."""
    NOTHING_TO_JUMP = "nothing_to_jump"
    """There is no piece between to hop over."""
    REVISIT = "revisit"
    """A chain of hops may not land twice on one square."""
    NOT_ON_A_LINE = "not_on_a_line"
    """A hop goes two squares along one line."""
    NO_PATH = "no_path"
    """A move typed by its two ends that is no step and that no chain of hops makes
    (Räuber und Gendarm's c3-c5)."""


class HalmaRules:
    """The family rule a typed path breaks, for :class:`HalmaState` (a mixin)."""

    variant: Variant
    graph: PointGraph
    board: list[int]
    _to_move: Player

    if TYPE_CHECKING:

        def may_jump(self, player: Player) -> Callable[[int], bool]: ...

    def _broken_rule(self, parts: tuple[Location, ...]) -> tuple[HalmaRule, int] | None:
        """The family rule a step or hop path breaks, with the index of the failing hop."""
        p = self._to_move
        directions = self.variant.steps[p]
        if len(parts) == 2:
            step = self.graph.direction_between(parts[0], parts[1], 1)
            if step is not None:
                return (HalmaRule.BACKWARD, 0) if step not in directions else None
        if self.variant.jump_over is JumpOver.NONE:
            if self.graph.direction_between(parts[0], parts[1], 2) is not None:
                return HalmaRule.NO_JUMPS, 0
            return (HalmaRule.ONE_STEP, 0) if len(parts) == 2 else None
        problem = check_hop_path(self.graph, self.board, parts, directions, self.may_jump(p))
        if problem is None:
            return None
        kind, index = problem
        rule = {
            JumpProblem.NOT_ON_A_LINE: HalmaRule.NOT_ON_A_LINE,
            JumpProblem.DIRECTION: HalmaRule.BACKWARD,
            JumpProblem.NOTHING_TO_JUMP: HalmaRule.NOTHING_TO_JUMP,
            JumpProblem.PIECE_NOT_JUMPABLE: HalmaRule.JUMP_OWN,
            JumpProblem.NOT_FREE: HalmaRule.NOT_FREE,
            JumpProblem.REVISIT: HalmaRule.REVISIT,
        }[kind]
        if rule is HalmaRule.NOT_ON_A_LINE and len(parts) == 2:
            # Typed by its two ends, a move may mean a whole chain of hops: a legal chain was
            # found before (match_parts), so neither a step nor any chain leads there.
            return HalmaRule.NO_PATH, 0
        return rule, index
