"""Oware (Abapa): six houses a side, no sowing into stores, captures of 2s and 3s backward.

Rules as played (docs/rules/oware.en.md): South moves first. A move empties one of the mover's
houses and sows its seeds counter-clockwise, one into each following house; the stores are never
sown into, and a sowing of 12 seeds or more skips the house it started from. When the last seed
lands on the opponent's side and makes that house hold 2 or 3, those seeds are captured, and so
are the houses before it (backward along the sowing) while they are on the opponent's side and
hold 2 or 3. A move that would capture every seed of the opponent (a grand slam) is legal but
captures nothing (D3.1; options: forbidden, capture all). When the opponent's houses are empty
the mover must sow seeds into them if any move does; if none does, the game ends and each side
keeps the seeds on its side. The game ends when a player has more than half the seeds (25 of
48; 24-24 is a draw), or when a position occurs for the third time with the same player to
move (D3.2; each side then keeps its own seeds).
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.types import Option
from accessible_games.games.mancala.board import (
    CaptureRule,
    EndRule,
    GrandSlam,
    SowingRules,
)
from accessible_games.games.mancala.notation import MOVE_FORMAT, POSITION_FORMAT, PositionText
from accessible_games.games.mancala.sowing import MancalaGame, MancalaState, SowingMove

HOUSES = 6
"""Houses on each side of an Oware board."""

CAPTURE_COUNTS = (2, 3)
"""A house the last seed makes hold one of these counts is captured."""


@dataclass(frozen=True, slots=True)
class OwareMove(SowingMove):
    """Sowing the seeds of the house in ``pit`` (0-5 South's, 7-12 North's)."""


class OwareGame(MancalaGame):
    """Oware (Abapa) with options for the seeds per house, the grand slam and repetitions."""

    id = "oware"
    aliases = ("awale", "awalé", "awari", "abapa", "wari")
    option_specs = (
        Option("seeds", 4, (4, 5, 6), "Seeds in each house at the start."),
        Option(
            "grand_slam",
            GrandSlam.NO_CAPTURE.value,
            tuple(g.value for g in GrandSlam),
            "A sowing that would capture all the opponent's seeds: no_capture (legal, captures"
            " nothing), forbidden (not allowed while another move exists) or capture_all.",
        ),
        Option(
            "repetitions",
            3,
            (2, 3),
            "The game ends when a position occurs this often; each side keeps its own seeds.",
        ),
    )
    position_format = POSITION_FORMAT
    move_format = MOVE_FORMAT
    move_class = OwareMove

    def make_rules(self) -> SowingRules:
        """Abapa: no stores sown, start house skipped, captures of 2s and 3s, must feed."""
        return SowingRules(
            houses=HOUSES,
            seeds=self.options["seeds"],
            sow_own_store=False,
            sow_opponent_store=False,
            skip_start_house=True,
            capture=CaptureRule.COUNTS,
            capture_counts=CAPTURE_COUNTS,
            extra_turn=False,
            must_feed=True,
            grand_slam=GrandSlam(self.options["grand_slam"]),
            end=EndRule.MAJORITY,
            repetitions=self.options["repetitions"],
        )

    def make_state(self, position: PositionText) -> OwareState:
        """An Oware position."""
        return OwareState(self, position)


class OwareState(MancalaState):
    """An Oware position: 12 houses, the two stores of captured seeds and the side to move."""


__all__ = ["CAPTURE_COUNTS", "HOUSES", "OwareGame", "OwareMove", "OwareState"]
