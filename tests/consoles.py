"""Consoles the tests share: one person against the computer, at the person's first turn."""

from __future__ import annotations

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def seated(game_id: str, lang: str = "en", seed: int = 3) -> Console:
    """A console of ``game_id`` for a person in the first seat against the computer (level
    1) in every other, after the opening and the computer's moves before the person's turn."""
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=seed)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    return console


def people_at(game_id: str, position: str, lang: str = "en") -> Console:
    """A console of ``game_id`` with people in every seat, at ``position`` (the game's
    position text)."""
    game = REGISTRY.create(game_id)
    return Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang,
                         state=game.parse_position(position))
