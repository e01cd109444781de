"""Kalah: six houses and a store a side, sowing counter-clockwise, captures opposite, extra turns.

Rules as played (docs/rules/kalah.en.md): South moves first. A move empties one of the mover's
houses and sows its seeds one by one counter-clockwise into the following pits, the mover's
own store included and the opponent's store skipped. The last seed in the own store gives an
extra move (no limit). The last seed in an empty own house takes the seeds of the opposite house
together with itself into the own store, when the opposite house holds seeds (D2.1; the option
``empty_capture`` also moves the single seed when it is empty). The game ends as soon as one
side's houses are all empty, checked after every sowing even if the mover would move again
(D2.3); then each player moves the seeds left in their own houses into their own store (D2.2).
Most seeds wins; equal is a draw.

The board is a flat list of 14 pits (see :mod:`accessible_games.games.mancala.board`): 0-5
South's houses 1-6, 6 South's store, 7-12 North's houses 1-6, 13 North's store. The play itself
is the shared sowing engine (:mod:`accessible_games.games.mancala.sowing`) with Kalah's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.types import Option
from accessible_games.games.mancala.board import SowingRules
from accessible_games.games.mancala.notation import MOVE_FORMAT, POSITION_FORMAT, PositionText
from accessible_games.games.mancala.sowing import (
    MancalaGame,
    MancalaState,
    SowingKind,
    SowingMove,
)

HOUSES = 6
"""Houses on each side of a Kalah board."""


@dataclass(frozen=True, slots=True)
class KalahMove(SowingMove):
    """Sowing the seeds of the house in ``pit`` (0-5 South's, 7-12 North's).

    ``kind`` is a hint for move ordering, filled in by :meth:`KalahState.legal_moves`; it takes
    no part in equality, so ``KalahMove(2)`` equals the listed move from pit 2.
    """


class KalahGame(MancalaGame):
    """Kalah with six houses a side (options: seeds per house, empty capture)."""

    id = "kalah"
    aliases = ("kalaha", "kalah 6")
    option_specs = (
        Option("seeds", 4, (3, 4, 5, 6), "Seeds in each house at the start."),
        Option(
            "empty_capture",
            False,
            (),
            "The last seed in an empty own house goes to the store even when the opposite house"
            " is empty.",
        ),
    )
    position_format = POSITION_FORMAT
    move_format = MOVE_FORMAT
    move_class = KalahMove

    def make_rules(self) -> SowingRules:
        """Kalah's rules: the :class:`SowingRules` defaults with the chosen options."""
        return SowingRules(
            houses=HOUSES, seeds=self.options["seeds"], empty_capture=self.options["empty_capture"]
        )

    def make_state(self, position: PositionText) -> KalahState:
        """A Kalah position."""
        return KalahState(self, position)


class KalahState(MancalaState):
    """A Kalah position: 14 seed counts and the side to move, with an undo stack of snapshots."""


__all__ = ["HOUSES", "KalahGame", "KalahMove", "KalahState", "SowingKind"]
