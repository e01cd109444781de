"""Mau Mau for the computer's search: fewer cards than the others is good, deals won best;
scored by points, fewer points than the others."""

from __future__ import annotations

from accessible_games.engine import Move, Player, State
from accessible_games.games.cards.mau_mau.rules import Draw, Pass, Play


def evaluate(state: State, player: Player) -> float:
    """Deals won (heavily), then the others' average hand size minus one's own; when the
    game is scored by points, the others' average points minus one's own (those scored in
    deals before and those of the cards still in hand)."""
    if state.rules.points:  # type: ignore[attr-defined]
        return _points_lead(state, player)
    hands = state.hands  # type: ignore[attr-defined]
    wins = state.wins  # type: ignore[attr-defined]
    others = [len(h) for seat, h in enumerate(hands) if seat != player]
    lead = (sum(others) / len(others) if others else 0.0) - len(hands[player])
    best_other = max((w for seat, w in enumerate(wins) if seat != player), default=0)
    return 100.0 * (wins[player] - best_other) + lead


def _points_lead(state: State, player: Player) -> float:
    """How many points fewer ``player`` has than the others on average (points count
    against their holder), the cards in hand counted as at a deal's end."""
    points = state.points  # type: ignore[attr-defined]
    totals = [points[seat] + state.hand_points(seat)  # type: ignore[attr-defined]
              for seat in range(len(points))]
    others = [total for seat, total in enumerate(totals) if seat != player]
    return (sum(others) / len(others) if others else 0.0) - totals[player]


def order_key(move: Move) -> int:
    """Plays first, then drawing, passing last."""
    if isinstance(move, Play):
        return 2
    if isinstance(move, Draw):
        return 1
    if isinstance(move, Pass):
        return 0
    return 0
