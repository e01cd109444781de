"""The observation contract of the table issue, kept locally until the engine provides it.

The engine's observation model (issue 14) adds ``CHANCE``, ``Token``, ``Private``,
``events_for`` and ``Observation`` to ``accessible_games.engine``. Until that lands on main the
card games use these stand-ins with the same names and fields; the merge replaces the imports.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import total_ordering
from typing import TYPE_CHECKING, Union

from accessible_games.engine.events import Event
from accessible_games.engine.types import Location, Move, Outcome, Player, TurnKind

if TYPE_CHECKING:
    from accessible_games.engine.state import State

CHANCE: Player = -1
"""What ``State.to_move`` returns at a chance turn."""


class TokenKind(Enum):
    """What a non-place move part names."""

    CARD = "card"
    SUIT = "suit"
    RANK = "rank"
    DIE = "die"
    CHOICE = "choice"


@total_ordering
@dataclass(frozen=True, slots=True)
class Token:
    """A move part that is not a place: a card by its stable id, a suit, a choice."""

    kind: TokenKind
    value: int

    def __lt__(self, other: object) -> bool:  # Enum members do not order; compare by name.
        if not isinstance(other, Token):
            return NotImplemented
        return (self.kind.value, self.value) < (other.kind.value, other.value)


Part = Union[Location, Token]
"""One thing a person selects to make a move."""


@dataclass(frozen=True, slots=True)
class Private(Event):
    """An event only ``audience`` may see; everybody else is told ``public`` (or nothing)."""

    audience: frozenset[Player]
    event: Event
    public: Event | None = None


def events_for(events: Iterable[Event], viewer: Player | None) -> list[Event]:
    """The events as ``viewer`` may see them (None: a spectator, who sees only public ones)."""
    shown: list[Event] = []
    for event in events:
        if isinstance(event, Private):
            if viewer is not None and viewer in event.audience:
                shown.append(event.event)
            elif event.public is not None:
                shown.append(event.public)
        else:
            shown.append(event)
    return shown


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything one seat may know at one moment, for narration and the computer."""

    viewer: Player | None
    turn_kind: TurnKind
    to_move: Player
    legal_moves: tuple[Move, ...]
    """The viewer's own legal moves (empty when somebody else or chance acts)."""
    key: Hashable
    view: State
    """The redacted state: hidden cards unknown, counts kept."""
    outcome: Outcome | None


def observe(state: State, viewer: Player | None) -> Observation:
    """Build the observation of ``viewer`` from a state's hooks."""
    view = state.redacted(viewer)  # type: ignore[attr-defined]
    kind = state.turn_kind
    mover = state.to_move
    legal: Sequence[Move] = ()
    if kind is TurnKind.PLAYER and viewer is not None and mover == viewer:
        legal = state.legal_moves()
    return Observation(viewer, kind, mover, tuple(legal),
                       state.info_key(viewer), view, state.outcome())  # type: ignore[attr-defined]
