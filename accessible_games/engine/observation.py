"""Observations: what one seat may know of a game, as an immutable value.

Narration, the interaction layer and the computer read a game only through an observation of
their own seat, so nothing they say or search can depend on another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Outcome, Player, TurnKind

if TYPE_CHECKING:
    from accessible_games.engine.state import State


@dataclass(frozen=True, slots=True, eq=False)
class Observation:
    """One seat's knowledge of a game at one moment.

    ``view`` is a state in which everything the viewer may not know is unknown (other hands
    hold no identities, the deck is only counted); it is a private copy for reading, never the
    game's own state. Its undo stack is empty and its move list is the viewer's redacted one.
    """

    viewer: Player | None
    """The seat this is for; None for a spectator, who sees only public facts."""
    turn_kind: TurnKind
    """Who acts next: a player, chance, or nobody."""
    to_move: Player
    """The seat to act (``CHANCE`` at a chance turn)."""
    legal_moves: tuple[Move, ...]
    """The viewer's legal moves; empty unless the viewer is to move."""
    key: Hashable
    """The information-set key: equal for every state the viewer cannot tell apart."""
    view: State
    """What the viewer may know, as a state to read (describers, views, the computer)."""
    outcome: Outcome | None
    """The result once the game is over."""

    @property
    def is_my_turn(self) -> bool:
        """True when the viewer is to choose a move."""
        return self.turn_kind is TurnKind.PLAYER and self.viewer == self.to_move
