"""Whist scoring for the seed's three variants: odd tricks, honours, games and the rubber.

Seed (003) and choices recorded in docs/rules/whist.*.md:
- Six tricks are the book; each further trick of the side that won the majority scores one.
- Honours are the top trumps: A K Q J 10 in Long Whist, A K Q J in Short Whist, none in American
  Whist. A side holding (in both hands together) three honours scores 2, four score 4, and in
  Long Whist all five score 6 (the seed writes "sechs Honneurs", which Long Whist's five
  honours cannot be; we read it as all five, worth the 6 points the seed gives).
- Tricks are scored first. Honours are not scored when scoring them would win the game (the last
  point must come from a trick), and not at all in a deal whose tricks already won the game.
- Game: 10 points (Long), 5 (Short), 7 (American). A game is worth 3 (treble) when the losers
  have no points, 2 (double) when they have fewer than half the target, else 1 (single): the
  short-whist values (0 / 1-2 / 3-4), carried over to Long and American by the same halves.
- The rubber is the best of three games; the winners add 2 for the rubber, and the losers' game
  values are deducted from the winners' total.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_games.games.cards.core import Rank

BOOK = 6
RUBBER_BONUS = 2


class Variant(Enum):
    """The seed's three kinds of Whist."""

    LONG = "long"
    SHORT = "short"
    AMERICAN = "american"


TARGET = {Variant.LONG: 10, Variant.SHORT: 5, Variant.AMERICAN: 7}
"""Points for a game."""

HONOURS = {
    Variant.LONG: (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN),
    Variant.SHORT: (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK),
    Variant.AMERICAN: (),
}
"""The trumps that count as honours."""


def honour_points(variant: Variant, held: int) -> int:
    """The points for a side holding ``held`` honours (2 for three, 4 for four, 6 for five)."""
    if not HONOURS[variant]:
        return 0
    return {3: 2, 4: 4, 5: 6}.get(held, 0)


def odd_tricks(tricks: int) -> int:
    """Points for ``tricks`` won by a side: one for each trick above the book of six."""
    return max(0, tricks - BOOK)


@dataclass(frozen=True, slots=True)
class DealScore:
    """What one deal wrote on the sheet, per side (partnership 0 and 1)."""

    tricks: tuple[int, int]
    """Points for odd tricks."""
    honours: tuple[int, int]
    """Points for honours actually scored."""
    honours_held: tuple[int, int]
    """Honours each side held (whether scored or not)."""
    honours_refused: bool
    """True when a side's honours were not scored because they would have won the game."""


def score_deal(variant: Variant, tricks: tuple[int, int], held: tuple[int, int],
               points: tuple[int, int]) -> DealScore:
    """Score a deal: ``tricks`` taken by each side, honours ``held``, ``points`` before it."""
    target = TARGET[variant]
    trick_points = (odd_tricks(tricks[0]), odd_tricks(tricks[1]))
    after = (points[0] + trick_points[0], points[1] + trick_points[1])
    honours = [0, 0]
    refused = False
    if max(after) < target:
        for side in (0, 1):
            value = honour_points(variant, held[side])
            if value and after[side] + value >= target:
                refused = True
            else:
                honours[side] = value
    elif any(honour_points(variant, h) for h in held):
        refused = True
    return DealScore(trick_points, (honours[0], honours[1]), held, refused)


def game_value(loser_points: int, variant: Variant) -> int:
    """What a won game is worth: 3, 2 or 1 by the losers' points."""
    if loser_points == 0:
        return 3
    if loser_points * 2 < TARGET[variant]:
        return 2
    return 1


def rubber_total(values: tuple[list[int], list[int]], winner: int) -> int:
    """The rubber's worth to ``winner``: their game values plus 2, less the losers' values."""
    return sum(values[winner]) + RUBBER_BONUS - sum(values[1 - winner])
