"""A toy game that exercises chance, hidden hands and teams through the public engine API.

"Team draw": four players in two teams (0 and 2 against 1 and 3). Chance first deals each
player one card from the cards 1 to 6 (one chance turn per card, hidden from the others).
Then each player in seat order either *plays* their card (adding its value to the team's
total) or *rolls* (a chance turn: a die 1-6 is added instead). The team with the higher total
wins; equal totals are a draw.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass

from accessible_games.engine import (
    EndReason,
    Game,
    GameInfo,
    InvalidMoveError,
    Location,
    Move,
    Outcome,
    Player,
    State,
    TurnKind,
)
from accessible_games.engine.events import ChanceRolled, Event

CARDS = (1, 2, 3, 4, 5, 6)
PLAY, ROLL = 0, 1


@dataclass(frozen=True, slots=True)
class ToyMove(Move):
    """A player's choice (PLAY or ROLL), or a chance result (a dealt card or a die face)."""

    chance: bool
    value: int

    @property
    def parts(self) -> tuple[Location, ...]:
        return () if self.chance else (self.value,)

    @property
    def notation(self) -> str:
        if self.chance:
            return f"chance {self.value}"
        return "play" if self.value == PLAY else "roll"


class ToyGame(Game):
    id = "toy-team-draw"
    family = "toy"
    info = GameInfo(num_players=4, has_chance=True, perfect_information=False,
                    teams=((0, 2), (1, 3)))

    def new_state(self, rng: random.Random | None = None) -> ToyState:
        return ToyState(self)

    def parse_position(self, text: str) -> ToyState:
        raise NotImplementedError


class ToyState(State):
    def __init__(self, game: ToyGame) -> None:
        self.game = game
        self.moves = []
        self.hands: list[int | None] = [None, None, None, None]
        self.totals = [0, 0]
        self.actor = 0          # whose decision is next
        self.rolling = False    # a die roll is pending for ``actor``
        self._undo: list[tuple] = []

    @property
    def dealing(self) -> bool:
        return any(h is None for h in self.hands)

    @property
    def turn_kind(self) -> TurnKind:
        if self.dealing or self.rolling:
            return TurnKind.CHANCE
        if self.actor >= 4:
            return TurnKind.TERMINAL
        return TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        return self.actor

    def legal_moves(self) -> list[Move]:
        if self.turn_kind is not TurnKind.PLAYER:
            return []
        return [ToyMove(False, PLAY), ToyMove(False, ROLL)]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.dealing:
            left = [c for c in CARDS if c not in self.hands]
            return [(ToyMove(True, c), 1 / len(left)) for c in left]
        if self.rolling:
            return [(ToyMove(True, face), 1 / 6) for face in range(1, 7)]
        return []

    def apply(self, move: Move) -> None:
        assert isinstance(move, ToyMove)
        self._undo.append((list(self.hands), list(self.totals), self.actor, self.rolling))
        self.moves.append(move)
        if move.chance and self.dealing:
            self.hands[self.hands.index(None)] = move.value
        elif move.chance:
            self.totals[self.actor % 2] += move.value
            self.rolling = False
            self.actor += 1
        elif move.value == PLAY:
            self.totals[self.actor % 2] += self.hands[self.actor] or 0
            self.actor += 1
        else:
            self.rolling = True

    def undo(self) -> None:
        hands, totals, self.actor, self.rolling = self._undo.pop()
        self.hands, self.totals = hands, totals
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        if self.turn_kind is not TurnKind.TERMINAL:
            return None
        a, b = self.totals
        winners: frozenset[int] = frozenset()
        if a != b:
            winners = frozenset(self.game.team_of(0 if a > b else 1))
        return Outcome(winners, EndReason.BOARD_FULL, (a, b))

    def key(self) -> Hashable:
        return (tuple(self.hands), tuple(self.totals), self.actor, self.rolling)

    def copy(self) -> ToyState:
        other = ToyState(self.game)
        other.moves = list(self.moves)
        other.hands = list(self.hands)
        other.totals = list(self.totals)
        other.actor, other.rolling = self.actor, self.rolling
        other._undo = list(self._undo)
        return other

    def view_for(self, player: Player) -> ToyState:
        # Hidden information: only the viewer's own card is known.
        view = self.copy()
        view.hands = [h if i == player else 0 for i, h in enumerate(self.hands)]
        view.moves = [m for m in self.moves if not (isinstance(m, ToyMove) and m.chance)]
        view._undo = []
        return view

    def move_events(self, move: Move) -> list[Event]:
        assert isinstance(move, ToyMove)
        if move.chance:
            receiver = self.hands.index(None) if self.dealing else self.actor
            return [ChanceRolled(receiver, move.value)]
        return []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        words = {"play": PLAY, "roll": ROLL}
        if text.strip() not in words:
            raise InvalidMoveError(text, "play or roll")
        return (words[text.strip()],)

    def to_text(self) -> str:
        return f"{self.hands} {self.totals} {self.actor} {self.rolling}"
