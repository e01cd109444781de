"""Gomoku evaluation for the computer players: threats counted in five-square windows.

The state keeps, for both colours, how many windows (runs of five squares on one axis) hold
1, 2, 3 or 4 stones of that colour and none of the other (``state.pure``); only such windows
can still become a five. The evaluation reads this histogram, so it costs a few additions.

* The side to move with a window of four (one stone from five) wins next move.
* The other side with two such windows has two threats; one move rarely stops both.
* Otherwise windows score by their stones, growing steeply (a three is worth many twos), and
  the side to move gets a bonus for its initiative.

``order_key(move)`` returns the rank the state put on each move when it generated it: how much
the square adds to own windows and blocks opposing ones; squares with no stone within two
steps get 0 and are searched last. :func:`candidate_moves` gives the short list a searcher
restricts itself to (squares near stones, best first): ``GomokuState.search_moves`` hands it
to every searcher, unless a five is to be made or stopped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player, TurnKind

if TYPE_CHECKING:
    from accessible_games.games.gomoku.game import GomokuState

WIN_SCORE = 100_000.0
"""A won game; threats that cannot be stopped score a share of it."""

WINDOW_WEIGHTS = (0.0, 1.0, 10.0, 80.0, 600.0)
"""Value of a window holding 0-4 stones of one colour only."""

INITIATIVE = 1.5
"""Factor on the windows of the side to move: it acts on them first."""


def evaluate(state: GomokuState, player: Player) -> float:
    """A heuristic score of ``state`` for ``player``: positive favours ``player``."""
    if state.turn_kind is TurnKind.TERMINAL:
        outcome = state.outcome()
        if outcome is None or outcome.is_draw:
            return 0.0
        return WIN_SCORE if player in outcome.winners else -WIN_SCORE
    mover = state.to_move
    other = 1 - mover
    sign = 1.0 if mover == player else -1.0
    mine = state.pure[mover]
    theirs = state.pure[other]
    # A four of the side to move becomes five now.
    if mine[4]:
        return sign * WIN_SCORE / 2
    # Two fours of the other side: one block does not stop both (unless they share a square).
    if theirs[4] >= 2:
        return -sign * WIN_SCORE / 4
    score = 0.0
    for stones in (1, 2, 3, 4):
        weight = WINDOW_WEIGHTS[stones]
        score += weight * (INITIATIVE * mine[stones] - theirs[stones])
    return sign * score


def order_key(move: Move) -> int:
    """The move's rank from generation (higher first); 0 for squares far from every stone."""
    return int(getattr(move, "rank", 0))


def candidate_moves(state: GomokuState, limit: int = 12) -> list[Move]:
    """The legal moves worth searching: near existing stones, highest rank first.

    On an empty board this is the centre square. A searcher that uses it instead of all legal
    moves looks at ``limit`` squares instead of up to 361.
    """
    legal = state.legal_moves()
    if not legal:
        return []
    if state.filled == 0:
        centre = (state.geo.size // 2) * (state.geo.size + 1)
        return [m for m in legal if getattr(m, "square", -1) == centre]
    near = [m for m in legal if getattr(m, "rank", 0) > 0]
    near.sort(key=order_key, reverse=True)
    return near[:limit] or legal[:limit]
