"""Static evaluation and move ordering for draughts search, per variant.

Scores are from one player's point of view, in men: a man is 1.0, a short king (English
checkers) about 1.5, a flying king 3.0. Small terms add what a draughts player values besides
material: advanced men (tempo), the back rank kept guarded against enemy crowning, mobility and
central squares. English checkers keeps its original terms; the other variants add endgame
terms so that a winning side makes progress instead of shuffling: trading down when ahead
(the lead is worth more the fewer pieces remain) and kings drawn toward the enemy pieces. In
the misère game (Schlagdame) material counts the other way round.
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


FLYING_KING = 3.0
"""Value of a flying king (international, Russian, Brazilian, Turkish)."""
TRADE = 2.0
"""Weight of the relative material lead ((own - opp) / (own + opp)), so trading when ahead
raises the score."""
CHASE = 0.02
"""Per square of distance between a king of the side ahead and the nearest enemy piece."""


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
    if state.variant.flying_kings or state.variant.misere:
        return _evaluate_variant(state, player)
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


def _distance(a: int, b: int, size: int) -> int:
    """King distance between two squares (rows or columns, whichever is more)."""
    return max(abs(a // size - b // size), abs(a % size - b % size))


def _evaluate_variant(state: DraughtsState, player: Player) -> float:
    """The evaluation of the flying-king variants and of every misère game."""
    g = state.geometry
    size = g.size
    v = state.variant
    kings = state.kings
    king_value = FLYING_KING if v.flying_kings else KING
    material = [0.0, 0.0]
    positional = [0.0, 0.0]
    mobility = [0, 0]
    for side in (0, 1):
        own = state.bits[side]
        men = own & ~kings
        material[side] = MAN * men.bit_count() + king_value * (own & kings).bit_count()
        advance = 0
        for row in range(size):
            rank = row if side == 0 else size - 1 - row
            advance += rank * (men & g.row_mask[row]).bit_count()
        home_row = (v.first_men_row if side == 0 else size - 1 - v.first_men_row)
        positional[side] = ADVANCE * advance + BACK_RANK * (men & g.row_mask[home_row]).bit_count()
        mobility[side] = state.gen.count(own, state.bits[1 - side], kings, side == 0)
    opp = 1 - player
    lead = material[player] - material[opp]
    total = material[player] + material[opp]
    if v.misere:
        # Losing game: fewer pieces and fewer moves are better.
        return -lead - MOBILITY * (mobility[player] - mobility[opp])
    score = lead + positional[player] - positional[opp]
    score += MOBILITY * (mobility[player] - mobility[opp])
    if total:
        # Endgame progress: the same lead is worth more with fewer pieces left (trade down).
        score += TRADE * lead / total
    if lead:
        # The side ahead brings its kings toward the enemy pieces.
        ahead = player if lead > 0 else opp
        enemy = g.locations(state.bits[1 - ahead])
        chase = 0
        for king in g.locations(state.bits[ahead] & kings):
            chase += min((_distance(king, e, size) for e in enemy), default=0)
        score += -CHASE * chase if ahead == player else CHASE * chase
    return score


def order_key(move: Move) -> int:
    """A sort key for search: captures of more pieces first, then crowning moves."""
    if not isinstance(move, DraughtsMove):
        return 0
    return 100 * len(move.captured) + (50 if move.promotes else 0)
