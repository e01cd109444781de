"""What undo took back, told side by side with each side's moves named.

"2 moves taken back." counted turns: in mancala a turn of the computer's may hold twenty
sowings, in Rakado a turn after a 6 two moves, and the player could not tell what was gone.
A game's :meth:`~accessible_games.narration.describer.Describer.undo_done` says instead
"Taken back: your sowing from house 7 and North's 7 sowings." (mancala) or "Taken back: your
move p1 to p2 and Black's move h16 takes d12." (Rakado), from its own catalog entries.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessible_games.engine import Move, Player
from accessible_games.narration.cell_count import TWO_WINDOWS, cells_at_most
from accessible_games.narration.describer import Describer


def undone_by_side(describer: Describer, taken: Sequence[tuple[Player, Sequence[Move]]],
                   you: Player, brief: bool, kind: str, named: Callable[[Move], str | None],
                   few: int, placeholder: str = "moves") -> str:
    """The sentence of what undo took back (the game's ``undone``, on the braille line
    ``brief.undone``, with ``{parts}``), each side's moves in the order played as one part:
    ``undone.<kind>`` with the side as ``{player}`` and its moves' names (``named``; None
    leaves a move out) joined with "and" as ``{<placeholder>}``; ``.yours`` for the listener's
    own, ``.many`` for more than ``few`` moves (counted, not named). On the braille line,
    where the moves named may run past two windows (four seats in Rakado's party game: "Back:
    you d1-d5, Black o16-o10 and i8xi7, Yellow j1-j3, Red 4 moves." took 81 cells), every
    side's moves are counted. "" when no move is named."""
    said = _undone(describer, taken, you, brief, kind, named, few, placeholder)
    if brief and few and cells_at_most(said, describer.lang) > TWO_WINDOWS:
        return _undone(describer, taken, you, brief, kind, named, 0, placeholder)
    return said


def _undone(describer: Describer, taken: Sequence[tuple[Player, Sequence[Move]]],
            you: Player, brief: bool, kind: str, named: Callable[[Move], str | None],
            few: int, placeholder: str) -> str:
    words = "brief.undone" if brief else "undone"
    parts = []
    for mover, moves in taken:
        names = [name for name in map(named, moves) if name is not None]
        if not names:
            continue
        key = f"{words}.{kind}" + (".many" if len(names) > few else "")
        key += ".yours" if mover == you else ""
        parts.append(describer.tn(key, len(names), player=describer.player(mover),
                                  **{placeholder: describer.cat.join_and(names)}))
    if not parts:
        return ""
    joined = ", ".join(parts) if brief else describer.cat.join_and(parts)
    return describer.t(words, parts=joined)
