"""Whist for the computer's search: the partnership's tricks, points and games."""

from __future__ import annotations

from accessible_games.engine import Move, Player, State
from accessible_games.games.cards.whist.game import PlayCard


def evaluate(state: State, player: Player) -> float:
    """Games (heavily), then points towards game, then tricks in this deal, for the side."""
    side = player % 2
    taken = state.taken  # type: ignore[attr-defined]
    points = state.points  # type: ignore[attr-defined]
    games = state.games  # type: ignore[attr-defined]
    return (100.0 * (games[side] - games[1 - side]) + 5.0 * (points[side] - points[1 - side])
            + (taken[side] - taken[1 - side]))


def order_key(move: Move) -> int:
    """High cards first (their rank order within the pack)."""
    if isinstance(move, PlayCard):
        return move.card % 13
    return 0
