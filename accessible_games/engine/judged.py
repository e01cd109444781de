"""States that judge a position once: its result and its legal moves, worked out together.

Where finding the result needs the moves (a player without a move loses) and the moves need the
result (no moves once the game is over), a state works both out in one :meth:`JudgedState.judge`
and keeps them until the position changes. Alquerque and the Halma family build on it; they keep
the side to move in ``_to_move`` and set ``_legal`` to None whenever the position changes.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Self

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Outcome, Player, TurnKind


class JudgedState(State):
    """A state whose result and legal moves are judged together, once per position.

    Subclasses set ``_to_move``, ``moves``, ``_legal = None`` and ``_outcome = None`` in their
    constructor, set ``_legal`` to None after every apply and undo, and implement :meth:`judge`
    and :meth:`unshare`.
    """

    _to_move: Player
    _legal: list[Move] | None
    """The legal moves of the position, or None until it is judged."""
    _outcome: Outcome | None
    """The result of the position (valid while ``_legal`` is not None)."""

    @abstractmethod
    def judge(self) -> tuple[Outcome | None, list[Move]]:
        """The result of the position (None while the game goes on) and its legal moves (none
        once it is over)."""

    @abstractmethod
    def unshare(self) -> None:
        """Give a fresh copy mutable parts of its own (board, undo stack, history)."""

    def _ensure(self) -> None:
        """Judge the position unless it is judged already."""
        if self._legal is None:
            self._outcome, self._legal = self.judge()

    @property
    def to_move(self) -> Player:
        """The player to move."""
        return self._to_move

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while the game goes on, else TERMINAL."""
        return TurnKind.TERMINAL if self.outcome() is not None else TurnKind.PLAYER

    def legal_moves(self) -> list[Move]:
        """The legal moves (a fresh list)."""
        self._ensure()
        assert self._legal is not None
        return list(self._legal)

    def outcome(self) -> Outcome | None:
        """The result if the game is over, else None."""
        self._ensure()
        return self._outcome

    def copy(self) -> Self:
        """An independent copy with its history."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.moves = list(self.moves)
        other.unshare()
        other._legal = None
        return other
