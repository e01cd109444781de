"""Finer-grained reasons and results for games whose rules the shared enums do not name.

:class:`~accessible_games.engine.types.ReasonCode` and
:class:`~accessible_games.engine.types.EndReason` are closed sets shared by every game. A game
with a rule of its own (Alquerque's "no return to the previous point", Halma's "free piece", a
formation goal) keeps the nearest shared code for generic code and adds its own enum member as
``rule`` or ``detail``; its describer speaks the detail, everything else still works with the
shared code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.types import Outcome, Reason


@dataclass(frozen=True, slots=True)
class RuleReason(Reason):
    """A :class:`Reason` that also names the game's own rule the attempt broke."""

    rule: Enum | None = None
    """The game's rule (a member of the game's own enum); None when the shared code says it all."""


@dataclass(frozen=True, slots=True)
class DetailedOutcome(Outcome):
    """An :class:`Outcome` that also names how the game ended in the game's own terms."""

    detail: Enum | None = None
    """The game's own end (a member of the game's own enum), e.g. a formation completed."""
