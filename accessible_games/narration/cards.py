"""Card names in German and English, and a hand read suit by suit.

A card's name is built from the ``cards`` catalog: "queen of hearts" in English, "Herz-Dame" in
German. Suit and court names follow the pack's pictures (French: Kreuz, Pik, Bube, Dame; German:
Eichel, Grün, Unter, Ober) unless ``pattern`` chooses the other set, which is the setting for
players who learned the other names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar, Protocol, TypeVar, cast

from accessible_games.engine import Game, Location, Move, Outcome, Reason, ReasonCode, State
from accessible_games.engine.types import Player, Token, TokenKind
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import UNKNOWN, Deck, Face, Pattern, Rank, Suit
from accessible_games.games.cards.events import CardPlayed
from accessible_games.narration.catalog import Catalog, capitalized
from accessible_games.narration.cell_count import cells_at_most
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.topics import Query
from accessible_games.narration.views import BoardView, Cell, Occupant, PlaceKind

_T = TypeVar("_T")


class CardNames:
    """Names of cards and suits in one language, for one pack."""

    def __init__(self, cat: Catalog, deck: Deck, pattern: Pattern | None = None) -> None:
        self.cat = cat
        self.deck = deck
        self.pattern = pattern or deck.pattern

    def suit(self, suit: Suit | int) -> str:
        """A suit's name ("hearts", "Herz", "Eichel")."""
        value = suit.value if isinstance(suit, Suit) else suit
        return self.cat.text(f"cards.suit.{self.pattern.value}.{value}")

    def face(self, face: Face) -> str:
        """The name of a face ("queen of hearts", "Herz-Dame", "roter Joker")."""
        if face.is_joker:
            return self.cat.text(f"cards.joker.{face.joker}")
        assert face.suit is not None
        return self.cat.text("cards.card", rank=self.rank(face), suit=self.suit(face.suit))

    def rank(self, face: Face | Rank) -> str:
        """The rank's word ("seven", "Dame", "Unter") of a face or of a rank alone."""
        value = (face if isinstance(face, Rank) else face.rank).value
        if value <= 10:
            return self.cat.text(f"cards.rank.{value}")
        return self.cat.text(f"cards.rank.{self.pattern.value}.{value}")

    def no_rank(self, rank: Rank) -> str:
        """"None of" a rank, for "you hold ...": "no ace", "keinen König", "kein Ass" (German
        needs the rank's article)."""
        value = rank.value
        if rank is Rank.JOKER:
            return self.cat.text("cards.rank.none.joker")
        if value <= 10:
            return self.cat.text(f"cards.rank.none.{value}")
        return self.cat.text(f"cards.rank.none.{self.pattern.value}.{value}")

    def card(self, card: int) -> str:
        """The name of a card by id ("a hidden card" for UNKNOWN)."""
        if card == UNKNOWN:
            return self.cat.text("cards.unknown")
        return self.face(self.deck.face(card))

    def cards(self, cards: Sequence[int]) -> str:
        """Card names joined with "and"."""
        return self.cat.join_and([self.card(c) for c in cards])

    def rank_words(self, cards: Sequence[int]) -> str:
        """Cards of a pack held by rank, by rank alone, in the order given, parted by commas:
        "two, five, queen, red joker"."""
        return ", ".join(self.face(f) if f.is_joker else self.rank(f)
                         for f in map(self.deck.face, cards))

    def hand(self, cards: Sequence[int]) -> str:
        """A hand in suit order: "5 cards. Clubs: seven, queen. Hearts: king, ace."; a pack
        held by rank, by rank alone: "5 cards. Two, five, queen, ace, red joker."."""
        known = sorted((c for c in cards if c != UNKNOWN), key=self.deck.sort_key)
        if not cards:
            return self.cat.text("cards.hand.empty")
        groups: list[str] = []
        if self.deck.by_rank and known:
            groups.append(capitalized(self.cat.text("cards.hand.ranks",
                                                    cards=self.rank_words(known))))
        current: Suit | None = None
        ranks: list[str] = []
        for card in [] if self.deck.by_rank else known:
            face = self.deck.face(card)
            if face.suit is not current and ranks:
                groups.append(self._group(current, ranks))
                ranks = []
            current = face.suit
            ranks.append(self.rank(face) if not face.is_joker else self.face(face))
        if ranks:
            groups.append(self._group(current, ranks))
        hidden = len(cards) - len(known)
        if hidden:
            groups.append(self.cat.plural("cards.hidden", hidden))
        # Said after a colon ("Dein Blatt: eine Karte."), so a count in words stays lower case.
        return self.cat.text("cards.hand", count=self.cat.plural("cards.count", len(cards)),
                             groups=" ".join(groups))

    def _group(self, suit: Suit | None, ranks: list[str]) -> str:
        name = self.suit(suit) if suit is not None else self.cat.text("cards.jokers")
        text = self.cat.text("cards.hand.group", suit=name, cards=", ".join(ranks))
        return capitalized(text)  # each group is a sentence


class TrickState(Protocol):
    """A trick-taking game's state as :meth:`CardDescriberMixin.ahead_text` reads it (Whist,
    Doppelkopf)."""

    trick: list[int]
    """The cards of the trick being played, in playing order."""
    leader: Player
    """The seat that led it."""

    def ahead(self) -> int:
        """The index in the trick of the card winning it so far (-1: an empty trick)."""


FEW = 3
"""A refusal to follow suit names the cards that may be played when there are at most this
many ("You must follow suit: you can play the two or the king of hearts."); with more, the rule
alone (the playable key finds them)."""


BRAILLE_LINE = 40
"""The cells of a common braille display: a refusal's braille form fits in them
(:meth:`CardDescriberMixin.follow_brief`)."""


class CardDescriberMixin:
    """Shared pieces of the card describers: names, and the public form of private events.

    A describer must be given the events a listener may see (``events_for``); if a private
    event reaches it anyway it speaks only the public form, never the hidden one.
    """

    cat: Catalog
    names: CardNames
    verbosity: Verbosity
    lang: str
    since_by_moves: bool = False
    """True where a turn's own sentence says more than its card (Dog: the card moves
    marbles), so that "since" repeats the moves rather than listing the cards alone."""
    braille_line: bool = False
    """True while :meth:`told_with_brief` writes a move's braille form: a line may then
    say a partnership by its seats' initials ("Tricks: NS 5, EW 5."), which the brief
    verbosity spoken keeps whole."""

    moves_are_cards: ClassVar[bool] = True
    """See :attr:`.Describer.moves_are_cards`: a card table says "Last:", not "The last
    move:"."""

    def move_kind(self, move: Move) -> str | None:
        """What a card table calls ``move`` where moves are counted ("undo": "2 cards taken
        back."): "card" for a card played (the default for a move that names its card),
        "draw" for cards drawn, "pass" for a turn passed; None where a card word would not
        fit (the count then says moves)."""
        return "card" if isinstance(getattr(move, "card", None), int) else None

    def undo_done(self, taken: Sequence[tuple[Player, Sequence[Move]]], you: Player,
                  brief: bool = False) -> str:
        """What "undo" took back, in card words: "2 cards taken back.", or each kind counted
        where draws or passes were among them ("Taken back: one card, a draw and a pass.");
        "" where a move has no card word (:meth:`move_kind`)."""
        kinds = [self.move_kind(move) for _, moves in taken for move in moves]
        if not kinds or None in kinds:
            return ""
        counts = {kind: kinds.count(kind) for kind in ("card", "draw", "pass") if kind in kinds}
        brevity = ".brief" if brief else ""
        if list(counts) == ["card"]:
            return self.cat.plural(f"cards.undone{brevity}", counts["card"])
        parts = [self.cat.plural(f"cards.undone.{kind}", count) for kind, count in counts.items()]
        return self.cat.text(f"cards.undone.list{brevity}", parts=self.cat.join_and(parts))

    def outcome_text(self, outcome: Outcome) -> str:
        """The result: who resigned and who wins, when somebody resigned (the game's own
        sentence tells points, which would say nothing then); else the game's own."""
        resigned = self.resigned_text(outcome)  # type: ignore[attr-defined]
        return str(resigned) if resigned is not None else self.deal_outcome_text(outcome)

    def deal_outcome_text(self, outcome: Outcome) -> str:
        """The game's own result sentence (its points, its deals won)."""
        raise NotImplementedError

    trick_event: ClassVar[type | None] = None
    """The game's event of a trick taken (with its taker as ``seat``), for "since"; None in a
    game without tricks, whose help then leaves "last trick" out."""
    threats_elsewhere: ClassVar[bool] = False
    """True where "threats" says what another card question says (Whist: the voids;
    Doppelkopf: the trumps and aces still out), so that help names that question alone."""
    deal_event: ClassVar[type | None] = None
    """The game's event of a deal scored, for "since"."""

    def deals_in(self, state: State) -> int | None:
        """How many deals the game has, where that is fixed from the start (Doppelkopf's
        session, Mau Mau scored by points); None where it is open (Whist: until a side has
        won its games)."""
        return None

    def deal_heading(self, state: State) -> str:
        """The words that open the deal being played ("Deal 2 of 4.", "Deal 2." where the
        number of deals is open; Doppelkopf in German "Spiel 2 von 4."): the session says
        them as each deal after the first begins, so a player can tell the deals apart."""
        words = self.t  # type: ignore[attr-defined]
        deal, deals = getattr(state, "deal_no", 1), self.deals_in(state)
        if deals is None:
            return str(words("deal_heading", deal=deal))
        return str(words("deal_heading.of", deal=deal, deals=deals))

    def since_mark(self, event: object) -> str | None:
        """What "since" says between the cards about ``event`` ("South took the trick": the
        key ``since.took``), or None for an event it leaves out (a deal's end is told by
        :meth:`since_closing`)."""
        if self.trick_event is not None and isinstance(event, self.trick_event):
            return self.did("since.took", event.seat)  # type: ignore[attr-defined]
        return None

    @staticmethod
    def unseen_cards(hands: Sequence[Sequence[int]], deck: Deck, own: Player | None,
                     gone: Iterable[int]) -> list[int]:
        """The cards still out for the seat ``own``: neither ``gone`` (played, on the pile)
        nor in its hand (for a spectator, None, every card not gone), as a careful player
        counts them. ``hands`` are the hands of the state narrated."""
        seen = set(gone)
        if own is not None:
            seen.update(hands[own])
        return [card for card in range(len(deck)) if card not in seen]

    def cards_listed(self, cards: Iterable[int]) -> str:
        """Cards named one by one, each with its article where the language has one ("the
        ace of spades, the ten of spades and the seven of spades"); in their code on the
        braille line where the game writes codes there (:meth:`card_listed`)."""
        return self.join_listed([self.card_listed(c) for c in cards])

    def join_listed(self, cards: list[str]) -> str:
        """Cards of a list joined: with "and", or on the braille line, where the game writes
        them in their code (:meth:`card_listed`), a blank cell between two, as the hand has
        them ("⠁⠉⠀⠅⠉⠀⠚⠉")."""
        if self.braille_line and self.codes_on_line:
            return BLANK.join(cards)
        return self.cat.join_and(cards)

    def on_line(self, key: str) -> str:
        """``key`` (a game's own, as :meth:`.Describer.t` takes it), or its ``.brief`` form
        while the braille line is worded with the cards in their code (:meth:`card_listed`)
        and the catalog has one: the words around the codes in few cells too."""
        brief = f"{key}.brief"
        if self.braille_line and self.codes_on_line and \
                self.cat.has(self.key(brief)):  # type: ignore[attr-defined]
            return brief
        return key

    def card_listed(self, card: int) -> str:
        """A card in a list of cards: with its article where the language has one ("the ace
        of spades"), or in its code on the braille line where the game writes codes there
        (:attr:`codes_on_line`: "⠁⠎")."""
        if self.braille_line and self.codes_on_line:
            return self.card_code(card)
        return self.cat.text("hand.received.card", card=self.names.card(card))

    def follow_classes(self, state: State) -> list[tuple[str, int]]:
        """What a player must follow, each named with its mask of cards: the suits
        (Doppelkopf: trumps and the plain suits of the contract)."""
        return [(self.names.suit(s), self.names.deck.suit_mask(s)) for s in Suit]

    follows_suit: ClassVar[bool] = True
    """Players must follow the suit led (Whist) or the card on the pile (Mau Mau), so a
    player who cannot shows a void; False where nobody does (Dog)."""

    suits_matter: ClassVar[bool] = True
    """A card's suit changes what it may do; False where only the rank counts (Dog: two cards
    of one rank make the same moves), so a name that leaves the suit open ("dame", or German
    "k5", Kreuz- or Karo-Fünf) means any held card of its rank."""

    def voids_text(self, state: State) -> str:
        """What the table knows each seat holds none of now, every hidden card of the seat
        being publicly ruled out of it (a suit not followed, cards all played), the seats with
        the same voids together and the listener as "you": "Known from play: you and North
        hold no spades; West holds only hearts."; then what a seat that showed a void has
        drawn since may hold at most ("East holds at most one card of hearts or spades":
        :meth:`_at_most_entries`)."""
        named = self.follow_classes(state)
        entries = []
        for suits, seats, left in self._void_groups(state):
            if len(left) == 1:  # "West holds only trumps"
                entries.append(self._voids_entry("hand.voids.only", seats, left[0]))
            else:
                entries.append(self._voids_entry("hand.voids.entry", seats,
                                                 self.cat.join_and(list(suits))))
        for seat, slots in enumerate(getattr(state, "pub", [])):
            entries.extend(self._at_most_entries(seat, slots, named))
        if not entries:
            return self.cat.text("hand.voids.none")
        return self.cat.text("hand.voids", entries="; ".join(entries))

    def voids_brief(self, state: State) -> str | None:
        """:meth:`voids_text` on the braille line: the seats by their initials, the listener
        as "you", each group after its suits ("Void in trumps: you, E; void in trumps, clubs:
        S; only spades: W."); the sentence ran to 135 cells. A seat that may hold a suit
        again in the cards drawn since (Mau Mau) is told how many in few words ("Player 2: at
        most 2 of clubs or diamonds"), where the sentence ran to 256 cells. None where there
        is nothing to tell."""
        named = self.follow_classes(state)
        entries = []
        you = self.you  # type: ignore[attr-defined]
        for suits, seats, left in self._void_groups(state):
            mine = [self.cat.text("hand.voids.you")] if you in seats else []
            players = ", ".join(mine + [self.seat_brief(s) for s in seats if s != you])
            if len(left) == 1:
                entries.append(self.cat.text("hand.voids.brief.only", players=players,
                                             suits=left[0]))
            else:
                entries.append(self.cat.text("hand.voids.brief.entry", players=players,
                                             suits=", ".join(suits)))
        for seat, slots in enumerate(getattr(state, "pub", [])):
            entries.extend(self._at_most_entries(seat, slots, named, brief=True))
        if not entries:
            return None
        return capitalized(self.cat.text("hand.voids.brief", entries="; ".join(entries)))

    def _void_groups(self, state: State) -> list[tuple[tuple[str, ...], list[Player],
                                                       list[str]]]:
        """The seats known to hold no card of some suits, those with the same voids together:
        each group's suits, its seats, and the suits left to it."""
        named = self.follow_classes(state)
        groups: dict[tuple[str, ...], list[Player]] = {}
        for seat, slots in enumerate(getattr(state, "pub", [])):
            suits = tuple(name for name, mask in named if all(m & mask == 0 for m in slots))
            if slots and suits:
                groups.setdefault(suits, []).append(seat)
        return [(suits, seats, [name for name, _ in named if name not in suits])
                for suits, seats in groups.items()]

    def _at_most_entries(self, seat: Player, slots: Sequence[int],
                         named: list[tuple[str, int]], brief: bool = False) -> list[str]:
        """A seat that showed a void and then drew (Mau Mau) may hold a card of that suit
        again, but only in the cards drawn since: "East holds at most one card of hearts or
        spades". Counted over the seat's unknown cards (a card everybody knows, such as
        Whist's turned trump, is left out), for suits that one or two of them may be and
        not all; suits the same cards may be are said together, and the seat is named once
        ("... at most 2 cards of hearts and at most one card of spades")."""
        open_slots = [m for m in slots if m & (m - 1)]  # more than one card possible
        may: dict[tuple[int, ...], list[str]] = {}
        for name, mask in named:
            allowed = tuple(i for i, m in enumerate(open_slots) if m & mask)
            if 0 < len(allowed) < len(open_slots) and len(allowed) <= 2:
                may.setdefault(allowed, []).append(name)
        if not may:
            return []
        you = self.you  # type: ignore[attr-defined]
        (first, names), *more = may.items()
        if brief:  # "Player 2: at most 2 of clubs or diamonds, at most one of spades"
            player = self.cat.text("hand.voids.you") if seat == you else self.seat_brief(seat)
            said = [self.cat.plural("hand.voids.brief.at_most", len(first), player=player,
                                    suits=self.cat.join_or(names))]
            said += [self.cat.plural("hand.voids.brief.at_most.also", len(allowed),
                                     suits=self.cat.join_or(also)) for allowed, also in more]
            return [", ".join(said)]
        key = self.cat.addressed("hand.voids.at_most", ".you" if seat == you else "")
        said = [self.cat.plural(key, len(first), player=self.player(seat),  # type: ignore[attr-defined]
                                suits=self.cat.join_or(names))]
        said += [self.cat.plural("hand.voids.at_most.also", len(allowed),
                                 suits=self.cat.join_or(also)) for allowed, also in more]
        return [self.cat.join_and(said)]  # "... at most 2 cards of hearts and at most one ..."

    def _voids_entry(self, key: str, seats: list[Player], suits: str) -> str:
        """One group of seats with the same voids, in the key's form for one seat, several,
        the listener alone (``.you``) or the listener among them (``.with_you``)."""
        you = self.you  # type: ignore[attr-defined]
        others = [s for s in seats if s != you]
        joined = self.players_joined  # type: ignore[attr-defined]
        if len(others) < len(seats):  # the listener among them, named first
            if not others:
                return self.cat.text(f"{key}.you", suits=suits)
            return self.cat.text(f"{key}.with_you", suits=suits,
                                 players=joined(others, self.cat.text("hand.voids.you")))
        return self.cat.text(key if len(others) == 1 else f"{key}.many",
                             player=joined(others), suits=suits)

    def hand_resorted(self, events: Sequence[object]) -> bool:
        """True when a move changes how each hand is sorted (Doppelkopf's solo changes the
        trumps): the session then reads the listener's hand to them again."""
        return False

    def own_news(self, state: State, events: Sequence[object],
                 viewer: Player) -> tuple[str, str] | None:
        """What a move tells ``viewer`` alone from its own cards, after the news for everybody
        (Doppelkopf: the party the player's hand makes them, once the game is chosen), as
        (speech, braille), in the second person; None where there is nothing. ``state`` is
        the viewer's view right after the move."""
        return None

    def since_note(self, event: object) -> str | None:
        """Words "since" adds to the card just listed for ``event`` (Mau Mau: the jack's wish,
        "with a wish for diamonds"), or None."""
        return None

    def since_closing(self, event: object, ended: Outcome | None = None) -> str | None:
        """The sentence with which "since" ends a deal's cards for ``event``: an ended deal's
        result, as it was said when it ended (a player who was not listening missed it),
        before the cards of the next deal; None for any other event. ``ended``: the game
        ended with the move that brought ``event``, with this outcome (a game whose result
        is said instead of the last deal's says it here too)."""
        if self.deal_event is not None and isinstance(event, self.deal_event):
            return str(self.event_line(event))  # type: ignore[attr-defined]
        return None

    def place_note(self, state: State, location: Location) -> str:
        """A seat at the table with a card in the trick says it ("West, 11 cards, played the
        king of diamonds"): the table zone reads the trick seat by seat."""
        reader = getattr(state, "table_cards", None)
        if reader is None:
            return ""
        for seat, card in reader():
            if seat is not None and seat == location:
                return self.cat.text("cards.place.played", card=self.names.card(card))
        return ""

    def cards_to_play(self, state: State, most: int | None = None, codes: bool = False) -> str:
        """The cards the player to move may play now, in hand order, joined with "or" ("the
        jack of clubs or the nine of hearts"; equal cards of a double pack once), for a
        refusal that names the way on; "" for none, or for more than ``most``. With
        ``codes``, each in its braille code, for the braille line ("⠚⠉ or ⠅⠓")."""
        names = list(dict.fromkeys(
            self.card_code(c) if codes
            else self.cat.text("hand.received.card", card=self.names.card(c))
            for c in self._playable(state)))
        return "" if most is not None and len(names) > most else self.cat.join_or(names)

    @staticmethod
    def _playable(state: State) -> list[int]:
        """The cards the player to move may play now, in the order the hand is read
        (Doppelkopf's trumps first, highest first)."""
        legal = {getattr(m, "card", None) for m in state.legal_moves()}
        hand = state.hands[state.to_move]  # type: ignore[attr-defined]
        order = getattr(state, "hand_order", None)  # as the hand is read (Doppelkopf's trumps)
        hand = list(order(hand)) if order is not None else hand
        return [c for c in hand if c in legal]

    def follow_brief(self, state: State, followed: str, by_rank: bool = True) -> str:
        """A refusal to follow (``followed``: a suit's name, or Doppelkopf's trumps) on one
        braille line, the rule first: "Follow suit: nine or queen of diamonds." names the
        ranks that may be played where they fit in :data:`BRAILLE_LINE` cells, else (or
        where ranks alone do not name the cards, ``by_rank`` False: trumps of every suit)
        "Follow suit: diamonds." (the playable key finds them)."""
        deck = self.names.deck
        ranks = list(dict.fromkeys(self.names.rank(deck.face(c)) for c in self._playable(state)))
        line = self.cat.text("cards.follow.brief.ranks", suit=followed,
                             ranks=self.cat.join_or(ranks))
        if by_rank and ranks and cells_at_most(line, self.lang) <= BRAILLE_LINE:
            return line
        return self.cat.text("cards.follow.brief", suit=followed)

    follow_why: ClassVar[int | None] = None
    """The game's detail (``Reason.count``) of a card refused for not following, whose
    ``locations`` start with what was led (Whist's suit; Doppelkopf's trumps or suit); None
    in a game without a duty to follow."""

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """A refusal to follow (:attr:`follow_why`) on one braille line, the rule first
        (:meth:`follow_brief`: "Follow suit: nine or queen of diamonds."). It stays a method:
        it picks the ranks' sentence or the suit's by how many cells the ranks take, which a
        catalog key and its values (:attr:`.Describer.brief_keys`) cannot. The other refusals
        as the shared table has them."""
        if self.follow_why is not None and reason.code is ReasonCode.NOT_PLAYABLE \
                and reason.count == self.follow_why and reason.locations:
            led = reason.locations[0]
            return self.follow_brief(state, self.followed_name(led), self.follows_by_rank(led))
        if self.not_held_why is not None and reason.code is ReasonCode.NOT_PLAYABLE \
                and reason.count == self.not_held_why:
            return self.not_held_brief(reason, state)
        brief: str | None = super().reason_brief(reason, state)  # type: ignore[misc]
        return brief

    def follows_by_rank(self, klass: int) -> bool:
        """Whether the ranks alone name the cards that follow ``klass`` led on the braille
        line (:meth:`follow_brief`); False where they do not (Doppelkopf's trumps, of every
        suit)."""
        return True

    def lead_turn(self, state: State, trick: Sequence[int], you: Player | None) -> str | None:
        """In a trick-taking game, the turn of the player who begins the trick (``trick``
        empty), said as at the table: "North, your lead.", "West to lead." (online, where the
        seats are named by their people, "Your lead."); None otherwise."""
        seat = state.to_move
        if trick or state.outcome() is not None or seat < 0:
            return None
        form = ".yours" if seat == you else ""
        # Said to the person in the seat without her name online ("Your lead.").
        key = self.cat.addressed("cards.turn.lead", form)
        said: str = self.said_to(key, form, seat)  # type: ignore[attr-defined]
        return said

    def trick_progress(self, done: int, count: int) -> str:
        """The trick being played, for status in a trick-taking game: "Trick 4 of 13."."""
        return self.cat.text("cards.trick_number", number=min(done + 1, count), count=count)

    def renounced(self, event: CardPlayed) -> str:
        """What a card played did not follow, for "no spades" ("spades"); "" when it
        followed or led."""
        return self.followed_name(event.renounced) if event.renounced >= 0 else ""

    def followed_name(self, klass: int) -> str:
        """A suit (as a value) as what is followed: "spades". Games whose tricks are followed
        by more than suit (Doppelkopf's trumps) name the rest."""
        return self.names.suit(klass)

    def trick_entries(self, cards: Sequence[int], leader: Player,
                      entry: Callable[[int, Player], str], klass: Callable[[int], int],
                      trump: int = -1, brief: bool = False) -> list[str]:
        """The cards of a trick in playing order, each as ``entry`` (card, seat) says it, a
        card that did not follow marked: "West the two of hearts (no spades)", and one of
        the ``trump`` class as a ruff: "West the two of hearts (trumped, no spades)".
        ``brief``: for the braille line, a ruff marked in a word ("W ⠃⠓ trumps") and a card
        thrown off not at all (its code shows its suit; "voids" tells who is out of one)."""
        told = []
        for place, card in enumerate(cards):
            text = entry(card, (leader + place) % 4)
            if place and klass(card) != klass(cards[0]):
                ruff = klass(card) == trump >= 0
                if brief:
                    text = self.cat.text("cards.trick.ruff.brief", entry=text) if ruff else text
                else:
                    key = "cards.trick.ruff" if ruff else "cards.trick.renounce"
                    text = self.cat.text(key, entry=text,
                                         suit=self.followed_name(klass(cards[0])))
            told.append(text)
        return told

    def table_heading(self, state: State) -> str:
        """What stands over the cards on the table and decides what may be played: Whist's
        trumps, Doppelkopf's contract, Mau Mau's wish and sevens to draw ("" for none). The
        table reading begins with it, and the window writes it above the table."""
        return ""

    def ahead_text(self, state: State) -> str:
        """Who wins the trick so far, once it holds two cards or more ("East is winning so
        far."; the listener: "You are winning so far."; the listener's partner, as far as the
        listener knows it: "South, your partner, is winning so far."), as a player at the
        table sees at a glance; "" for a trick of one card or none."""
        trick = cast(TrickState, state)  # Whist's and Doppelkopf's states
        if len(trick.trick) < 2:
            return ""
        seat = (trick.leader + trick.ahead()) % 4
        name = self.player_played(seat)  # type: ignore[attr-defined]
        if name is None:  # the listener's own card
            key = self.cat.addressed("cards.trick.ahead", ".you")
        elif seat != self.you and self.known_partner(state, seat):  # type: ignore[attr-defined]
            key = "cards.trick.ahead.partner"
        else:  # another's card, or the listener's bot's
            key = "cards.trick.ahead"
        return self.cat.text(key, player=name)

    def seat_brief(self, seat: Player) -> str:
        """A seat on the braille line, in as few cells as it stays plain: a compass seat by
        its initial ("W", "O" for Ost), a person by their name, a numbered seat whole
        ("Player 2")."""
        name: str = self.player(seat)  # type: ignore[attr-defined]
        if seat in getattr(self, "people", {}) or " " in name:
            return name
        return name[:1]

    def side_brief(self, side: int) -> str:
        """A partnership (seats ``side`` and ``side`` + 2) on the braille line: its seats'
        initials ("NS", "OW"), also where people sit in them (online the tricks are "NS 9,
        EW 3", not "you and cy 9, bob and dee 3", which ran a trick's line past 80 cells);
        the side as the game names it where a seat's own side is more than a word."""
        seats = [self.side_of(seat) for seat in (side, side + 2)]  # type: ignore[attr-defined]
        if all(" " not in seat for seat in seats):
            return "".join(seat[:1] for seat in seats)
        return str(self.side(side))  # type: ignore[attr-defined]

    codes_on_line = False
    """True while a line is worded whose cards go in their two-cell code on the braille line
    (:meth:`card_on_line`): Doppelkopf's move that ends a trick, whose winner's card is in
    its code already."""

    def card_on_line(self, card: int) -> str:
        """A card as a line being worded names it: in its code on the braille line where the
        game writes codes there (:attr:`codes_on_line`), else by its name."""
        if self.braille_line and self.codes_on_line:
            return self.card_code(card)
        return self.names.card(card)

    def said_briefly(self, sentences: Callable[[], list[str]]) -> list[str]:
        """As :meth:`.Describer.said_briefly`, with :attr:`braille_line` set: the braille
        line is being worded ("why" after a hint)."""
        chosen = self.braille_line
        self.braille_line = True
        try:
            return super().said_briefly(sentences)  # type: ignore[misc]
        finally:
            self.braille_line = chosen

    def worded_for_line(self, words: Callable[[], _T]) -> _T:
        """``words`` as the braille line has them: the cards in their code, with
        :attr:`braille_line` and :attr:`codes_on_line` set meanwhile."""
        chosen = self.braille_line, self.codes_on_line
        self.braille_line = self.codes_on_line = True
        try:
            return words()
        finally:
            self.braille_line, self.codes_on_line = chosen

    board_queries: ClassVar[tuple[Query, ...]] = ()
    """The queries whose answers "board" reads at a table of seats, a line each (the table,
    the score sheet), each with its braille form (:attr:`.Query.brief`); none: the game's
    own :meth:`board_lines`."""

    def board_lines(self, state: State) -> list[str]:
        """The answers of :attr:`board_queries`, a line each."""
        if not self.board_queries:
            return super().board_lines(state)  # type: ignore[misc]
        answered = self.answered(self.board_queries, state)  # type: ignore[attr-defined]
        return [message.text for message in answered]

    def board_reading_brief(self, state: State) -> list[str] | None:
        """The braille line of each line of "board" at a table of seats, as the questions of
        its :attr:`board_queries` have them ("Pile ⠓⠙. Talon 11, hands: you 5, 4, 4, 4.";
        "Points: NS 4, EW 0; games: NS 1, EW 0."): the sentences ran Mau Mau's table to 170
        cells, Whist's to 129, Doppelkopf's to 154."""
        if not self.board_queries:
            return super().board_reading_brief(state)  # type: ignore[misc]
        answered = self.answered(self.board_queries, state)  # type: ignore[attr-defined]
        return [message.short for message in answered]

    def card_code(self, card: int) -> str:
        """A card in its two-cell braille code ("⠁⠙"), as the hand shows it."""
        return card_cells(self.names.deck.face(card), self.names.pattern)

    def code_entry(self, card: int, seat: Player) -> str:
        """A card in a trick on the braille line: the seat's initial and the card's code
        ("W ⠁⠙")."""
        return f"{self.seat_brief(seat)} {self.card_code(card)}"

    def ahead_brief(self, state: State) -> str:
        """:meth:`ahead_text` in a few cells ("W ahead.", "W, partner, ahead.", "You are
        ahead."); "" where it says nothing."""
        trick = cast(TrickState, state)
        if len(trick.trick) < 2:
            return ""
        seat = (trick.leader + trick.ahead()) % 4
        name = self.player_played(seat)  # type: ignore[attr-defined]
        if name is None:
            return self.cat.text("cards.trick.ahead.brief.you")
        if seat == self.you:  # type: ignore[attr-defined]
            return self.cat.text("cards.trick.ahead.brief", player=name)  # "your bot"
        key = "cards.trick.ahead.brief.partner" if self.known_partner(state, seat) \
            else "cards.trick.ahead.brief"
        return self.cat.text(key, player=self.seat_brief(seat))

    def trick_status_brief(self, state: State, klass: Callable[[int], int] | None = None,
                           trump: int = -1) -> list[str]:
        """The table of a trick-taking game as the braille line of "status" gives it after
        the turn: the trick's cards in their code by the seats' initials, unlabelled, so that
        with the turn they fill the first 40-cell window ("East, your turn. S ⠑⠓, W ⠛⠓, N
        ⠙⠓."), then who is ahead and the heading (trumps, the game). The trick was labelled
        and came after the heading ("Trumps: diamonds. On the table: ..."), and the turn
        stood alone on the first window; "trick" reads the table with its label and heading.
        ``klass`` and ``trump`` mark a card that did not follow (:meth:`trick_entries`); without
        ``klass`` none is marked (Whist's suit cell shows it)."""
        trick = cast(TrickState, state)
        if trick.trick:
            entries = self.trick_entries(trick.trick, trick.leader, self.code_entry,
                                         klass or (lambda card: 0), trump)
            cards = self.cat.text("cards.trick.brief", cards=", ".join(entries))
        else:
            cards = self.table_body(state)  # type: ignore[attr-defined]
        return [cards, self.ahead_brief(state), self.table_heading_brief(state)]

    def apart(self, state: State) -> bool:
        """In a trick-taking game (one with a :attr:`trick_event`), "status" tells the turn
        and the trick's number, then the table, each a line of its own; "undo" what was taken
        back, then the card that stands. On one line Whist's status ran to 97 cells ("North,
        your turn. E ⠟⠙, S ⠅⠙, W ⠉⠙. S, partner, ahead. Trumps: diamonds. Trick 2 of
        13."), Doppelkopf's to 119 and more, an undo to 97 ("4 Züge zurück. Zuletzt: ...")."""
        return self.trick_event is not None

    def table_heading_brief(self, state: State) -> str:
        """:meth:`table_heading` on the braille line of "status" (Doppelkopf: "A spades solo
        by E."); the heading itself unless the game says it shorter."""
        return self.table_heading(state)

    def trick_table_text(self, state: State, ahead: bool = True) -> str:
        """The table of a trick-taking game read whole: the heading (:meth:`table_heading`),
        the cards lying there (the game's ``table_body``) and, with ``ahead``, who is
        winning the trick."""
        body = self.table_body(state)  # type: ignore[attr-defined]
        parts = (self.table_heading(state), body, self.ahead_text(state) if ahead else "")
        return " ".join(part for part in parts if part)

    def table_before_turn(self, state: State) -> str:
        """The table read just before the listener's turn prompt (a hot seat's hand-over:
        the hand, the table, "North, your turn."): the game's ``table_text``, where a
        trick-taking game (one with a :attr:`trick_event`) leaves out who is winning the
        trick when the turn says it (:meth:`turn_with_ahead`). The hand-over said "South,
        your partner, is winning so far." at the end of both lines."""
        you: Player | None = self.you  # type: ignore[attr-defined]
        if self.trick_event is None or you is None or state.to_move != you or \
                self.verbosity is Verbosity.BRIEF:
            return str(self.table_text(state))  # type: ignore[attr-defined]
        return self.trick_table_text(state, ahead=False)

    def table_before_turn_brief(self, state: State) -> str | None:
        """:meth:`table_before_turn` on the braille line of a trick-taking game: the game's
        heading, then the trick's cards in their code by the seats' initials ("Normal game.
        E ⠊⠉, S ⠊⠙."; the words took 140 cells for three cards), the cards alone where one
        is marked as not followed ("E ⠊⠉, S ⠊⠙ (trumped, no clubs)."). None where the spoken
        line serves (a game without tricks)."""
        if self.trick_event is None:
            return None
        cards, _ahead, heading = self.trick_parts_brief(state)
        if cards != self.trick_status_brief(state)[0]:
            # A card marked as not followed: with the game's heading the line ran to 81 to
            # 94 cells ("A diamonds solo by S. W ⠊⠉, N ⠚⠙ (trumped, no clubs), E ⠚⠓
            # (trumped, no clubs)."). The spoken line names the game, and so does "status".
            return cards
        return " ".join(part for part in (heading, cards) if part)

    def trick_classes(self, state: State) -> tuple[Callable[[int], int], int]:
        """What a card that did not follow is told by on the braille line, where its code
        does not show it: each card's class and the trumps' class (Doppelkopf, whose trumps
        are no suit); by default none, the suit cell shows it (Whist)."""
        return (lambda card: 0), -1

    def table_brief(self, state: State) -> str | None:
        """The trick command's braille line in a trick-taking game: the heading as "status"
        has it, the trick's cards in their code by the seats' initials under the game's label
        (a ruff marked in a word), and who is ahead ("Normal game. In the trick: E ⠁⠉, S ⠊⠙
        trumps. S ahead."); the cards' names ran Doppelkopf's to 136 cells. None where the
        spoken line serves (no card in the trick, a game without tricks)."""
        trick = cast(TrickState, state)
        if self.trick_event is None or not trick.trick:
            return None
        klass, trump = self.trick_classes(state)
        entries = self.trick_entries(trick.trick, trick.leader, self.code_entry, klass, trump,
                                     brief=True)
        # A game's label of its own for the braille line where it has one (Doppelkopf's
        # "Trick:"; with "In the trick:" a trick of three ran to 84 cells).
        key: Callable[[str], str] = self.key  # type: ignore[attr-defined]
        label = "status.trick.brief" if self.cat.has(key("status.trick.brief")) \
            else "status.trick"
        cards = self.t(label, cards=", ".join(entries))  # type: ignore[attr-defined]
        parts = (self.table_heading_brief(state), cards, self.ahead_brief(state))
        return " ".join(part for part in parts if part)

    def trick_parts_brief(self, state: State) -> list[str]:
        """The trick, who is ahead and the heading on the braille line
        (:meth:`trick_status_brief`); a game that marks a card not followed passes its
        classes."""
        return self.trick_status_brief(state)

    def known_partner(self, state: State, seat: Player) -> bool:
        """True when the listener knows ``seat`` plays on their side: a fixed partnership
        (Whist); a game whose sides are found out in play says what the listener knows."""
        you: Player | None = self.you  # type: ignore[attr-defined]
        teams = self.game.info.teams  # type: ignore[attr-defined]
        return you is not None and any(seat in team and you in team for team in teams)

    def turn_with_ahead(self, state: State, you: Player | None, turn: str) -> str:
        """The turn prompt in a trick-taking game (``turn``: the turn sentence): when the
        listener is to follow a trick of two cards or more, who is winning it after the turn
        ("North, your turn. South, your partner, is winning so far."), since that decides the
        card. The turn comes first: it is the news, and a braille display shows it without
        panning. Brief verbosity keeps the turn alone."""
        if you is None or state.to_move != you or \
                self.verbosity is Verbosity.BRIEF:
            return turn
        ahead = self.ahead_text(state)
        return f"{turn} {ahead}" if ahead else turn

    def played_brief(self, event: CardPlayed) -> str | None:
        """At brief verbosity a card played in a few words, "East: king of clubs." (with
        what it did not follow: "West: two of hearts, no spades."; the listener's own: "King
        of clubs."), one braille line; None at the other verbosities, where the game says its
        sentence."""
        if self.verbosity is not Verbosity.BRIEF:
            return None
        name = self.card_on_line(event.card)
        player = self.player_played(event.seat)  # type: ignore[attr-defined]
        if player is None:
            text = self.cat.text("cards.played.brief.you", card=name)
            return capitalized(text)
        short = self.renounced(event)
        return self.cat.text("cards.played.brief.renounce" if short else "cards.played.brief",
                             card=name, suit=short, player=player)

    def told_with_brief(self, lines: Callable[[], Iterable[str]], mover: Player | None,
                        kind: MessageKind = MessageKind.MOVE) -> Message:
        """A move's message: its ``lines`` at the chosen verbosity, and as its brief form (what
        a braille display shows) the same lines at brief verbosity ("East: jack of
        diamonds." for "East plays the jack of diamonds."), read at a glance as a board
        game's move is in its notation, with :attr:`braille_line` set: a partnership there
        by its initials."""
        text = " ".join(line for line in lines() if line)
        chosen = self.verbosity
        self.verbosity, self.braille_line = Verbosity.BRIEF, True
        try:
            brief = " ".join(line for line in lines() if line)
        finally:
            self.verbosity, self.braille_line = chosen, False
        return Message(text, kind, brief, mover=mover)

    def dealt(self, seat: Player, card: int) -> str:
        """The sentence of a card dealt or drawn into ``seat``'s hand (key ``move.receive``,
        "You get the queen of hearts." to that seat itself), or "" for a card the listener
        may not see."""
        if card == UNKNOWN:
            return ""
        return self.did("move.receive", seat,  # type: ignore[attr-defined]
                        card=self.names.card(card))

    def location(self, location: Location) -> str:
        """A place of the card table's view: a seat; a card (a token in a refusal) by name."""
        if isinstance(location, Token) and location.kind is TokenKind.CARD:
            return self.names.card(location.value)
        if location == getattr(self, "you", None) and location in getattr(self, "people", {}):
            # Online, where people are named, one's own seat is "You", not one's own name.
            return self.cat.text("cards.place.you")
        return self.player(location)  # type: ignore[attr-defined]

    def not_held(self, reason: Reason, fallback: str, state: State | None = None,
                 brief: bool = False) -> str:
        """A refused card that is not in the hand, named when the refusal carries it ("You
        do not hold the queen of diamonds."), so that the player hears what was understood;
        else the game's ``fallback`` sentence. Only for a not-held refusal, whose first
        location is the card as a token or (Mau Mau's refusals) as its id. Given the
        ``state``, the cards that may be played follow when they are few ("...; you may play
        the four of hearts or the king of hearts."), else how many and where to hear them.
        With ``brief``, the braille line's form (:meth:`not_held_brief`)."""
        card = self.card_refused(reason)
        if card is None:
            return fallback
        dot = ".brief" if brief else ""
        cards = self.cards_to_play(state, FEW, codes=brief) if state is not None else ""
        if cards or state is None:
            return self.cat.text(f"cards.not_held.few{dot}" if cards else f"cards.not_held{dot}",
                                 card=card, cards=cards)
        # Too many to name: how many, and where to hear them (all of them: the hand).
        playable = self._playable(state)
        if not playable:
            return self.cat.text(f"cards.not_held{dot}", card=card)
        every = len(playable) == len(state.hands[state.to_move])  # type: ignore[attr-defined]
        key = "cards.not_held.any" if every else "cards.not_held.many"
        return self.cat.text(f"{key}{dot}", card=card, count=len(playable))

    not_held_why: ClassVar[int | None] = None
    """The game's detail (``Reason.count``) of a typed card the hand does not hold, whose
    braille line :meth:`not_held_brief` words; None where the game has no such refusal."""

    def not_held_brief(self, reason: Reason, state: State) -> str | None:
        """A card not held on the braille line: the card understood, then the cards that may
        be played in their codes ("Not in your hand: seven of clubs. Play ⠚⠉ or ⠅⠓."), or how
        many and where to hear them. The sentence ("You do not hold the seven of clubs; you
        may play the jack of clubs or the king of hearts.") ran to 90-116 cells. None where
        the refusal names no card (the sentence is short)."""
        if self.card_refused(reason) is None:
            return None
        return self.not_held(reason, "", state, brief=True)

    def card_refused(self, reason: Reason) -> str | None:
        """The name of the card a refusal carries as its first location (a token, or as
        Mau Mau's refusals do, its id); None when it carries none."""
        first = reason.locations[0] if reason.locations else None
        if isinstance(first, Token) and first.kind is TokenKind.CARD:
            first = first.value
        if not (isinstance(first, int) and 0 <= first < len(self.names.deck)):
            return None
        return self.names.card(first)

    def set_suit_names(self, pattern: Pattern) -> None:
        """Name suits and court cards the French or the German way (a player's setting)."""
        self.names = CardNames(self.cat, self.names.deck, pattern)

    @staticmethod
    def visible(events: Sequence[object]) -> list[object]:
        """The events with private ones replaced by their public form (or dropped)."""
        from accessible_games.engine.events import Private

        shown: list[object] = []
        for event in events:
            if isinstance(event, Private):
                if event.public is not None:
                    shown.append(event.public)
            else:
                shown.append(event)
        return shown


def card_table_view(game: Game) -> BoardView:
    """The view of a card table: one place per seat in playing order, each showing how many
    cards that seat holds (public at every table; the cards themselves are read by the hand
    zone, never through the view).

    A card game has no board, but the cursor, the window, braille board lines, tactile
    diagrams and the place queries all read a view: this one lets them show the table
    ("North, 13 cards") without knowing anything about cards.
    """
    seats = game.num_players
    cells = [Cell(seat, seat, 0, PlaceKind.HOUSE) for seat in range(seats)]

    def occupant(state: State, location: Location) -> Occupant | None:
        hands = getattr(state, "hands", None)
        if hands is None or not 0 <= location < len(hands):
            return None
        return Occupant(location, None, len(hands[location]))

    return BoardView(seats, 1, cells, occupant, None, lambda loc: str(loc + 1),
                     family="cards", sides=tuple(str(seat) for seat in range(seats)),
                     counting="cards", seats_only=True)
