"""Whist: the game and its state (deals, tricks, the trump turned up, games and the rubber).

Seats 0 and 2 play against 1 and 3. The dealer deals all 52 cards one at a time, left of the
dealer first, so the dealer receives the last card; it is turned up for trumps (everybody sees
it) and stays in the dealer's hand. The player left of the dealer leads; the winner of a trick
leads the next. One state plays a whole rubber; the deal passes to the left after every deal.
Choosing seats and the first dealer by cutting is not modelled: ``dealer`` is an option.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from accessible_games.engine.events import Event
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Option,
    Outcome,
    Part,
    Player,
    Reason,
    ReasonCode,
    Token,
    TokenKind,
)
from accessible_games.games.cards import tricks
from accessible_games.games.cards.core import Suit, make_deck
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.parse import CardNameError, parse_face
from accessible_games.games.cards.scoring import ScoreRow, ScoreSheet
from accessible_games.games.cards.state import CardState, Deal
from accessible_games.games.cards.tricks import PlayCard
from accessible_games.games.cards.typed import by_notation, not_held
from accessible_games.games.cards.whist.scoring import (
    HONOURS,
    TARGET,
    Variant,
    game_value,
    rubber_total,
    score_deal,
)

TEAMS = ((0, 2), (1, 3))
SHEET_KINDS = ("tricks", "honours", "game", "rubber")
"""The kinds of score sheet rows, by the number stored in ``WhistState.sheet``."""


def side_of(seat: Player) -> int:
    """The partnership of ``seat``: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


@dataclass(frozen=True, slots=True)
class TrumpTurned(Event):
    """The dealer ``seat`` turned up ``card``: its suit is trumps."""

    seat: Player
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` won the trick ``cards`` (in playing order, led by ``leader``)."""

    seat: Player
    leader: Player
    cards: tuple[int, ...]
    tricks: tuple[int, int]
    """Tricks each partnership has taken in this deal so far."""


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """A deal was scored: points per side for ``tricks`` and ``honours``, and the new totals."""

    tricks_taken: tuple[int, int]
    tricks: tuple[int, int]
    honours: tuple[int, int]
    honours_held: tuple[int, int]
    honours_refused: bool
    points: tuple[int, int]
    honour_cards: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """The trump honours each side held, highest first (every card is played by then, so
    they are public), for the words that say which honours scored or did not."""
    deal: int = 0
    """The deal's number, from 1 (0 when not known)."""


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    """Partnership ``side`` won a game worth ``value``; ``games`` won so far by each side."""

    side: int
    value: int
    games: tuple[int, int]


@dataclass(frozen=True, slots=True)
class RubberWon(Event):
    """Partnership ``side`` won the rubber, worth ``total`` points net."""

    side: int
    total: int


class WhistGame(Game):
    """Whist for four players in two fixed partnerships."""

    id = "whist"
    family = "cards"
    aliases = ("Whist", "long whist", "short whist", "american whist")
    info = GameInfo(4, has_chance=True, perfect_information=False, teams=TEAMS)
    option_specs = (
        Option("variant", "long", tuple(v.value for v in Variant),
               "Long (10 points, honours A-10), Short (5, A-J) or American (7, no honours)"),
        Option("dealer", 0, (0, 1, 2, 3), "the first dealer's seat"),
        Option("games", 2, (1, 2), "games needed to win: 2 for a rubber, 1 for a single game"),
    )
    position_format = "the JSON written by to_text"
    move_format = "a card: qh, queen of hearts, Herz-Dame"

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.variant = Variant(self.options["variant"])
        self.deck = make_deck("french52")

    def new_state(self, rng: random.Random | None = None) -> WhistState:
        """The first deal, waiting for chance to deal."""
        return WhistState(self)

    def parse_position(self, text: str) -> State:
        """A position from :meth:`WhistState.to_text`."""
        state = WhistState(self)
        state.load_text(text)
        return state


class WhistState(CardState):
    """A rubber of Whist in progress."""

    extra_fields = ("dealer", "trump", "trick", "leader", "turn", "taken", "last_trick",
                    "played", "points", "games", "values", "deal_no", "over", "sheet", "event")

    def __init__(self, game: WhistGame) -> None:
        super().__init__(game, game.deck, 4)
        self.variant = game.variant
        self.games_needed = int(game.options["games"])
        self.dealer = int(game.options["dealer"])
        self.points = [0, 0]
        self.games = [0, 0]
        self.values: list[list[int]] = [[], []]
        """The value of every game each side has won."""
        self.deal_no = 1
        self.over = False
        self.sheet: list[list[int]] = []
        """Score rows: [deal, kind, side 0 points, side 1 points]; kind 0 tricks, 1 honours,
        2 game value, 3 rubber bonus. An honours row goes on with the honour cards of the side
        that scored them."""
        self.event: list[Any] = []
        self._start_deal()

    def _start_deal(self) -> None:
        self.hands = [[] for _ in range(4)]
        self.pub = [[] for _ in range(4)]
        self.talon = list(range(52))
        self.talon_mask = self.deck.full_mask
        self.face_up = []
        self.pending = [[(self.dealer + 1 + i) % 4, 0] for i in range(52)]
        self.trump = -1
        self.trick: list[int] = []
        self.leader = (self.dealer + 1) % 4
        self.turn = self.leader
        self.taken = [0, 0]
        self.last_trick: list[int] = []
        self.played: list[list[int]] = []
        """[seat, card] for every card played in this deal."""

    def after_deal(self, move: Deal) -> None:
        """Turn up the dealer's last card for trumps. The events of the last player's move
        (a trick, the deal, a game) are not repeated after a dealt card."""
        self.event = []
        if not self.pending:
            self.trump = self.deck.suit(move.card).value  # type: ignore[union-attr]
            self.pub[move.to][-1] = 1 << move.card
            self.face_up.append(move.card)
            self.reveal(move.card)

    # -- rules --------------------------------------------------------------------------------

    def seat_to_move(self) -> Player:
        """The seat to play to the trick."""
        return self.turn

    def led_suit(self) -> Suit | None:
        """The suit led to the current trick (None before the lead)."""
        return self.deck.suit(self.trick[0]) if self.trick else None

    def card_height(self, card: int) -> tuple[int, int]:
        """A card's suit (by its value) and rank, for "play low" and "the highest heart"."""
        suit = self.deck.suit(card)
        return (-1 if suit is None else suit.value, self.deck.rank(card).value)

    def trump_suit(self) -> Suit | None:
        """This deal's trump suit (None during the deal)."""
        return Suit(self.trump) if self.trump >= 0 else None

    def ahead(self) -> int:
        """The index in the trick (in playing order) of the card winning it so far; -1 for
        an empty trick."""
        return tricks.winning_index(self.trick, self.trump_suit(), self.deck) if self.trick else -1

    def legal_moves(self) -> list[Move]:
        """The cards that may be played: the led suit when the player holds it."""
        if self.pending or self.over:
            return []
        hand = self.hands[self.turn]
        return [PlayCard(c) for c in tricks.playable(hand, self.led_suit(), self.deck)]

    def outcome(self) -> Outcome | None:
        """After the rubber (or the single game): the winning partnership and net points."""
        if not self.over:
            return None
        winner = 0 if self.games[0] > self.games[1] else 1
        total = rubber_total((self.values[0], self.values[1]), winner) if self.games_needed == 2 \
            else sum(self.values[winner])
        scores = tuple(total if side_of(p) == winner else -total for p in range(4))
        return Outcome(frozenset(TEAMS[winner]), EndReason.MAJORITY, scores,
                       points=tuple(float(s) for s in scores))

    def apply_play(self, move: Move) -> None:
        """Play a card; close the trick, the deal, the game and the rubber when they end."""
        assert isinstance(move, PlayCard)
        self.event = []
        seat = self.turn
        led = self.led_suit()
        if led is not None and self.deck.suit(move.card) is not led:
            self.show_void(seat, self.deck.suit_mask(led))
        self.play_from_hand(seat, move.card)
        self.trick.append(move.card)
        self.played.append([seat, move.card])
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return
        winner = (self.leader + self.ahead()) % 4
        self.taken[side_of(winner)] += 1
        self.event = [["trick", winner, self.leader, *self.trick, *self.taken]]
        self.last_trick = [self.leader, *self.trick]
        self.trick = []
        self.leader = self.turn = winner
        if sum(self.taken) == 13:
            self._score()

    def score_sheet(self) -> ScoreSheet:
        """The score sheet so far: one row per entry, one column per partnership."""
        sheet = ScoreSheet(2)
        for deal, kind, a, b, *_cards in self.sheet:
            sheet = sheet.add(ScoreRow((a, b), SHEET_KINDS[kind], deal))
        return sheet

    def voids(self) -> dict[Player, list[Suit]]:
        """The suits each seat has shown it lacks in this deal (failed to follow), in order."""
        found: dict[Player, list[Suit]] = {}
        for start in range(0, len(self.played), 4):
            trick = self.played[start:start + 4]
            led = self.deck.suit(trick[0][1])
            for seat, card in trick[1:]:
                if led is not None and self.deck.suit(card) is not led:
                    suits = found.setdefault(seat, [])
                    if led not in suits:
                        suits.append(led)
        return found

    def honours_held(self) -> tuple[int, int]:
        """Trump honours each side held this deal (from the cards played)."""
        cards = self.honour_cards()
        return (len(cards[0]), len(cards[1]))

    def honour_cards(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The trump honours each side held this deal, highest first (from the cards
        played)."""
        ranks = HONOURS[self.variant]
        held: tuple[list[int], list[int]] = ([], [])
        for seat, card in self.played:
            rank = self.deck.rank(card)
            if self.deck.suit(card) is self.trump_suit() and rank in ranks:
                held[side_of(seat)].append(card)
        return (tuple(sorted(held[0], key=lambda c: ranks.index(self.deck.rank(c)))),
                tuple(sorted(held[1], key=lambda c: ranks.index(self.deck.rank(c)))))

    def _score(self) -> None:
        cards = self.honour_cards()
        score = score_deal(self.variant, (self.taken[0], self.taken[1]),
                           (len(cards[0]), len(cards[1])), (self.points[0], self.points[1]))
        for side in (0, 1):
            self.points[side] += score.tricks[side] + score.honours[side]
        self.sheet.append([self.deal_no, 0, *score.tricks])
        if any(score.honours):
            scored = cards[0] if score.honours[0] else cards[1]
            self.sheet.append([self.deal_no, 1, *score.honours, *scored])
        self.event.append(["deal", *self.taken, *score.tricks, *score.honours,
                           *score.honours_held, int(score.honours_refused), *self.points,
                           list(cards[0]), list(cards[1]), self.deal_no])
        target = TARGET[self.variant]
        if max(self.points) >= target:
            side = 0 if self.points[0] >= target else 1
            value = game_value(self.points[1 - side], self.variant)
            self.values[side].append(value)
            self.games[side] += 1
            self.sheet.append([self.deal_no, 2, *(value if s == side else 0 for s in (0, 1))])
            self.event.append(["game", side, value, *self.games])
            self.points = [0, 0]
            if self.games[side] >= self.games_needed:
                self.over = True
                if self.games_needed == 2:
                    self.sheet.append([self.deal_no, 3, *(2 if s == side else 0 for s in (0, 1))])
                    total = rubber_total((self.values[0], self.values[1]), side)
                    self.event.append(["rubber", side, total])
                return
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % 4
        self._start_deal()

    # -- events --------------------------------------------------------------------------------

    def play_events(self, move: Move) -> list[Event]:
        """The card played, with the suit led when it did not follow it, and whether it ruffs
        (over a trump already in the trick: it overtrumps when it beats that, else it
        undertrumps)."""
        assert isinstance(move, PlayCard)
        led, suit, trump = self.led_suit(), self.deck.suit(move.card), self.trump_suit()
        if led is None or suit is led:
            return [CardPlayed(self.turn, move.card)]
        ruffed = suit is trump and any(self.deck.suit(c) is trump for c in self.trick)
        over = ruffed and tricks.winning_index([*self.trick, move.card], trump,
                                               self.deck) == len(self.trick)
        return [CardPlayed(self.turn, move.card, led.value, suit is trump, over,
                           ruffed and not over)]

    def move_events(self, move: Move) -> list[Event]:
        """A deal's card (private), the trump turned up after the last, or a card played."""
        events = super().move_events(move)
        if isinstance(move, Deal) and len(self.pending) == 1:
            events.append(TrumpTurned(move.to, move.card))
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """The trick won, the deal scored, a game and the rubber won."""
        events: list[Event] = []
        for item in self.event:
            kind = item[0]
            if kind == "trick":
                events.append(TrickWon(item[1], item[2], tuple(item[3:7]), (item[7], item[8])))
            elif kind == "deal":
                v = item[1:]
                events.append(DealEnded((v[0], v[1]), (v[2], v[3]), (v[4], v[5]), (v[6], v[7]),
                                        bool(v[8]), (v[9], v[10]),
                                        (tuple(v[11]), tuple(v[12])) if len(v) > 12
                                        else ((), ()), v[13] if len(v) > 13 else 0))
            elif kind == "game":
                events.append(GameWon(item[1], item[2], (item[3], item[4])))
            elif kind == "rubber":
                events.append(RubberWon(item[1], item[2]))
        return events

    def policy_move(self, rng: random.Random) -> Move:
        """The beginner's move (:mod:`.bots`), the playouts' policy; in an imagined deal the
        searcher's opponents slip now and then (:func:`.inference.playout_move`)."""
        from accessible_games.games.cards.whist.inference import playout_move
        return playout_move(self, rng)

    def rule_of_thumb(self, rng: random.Random) -> Move | None:
        """The careful player's card (:mod:`.policy`), the stronger levels' default."""
        if self.pending or self.over:
            return self.playout_move(rng)
        from accessible_games.games.cards.whist.policy import careful_move  # policy imports this
        return careful_move(self, rng)

    # -- hidden information hooks ----------------------------------------------------------------

    def table_cards(self) -> list[tuple[Player | None, int]]:
        """The trick being played, each card with its player."""
        return tricks.trick_on_table(self.trick, self.leader, 4)

    def taken_trick(self) -> tuple[Player, list[tuple[Player | None, int]]] | None:
        """The trick taken last in this deal, while the next has no card yet."""
        if self.trick or not self.last_trick or not self.played:
            return None
        leader, *cards = self.last_trick
        winner = tricks.trick_winner(cards, leader, self.trump_suit(), self.deck, 4)
        return winner, tricks.trick_on_table(cards, leader, 4)

    def public_cards(self) -> list[int]:
        """Every card played in this deal."""
        return [card for _, card in self.played]

    def public_key(self) -> Hashable:
        """Trick, trumps, tricks taken, score."""
        return (self.dealer, self.trump, tuple(self.trick), self.leader, self.turn,
                tuple(self.taken), tuple(map(tuple, self.played)), tuple(self.points),
                tuple(self.games), self.deal_no, self.over)

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> WhistState:
        """A consistent full deal; most deals leave out the cards the others' plays suggest
        they lack (:func:`.inference.sample_likely`); every consistent deal stays possible."""
        from accessible_games.games.cards.whist.inference import sample_likely
        return sample_likely(self, viewer, rng, WhistState.sample_consistent)

    def sample_consistent(self, viewer: Player | None, rng: random.Random) -> WhistState:
        """Any consistent full deal, drawn by the card core's sampler, unweighed."""
        full = super().sample_hidden(viewer, rng)
        assert isinstance(full, WhistState)
        return full

    def parse_move(self, text: str) -> Move:
        """The legal card a typed name means (see :func:`parse_command`)."""
        return parse_command(self, text)

    def explain_illegal(self, parts: tuple[Part, ...]) -> Reason:
        """Why a card chosen in the move builder cannot be played: not held, or follow suit."""
        first = parts[0] if parts else None
        if isinstance(first, Token) and first.kind is TokenKind.CARD:
            led = self.led_suit()
            if first.value not in self.hands[self.turn]:
                return Reason(ReasonCode.NOT_PLAYABLE, (first,), (), WHY_NOT_HELD)
            if led is not None:
                return Reason(ReasonCode.NOT_PLAYABLE, (led.value,), tuple(self.legal_moves()),
                              WHY_FOLLOW)
        return super().explain_illegal(parts)

    def load_fields(self, data: dict[str, Any]) -> None:
        """Read the Whist fields of a position text."""
        for name in self.extra_fields:
            if name in data:
                setattr(self, name, data[name])


def parse_command(state: WhistState, text: str) -> Move:
    """The legal card a typed name means.

    Raises:
        InvalidMoveError: the text names no card.
        IllegalMoveError: the card is not in hand, or the player must follow suit.
    """
    if state.over:
        raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
    noted = by_notation(text, state.legal_moves())
    if noted is not None:
        return noted
    try:
        face = parse_face(text)
    except CardNameError:
        raise InvalidMoveError(text, state.game.move_format) from None
    ids = state.deck.held(face, state.hands[state.turn])
    if not ids:
        raise IllegalMoveError(text, not_held(state.deck, face, WHY_NOT_HELD))
    move = PlayCard(ids[0])
    if move in state.legal_moves():
        return move
    led = state.led_suit()
    assert led is not None
    return _refuse_follow(state, text, led)


WHY_NOT_HELD, WHY_FOLLOW = 0, 1
"""Detail codes of a refused card (``Reason.count``); for WHY_FOLLOW ``locations`` holds the
led suit's value, for WHY_NOT_HELD the card's token when the pack has that card."""


def _refuse_follow(state: WhistState, text: str, led: Suit) -> Move:
    raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (led.value,),
                                        tuple(state.legal_moves()), WHY_FOLLOW))
