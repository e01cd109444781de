"""Dog for the computer's search: the board's worth to a partnership, and the levels.

The value is :func:`.policy.board_value`: the partnership's progress against the opponents'
(marbles out, far along, deep in the goal), marbles within an opponent's reach discounted.
"""

from __future__ import annotations

from accessible_games.engine import Move, Player, State
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.policy import board_value
from accessible_games.games.cards.dog.rules import Action, Fold, Play, Step, UndoStep

WON = 10_000.0
"""What winning the game is worth beyond the board."""

LEVEL_CHANGES = {
    "beginner": {"searcher": "policy", "noise": 0.3, "temperature": 0.0},
    "intermediate": {"searcher": "policy", "noise": 0.0, "temperature": 0.0},
    "strong": {"searcher": "playouts", "samples": 8, "time_budget": 1.0, "margin": 1.0,
               "playout_depth": 12},
}
"""What each standard level changes for Dog (``ai.levels.GAME_LEVELS["dog"]``, which the ai
layer keeps itself since it may not import games): the beginner plays the rule of thumb
(:mod:`.policy`) with 30 % random moves, the intermediate level the rule of thumb, the strong
level searches by playouts on sampled hands (:mod:`accessible_games.ai.playouts`), each
playout 12 moves of the rule of thumb for every seat at most and never past the round's end,
and plays another move than the rule's only on clear evidence. Measured with
``benchmarks/dog_strength.py``."""


def evaluate(state: State, player: Player) -> float:
    """The board's worth to ``player``'s partnership (:func:`.policy.board_value`), and
    ``WON`` more or less once a partnership has all its marbles home."""
    value = board_value(state.marbles, state.fresh, player)  # type: ignore[attr-defined]
    winner = state.winner  # type: ignore[attr-defined]
    if winner >= 0:
        value += WON if winner == player % 2 else -WON
    return value


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
