"""The computer opponent as the session sees it: a game's AI hooks plus a seeded generator."""

from __future__ import annotations

import random

from accessible_games.ai.bot import choose_move
from accessible_games.ai.levels import level_for
from accessible_games.ai.types import StopSignal
from accessible_games.engine import Game, Move, State
from accessible_games.games.registry import ai_hooks


class Computer:
    """Chooses moves for computer seats; deterministic for a given seed and sequence of calls."""

    def __init__(self, game: Game, seed: int) -> None:
        self.hooks = ai_hooks(game.id)
        self.rng = random.Random(seed)

    def choose(self, state: State, level: int, stop: StopSignal | None = None) -> Move:
        """The move the computer at ``level`` (1-3) plays in ``state`` (which is not changed)."""
        return choose_move(
            state, level_for(level), self.hooks.evaluate, self.rng,
            order_key=self.hooks.order_key, stop=stop,
        )
