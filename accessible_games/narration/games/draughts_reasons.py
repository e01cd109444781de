"""Refusals the draughts family shares (English checkers and every other variant).

A typed step onto a square that is taken ("41-37") is told in full: who stands there (an own
man, an opposing king), then what the piece typed can do instead, or, when it cannot move at
all, that it is stuck and which moves or pieces can move (:mod:`..occupied`, shared with the
Halma family). A capture that must be made elsewhere never reaches this: the engine gives the
capture rule as the reason first.
"""

from __future__ import annotations

from accessible_games.engine import Reason, ReasonCode, State
from accessible_games.games.draughts.game import DraughtsState
from accessible_games.narration.describer import Describer
from accessible_games.narration.occupied import occupied_text as told_in_full


def occupied_text(describer: Describer, reason: Reason, state: State) -> str | None:
    """The sentences for a step onto a taken square; None for any other reason."""
    if reason.code is not ReasonCode.OCCUPIED or len(reason.locations) < 2:
        return None
    if not isinstance(state, DraughtsState):
        return None
    target = reason.locations[-1]
    found = state.piece_at(target)
    if found is None:
        return None
    owner, kind = found
    whose = "own" if owner == state.to_move else "other"
    there = describer.t(f"reason.occupied_by.{whose}.{kind.value}",
                        target=describer.location(target))
    return told_in_full(describer, reason, state, there)
