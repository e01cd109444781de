"""Doppelkopf for the computer's search: the session totals, then the party's card points."""

from __future__ import annotations

from accessible_games.engine import Move, Player, State
from accessible_games.games.cards.doppelkopf.moves import Announce, DealScored, PlayCard

PACK = 240
"""The card points of the pack, with or without the nines (a nine counts nothing)."""

MARGIN_WEIGHT = 0.25
"""What a card point of the party's margin in a deal just scored is worth, against 60 for a
game point: a deal won by 60 card points more counts a quarter of a game point more, so among
playouts that end alike the safer win (or the narrower loss) is preferred."""


def evaluate(state: State, player: Player) -> float:
    """Score-list points (heavily), then the card points of the player's party in this deal
    against the other party's (called on complete states: sampled ones during search). At the
    end of a deal (a playout's end) the deal's card points are read from its score event."""
    totals = state.totals  # type: ignore[attr-defined]
    value = 60.0 * totals[player]
    if state.phase == 1:  # type: ignore[attr-defined]
        mine = state.party_of(player)  # type: ignore[attr-defined]
        for _leader, winner, worth, *_cards in state.tricks:  # type: ignore[attr-defined]
            same = state.party_of(winner) == mine  # type: ignore[attr-defined]
            value += worth if same else -worth
        return value
    for event in state.event:  # type: ignore[attr-defined]
        if isinstance(event, DealScored):
            mine = event.re_points if player in event.re_seats else PACK - event.re_points
            value += MARGIN_WEIGHT * (2 * mine - PACK)
    return value


def order_key(move: Move) -> int:
    """Cards before announcements; cards by id (the pack's order groups ranks)."""
    if isinstance(move, PlayCard):
        return move.card
    if isinstance(move, Announce):
        return 1000 + move.level
    return 2000
