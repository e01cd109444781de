"""The error of a game record that cannot be read, shared by the record formats (PDN, PGN, the
Arimaa move list): where it stopped, what it read there and why."""

from __future__ import annotations

from typing import ClassVar

from accessible_games.engine.state import State
from accessible_games.engine.types import GameError, Reason


class RecordReadError(GameError):
    """A record cannot be read: at ``move_number`` (0 for the part before the moves) the
    ``text`` fails for ``problem``.

    For a move that was read but cannot be played, ``reason`` is the engine's reason and
    ``state`` the position before it; an unreadable move has ``state`` without ``reason``.
    Each format names itself and its parts in the message through the class attributes.
    """

    format_name: ClassVar[str] = "record"
    """The format in the message ("PDN")."""
    move_word: ClassVar[str] = "move"
    """What the number counts ("move", "turn")."""
    head_word: ClassVar[str] = "header"
    """The part before the moves ("header", "tags")."""

    def __init__(self, move_number: int, text: str, problem: str, reason: Reason | None = None,
                 state: State | None = None) -> None:
        where = f"{self.move_word} {move_number}" if move_number else self.head_word
        super().__init__(f"{self.format_name} {where}: {text!r}: {problem}")
        self.move_number = move_number
        self.text = text
        self.problem = problem
        self.reason = reason
        self.state = state


__all__ = ["RecordReadError"]
