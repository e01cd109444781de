"""Team draw for the computer: the team's lead plus what its remaining choices are worth."""

from __future__ import annotations

from accessible_games.engine import Move, Player, State

MEAN_DIE = 3.5


def evaluate(state: State, player: Player) -> float:
    """The player's team total minus the other's, counting a pending die at its mean."""
    totals = state.totals  # type: ignore[attr-defined]
    own = player % 2
    lead = float(totals[own] - totals[1 - own])
    if state.rolling:  # type: ignore[attr-defined]
        lead += MEAN_DIE if state.actor % 2 == own else -MEAN_DIE  # type: ignore[attr-defined]
    return lead


def order_key(move: Move) -> int:
    """No ordering preference: both choices are searched."""
    return 0
