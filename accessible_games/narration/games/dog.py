"""Words for Dog: cards played and what they did, marbles sent home, the exchange, sitting out.

Places are named for one listener when :meth:`DogDescriber.set_listener` names a seat: track
fields are counted from that seat's start ("field 1" is its start field, "field 64" the field
before it), as a player at the table counts from their own colour. Without a listener fields
are counted from North's start. Start fields, kennels and goal fields are named by their owner.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import (
    Event,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
)
from accessible_games.engine.types import Token, TokenKind
from accessible_games.games.cards.core import UNKNOWN, Face, Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import explain
from accessible_games.games.cards.dog import moves as mv
from accessible_games.games.cards.dog.game import EXCHANGE, DogGame, DogState
from accessible_games.games.cards.dog.rules import (
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
    SatOut,
    SentHome,
    SevenCount,
    Step,
    StepTakenBack,
    UndoStep,
)
from accessible_games.games.cards.dog.typed import typed_place, typed_step
from accessible_games.games.cards.events import CardDealt
from accessible_games.narration.cards import CardDescriberMixin, CardNames
from accessible_games.narration.cased import CASES, Cased, joined
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.topics import Query, Topic
from accessible_games.narration.views import Occupant

REASONS = {explain.WHY_NOT_HELD: "not_held", explain.WHY_NO_MOVE: "no_move",
           explain.WHY_PROTECTED: "protected", explain.WHY_NOT_YOURS: "not_yours",
           explain.WHY_IN_GOAL: "in_goal", explain.WHY_FIRST_PASS: "first_pass",
           explain.WHY_BLOCKED: "blocked", explain.WHY_KENNEL: "kennel",
           explain.WHY_NO_STEP: "no_step", explain.WHY_NO_WAY: "no_way",
           explain.WHY_NOT_GIVING: "not_giving", explain.WHY_GIVING: "giving",
           explain.WHY_MUST_PLAY: "must_play", explain.WHY_NO_STEP_BACK: "no_step_back",
           explain.WHY_WHICH_RANK: "which_rank", explain.WHY_RANK_NO_MOVE: "rank_no_move",
           explain.WHY_START_TAKEN: "start_taken", explain.WHY_KENNEL_EMPTY: "kennel_empty",
           explain.WHY_GOAL_ONLY: "goal_only", explain.WHY_NO_SWAP: "no_swap",
           explain.WHY_CARD_FIRST: "card_first", explain.WHY_NO_JOKER: "no_joker",
           explain.WHY_NO_WAY_BACK: "no_way_back"}


_REACH = {1: (14,), 2: (2,), 3: (3,), 4: (4,), 5: (5,), 6: (6,), 8: (8,), 9: (9,), 10: (10,),
          11: (14,), 12: (12,), 13: (13,)}
"""Fields forward to the ranks that move exactly that far (the ace twice: 1 and 11)."""


_CASED = frozenset({"place.kennel"})
"""The places of other seats whose words change with the case in German (an article); a
numbered field takes none ("Startfeld 17 von Ost", "Zielfeld 2 von Ost")."""

_BLANK = "\0"
"""Stands for the card in a move's words while moves are grouped by what they do."""

class DogDescriber(CardDescriberMixin, Describer):
    """Dog vocabulary in German and English."""

    domain = "dog"
    since_by_moves = True
    answers = {Topic.DETAILS: (Query("marbles_lines"), Query("hand_options_lines")),
               Topic.THREATS: (Query("threats_lines"),)}

    def __init__(self, game: DogGame, lang: str,
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        super().__init__(game, lang, verbosity)
        self.names = CardNames(self.cat, game.deck)
        self.listener = 0
        self.own: Player | None = None
        """The seat whose start, kennel and goal are named "your" (None: every one by name)."""

    def set_listener(self, seat: Player | None, own: bool = True) -> None:
        """Count track fields from ``seat``'s start and call its places "your" (None: count
        from North's start and name every place by its owner; ``own`` False: name the
        listener's places by their owner too, where the listener is not addressed)."""
        self.listener = 0 if seat is None else seat
        self.own = seat if own else None

    # -- names -----------------------------------------------------------------------------------

    def location(self, location: Location) -> str:
        """A place: "field 5", "East's start field 17", "South's goal field 2". A start
        field's number ends its name, with no comma: in a list, "field 16, East's start field,
        field 17, field 18" was heard as one place more than there are."""
        owner = b.owner_of_place(location) if not b.on_track(location) else (
            location // 16 if location % 16 == 0 else -1)
        own = ".own" if owner >= 0 and owner == self.own else ""
        values: dict[str, object] = {"player": self.player(owner) if owner >= 0 else ""}
        if b.in_kennel(location):
            key = "place.kennel" + own
        elif b.in_goal(location):
            key = "place.goal" + own
            values["number"] = b.lane_index(location) + 1
        else:
            key = "place.start" + own if owner >= 0 else "place.field"
            values["number"] = b.relative_field(location, self.listener)
        # The listener's own places change with the case in German ("deinem Startfeld 1"),
        # and so do the others' kennels ("dem Zwinger von Ost"); a numbered field takes no
        # article ("Startfeld 17 von Ost", "Zielfeld 2 von Ost").
        cased = own or key in _CASED
        return Cased(self.t(key, **values), {case: self.t(f"{key}.{case}", **values)
                                             for case in CASES if cased})

    def card_as(self, card: int, rank_value: int, joker: bool) -> str:
        """A card's name, for a joker with the card it stands for ("joker as seven")."""
        name = self.names.card(card)
        if not joker:
            return name
        stands = self.names.rank(Face(Rank(rank_value), None))
        return self.t("joker_as", card=name, rank=stands)

    def played_card(self, move: Play) -> str:
        """The card a play plays, a joker with the rank it is played as ("red joker as
        king")."""
        return self.card_as(move.card, move.said_rank.value, move.joker)

    def side(self, side: int) -> str:
        """A partnership's name."""
        return self.t(f"side.{side}")

    def move_text(self, move: Move) -> str:
        """A move in a list of choices."""
        if isinstance(move, Give):
            return self.t("text.give", card=self.names.card(move.card))
        if isinstance(move, Play):
            return self._play_text(move, self.played_card(move))
        if isinstance(move, Step):
            return self.t("text.step", start=self.location(move.marble),
                          end=self.location(move.target))
        if isinstance(move, UndoStep):
            return self.t("text.undo")
        if isinstance(move, Fold):
            return self.t("text.fold")
        return move.notation

    def _play_text(self, move: Play, card: str) -> str:
        """A card's move in a list of choices, the card named ``card``."""
        if move.action is Action.SEVEN:
            return self.t("text.seven", card=card)
        if move.action is Action.START:
            return self.t("text.start", card=card, place=self.location(move.target))
        if move.action is Action.SWAP:
            return self.t("text.swap", card=card, place=self.location(move.marble),
                          other=self.location(move.target))
        key = "text.back" if move.action is Action.BACKWARD else "text.move"
        return self.t(key, card=card, start=self.location(move.marble),
                      end=self.location(move.target))

    def said_once(self, moves: Sequence[Move], texts: list[str]) -> list[str]:
        """Cards that make the same move are named together ("the king of clubs, the ace of
        hearts, or the red joker as king: out onto your start field 1"): at the start of a
        round three cards that bring a marble out would otherwise repeat the same words three
        times. The exchange names its cards after one "give" ("give the two of clubs, the
        three of diamonds, or the ace of hearts"), and a card alone on several ways is named
        once before them ("the four of spades: field 6 to field 10 or field 6 back to field
        2")."""
        cards: dict[str, list[str]] = {}  # a move's words with the card left blank: its cards
        for move, text in zip(moves, texts, strict=True):
            blank, name = text, ""
            if isinstance(move, Play):
                name = self.played_card(move)
                said = self._play_text(move, name)  # the text begins with it (then any note)
                blank = self._play_text(move, _BLANK) + text[len(said):]
            elif isinstance(move, Give):  # the exchange: "give the two of clubs, the ..."
                name = self.names.card(move.card)
                blank = self.t("text.give", card=_BLANK)
            names = cards.setdefault(blank, [])
            if name not in names:
                names.append(name)
        # A card alone on several ways is named once before them ("Pik-Vier: Feld 6 nach
        # Feld 10 oder Feld 6 zurück nach Feld 2"), where its name began every way.
        ways: dict[tuple[str, str], list[str]] = {}
        for blank, names in cards.items():
            head, colon, way = blank.partition(_BLANK + ": ")
            key = (head + colon, names[0]) if colon and len(names) == 1 else (blank, "")
            ways.setdefault(key, []).append(way)
        told: list[str] = []
        for (head, card), parts in ways.items():
            if card:
                told.append(head.replace(_BLANK, card) + self.cat.join_or(parts))
                continue
            # The words give the first card its article ("the {card}: ..."); the others take
            # theirs from a list of cards ("the king of clubs or the red joker as king").
            names = cards[head]
            told.append(head.replace(_BLANK, self.cat.join_or(
                names[:1] + [self.cat.text("hand.received.card", card=n) for n in names[1:]])))
        return told

    def join_moves(self, texts: list[str]) -> str:
        """Moves parted with semicolons when one's own words hold a comma (a bracket naming
        three marbles sent home), in speech and braille alike."""
        return self.cat.join_choices(texts)

    def move_warning(self, state: State, move: Move) -> str:
        """A seven's step that passes the player's own or partner's marble, or a card that
        lands on the partner's, sends it home: said after the move ("field 1 to field 8 (your
        marble on field 6 goes home)")."""
        if not isinstance(move, (Play, Step)):
            return ""
        s = self._state(state)
        return self._sent_home("warning.sent_home", s.move_events(move), s.seat_to_move(),
                               ours=True)

    def _sent_home(self, key: str, events: Sequence[Event], seat: Player, ours: bool) -> str:
        """Sentence ``key`` naming the marbles of ``seat``'s side (``ours``) or of the other
        side that ``events`` send home ("your marble on field 6", "East's marble on field
        13"); "" for none."""
        sent = [e for e in events
                if isinstance(e, SentHome) and (e.owner % 2 == seat % 2) == ours]
        if not sent:
            return ""
        marbles = self.cat.join_and([self.marble_text(e.owner, e.place, seat) for e in sent])
        return self.tn(key, len(sent), marbles=marbles)

    def marble_text(self, owner: Player, place: Location, you: Player | None) -> str:
        """A marble and whose it is: "your marble on field 6" when ``owner`` is ``you``, else
        "East's marble on field 13"."""
        return self.t("warning.own_marble" if owner == you else "warning.partner_marble",
                      place=self.location(place), player=self.player(owner))

    def undo_note(self, stands: Sequence[Move], taken: Sequence[Move]) -> str:
        """Undo during a seven: a step taken back is named ("It was the step from field 1 to
        field 3."); a "take the last step back" taken back brings its step back, which is
        named too ("The step from field 1 to field 3 stands again.")."""
        if not taken:
            return ""
        move = taken[-1]  # the listener's own move, the last taken back
        if isinstance(move, Step):
            return self.t("undone.step", start=self.location(move.marble),
                          end=self.location(move.target))
        if not isinstance(move, UndoStep):
            return ""
        pending = 0  # the steps that later "take the last step back"s took back
        for earlier in reversed(stands):
            if isinstance(earlier, UndoStep):
                pending += 1
            elif isinstance(earlier, Step):
                if not pending:
                    return self.t("undone.undo_step", start=self.location(earlier.marble),
                                  end=self.location(earlier.target))
                pending -= 1
            else:
                break
        return ""

    def occupant_text(self, occupant: Occupant) -> str | None:
        """The listener's own marble under the cursor is "your marble" (a play-tester heard
        "your start field 1, North's marble"); others' by the shared words."""
        if self.own is not None and occupant.player == self.own:
            return self.t("content.own")
        return None

    def move_note(self, state: State, move: Move) -> str:
        """A move that sends an opponent's marble home says whose and from where, after its
        words ("field 11 to field 13 (sends East's marble on field 13 home)"); a jack's swap
        says whose marble it swaps with ("swap field 5 with field 40 (East's marble)")."""
        if not isinstance(move, (Play, Step)):
            return ""
        s = self._state(state)
        events = s.move_events(move)
        swapped = next((e for e in events if isinstance(e, MarblesSwapped)), None)
        if swapped is not None:  # whose marble the jack takes the place of
            return self.did("note.swap", swapped.other_owner,
                            owner=self.player(swapped.other_owner))
        return self._sent_home("note.sent_home", events, s.seat_to_move(), ours=False)

    def effect_text(self, move: Play, rank_said: bool = False) -> str:
        """What a card's move does, without naming the card ("field 11 to field 13"); for a
        joker with the rank it stands for, unless ``rank_said`` (named before)."""
        if move.action is Action.SEVEN:
            text = self.t("effect.seven")
        elif move.action is Action.START:
            text = self.t("effect.start", place=self.location(move.target))
        elif move.action is Action.SWAP:
            text = self.t("effect.swap", place=self.location(move.marble),
                          other=self.location(move.target))
        else:
            key = "effect.back" if move.action is Action.BACKWARD else "effect.move"
            text = self.t(key, start=self.location(move.marble), end=self.location(move.target))
        if move.joker and not rank_said:
            return self.t("effect.as", rank=self.names.rank(Face(move.said_rank, None)),
                          effect=text)
        return text

    def card_moves_list(self, moves: Sequence[Move], state: State) -> str:
        """One card's moves after a heading that names it: what each does, without the card's
        name again ("Ace of diamonds: 2 moves: field 44 to field 45 (…) or field 44 to field
        55"); each said once (two equal cards of the double pack make the same moves)."""
        plays = [m for m in moves if isinstance(m, Play)]
        if len(plays) != len(moves):
            return super().card_moves_list(moves, state)
        return self._ways(plays, state)

    def _ways(self, plays: Sequence[Play], state: State, rank_said: bool = False) -> str:
        """What each of ``plays`` does, with its brackets, each once, joined with "or";
        ``rank_said``: the rank a joker plays as was said before (not "as jack:" again)."""
        return self.join_moves(list(dict.fromkeys(
            self.effect_noted(state, m, rank_said) for m in plays)))

    def effect_noted(self, state: State, move: Play, rank_said: bool = False) -> str:
        """:meth:`effect_text` with the brackets the list of all moves gives it: whose marble
        goes back to the kennel, whose marble a jack swaps with."""
        return self.effect_text(move, rank_said) + self.move_warning(state, move) + \
            self.move_note(state, move)

    def part_text(self, part: Token) -> str:
        """A part as the move builder's choices read it: a card, the rank a joker plays as
        ("as two"; it was read as the card with that id, "three of diamonds"), or a choice
        that is a whole move, named as that move ("show the hand and sit out"; its number
        was read as a card's id too, "two of clubs")."""
        if part.kind is TokenKind.RANK:
            return self.t("part.as", rank=self.names.rank(Face(Rank(part.value), None)))
        if part.kind is TokenKind.CHOICE:
            whole = next(m for m in (Fold(), UndoStep()) if m.parts == (part,))
            return self.move_text(whole)
        return self.names.card(part.value)

    # -- events ----------------------------------------------------------------------------------

    def event_lines(self, events: Sequence[object], brief: bool = False) -> list[str]:
        """Sentences for the visible events of one move, a card joined with its effect;
        ``brief``: a marble's move by its field numbers (:meth:`brief_line`)."""
        shown = self.visible(events)
        lines: list[str] = []
        card: CardUsed | None = None
        # A seven used in one step is no split: its count ("7 of 7 used") is not said.
        whole = any(isinstance(e, MarbleMoved) and e.fields == 7 for e in shown)
        # Briefly, the cards others take face down at the end of the exchange are one line,
        # after the cards the listener knows.
        received = [e for e in shown if isinstance(e, CardReceived)]
        taking = sorted(e.seat for e in received if brief and e.card == UNKNOWN)
        for event in shown:
            if whole and isinstance(event, SevenCount):
                continue
            if taking and event is received[-1]:
                if event.card != UNKNOWN:
                    lines.append(self.brief_line(event))
                lines.append(self.tn("brief.received_hidden", len(taking), players=(
                    self.cat.join_and([self.player(seat) for seat in taking]))))
                continue
            if taking and isinstance(event, CardReceived) and event.card == UNKNOWN:
                continue
            if isinstance(event, CardUsed):
                card = event
                if event.action is Action.SEVEN and not whole:  # its steps are said after
                    said = self.card_as(event.card, event.rank.value, event.joker)
                    lines.append(self.t("brief.seven", player=self._who(event.seat), card=said)
                                 if brief else self.did("move.seven", event.seat, card=said))
                continue
            line = (brief and self.brief_line(event, card)) or self.event_line(event, card)
            if line:
                lines.append(line)
        return lines

    def brief_line(self, event: object, card: CardUsed | None = None) -> str:
        """A marble's move at a glance, for the braille display ("North: eight of diamonds,
        33 to 41.", "You: 7 to 9.", a jack's swap "East: jack of spades, 24 with 14."), and
        sitting out and the exchange (:meth:`_brief_cards`); "" for an event told in full."""
        named = "" if card is None else self.card_as(card.card, card.rank.value, card.joker)
        if isinstance(event, MarbleMoved):
            key = "brief.step" if card is None else \
                "brief.back" if event.fields < 0 else "brief.move"
            return self.t(key, player=self._who(event.seat), card=named,
                          start=self.short_place(event.start), end=self.short_place(event.end))
        if isinstance(event, MarbleEntered):
            return self.t("brief.out", player=self._who(event.seat), card=named,
                          place=self.short_place(event.field))
        if isinstance(event, MarblesSwapped):
            return self.t("brief.swap", player=self._who(event.seat), card=named,
                          place=self.short_place(event.place),
                          other=self.short_place(event.other))
        if isinstance(event, SentHome):
            return self.t("brief.sent_home", owner=self._who(event.owner),
                          place=self.short_place(event.place))
        return self._brief_cards(event)

    def _brief_cards(self, event: object) -> str:
        """Sitting out and the exchange at a glance: the cards shown by rank alone, sorted
        (in Dog a card's suit never counts), a card passed named only to the two who know
        it ("You to South: seven of clubs.", "West to East: a card.")."""
        p = self.player
        if isinstance(event, SatOut):
            return self.did("brief.sat_out", event.seat, ranks=self._ranks(event.cards))
        if isinstance(event, CardGiven):
            if event.card == UNKNOWN:
                key = "brief.give_hidden.to_you" if event.to == self.you else \
                    "brief.give_hidden"
                return self.t(key, player=p(event.seat), partner=p(event.to))
            return self.t("brief.give", player=self._who(event.seat), partner=p(event.to),
                          card=self.names.card(event.card))
        if isinstance(event, CardReceived) and event.card != UNKNOWN:
            if event.giver == self.you:
                return self.t("brief.received.from_you", player=p(event.seat),
                              card=self.names.card(event.card))
            return self.t("brief.received", player=self._who(event.seat), giver=p(event.giver),
                          card=self.names.card(event.card))
        return ""

    def _ranks(self, cards: Sequence[int]) -> str:
        """Cards by rank alone, lowest first, jokers last ("two, nine, nine, and red joker")."""
        faces = sorted((self.names.deck.face(c) for c in cards if c != UNKNOWN),
                       key=lambda f: f.rank.value)
        return self.cat.join_and([self.names.face(f) if f.is_joker else self.names.rank(f)
                                  for f in faces])

    def _who(self, seat: Player) -> str:
        """A seat's name at the start of a brief line; the listener's is "You"."""
        return self.t("brief.you") if seat == self.you else self.player(seat)

    def short_place(self, location: Location) -> str:
        """A place in few letters: a track field's number counted from the listener's start
        ("33"), a goal field ("goal 2"), the kennel."""
        if b.in_kennel(location):
            return self.t("brief.kennel")
        if b.in_goal(location):
            return self.t("brief.goal", number=b.lane_index(location) + 1)
        return str(b.relative_field(location, self.listener))

    def event_line(self, event: object, card: CardUsed | None = None) -> str:
        """The sentence for one event ("" for none); ``card`` the card that caused it."""
        p = self.player
        named = "" if card is None else self.card_as(card.card, card.rank.value, card.joker)
        if isinstance(event, MarbleMoved):
            # The partner who plays with the listener's marbles moves "your marble".
            whose = "" if event.owner == event.seat else \
                "_yours" if event.owner == self.you else "_partner"
            if card is None:
                key = "move.step" + whose
            elif event.fields < 0:
                key = "move.backward" + whose
            else:
                key = "move.forward" + whose
            return self.did(key, event.seat, abs(event.fields), owner=p(event.owner),
                            card=named, start=self.location(event.start),
                            end=self.location(event.end))
        if isinstance(event, MarbleEntered):
            key = "move.start_own" if event.owner == event.seat else \
                "move.start_yours" if event.owner == self.you else "move.start"
            return self.did(key, event.seat, owner=p(event.owner), card=named,
                            place=self.location(event.field))
        if isinstance(event, MarblesSwapped):
            # Both owners are named; playing for the partner, the marble moved is the
            # partner's ("swaps South's marble on field 5 with your marble on field 40").
            if event.owner == event.other_owner == event.seat:  # two of the mover's own
                return self.did("move.swap_own", event.seat, card=named,
                                place=self.location(event.place),
                                other=self.location(event.other))
            other = self.marble_text(event.other_owner, event.other, self.you)
            if event.owner == event.seat:
                return self.did("move.swap", event.seat, card=named,
                                place=self.location(event.place), marble=other)
            return self.did("move.swap_for", event.seat, card=named, marble=other,
                            moved=self.marble_text(event.owner, event.place, self.you))
        # The listener's own marbles are "yours" ("Your marble on field 47 goes back").
        if isinstance(event, SentHome):
            return self.did("move.sent_home", event.owner, owner=p(event.owner),
                            place=self.location(event.place))
        if isinstance(event, MarbleHome):
            return self.did("move.home", event.owner, event.home, owner=p(event.owner))
        if isinstance(event, PartnerMarbles):
            return self.did("move.partner_marbles", event.seat, partner=p(event.partner))
        if isinstance(event, SevenCount):
            return self.t("move.seven_count", used=event.used)
        if isinstance(event, StepTakenBack):
            return self.did("move.undo_step", event.seat, used=event.used)
        if isinstance(event, SatOut):
            return self.did("move.sat_out", event.seat, cards=self.names.cards(event.cards))
        if isinstance(event, CardGiven):
            if event.card == UNKNOWN:
                key = "move.give_hidden.to_you" if event.to == self.you else "move.give_hidden"
                return self.t(key, player=p(event.seat), partner=p(event.to))
            return self.did("move.give", event.seat, partner=p(event.to),
                            card=self.names.card(event.card))
        if isinstance(event, CardReceived):
            if event.card == UNKNOWN:
                return self.t("move.received_hidden", player=p(event.seat), giver=p(event.giver))
            if event.giver == self.you:
                return self.t("move.received.from_you", player=p(event.seat),
                              card=self.names.card(event.card))
            return self.did("move.received", event.seat, giver=p(event.giver),
                            card=self.names.card(event.card))
        if isinstance(event, CardDealt):
            return self.dealt(event.seat, event.card)
        if isinstance(event, RoundStarted):
            return self.t("move.round", number=event.number, count=event.size,
                          player=p(event.starter))
        # GameEnded: the session's result line tells it (said once, not twice).
        return ""

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """Every visible event of the move in order, as one message; its brief form (what a
        braille display shows) says the marbles' moves by field numbers ("North: eight of
        diamonds, 33 to 41.")."""
        return self.events_message(events)

    def events_message(self, events: Sequence[object]) -> Message:
        """Every visible one of ``events`` in order, as one message with its brief form."""
        text = " ".join(self.event_lines(events))
        kind = MessageKind.CAPTURE if any(isinstance(e, SentHome) for e in events) \
            else MessageKind.MOVE
        return Message(text, kind, " ".join(self.event_lines(events, brief=True)))

    def told_with_next(self, state: State) -> bool:
        """True right after a seven is played, before its first step: used in one step, the
        card and the step are one sentence, as every other card's move."""
        return isinstance(state, DogState) and bool(state.split) and state.split[2] == 7

    def told_as_one(self, state: State, first: Sequence[Event], second: Sequence[Event],
                    mover: Player) -> Message | None:
        """A seven and the one step that uses all its fields, as one sentence ("East plays
        the seven of hearts and moves 7 fields from field 39 to field 46."); None for a
        seven split into several steps, whose card is said first and each step after."""
        played = self.visible(first)
        if not (played and all(isinstance(e, CardUsed) and e.action is Action.SEVEN
                               for e in played)):
            return None
        if not any(isinstance(e, MarbleMoved) and e.fields == 7 for e in self.visible(second)):
            return None
        return self.events_message([*first, *second])

    def turn_goes_on(self, state: State) -> bool:
        """True while a seven is being split after its first step: the same player goes on,
        and the step's sentence has said the running count. Right after the seven is played
        the turn sentence says how its fields are moved."""
        return isinstance(state, DogState) and bool(state.split) and state.split[2] < 7

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is; in the exchange, that the card goes to the partner, by name; to a
        player none of whose cards can move, that they sit out and how."""
        s = self._state(state)
        if s.phase == EXCHANGE and s.outcome() is None and s.to_move >= 0:
            seat = s.to_move
            return self.turn_for("turn.give", seat, you, partner=self.player(b.partner(seat)))
        if s.split and s.outcome() is None and s.to_move >= 0:
            example = ""  # a step to type, for the player splitting it only
            if s.to_move == you:
                example = self._step_example(s.legal_moves(), you)
            return self.turn_for("turn.seven", s.to_move, you, s.split[2], example=example)
        if you is not None and s.to_move == you and s.outcome() is None:
            legal = s.legal_moves()
            if legal and all(isinstance(m, Fold) for m in legal):  # told, not found by asking
                return self.turn_for("turn.fold", you, you)
        return super().turn_text(state, you)

    def deal_outcome_text(self, outcome: Outcome) -> str:
        """The partnership with all eight marbles home."""
        side = 0 if 0 in outcome.winners else 1
        return self.t("result.win", side=self.side(side))

    # -- the board -------------------------------------------------------------------------------

    def _state(self, state: State) -> DogState:
        if isinstance(state, DogState):
            return state
        raise TypeError("DogDescriber needs a DogState")

    def pieces_line(self, state: State, player: Player) -> str | None:
        """A seat's marbles as the board reads them: home, in the kennel, on the track."""
        return self.board_lines(state)[player]

    def board_lines(self, state: State) -> list[str]:
        """One line per seat: which goal fields its marbles fill, how many wait in the kennel,
        and where the others stand on the track; then, once the listener's own marbles are all
        in the goal, whose marbles the listener moves now."""
        s = self._state(state)
        lines = []
        for seat in range(4):
            row = s.marbles[seat]
            track = [p for p in sorted(row, key=lambda p: b.relative_field(p, self.listener))
                     if b.on_track(p)]
            places = joined(self.cat.join_and, [self.location(p) for p in track]) if track \
                else self.t("board.none")
            # An empty kennel is "none in the kennel", as the goal's "none in the goal".
            kennel = b.kennel_count(s.marbles, seat) or self.t("board.none")
            lines.append(self.t("board.seat", player=self.player(seat), goal=self.goal_text(
                row), kennel=kennel, places=places))
        partner = self.partner_moved(s)
        if partner:
            lines.append(partner)
        return lines

    def goal_text(self, row: Sequence[int]) -> str:
        """Which fields of its goal lane a seat's marbles fill ("in the goal: goal fields 3 and
        4"; "none in the goal")."""
        fields = [b.lane_index(p) + 1 for p in sorted(row) if b.in_goal(p)]
        if not fields:
            return self.t("board.goal_none")
        return self.tn("board.goal", len(fields), fields=self.cat.join_and(
            [str(n) for n in fields]))

    def partner_moved(self, state: DogState) -> str:
        """Once all the listener's marbles are in the goal (and the game goes on), that the
        listener moves the partner's marbles now; "" before that, or without a listener."""
        seat = self.own
        if seat is None or state.outcome() is not None \
                or mv.controlled(state.marbles, seat) == seat:
            return ""
        return self.t("status.partner_marbles", partner=self.player(b.partner(seat)))

    def marbles_lines(self, state: State) -> list[str]:
        """Where the listener's marbles stand, then the partner's (the board's lines of the
        two seats of the listener's partnership)."""
        lines = self.board_lines(state)
        return [lines[self.listener], lines[b.partner(self.listener)]]

    def counts_text(self, state: State) -> str:
        """How many cards each seat holds ("Cards in hand: North 5, East 0, ...")."""
        hands = self._state(state).hands
        counts = self.cat.join_and([
            self.t("status.entry.you" if seat == self.you else "status.entry",
                   player=self.player(seat), count=len(hands[seat])) for seat in range(4)])
        return self.t("status.counts", counts=counts)

    suits_matter = False
    """Only a card's rank counts in Dog: "dame" or "k5" plays any held card of its rank."""

    follows_suit = False
    """Nobody follows suit in Dog, so nobody shows a void: help leaves the voids out."""

    def voids_text(self, state: State) -> str:
        """The voids question: no suit is followed in Dog; the cards each seat holds."""
        return self.t("voids", counts=self.counts_text(state))

    def status_text(self, state: State) -> str:
        """The round, the cards each seat holds, the marbles home and, during a split, the
        seven's count."""
        s = self._state(state)
        text = " ".join([self.t("status.round", number=s.round_no + 1, count=s.round_size()),
                         self.counts_text(state), self.score_text(state)])
        if s.split:
            text += " " + self.t("move.seven_count", used=7 - s.split[2])
        partner = self.partner_moved(s)
        return f"{text} {partner}" if partner else text

    def score_text(self, state: State) -> str:
        """The score: how many marbles each partnership has brought home."""
        s = self._state(state)
        home = [sum(b.home_count(s.marbles, seat) for seat in team) for team in ((0, 2), (1, 3))]
        return self.t("score", side0=self.side(0), side1=self.side(1), home0=home[0],
                      home1=home[1])

    def hand_text(self, state: State, seat: Player) -> str:
        """``seat``'s hand as that seat may know it."""
        return self.names.hand(self._state(state).hands[seat])

    def hand_options_lines(self, state: State) -> list[str]:
        """What each card in the listener's hand could do now, card by card."""
        s = self._state(state)
        seat = self.listener
        lines = []
        for card in s.hands[seat]:
            if card == UNKNOWN:
                continue
            moves = [m for m in s.card_moves(seat) if m.card == card]
            name = self.names.card(card)
            if not moves:
                lines.append(self.t("options.none", card=name))
                continue
            texts = [self.effect_noted(s, m) for m in moves]
            lines.append(self.tn("options.card", len(moves), card=name,
                                 moves=self.join_moves(texts)))
        return lines or [self.t("options.empty")]

    def threats_lines(self, state: State) -> list[str]:
        """Opponents' marbles that could send the listener's or the partner's marbles on the
        track home with one card: up to 13 fields behind with a way forward that no protected
        marble bars, or 4 fields ahead with a four played backwards; the cards that do it."""
        s = self._state(state)
        seat = self.listener
        occ = b.occupants(s.marbles)
        lines = []
        for owner in (seat, b.partner(seat)):
            victim = (self.t("threat.yours") if owner == seat
                      else self.t("threat.partner", player=self.player(owner)))
            for place in s.marbles[owner]:
                if not b.on_track(place) or b.blocked(place, occ, s.fresh):
                    continue
                where = self.location(place)
                for back in range(1, 14):
                    start = (place - back) % b.TRACK
                    other = occ.get(start)
                    if other is None or other % 2 == seat % 2 or not any(
                            end == place for end, _ in
                            b.walks(start, other, back, occ, s.fresh, into_goal=False)):
                        continue
                    ranks = list(_REACH.get(back, ())) + ([Rank.SEVEN.value] if back <= 7 else [])
                    cards = self.cat.join_or([self.t(f"with_rank.{r}") for r in ranks]
                                             + [self.t("with_rank.joker")])
                    lines.append(self.tn("threat", back, owner=self.player(other),
                                         place=where, cards=cards, victim=victim))
                ahead = (place + 4) % b.TRACK
                other = occ.get(ahead)
                if other is not None and other % 2 != seat % 2:
                    way = b.walk_back(ahead, 4, occ, s.fresh)
                    if way is not None and way[0] == place:
                        lines.append(self.t("threat.ahead", owner=self.player(other),
                                            place=where, victim=victim))
        return lines or [self.t("threat.none")]

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Dog's own refusals: a protected marble, the first pass, a card not held; and the
        question which way, for one card's ways, without its name before each."""
        plays = [m for m in reason.alternatives if isinstance(m, Play)]
        one_card = bool(plays) and len(plays) == len(reason.alternatives) and len(
            {(m.card, m.said_rank) for m in plays}) == 1
        if one_card and all(m.action is Action.SWAP for m in plays) and (
                reason.code is ReasonCode.EMPTY or (reason.code is ReasonCode.NOT_PLAYABLE
                                                    and reason.count in explain.SPECIFIC)):
            # A swap refused for its marbles: why, then the swaps that would do and how to
            # type one (a play-tester did not know the notation).
            said = self.reason(Reason(reason.code, reason.locations, (), reason.count),
                               state).text
            return " ".join([said, self.t(
                "reason.swaps", card=self.played_card(plays[0]),
                moves=self._ways(plays, state, rank_said=True), example=self.typed_way(plays[0]))])
        if reason.code is ReasonCode.AMBIGUOUS and one_card and \
                all(m.action is Action.BACKWARD for m in plays):  # "back": which marble
            return self.t("reason.which_back", card=self.played_card(plays[0]),
                          moves=self._ways(plays, state, rank_said=True),
                          example=self._typed_back(plays[0]))
        if reason.code is ReasonCode.AMBIGUOUS and one_card:
            return self.t("reason.which_way", card=self.played_card(plays[0]),
                          moves=self._ways(plays, state, rank_said=True))
        if reason.code is not ReasonCode.NOT_PLAYABLE or reason.count not in REASONS:
            return None
        if reason.count == explain.WHY_NOT_HELD:  # its location is the card, not a place
            return self.not_held(reason, self.t("reason.not_held"))
        if reason.count == explain.WHY_NO_STEP:  # the marbles that can step, not every step
            s = self._state(state)
            starts = sorted({m.marble for m in reason.alternatives if isinstance(m, Step)})
            # The fields left and the marbles each in their own number ("1 field is left,
            # for the marbles on ..." was said of one marble).
            said = self.tn("reason.no_step", s.split[2] if s.split else 0) + self.tn(
                "reason.no_step.marbles", len(starts),
                places=joined(self.cat.join_and, [self.location(p) for p in starts]))
            example = self._step_example(list(reason.alternatives), s.to_move)
            return f"{said} {self.t('reason.step_how', example=example)}" if example else said
        if reason.count == explain.WHY_NO_WAY:  # the card's own ways, shortest first
            plays = [m for m in reason.alternatives if isinstance(m, Play)]
            card = self.names.card(plays[0].card) if plays else ""
            if plays and all(m.action is Action.SEVEN for m in plays):  # the steps come after
                return self.t("reason.seven_first", card=self.played_card(plays[0]))
            # A joker named as one rank is said so once ("the red joker as four"), not before
            # every way ("as four: field 6 to field 10; as four: ...").
            one_rank = bool(plays) and plays[0].joker and \
                len({m.said_rank for m in plays}) == 1
            if one_rank:
                card = self.played_card(plays[0])
            said = self.t("reason.no_way", card=card, moves=self.join_moves(
                [self.effect_noted(state, m, one_rank) for m in plays]))
            if plays and all(m.action is Action.SWAP for m in plays):  # how to type a swap
                said += " " + self.t("reason.swap_typed", example=self.typed_way(plays[0]))
            return said
        if reason.count == explain.WHY_NO_WAY_BACK:  # only a four goes back
            return self._no_way_back(plays, state)
        if reason.count == explain.WHY_CARD_FIRST:  # the cards that move the marble chosen
            cards = list(dict.fromkeys(self.cat.text("hand.received.card", card=self.names.card(
                m.card)) for m in plays))
            return self.t("reason.card_first", place=self.location(reason.locations[0]),
                          cards=self.cat.join_or(cards))
        if reason.count in (explain.WHY_WHICH_RANK, explain.WHY_RANK_NO_MOVE):
            return self._joker_ranks(reason)
        places = [self.location(p) for p in reason.locations]
        place = places[-1] if places else ""
        return self.t(f"reason.{REASONS[reason.count]}", place=place)

    def _no_way_back(self, plays: list[Play], state: State) -> str:
        """A way back typed with a card that has none now: only a four goes back ("Only a
        four goes back, not the king of clubs."), or the four (a joker as four) cannot now;
        then the card's ways (a joker's as four, or as the rank named)."""
        if not plays:
            return ""
        first = plays[0]
        fours = [m for m in plays if m.said_rank is Rank.FOUR]
        one_rank = len({m.said_rank for m in plays}) == 1
        if first.joker and not fours and not one_rank:  # no four among its many ranks
            return self.t("reason.no_way_back", card=self.names.card(first.card))
        ways = fours or plays
        said = self.t("reason.no_way_back" if fours else "reason.not_back",
                      card=self.played_card(ways[0]))
        return " ".join([said, self.t("reason.ways_after", moves=self._ways(
            ways, state, rank_said=True))])

    def _step_example(self, legal: list[Move], seat: Player) -> str:
        """A step of the seven as ``seat`` types it and what it does ("1-2 (your start
        field, field 1, to field 2)"); the words alone where no typed form names it."""
        step = next((m for m in legal if isinstance(m, Step)), None)
        if step is None:
            return ""
        typed = typed_step(step, legal, seat)
        said = self.move_text(step)
        return said if typed is None else self.t("step_typed", typed=typed, step=said)

    def _typed_back(self, move: Play) -> str:
        """A four's way back as the listener types it, by the field the marble goes back
        from ("four back from 6", "joker as four back from 6")."""
        key = "typed_back.joker" if move.joker else "typed_back"
        return self.t(key, rank=self.names.rank(Face(Rank.FOUR, None)),
                      field=typed_place(move.marble, self.listener))

    def typed_way(self, move: Play) -> str:
        """A jack's swap as the listener types it, in the fields they hear ("6x31")."""
        first, second = (typed_place(p, self.listener) for p in (move.marble, move.target))
        return f"{first}x{second}"  # swaps are on the track, where every field has a number

    def _joker_ranks(self, reason: Reason) -> str:
        """A joker typed without a rank that tells its move (as which card?), or as a rank
        without a move now: the ranks it has moves as, each once ("as ace, as king, or as
        seven"), not every way of every rank."""
        plays = [m for m in reason.alternatives if isinstance(m, Play)]
        ranks = list(dict.fromkeys(m.rank for m in plays))
        if any(m.action is Action.START for m in plays) and Rank.KING not in ranks:
            ranks.insert(1, Rank.KING)  # its way out is listed once, as the ace's
        card = self.names.card(plays[0].card) if plays else ""
        said = [self.t("part.as", rank=self.names.rank(Face(r, None))) for r in ranks]
        if reason.count == explain.WHY_WHICH_RANK:
            return self.t("reason.which_rank", card=card, ranks=self.cat.join_or(said),
                          example=said[0] if said else "")
        asked = next((p.value for p in reason.locations if isinstance(p, Token)), 0)
        return self.t("reason.rank_no_move", card=card, rank=self.names.rank(
            Face(Rank(asked), None)), ranks=self.cat.join_or(said))


__all__ = ["DogDescriber"]
