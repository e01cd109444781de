"""Dog for the computer's search: how far the partnership's marbles have come.

A marble's progress: nothing in the kennel, 8 for being out, then one point per field along
its way round from its start (a marble back on its start after going round is one field from
its goal), 80 and more in the goal lane (deeper is better: it leaves room for the others).
Marbles that an opponent's marble stands close behind (within 13 fields) lose a little.
"""

from __future__ import annotations

from accessible_games.engine import Move, Player, State
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.rules import Action, Fold, Play, Step, UndoStep

OUT = 8
GOAL = 80

SEARCH_LEVEL_CHANGES = {"searcher": "mcts", "playout_depth": 24}
"""What every standard level should change for Dog (``ai.levels.GAME_LEVELS["dog"]`` once Dog
is in the lineup): the next round is dealt card by card as chance turns of about a hundred
outcomes each, which alpha-beta's first, uninterruptible iteration would expand in full at a
round's last card; MCTS samples chance turns, and its playouts stop after 24 plies and use
:func:`evaluate`."""


def progress(place: int, owner: int, fresh: list[int]) -> int:
    """How far a marble of ``owner`` on ``place`` has come (see the module text)."""
    if b.in_kennel(place):
        return 0
    if b.in_goal(place):
        return GOAL + 2 * b.lane_index(place)
    along = (place - b.start_field(owner)) % b.TRACK
    if along == 0 and not fresh[owner]:
        along = b.TRACK
    return OUT + along


def team_progress(marbles: list[list[int]], fresh: list[int], seat: Player) -> int:
    """The summed progress of ``seat``'s partnership, less a point per threatened marble."""
    total = 0
    occ = b.occupants(marbles)
    for owner in (seat, b.partner(seat)):
        for place in marbles[owner]:
            total += progress(place, owner, fresh)
            if b.on_track(place) and not (place == b.start_field(owner) and fresh[owner]):
                for back in range(1, 14):
                    other = occ.get((place - back) % b.TRACK)
                    if other is not None and other % 2 != seat % 2:
                        total -= 2
                        break
    return total


def evaluate(state: State, player: Player) -> float:
    """The partnership's progress minus the opponents'."""
    marbles = state.marbles  # type: ignore[attr-defined]
    fresh = state.fresh  # type: ignore[attr-defined]
    return float(team_progress(marbles, fresh, player)
                 - team_progress(marbles, fresh, (player + 1) % 4))


def order_key(move: Move) -> int:
    """Moves into the goal and starts first, long moves before short ones, undo last."""
    if isinstance(move, UndoStep):
        return -10
    if isinstance(move, Fold):
        return 0
    if isinstance(move, Step):
        return 5 + (20 if b.in_goal(move.target) else 0)
    if isinstance(move, Play):
        if move.action is Action.START:
            return 30
        if move.target >= 0 and b.in_goal(move.target) and not b.in_goal(move.marble):
            return 40
        if move.action is Action.SEVEN:
            return 10
        return 5 - int(move.joker)
    return 1
