"""Why an attempt fails at the piece it starts with, for games that move one own piece.

Before a game looks at its own rules for the target, the start must hold one of the mover's
pieces and that piece must be able to move. These first answers are the same in Alquerque, the
Halma family, Breakthrough and Tablut.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessible_games.engine.types import Location, Move, Player, Reason, ReasonCode


def start_reason(start: Location, owner: Player | None, player: Player) -> Reason | None:
    """EMPTY when no piece stands on ``start`` (``owner`` is None), OPPONENT_PIECE when the
    piece is not ``player``'s; None when it is."""
    if owner is None:
        return Reason(ReasonCode.EMPTY, (start,))
    if owner != player:
        return Reason(ReasonCode.OPPONENT_PIECE, (start,))
    return None


def path_start_reason(parts: Sequence[Location], playable: Callable[[Location], bool],
                      owner: Player | None, player: Player) -> Reason | None:
    """The first fault of a typed path on a board whose pieces stand on some squares only (the
    dark squares of draughts and Wolf und Schafe), the start's first: NOT_PLAYABLE for a
    start no piece stands on, then :func:`start_reason` for it (``owner`` the owner of the
    piece there), then NOT_PLAYABLE for a later square; None when none of these. "d8-c6"
    from an empty d8 was told first that c6 is a light square."""
    start = parts[0]
    if not playable(start):
        return Reason(ReasonCode.NOT_PLAYABLE, (start,))
    reason = start_reason(start, owner, player)
    if reason is not None:
        return reason
    for square in parts[1:]:
        if not playable(square):
            return Reason(ReasonCode.NOT_PLAYABLE, (square,))
    return None


def piece_reason(parts: tuple[Location, ...], owner: Player | None, player: Player,
                 own: tuple[Move, ...]) -> Reason | None:
    """Why ``parts`` fail at their start, for a piece of ``owner`` with the legal moves ``own``.

    The reason of :func:`start_reason`; else PIECE_HAS_NO_MOVES when the piece cannot move, or
    CANNOT_MOVE_THERE with its moves when no target is named; None when the target decides.
    """
    start = parts[0]
    reason = start_reason(start, owner, player)
    if reason is not None:
        return reason
    if not own:
        return Reason(ReasonCode.PIECE_HAS_NO_MOVES, (start,))
    if len(parts) < 2:
        return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, own)
    return None
