"""Words the draughts family shares (English checkers and every other variant) for a step
onto a taken square ("41-37"): who stands there, an own man or an opposing king, and the man
or king typed. What that piece can do instead follows it (:mod:`..occupied`, shared by every
board game). A
capture that must be made elsewhere never reaches this: the engine gives the capture rule as
the reason first.
"""

from __future__ import annotations

from accessible_games.engine import Location, State
from accessible_games.games.draughts.game import DraughtsState
from accessible_games.narration.describer import Describer


def taken_by(describer: Describer, state: State, target: Location) -> str | None:
    """"37 is taken by one of your own men." (an opposing king ...); None off a draughts
    board or on an empty square."""
    if not isinstance(state, DraughtsState):
        return None
    found = state.piece_at(target)
    if found is None:
        return None
    owner, kind = found
    whose = "own" if owner == state.to_move else "other"
    return describer.t(f"reason.occupied_by.{whose}.{kind.value}",
                       target=describer.location(target))


def piece_on(describer: Describer, state: State, start: Location) -> str | None:
    """The man or king on ``start`` with its article ("the king", "die Dame"; ``the_piece.*``
    with its cases), for "The king on 28 has 12 other moves."; None off a draughts board or on
    an empty square."""
    found = state.piece_at(start) if isinstance(state, DraughtsState) else None
    if found is None:
        return None
    return describer.cased(f"the_piece.{found[1].value}")
