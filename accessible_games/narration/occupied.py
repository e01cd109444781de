"""The refusal of a step onto a taken square, shared by the draughts and the Halma families.

A typed step onto a square that is taken ("41-37", "c1-d2") is told in full: the game says who
stands there in its own words (an own man, an opposing king, the wolf), and this module adds
what the piece typed can do instead, or, when it cannot move at all, that it is stuck and
which moves or pieces can move. Play-testing: "d2 is occupied." alone left a player whose
piece had no move to search the board for one that had.
"""

from __future__ import annotations

from accessible_games.engine import Reason, State
from accessible_games.narration.describer import FEW_MOVES, Describer


def occupied_text(describer: Describer, reason: Reason, state: State, there: str) -> str:
    """``there`` (the game's sentence for who stands on the target) and what to do instead.

    Args:
        describer: the game's describer; the follow-up sentences are its
            ``reason.occupied_*`` entries (common ones unless the game has its own).
        reason: the OCCUPIED reason, its first location the piece typed and its
            alternatives that piece's moves.
        state: the position the move was typed in.
        there: the first sentence ("37 is taken by one of your own men.").
    """
    start_name = describer.location(reason.locations[0])
    own = reason.alternatives
    if own:
        if len(own) <= FEW_MOVES:
            instead = describer.t("reason.occupied_instead", start=start_name,
                                  moves=describer.moves_list(own))
        else:
            instead = describer.tn("reason.occupied_instead_count", len(own), start=start_name)
        return f"{there} {instead}"
    legal = [m for m in state.legal_moves() if m.parts]
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
