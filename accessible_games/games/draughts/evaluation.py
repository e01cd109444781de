"""Static evaluation and move ordering for draughts search, per variant.

Scores are from one player's point of view, in men: a man is 1.0, a short king (English
checkers) about 1.5, a flying king 3.0. Small terms add what a draughts player values besides
material: advanced men (tempo), the back rank kept guarded against enemy crowning, mobility and
central squares. Every variant but the misère game adds endgame terms (:func:`endgame_terms`)
so that a winning side makes progress instead of shuffling: trading down when ahead (the lead
is worth more the fewer pieces remain), kings drawn toward the enemy pieces, the weaker side's
kings driven out of their refuge (the double corners in English checkers, the long diagonal
with flying kings), and the draw count by the no-progress rule weighed against the side ahead.
In the misère game (Schlagdame) material counts the other way round.
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
REFUGE = 0.25
"""Per king of the side behind in its refuge: a double corner (short kings) or the long
diagonal (flying kings), where a lone king is hardest to catch."""
RESTRICT = 0.08
"""Per legal move of the side behind once it has only kings left: the side ahead hems it in."""
NO_PROGRESS = 0.5
"""Taken from the side ahead in full when the no-progress draw count is about to run out."""


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
    return score + endgame_terms(state, player, _material(state, KING))


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
    if v.misere:
        # Losing game: fewer pieces and fewer moves are better.
        return -lead - MOBILITY * (mobility[player] - mobility[opp])
    score = lead + positional[player] - positional[opp]
    score += MOBILITY * (mobility[player] - mobility[opp])
    return score + endgame_terms(state, player, (material[0], material[1]))


def _material(state: DraughtsState, king_value: float) -> tuple[float, float]:
    """Both sides' material in men."""
    kings = state.kings
    values = []
    for side in (0, 1):
        own = state.bits[side]
        values.append(MAN * (own & ~kings).bit_count() + king_value * (own & kings).bit_count())
    return values[0], values[1]


def _refuge_mask(state: DraughtsState) -> int:
    """The squares where a lone king of the weaker side holds out longest.

    Short kings (English checkers): the two double corners, the two dark squares next to each
    light corner. Flying kings: the long diagonal from the dark corner a1.
    """
    g = state.geometry
    size = g.size
    squares: list[int] = []
    if state.variant.flying_kings:
        squares = [i * size + i for i in range(size)]
    else:
        for row, col in ((0, size - 1), (size - 1, 0)):
            if not g.is_dark(row * size + col):
                step_row = 1 if row == 0 else -1
                step_col = 1 if col == 0 else -1
                squares += [row * size + col + step_col, (row + step_row) * size + col]
    mask = 0
    for loc in squares:
        if g.is_dark(loc):
            mask |= g.mask_of_loc[loc]
    return mask


def endgame_terms(state: DraughtsState, player: Player, material: tuple[float, float]) -> float:
    """The terms that make a side ahead convert, from ``player``'s point of view.

    Trading down (the same lead is worth more with fewer pieces left); the side ahead's kings
    near the enemy pieces; the side behind's kings kept out of their refuge; and, as the
    no-progress draw count (moves without a capture or a man's move) runs towards its limit,
    up to :data:`NO_PROGRESS` taken from the side ahead, so it moves a man or forces a capture
    while it still can. Zero with equal material and in the misère game.
    """
    if state.variant.misere:
        return 0.0
    opp = 1 - player
    lead = material[player] - material[opp]
    total = material[player] + material[opp]
    if not lead or not total:
        return 0.0
    g = state.geometry
    size = g.size
    kings = state.kings
    ahead = player if lead > 0 else opp
    behind = 1 - ahead
    # For the side ahead; turned round for the player at the end.
    gain = TRADE * abs(lead) / total
    enemy = g.locations(state.bits[behind])
    chase = 0
    for king in g.locations(state.bits[ahead] & kings):
        chase += min((_distance(king, e, size) for e in enemy), default=0)
    gain -= CHASE * chase
    gain -= REFUGE * (state.bits[behind] & kings & _refuge_mask(state)).bit_count()
    if not state.bits[behind] & ~kings:
        gain -= RESTRICT * state.gen.count(state.bits[behind], state.bits[ahead], kings,
                                           behind == 0)
    limit = 2 * int(state.game.options.get("draw_moves", 0) or 0)
    if limit:
        gain -= NO_PROGRESS * min(1.0, state.quiet / limit)
    return gain if ahead == player else -gain


def order_key(move: Move) -> int:
    """A sort key for search: captures of more pieces first, then crowning moves."""
    if not isinstance(move, DraughtsMove):
        return 0
    return 100 * len(move.captured) + (50 if move.promotes else 0)
