"""Positions for the Rakado tests, built from square names."""

from __future__ import annotations

from accessible_games.games.rakado import RakadoGame, RakadoState, RakadoTeamsGame
from accessible_games.games.rakado.board import EMPTY, SIZE, format_board

SEATS = {"a": 0, "b": 1, "c": 2, "d": 3}


def square(name: str) -> int:
    """The index of a square name like "f5"."""
    return (int(name[1:]) - 1) * SIZE + ord(name[0]) - ord("a")


def position(pieces: dict[str, str], seat: str = "a", roll: int = 0, *, players: int = 2,
             **options: object) -> RakadoState:
    """A state with ``pieces`` (square name -> seat letter), ``seat`` to act, after ``roll``."""
    board = [EMPTY] * (SIZE * SIZE)
    for name, letter in pieces.items():
        board[square(name)] = SEATS[letter]
    game = (RakadoGame if players == 2 else RakadoTeamsGame)(options)
    return game.parse_position(format_board(board, SEATS[seat], roll))


def notations(state: RakadoState) -> list[str]:
    """The legal moves' notations, in generator order."""
    return [m.notation for m in state.legal_moves()]
