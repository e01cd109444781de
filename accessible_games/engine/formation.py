"""Formation goals: win by filling a target area, as in Halma and its relatives.

A player's *target* is a set of points (usually the opponent's start formation). The plain goal
is reached when every target point holds one of the player's pieces. The anti-spoiling "fill"
rule (RULES-RESEARCH D12.3, the usual Halma remedy) also counts the goal as reached when every
target point is occupied, at least one by the player and the rest by the opponent's pieces that
never left, so an opponent cannot stop a win by staying at home.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from accessible_games.engine.types import Location, Player


@dataclass(frozen=True, slots=True)
class FormationStatus:
    """How far a player is with a formation goal (for narration and evaluation)."""

    player: Player
    """Whose goal it is."""
    home: tuple[Location, ...]
    """Target points that hold the player's pieces."""
    missing: tuple[Location, ...]
    """Target points not yet holding the player's pieces (empty or taken by the opponent)."""
    blocked: tuple[Location, ...]
    """Target points held by opposing pieces (a subset of ``missing``)."""
    total: int
    """How many points the target has."""

    @property
    def complete(self) -> bool:
        """True when every target point holds the player's pieces."""
        return not self.missing

    @property
    def filled(self) -> bool:
        """True under the fill rule: every target point occupied, at least one by the player."""
        return bool(self.home) and len(self.home) + len(self.blocked) == self.total


def formation_status(board: Sequence[int], player: Player,
                     target: Collection[Location]) -> FormationStatus:
    """The state of ``player``'s formation goal on ``board`` (owner per point, -1 empty)."""
    ordered = sorted(target)
    home = tuple(p for p in ordered if board[p] == player)
    missing = tuple(p for p in ordered if board[p] != player)
    blocked = tuple(p for p in missing if board[p] >= 0)
    return FormationStatus(player, home, missing, blocked, len(ordered))


def goal_reached(board: Sequence[int], player: Player, target: Collection[Location],
                 fill_rule: bool) -> bool:
    """True when ``player`` has reached the formation goal (with the fill rule if asked)."""
    status = formation_status(board, player, target)
    return status.complete or (fill_rule and status.filled)


def pieces_left_in(board: Sequence[int], player: Player, area: Collection[Location]) -> int:
    """How many of ``player``'s pieces stand in ``area`` (e.g. still in their start area)."""
    return sum(1 for p in area if board[p] == player)
