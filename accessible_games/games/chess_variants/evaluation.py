"""Evaluation and move ordering of the chess variants for the computer players.

``evaluate(state, player)`` counts material on the board and in the reserve (a reserve piece
is worth a little more than the same piece on the board, since it can be dropped anywhere),
adds small bonuses for advanced pawns and central knights and bishops, and, in Mad Mate,
punishes an exposed king: every empty or enemy-held square next to the king counts against
it, more so the more pieces the opponent holds in the reserve (drop attacks). In Maharadscha
the maharajah's value is high and its freedom (squares it may reach) counts. A side clearly
ahead in material (:data:`MOP_UP_LEAD`) is paid for driving the enemy king to the edge and
bringing its own king close, so a won ending is mated instead of shuffled.

``order_key(move)`` (higher first): captures by value taken minus a tenth of the attacker,
promotions, drops of strong pieces, then quiet moves. Checks cannot be seen from the move
alone; the search finds them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player, TurnKind
from accessible_games.games.chess_variants.board import (
    KING_TABLE,
    KNIGHT_TABLE,
    WHITE,
    Kind,
)

if TYPE_CHECKING:
    from accessible_games.games.chess_variants.game import ChessState

WIN_SCORE = 100_000.0
"""A won game."""

VALUES = (0, 100, 310, 330, 500, 900, 0, 0)
"""Centipawn values by kind (kings and maharajahs are royal and not counted)."""
RESERVE_BONUS = 1.15
"""A reserve piece is worth this much more than on the board."""
MAHARAJAH_VALUE = 1400
"""The maharajah against the army: its mobility carries the rest of its value."""

MOP_UP_LEAD = 300
"""Centipawns ahead from which the mop-up terms count."""
MOP_UP_EDGE = 10
"""Per step the enemy king stands away from the centre, for the side ahead."""
MOP_UP_CLOSE = 4
"""Per step the two kings are closer than 14 (the largest distance), for the side ahead."""

_CENTRE = tuple(
    6 - (abs(2 * (s % 8) - 7) + abs(2 * (s // 8) - 7)) // 2 for s in range(64))
"""Small centralisation bonus per square (0 in the corners, 6 in the middle)."""


def evaluate(state: ChessState, player: Player) -> float:
    """A heuristic score of ``state`` for ``player``: positive favours ``player``."""
    if state.turn_kind is TurnKind.TERMINAL:
        outcome = state.outcome()
        if outcome is None or outcome.is_draw:
            return 0.0
        return WIN_SCORE if player in outcome.winners else -WIN_SCORE
    pos = state.position
    board = pos.board
    score = [0.0, 0.0]
    for square, code in enumerate(board):
        if not code:
            continue
        kind, colour = code & 7, code >> 3
        value = VALUES[kind]
        if kind == Kind.PAWN:
            advanced = square // 8 - 1 if colour == WHITE else 6 - square // 8
            value += 4 * advanced
        elif kind in (Kind.KNIGHT, Kind.BISHOP):
            value += 3 * _CENTRE[square]
        elif kind == Kind.MAHARAJAH:
            value = MAHARAJAH_VALUE + 6 * _reach(board, square)
        score[colour] += value
    if pos.variant.drops:
        for colour in (0, 1):
            pocket = pos.pockets[colour]
            held = sum(VALUES[k] * n for k, n in enumerate(pocket))
            score[colour] += RESERVE_BONUS * held
        for colour in (0, 1):
            king = pos.royal[colour]
            if king < 0:
                continue
            enemy_reserve = sum(pos.pockets[1 - colour])
            open_squares = sum(1 for t in KING_TABLE[king]
                               if not board[t] or board[t] >> 3 != colour)
            score[colour] -= open_squares * (6 + 4 * enemy_reserve)
    if pos.in_check():
        score[pos.side] -= 30
    lead = score[player] - score[1 - player]
    return lead + _mop_up(pos.royal, lead, player)


def _mop_up(royal: list[int] | tuple[int, ...], lead: float, player: Player) -> float:
    """For the side ahead: the enemy king near the edge and the own king near it."""
    if abs(lead) < MOP_UP_LEAD or min(royal[0], royal[1]) < 0:
        return 0.0
    ahead = player if lead > 0 else 1 - player
    own, enemy = royal[ahead], royal[1 - ahead]
    distance = abs(own % 8 - enemy % 8) + abs(own // 8 - enemy // 8)
    gain = MOP_UP_EDGE * (6 - _CENTRE[enemy]) + MOP_UP_CLOSE * (14 - distance)
    return gain if ahead == player else -gain


def _reach(board: list[int], square: int) -> int:
    """Empty knight squares around ``square``: a cheap measure of a maharajah's freedom."""
    return sum(1 for t in KNIGHT_TABLE[square] if not board[t])


def order_key(move: Move) -> int:
    """Search priority: captures (most valuable victim first), promotions, drops, the rest."""
    capture = getattr(move, "capture", 0)
    kind = getattr(move, "kind", 0)
    key = 0
    if capture:
        key += 10_000 + 10 * VALUES[capture] - VALUES[kind] // 10
    promotion = getattr(move, "promotion", 0)
    if promotion:
        key += 5_000 + VALUES[promotion]
    if getattr(move, "start", 0) < 0:
        key += VALUES[kind] // 10
    return key


__all__ = ["WIN_SCORE", "evaluate", "order_key"]
