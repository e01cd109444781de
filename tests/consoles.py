"""Consoles the tests share: one person against the computer, at the person's first turn."""

from __future__ import annotations

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hotseat import HotSeat


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


def hot_seat_step(hot: HotSeat) -> list[Message]:
    """One step of a hot seat played through: Enter at a hand-over, else the computer's move,
    else the person at the keyboard plays their first legal move. What was said."""
    if hot.waiting is not None:
        return hot.handle_line("")
    if hot.computer_to_move():
        return hot.computer_move()
    return hot.handle_line(hot.shown.observation.legal_moves[0].notation)
