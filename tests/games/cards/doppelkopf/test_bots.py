"""The Doppelkopf beginner plays legal moves only and beats random play."""

from __future__ import annotations

import random

from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.doppelkopf.bots import beginner_move
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import Reservation, Reserve


def test_beginners_beat_random_players_over_forty_deals():
    """Seats 0 and 2 are beginners, 1 and 3 random (healthy at reservations, so parties mix
    beginners and random players); the beginners gain clearly more points."""
    gained = 0
    for seed in range(40):
        state = DoppelkopfGame({"deals": 1, "dealer": seed % 4}).new_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            elif state.to_move % 2 == 0:
                state.play(beginner_move(state, rng))  # play() refuses illegal moves
            else:
                legal = state.legal_moves()
                healthy = Reserve(Reservation.HEALTHY)
                state.play(healthy if healthy in legal else rng.choice(legal))
        gained += state.totals[0] + state.totals[2]
    assert gained > 40
