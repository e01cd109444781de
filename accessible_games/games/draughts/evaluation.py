"""Static evaluation and move ordering for draughts search (English checkers).

Scores are from one player's point of view, in men: a man is 1.0, a king about 1.5. Small
terms add what a checkers player values besides material: advanced men (tempo), the back rank
kept guarded against enemy crowning, mobility and central squares.
"""

from __future__ import annotations

from accessible_games.engine.state import State
from accessible_games.engine.types import Move, Player
from accessible_games.games.draughts.game import DraughtsState
from accessible_games.games.draughts.move import DraughtsMove

MAN = 1.0
"""Value of a man."""
KING = 1.5
"""Value of a king."""
ADVANCE = 0.03
"""Per row a man has advanced from its own back rank."""
BACK_RANK = 0.12
"""Per man still guarding its own back rank (stops enemy crowning there)."""
MOBILITY = 0.02
"""Per legal move more than the opponent would have."""
CENTRE = 0.05
"""Per piece on the four central dark squares of rows 4 and 5 or their neighbours."""
WIN = 1000.0
"""Score of a won position."""


def _centre_mask(state: DraughtsState) -> int:
    g = state.geometry
    mask = 0
    for row in (3, 4):
        for col in range(2, 6):
            loc = row * g.size + col
            if g.is_dark(loc):
                mask |= g.mask_of_loc[loc]
    return mask


def evaluate(state: State, player: Player) -> float:
    """How good ``state`` is for ``player``: positive is better, about one per man ahead.

    A finished game scores ``WIN`` (or ``-WIN``, or 0 for a draw).
    """
    if not isinstance(state, DraughtsState):
        raise TypeError("evaluate needs a DraughtsState")
    outcome = state.outcome()
    if outcome is not None:
        if outcome.is_draw:
            return 0.0
        return WIN if player in outcome.winners else -WIN
    g = state.geometry
    size = g.size
    kings = state.kings
    centre = _centre_mask(state)
    score = 0.0
    mobility = [0, 0]
    for side in (0, 1):
        own = state.bits[side]
        opp = state.bits[1 - side]
        men = own & ~kings
        value = MAN * men.bit_count() + KING * (own & kings).bit_count()
        # Tempo: men further up the board are closer to a crown.
        advance = 0
        for row in range(size):
            rank = row if side == 0 else size - 1 - row
            advance += rank * (men & g.row_mask[row]).bit_count()
        value += ADVANCE * advance
        # Back rank guard: men at home keep the opponent from crowning.
        home = g.row_mask[0] if side == 0 else g.row_mask[size - 1]
        value += BACK_RANK * (men & home).bit_count()
        value += CENTRE * (own & centre).bit_count()
        mobility[side] = state.gen.count(own, opp, kings, side == 0)
        score += value if side == player else -value
    score += MOBILITY * (mobility[player] - mobility[1 - player])
    return score


def order_key(move: Move) -> int:
    """A sort key for search: captures of more pieces first, then crowning moves."""
    if not isinstance(move, DraughtsMove):
        return 0
    return 100 * len(move.captured) + (50 if move.promotes else 0)
