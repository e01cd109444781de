"""Doppelkopf by the DDV tournament rules: the game, a session of deals, one deal's state.

Seats 0 to 3 sit clockwise. Chance deals twelve cards to each seat (ten without nines), the
player left of the dealer first. Then each seat, from the dealer's left, says healthy or names
its reservation (a wedding needs both queens of clubs); the first solo named is played, else a
wedding, else the normal game. As at the table, the others hear only that a seat has a
reservation: its kind is its own seat's until it is the game played (a reservation not played
is never told), and a wedding shows its queens of clubs only when it is played. The player
left of the dealer leads, the soloist in a solo. Announcements are made by the player to move
before playing a card, within the deadlines of :mod:`.knowledge`. After the last trick the deal
is scored (:mod:`.scoring`) onto the score list and the deal passes to the left; after
``deals`` deals the session is over.
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
from accessible_games.games.cards.doppelkopf import inference, knowledge, play, policy, rules
from accessible_games.games.cards.doppelkopf.moves import (
    HELD,
    UNSAID,
    Announce,
    Announced,
    Cause,
    ContractChosen,
    DealScored,
    PartyRevealed,
    PlayCard,
    Reservation,
    ReservationSaid,
    Reserve,
    TrickWon,
    WeddingClarified,
)
from accessible_games.games.cards.doppelkopf.rules import QUEEN_OF_CLUBS, Contract
from accessible_games.games.cards.doppelkopf.scoring import (
    KONTRA,
    RE,
    Specials,
    score,
    seat_points,
)
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.state import CardState

RESERVE, PLAY, OVER = 0, 1, 2
"""Phases of a deal (``DoppelkopfState.phase``)."""

WHY_NOT_HELD, WHY_FOLLOW, WHY_TOO_LATE, WHY_ALREADY, WHY_WEDDING, WHY_AFTER_REPLY, \
    WHY_NOT_NOW, WHY_NO_WEDDING = range(8)
WHY_FORCED = 9
"""The player must name a solo now (its compulsory solo is forced)."""
"""Detail codes of a refused move (``Reason.count``). WHY_FOLLOW: ``locations`` holds the
class led (0-3 a suit, 4 trumps) and the card refused; WHY_TOO_LATE: (level, cards needed,
cards held, party)."""


HAND_CLASSES = (rules.TRUMP, 0, 3, 2, 1)
"""The order of the card classes in a hand: trumps, clubs, spades, hearts, diamonds."""


class DoppelkopfGame(Game):
    """Doppelkopf for four players; parties are secret until play reveals them."""

    id = "doppelkopf"
    family = "cards"
    aliases = ("Doppelkopf", "Doko", "double head")
    info = GameInfo(4, has_chance=True, perfect_information=False)
    option_specs = (
        Option("deals", 4, (1, 4, 8, 12, 24), "deals in the session (a DDV round has 24)"),
        Option("dealer", 0, (0, 1, 2, 3), "the first dealer's seat"),
        Option("nines", True, (True, False), "play with the nines (DDV); without: 40 cards, "
               "not DDV"),
        Option("second_ten", False, (True, False), "the second ten of hearts beats the first "
               "(a house rule, not DDV)"),
        Option("compulsory_solo", False, (True, False), "each player owes one compulsory solo "
               "(DDV tournaments); it is dealt again by the same dealer and forced at the end"),
    )
    position_format = "the JSON written by to_text"
    move_format = "a card (qc, Kreuz-Dame), re, kontra, keine 90, schwarz, gesund, hochzeit, " \
                  "damensolo"

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self.deck = rules.make_pack(bool(self.options["nines"]))

    def new_state(self, rng: random.Random | None = None) -> DoppelkopfState:
        """The first deal, waiting for chance to deal."""
        return DoppelkopfState(self)

    def parse_position(self, text: str) -> State:
        """A position from :meth:`DoppelkopfState.to_text`."""
        state = DoppelkopfState(self)
        state.load_text(text)
        return state


class DoppelkopfState(CardState):
    """A session of Doppelkopf deals in progress."""

    extra_fields = ("dealer", "phase", "said", "asker", "contract", "soloist", "trick",
                    "leader", "turn", "played", "tricks", "level", "reply", "announcers",
                    "wedding_partner", "clarified", "deal_no", "sheet", "totals", "event",
                    "owed", "regular", "forced", "compulsory")

    def __init__(self, game: DoppelkopfGame) -> None:
        super().__init__(game, game.deck, 4)
        self.deals = int(game.options["deals"])
        self.second_ten = bool(game.options["second_ten"])
        self.hand_size = len(game.deck) // 4
        self.queens = frozenset(game.deck.ids_of(QUEEN_OF_CLUBS))
        """The ids of the two queens of clubs."""
        self.dealer = int(game.options["dealer"])
        self.deal_no = 1
        self.sheet: list[tuple[int, ...]] = []
        """One row per deal: [deal, contract, points of seats 0-3]."""
        self.totals = [0, 0, 0, 0]
        self.owed = [int(bool(game.options["compulsory_solo"]))] * 4
        """Per seat, 1 while it still owes its compulsory solo."""
        self.regular = 0
        """Deals finished that were not compulsory solos (they alone count towards ``deals``)."""
        self.event: list[Event] = []
        self.viewer: Player | None = None
        """Whose redacted view this is (None: the full state or a spectator's view)."""
        self._start_deal()

    def _start_deal(self) -> None:
        n = len(self.deck)
        self.hands = [[] for _ in range(4)]
        self.pub = [[] for _ in range(4)]
        self.talon = list(range(n))
        self.talon_mask = self.deck.full_mask
        self.face_up = []
        self.pending = [[(self.dealer + 1 + i) % 4, 0] for i in range(n)]
        self.phase = RESERVE
        self.said: list[int] = [UNSAID] * 4
        """What each seat said (a Reservation value, or UNSAID); another seat's view holds
        HELD for a reservation whose kind it may not know (:meth:`public_said`)."""
        self.asker = (self.dealer + 1) % 4
        self.compulsory = 0
        owing = [s for s in ((self.dealer + 1 + i) % 4 for i in range(4)) if self.owed[s]]
        self.forced = owing[0] if owing and self.deals - self.regular <= len(owing) else -1
        """The seat that must play its compulsory solo now (Vorführung), or -1."""
        if self.forced >= 0:
            self.said = [Reservation.HEALTHY.value] * 4
            self.said[self.forced] = UNSAID
            self.asker = self.forced
        self.contract = Contract.NORMAL.value
        self.soloist = -1
        self.trick: list[int] = []
        self.leader = self.turn = (self.dealer + 1) % 4
        self.played: list[tuple[int, int]] = []
        """(seat, card) for every card played in this deal."""
        self.tricks: list[tuple[int, ...]] = []
        """[leader, winner, points, *cards] for every finished trick of the deal."""
        self.level = [-1, -1]
        self.reply = [0, 0]
        self.announcers: list[tuple[int, int, int]] = []
        """[seat, party, level] for every announcement of the deal."""
        self.wedding_partner = -1
        self.clarified = 0
        """The trick that settled the wedding (0: not yet or no wedding)."""

    @property
    def tab(self) -> rules.Table:
        """The classes and strengths of the cards in this deal's contract."""
        tables: dict[int, rules.Table] = self.__dict__.setdefault("_tables", {})
        found = tables.get(self.contract)
        if found is None:
            found = tables[self.contract] = rules.table(self.deck, Contract(self.contract))
        return found

    def hand_order(self, cards: list[int]) -> list[int]:
        """``cards`` in the order a hand is read: trumps first from the highest down the
        ladder, then clubs, spades, hearts and diamonds, each from its highest card."""
        tab = self.tab
        return sorted(cards, key=lambda c: (HAND_CLASSES.index(tab.klass[c]),
                                            -tab.strength[c], c))

    def card_class(self, card: int) -> int:
        """The class a card belongs to in this deal's game: trumps or its plain suit (the
        hand's suit jumps go class by class)."""
        return self.tab.klass[card]

    def card_height(self, card: int) -> tuple[int, int]:
        """A card's class (trumps, or its plain suit) and its strength there, for "play low"
        and "niedrigster Trumpf"."""
        return self.tab.klass[card], self.tab.strength[card]

    def after_deal(self, move: Move) -> None:
        """A dealt card: the events of the last player's move are not repeated after it."""
        self.event = []

    # -- who is who ---------------------------------------------------------------------------

    def party_of(self, seat: Player) -> int:
        """``seat``'s real party (hidden information: for the rules and the search)."""
        contract = Contract(self.contract)
        if contract is Contract.NORMAL:
            return RE if knowledge.own_queens(self, seat) else KONTRA
        return RE if seat in (self.soloist, self.wedding_partner) else KONTRA

    def re_seats(self) -> tuple[Player, ...]:
        """The Re party's seats (hidden information)."""
        return tuple(s for s in range(4) if self.party_of(s) == RE)

    def last_dealer(self) -> Player | None:
        """The last deal's dealer: the deal being played (a game given up), or once the
        game is over the one before the deal passed on when the last deal was scored
        (unless it was a compulsory solo, after which the same dealer deals again)."""
        if self.phase != OVER or self.compulsory:
            return self.dealer
        return (self.dealer - 1) % 4

    def teams(self) -> tuple[tuple[Player, ...], ...]:
        """The parties once the public knows them all; until then every seat on its own."""
        known = knowledge.known_parties(self, None)
        if any(party is None for party, _ in known):
            return tuple((s,) for s in range(4))
        re = tuple(s for s in range(4) if known[s][0] == RE)
        return (re, tuple(s for s in range(4) if s not in re))

    # -- rules --------------------------------------------------------------------------------

    def seat_to_move(self) -> Player:
        """The seat asked for its reservation, or the seat to play."""
        return self.asker if self.phase == RESERVE else self.turn

    def led(self) -> int | None:
        """The card that led the current trick (None before the lead)."""
        return self.trick[0] if self.trick else None

    def ahead(self) -> int:
        """The index in the trick (in playing order) of the card winning it so far; -1 for
        an empty trick."""
        if not self.trick:
            return -1
        return rules.winning_index(self.trick, self.tab, self.deck, self.second_ten)

    def legal_moves(self) -> list[Move]:
        """Reservations, or the announcements open to the player and the cards to follow."""
        if self.pending or self.phase == OVER:
            return []
        seat = self.seat_to_move()
        if self.phase == RESERVE:
            kinds = [k for k in Reservation
                     if k is not Reservation.WEDDING or knowledge.own_queens(self, seat) == 2]
            if seat == self.forced:
                kinds = [k for k in kinds if k.is_solo]
            return [Reserve(k) for k in kinds]
        moves: list[Move] = []
        party = self.party_of(seat)
        for level in range(self.level[party] + 1, 5):
            if knowledge.refusal(self, seat, party, level)[0] == 0:
                moves.append(Announce(level, party))
        hand = self.hands[seat]
        moves.extend(PlayCard(c) for c in rules.playable(hand, self.led(), self.tab))
        return moves

    def search_moves(self) -> list[Move]:
        """The computer's search leaves reservations and announcements to the rules of
        :mod:`.policy` (a sampled deal shows it every card) and chooses only among the cards."""
        return policy.search_moves(self)

    def worth_searching(self, moves: Sequence[Move]) -> list[Move]:
        """The playout search's candidates among ``moves``: the rule's reservation or
        announcement alone, else the cards of :func:`.policy.candidates`, the card the rules
        of thumb (:mod:`.play`) would play."""
        chosen = [m for m in policy.search_moves(self) if m in moves]
        if chosen and isinstance(chosen[0], PlayCard):
            card = play.card_move(self)
            if card in moves and card not in chosen:
                chosen.append(card)
        return chosen or list(moves)

    def policy_move(self, rng: random.Random) -> Move:
        """The rules' move for the player to move: the reservation of :mod:`.policy`, then
        the cards of :mod:`.play` (no announcements: a playout only plays cards)."""
        if self.phase == RESERVE:
            return policy.search_moves(self)[0]
        return play.card_move(self)

    def outcome(self) -> Outcome | None:
        """After the last deal: the seats with the best total win; points are the totals."""
        if self.phase != OVER:
            return None
        best = max(self.totals)
        winners = frozenset(s for s in range(4) if self.totals[s] == best)
        return Outcome(winners, EndReason.MAJORITY, tuple(self.totals),
                       points=tuple(float(t) for t in self.totals))

    def apply_play(self, move: Move) -> None:
        """A reservation, an announcement or a card."""
        self.event = []
        told = self._undoable  # a playout copy tells nobody: it skips the parties' news
        before = knowledge.known_parties(self, None) if told else []
        if isinstance(move, Reserve):
            self._reserve(move.kind)
        elif isinstance(move, Announce):
            self._announce(move.level)
        else:
            assert isinstance(move, PlayCard)
            self._play(move.card)
        if self.phase == PLAY and told:
            self._reveal_news(before)

    def _reserve(self, kind: Reservation) -> None:
        seat = self.asker
        self.said[seat] = kind.value
        said = ReservationSaid(seat, kind)
        # As at the table, a reservation's kind is told only when it is the game played.
        self.event.append(said if kind is Reservation.HEALTHY else Private(
            frozenset({seat}), said, ReservationSaid(seat, None)))
        self.asker = (seat + 1) % 4
        if UNSAID in self.said:
            return
        order = [(self.dealer + 1 + i) % 4 for i in range(4)]
        solos = [s for s in order if Reservation(self.said[s]).is_solo]
        owing = [s for s in solos if self.owed[s]]
        solo = owing[0] if owing else solos[0] if solos else -1
        self.compulsory = int(bool(owing))
        wedding = next((s for s in order if self.said[s] == Reservation.WEDDING.value), -1)
        if solo >= 0:
            self.contract, self.soloist = self.said[solo], solo
            self.leader = solo
        elif wedding >= 0:
            self.contract, self.soloist = Contract.WEDDING.value, wedding
            # The wedding played shows both queens of clubs in its holder's hand; one merely
            # said (beaten by a solo) shows nothing.
            slots = self.pub[wedding]
            queens = self.deck.mask(self.queens)
            for i in range(2):
                slots[i] &= queens
        self.turn = self.leader
        self.phase = PLAY
        self.event.append(ContractChosen(self.contract, self.soloist, self.leader,
                                         bool(self.compulsory)))

    def _announce(self, level: int) -> None:
        seat = self.turn
        party = self.party_of(seat)
        previous = self.level[party]
        reply = previous < 0 and len(self.hands[seat]) < knowledge.cards_needed(self, 0)
        self.level[party] = level
        if reply:
            self.reply[party] = 1
        self.announcers.append((seat, party, level))
        self.event.append(Announced(seat, party, level, previous, reply))
        if Contract(self.contract) is Contract.NORMAL:
            queens = self.deck.mask(self.queens)
            slots = self.pub[seat]
            if party == KONTRA:
                self.show_void(seat, queens)
            elif not any(s == seat for s in knowledge.queens_played(self)) \
                    and not any(m & ~queens == 0 for m in slots):
                slots[0] &= queens

    def _play(self, card: int) -> None:
        seat = self.turn
        led = self.led()
        if led is not None and self.tab.klass[card] != self.tab.klass[led]:
            self.show_void(seat, self.tab.masks[self.tab.klass[led]])
        self.play_from_hand(seat, card)
        self.trick.append(card)
        self.played.append((seat, card))
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return
        winner = (self.leader + self.ahead()) % 4
        worth = rules.points(self.deck, self.trick)
        self.tricks.append((self.leader, winner, worth, *self.trick))
        self.event.append(TrickWon(winner, self.leader, tuple(self.trick), worth,
                                   len(self.tricks)))
        self.trick = []
        self.leader = self.turn = winner
        if Contract(self.contract) is Contract.WEDDING and not self.clarified:
            number = len(self.tricks)
            if winner != self.soloist:
                self.wedding_partner, self.clarified = winner, number
            elif number == 3:
                self.clarified = 3
            if self.clarified:
                self.event.append(WeddingClarified(self.soloist, self.wedding_partner, number))
        if len(self.tricks) == self.hand_size:
            self._score()

    def _reveal_news(self, before: list[knowledge.Known]) -> None:
        after = knowledge.known_parties(self, None)
        # What was shown (a queen of clubs) comes before what follows from it ("So South is
        # Kontra."), whatever the seats' order.
        for seat in sorted(range(4), key=lambda s: after[s][1] is Cause.DEDUCED):
            party, cause = after[seat]
            if before[seat][0] is None and party is not None and cause is not None:
                self.event.append(PartyRevealed(seat, party, cause))

    # -- scoring ------------------------------------------------------------------------------

    def specials(self) -> Specials:
        """Doppelkopf tricks, foxes caught and Karlchen per party (from the finished tricks)."""
        dk, fox, charlie = [0, 0], [0, 0], [0, 0]
        for number, (leader, winner, worth, *cards) in enumerate(self.tricks, 1):
            side = self.party_of(winner)
            if worth >= 40:
                dk[side] += 1
            for i, card in enumerate(cards):
                owner = (leader + i) % 4
                if self.deck.face(card) == rules.FOX and self.party_of(owner) != side:
                    fox[side] += 1
            best = cards[(winner - leader) % 4]
            if number == self.hand_size and self.deck.face(best) == rules.CHARLIE:
                charlie[side] += 1
        return Specials((dk[0], dk[1]), (fox[0], fox[1]), (charlie[0], charlie[1]))

    def _score(self) -> None:
        re = self.re_seats()
        re_points = sum(t[2] for t in self.tricks if t[1] in re)
        re_tricks = sum(1 for t in self.tricks if t[1] in re)
        taken = (re_tricks, len(self.tricks) - re_tricks)
        normal = len(re) == 2
        result = score(re_points, taken, (self.level[0], self.level[1]),
                       self.specials() if normal else None, normal)
        points = seat_points(result.value, re)
        for seat in range(4):
            self.totals[seat] += points[seat]
        self.sheet.append((self.deal_no, self.contract, *points))
        items = tuple((item.value, party, p) for item, party, p in result.items)
        self.event.append(DealScored(
            self.deal_no, self.contract, re, re_points, taken, (self.level[0], self.level[1]),
            -1 if result.winner is None else result.winner, items, result.value, points,
            tuple(self.totals)))
        if self.compulsory:
            self.owed[self.soloist] = 0  # the same dealer deals again
        else:
            self.regular += 1
            self.dealer = (self.dealer + 1) % 4
        if self.regular >= self.deals and not any(self.owed):
            self.phase = OVER
            return
        self.deal_no += 1
        self._start_deal()

    # -- events and hidden information ----------------------------------------------------------

    def play_events(self, move: Move) -> list[Event]:
        """The card played (reservations and announcements are told after the move)."""
        if isinstance(move, PlayCard):
            led = self.led()
            klass = self.tab.klass
            if led is None or klass[move.card] == klass[led]:
                return [CardPlayed(self.turn, move.card)]
            trumps = klass[move.card] == rules.TRUMP
            # A ruff on a trick already ruffed overtrumps when it beats it, else undertrumps
            # (as Whist tells it): "Queen of hearts from East, a trump" did not say it beat
            # the trump played before it.
            ruffed = trumps and any(klass[c] == rules.TRUMP for c in self.trick)
            over = ruffed and rules.winning_index([*self.trick, move.card], self.tab,
                                                  self.deck, self.second_ten) == len(self.trick)
            return [CardPlayed(self.turn, move.card, klass[led], trumps, over,
                               ruffed and not over)]
        return []

    def after_move_events(self, mover: Player) -> list[Event]:
        """Reservations, the game chosen, announcements, tricks, parties revealed, scores."""
        return list(self.event)

    def table_cards(self) -> list[tuple[Player | None, int]]:
        """The trick being played, each card with its player."""
        return tricks.trick_on_table(self.trick, self.leader, 4)

    def taken_trick(self) -> tuple[Player, list[tuple[Player | None, int]]] | None:
        """The trick taken last in this deal, while the next has no card yet."""
        if self.trick or not self.tricks:
            return None
        leader, winner, _, *cards = self.tricks[-1]
        return winner, tricks.trick_on_table(cards, leader, 4)

    def public_cards(self) -> list[int]:
        """Every card played in this deal."""
        return [card for _, card in self.played]

    def public_said(self, viewer: Player | None = None) -> list[int]:
        """``said`` as ``viewer`` (None: anybody) may know it: healthy is public, a
        reservation's kind is known to its own seat, and to all once it is the game played
        (the soloist's or the wedding's holder's); every other reservation is HELD."""
        played = self.soloist if self.phase != RESERVE else -1
        return [value if value in (UNSAID, HELD, Reservation.HEALTHY.value)
                or seat in (viewer, played) else HELD for seat, value in enumerate(self.said)]

    def public_key(self) -> Hashable:
        """Everything public: reservations (as :meth:`public_said`), game, trick,
        announcements, the score list."""
        return (self.dealer, self.phase, tuple(self.public_said()), self.asker, self.contract,
                self.soloist, tuple(self.trick), self.leader, self.turn,
                tuple(map(tuple, self.played)), tuple(self.level), tuple(self.reply),
                tuple(map(tuple, self.announcers)), self.wedding_partner, self.clarified,
                self.deal_no, tuple(self.totals), tuple(self.owed), self.regular, self.forced,
                self.compulsory)

    def key(self) -> Hashable:
        """The whole position, every reservation's kind included."""
        return (super().key(), tuple(self.said))

    def info_key(self, viewer: Player | None) -> Hashable:
        """The shared key and the viewer's own reservation."""
        own = self.said[viewer] if viewer is not None else UNSAID
        return (super().info_key(viewer), own)

    def apply(self, move: Move) -> None:
        """Make a move; a reservation is kept with the seat that said it, so that a view
        can hide it from the others (:meth:`_redact_move`)."""
        if isinstance(move, Reserve) and move.seat != self.asker:
            move = Reserve(move.kind, self.asker)
        super().apply(move)

    def move_audience(self, move: Move) -> frozenset[Player] | None:
        """A dealt card and a reservation (not healthy) are seen by their own seat only."""
        if isinstance(move, Reserve) and move.kind is not Reservation.HEALTHY:
            return frozenset({self.asker})
        return super().move_audience(move)

    def view_follows(self, move: Move) -> bool:
        """A view holding another seat's hidden reservation (HELD) cannot follow the
        reservations: which game they choose rests on its kind."""
        return not (isinstance(move, Reserve) and HELD in self.said)

    @staticmethod
    def _redact_move(move: Move, viewer: Player | None) -> Move:
        if isinstance(move, Reserve) and move.kind is not Reservation.HEALTHY \
                and move.seat != viewer:
            return HiddenMove()
        return CardState._redact_move(move, viewer)

    def redacted(self, viewer: Player | None) -> DoppelkopfState:
        """The base redaction without the others' reservations (:meth:`public_said`),
        remembering whose view it is (``viewer``) for narration."""
        view = super().redacted(viewer)
        assert isinstance(view, DoppelkopfState)
        view.said = self.public_said(viewer)
        view.viewer = viewer
        return view

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> DoppelkopfState:
        """A complete deal consistent with this redacted view (the card core's sampler), made
        likelier by what the bidding implies (:mod:`.inference`); a reservation the view
        does not name is guessed from the sampled hand."""
        full = inference.likely_deal(self, viewer, rng, super().sample_hidden)
        inference.guess_reservations(full)
        return full

    def sample_consistent(self, viewer: Player | None, rng: random.Random) -> DoppelkopfState:
        """Any deal the card core's sampler draws, not made likelier by the bidding; its
        unnamed reservations guessed as in :meth:`sample_hidden`."""
        full = super().sample_hidden(viewer, rng)
        assert isinstance(full, DoppelkopfState)
        inference.guess_reservations(full)
        return full

    def is_reveal(self, move: Move) -> bool:
        """A card played, a reservation or an announcement cannot be taken back."""
        return True

    def load_fields(self, data: dict[str, Any]) -> None:
        """Read the Doppelkopf fields of a position text."""
        for name in self.extra_fields:
            if name in data and name != "event":
                value = data[name]
                if name in ("played", "tricks", "announcers", "sheet"):
                    value = [tuple(v) for v in value]
                setattr(self, name, value)

    def game_fields(self) -> dict[str, Any]:
        """The fields for the position text (events are not part of a position)."""
        return {name: getattr(self, name) for name in self.extra_fields if name != "event"}

    def parse_move(self, text: str) -> Move:
        """The legal move a typed text means (see :mod:`.typed`)."""
        from accessible_games.games.cards.doppelkopf.typed import parse_command

        return parse_command(self, text)

    def explain_illegal(self, parts: tuple[Part, ...]) -> Reason:
        """Why a card chosen in the move builder cannot be played: not yet (the reservations
        come first), not held, or follow."""
        first = parts[0] if parts else None
        if isinstance(first, Token) and first.kind is TokenKind.CARD and self.phase != PLAY:
            return Reason(ReasonCode.NOT_PLAYABLE, (), (), WHY_NOT_NOW)  # reservations first
        if isinstance(first, Token) and first.kind is TokenKind.CARD:
            if first.value not in self.hands[self.turn]:
                return Reason(ReasonCode.NOT_PLAYABLE, (first,), (), WHY_NOT_HELD)
            if self.led() is not None:
                return self.follow_reason(first.value)
        return super().explain_illegal(parts)

    def follow_reason(self, card: int) -> Reason:
        """Why ``card``, held, may not follow the trick: its ``locations`` are the class led
        and the card (a queen of clubs is a trump on a club lead: its suit misleads)."""
        led = self.led()
        assert led is not None
        return Reason(ReasonCode.NOT_PLAYABLE, (self.tab.klass[led], card),
                      tuple(m for m in self.legal_moves() if isinstance(m, PlayCard)),
                      WHY_FOLLOW)
