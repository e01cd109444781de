"""Dog: the game (options, info) and its state (rounds, the exchange, cards, the seven's split).

Four seats, partners opposite (0 and 2 against 1 and 3), the turn passing to the left (seat
+1). A cycle has five rounds of 6, 5, 4, 3 and 2 cards per seat; before a cycle's first round
the whole pack of 110 is gathered and shuffled, within a cycle the talon is dealt on (4 x 20 =
80 cards). The starting seat moves one to the left every round; it is dealt to first, gives
first and plays first. After the deal every seat gives one card face down to the partner; the
cards change hands once all four have given (nobody sees the card coming before giving).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from accessible_games.engine.events import Event, Private
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    HiddenMove,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Outcome,
    Part,
    Player,
    Reason,
    ReasonCode,
    Token,
    TokenKind,
)
from accessible_games.games.cards import hidden
from accessible_games.games.cards.core import UNKNOWN, make_deck
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import moves as mv
from accessible_games.games.cards.dog.rules import (
    OPTIONS,
    ROUND_SIZES,
    Action,
    CardGiven,
    CardReceived,
    CardUsed,
    Fold,
    Give,
    MarbleEntered,
    MarbleHome,
    MarbleMoved,
    MarblesSwapped,
    PartnerMarbles,
    Play,
    RoundStarted,
    Rules,
    SatOut,
    SentHome,
    SevenCount,
    Step,
    StepTakenBack,
    UndoStep,
)
from accessible_games.games.cards.state import CardState

TEAMS = ((0, 2), (1, 3))
GIVEN_HIDDEN = -2
"""In a redacted view: this seat has given a card the viewer may not know yet."""
SEARCH_WIDTH = 8
"""How many of the rule of thumb's best moves a search tries (:meth:`DogState.search_moves`)."""
EXCHANGE, PLAY = 0, 1
"""The phases of a round once the cards are dealt."""


class DogGame(Game):
    """Dog for four players in two partnerships."""

    id = "dog"
    family = "cards"
    aliases = ("Dog", "Dog mit Rommékarten", "Tock")
    info = GameInfo(4, has_chance=True, perfect_information=False, teams=TEAMS)
    option_specs = OPTIONS
    position_format = "the JSON written by to_text"
    move_format = ("a card by name and its way (3h, give kh, ah 5-6), or a move's notation: "
                   "give 17, play 17 5-9, step 5-8, undo step, fold")

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.rules = Rules.from_options(self.options)
        self.deck = make_deck("dog110")

    def new_state(self, rng: random.Random | None = None) -> DogState:
        """All marbles in their kennels, the first round waiting for chance to deal."""
        return DogState(self)

    def parse_position(self, text: str) -> State:
        """A position from :meth:`DogState.to_text`."""
        state = DogState(self)
        state.load_text(text)
        return state


class DogState(CardState):
    """A game of Dog in progress."""

    extra_fields = ("marbles", "fresh", "round_no", "starter", "phase", "turn", "given",
                    "passed", "out", "split", "split_saves", "pile", "winner", "event")

    def __init__(self, game: DogGame) -> None:
        super().__init__(game, game.deck, 4)
        self.rules: Rules = game.rules
        self.marbles = [[b.kennel_place(s, i) for i in range(b.LANE)] for s in range(4)]
        self.fresh = [0, 0, 0, 0]
        self.round_no = 0
        self.starter = self.rules.starter
        self.phase = EXCHANGE
        self.turn = self.starter
        self.given = [-1, -1, -1, -1]
        """The card each seat has put aside for the partner in this exchange (-1: none yet)."""
        self.passed = [-1, -1, -1, -1]
        """The card each seat gave its partner this round (the giver knows where it is)."""
        self.out = [0, 0, 0, 0]
        """1 for a seat that sat out this round."""
        self.split: list[int] = []
        """While a seven is split: [card, owner whose marbles move, fields left, joker]."""
        self.split_saves: list[list[Any]] = []
        """The board before each step of the seven: [marbles, fresh, fields left]."""
        self.pile: list[int] = []
        """Cards shown in this cycle (played or discarded), in order."""
        self.winner = -1
        """The winning partnership (0 or 1) once eight marbles are home."""
        self.event: list[list[int]] = []
        self._deal_round()

    # -- rounds ---------------------------------------------------------------------------------

    def round_size(self) -> int:
        """Cards per seat in the current round."""
        return ROUND_SIZES[self.round_no % len(ROUND_SIZES)]

    def _deal_round(self) -> None:
        if self.round_no % len(ROUND_SIZES) == 0:
            self.talon = list(range(len(self.deck)))
            self.talon_mask = self.deck.full_mask
            self.pub = [[] for _ in range(4)]
            self.pile = []
        self.pending = [[(self.starter + i) % 4, 0] for i in range(4 * self.round_size())]
        self.phase = EXCHANGE
        self.turn = self.starter
        self.out = [0, 0, 0, 0]
        self.passed = [-1, -1, -1, -1]
        self.given = [-1, -1, -1, -1]
        self.event.append([0, self.round_no + 1, self.round_size(), self.starter])

    def after_deal(self, move: Move) -> None:
        """A dealt card causes no event of its own beyond the deal."""
        self.event = []

    def seat_to_move(self) -> Player:
        """The seat to give or play."""
        return self.turn

    def outcome(self) -> Outcome | None:
        """The partnership with all eight marbles home wins."""
        if self.winner < 0:
            return None
        home = [b.home_count(self.marbles, s) for s in range(4)]
        scores = tuple(home[s] + home[b.partner(s)] for s in range(4))
        return Outcome(frozenset(TEAMS[self.winner]), EndReason.MAJORITY, scores)

    def controlled(self) -> int:
        """Whose marbles the seat to move moves (while splitting a seven: the split's)."""
        if self.split and not self.rules.seven_partner:
            return self.split[1]
        return mv.controlled(self.marbles, self.turn)

    # -- legal moves ------------------------------------------------------------------------------

    def card_moves(self, seat: Player | None = None) -> list[Play]:
        """Every move of every card in the hand of ``seat`` (default: the seat to move)."""
        seat = self.turn if seat is None else seat
        hand = self.hands[seat]
        return mv.hand_moves(self.marbles, self.fresh, seat, hand,
                             [self.deck.rank(c) for c in hand], self.rules)

    def legal_moves(self) -> list[Move]:
        """Give a card, play a card, step with the seven, or fold when nothing is playable."""
        if self.pending or self.winner >= 0:
            return []
        if self.phase == EXCHANGE:
            return [Give(self.turn, c) for c in self.hands[self.turn]]
        if self.split:
            steps: list[Move] = list(mv.seven_steps(self.marbles, self.fresh, self.turn,
                                                    self.split[1], self.split[2], self.rules))
            if self.rules.split_undo and self.split_saves:
                steps.append(UndoStep())
            return steps
        plays: list[Move] = list(self.card_moves())
        return plays or [Fold()]

    def worth_searching(self, moves: Sequence[Move]) -> list[Move]:
        """Every move but taking back a step of the seven (a search gains nothing by it);
        while a seven is split, the rule's step alone (:mod:`.policy`): the seven is weighed
        as a card, and a level's random move picks a card, not a step (the beginner went one
        field with a marble and the rest with another for nothing)."""
        steps = [m for m in moves if not isinstance(m, UndoStep)] or list(moves)
        if not self.split or len(steps) <= 1:
            return steps
        from accessible_games.games.cards.dog import policy
        best = policy.ranked(steps, self.marbles, self.fresh, self.turn, self.split, self.rules)
        return best[:1] or steps

    def search_moves(self) -> list[Move]:
        """The moves a search tries: every card to give; of the cards to play the rule of
        thumb's best :data:`SEARCH_WIDTH` (a joker alone allows dozens of moves, most of
        them plainly worse). The seven is weighed as a card, its split by the rule, so the
        steps are left to the rule: a card takes one search, however it is split."""
        moves = self.worth_searching(self.legal_moves())  # while splitting: the rule's step
        if self.phase == EXCHANGE or self.split or len(moves) <= SEARCH_WIDTH:
            return moves
        from accessible_games.games.cards.dog import policy
        best = policy.ranked(moves, self.marbles, self.fresh, self.turn, self.split, self.rules)
        return best[:SEARCH_WIDTH] or moves

    def policy_move(self, rng: random.Random) -> Move:
        """The rule of thumb's move (:mod:`.policy`); it reads only the mover's hand and the
        board, so the mover's redacted view gives the same answer."""
        from accessible_games.games.cards.dog import policy
        seat = self.turn
        hand = list(self.hands[seat]) if self.phase == EXCHANGE else []
        return policy.choose(self.legal_moves(), self.marbles, self.fresh, seat, self.split,
                             hand, [self.deck.rank(c) for c in hand], self.rules)

    def playout_move(self, rng: random.Random) -> Move | None:
        """The rule of thumb at a player's turn; None at the end of the game or of the round
        (a playout is scored where the next round would be dealt)."""
        if self.outcome() is not None or self.pending:
            return None
        return self.policy_move(rng)

    # -- making moves -----------------------------------------------------------------------------

    def apply_play(self, move: Move) -> None:
        """Apply a give, a card, a step, a taken-back step or a fold."""
        self.event = []
        seat = self.turn
        if isinstance(move, Give):
            self._give(seat, move.card)
        elif isinstance(move, Play):
            self.play_from_hand(seat, move.card)
            self.pile.append(move.card)
            walk = self.lone_walk(seat) if move.action is Action.SEVEN else None
            if move.action is Action.SEVEN and walk is None:
                self.split = [move.card, mv.controlled(self.marbles, seat), 7, int(move.joker)]
                self.split_saves = []
                return
            effect = mv.effect_of(self.marbles, self.fresh, seat, walk or move, walk is not None,
                                  self.rules)
            swap = (move.marble, move.target) if move.action is Action.SWAP else None
            mv.apply_effect(self.marbles, self.fresh, effect, swap)
            self._end_turn(seat)
        elif isinstance(move, Step):
            self.split_saves.append([[list(r) for r in self.marbles], list(self.fresh),
                                     self.split[2]])
            effect = mv.effect_of(self.marbles, self.fresh, seat, move, True, self.rules)
            mv.apply_effect(self.marbles, self.fresh, effect)
            self.split[2] -= len(effect.path)
            if self.split[2] == 0 or mv.team_home(self.marbles, seat):
                self.split, self.split_saves = [], []
                self._end_turn(seat)
        elif isinstance(move, UndoStep):
            marbles, fresh, left = self.split_saves.pop()
            self.marbles, self.fresh, self.split[2] = marbles, fresh, left
        elif isinstance(move, Fold):
            cards = list(self.hands[seat])
            for card in cards:
                self.play_from_hand(seat, card)
            self.pile.extend(cards)
            self.out[seat] = 1
            self._end_turn(seat)

    def lone_walk(self, seat: Player) -> Step | None:
        """The seven of ``seat`` played now when it leaves nothing to choose: one marble alone
        can move, along one walk of all seven fields, and every shorter step stops on that
        walk (cut into steps, it ends on the same field). None when there is a choice: two
        marbles, a marble that may go on round the track or turn into its goal, or one that
        may stop in its goal and leave the rest to the partner's marbles."""
        walks = self.lone_walks(seat)
        return walks[0] if len(walks) == 1 else None

    def lone_walks(self, seat: Player) -> list[Step]:
        """The walks of all seven fields of the one marble of ``seat`` that a seven can move,
        when every shorter step stops on one of them (one walk, or round the track or into
        the goal); [] when the seven may be shared out (two marbles, or the rest left to the
        partner's marbles)."""
        owner = mv.controlled(self.marbles, seat)
        steps = mv.seven_steps(self.marbles, self.fresh, seat, owner, 7, self.rules)
        if len({step.marble for step in steps}) != 1:
            return []
        paths = [mv.effect_of(self.marbles, self.fresh, seat, step, True, self.rules).path
                 for step in steps]
        whole = [(step, path) for step, path in zip(steps, paths, strict=True) if len(path) == 7]
        if not whole or any(all(step.target not in path for _, path in whole) for step in steps):
            return []
        return [step for step, _ in whole]

    def _give(self, seat: Player, card: int) -> None:
        self.given[seat] = card
        if min(self.given) < 0:
            self.turn = (seat + 1) % 4
            return
        moving = list(self.given)
        for giver, card_given in enumerate(moving):
            taker = b.partner(giver)
            slots = self.pub[giver]
            mask = min((m for m in slots if m >> card_given & 1), key=int.bit_count)
            hidden.remove_slot(slots, card_given)
            self.hands[giver].remove(card_given)
            self.hands[taker].append(card_given)
            self.hands[taker].sort(key=self.deck.sort_key)
            self.pub[taker].append(mask)
            self.passed[giver] = card_given
        self.given = [-1, -1, -1, -1]
        self.phase = PLAY
        self.turn = self.starter
        self.event.append([1])

    def _end_turn(self, seat: Player) -> None:
        if mv.team_home(self.marbles, seat):
            self.winner = seat % 2
            return
        for step in range(1, 5):
            nxt = (seat + step) % 4
            if self.hands[nxt]:
                self.turn = nxt
                return
        self.round_no += 1
        self.starter = (self.starter + 1) % 4
        self._deal_round()

    # -- events -----------------------------------------------------------------------------------

    def is_capture(self, move: Move) -> bool:
        """True when ``move`` sends an opponent's marble home (not one's own or the
        partner's, which a seven may pass over)."""
        seat = self.turn
        return any(isinstance(e, SentHome) and e.owner % 2 != seat % 2
                   for e in self.move_events(move))

    def play_events(self, move: Move) -> list[Event]:
        """The events of a give, a card, a step, a taken-back step or a fold."""
        seat = self.turn
        if isinstance(move, Give):
            mate = b.partner(seat)
            return [Private(frozenset({seat}), CardGiven(seat, mate, move.card),
                            CardGiven(seat, mate, UNKNOWN))]
        if isinstance(move, Fold):
            return [SatOut(seat, tuple(self.hands[seat]))]
        if isinstance(move, UndoStep):
            left = self.split_saves[-1][2]
            return [StepTakenBack(seat, 7 - left)]
        events: list[Event] = []
        walk: Step | None = None
        if isinstance(move, Play):
            events.append(CardUsed(seat, move.card, move.said_rank, move.action, move.joker))
            if move.action is Action.SEVEN:
                walk = self.lone_walk(seat)
                if walk is None:
                    return events
        assert isinstance(move, (Play, Step))
        seven = isinstance(move, Step)
        effect = mv.effect_of(self.marbles, self.fresh, seat, walk or move,
                              seven or walk is not None, self.rules)
        if isinstance(move, Play) and move.action is Action.SWAP:
            occ = b.occupants(self.marbles)
            return [*events, MarblesSwapped(seat, occ[move.marble], move.marble,
                                            occ[move.target], move.target)]
        if isinstance(move, Play) and move.action is Action.START:
            events.append(MarbleEntered(seat, effect.owner, effect.end))
            events.extend(SentHome(seat, owner, place) for owner, place in effect.victims)
        else:
            fields = -len(effect.path) if isinstance(move, Play) and \
                move.action is Action.BACKWARD else len(effect.path)
            events.append(MarbleMoved(seat, effect.owner, effect.start, effect.end, fields,
                                      effect.path))
            events.extend(SentHome(seat, owner, place) for owner, place in effect.victims)
            if b.in_goal(effect.end) and not b.in_goal(effect.start):
                home = b.home_count(self.marbles, effect.owner) + 1
                events.append(MarbleHome(effect.owner, home))
                mate = b.partner(seat)
                if effect.owner == seat and home == b.LANE \
                        and b.home_count(self.marbles, mate) < b.LANE:
                    # A player whose four marbles are home plays on with the partner's.
                    events.append(Private(frozenset({seat}), PartnerMarbles(seat, mate)))
        if seven:
            events.append(SevenCount(seat, 7 - self.split[2] + len(effect.path)))
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """The exchange completed (each card seen by its giver and taker only) and a new
        round."""
        events: list[Event] = []
        for item in self.event:
            if item[0] == 1:
                for giver in range(4):
                    taker, card = b.partner(giver), self.passed[giver]
                    events.append(Private(frozenset({giver, taker}),
                                          CardReceived(taker, giver, card),
                                          CardReceived(taker, giver, UNKNOWN)))
            else:
                events.append(RoundStarted(item[1], item[2], item[3]))
        return events

    # -- hidden information -----------------------------------------------------------------------

    def table_cards(self) -> list[tuple[Player | None, int]]:
        """The card played last in this cycle (it lies on top of the pile)."""
        return [(None, self.pile[-1])] if self.pile else []

    def public_cards(self) -> list[int]:
        """Every card shown in this cycle."""
        return list(self.pile)

    def public_key(self) -> Hashable:
        """The board, the round, who has given, the split and the pile."""
        return (tuple(map(tuple, self.marbles)), tuple(self.fresh), self.round_no, self.starter,
                self.phase, self.turn, tuple(g >= 0 for g in self.given), tuple(self.out),
                tuple(self.split), _frozen(self.split_saves), tuple(self.pile), self.winner)

    def key(self) -> Hashable:
        """The whole position, the cards put aside and passed included."""
        return (super().key(), tuple(self.given), tuple(self.passed))

    def move_audience(self, move: Move) -> frozenset[Player] | None:
        """A dealt card is seen by its receiver, a given card by its giver."""
        if isinstance(move, Give):
            return frozenset({move.seat})
        return super().move_audience(move)

    @staticmethod
    def _redact_move(move: Move, viewer: Player | None) -> Move:
        if isinstance(move, Give) and move.seat != viewer:
            return HiddenMove()
        return CardState._redact_move(move, viewer)

    def redacted(self, viewer: Player | None) -> DogState:
        """Others' hands unknown, except the card the viewer gave the partner this round."""
        view = super().redacted(viewer)
        assert isinstance(view, DogState)
        view.given = [g if s == viewer or g < 0 else GIVEN_HIDDEN for s, g in enumerate(self.given)]
        view.passed = [p if s == viewer else -1 for s, p in enumerate(self.passed)]
        if viewer is not None and self.passed[viewer] >= 0:
            mate = b.partner(viewer)
            if self.passed[viewer] in self.hands[mate]:
                view.hands[mate] = [self.passed[viewer]] + [UNKNOWN] * (len(self.hands[mate]) - 1)
        return view

    def info_key(self, viewer: Player | None) -> Hashable:
        """The shared key, the card put aside and the card passed (where it is now)."""
        if viewer is None:
            return super().info_key(viewer)
        mine = self.passed[viewer]
        where = mine in self.hands[b.partner(viewer)] if mine >= 0 else False
        return (super().info_key(viewer), self.given[viewer], mine, where)

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> DogState:
        """A consistent full state; a card another seat has put aside is one of its cards."""
        full = super().sample_hidden(viewer, rng)
        assert isinstance(full, DogState)
        for seat, card in enumerate(full.given):
            if card == GIVEN_HIDDEN:
                full.given[seat] = rng.choice(full.hands[seat])
        return full

    def is_reveal(self, move: Move) -> bool:
        """Cards played or shown when sitting out are seen by everybody."""
        return isinstance(move, (Play, Fold))

    # -- text -------------------------------------------------------------------------------------

    def parse_move(self, text: str) -> Move:
        """The legal move whose notation is ``text``, or that names its card by name ("give
        kh", "play herz 4 5<1"), or a seven's step by its way ("5-8"): :mod:`.typed`.

        Raises:
            InvalidMoveError: no legal move has that notation.
            IllegalMoveError: the game is over.
        """
        if self.is_terminal():
            raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
        wanted = " ".join(text.split()).lower()
        for move in self.legal_moves():
            for form in self.move_forms(move):
                if form.notation == wanted:  # "play 108 as 13 66+0": the joker as king, out
                    return form
        named = self._read_words(wanted)
        if named is not None:
            return named
        raise InvalidMoveError(text, self.game.move_format)

    def parse_typed(self, text: str) -> Move:
        """A move a person typed: the words first, then the notation. The notation names a
        card by its number in the pack, so "give 2" gave card 2, the four of hearts, to a
        player who meant the two they held."""
        if not self.is_terminal():
            try:
                named = self._read_words(" ".join(text.split()).lower())
            except IllegalMoveError:
                named = None  # refused as words: the notation may still read it
            if named is not None:
                return named
        return self.parse_move(text)

    def _read_words(self, wanted: str) -> Move | None:
        """The legal move the words ``wanted`` name (:mod:`.typed`), or None. A way alone
        that no card goes is refused saying so, unless the words read as a card and its way
        ("8 41": the eight from field 41).

        Raises:
            IllegalMoveError: as :func:`.typed.read_named` and :func:`.typed.read_way_alone`.
        """
        from accessible_games.games.cards.dog.explain import WHY_NO_CARD_WAY
        from accessible_games.games.cards.dog.typed import (
            read_named,
            read_step,
            read_way_alone,
            read_word,
        )
        legal = self.legal_moves()
        seat = self.seat_to_move()
        sevens = any(isinstance(m, Play) and m.action is Action.SEVEN for m in legal)
        if any(isinstance(m, Step) for m in legal):  # a seven being split: "g3" is a step
            stepped = read_word(wanted, legal) or read_step(wanted, legal, seat)
            if stepped is not None:
                return stepped
        # The seven being split is named as held: "7h" again said "You do not hold the seven
        # of hearts", now that its fields come first.
        hand = [*self.hands[seat], self.split[0]] if self.split else self.hands[seat]
        walk = self.lone_walk(seat) if sevens else None
        word = read_word(wanted, legal)
        if word is not None:
            return word
        no_card: IllegalMoveError | None = None
        try:
            alone = read_way_alone(wanted, legal, self.deck, seat, walk)
        except IllegalMoveError as refused:
            if refused.reason.count != WHY_NO_CARD_WAY:
                raise
            alone, no_card = None, refused  # unless a card and its way ("8 41": the eight)
        if alone is not None:
            return alone
        try:
            named = read_named(wanted, legal, self.deck, hand, seat,
                               lambda card, places: self.explain_illegal(
                                   (Token(TokenKind.CARD, card), *places)), walk)
        except IllegalMoveError:
            if no_card is not None:  # "8-10" was "You do not hold that card"
                raise no_card from None
            raise
        if named is None and no_card is not None:
            raise no_card
        return named or read_step(wanted, legal, seat)

    def move_forms(self, move: Move) -> tuple[Move, ...]:
        """A joker's way named as each rank that goes it (:meth:`.rules.Play.forms`)."""
        return move.forms() if isinstance(move, Play) else (move,)

    def match_parts(self, parts: Sequence[Part]) -> list[Move]:
        """The legal moves ``parts`` describe; parts with a rank a joker's way is not listed
        under but also goes (the king, out of the kennel) give the move as named so."""
        found = super().match_parts(parts)
        if found or not parts:
            return found
        wanted = tuple(parts)
        return [form for move in self.legal_moves() for form in self.move_forms(move)[1:]
                if form.parts == wanted]

    def explain_illegal(self, parts: tuple[Part, ...]) -> Reason:
        """Why a card, marble and target chosen in the move builder is not a legal move."""
        from accessible_games.games.cards.dog.explain import explain
        return explain(self, parts) or super().explain_illegal(parts)

    def load_fields(self, data: dict[str, Any]) -> None:
        """Read the Dog fields of a position text."""
        for name in self.extra_fields:
            if name in data:
                setattr(self, name, data[name])


def _frozen(value: Any) -> Hashable:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


__all__ = ["DogGame", "DogState", "TEAMS"]
