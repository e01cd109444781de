"""The one sowing engine: a mancala game and position driven by :class:`SowingRules`.

Kalah, Oware and Congkak are thin subclasses of :class:`MancalaGame` that build their rules
from their options; :class:`MancalaState` plays every rule set:

1. A move empties one of the mover's houses and sows its seeds along the mover's ring (stores
   sown or skipped as the rules say, the start house skipped on later laps in Oware, burnt
   houses skipped in Congkak). With relay sowing, a last seed in an occupied house picks that
   house up and sows on, until the last seed falls in the own store or an empty house.
2. Captures: opposite (Kalah, Congkak: last seed in an empty own house) or by counts (Oware: the
   last house on the opponent's side making 2 or 3, and the houses before it), with the grand
   slam rule.
3. The last seed in the own store gives another move when the rules allow extra turns.
4. The end: one side empty (Kalah); more than half the seeds, no legal move (the no-feed
   ending) or a repeated position (Oware); rounds with refilling and burnt houses (Congkak).

The state's code is in three modules: the State contract, text and queries here; steps 1 to 3
in :mod:`.sowing_turn` (:class:`SowingTurn`); step 4 in :mod:`.sowing_end` (:class:`SowingEnd`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, ClassVar

from accessible_games.engine.details import DetailedOutcome
from accessible_games.engine.events import Event, ExtraTurn, SeedsCaptured
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.mancala.board import (
    NORTH,
    SOUTH,
    CaptureRule,
    EndRule,
    Layout,
    SowingRules,
    SweepTarget,
)
from accessible_games.games.mancala.events import RoundStarted
from accessible_games.games.mancala.moves import Refusal, SowingCapture, SowingKind, SowingMove
from accessible_games.games.mancala.notation import (
    POSITION_FORMAT,
    PositionText,
    format_position,
    format_round_position,
    parse_house_number,
    parse_position,
    parse_round_position,
)
from accessible_games.games.mancala.sowing_end import SowingEnd
from accessible_games.games.mancala.sowing_turn import SowingTurn

MAX_SEEDS = 1000
"""The most seeds a position may hold (sowing visits every seed)."""

_SIDE_WORDS = {
    "north": NORTH, "nord": NORTH, "n": NORTH,
    "south": SOUTH, "süd": SOUTH, "sued": SOUTH, "sud": SOUTH, "s": SOUTH,
}
_SIDE = r"(north|nord|n|south|süd|sued|sud|s)(?:'s)?"
_OWN = r"(?:my|your|mein|meinem|meinen|dein|deinem|deinen)\s+"
"""The mover's own place, as the app says it to them ("your house 3", "dein Haus 3")."""
_PLACE = re.compile(rf"^(?:{_SIDE}|{_OWN}(?=h))\s*(?:house|haus|h)?\s*([0-9]+)$")
_STORE = re.compile(rf"^(?:{_SIDE}\s*|{_OWN})?(?:store|speicher)$|^(?:store|speicher)\s+{_SIDE}$")
"""A store by its side, as the app names it ("North's store", "Nordspeicher", "store north"),
or alone or "your store": the mover's."""


class MancalaGame(Game):
    """A mancala game whose rules are a :class:`SowingRules` value built from the options."""

    family = "mancala"
    info = GameInfo(num_players=2)
    move_class: ClassVar[type[SowingMove]] = SowingMove
    """The move type of this game."""

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.rules = self.make_rules()
        """The rules as data."""
        self.rules.check_supported()
        self.layout = Layout(self.rules)
        """Pit indices and sowing tables."""
        self._steps: dict[tuple[Location, ...], tuple[tuple[Location, ...], ...]] = {
            (): self.layout.next_pit
        }
        self.feed_distance: tuple[tuple[int, ...], ...] = tuple(
            self._feed_distance(player) for player in (SOUTH, NORTH)
        )
        """``feed_distance[player][pit]``: seeds a sowing from ``pit`` needs to reach the
        opponent's side (no houses burnt)."""

    def make_rules(self) -> SowingRules:
        """The rules for the chosen options."""
        raise NotImplementedError

    def _feed_distance(self, player: Player) -> tuple[int, ...]:
        layout = self.layout
        ring = layout.ring[player]
        index = layout.ring_index[player]
        first_other = layout.first_house[1 - player]
        distances = [0] * layout.size
        for pit in layout.houses_of(player):
            distances[pit] = (index[first_other] - index[pit]) % len(ring)
        return tuple(distances)

    def steps_for(self, burnt: tuple[Location, ...]) -> tuple[tuple[Location, ...], ...]:
        """The next-pit tables of both players with the ``burnt`` houses skipped (cached)."""
        steps = self._steps.get(burnt)
        if steps is None:
            steps = self.layout.rings_without(self.rules, frozenset(burnt))
            self._steps[burnt] = steps
        return steps

    def new_state(self, rng: random.Random | None = None) -> MancalaState:
        """Every house holds the start seeds, the stores are empty, South moves first."""
        n, seeds = self.rules.houses, self.rules.seeds
        pits = [seeds] * n + [0] + [seeds] * n + [0]
        return self.make_state(PositionText(pits, SOUTH))

    def make_state(self, position: PositionText) -> MancalaState:
        """A state of this game (subclasses return their own state class)."""
        return MancalaState(self, position)

    def parse_position(self, text: str) -> MancalaState:
        """A position from the text format in docs/formats-mancala.md.

        Raises:
            InvalidPositionError: the text is malformed.
        """
        if self.rules.end is EndRule.ROUNDS:
            position = parse_round_position(text, self.rules.houses)
        else:
            pits, player = parse_position(text, self.rules.houses)
            position = PositionText(pits, player)
        # Hand-made positions may hold more seeds than the game starts with, but not without
        # bound: a house of billions of seeds (typed in the editor) would sow for ever.
        if sum(position.pits) > MAX_SEEDS:
            raise InvalidPositionError(text, f"more than {MAX_SEEDS} seeds", POSITION_FORMAT)
        return self.make_state(position)


class MancalaState(SowingTurn, SowingEnd, State):
    """A mancala position: seed counts, the side to move, burnt houses and the round.

    Mutable with an undo stack of snapshots. ``key`` holds everything that decides the rest of
    the game except Oware's repetition history (kept apart, as chess engines do).
    """

    def __init__(self, game: MancalaGame, position: PositionText) -> None:
        self.game: MancalaGame = game
        self.rules: SowingRules = game.rules
        self.layout: Layout = game.layout
        self.pits: list[int] = position.pits
        """Seeds per pit (see :mod:`accessible_games.games.mancala.board`)."""
        self.player: Player = position.player
        """The side to move (0 South, 1 North)."""
        self.burnt: tuple[Location, ...] = position.burnt
        """Burnt houses of this round (Congkak), in pit order."""
        self.round: int = position.round
        """The round being played (1 unless the game has rounds)."""
        self.starter: Player = position.starter
        """Who started this round."""
        self.moves: list[Move] = []
        self._steps = game.steps_for(self.burnt)
        self._stack: list[tuple[Any, ...]] = []
        self._after: tuple[Event, ...] = ()
        self._total = sum(position.pits)
        self._seen: dict[Hashable, int] = {}
        self._reason: EndReason | None = None
        if self.rules.end is EndRule.MAJORITY:
            self._seen[self.key()] = 1
        self._reason = self._initial_end()

    # -- the State contract ----------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while the game runs, else TERMINAL."""
        return TurnKind.TERMINAL if self._reason is not None else TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        """The side to move."""
        return self.player

    def legal_moves(self) -> list[Move]:
        """Every own house the rules let the mover sow, house 1 first."""
        return list(self.sowing_moves())

    def sowing_moves(self) -> list[SowingMove]:
        """:meth:`legal_moves` typed as sowing moves, with their ordering hints."""
        if self._reason is not None:
            return []
        rules = self.rules
        if rules.capture is CaptureRule.COUNTS or rules.must_feed:
            return [m for m, refusal in self._checked_moves() if refusal is None]
        pits = self.pits
        player = self.player
        make = self.game.move_class
        houses = rules.houses
        if rules.relay:
            return [
                make(pit, self._first_leg_kind(pit), houses)
                for pit in self.layout.houses_of(player)
                if pits[pit]
            ]
        return [
            make(pit, self._kalah_kind(pit), houses)
            for pit in self.layout.houses_of(player)
            if pits[pit]
        ]

    def count_moves(self) -> int:
        """The number of legal moves (0 when the game is over)."""
        if self._reason is not None:
            return 0
        if self.rules.capture is CaptureRule.COUNTS or self.rules.must_feed:
            return len(self.legal_moves())
        first = self.layout.first_house[self.player]
        return sum(1 for c in self.pits[first : first + self.rules.houses] if c)

    def apply(self, move: Move) -> None:
        """Sow (relaying when the rules say), capture, pass the turn, then check the end."""
        pits = self.pits
        player = self.player
        snapshot = (
            pits[:], player, self._after, self._reason, self.burnt, self.round, self.starter,
            self._steps,
        )
        last = self._sow_turn(pits, move.pit, player, None)  # type: ignore[attr-defined]
        rules = self.rules
        # Last seed in the own store: the mover moves again, with no limit.
        if not (rules.extra_turn and last == self.layout.stores[player]):
            self.player = 1 - player
        self._after = ()
        counted: Hashable = None
        end = rules.end
        if end is EndRule.SIDE_EMPTY:
            self._end_side_empty()
        elif end is EndRule.MAJORITY:
            counted = self._end_majority()
        else:
            self._end_round_if_over()
        self._stack.append((*snapshot, counted))
        self.moves.append(move)

    def undo(self) -> None:
        """Restore the snapshot taken by the last ``apply``."""
        (
            pits, self.player, self._after, self._reason, self.burnt, self.round, self.starter,
            self._steps, counted,
        ) = self._stack.pop()
        self.pits[:] = pits
        if counted is not None:
            left = self._seen[counted] - 1
            if left:
                self._seen[counted] = left
            else:
                del self._seen[counted]
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """The result when the game is over: scores are each player's seeds."""
        reason = self._reason
        if reason is None:
            return None
        # A position read from text may end before the sweep was made: count it here.
        swept = reason is not EndReason.MAJORITY or self.rules.end is EndRule.ROUNDS
        outcome = self._scored(reason, swept)
        if reason is EndReason.SIDE_EMPTY:
            return DetailedOutcome(outcome.winners, reason, outcome.scores,
                                   detail=self.empty_side())
        return outcome

    def repetition_outcome(self) -> Outcome | None:
        """Oware (D3.2): a position that keeps coming back ends the game with each side taking
        the seeds on its own side; the other games have no repetition rule (a draw)."""
        if self.rules.end is not EndRule.MAJORITY:
            return None
        return self._scored(EndReason.REPETITION, True)

    def _scored(self, reason: EndReason, swept: bool) -> Outcome:
        """The outcome by the seeds in the stores, with the seeds in the houses added to their
        sweep target when ``swept``."""
        layout = self.layout
        pits = self.pits
        scores = [pits[layout.stores[0]], pits[layout.stores[1]]]
        if swept:
            for side in (SOUTH, NORTH):
                target = side if self.rules.sweep is SweepTarget.OWNER else 1 - side
                scores[target] += sum(pits[h] for h in layout.houses_of(side))
        if scores[0] == scores[1]:
            winners: frozenset[Player] = frozenset()
        else:
            winners = frozenset({SOUTH if scores[0] > scores[1] else NORTH})
        return Outcome(winners, reason, (scores[0], scores[1]))

    def key(self) -> Hashable:
        """The counts and the side to move; with rounds also the burnt houses and the round."""
        if self.rules.end is EndRule.ROUNDS:
            return (tuple(self.pits), self.player, self.burnt, self.round, self.starter)
        return (tuple(self.pits), self.player)

    def ends_turn(self, events: Sequence[Event]) -> bool:
        """A move that ended a Congkak round ends its player's turn, also where that player
        begins the next round."""
        return any(isinstance(e, RoundStarted) for e in events)

    def moves_again(self) -> bool:
        """Whether the player to move also made the last move, in the same round (an extra
        turn, or an opponent left without a move)."""
        if not self._stack or self.is_terminal():
            return False
        snapshot = self._stack[-1]
        return bool(snapshot[1] == self.player and snapshot[5] == self.round)

    def copy(self) -> MancalaState:
        """An independent copy with its history."""
        other = self.game.make_state(
            PositionText(self.pits[:], self.player, self.burnt, self.round, self.starter)
        )
        other.moves = list(self.moves)
        other._stack = list(self._stack)
        other._after = self._after
        other._reason = self._reason
        other._seen = dict(self._seen)
        other._total = self._total
        return other

    def move_events(self, move: Move) -> list[Event]:
        """The sowing legs (with every pit a seed fell in), relays, grand slams and captures."""
        events: list[Event] = []
        self._sow_turn(self.pits[:], move.pit, self.player, events)  # type: ignore[attr-defined]
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """ExtraTurn when ``mover`` moves again; the sweep and round changes otherwise."""
        if self._after or self._reason is not None:
            return list(self._after)
        return [ExtraTurn(mover)] if self.player == mover else []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """The pit of the mover's house a typed move names.

        Raises:
            InvalidMoveError: the text is not a house number form.
            IllegalMoveError: the number is not on the board (reason OFF_BOARD).
        """
        houses = self.rules.houses
        number = parse_house_number(text, houses)
        if not 1 <= number <= houses:
            raise IllegalMoveError(text, Reason(ReasonCode.OFF_BOARD))
        return (self.layout.pit_of(self.player, number),)

    def parse_location(self, text: str) -> Location:
        """A house by the mover's number ("3", "your house 3") or by side ("north 3", "Nord 3",
        "s2", "North's house 2"); a store by side ("North's store", "Südspeicher"), or the
        mover's ("store", "your store").

        Raises:
            InvalidMoveError: the text names no house of this board.
        """
        typed = text.strip().casefold().replace("\u2019", "'")
        m = _PLACE.match(typed)
        if m:
            number = int(m.group(2))
            if not 1 <= number <= self.rules.houses:
                raise InvalidMoveError(text, "a house number on this board")
            side = self.player if m.group(1) is None else _SIDE_WORDS[m.group(1)]
            return self.layout.pit_of(side, number)
        m = _STORE.match(typed)
        if m:
            named = m.group(1) or m.group(2)
            return self.layout.stores[self.player if named is None else _SIDE_WORDS[named]]
        try:
            return super().parse_location(text)
        except IllegalMoveError:
            raise InvalidMoveError(text, "a house number on this board") from None

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Off the board, a store, a burnt house, the opponent's house, an empty house, or an
        Oware refusal (must feed, forbidden grand slam: PIECE_HAS_NO_MOVES, see
        :meth:`refusal`)."""
        layout = self.layout
        if not parts or not 0 <= parts[0] < layout.size:
            return Reason(ReasonCode.OFF_BOARD, parts[:1])
        pit = parts[0]
        legal = tuple(self.legal_moves())
        if layout.is_store(pit) or pit in self.burnt:
            return Reason(ReasonCode.NOT_PLAYABLE, (pit,), legal)
        if not layout.is_house_of(pit, self.player):
            return Reason(ReasonCode.NOT_YOUR_HOUSE, (pit,), legal)
        if not self.pits[pit]:
            return Reason(ReasonCode.EMPTY_HOUSE, (pit,), legal)
        if self.refusal(pit) is not None:
            return Reason(ReasonCode.PIECE_HAS_NO_MOVES, (pit,), legal)
        return State.explain_illegal(self, parts)

    def to_text(self) -> str:
        """The position text (docs/formats-mancala.md)."""
        if self.rules.end is EndRule.ROUNDS:
            return format_round_position(
                self.pits, self.rules.houses, self.player, self.burnt, self.round, self.starter
            )
        return format_position(self.pits, self.rules.houses, self.player)

    # -- queries for narration and evaluation ----------------------------------------------------

    def captures_for(self, player: Player) -> list[SowingCapture]:
        """The sowings of ``player`` that would capture if it were ``player``'s turn now, with
        the opponent's houses they empty and the seeds they take (for the threats query)."""
        if self._reason is not None:
            return []
        state = self
        if player != self.player:
            state = self.game.make_state(PositionText(self.pits[:], player, self.burnt,
                                                      self.round, self.starter))
        side = self.rules.houses + 1
        found = []
        for move in state.sowing_moves():
            taken = [e for e in state.move_events(move)
                     if isinstance(e, SeedsCaptured) and e.player == player]
            if taken:
                houses = tuple(p for e in taken for p in e.sources if p // side != player)
                found.append(SowingCapture(move.pit, SowingKind.CAPTURE, move.houses, houses,
                                           sum(e.seeds for e in taken)))
        return found

    def store(self, player: Player) -> int:
        """Seeds in ``player``'s store."""
        return self.pits[self.layout.stores[player]]

    def seeds_on_side(self, player: Player) -> int:
        """Seeds in ``player``'s houses."""
        first = self.layout.first_house[player]
        return sum(self.pits[first : first + self.rules.houses])

    @property
    def total_seeds(self) -> int:
        """All seeds in the game (constant while it is played)."""
        return self._total

    def refusal(self, pit: Location) -> Refusal | None:
        """Why the mover's non-empty house ``pit`` may not be sown, or None when it may."""
        if self._reason is not None or not self.layout.is_house_of(pit, self.player):
            return None
        for move, refusal in self._checked_moves():
            if move.pit == pit:
                return refusal
        return None


__all__ = ["MancalaGame", "MancalaState", "Refusal", "SowingKind", "SowingMove"]
