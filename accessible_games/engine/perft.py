"""Perft: count the leaf positions a fixed number of plies ahead, to prove move generators.

One node per complete move (a whole multi-capture is one move). Positions where the game ends
before the depth is reached contribute nothing. At the last ply the moves are only counted, not
made ("bulk counting"), so the speed is reported in leaves per second.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.engine.state import State
from accessible_games.engine.types import TurnKind


def perft(state: State, depth: int, known: dict[tuple[object, int], int] | None = None) -> int:
    """The number of leaf positions ``depth`` plies after ``state``; with ``known``, each
    position's count below it is kept there by (``state.key()``, depth) and a transposition
    is counted once (see :func:`hashed_perft`)."""
    if depth <= 0:
        return 1
    if state.turn_kind is not TurnKind.PLAYER:
        return 0
    if depth == 1:
        return state.count_moves()
    key = (state.key(), depth) if known is not None else None
    if key is not None and known is not None and key in known:
        return known[key]
    total = 0
    for move in state.legal_moves():
        state.apply(move)
        total += perft(state, depth - 1, known)
        state.undo()
    if key is not None and known is not None:
        known[key] = total
    return total


def hashed_perft(state: State, depth: int, known: dict[tuple[object, int], int] | None = None
                 ) -> int:
    """:func:`perft` that counts a position reached again by another order of moves (a
    transposition) once: the leaves below each (``state.key()``, depth) are kept in ``known``.

    Only for games whose key holds everything the moves below depend on, within the depth (no
    counter that ends the game in it). The plain :func:`perft` also proves that undo restores
    every position; this one walks each distinct position once, so it leaves that to the
    plain counts of lower depths.
    """
    return perft(state, depth, {} if known is None else known)


def divide(state: State, depth: int, count: Callable[[State, int], int] | None = None
           ) -> list[tuple[str, int]]:
    """Perft split by first move: (notation, leaves) for each legal move, in generator order.

    ``count`` is the counting function (:func:`perft`, the default, or :func:`chance_perft`,
    which also splits a chance turn by its outcomes, the die's faces).
    """
    count = count or perft
    kind = state.turn_kind
    if depth <= 0 or kind is TurnKind.TERMINAL:
        return []
    if kind is TurnKind.CHANCE:
        if count is perft:
            return []
        branches = [move for move, _ in state.chance_outcomes()]
    else:
        branches = state.legal_moves()
    rows = []
    for move in branches:
        notation = move.notation
        state.apply(move)
        rows.append((notation, count(state, depth - 1)))
        state.undo()
    return rows


def chance_perft(state: State, depth: int) -> int:
    """Perft for games with chance: every chance outcome is a branch, as every move is.

    A chance turn uses up one ply like a player's turn, so from a state before a die roll depth 1
    counts the die's faces. Finished games contribute nothing before the depth is reached.
    """
    if depth <= 0:
        return 1
    kind = state.turn_kind
    if kind is TurnKind.TERMINAL:
        return 0
    if kind is TurnKind.CHANCE:
        branches = [move for move, _ in state.chance_outcomes()]
    else:
        branches = state.legal_moves()
    if depth == 1:
        return len(branches)
    total = 0
    for move in branches:
        state.apply(move)
        total += chance_perft(state, depth - 1)
        state.undo()
    return total
