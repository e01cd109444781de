"""Mau Mau: the game (options, info) and the state (the pile, the turn, the 7s, the Mau call).

One state spans a whole game of one or more deals (``target`` deal wins). Each deal is dealt by
chance, card by card, starting left of the dealer, and one card is turned to start the pile. The
turned card has no effect (a turned 7, 8 or 9 does nothing and a jack may be played on a turned
jack). The talon is refilled from the pile, all but its top card, the moment it runs out.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from accessible_games.engine.events import Event
from accessible_games.engine.observation import Observation
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    Move,
    Outcome,
    Part,
    Player,
    Reason,
    Token,
    TokenKind,
)
from accessible_games.games.cards.core import Rank, Suit, make_deck
from accessible_games.games.cards.events import CardPlayed, TalonReshuffled
from accessible_games.games.cards.mau_mau.rules import (
    CARD_POINTS,
    OPTIONS,
    DealScored,
    DirectionReversed,
    Draw,
    DrawRule,
    DrawStacked,
    Drew,
    KeptCard,
    LeftLast,
    MauCalled,
    MauMissed,
    Pass,
    Play,
    PlayerOut,
    Rules,
    SuitWished,
    TurnSkipped,
)
from accessible_games.games.cards.mau_mau.throw_in import Decline, ThrowIn, ThrowInWindow, ThrownIn
from accessible_games.games.cards.scoring import ScoreRow, ScoreSheet
from accessible_games.games.cards.state import PILE, CardState, Deal


class MauMauGame(Game):
    """Mau Mau for 2 to 7 players."""

    id = "mau-mau"
    family = "cards"
    aliases = ("maumau", "mau mau", "Mau-Mau")
    info = GameInfo(4, has_chance=True, perfect_information=False)
    option_specs = OPTIONS
    position_format = "the JSON written by to_text"
    move_format = "a card (qh, Herz-Dame), a jack with a suit (jc hearts), draw, pass; add mau"

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.rules = Rules.from_options(self.options)
        self.deck = make_deck(self.rules.deck)
        deck = self.deck
        self.suit_masks = tuple(deck.suit_mask(suit) for suit in Suit)
        """Per suit value, the mask of its cards (what fits a suit on the pile or wished)."""
        self.rank_masks = {rank: deck.rank_mask(rank) for rank in Rank}
        """Per rank, the mask of its cards (what fits the top card's rank)."""

    def make_info(self) -> GameInfo:
        """The number of seats comes from the ``players`` option."""
        return GameInfo(int(self.options["players"]), has_chance=True, perfect_information=False)

    def check_options(self) -> None:
        """Refuse deals that do not fit the pack, throw-ins without two packs, and a first
        dealer beyond the players."""
        from accessible_games.engine.types import InvalidOptionError
        rules = Rules.from_options(self.options)
        if rules.players * rules.hand_size + 2 > len(make_deck(rules.deck)):
            raise InvalidOptionError("hand_size", str(rules.hand_size), (5, 6, 7))
        if rules.throw_in and rules.deck != "double104":
            raise InvalidOptionError("deck", str(self.options["deck"]), ("double104",))
        if not 0 <= int(self.options["dealer"]) < rules.players:
            raise InvalidOptionError("dealer", str(self.options["dealer"]),
                                     tuple(range(rules.players)))

    def new_state(self, rng: random.Random | None = None) -> MauMauState:
        """The first deal, waiting for chance to deal the cards."""
        return MauMauState(self)

    def parse_position(self, text: str) -> State:
        """A position from :meth:`MauMauState.to_text`."""
        state = MauMauState(self)
        state.load_text(text)
        return state


class MauMauState(ThrowInWindow, CardState):
    """A running game of Mau Mau."""

    game: MauMauGame
    draws_cards = True
    extra_fields = ("discard", "turn", "direction", "wish", "debt", "drawn", "drawn_card",
                    "turned", "passes", "finished", "dealer", "wins", "points", "deal_no",
                    "over", "reshuffled", "scored", "last_winner", "deal_rows", "asking",
                    "last_plays")

    def __init__(self, game: MauMauGame) -> None:
        super().__init__(game, game.deck, game.rules.players)
        self.rules: Rules = game.rules
        self.discard: list[int] = []
        self.turn = 0
        self.direction = 1
        self.wish = -1
        self.debt = 0
        self.drawn = 0
        """Cards drawn by the player to move in this turn."""
        self.drawn_card = -1
        """Under play_drawn: the card just drawn (private to its holder)."""
        self.turned = True
        """True while the pile's top card is the turned-up one."""
        self.passes = 0
        self.finished: list[int] = []
        self.dealer = self.rules.dealer
        self.wins = [0] * self.num_players
        self.points = [0] * self.num_players
        self.deal_no = 1
        self.over = False
        self.reshuffled = 0
        self.last_winner = -1
        self.deal_rows: list[list[int]] = []
        """[deal number, winner, points left in each hand...] for every finished deal."""
        self.scored = False
        """True right after the move that ended a deal."""
        self.asking: list[int] = []
        """The throw-in window: seats still to be asked, the one asked now first (hidden)."""
        self.last_plays: list[list[list[int]]] = []
        """Per seat, what the table saw of each play it made since it last took a card, oldest
        first: [top card before, wish before, 1 if that top card was the turned one, card,
        wish]; a play under a 7 is not listed (for the computer's inference,
        :mod:`.inference`)."""
        self._start_deal()

    # -- dealing -------------------------------------------------------------------------------

    def _start_deal(self) -> None:
        n = self.num_players
        self.hands = [[] for _ in range(n)]
        self.pub = [[] for _ in range(n)]
        self.talon = list(range(len(self.deck)))
        self.talon_mask = self.deck.full_mask
        self.discard = []
        self.pending = [[(self.dealer + 1 + i) % n, 0]
                        for _ in range(self.rules.hand_size) for i in range(n)]
        self.pending.append([PILE, 0])
        self.direction, self.wish, self.debt, self.drawn = 1, -1, 0, 0
        self.drawn_card, self.turned, self.passes, self.finished = -1, True, 0, []
        self.asking = []
        self.last_plays = [[] for _ in range(n)]

    def after_deal(self, move: Deal) -> None:
        """Start play after the turned card; remember a card drawn under play_drawn."""
        # Told with the move that caused them; a reshuffle amid a draw of several cards is
        # told when the draw is done (:meth:`after_move_events`), so it is kept till then.
        self.scored = False
        if move.to == PILE:
            self.reshuffled = 0
            self.discard.append(move.card)
            self.turn = (self.dealer + 1) % self.num_players
        elif move.penalty and move.to == self.turn and self.rules.draw_rule is DrawRule.PLAY_DRAWN:
            self.drawn_card = move.card
        if move.to != PILE and move.to < len(self.last_plays):
            self.last_plays[move.to] = []
        self._refill()

    def _refill(self) -> None:
        """Reshuffle the pile into an empty talon; drop draws nothing can serve."""
        if not self.talon and len(self.discard) > 1:
            self.talon = self.discard[:-1]
            self.discard = self.discard[-1:]
            self.talon_mask = self.deck.mask(self.talon)
            self.reshuffled = len(self.talon)
        if not self.talon:
            self.pending = [p for p in self.pending if p[0] == PILE]

    # -- whose turn, what is legal -------------------------------------------------------------

    def seat_to_move(self) -> Player:
        """The seat whose turn it is (a seat asked to throw in while a window is open)."""
        return self.asking[0] if self.asking else self.turn

    def outcome(self) -> Outcome | None:
        """The winner of the game once a player has won ``target`` deals; when scoring by
        points, after ``target`` deals, whoever has the fewest points left in hand."""
        if not self.over:
            return None
        if self.rules.points:
            least = min(self.points)
            fewest = frozenset(p for p, points in enumerate(self.points) if points == least)
            return Outcome(fewest, EndReason.NO_PIECES, tuple(self.points))
        best = max(self.wins)
        winners = frozenset(p for p, w in enumerate(self.wins) if w == best)
        return Outcome(winners, EndReason.NO_PIECES, tuple(self.wins))

    def choice_unneeded(self, moves: Sequence[Move]) -> Move | None:
        """A jack that is the player's last card and ends the deal (not playing on, or
        only one other left holding cards): its wish would bind nobody, so the first of its
        ways (one per suit) is played without asking. The engine keeps a wish on every jack
        played, so records and the computer need no special case."""
        plays = [m for m in moves if isinstance(m, Play)]
        if not plays or len(plays) != len(moves) or len({m.card for m in plays}) != 1:
            return None
        seat = self.seat_to_move()
        if self.deck.rank(plays[0].card) is not Rank.JACK or len(self.hands[seat]) != 1:
            return None
        still_playing = self.num_players - len(self.finished)
        if self.rules.play_on and still_playing > 2:
            return None
        return plays[0]

    def next_seat(self, seat: Player, steps: int = 1) -> Player:
        """The seat ``steps`` turns after ``seat`` in the current direction, skipping the out."""
        n = self.num_players
        for _ in range(steps):
            seat = (seat + self.direction) % n
            while seat in self.finished:
                seat = (seat + self.direction) % n
        return seat

    def top_suit(self) -> Suit:
        """The suit to follow: the wished one, else the top card's."""
        if self.wish >= 0:
            return Suit(self.wish)
        suit = self.deck.suit(self.discard[-1])
        assert suit is not None
        return suit

    def fits(self, card: int) -> bool:
        """True when ``card`` may go on the pile now (ignoring a 7 debt)."""
        return card >= 0 and bool(self.fitting_mask() >> card & 1)

    def fitting_mask(self) -> int:
        """The mask of every card that may go on the pile now (ignoring a 7 debt): the suit
        to follow, the top card's rank, and the jacks unless jack on jack is refused."""
        top = self.discard[-1]
        game = self.game
        jacks = game.rank_masks[Rank.JACK]
        top_rank = self.deck.rank(top)
        plain = (game.suit_masks[self.top_suit().value] | game.rank_masks[top_rank]) & ~jacks
        if top_rank is Rank.JACK and not self.turned and not self.rules.jack_on_jack:
            return plain
        return plain | jacks

    def playable_cards(self) -> list[int]:
        """The cards of the player to move that may be played now."""
        hand = self.hands[self.turn]
        if self.debt:
            return [c for c in hand if self.deck.rank(c) is Rank.SEVEN]
        if self.drawn and self.rules.draw_rule is DrawRule.PLAY_DRAWN:
            drawn = self.drawn_card
            return [drawn] if drawn in hand and self.fits(drawn) else []
        fitting = self.fitting_mask()
        return [c for c in hand if c >= 0 and fitting >> c & 1]  # an unseen card: -1

    def can_draw(self) -> bool:
        """True when the player to move may draw now."""
        if not self.talon:
            return False
        if self.debt:
            return True
        rule = self.rules.draw_rule
        if rule is DrawRule.UNTIL:
            if self.drawn >= self.rules.max_draws:
                return False
        elif self.drawn:
            return False
        return not (self.rules.must_play and self.playable_cards())

    def can_pass(self) -> bool:
        """True when the player to move may end the turn without playing."""
        if self.debt:
            return False
        rule = self.rules.draw_rule
        if rule is DrawRule.UNTIL:
            return not self.talon or self.drawn >= self.rules.max_draws
        if rule is DrawRule.PLAY_DRAWN and self.drawn:
            return True
        return not self.talon and not self.playable_cards()

    def legal_moves(self) -> list[Move]:
        """Plays (a jack once per wished suit, with and without Mau), draw, pass."""
        if self.pending or self.over:
            return []
        if self.asking:
            return self.window_moves()
        moves: list[Move] = []
        last_but_one = len(self.hands[self.turn]) == 2
        calls = (False, True) if self.rules.mau_penalty and last_but_one else (False,)
        for card in self.playable_cards():
            wishes = range(4) if self.deck.rank(card) is Rank.JACK else (-1,)
            for wish in wishes:
                for mau in calls:
                    moves.append(Play(card, wish, mau))
        if self.can_draw():
            moves.append(Draw())
        if self.can_pass():
            moves.append(Pass())
        return moves

    # -- making moves --------------------------------------------------------------------------

    def apply_play(self, move: Move) -> None:
        """Play a card, draw or pass."""
        self.reshuffled = 0
        self.scored = False
        seat = self.turn
        if isinstance(move, Decline):
            self.asking.pop(0)
        elif isinstance(move, ThrowIn):
            thrower = self.asking[0]
            self.asking = []
            self._play(thrower, move.as_play())
        elif isinstance(move, Draw):
            self._draw(seat)
        elif isinstance(move, Pass):
            self.passes = self.passes + 1 if not self.talon else 0
            self._end_turn(seat, 1)
            if self.passes >= self.num_players - len(self.finished):
                self._finish_deal(blocked=True)
        else:
            assert isinstance(move, Play)
            self._play(seat, move)

    def _draw(self, seat: Player) -> None:
        self.passes = 0
        if not self.rules.must_play or self.debt:
            pass
        else:
            # Drawing shows that no card in hand fits: the table may rule those cards out.
            self.show_void(seat, self.fitting_mask())
        count = self.debt or 1
        self.pending.extend([seat, 1] for _ in range(count))
        self._refill()
        if self.debt:
            self.debt = 0
            self._end_turn(seat, 1)
        elif self.rules.draw_rule is DrawRule.END:
            self._end_turn(seat, 1)
        else:
            self.drawn += 1

    def _end_turn(self, seat: Player, steps: int) -> None:
        self.drawn, self.drawn_card = 0, -1
        self.turn = self.next_seat(seat, steps)

    def _play(self, seat: Player, move: Play) -> None:
        self.passes = 0
        if not self.debt:
            self.last_plays[seat].append(
                [self.discard[-1], self.wish, int(self.turned), move.card, move.wish])
        self.play_from_hand(seat, move.card)
        self.discard.append(move.card)
        self.turned = False
        rank = self.deck.rank(move.card)
        self.wish = move.wish if rank is Rank.JACK else -1
        hand = self.hands[seat]
        if not hand:
            self.finished.append(seat)
            self._refill()
            if not self.rules.play_on or self.num_players - len(self.finished) <= 1:
                self._finish_deal(blocked=False)
                return
        steps = 1
        if rank is Rank.SEVEN and self.rules.seven:
            self.debt += 2
        elif rank is Rank.EIGHT and self.rules.eight:
            steps = 2
        elif rank is self.rules.reverse:
            self.direction = -self.direction
        self._end_turn(seat, steps)
        if len(hand) == 1 and self.rules.mau_penalty and not move.mau:
            self.pending.extend([seat, 1] for _ in range(self.rules.mau_penalty))
        self._refill()
        self.open_window(seat)

    def _finish_deal(self, blocked: bool) -> None:
        order = list(self.finished)
        if blocked or not order:
            order = sorted(range(self.num_players), key=lambda p: (len(self.hands[p]), p))
        winner = order[0]
        self.wins[winner] += 1
        self.scored = True
        self.last_winner = winner
        left = [self.hand_points(seat) for seat in range(self.num_players)]
        for seat in range(self.num_players):
            self.points[seat] += left[seat]
        self.deal_rows.append([self.deal_no, winner, *left])
        self.pending = []
        if (self.deal_no >= self.rules.target if self.rules.points
                else max(self.wins) >= self.rules.target):
            self.over = True
            return
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self._start_deal()

    def score_sheet(self) -> ScoreSheet:
        """Per deal: a "win" row (1 for the winner) and a "points" row (points left in hand)."""
        sheet = ScoreSheet(self.num_players)
        for deal, winner, *left in self.deal_rows:
            won = tuple(int(seat == winner) for seat in range(self.num_players))
            sheet = sheet.add(ScoreRow(won, "win", deal)).add(ScoreRow(tuple(left), "points", deal))
        return sheet

    def hand_points(self, seat: Player) -> int:
        """The points left in ``seat``'s hand (scoring=points); a card this view does not
        know counts nothing."""
        return sum(CARD_POINTS.get(self.deck.rank(c), self.deck.rank(c).value)
                   for c in self.hands[seat] if c >= 0)

    # -- events --------------------------------------------------------------------------------

    def play_events(self, move: Move) -> list[Event]:
        """What a play, a draw, a pass or a throw-in causes, for narration."""
        seat = self.seat_to_move()
        events: list[Event] = []
        if isinstance(move, Decline):
            return self.decline_events(seat)
        if isinstance(move, ThrowIn):
            events.append(ThrownIn(seat, move.card))
            move = move.as_play()
            events.extend(self._play_effects(seat, move))
            return events
        if isinstance(move, Draw):
            count = min(self.debt or 1, len(self.talon) + max(0, len(self.discard) - 1))
            events.append(Drew(seat, count, bool(self.debt)))
        elif isinstance(move, Pass):
            events.append(KeptCard(seat))
        elif isinstance(move, Play):
            events.append(CardPlayed(seat, move.card))
            events.extend(self._play_effects(seat, move))
        return events

    def _play_effects(self, seat: Player, move: Play) -> list[Event]:
        """The wish, the call, going out and the special card's effect of ``seat``'s card."""
        events: list[Event] = []
        rank = self.deck.rank(move.card)
        left = len(self.hands[seat]) - 1
        playing = self.num_players - len(self.finished)
        # A jack that ends the deal wishes for nobody (choice_unneeded plays it without
        # asking): its wish is kept in the move but is no event ("since" told "the jack of
        # hearts by player 4, wishing clubs" of the game's last card).
        if rank is Rank.JACK and not (left == 0 and (not self.rules.play_on or playing <= 2)):
            events.append(SuitWished(seat, move.wish))
        if left == 1 and self.rules.mau_penalty:
            penalty = self.rules.mau_penalty
            events.append(MauCalled(seat) if move.mau else MauMissed(seat, penalty))
        if left == 0:
            events.append(PlayerOut(seat, len(self.finished) + 1))
            playing -= 1
            if self.rules.play_on and playing == 1:  # the one left holding cards is last
                events.append(LeftLast(self.next_seat(seat), self.num_players))
            # Playing on, the last card's seven, eight or reversal still counts (_play).
            if not self.rules.play_on or playing <= 1:
                return events
        if rank is Rank.SEVEN and self.rules.seven:
            events.append(DrawStacked(self.next_seat(seat), self.debt + 2))
        elif rank is Rank.EIGHT and self.rules.eight:
            events.append(TurnSkipped(self.next_seat(seat)))
        elif rank is self.rules.reverse and playing > 2:
            events.append(DirectionReversed(self.direction < 0))
        return events

    def after_move_events(self, mover: Player) -> list[Event]:
        """A reshuffle, once the draw it served is done, with the cards the talon holds then
        (told amid a draw of 4, "a new talon of 17 cards" was one card more than the next
        status said); and the deal's result when one ended."""
        events: list[Event] = []
        if self.reshuffled and not any(to != PILE for to, _ in self.pending):
            events.append(TalonReshuffled(len(self.talon)))
        if self.scored:
            events.append(DealScored(self.last_winner, tuple(self.points), tuple(self.wins)))
        return events

    def copy_view(self) -> MauMauState:
        """A copy without undo records, for reading and for narrowing before sampling."""
        other = self.playout_copy()
        assert isinstance(other, MauMauState)
        return other

    def worth_searching(self, moves: Sequence[Move]) -> list[Move]:
        """Leave out a play without "Mau" where the same play with the call is legal."""
        called = {(m.card, m.wish) for m in moves if isinstance(m, Play) and m.mau}
        return [m for m in moves
                if not (isinstance(m, Play) and not m.mau and (m.card, m.wish) in called)]

    def policy_move(self, rng: random.Random) -> Move:
        """The beginner's move (:mod:`.bots`); in an imagined deal the others slip now and
        then (:func:`.inference.playout_move`)."""
        from accessible_games.games.cards.mau_mau.inference import playout_move
        return playout_move(self, rng)

    # -- hidden information hooks ----------------------------------------------------------------

    def table_cards(self) -> list[tuple[Player | None, int]]:
        """The pile's top card."""
        return [(None, self.discard[-1])] if self.discard else []

    def public_cards(self) -> list[int]:
        """The discard pile."""
        return list(self.discard)

    def public_key(self) -> Hashable:
        """Pile, turn, direction, wish, 7s, draws, finishers, score."""
        return (tuple(self.discard), self.turn, self.direction, self.wish, self.debt, self.drawn,
                self.turned, self.passes, tuple(self.finished), self.dealer, tuple(self.wins),
                tuple(self.points), self.deal_no, self.over)

    def redacted(self, viewer: Player | None) -> MauMauState:
        """Others' hands and the talon unknown; a drawn card known only to its holder."""
        view = super().redacted(viewer)
        assert isinstance(view, MauMauState)
        if viewer != self.turn:
            view.drawn_card = -1 if self.drawn_card < 0 else -2
        view.asking = self.window_for(viewer)
        return view

    def info_key(self, viewer: Player | None) -> Hashable:
        """The shared key; for the player who just drew, which card that was; for a seat asked
        to throw in, that question (see :mod:`.throw_in`)."""
        drawn = self.drawn_card if viewer is not None and viewer == self.turn else None
        return (super().info_key(viewer), drawn, self.window_key(viewer))

    def key(self) -> Hashable:
        """The shared key and the whole throw-in window."""
        return (super().key(), tuple(self.asking))

    def move_audience(self, move: Move) -> frozenset[Player] | None:
        """Dealt cards and a kept throw-in card are seen by one seat; the rest by everyone."""
        return self.window_audience(move) or super().move_audience(move)

    def observation(self, viewer: Player | None) -> Observation:
        """As for every state, but a throw-in window shows only to the seat asked now."""
        return self.window_observation(super().observation(viewer), viewer)

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> MauMauState:
        """A consistent full state; a hidden drawn card becomes one of the drawer's newest cards.

        The deals are weighed by how well they explain the others' plays under the rule of
        thumb (:func:`.inference.sample_likely`); every consistent deal stays possible.
        """
        from accessible_games.games.cards.mau_mau.inference import sample_likely
        return sample_likely(self, viewer, rng, MauMauState.sample_consistent)

    def sample_consistent(self, viewer: Player | None, rng: random.Random) -> MauMauState:
        """Any consistent full state, unweighed; a hidden drawn card becomes one of the
        drawer's newest cards."""
        full = super().sample_hidden(viewer, rng)
        assert isinstance(full, MauMauState)
        if full.drawn_card == -2:
            newest = self.pub[self.turn][-1] if self.pub[self.turn] else 0
            fitting = [c for c in full.hands[self.turn] if newest >> c & 1] or full.hands[self.turn]
            full.drawn_card = rng.choice(fitting)
        return full

    def parse_move(self, text: str) -> Move:
        """The legal move a typed command names ("qh", "jc hearts", "ziehen", "hd mau").

        Raises:
            InvalidMoveError: the text names no card or command.
            IllegalMoveError: the rules forbid it now; the reason says why.
        """
        from accessible_games.games.cards.mau_mau.commands import parse_command
        return parse_command(self, text)

    def explain_illegal(self, parts: tuple[Part, ...]) -> Reason:
        """Why a card chosen in the move builder cannot be played (see ``commands``)."""
        from accessible_games.games.cards.mau_mau.commands import explain_card
        first = parts[0] if parts else None
        if isinstance(first, Token) and first.kind is TokenKind.CARD:
            return explain_card(self, first.value)
        return super().explain_illegal(parts)

    def load_fields(self, data: dict[str, Any]) -> None:
        """Read the Mau Mau fields of a position text."""
        for name in self.extra_fields:
            if name in data:
                value = data[name]
                setattr(self, name, list(value) if isinstance(value, list) else value)
