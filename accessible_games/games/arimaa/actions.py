"""Arimaa's moves as values: the kinds of action, their steps and trap removals, and reasons.

An :class:`ArimaaMove` is one action of a turn (a step, a push, a pull, "end", or a setup
swap), with its :class:`StepRecord` steps in order and the pieces that fell into traps; its
``parts`` and ``notation`` are the places and the official step tokens. :class:`ArimaaRule`
and :class:`LetterReason` explain a typed step whose letter names the wrong piece. The end
reasons and turn limits every Arimaa module shares are here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.engine.details import RuleReason
from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import (
    EndReason,
    Location,
    Move,
)
from accessible_games.games.arimaa.board import (
    SIZE,
    letter,
)

GOAL = EndReason.MAJORITY
"""End reason of a rabbit reaching its goal rank (the engine has no goal reason; the Arimaa
catalog words ``arimaa.end.majority`` as "a rabbit reached the goal")."""
ELIMINATION = EndReason.NO_PIECES
"""End reason of a side losing all its rabbits (worded "no rabbits left")."""
STEPS_PER_TURN = 4
MAX_SWAPS = 16
"""Swaps one side may make in the setup phase before only "end" is left."""


class ArimaaRule(Enum):
    """Arimaa's own reasons beyond the shared codes (see engine/details.py)."""

    WRONG_PIECE = "wrong_piece"
    """A step names a different kind of piece than the one on its square."""
    WRONG_CASE = "wrong_case"
    """A step writes a Gold piece in small letters or a Silver piece in capitals."""
    SAME_KIND = "same_kind"
    """Setup: the two squares of a swap hold the same kind of piece."""
    OFF_EDGE = "off_edge"
    """A step from a square on the edge towards the edge ("Ra2w")."""


@dataclass(frozen=True, slots=True)
class LetterReason(RuleReason):
    """A typed step whose piece letter does not match its square."""

    token: str = ""
    """The step as typed ("Ed2n")."""
    fixed: str = ""
    """The step with the letter of the piece that stands there ("Rd2n")."""
    named: int = 0
    """The piece the letter names (a cell value)."""


class Action(Enum):
    """What kind of action a move is."""

    STEP = "step"
    PUSH = "push"
    PULL = "pull"
    END = "end"
    SWAP = "swap"
    """Setup phase: two of one's own pieces change places."""


@dataclass(frozen=True, slots=True)
class StepRecord:
    """One step: the piece (cell value) from ``start`` to ``end``, ``direction`` n/e/s/w."""

    piece: int
    start: Location
    end: Location
    direction: str


@dataclass(frozen=True, slots=True)
class ArimaaMove(Move):
    """One action of a turn: its steps in order and the pieces that fell into traps."""

    action: Action
    steps: tuple[StepRecord, ...] = ()
    """The steps in the order they happen (a push moves the enemy first)."""
    removals: tuple[tuple[int, int, Location], ...] = ()
    """(after step index, piece, trap square) for every piece removed from a trap."""
    ends_turn: bool = False
    """True when the action completes the turn (fourth step, or "end")."""
    squares: tuple[Location, ...] = ()
    """Setup swaps: the two squares whose pieces change places."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """Step: (from, to); push: (pusher, enemy, enemy's target); pull: (puller, its target,
        enemy); end: ()."""
        s = self.steps
        if self.action is Action.STEP:
            return (s[0].start, s[0].end)
        if self.action is Action.PUSH:
            return (s[1].start, s[0].start, s[0].end)
        if self.action is Action.PULL:
            return (s[0].start, s[0].end, s[1].start)
        return self.squares

    @property
    def notation(self) -> str:
        """Official step tokens with trap removals after their step ("rb3e rc3x Hb2n"); "end"."""
        if self.action is Action.END:
            return "end"
        if self.action is Action.SWAP:
            return "-".join(algebraic(q, SIZE) for q in self.squares)
        tokens = []
        for index, record in enumerate(self.steps):
            tokens.append(f"{letter(record.piece)}{algebraic(record.start, SIZE)}"
                          f"{record.direction}")
            for after, piece, square in self.removals:
                if after == index:
                    tokens.append(f"{letter(piece)}{algebraic(square, SIZE)}x")
        return " ".join(tokens)
