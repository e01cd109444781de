"""Dog's events in words: the sentences of a move's events, a card joined with what it did,
and their brief forms for the braille display ("North: eight, 33 to 41."); a seven
told as one sentence with its card and all its steps.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Move, Player, State
from accessible_games.games.cards.core import UNKNOWN
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogState
from accessible_games.games.cards.dog.rules import (
    Action,
    CardGiven,
    CardReceived,
    CardUsed,
    MarbleEntered,
    MarbleHome,
    MarbleMoved,
    MarblesSwapped,
    PartnerMarbles,
    RoundStarted,
    SatOut,
    SentHome,
    SevenCount,
    StepTakenBack,
)
from accessible_games.games.cards.events import CardDealt
from accessible_games.narration.games.dog_names import DogNames
from accessible_games.narration.message import Message, MessageKind


class DogEvents(DogNames):
    """Sentences and brief lines for Dog's events."""

    def event_lines(self, events: Sequence[object], brief: bool = False) -> list[str]:
        """Sentences for the visible events of one move, a card joined with its effect;
        ``brief``: a marble's move by its field numbers (:meth:`brief_line`)."""
        shown = self.visible(events)
        lines: list[str] = []
        card: CardUsed | None = None
        # A seven used in one step is no split: its count ("7 of 7 used") is not said.
        whole = any(isinstance(e, MarbleMoved) and e.fields == 7 for e in shown)
        # Briefly, the cards taken at the end of the exchange that the listener sees no new
        # card in are one line, after the card the listener takes: the cards others take face
        # down, and the listener's own card, which the giver's display has shown already. It
        # says the exchange is done: "East, South, and West take the cards passed." named the
        # seats, which all take theirs (the line ran to 105 cells, 136 at a hot seat).
        received = [e for e in shown if isinstance(e, CardReceived)]
        folded = [e for e in received if brief and (e.card == UNKNOWN or e.giver == self.you)]
        taking = sorted(e.seat for e in folded)
        gave = any(isinstance(e, CardGiven) and e.seat == self.you for e in shown)
        swaps = self.exchange_briefly(received, gave) if brief else \
            self.exchange_lines(received, gave,
                                [e for e in shown if isinstance(e, CardGiven)])
        if swaps:
            taking = []
        for event in shown:
            if swaps and isinstance(event, CardGiven | CardReceived):
                if event is received[-1]:
                    lines.extend(swaps)
                continue
            if whole and isinstance(event, SevenCount):
                continue
            if taking and event is received[-1]:
                if event not in folded:
                    lines.append(self.brief_line(event))
                lines.append(self.t("brief.exchange_done"))
                continue
            if event in folded:
                continue
            if isinstance(event, CardUsed):
                card = event
                if event.action is Action.SEVEN and not whole:  # its steps are said after
                    said = self.card_as(event.card, event.rank.value, event.joker)
                    lines.append(self.t("brief.seven", player=self._who(event.seat),
                                        card=self.card_brief(event)) if brief
                                 else self.did("move.seven", event.seat, card=said))
                continue
            if brief and isinstance(event, SentHome):
                line = self._sent_home_briefly(shown, event)
            else:
                line = (brief and self.brief_line(event, card)) or self.event_line(event, card)
            if line:
                lines.append(line)
        return lines

    def _sent_home_briefly(self, shown: Sequence[object], event: SentHome) -> str:
        """A marble sent back to the kennel on the braille line ("You: 21 back to the
        kennel."); two or more sent back by one move (a seven), with the first of them, as one
        sentence ("To the kennel: you 21 and 25, East 23."), "" with the others: a
        sentence each took a seven's line to 126 cells. Each owner once, as first sent."""
        at = shown.index(event)
        if at and isinstance(shown[at - 1], SentHome):
            return ""
        run: list[SentHome] = []
        for later in shown[at:]:
            if not isinstance(later, SentHome):
                break
            run.append(later)
        if len(run) == 1:
            return self.brief_line(event)
        return self.kennel_brief([(sent.owner, sent.place) for sent in run], self.you)

    def exchange_lines(self, received: Sequence[CardReceived], gave: bool = True,
                       given: Sequence[CardGiven] = ()) -> list[str]:
        """The completed exchange, one sentence a pair of partners, the listener's first:
        what they gave and what they got ("You give South the seven of diamonds and get the
        eight of hearts."); [] when the cards taken are not whole pairs. A listener who gave
        before this move (``gave`` False) has heard their card then ("You give the seven of
        diamonds to South."): they hear only the card they get ("You take the eight of
        hearts from South."), not their own told twice. A pair whose cards the listener
        does not see says only the pass of this move, ``given`` ("West passes a card face
        down to East."): its pass before was told as it was made, and "East and West swap a
        card face down." after "East passes a card face down to West." told it twice. Where
        the listener sees no pair's cards, that everybody took theirs ends it."""
        taken = {(e.giver, e.seat): e.card for e in received}
        if any((taker, giver) not in taken for giver, taker in taken):
            return []
        # Each pair once, from the listener's side or the lower seat's; the pair whose cards
        # the listener sees first.
        pairs = sorted(((g, t) for g, t in taken if g == self.you or t != self.you and g < t),
                       key=lambda p: (UNKNOWN in (taken[p], taken[p[::-1]]), p))
        lines: list[str] = []
        for giver, taker in pairs:
            card, other = taken[giver, taker], taken[taker, giver]
            if UNKNOWN in (card, other):
                lines += [self._passed_hidden(e) for e in given if {e.seat, e.to} == {giver, taker}]
            elif giver == self.you and not gave:
                lines.append(self.did("move.received", giver, giver=self.player(taker),
                                      card=self.names.card(other)))
            else:
                lines.append(self.did("move.exchanged", giver, partner=self.player(taker),
                                      card=self.names.card(card),
                                      other=self.names.card(other)))
        if pairs and all(UNKNOWN in (taken[p], taken[p[::-1]]) for p in pairs):
            lines.append(self.t("move.exchange_done"))
        return lines

    def _passed_hidden(self, event: CardGiven) -> str:
        """A card passed face down, as those who do not see it hear it ("East passes a card
        face down to West.", to the partner "East passes you a card face down.")."""
        key = "move.give_hidden.to_you" if event.to == self.you else "move.give_hidden"
        return self.t(key, player=self.player(event.seat), partner=self.player(event.to))

    def exchange_briefly(self, received: Sequence[CardReceived], gave: bool) -> list[str]:
        """The completed exchange on the braille line when the listener gave in this move: the
        pair whose cards the listener sees, in one sentence ("You to South: two of diamonds;
        back: five of diamonds."); the cards others swap face down go unsaid. [] otherwise,
        for the cards taken to be shown one by one (:meth:`event_lines`). Card by card it was
        "You to South: two of diamonds. You: five of diamonds from South. Exchange done.",
        84 cells, and at a hot seat with the last giver's card too 113."""
        taken = {(e.giver, e.seat): e.card for e in received}
        if not gave and self.you is not None \
                or any((taker, giver) not in taken for giver, taker in taken):
            return []
        seen = [(g, t) for g, t in sorted(taken) if UNKNOWN not in (taken[g, t], taken[t, g])
                and (g == self.you or self.you is None and g < t)]
        return [self.t("brief.exchanged", player=self._who(giver), partner=self.player(taker),
                       card=self.names.card(taken[giver, taker]),
                       other=self.names.card(taken[taker, giver])) for giver, taker in seen]

    def brief_line(self, event: object, card: CardUsed | None = None) -> str:
        """A marble's move at a glance, for the braille display, the card by its rank
        (:meth:`card_brief`: "North: eight, 33 to 41.", "You: 7 to 9.", a jack's swap "East:
        jack, 24 with 14."), and
        sitting out and the exchange (:meth:`_brief_cards`); "" for an event told in full."""
        named = "" if card is None else self.card_brief(card)
        if isinstance(event, MarbleMoved):
            key = "brief.step" if card is None else \
                "brief.back" if event.fields < 0 else "brief.move"
            return self.t(key, player=self._who(event.seat), card=named,
                          start=self.short_place(event.start), end=self.short_place(event.end))
        if isinstance(event, MarbleEntered):
            return self.t("brief.out", player=self._who(event.seat), card=named,
                          place=self.short_place(event.field))
        if isinstance(event, MarblesSwapped):
            # Another's jack that took the listener's marble says so, as speech does.
            yours = event.other_owner == self.you and event.seat != self.you
            return self.t("brief.swap.yours" if yours else "brief.swap",
                          player=self._who(event.seat), card=named,
                          place=self.short_place(event.place),
                          other=self.short_place(event.other))
        if isinstance(event, SentHome):
            return self.t("brief.sent_home", owner=self._who(event.owner),
                          place=self.short_place(event.place))
        if isinstance(event, MarbleHome):
            return self.t("brief.home", count=event.home, owner=self._who(event.owner))
        return self._brief_cards(event)

    def card_brief(self, card: CardUsed) -> str:
        """A card played, on a move's braille line: by its rank, a joker by the rank it
        stands for ("seven", "joker as seven"); a card's suit never counts in Dog, and
        "South: seven of diamonds, 29 to goal 3. West: 33 back to the kennel. South: 2 in
        the goal." ran to 97 cells."""
        rank = self.names.rank(card.rank)
        return self.t("brief.joker_as", rank=rank) if card.joker else rank

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
                            card=named, start=self.location(event.start, event.seat),
                            end=self.location(event.end, event.seat))
        if isinstance(event, MarbleEntered):
            key = "move.start_own" if event.owner == event.seat else \
                "move.start_yours" if event.owner == self.you else "move.start"
            # Another seat's marble comes out onto its own start field: the owner is named
            # once ("South's marble comes out onto its start field 33"; it said "onto
            # South's start field 33" after "South's marble").
            return self.did(key, event.seat, owner=p(event.owner), card=named,
                            place=self.location(event.field, event.seat),
                            number=b.relative_field(event.field, self.listener))
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
                return self._passed_hidden(event)
            return self.did("move.give", event.seat, partner=p(event.to),
                            card=self.names.card(event.card))
        if isinstance(event, CardReceived):
            if event.card == UNKNOWN:
                return self.t("move.received_hidden", player=p(event.seat), giver=p(event.giver))
            if event.giver == self.you:  # the giver has heard the card as they gave it
                return self.t("move.received.from_you", player=p(event.seat))
            return self.did("move.received", event.seat, giver=p(event.giver),
                            card=self.names.card(event.card))
        if isinstance(event, CardDealt):
            return self.dealt(event.seat, event.card)
        # RoundStarted: told apart (:meth:`table_news`); GameEnded: the session's result
        # line tells it (said once, not twice).
        return ""

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """Every visible event of the move in order, as one message; its brief form (what a
        braille display shows) says the marbles' moves by field numbers ("North: eight, 33 to
        41.")."""
        return self.events_message(events)

    def events_message(self, events: Sequence[object]) -> Message:
        """Every visible one of ``events`` in order, as one message with its brief form."""
        text = " ".join(self.event_lines(events))
        kind = MessageKind.CAPTURE if any(isinstance(e, SentHome) for e in events) \
            else MessageKind.MOVE
        return Message(text, kind, " ".join(self.event_lines(events, brief=True)))

    def table_news(self, state: State, events: Sequence[Event]) -> Message | None:
        """A new round, told after the move that ended the last ("Round 5: 2 cards each,
        North starts."): at the end of that move's line the braille display showed it after
        the marbles' moves ("South: five of diamonds, 43 to 48. East: 48 back to the kennel.
        Round 5: ...", 109 cells); speech says it in the same order."""
        started = next((e for e in events if isinstance(e, RoundStarted)), None)
        if started is None:
            return None
        return Message(self.t("move.round", number=started.number, count=started.size,
                              player=self.player(started.starter)), MessageKind.INFO)

    def told_with_next(self, state: State) -> bool:
        """True while a seven is being split: the card and its steps are one sentence
        (:meth:`told_as_one`), as every other card's move is, not a line a step."""
        return isinstance(state, DogState) and bool(state.split)

    def told_as_one(self, state: State, first: Sequence[Event], second: Sequence[Event],
                    mover: Player, before: Sequence[Event] = ()) -> Message | None:
        """A seven and its steps so far (``before`` and ``first`` the card and the steps
        already joined, ``second`` the next step) as one message. Used in one step, as any
        card's move ("East plays the seven of hearts and moves 7 fields from field 39 to
        field 46."); split, its steps one after the other ("East plays the seven of hearts
        and moves 5 fields from field 16 to their goal field 4, then 2 fields from field 39
        to field 41."). None for any other run of moves, and for a step taken back."""
        shown = self.visible([*before, *first, *second])
        card = shown[0] if shown else None
        if not (isinstance(card, CardUsed) and card.action is Action.SEVEN):
            return None
        if any(isinstance(e, CardUsed | StepTakenBack) for e in shown[1:]) \
                or not any(isinstance(e, MarbleMoved) for e in self.visible(second)):
            return None
        if any(isinstance(e, MarbleMoved) and e.fields == 7 for e in shown):
            return self.events_message(shown)
        going_on = isinstance(state, DogState) and bool(state.split)
        return self.split_seven_message(card, shown[1:], going_on)

    def split_seven_message(self, card: CardUsed, events: Sequence[object],
                            going_on: bool) -> Message:
        """A seven split into steps, told at once: the card and each step in turn, then what
        the steps did (marbles sent to the kennel, into the goal: each owner's count once,
        the last), and while the seven goes on (``going_on``) its fields used."""
        steps = [e for e in events if isinstance(e, MarbleMoved)]
        homes = {e.owner: e for e in events if isinstance(e, MarbleHome)}
        after = [e for e in events if not isinstance(e, MarbleMoved | SevenCount)
                 and (not isinstance(e, MarbleHome) or homes[e.owner] is e)]
        counts = [e for e in events if isinstance(e, SevenCount)]
        count = [self.event_line(counts[-1])] if going_on and counts else []
        named = self.card_as(card.card, card.rank.value, card.joker)
        said = self.did("move.seven_split", card.seat, card=named,
                        steps=self._steps_in_turn([self._seven_step(e) for e in steps]))
        # Briefly, each marble once, from where it stood to where it ends, the card by its
        # rank ("West: seven, 47-goal 2, goal 1-goal 3."): every step in turn with the
        # card's suit ran to 153 cells ("47 to 49, goal 1 to goal 2, 49 to goal 1, ...").
        brief = self.t("brief.seven_split", player=self._who(card.seat),
                       card=self.card_brief(card),
                       steps=", ".join(self.t("brief.seven_in_goal", start=b.lane_index(start)
                                              + 1, end=b.lane_index(end) + 1)
                                       if b.in_goal(start) and b.in_goal(end) else
                                       self.t("brief.seven_step", start=self.short_place(start),
                                              end=self.short_place(end))
                                       for start, end in _walked(steps)))
        kind = MessageKind.CAPTURE if any(isinstance(e, SentHome) for e in events) \
            else MessageKind.MOVE
        return Message(" ".join([said, *self.event_lines(after), *count]), kind,
                       " ".join([brief, *self.event_lines(after, brief=True), *count]))

    def _seven_step(self, event: MarbleMoved) -> str:
        """One step of a split seven without its mover ("5 fields from field 16 to their goal
        field 4", "South's marble 2 fields ...", "your marble ...")."""
        whose = "" if event.owner == event.seat else \
            "_yours" if event.owner == self.you else "_partner"
        return self.tn("seven_step" + whose, abs(event.fields), owner=self.player(event.owner),
                       start=self.location(event.start, event.seat),
                       end=self.location(event.end, event.seat))

    def _steps_in_turn(self, steps: Sequence[str]) -> str:
        """A seven's steps in the order made ("A, then B, then C")."""
        said = steps[0]
        for step in steps[1:]:
            said = self.t("seven_then", steps=said, step=step)
        return said

    def turn_goes_on(self, state: State) -> bool:
        """True while a seven is being split after its first step: the same player goes on,
        and the step's sentence has said the running count. Right after the seven is played
        the turn sentence says how its fields are moved."""
        return isinstance(state, DogState) and bool(state.split) and state.split[2] < 7


def _walked(steps: Sequence[MarbleMoved]) -> list[tuple[int, int]]:
    """Each marble's way through ``steps`` in turn, as (where it stood, where it ends), in
    the order the marbles first moved: a step from where an earlier one ended moves the same
    marble on (nobody else stands there)."""
    ways: list[list[int]] = []
    for step in steps:
        way = next((w for w in ways if w[1] == step.start), None)
        if way is None:
            ways.append([step.start, step.end])
        else:
            way[1] = step.end
    return [(start, end) for start, end in ways]


__all__ = ["DogEvents"]
