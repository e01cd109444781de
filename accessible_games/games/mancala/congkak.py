"""Congkak: seven houses of seven seeds a side, relay sowing, rounds with burnt houses.

Rules as played (docs/rules/congkak.en.md, RULES-RESEARCH §1): South moves first (the
traditional simultaneous first move is played in turns, D1.4). A move empties one of the
mover's houses and sows its seeds one by one towards the mover's store, into it, along the
opponent's row (the opponent's store is skipped) and on around. Where the last seed falls ends
or continues the turn:

1. in the own store: the mover moves again;
2. in an occupied house on either side: those seeds are picked up and sown on (relay);
3. in an empty house on the opponent's side: the turn ends;
4. in an empty own house: the seeds of the opposite house and this seed go to the store, if the
   opposite house holds seeds (D1.2: otherwise the seed stays); the turn ends.

A round ends when the player to move has no seeds in their houses; the other player puts the
seeds left on their side into their store (D1.5). Each player then refills their houses with 7
seeds each from their store, starting next to the store; houses that cannot be filled are burnt
and skipped by every sowing of the round; the rest stays in the store. The loser of the round
starts the next (D1.3). A player who cannot fill a single house has lost; by default the game
also ends after three rounds, and more seeds wins (option ``rounds``; 0 plays on until a player
cannot fill a house, which between even players can take hundreds of rounds).

The traditional board is sown clockwise with the store on the player's left; this engine uses
its mirror image (counter-clockwise, store on the right, as in Kalah), which plays the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.types import Option
from accessible_games.games.mancala.board import RELAY_CAP, EndRule, SowingRules
from accessible_games.games.mancala.notation import (
    CONGKAK_POSITION_FORMAT,
    PositionText,
    move_format,
)
from accessible_games.games.mancala.sowing import MancalaGame, MancalaState, SowingMove


@dataclass(frozen=True, slots=True)
class CongkakMove(SowingMove):
    """Sowing the seeds of the house in ``pit``; ``houses`` is 7 unless the board is smaller."""


class CongkakGame(MancalaGame):
    """Congkak with 7 houses of 7 seeds (or 6 of 6) and a choice of the number of rounds."""

    id = "congkak"
    aliases = ("congklak", "sungka", "dakon", "kongkak")
    option_specs = (
        Option(
            "houses",
            7,
            (6, 7),
            "Houses a side; each holds as many seeds at the start (7x7, or 6x6 like Kalah).",
        ),
        Option(
            "rounds",
            3,
            (0, 1, 3, 5),
            "Rounds to play: a fixed number after which more seeds wins (the game ends sooner"
            " when a player cannot fill a single house), or 0 to play on until that happens.",
        ),
    )
    position_format = CONGKAK_POSITION_FORMAT
    move_format = move_format(7)
    move_class = CongkakMove

    def make_rules(self) -> SowingRules:
        """Relay sowing into the own store, opposite captures, extra turns and rounds."""
        houses = self.options["houses"]
        return SowingRules(
            houses=houses,
            seeds=houses,
            relay=True,
            relay_cap=RELAY_CAP,
            end=EndRule.ROUNDS,
            max_rounds=self.options["rounds"],
        )

    def make_state(self, position: PositionText) -> CongkakState:
        """A Congkak position."""
        return CongkakState(self, position)


class CongkakState(MancalaState):
    """A Congkak position: houses, stores, burnt houses, the round and the side to move."""


__all__ = ["CongkakGame", "CongkakMove", "CongkakState"]
