"""Refusals that list several moves of one piece, their shared start said once.

"c3-c7" may name two captures of one man ("c3xa5xc7" and "c3xe5xc7"). The refusal listed
both whole, the start square in each ("c3 takes b4 and b6 and lands on c7 or c3 takes d4 and
d6 and lands on c7"), and what told them apart was left to the listener. Now moves from one
start to one end are told by the way each goes ("That fits several moves from c3 to c7: by way
of a5 or by way of e5."), with the first of them in notation as an example of typing the way
too. Moves from one start to several places, as when a capture typed to its first landing
square must go on, are said from that start on ("The capture must go on from c3: takes d4 and
d6 by way of e5 and lands on c7 or takes d4 and f6 by way of e5 and lands on g7."). Moves of
several starts are listed whole, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine import Move, Reason, State

if TYPE_CHECKING:
    from accessible_games.narration.describer import Describer


def ambiguous_text(describer: Describer, reason: Reason, state: State) -> str:
    """The sentence refusing a typed move that fits every move of ``reason.alternatives``,
    in ``describer``'s words: ``reason.ambiguous_ways`` for one start and one end, else as
    :func:`one_start_text` says ``reason.ambiguous``."""
    paths = [move.parts for move in reason.alternatives if _on_the_board(move)]
    middles = [path[1:-1] for path in paths]
    ends = {(path[0], path[-1]) for path in paths}
    if len(paths) == len(reason.alternatives) > 1 and len(ends) == 1 and all(middles) \
            and len(set(middles)) == len(middles):
        ways = [describer.t("by_way_of", squares=describer.cat.join_and(
            [describer.location(square) for square in middle])) for middle in middles]
        return describer.t("reason.ambiguous_ways", start=describer.location(paths[0][0]),
                           end=describer.location(paths[0][-1]),
                           ways=describer.join_moves(ways),
                           example=reason.alternatives[0].notation)
    return one_start_text(describer, "reason.ambiguous", reason, state)


def one_start_text(describer: Describer, key: str, reason: Reason, state: State) -> str:
    """The refusal ``key`` with the moves of ``reason.alternatives`` ({moves}): where they
    all start on one place and their words begin with it, its ``_from`` form, that place
    said once ({start}) and each move from there on (:meth:`.Describer.moves_from_here`);
    else the moves whole (:meth:`.Describer.moves_list`)."""
    moves = reason.alternatives
    starts = {move.parts[0] for move in moves if move.parts}
    whole = describer.moves_list(moves, state)
    if len(starts) == 1 and all(_on_the_board(move) for move in moves):
        said = describer.moves_from_here(moves)
        if said != describer.moves_list(moves):
            return describer.t(f"{key}_from", start=describer.location(starts.pop()),
                               moves=said)
    return describer.t(key, moves=whole)


def _on_the_board(move: Move) -> bool:
    """True when ``move`` goes from place to place on the board (no card or token of a hand,
    which the game names its own way)."""
    return bool(move.parts) and all(type(part) is int for part in move.parts)
