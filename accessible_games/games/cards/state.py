"""The state every card game shares: hands, the talon, dealing by chance, hidden information.

Dealing is a sequence of chance moves, one per card: :class:`Deal` names the card and who gets
it. While ``pending`` holds receivers, chance is to move and draws uniformly from the talon, so
the talon is a set (its order is never modelled) and a reshuffle is a public event, not a chance
move. A dealt card's chance move is seen by its receiver only (:meth:`CardState.move_audience`).

Games subclass :class:`CardState`, list their own mutable fields in ``extra_fields`` (copied for
undo and copies), and implement the play hooks. :meth:`CardState.redacted`,
:meth:`CardState.info_key` and :meth:`CardState.sample_hidden` follow the table contract.
"""

from __future__ import annotations

import bisect
import itertools
import json
import marshal
import random
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, ClassVar

from accessible_games.engine.events import Event, Private
from accessible_games.engine.state import Game, State
from accessible_games.engine.types import (
    CHANCE,
    InvalidMoveError,
    InvalidPositionError,
    Location,
    Move,
    Player,
    Token,
    TokenKind,
    TurnKind,
)
from accessible_games.games.cards import hidden
from accessible_games.games.cards.core import UNKNOWN, Deck
from accessible_games.games.cards.events import CardDealt, CardTurned

PILE = -2
"""The receiver of a :class:`Deal` that turns the card face up onto the discard pile."""


@dataclass(frozen=True, slots=True)
class Deal(Move):
    """Chance gives ``card`` to seat ``to`` (or turns it onto the pile when ``to`` is PILE)."""

    card: int
    to: int
    penalty: bool = False
    """True for a penalty or forced draw after the deal."""

    @property
    def parts(self) -> tuple[Token, ...]:
        """The card, as a token."""
        return (Token(TokenKind.CARD, self.card),)

    @property
    def notation(self) -> str:
        """"deal 12>2" (card 12 to seat 2), "deal ?>2" when unknown, "deal 5>pile"."""
        card = "?" if self.card == UNKNOWN else str(self.card)
        to = "pile" if self.to == PILE else str(self.to)
        return f"deal {card}>{to}"


def _clone(value: Any) -> Any:
    if isinstance(value, list):
        return [_clone(v) if isinstance(v, (list, dict)) else v for v in value]
    if isinstance(value, dict):
        return {k: _clone(v) for k, v in value.items()}
    return value


def _clone_all(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """Deep copies of a state's fields. They are plain data (lists and dicts of numbers and
    strings), which ``marshal`` copies in C, about three times as fast as walking them in
    Python (copies are most of the cost of a view or a playout); a field holding anything
    else (Doppelkopf's events waiting to be told) is copied by walking, the rest still by
    ``marshal``."""
    try:
        return marshal.loads(marshal.dumps(values))
    except ValueError:
        return tuple(_clone_one(v) for v in values)


def _clone_one(value: Any) -> Any:
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return _clone(value)


class CardState(State):
    """Hands, talon and public knowledge of hidden cards; dealing by chance; undo by snapshots."""

    base_fields: ClassVar[tuple[str, ...]] = ("hands", "talon", "pub", "talon_mask", "pending",
                                              "face_up")
    extra_fields: ClassVar[tuple[str, ...]] = ()
    """The subclass's own mutable fields (lists, dicts of plain values, ints, enums)."""
    undo_by_snapshot: ClassVar[bool] = True
    draws_cards: ClassVar[bool] = False
    """True when a player draws a card as a move (Mau Mau): the word "draw" is that move."""

    def __init__(self, game: Game, deck: Deck, num_players: int) -> None:
        self.game = game
        self.deck = deck
        self.num_players = num_players
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.talon: list[int] = list(range(len(deck)))
        self.pub: list[list[int]] = [[] for _ in range(num_players)]
        """Per seat, the public mask of every card in that hand (see :mod:`.hidden`)."""
        self.talon_mask: int = deck.full_mask
        """The public mask of every talon card."""
        self.pending: list[list[int]] = []
        """Chance draws still to make: [receiver, penalty flag] in order."""
        self.face_up: list[int] = []
        """Cards shown face up that stay in a hand (Whist's trump card)."""
        self.moves: list[Move] = []
        self._stack: list[tuple[Any, ...]] = []
        self._undoable = True
        """False on a playout copy: moves keep no undo records."""
        self._draw_order: list[int] | None = None
        """On a playout copy, the order in which its talon cards are drawn."""
        self._seen: dict[Player | None, tuple[list[Move], list[Move]]] = {}
        """Per viewer, the moves already redacted (see :meth:`_redacted_moves`)."""
        self.searcher: Player = -1
        """On a deal the computer imagined (``sample_hidden``): the seat searching it, for a
        game whose playouts let that seat's opponents play differently (Whist, Mau Mau:
        they slip now and then); -1 on every real position."""

    # -- hooks for games -------------------------------------------------------------------------

    def next_game_options(self) -> dict[str, Any]:
        """In a game with a ``dealer`` option, the deal passes on at the table: the next
        game is dealt first by the player left of the last deal's dealer
        (:meth:`last_dealer`)."""
        dealer = self.last_dealer()
        if dealer is None:
            return {}
        return {"dealer": (dealer + 1) % self.num_players}

    def last_dealer(self) -> Player | None:
        """Who dealt the last deal (None in a game without a dealer option); the state's
        ``dealer``, where a game's last deal does not pass the deal on."""
        if "dealer" not in self.game.options:
            return None
        return int(getattr(self, "dealer"))

    def seat_to_move(self) -> Player:
        """The seat that acts when no chance draw is pending."""
        raise NotImplementedError

    def apply_play(self, move: Move) -> None:
        """Apply a player's move (the snapshot for undo is already taken)."""
        raise NotImplementedError

    def after_deal(self, move: Deal) -> None:
        """Hook called after a dealt card reached its place."""

    def table_cards(self) -> list[tuple[Player | None, int]]:
        """The cards lying face up in the middle of the table, each with the seat that played
        it (None for a pile's top card): what a player sees there at a glance."""
        return []

    def taken_trick(self) -> tuple[Player, list[tuple[Player | None, int]]] | None:
        """The trick taken last, while the next has no card yet: who took it, and its cards
        each with the seat that played it. None in games without tricks, before the first
        trick of a deal and once the next has begun."""
        return None

    def public_cards(self) -> list[int]:
        """Cards every seat can see: the discard pile, the trick, tricks taken."""
        return []

    def public_key(self) -> Hashable:
        """Everything public beyond hands and talon (the pile, whose turn, the score)."""
        return ()

    def game_fields(self) -> dict[str, Any]:
        """The subclass's fields for the position text."""
        return {name: getattr(self, name) for name in self.extra_fields}

    # -- chance ---------------------------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """Chance while cards are to be dealt; the game decides the rest."""
        if self.outcome() is not None:
            return TurnKind.TERMINAL
        if self.pending:
            return TurnKind.CHANCE
        return TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        """CHANCE during a deal, else the seat to act."""
        if self.pending:
            return CHANCE
        return self.seat_to_move()

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """Every talon card, equally likely, for the next pending receiver.

        Raises:
            ValueError: the talon holds unknown cards (sample a redacted view first).
        """
        if not self.pending or self.outcome() is not None:
            return []
        if UNKNOWN in self.talon:
            raise ValueError("a redacted view has no chance outcomes; sample it first")
        to, penalty = self.pending[0]
        p = 1.0 / len(self.talon)
        return [(Deal(card, to, bool(penalty)), p) for card in sorted(self.talon)]

    def sample_chance(self, rng: random.Random) -> Deal:
        """The next card dealt, drawn as the engine's default draws it from
        :meth:`chance_outcomes` (the same card from the same generator) without making a move
        of every talon card: playouts deal many cards."""
        if not self.pending or self.outcome() is not None:
            raise ValueError("not a chance turn")
        if UNKNOWN in self.talon:
            raise ValueError("a redacted view has no chance outcomes; sample it first")
        cards = sorted(self.talon)
        # random.choices with equal weights: the weights summed one by one, as it sums them.
        summed = list(itertools.accumulate(itertools.repeat(1.0 / len(cards), len(cards))))
        index = bisect.bisect(summed, rng.random() * summed[-1], 0, len(cards) - 1)
        to, penalty = self.pending[0]
        return Deal(cards[index], to, bool(penalty))

    def _apply_deal(self, move: Deal) -> None:
        self.pending.pop(0)
        self.talon.remove(move.card)
        if move.to == PILE:
            self.reveal(move.card)
        else:
            hand = self.hands[move.to]
            hand.append(move.card)
            hand.sort(key=self.deck.sort_key)
            self.pub[move.to].append(self.talon_mask)
        self.after_deal(move)

    def reveal(self, card: int) -> None:
        """``card`` is now seen by everyone: no hidden place may hold it any more."""
        keep = ~(1 << card)
        self.talon_mask &= keep
        for slots in self.pub:
            for i, mask in enumerate(slots):
                if mask != 1 << card:
                    slots[i] = mask & keep

    def play_from_hand(self, seat: Player, card: int) -> None:
        """``seat`` shows ``card`` from the hand: it leaves the hand and becomes public."""
        self.hands[seat].remove(card)
        if card in self.face_up:
            self.face_up.remove(card)
        hidden.remove_slot(self.pub[seat], card)
        self.reveal(card)

    def show_void(self, seat: Player, mask: int) -> None:
        """Everybody now knows ``seat`` holds none of the cards in ``mask``."""
        slots = self.pub[seat]
        for i, m in enumerate(slots):
            slots[i] = m & ~mask

    def policy_move(self, rng: random.Random) -> Move:
        """The game's rule-based move for the player to move (the beginner's choice).

        It must read only the mover's own hand and what is public, so that it gives the same
        answer on the mover's redacted view as on the complete state.
        """
        raise NotImplementedError

    def playout_move(self, rng: random.Random) -> Move | None:
        """A playout's next move: a card drawn at random at a chance turn, the game's
        rule-based move at a player's turn, None when the game is over or a new deal starts
        (a playout stops at the end of the deal it began in)."""
        if self.outcome() is not None:
            return None
        if self.pending:
            if len(self.talon) == len(self.deck):
                return None
            if self._undoable:
                return self.sample_chance(rng)
            return self._draw_in_order(rng)
        return self.policy_move(rng)

    def _draw_in_order(self, rng: random.Random) -> Move:
        """On a playout copy: the talon card first in one shuffled order of the whole pack.

        The order is shuffled with ``rng`` at the playout's first draw and kept, so playouts
        that start from the same deal with the same generator draw their cards in the same
        order whatever was played before (fairer comparisons of the first moves); each card
        is still equally likely to come next.
        """
        order = self._draw_order
        if order is None:
            order = list(range(len(self.deck)))
            rng.shuffle(order)
            self._draw_order = order
        talon = set(self.talon)
        card = next(c for c in order if c in talon)
        to, penalty = self.pending[0]
        return Deal(card, to, bool(penalty))

    # -- State contract ----------------------------------------------------------------------------

    def _snapshot(self) -> tuple[Any, ...]:
        names = self.base_fields + self.extra_fields
        return _clone_all(tuple(getattr(self, name) for name in names))

    def _restore(self, snap: tuple[Any, ...]) -> None:
        for name, value in zip(self.base_fields + self.extra_fields, _clone_all(snap),
                               strict=True):
            setattr(self, name, value)

    def apply(self, move: Move) -> None:
        """Make a legal move (a chance deal or a player's move) in place."""
        if self._undoable:
            self._stack.append(self._snapshot())
        if isinstance(move, Deal):
            self._apply_deal(move)
        else:
            self.apply_play(move)
        self.moves.append(move)

    def undo(self) -> None:
        """Take back the last move.

        Raises:
            ValueError: this is a playout copy, which keeps no undo records.
        """
        if not self._undoable:
            raise ValueError("a playout copy cannot undo")
        self._restore(self._stack.pop())
        self.moves.pop()

    def copy(self) -> CardState:
        """An independent copy, history included."""
        other = self._copy_without_stack()
        other._stack = list(self._stack)
        return other

    def playout_copy(self) -> CardState:
        """A copy that keeps no undo records (much faster to play on; it cannot undo)."""
        other = self._copy_without_stack()
        other._undoable = False
        return other

    def _copy_without_stack(self) -> CardState:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        names = self.base_fields + self.extra_fields
        for name, value in zip(names, _clone_all(tuple(getattr(self, n) for n in names)),
                               strict=True):
            setattr(other, name, value)
        other.moves = list(self.moves)
        other._stack = []
        other._seen = {}
        other._undoable = True
        other._draw_order = None
        return other

    def key(self) -> Hashable:
        """Every card's place, the public knowledge and the game's public fields."""
        return (tuple(tuple(sorted(h)) for h in self.hands), tuple(sorted(self.talon)),
                self._public_part(), self.public_key())

    def _public_part(self) -> Hashable:
        return (tuple(len(h) for h in self.hands), len(self.talon), self.talon_mask,
                tuple(tuple(sorted(p)) for p in self.pub),
                tuple(tuple(p) for p in self.pending))

    def move_events(self, move: Move) -> list[Event]:
        """A deal's event (private to its receiver); games add their own for other moves."""
        if isinstance(move, Deal):
            if move.to == PILE:
                return [CardTurned(move.card)]
            return [Private(frozenset({move.to}), CardDealt(move.to, move.card, move.penalty),
                            CardDealt(move.to, UNKNOWN, move.penalty))]
        return self.play_events(move)

    def play_events(self, move: Move) -> list[Event]:
        """The events of a player's move, computed before it is applied."""
        return []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        """Card games read typed moves with :meth:`parse_move`; there are no places."""
        raise InvalidMoveError(text, "a card such as qh or Herz-Dame")

    # -- hidden information ---------------------------------------------------------------------

    def move_audience(self, move: Move) -> frozenset[Player] | None:
        """A dealt card is seen by its receiver only; everything else by everyone."""
        if isinstance(move, Deal) and move.to != PILE:
            return frozenset({move.to})
        return None

    def redacted(self, viewer: Player | None) -> CardState:
        """A copy in which others' hands and the talon are unknown but counted.

        Cards shown face up while staying in a hand (Whist's turned trump card) stay visible;
        nothing merely deduced is filled in. The undo stack is emptied and others' deals are
        hidden in the move list.
        """
        view = self._copy_without_stack()
        for seat in range(self.num_players):
            if seat == viewer:
                continue
            known = [c for c in self.hands[seat] if c in self.face_up]
            view.hands[seat] = sorted(known, key=self.deck.sort_key) + [UNKNOWN] * (
                len(self.hands[seat]) - len(known))
        view.talon = [UNKNOWN] * len(self.talon)
        view.moves = self._redacted_moves(viewer)
        view._seen = {}
        return view

    def _redacted_moves(self, viewer: Player | None) -> list[Move]:
        """The move list as ``viewer`` may see it, extended from a per-viewer cache.

        The cache is a prefix of the history; it is trusted only while its last move is the
        very move object at that place in ``moves`` (an undo and another move rebuild it).
        """
        cache = self._seen.setdefault(viewer, ([], []))
        originals, shown = cache
        n = len(originals)
        if n > len(self.moves) or (n and self.moves[n - 1] is not originals[-1]):
            originals.clear()
            shown.clear()
            n = 0
        for move in self.moves[n:]:
            originals.append(move)
            shown.append(self._redact_move(move, viewer))
        return list(shown)

    @staticmethod
    def _redact_move(move: Move, viewer: Player | None) -> Move:
        if isinstance(move, Deal) and move.to not in (PILE, viewer):
            return Deal(UNKNOWN, move.to, move.penalty)
        return move

    def info_key(self, viewer: Player | None) -> Hashable:
        """What ``viewer`` knows: their own hand and everything public."""
        own = tuple(sorted(self.hands[viewer])) if viewer is not None else ()
        return (viewer, own, self._public_part(), self.public_key())

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> CardState:
        """A complete state consistent with this redacted view (call it on ``redacted()``).

        The unseen cards are dealt into others' hands and the talon so that every card fits
        what the table has seen: voids shown, cards played, a wished suit.

        Raises:
            ValueError: the view holds no consistent deal (a defect).
        """
        known = set(self.public_cards())
        for hand in self.hands:
            known.update(c for c in hand if c != UNKNOWN)
        pool = [c for c in range(len(self.deck)) if c not in known]
        masks: list[int] = []
        places: list[tuple[int, int]] = []
        for seat in range(self.num_players):
            unknown_slots = [m for m in self.pub[seat]
                             if not (m.bit_count() == 1 and m.bit_length() - 1 in self.face_up)]
            holes = [i for i, c in enumerate(self.hands[seat]) if c == UNKNOWN]
            if len(unknown_slots) != len(holes):
                unknown_slots = list(self.pub[seat])[:len(holes)]
            masks.extend(unknown_slots)
            places.extend((seat, i) for i in holes)
        masks.extend([self.talon_mask] * len(self.talon))
        places.extend((-1, i) for i in range(len(self.talon)))
        cards = hidden.fill_slots(masks, pool, rng)
        full = self.copy()
        for (seat, index), card in zip(places, cards, strict=True):
            if seat < 0:
                full.talon[index] = card
            else:
                full.hands[seat][index] = card
        for hand in full.hands:
            hand.sort(key=self.deck.sort_key)
        return full

    # -- text form ------------------------------------------------------------------------------

    def to_text(self) -> str:
        """The position as JSON: hands, talon, public knowledge and the game's fields."""
        data: dict[str, Any] = {name: getattr(self, name) for name in self.base_fields}
        data["talon_mask"] = hex(self.talon_mask)
        data["pub"] = [[hex(m) for m in slots] for slots in self.pub]
        data["deck"] = self.deck.name
        data.update({k: _plain(v) for k, v in self.game_fields().items()})
        return json.dumps(data, sort_keys=True)

    def load_text(self, text: str) -> None:
        """Read back :meth:`to_text` into this state.

        Raises:
            InvalidPositionError: the text is not such a position.
        """
        try:
            data = json.loads(text)
            if data["deck"] != self.deck.name:
                raise ValueError(f"deck {data['deck']} is not {self.deck.name}")
            self.hands = [list(h) for h in data["hands"]]
            self.talon = list(data["talon"])
            self.pub = [[int(m, 16) for m in slots] for slots in data["pub"]]
            self.talon_mask = int(data["talon_mask"], 16)
            self.pending = [list(p) for p in data["pending"]]
            self.face_up = [int(c) for c in data.get("face_up", [])]
            self.load_fields(data)
        except (ValueError, KeyError, TypeError) as error:
            raise InvalidPositionError(text[:60], str(error), "the JSON of to_text") from None
        # A seat's view (``redacted``) writes cards it may not see as UNKNOWN: those count
        # as places, and every card the text names must still be in exactly one place.
        places = [c for h in self.hands for c in h] + self.talon + self.public_cards()
        named = [c for c in places if c != UNKNOWN]
        if (len(places) != len(self.deck) or len(set(named)) != len(named)
                or not all(0 <= c < len(self.deck) for c in named)):
            raise InvalidPositionError(text[:60], "every card must be in exactly one place",
                                       "the JSON of to_text")

    def load_fields(self, data: dict[str, Any]) -> None:
        """Read the game's own fields from parsed position data."""


def _plain(value: Any) -> Any:
    if hasattr(value, "value") and not isinstance(value, (int, str)):
        return value.value
    return value
