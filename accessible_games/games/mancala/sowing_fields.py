"""What the parts of a mancala state share: the fields the sowing mix-ins read and write.

:class:`~accessible_games.games.mancala.sowing.MancalaState` sets all of them; the mix-ins
(:mod:`.sowing_turn`, :mod:`.sowing_end`) declare them once here so each part type-checks on
its own.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from accessible_games.engine.events import Event
from accessible_games.engine.types import EndReason, Location, Player
from accessible_games.games.mancala.board import Layout, SowingRules

if TYPE_CHECKING:
    from accessible_games.games.mancala.sowing import MancalaGame


class SowingFields:
    """The fields of a mancala state, declared for its mix-ins."""

    game: MancalaGame
    rules: SowingRules
    layout: Layout
    pits: list[int]
    player: Player
    burnt: tuple[Location, ...]
    round: int
    starter: Player
    _steps: tuple[tuple[Location, ...], ...]
    _after: tuple[Event, ...]
    _total: int
    _seen: dict[Hashable, int]
    _reason: EndReason | None
