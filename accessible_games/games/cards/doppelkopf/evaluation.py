"""Doppelkopf for the computer's search: the session totals, then the party's card points."""

from __future__ import annotations

from accessible_games.engine import Move, Player, State
from accessible_games.games.cards.doppelkopf.moves import Announce, PlayCard


def evaluate(state: State, player: Player) -> float:
    """Score-list points (heavily), then the card points of the player's party in this deal
    against the other party's (called on complete states: sampled ones during search)."""
    totals = state.totals  # type: ignore[attr-defined]
    value = 60.0 * totals[player]
    if state.phase == 1:  # type: ignore[attr-defined]
        mine = state.party_of(player)  # type: ignore[attr-defined]
        for _leader, winner, worth, *_cards in state.tricks:  # type: ignore[attr-defined]
            same = state.party_of(winner) == mine  # type: ignore[attr-defined]
            value += worth if same else -worth
    return value


def order_key(move: Move) -> int:
    """Cards before announcements; cards by id (the pack's order groups ranks)."""
    if isinstance(move, PlayCard):
        return move.card
    if isinstance(move, Announce):
        return 1000 + move.level
    return 2000
