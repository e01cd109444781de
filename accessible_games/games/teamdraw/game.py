"""Team draw: four players in two teams, one hidden card each, a die.

Chance first deals each player one card from the cards 1 to 6; each card is seen by its
receiver only. Then each player in seat order either *plays* the card (its value counts for
the team, and everybody sees it) or *rolls* the die (a chance turn whose face counts
instead; the card stays hidden). The team with the higher total wins; equal totals draw.

The game is small on purpose: it exercises chance turns, hidden hands, teams, redacted events
and determinized search through every layer, and shows what adding a game takes.
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
    InvalidPositionError,
    Move,
    Outcome,
    Player,
    State,
    TurnKind,
)
from accessible_games.engine.events import ChanceRolled, Event, Private
from accessible_games.engine.types import CHANCE, Part, Token, TokenKind

CARDS = (1, 2, 3, 4, 5, 6)
"""The deck: one card of each value."""
PLAY, ROLL = 0, 1
"""The two choices of a player."""
UNKNOWN = 0
"""A dealt card the viewer may not know."""
SEATS = 4
_WORDS = {"play": PLAY, "roll": ROLL, "spielen": PLAY, "spiele": PLAY, "ausspielen": PLAY,
          "würfeln": ROLL, "wuerfeln": ROLL, "würfle": ROLL, "wuerfle": ROLL}


@dataclass(frozen=True, slots=True)
class TeamDrawMove(Move):
    """A player's choice (PLAY or ROLL), or a chance result: a dealt card or a die face."""

    chance: bool
    """True for a deal or a die roll."""
    value: int
    """The choice, or the card or face (UNKNOWN in a redacted move list)."""

    @property
    def parts(self) -> tuple[Part, ...]:
        return () if self.chance else (Token(TokenKind.CHOICE, self.value),)

    @property
    def notation(self) -> str:
        if self.chance:
            return f"chance {self.value}"
        return "play" if self.value == PLAY else "roll"


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """``player`` was dealt ``card`` (None in the form the other seats hear)."""

    player: Player
    card: int | None


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``player`` played ``card``: it counts for the team and is now known to all."""

    player: Player
    card: int


@dataclass(frozen=True, slots=True)
class DieChosen(Event):
    """``player`` chose to roll the die instead of playing the card."""

    player: Player


class TeamDrawGame(Game):
    """The Team draw example game."""

    id = "team-draw"
    family = "teamdraw"
    aliases = ("teamdraw", "Teamziehen", "toy")
    info = GameInfo(num_players=SEATS, has_chance=True, perfect_information=False,
                    teams=((0, 2), (1, 3)))
    position_format = ("hands/revealed/totals/next, e.g. 5,2,6,1/1000/5,0/1 (0 = not dealt; "
                       "next ends in r when its die is still to be thrown)")
    move_format = "play or roll (spielen, würfeln)"

    def new_state(self, rng: random.Random | None = None) -> TeamDrawState:
        return TeamDrawState(self)

    def parse_position(self, text: str) -> TeamDrawState:
        try:
            hands_text, revealed_text, totals_text, actor_text = text.strip().split("/")
            hands = [int(v) for v in hands_text.split(",")]
            revealed = [c == "1" for c in revealed_text]
            totals = [int(v) for v in totals_text.split(",")]
            rolling = actor_text.endswith("r")
            actor = int(actor_text.removesuffix("r"))
        except ValueError:
            raise InvalidPositionError(text, "unreadable", self.position_format) from None
        dealt = [h for h in hands if h]
        if (len(hands) != SEATS or len(revealed) != SEATS or len(totals) != 2
                or not all(h in CARDS or h == 0 for h in hands)
                or len(set(dealt)) != len(dealt) or not 0 <= actor <= SEATS
                or (rolling and (actor == SEATS or len(dealt) < SEATS))):
            raise InvalidPositionError(text, "impossible position", self.position_format)
        state = TeamDrawState(self)
        state.hands = [h or None for h in hands]
        state.revealed, state.totals, state.actor = revealed, totals, actor
        state.rolling = rolling
        return state


class TeamDrawState(State):
    """A position of Team draw."""

    game: TeamDrawGame

    def __init__(self, game: TeamDrawGame) -> None:
        self.game = game
        self.moves: list[Move] = []
        self.hands: list[int | None] = [None] * SEATS
        """Each seat's card: None before the deal, UNKNOWN when hidden from the viewer."""
        self.revealed = [False] * SEATS
        """Whether each seat has played its card for everybody to see."""
        self.totals = [0, 0]
        self.actor = 0
        """Whose decision is next (SEATS when everybody has acted)."""
        self.rolling = False
        """A die roll is pending for ``actor``."""
        self._undo: list[tuple[tuple[int | None, ...], tuple[bool, ...], tuple[int, ...], int,
                               bool]] = []

    @property
    def dealing(self) -> bool:
        """True while cards are still to be dealt."""
        return None in self.hands  # the hands hold ints and None only: no == surprises

    @property
    def turn_kind(self) -> TurnKind:
        if self.dealing or self.rolling:
            return TurnKind.CHANCE
        if self.actor >= SEATS:
            return TurnKind.TERMINAL
        return TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        kind = self.turn_kind
        if kind is TurnKind.CHANCE:
            return CHANCE
        return self.actor

    @property
    def receiver(self) -> Player:
        """The seat the next dealt card goes to."""
        return self.hands.index(None)

    def legal_moves(self) -> list[Move]:
        if self.turn_kind is not TurnKind.PLAYER:
            return []
        return [TeamDrawMove(False, PLAY), TeamDrawMove(False, ROLL)]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.dealing:
            left = [c for c in CARDS if c not in self.hands]
            return [(TeamDrawMove(True, c), 1 / len(left)) for c in left]
        if self.rolling:
            return [(TeamDrawMove(True, face), 1 / 6) for face in range(1, 7)]
        return []

    def apply(self, move: Move) -> None:
        assert isinstance(move, TeamDrawMove)
        # Tuples: a copy shares its undo stack with the original, so nothing in it may be
        # a list that either of them later changes in place.
        self._undo.append((tuple(self.hands), tuple(self.revealed), tuple(self.totals),
                           self.actor, self.rolling))
        self.moves.append(move)
        if move.chance and self.dealing:
            self.hands[self.receiver] = move.value
        elif move.chance:
            self.totals[self.actor % 2] += move.value
            self.rolling = False
            self.actor += 1
        elif move.value == PLAY:
            self.totals[self.actor % 2] += self.hands[self.actor] or 0
            self.revealed[self.actor] = True
            self.actor += 1
        else:
            self.rolling = True

    def undo(self) -> None:
        hands, revealed, totals, self.actor, self.rolling = self._undo.pop()
        # Fresh lists: a copy of this state shares the saved ones in its own undo stack.
        self.hands, self.revealed, self.totals = list(hands), list(revealed), list(totals)
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        if self.turn_kind is not TurnKind.TERMINAL:
            return None
        a, b = self.totals
        winners: frozenset[int] = frozenset()
        if a != b:
            winners = frozenset(self.game.team_of(0 if a > b else 1))
        return Outcome(winners, EndReason.BOARD_FULL, (a, b), scores_per_team=True)

    def key(self) -> Hashable:
        return (tuple(self.hands), tuple(self.revealed), tuple(self.totals), self.actor,
                self.rolling)

    def copy(self) -> TeamDrawState:
        other = TeamDrawState(self.game)
        other.moves = list(self.moves)
        other.hands = list(self.hands)
        other.revealed = list(self.revealed)
        other.totals = list(self.totals)
        other.actor, other.rolling = self.actor, self.rolling
        other._undo = list(self._undo)
        return other

    # -- perspective ---------------------------------------------------------------------

    def _known(self, seat: Player, viewer: Player | None) -> bool:
        return seat == viewer or self.revealed[seat]

    def redacted(self, viewer: Player | None) -> TeamDrawState:
        view = self.copy()
        view._undo = []
        view.hands = [h if h is None or self._known(seat, viewer) else UNKNOWN
                      for seat, h in enumerate(self.hands)]
        # Replay the move list to know who received each dealt card.
        moves: list[Move] = []
        replay = TeamDrawState(self.game)
        for move in self.moves:
            audience = replay.move_audience(move)
            hidden = audience is not None and (viewer not in audience)
            if hidden and not self._known(replay.receiver, viewer):
                moves.append(TeamDrawMove(True, UNKNOWN))
            else:
                moves.append(move)
            replay.apply(move)
        view.moves = moves
        return view

    def info_key(self, viewer: Player | None) -> Hashable:
        hands = tuple(h if h is None or self._known(seat, viewer) else UNKNOWN
                      for seat, h in enumerate(self.hands))
        return (viewer, hands, tuple(self.revealed), tuple(self.totals), self.actor,
                self.rolling)

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> TeamDrawState:
        full = self.copy()
        unseen = [c for c in CARDS if c not in self.hands]
        rng.shuffle(unseen)
        full.hands = [unseen.pop() if h == UNKNOWN else h for h in self.hands]
        return full

    def move_audience(self, move: Move) -> frozenset[Player] | None:
        if isinstance(move, TeamDrawMove) and move.chance and self.dealing:
            return frozenset({self.receiver})
        return None

    def is_reveal(self, move: Move) -> bool:
        return isinstance(move, TeamDrawMove) and not move.chance and move.value == PLAY

    # -- words and text ------------------------------------------------------------------

    def move_events(self, move: Move) -> list[Event]:
        assert isinstance(move, TeamDrawMove)
        if move.chance and self.dealing:
            seat = self.receiver
            return [Private(frozenset({seat}), CardDealt(seat, move.value),
                            CardDealt(seat, None))]
        if move.chance:
            return [ChanceRolled(self.actor, move.value)]
        if move.value == PLAY:
            return [CardPlayed(self.actor, self.hands[self.actor] or 0)]
        return [DieChosen(self.actor)]

    def parse_parts(self, text: str) -> tuple[Part, ...]:
        word = text.strip().lower()
        if word not in _WORDS:
            raise InvalidMoveError(text, "play or roll")
        return (Token(TokenKind.CHOICE, _WORDS[word]),)

    def to_text(self) -> str:
        hands = ",".join(str(h or 0) for h in self.hands)
        revealed = "".join("1" if r else "0" for r in self.revealed)
        rolling = "r" if self.rolling else ""
        return f"{hands}/{revealed}/{self.totals[0]},{self.totals[1]}/{self.actor}{rolling}"
