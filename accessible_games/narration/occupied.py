"""The refusal of a move onto a taken square, one mechanism for every board game.

A typed step onto a square that is taken ("41-37", "c1-d2") is told in full: the game says who
stands there in its own words (an own man, an opposing king, the wolf: the describer's hook
:meth:`.Describer.taken_by`), and this module adds what the piece typed can do instead, or,
when it cannot move at all, that it is stuck and which moves or pieces can move. A stone set
on a taken square (Reversi) is followed by where the player can set one. Play-testing:
"d2 is occupied." alone left a player whose piece had no move to search the board for one
that had.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine import Location, Reason, State
from accessible_games.narration.catalog import capitalized

if TYPE_CHECKING:
    from accessible_games.narration.describer import Describer

FEW_MOVES = 4
"""A refusal lists what the piece can do instead only up to this many moves (a rook's sixteen
would drown the reason; "moves" lists them on request)."""


def occupied_text(describer: Describer, reason: Reason, state: State) -> str:
    """Who stands on the taken target, then what to do instead.

    Args:
        describer: the game's describer; the sentences are its ``reason.occupied*`` entries
            (common ones unless the game has its own), the first one its ``taken_by``.
        reason: the OCCUPIED reason: its last location the target; with two or more, its
            first the piece typed and its alternatives that piece's moves; with one (a
            placement), its alternatives every placement.
        state: the position the move was typed in.
    """
    if not reason.locations:
        return describer.t("reason.not_legal")
    target = reason.locations[-1]
    there = describer.taken_by(state, target)
    if there is None:
        there = describer.t("reason.occupied", target=describer.location(target))
    if len(reason.locations) == 1:
        if not reason.alternatives:
            return there
        instead = describer.t("reason.occupied_place",
                              moves=describer.moves_list(reason.alternatives, state))
        return f"{there} {instead}"
    return f"{there} {instead_text(describer, reason, state)}"


def instead_text(describer: Describer, reason: Reason, state: State) -> str:
    """What the piece on the reason's first location can do instead; when it cannot move,
    that it is stuck and every move, or the pieces that can move. The piece is named as the
    game names it (:meth:`.Describer.piece_on`: "The queen on e2 ...")."""
    start = reason.locations[0]
    named = {"start": describer.location(start), "piece": describer.piece_on(state, start)}
    own = reason.alternatives
    if own:
        if len(own) <= FEW_MOVES:
            return capitalized(describer.t("reason.occupied_instead",
                                           moves=describer.moves_from_here(own), **named))
        return capitalized(describer.tn("reason.occupied_instead_count", len(own), **named))
    return stuck_text(describer, state, start)


def stuck_text(describer: Describer, state: State, start: Location) -> str:
    """The piece on ``start`` cannot move at all: that it is stuck, then every move when they
    are few, else the pieces that can move ("The man on a1 is stuck; the pieces on a3, c3,
    e3, and g3 can move."). Said after a taken target, and for any move typed from a piece
    that has none ("a1-h8"), so that the player need not search the board for one that can."""
    named = {"start": describer.location(start), "piece": describer.piece_on(state, start)}
    legal = [m for m in state.legal_moves() if m.parts]
    if len(legal) <= FEW_MOVES:
        return capitalized(describer.t("reason.occupied_stuck",
                                       moves=describer.moves_list(legal, state), **named))
    # Each piece that can move once, in the order the moves come (by square).
    pieces = list(dict.fromkeys(m.parts[0] for m in legal))
    names = [describer.location(p) for p in pieces[:FEW_MOVES]]
    key = "reason.occupied_stuck_pieces" if len(pieces) <= FEW_MOVES \
        else "reason.occupied_stuck_some"
    # The pieces that can move in the game's own words: the one by its name ("only the
    # sheep on c1"), several by the game's plural ("the stones on ...", "12 stones").
    return capitalized(describer.tn(key, len(pieces), squares=describer.cat.join_and(names),
                                    other=describer.piece_on(state, pieces[0]),
                                    those=describer.cased("the_pieces"),
                                    counted=describer.tn("pieces", len(pieces)), **named))
