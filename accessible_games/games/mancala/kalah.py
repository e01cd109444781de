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
South's houses 1-6, 6 South's store, 7-12 North's houses 1-6, 13 North's store.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from accessible_games.engine.events import Event, ExtraTurn, SeedsCaptured, SeedsSwept, Sown
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    IllegalMoveError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.mancala.board import (
    CaptureRule,
    Layout,
    SowingRules,
    SweepTarget,
    landing,
    opposite_capture,
    sides_empty,
    sow,
)
from accessible_games.games.mancala.notation import (
    MOVE_FORMAT,
    POSITION_FORMAT,
    format_position,
    parse_house_number,
    parse_position,
)

HOUSES = 6
"""Houses on each side of a Kalah board."""


class SowingKind(Enum):
    """What a sowing will do, worked out when the legal moves are listed (for move ordering)."""

    EXTRA_TURN = "extra_turn"
    """The last seed falls in the mover's store."""
    CAPTURE = "capture"
    """The last seed falls in an empty own house and captures."""
    PLAIN = "plain"
    """Neither."""


@dataclass(frozen=True, slots=True)
class KalahMove(Move):
    """Sowing the seeds of the house in ``pit``.

    ``kind`` is a hint for move ordering, filled in by :meth:`KalahState.legal_moves`; it takes
    no part in equality, so ``KalahMove(2)`` equals the listed move from pit 2.
    """

    pit: Location
    """The house emptied (0-5 South's, 7-12 North's)."""
    kind: SowingKind = field(default=SowingKind.PLAIN, compare=False, repr=False)
    """What the sowing does (extra turn, capture), for move ordering only."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """The house the player selects."""
        return (self.pit,)

    @property
    def house(self) -> int:
        """The house number 1-6 as the mover counts them."""
        return self.pit + 1 if self.pit < HOUSES else self.pit - HOUSES

    @property
    def notation(self) -> str:
        """The house number as the mover counts them, "1" to "6"."""
        return str(self.house)


class KalahGame(Game):
    """Kalah with six houses a side (options: seeds per house, empty capture)."""

    id = "kalah"
    family = "mancala"
    aliases = ("kalaha", "kalah 6")
    info = GameInfo(num_players=2)
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

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.rules = SowingRules(
            houses=HOUSES, seeds=self.options["seeds"], empty_capture=self.options["empty_capture"]
        )
        """The Kalah rules as data."""
        self.rules.check_supported()
        self.layout = Layout(self.rules)
        """Pit indices and sowing tables."""

    def new_state(self, rng: random.Random | None = None) -> KalahState:
        """Every house holds ``seeds`` seeds, the stores are empty, South moves first."""
        seeds = self.rules.seeds
        pits = [seeds] * HOUSES + [0] + [seeds] * HOUSES + [0]
        return KalahState(self, pits, 0)

    def parse_position(self, text: str) -> KalahState:
        """A position from the text format in docs/formats.md.

        Raises:
            InvalidPositionError: the text is malformed.
        """
        pits, player = parse_position(text, HOUSES)
        return KalahState(self, pits, player)


class KalahState(State):
    """A Kalah position: 14 seed counts and the side to move, with an undo stack of snapshots."""

    def __init__(self, game: KalahGame, pits: list[int], player: Player) -> None:
        self.game: KalahGame = game
        self.rules = game.rules
        self.layout = game.layout
        self.pits: list[int] = pits
        """Seeds per pit (0-5 South, 6 South's store, 7-12 North, 13 North's store)."""
        self.player: Player = player
        """The side to move (0 South, 1 North)."""
        self.moves: list[Move] = []
        self._stack: list[tuple[list[int], Player, tuple[int, int], bool]] = []
        self._swept: tuple[int, int] = (0, 0)
        self._over = any(sides_empty(pits, self.layout))

    # -- the State contract ----------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while both sides have seeds in their houses, else TERMINAL."""
        return TurnKind.TERMINAL if self._over else TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        """The side to move."""
        return self.player

    def legal_moves(self) -> list[KalahMove]:
        """Every own house holding seeds, house 1 first."""
        if self._over:
            return []
        pits = self.pits
        layout = self.layout
        player = self.player
        store = layout.stores[player]
        moves = []
        for pit in layout.houses_of(player):
            if not pits[pit]:
                continue
            last, in_last, facing = landing(pits, pit, player, layout)
            if last == store and self.rules.extra_turn:
                kind = SowingKind.EXTRA_TURN
            elif (
                in_last == 1
                and layout.is_house_of(last, player)
                and (facing or self.rules.empty_capture)
            ):
                kind = SowingKind.CAPTURE
            else:
                kind = SowingKind.PLAIN
            moves.append(KalahMove(pit, kind))
        return moves

    def count_moves(self) -> int:
        """The number of own houses holding seeds (0 when the game is over)."""
        if self._over:
            return 0
        first = self.layout.first_house[self.player]
        return sum(1 for c in self.pits[first : first + HOUSES] if c)

    def apply(self, move: Move) -> None:
        """Sow, capture, pass the turn unless the last seed fell in the own store, end and sweep."""
        pits = self.pits
        layout = self.layout
        rules = self.rules
        player = self.player
        self._stack.append((pits[:], player, self._swept, self._over))
        pit: Location = move.pit  # type: ignore[attr-defined]
        last = sow(pits, pit, player, layout)
        if rules.capture is CaptureRule.OPPOSITE:
            opposite_capture(pits, last, player, layout, rules)
        # Last seed in the own store: the mover moves again, with no limit.
        if not (rules.extra_turn and last == layout.stores[player]):
            self.player = 1 - player
        # The game ends as soon as one side is empty, even before an extra move (D2.3).
        south_empty, north_empty = sides_empty(pits, layout)
        if south_empty or north_empty:
            self._over = True
            self._swept = self._sweep()
        else:
            self._swept = (0, 0)
        self.moves.append(move)

    def _sweep(self) -> tuple[int, int]:
        """Move the seeds left in each side's houses to a store; return the seeds per side."""
        pits = self.pits
        layout = self.layout
        swept = []
        for side in (0, 1):
            houses = layout.houses_of(side)
            seeds = sum(pits[h] for h in houses)
            for h in houses:
                pits[h] = 0
            # The remaining seeds go to their owner (D2.2) unless the rules say otherwise.
            target = side if self.rules.sweep is SweepTarget.OWNER else 1 - side
            pits[layout.stores[target]] += seeds
            swept.append(seeds)
        return swept[0], swept[1]

    def undo(self) -> None:
        """Restore the snapshot taken by the last ``apply``."""
        pits, self.player, self._swept, self._over = self._stack.pop()
        self.pits[:] = pits
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """When a side is empty: scores = (South's store, North's store) after the sweep."""
        if not self._over:
            return None
        layout = self.layout
        scores = [self.pits[layout.stores[0]], self.pits[layout.stores[1]]]
        # A position read from text may end the game before the sweep was made: count it here.
        for side in (0, 1):
            target = side if self.rules.sweep is SweepTarget.OWNER else 1 - side
            scores[target] += sum(self.pits[h] for h in layout.houses_of(side))
        if scores[0] == scores[1]:
            winners: frozenset[Player] = frozenset()
        else:
            winners = frozenset({0 if scores[0] > scores[1] else 1})
        return Outcome(winners, EndReason.SIDE_EMPTY, (scores[0], scores[1]))

    def key(self) -> Hashable:
        """The 14 counts and the side to move."""
        return (tuple(self.pits), self.player)

    def copy(self) -> KalahState:
        """An independent copy with its history."""
        other = KalahState(self.game, self.pits[:], self.player)
        other.moves = list(self.moves)
        other._stack = list(self._stack)
        other._swept = self._swept
        other._over = self._over
        return other

    def move_events(self, move: Move) -> list[Event]:
        """Sown (with every pit a seed fell in) and, if it captures, SeedsCaptured."""
        pit: Location = move.pit  # type: ignore[attr-defined]
        player = self.player
        pits = self.pits[:]
        seeds = pits[pit]
        path: list[Location] = []
        last = sow(pits, pit, player, self.layout, path)
        events: list[Event] = [Sown(player, pit, seeds, tuple(path))]
        if self.rules.capture is CaptureRule.OPPOSITE:
            sources, taken = opposite_capture(pits, last, player, self.layout, self.rules)
            if taken:
                events.append(SeedsCaptured(player, sources, taken))
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """ExtraTurn when ``mover`` moves again; SeedsSwept per side when the game just ended."""
        if not self._over:
            return [ExtraTurn(mover)] if self.player == mover else []
        return [SeedsSwept(side, seeds) for side, seeds in enumerate(self._swept) if seeds]

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The pit of the mover's house a typed move names.

        Raises:
            InvalidMoveError: the text is not a house number form.
            IllegalMoveError: the number is not 1-6 (reason OFF_BOARD).
        """
        number = parse_house_number(text)
        if not 1 <= number <= HOUSES:
            raise IllegalMoveError(text, Reason(ReasonCode.OFF_BOARD))
        return (self.layout.pit_of(self.player, number),)

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Off the board, a store, the opponent's house, or an empty house."""
        layout = self.layout
        if not parts or not 0 <= parts[0] < layout.size:
            return Reason(ReasonCode.OFF_BOARD, parts[:1])
        pit = parts[0]
        legal = tuple(self.legal_moves())
        if layout.is_store(pit):
            return Reason(ReasonCode.NOT_PLAYABLE, (pit,), legal)
        if not layout.is_house_of(pit, self.player):
            return Reason(ReasonCode.NOT_YOUR_HOUSE, (pit,), legal)
        if not self.pits[pit]:
            return Reason(ReasonCode.EMPTY_HOUSE, (pit,), legal)
        return State.explain_illegal(self, parts)

    def to_text(self) -> str:
        """The position text (docs/formats.md)."""
        return format_position(self.pits, HOUSES, self.player)

    # -- Kalah helpers -------------------------------------------------------------------------

    def store(self, player: Player) -> int:
        """Seeds in ``player``'s store."""
        return self.pits[self.layout.stores[player]]

    def seeds_on_side(self, player: Player) -> int:
        """Seeds in ``player``'s houses."""
        first = self.layout.first_house[player]
        return sum(self.pits[first : first + HOUSES])


__all__ = ["HOUSES", "KalahGame", "KalahMove", "KalahState", "SowingKind"]
