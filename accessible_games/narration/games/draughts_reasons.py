"""Refusals the draughts family shares (English checkers and every other variant).

A typed step onto a square that is taken ("41-37") is told in full: who stands there (an own
man, an opposing king), then what the piece typed can do instead, or, when it cannot move at
all, that it is stuck and which moves or pieces can move. A capture that must be made elsewhere
never reaches this: the engine gives the capture rule as the reason first.
"""

from __future__ import annotations

from accessible_games.engine import Reason, ReasonCode, State
from accessible_games.games.draughts.game import DraughtsState
from accessible_games.narration.describer import FEW_MOVES, Describer


def occupied_text(describer: Describer, reason: Reason, state: State) -> str | None:
    """The sentences for a step onto a taken square; None for any other reason."""
    if reason.code is not ReasonCode.OCCUPIED or len(reason.locations) < 2:
        return None
    if not isinstance(state, DraughtsState):
        return None
    start, target = reason.locations[0], reason.locations[-1]
    found = state.piece_at(target)
    if found is None:
        return None
    owner, kind = found
    whose = "own" if owner == state.to_move else "other"
    there = describer.t(f"reason.occupied_by.{whose}.{kind.value}",
                        target=describer.location(target))
    start_name = describer.location(start)
    own = reason.alternatives
    if own:
        if len(own) <= FEW_MOVES:
            instead = describer.t("reason.occupied_instead", start=start_name,
                                  moves=describer.moves_list(own))
        else:
            instead = describer.tn("reason.occupied_instead_count", len(own), start=start_name)
        return f"{there} {instead}"
    legal = state.legal_moves()
    if len(legal) <= FEW_MOVES:
        stuck = describer.t("reason.occupied_stuck", start=start_name,
                            moves=describer.moves_list(legal))
        return f"{there} {stuck}"
    # Each piece that can move once, in the order the moves come (by square).
    pieces = list(dict.fromkeys(m.parts[0] for m in legal))
    names = [describer.location(p) for p in pieces[:FEW_MOVES]]
    key = "reason.occupied_stuck_pieces" if len(pieces) <= FEW_MOVES \
        else "reason.occupied_stuck_some"
    stuck = describer.tn(key, len(pieces), start=start_name,
                         squares=describer.cat.join_and(names))
    return f"{there} {stuck}"
