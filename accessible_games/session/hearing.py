"""How a console hears its table: every move told as its viewer may know it.

A mix-in of :class:`~accessible_games.session.console.Console`. The table calls
:meth:`Hearing._hear` after each move, :meth:`Hearing._unheard` when moves are taken back and
:meth:`Hearing._ended` when the players end the game; the console keeps what its viewer heard
(:class:`Heard`) and hands the news out with :meth:`Hearing.catch_up`. A move the viewer may
not see is told as a hidden move with the events they may see; a move that tells the viewer
nothing at all is not heard, and whose turn it is is then said exactly as without it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from accessible_games.engine import Event, Move, Outcome, Player, State
from accessible_games.engine.events import events_for, seat_served
from accessible_games.engine.types import CHANCE, HiddenMove
from accessible_games.games.cards.core import UNKNOWN
from accessible_games.games.cards.events import CardDealt
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console_base import ConsoleBase
from accessible_games.session.table import SeatKind, Turn

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Heard:
    """One move of the table as this console's viewer heard it."""

    mover: Player
    """Who moved (``CHANCE`` for dice and deals)."""
    move: Move
    """The move, or a HiddenMove when the viewer may not see it."""
    events: tuple[Event, ...]
    """The events the viewer may see."""
    message: Message
    """What was said about it."""
    stand_in: bool = False
    """True when a bot made the move for the mover while they were away (``Turn.stand_in``)."""
    you: Player | None = None
    """The seat the message was said to ("You rolled 1."), None when it named every seat. At
    a hot seat that is the person whose turn came next, not always the one who asks later."""
    stood_in_so_far: frozenset[Player] = frozenset()
    """The seats whose last move heard up to this one (this one included) a bot made for
    their player while they were away (:meth:`ConsoleBase.stood_in_after`), kept as the move
    is heard (:meth:`Hearing._keep`): the names of the seats as played are found at once, not
    by reading every move heard again for each new one."""
    news: Message | None = None
    """News for the whole table the move brought, told as a message of its own after
    :attr:`message` (:meth:`.Describer.table_news`: Dog's new round), else None."""
    told_before: tuple[Event, ...] = ()
    """The events of the moves heard before this one that :attr:`message` tells too (they
    were joined into it, :meth:`Hearing._joined`), oldest first; () for a move told alone.
    A run of several moves becomes one sentence from all their events (Dog's seven split
    into steps), not only from the last two."""

    def told(self, message: Message | None = None) -> list[Message]:
        """What was said about the move (``message``, or the one first said), then its
        news."""
        said = self.message if message is None else message
        return [said] if self.news is None else [said, self.news]

    @property
    def seat(self) -> Player | None:
        """The seat whose turn this was (:func:`.seat_served`: a roll's, the seat it was
        for)."""
        return seat_served(self.mover, self.events)

    def made_by(self, seat: Player) -> bool:
        """True for ``seat``'s own move, made by its player (not by a stand-in for them)."""
        return self.mover == seat and not self.stand_in

    def card_given_to(self, seat: Player | None) -> CardDealt | None:
        """The one card this move gave ``seat`` (a card of the deal, drawn or a penalty),
        with no other card but maybe news for the whole table (the talon reshuffled once
        the draw was done), else None."""
        cards = [e for e in self.events if isinstance(e, CardDealt)]
        if self.mover != CHANCE or len(cards) != 1:
            return None
        return cards[0] if cards[0].seat == seat else None


class Hearing(ConsoleBase):
    """The console's ears: what the viewer heard of the table, and what waits to be said."""

    _told: list[bool]
    _unseen_since: bool
    _turn_told: bool
    _run_begun: bool
    """True once the computer's run of moves told together (:meth:`.Describer.told_with_next`)
    was said to go on; reset when the run is told."""
    _pending: list[Message]
    _deals: list[Message]
    """The waiting messages that only tell a card of the deal given to the viewer."""
    _draws: list[tuple[Message, int]]
    """The waiting messages that only tell a card the viewer drew (Mau Mau's sevens, a
    penalty), each with its card."""
    _own_draws: dict[int, tuple[int, str]]
    """The waiting messages (by ``id``) of the viewer's own move of drawing, each with how
    many cards it draws and what it means for the turn ("Drawing ends your turn.", or ""):
    "You draw a card." and the card that follows become one sentence."""
    _others_draws: dict[int, tuple[Player, int]]
    _news_after: dict[int, Message]
    """The table's news told apart from a card the viewer drew in the same move
    (:meth:`_table_news_apart`), by the ``id`` of the card's message."""
    """The waiting messages (by ``id``) that only tell another seat's move of drawing, each
    with that seat and how many cards it drew: draws in a row become one sentence ("West and
    North each draw a card.")."""
    news_told: list[Message] | None = None
    """While a hot seat asks (a list, else None), every message :meth:`catch_up` gives out:
    the table's news among a command's answer, found there by identity (two lines with the
    same words are two lines), with the audience each was heard with."""
    hand_told: tuple[Message, ...] = ()
    """The messages of the last :meth:`catch_up` that told the viewer's whole hand (the cards
    of a new deal, or the hand sorted for the game chosen)."""
    dealt_told: tuple[Message, ...] = ()
    """Those of :attr:`hand_told` that told the cards of a new deal."""
    _resorted: int | None = None
    """The waiting message (by ``id``) that reads the viewer's hand sorted anew, if any."""
    deal_heard: object = None
    """The deal (the state's ``deal_no``) of the last move heard; None until one is heard,
    or in a game without deals."""
    retold_at: State | None = None
    """While a move is told again (:meth:`_retell`), the position right after it: the seat
    addressed then is addressed again (at a hot seat the person whose turn came next, so a
    move told in the third person is retold so, not as "You ...")."""
    replaying: bool = False
    """True while the console steps through a finished or stored game: nobody is addressed."""
    telling: Player | None = None
    """While a move is described (:meth:`_heard_of`), who made it (``CHANCE`` for a roll)."""
    retold_to: Player | None = None
    """While a move is told again to one person (:meth:`told_to`), that person's seat: the
    seat addressed, whoever was addressed when the move was first told."""
    dealt_message: Callable[[int], Message | None]
    """One sentence for cards just dealt to the viewer (the console's card questions)."""
    drawn_message: Callable[..., Message | None]
    """One sentence for cards the viewer just drew, named one by one (``drew=True``: said as
    the viewer's own move of drawing them)."""
    resorted_message: Callable[[], Message | None]
    """The viewer's hand read anew after a move that sorts it differently (a solo's
    trumps), for the viewer alone."""

    DEALT_RUN = 2
    """From this many cards dealt to the viewer in a row, they are told as one sentence (Dog's
    fifth round deals two: "You get ..." twice, where every other round said the hand)."""

    def computer_to_move(self) -> bool:
        raise NotImplementedError

    def machine_to_move(self) -> bool:
        """True when a computer plays the seat to move (its move follows without waiting, so
        whose turn it is goes unsaid); here, when this machine's computer does."""
        return self.computer_to_move()

    def _unseen(self, turn: Turn) -> bool:
        """True for a move the viewer may not see that tells the viewer nothing either (a
        Mau Mau player keeping a card they could have thrown in): not even that somebody
        moved is heard."""
        viewer = self.viewer
        return (turn.audience is not None and viewer not in turn.audience
                and not events_for(turn.events, viewer))

    def _hear(self, turn: Turn) -> None:
        """The table made a move: tell it as the viewer may know it."""
        self._told.append(not self._unseen(turn))
        if not self._told[-1]:
            self._unseen_since = True
            return
        view = self.table.observation(self.viewer).view
        # Each seat named as its last move was made (online, a bot's card for a person away
        # is the bot's, and so is a trick that card took, whoever is back by then).
        with self.named_as_played(turn):
            heard = self._joined(self._heard_of(turn, view), view, waiting=True)
            news = self._table_news_apart(heard, view)
        if news is not None:
            heard = replace(heard, message=news[0])
        self._keep(heard)
        self._pending.append(heard.message)
        if news is not None:
            self._pending.append(news[1])
            self._news_after[id(heard.message)] = news[1]
        if heard.news is not None:
            self._pending.append(heard.news)
        if self._dealt_to_viewer(heard):
            self._deals.append(heard.message)
        drawn = self._drawn_by_viewer(heard)
        if drawn is not None:
            self._draws.append((heard.message, drawn))
        drawing = getattr(self.describer, "cards_drawn", None)
        count = drawing(heard.events) if drawing is not None else None
        if count and heard.mover == self.viewer == self.describer.you:
            ends = getattr(self.describer, "draw_ends_turn", None)
            self._own_draws[id(heard.message)] = (
                count, (ends(heard.events) if ends is not None else None) or "")
        elif count and self.viewer is not None and heard.mover not in (CHANCE, self.viewer):
            # A seat's console only: the public one at a hot seat tells each person's draw
            # before that person hears the cards drawn, which must not wait for a later move.
            self._others_draws[id(heard.message)] = (heard.mover, count)
        own = getattr(self.describer, "own_news", None)
        viewer = self.viewer
        told = own(view, heard.events, viewer) if own is not None and viewer is not None \
            else None
        if told is not None and viewer is not None:
            # A message of its own, for the viewer alone: at a hot seat the public news of
            # the move stays everybody's, and this waits for the viewer's hand-over. Table
            # news (as a card dealt to the viewer is), so a hot seat says it after the
            # public line it follows, not before it as an answer to the person's key.
            self._pending.append(Message(told[0], MessageKind.MOVE, told[1], mover=CHANCE,
                                         audience=frozenset({viewer})))
        resorted = getattr(self.describer, "hand_resorted", None)
        if resorted is not None and resorted(heard.events):
            hand = self.resorted_message()
            if hand is not None:
                self._pending.append(hand)
                self._resorted = id(hand)
        result = self.describer.result_message(heard.events)
        if result is not None:
            self._pending.append(result)
        self._hear_deal(view)

    def _hear_deal(self, view: State) -> None:
        """A deal after the first begins (Doppelkopf, Whist, Mau Mau of several): its heading
        ("Deal 2 of 4.") after the last deal's result, before its cards; the cards dealt
        told alike in every deal, the player could not tell one deal from the next."""
        deal, before = getattr(view, "deal_no", None), self.deal_heard
        self.deal_heard = deal
        heading = getattr(self.describer, "deal_heading", None)
        if (heading is not None and isinstance(deal, int) and isinstance(before, int)
                and deal > before and not view.is_terminal()):
            self._pending.append(Message(heading(view), MessageKind.INFO))

    def _table_news_apart(self, heard: Heard, view: State) -> tuple[Message, Message] | None:
        """A card drawn by the viewer with news for the whole table in the same move (the
        talon reshuffled once the draw was done): the card, the viewer's alone, and the news,
        everybody's, as two messages; None for any other move. Told as one private message,
        the news was said twice at a hot seat ("The pile was shuffled ..." for everybody, and
        again after "You get the king of spades.") and the card was not named with the draw
        ("You draw a card. You get the king of spades. The pile was ...", where a draw
        without a reshuffle says "You draw the king of spades. Your turn is over after
        drawing.")."""
        given = heard.card_given_to(self.viewer)
        if given is None or given.card == UNKNOWN or len(heard.events) == 1 \
                or heard.message.audience is None:
            return None
        rest = tuple(e for e in heard.events if e is not given)
        if any(getattr(e, "card", None) == given.card for e in rest):
            return None  # the news shows the card (Whist's dealer turning it up for trumps)
        card = self._describe(view, heard.move, (given,), heard.mover)
        news = self._describe(view, heard.move, rest, heard.mover)
        return replace(card, audience=heard.message.audience), news

    def _heard_of(self, turn: Turn, view: State) -> Heard:
        """A move as the viewer may know it, told from ``view`` (the position after it)."""
        viewer = self.viewer
        seen = turn.audience is None or (viewer is not None and viewer in turn.audience)
        move = turn.move if seen else HiddenMove()
        events = events_for(turn.events, viewer)
        self.telling = turn.mover
        # The move is told as made: a bot's for a person away is the bot's, also told again.
        told_before, self.turn_being_told = self.turn_being_told, turn
        try:
            message = self._describe(view, move, events, turn.mover)
        finally:
            self.telling, self.turn_being_told = None, told_before
        you = self._describer.you
        # Private when the viewer learns more than a spectator would: a card of their own,
        # or a move only they see, unless all it shows them everybody sees too (the card
        # dealt to them that the move turns up for trumps).
        shown = events_for(turn.events, None)
        public = not learns_more(events, shown) and (
            turn.audience is None or viewer not in turn.audience or events != shown)
        if not public and viewer is not None:
            message = replace(message, audience=frozenset({viewer}))
        return Heard(turn.mover, move, events, message, turn.stand_in, you,
                     news=self.describer.table_news(view, events))

    def _retell(self) -> None:
        """Tell every move so far again (a console joining a running table, or a new
        language), each from the viewer's view of the position right after it."""
        replay = self.table.state.copy()
        for _ in self.table.history:
            replay.undo()
        viewer = self.viewer
        self.heard = []
        self._told = []
        for turn in self.table.history:
            replay.apply(turn.move)
            self._told.append(not self._unseen(turn))
            if self._told[-1]:
                view = replay.redacted(viewer)
                self.retold_at = replay
                try:
                    heard = self._heard_of(turn, view)
                finally:
                    self.retold_at = None
                self._keep(self._joined(heard, view))

    def _keep(self, heard: Heard) -> None:
        """Keep ``heard`` as the last move heard, with the seats a bot played for a person
        away up to it (:attr:`Heard.stood_in_so_far`)."""
        self.heard.append(replace(heard, stood_in_so_far=self.stood_in_now(heard)))

    def told_to(self, listener: Player, heard: list[Heard]) -> list[Message]:
        """What the moves ``heard`` (some of this console's) said, as ``listener`` should hear
        it now. A move that was said to another person, or about every seat (at a hot seat,
        a move that passed the turn), is told again to ``listener``: South's "You sow 4 seeds
        from house 3" is "South sows ..." when North asks, and North's sowing into South's
        house is "... the last into your house 3" when South asks. A move said together with
        the one before it (Dog's seven and its step) keeps its words. Where several people
        share the keyboard, a roll keeps its words, which name the seat it was rolled for, as
        the turn after it does ("Black, your move with 2."): Rakado's tutorial said "Black
        rolled 2." and then, asked "last", "You rolled 2.", and to two people at one keyboard
        (or a pupil playing both sides) that named nobody."""
        if self.viewer is None or self.replaying \
                or self.table.seats[listener].kind is SeatKind.COMPUTER:
            # nobody to say "you" to (a replay names all)
            return [m for h in heard for m in h.told()]
        at = {id(h): i for i, h in enumerate(self.heard)}
        rolls_named = self.shared_keyboard
        again = {at[id(h)] for h in heard if h.you != listener and h.message.text
                 and not (rolls_named and h.mover == CHANCE)
                 and id(h) in at and not self._said_with_previous(at[id(h)])}
        if not again or len(self._told) != len(self.table.history):
            return [m for h in heard for m in h.told()]
        retold: dict[int, Heard] = {}
        replay = self.table.state.copy()
        for _ in self.table.history:
            replay.undo()
        index = -1
        for told, turn in zip(self._told, self.table.history):
            replay.apply(turn.move)
            index += told
            if not told or index not in again:
                continue
            self.retold_at, self.retold_to = replay, listener
            try:
                retold[index] = self._heard_of(turn, replay.redacted(self.viewer))
            finally:
                self.retold_at = self.retold_to = None
        # The news told again too: Doppelkopf's deal says whether the listener won it.
        return [m for h in heard for m in retold.get(at.get(id(h), -1), h).told()]

    def _said_with_previous(self, index: int) -> bool:
        """True when the heard move at ``index`` was said together with the move before it
        (whose own words were then emptied, :meth:`_joined`)."""
        if index == 0:
            return False
        previous, heard = self.heard[index - 1], self.heard[index]
        return previous.mover == heard.mover and not previous.message.text

    def _joined(self, heard: Heard, view: State, waiting: bool = False) -> Heard:
        """``heard``, told together with the move heard before it when the describer makes
        one sentence of the two (Dog's seven and its one step: "East plays the seven of hearts
        and moves 7 fields ..."); the move before then says nothing of its own. The move
        before may itself tell a run of moves (:attr:`Heard.told_before`): the describer gets
        their events too, and the run grows by one (a seven and all its steps). ``waiting``:
        only while the move before is still waiting to be said (never said twice)."""
        previous = self.heard[-1] if self.heard else None
        if previous is None or previous.mover != heard.mover or \
                previous.message.audience != heard.message.audience:
            return heard
        at = next((i for i, m in enumerate(self._pending) if m is previous.message), None)
        if waiting and at is None:
            return heard
        describer = self.describer
        one = describer.told_as_one(view, previous.events, heard.events, heard.mover,
                                    before=previous.told_before)
        if one is None:
            return heard
        one = describer.line_opened(one, heard.mover)
        self.heard[-1] = replace(previous, message=replace(previous.message, text="",
                                                           brief=None))
        if at is not None:
            del self._pending[at]
        return replace(heard, message=replace(one, mover=heard.mover,
                                              audience=heard.message.audience),
                       told_before=(*previous.told_before, *previous.events))

    def _describe(self, view: State, move: Move, events: tuple[Event, ...],
                  mover: Player) -> Message:
        describer = self.describer
        told = describer.move_message(view, move, events, mover)
        return replace(describer.line_opened(told, mover), mover=mover)

    def _ended(self, outcome: Outcome) -> None:
        """The players ended the game (resigned, agreed a draw): tell the result."""
        self._pending.append(Message(self.describer.outcome_text(outcome), MessageKind.RESULT))

    def _unheard(self, taken: int) -> None:
        """The table took ``taken`` moves back: forget them."""
        for _ in range(taken):
            if self._told.pop():
                heard = self.heard.pop()
                gone = heard.message  # not said after all, if it still waited
                news = self._news_after.pop(id(gone), None)
                self._pending = [m for m in self._pending
                                 if m is not gone and m is not news and m is not heard.news]
                self._others_draws.pop(id(gone), None)  # its id may be a new message's
        self.deal_heard = getattr(self.state, "deal_no", None)  # told again if played again

    def notice(self, message: Message) -> None:
        """Say ``message`` with the next answer (autosave's trouble, told by a listener)."""
        self._pending.append(message)

    def keep_private(self) -> None:
        """Forget the public part of what is waiting to be said (the hot seat said it to
        everybody); keep what is for this viewer alone."""
        self._pending = [m for m in self._pending if m.audience is not None]

    def heard_privately(self) -> list[Message]:
        """Everything this viewer was told that others were not (their dealt cards)."""
        return [h.message for h in self.heard if h.message.audience is not None]

    def catch_up(self, turn: bool = True) -> list[Message]:
        """What this console has heard since it was last asked (moves, the result), followed
        (when ``turn``) by whose turn it is when somebody must now choose."""
        if turn and self.machine_to_move() and self.describer.told_with_next(self.state):
            # The computer sows again, and its sowings are told when its turn is over; that
            # it goes on is said at once, so that its thinking through the rest of the run is
            # not silence (a strong Congkak run took 14 s).
            if self._run_begun:
                return []
            self._run_begun = True
            return [Message(self.describer.run_begun_text(self.state, self.viewer),
                            MessageKind.INFO)]
        if turn and self.machine_to_move() and self._drawing_goes_on():
            return []  # the computer's next move follows at once and is told with this one
        self._run_begun = False
        messages = [m for m in self._pending if m.text]  # a card dealt unseen says nothing
        self._pending = []
        messages = self._run_summed(messages)
        resorted, self._resorted = self._resorted, None
        self.hand_told = tuple(m for m in messages if id(m) == resorted)
        self.dealt_told = ()
        if self._deals:
            messages = self._deals_told_once(messages)
        if self._draws:
            messages = self._draws_told_together(messages)
        self._own_draws = {}
        self._news_after = {}
        if self._others_draws:
            messages = self._others_draws_told_together(messages)
        # After a move the viewer may not know of, whose turn it is is said just as it would
        # be without that move: once, unless the last news already ended with it (else the
        # silence, or the repetition, would give the move away).
        unseen, self._unseen_since = self._unseen_since, False
        owed = bool(messages) or (unseen and not self._turn_told)
        if (turn and owed and not self.is_over and not self.machine_to_move()
                and not self.describer.turn_goes_on(self.state)):
            messages.append(self._turn_after_moves())
            self._turn_told = True
        elif messages:
            self._turn_told = False
        if turn and self.is_over and any(m.kind is MessageKind.RESULT for m in messages):
            messages.extend(self.next_game_hint())  # the game just ended: say how to go on
        if self.news_told is not None:
            self.news_told.extend(messages)
        return messages

    def _run_summed(self, messages: list[Message]) -> list[Message]:
        """``messages`` with a run of one player's moves that waited to be told together
        (the computer's sowings, each ending in its store) summed up where the describer
        does so (:meth:`.Describer.run_told`): its summary in place of every move of the run
        but the last. The moves heard keep their own words, which ``last`` tells."""
        waiting = {id(m) for m in messages}
        run: list[Heard] = []
        for heard in reversed(self.heard):
            if id(heard.message) not in waiting or (run and heard.mover != run[0].mover):
                break
            run.insert(0, heard)
        if len(run) < 2 or run[0].mover == CHANCE:
            return messages
        summary = self.describer.run_told(self.state, [h.events for h in run], run[0].mover)
        if summary is None:
            return messages
        summary = replace(summary, mover=run[0].mover, audience=run[-1].message.audience)
        dropped = {id(h.message) for h in run[:-1]}
        last = id(run[-1].message)
        summed: list[Message] = []
        for message in messages:
            if id(message) == last:
                summed.append(summary)
            if id(message) not in dropped:
                summed.append(message)
        return summed

    def _turn_after_moves(self) -> Message:
        """The turn said after the moves just heard, followed, when it is the listener's own,
        by what the game reminds them of (:meth:`.Describer.turn_reminder`: Mau Mau's card on
        the pile once others have drawn since it was played)."""
        you = self.addressed
        if you is None or self.state.to_move != you:
            return self.turn_message()
        last = self.heard[-1].events if self.heard else ()
        return self.turn_message(self.describer.turn_reminder(self.state, last) or "")

    def _dealt_to_viewer(self, heard: Heard) -> bool:
        """True for a card of the deal given to the viewer, when that is all the move tells
        (not a penalty card, not the last card turned up for trumps)."""
        return heard.mover == CHANCE and bool(heard.events) and all(
            isinstance(e, CardDealt) and e.seat == self.viewer and not e.penalty
            for e in heard.events)

    def _drawn_by_viewer(self, heard: Heard) -> int | None:
        """The card, when the move only gives the viewer a card drawn outside the deal (a
        penalty or a card drawn from the talon); else None."""
        given = heard.card_given_to(self.viewer)
        return given.card if given is not None and given.penalty else None

    def _draws_told_together(self, messages: list[Message]) -> list[Message]:
        """Two or more cards drawn by the viewer in a row become one sentence naming them
        all ("Player 1 gets the ace of hearts, the seven of spades and the jack of clubs"):
        six lines for a stack of sevens would be hard to keep apart by ear and on a braille
        line."""
        draws, self._draws = self._draws, []
        cards = {id(m): c for m, c in draws}
        messages = self._own_draws_named(messages, cards)
        told, _ = runs_told_as_one(messages, cards, 2, self.drawn_message)
        return told

    def _drawing_goes_on(self) -> bool:
        """True when the last news waiting is another seat's move of drawing: the computer's
        next move may be a draw too, and is told with it in one sentence."""
        last = next((m for m in reversed(self._pending) if m.text), None)
        return last is not None and id(last) in self._others_draws

    def _others_draws_told_together(self, messages: list[Message]) -> list[Message]:
        """Other seats' draws in a row told as one sentence ("West and North each draw a
        card.", "North draws 3 cards."), not one line a draw; no card is named."""
        draws, self._others_draws = self._others_draws, {}
        words = getattr(self.describer, "draws_text", None)
        if words is None:
            return messages

        def together(run: list[tuple[Player, int]]) -> Message:
            text = words(run)
            return Message(text, MessageKind.MOVE, text, mover=run[-1][0])

        return runs_told_as_one(messages, draws, 2, together)[0]

    def _own_draws_named(self, messages: list[Message], cards: dict[int, int]) -> list[Message]:
        """The viewer's own "You draw 2 cards." followed by those cards, told as one sentence
        ("You draw the ace of hearts and the seven of spades.")."""
        told: list[Message] = []
        index = 0
        while index < len(messages):
            message = messages[index]
            count, ends = self._own_draws.get(id(message), (0, ""))
            run = messages[index + 1:index + 1 + count]
            named = (self.drawn_message([cards[id(m)] for m in run], drew=True)
                     if count and len(run) == count and all(id(m) in cards for m in run)
                     else None)
            if named is not None and ends:  # the turn passes: said, not left to silence
                named = replace(named, text=f"{named.text} {ends}",
                                brief=None if named.brief is None else f"{named.brief} {ends}")
            if named is None:
                told.append(message)
                index += 1
                continue
            told.append(replace(named, mover=message.mover))
            index += 1 + count
        return told

    def _deals_told_once(self, messages: list[Message]) -> list[Message]:
        """A run of cards dealt to the viewer becomes one sentence with the hand they make
        (twelve lines of "you get ..." are a list nobody can keep; the hand read suit by suit
        is what a player takes in when picking up their cards)."""
        deals, self._deals = self._deals, []
        told, _ = runs_told_as_one(messages, {id(m): None for m in deals},
                                   self.DEALT_RUN, lambda run: self.dealt_message(len(run)))
        waiting = {id(m) for m in messages}
        self.dealt_told = tuple(m for m in told if id(m) not in waiting)
        self.hand_told += self.dealt_told
        return told

    @property
    def hand_just_told(self) -> bool:
        """True when the last :meth:`catch_up` told the viewer's whole hand."""
        return bool(self.hand_told)


def learns_more(events: tuple[Event, ...], shown: tuple[Event, ...]) -> bool:
    """True when ``events`` (a viewer's) tell more than ``shown`` (everybody's): a card only
    the viewer sees. A card dealt to the viewer that the same move turns face up for all
    (Whist's dealer turning the last card for trumps) tells nothing more: told as the
    viewer's own, a hot seat said it twice ("Ost deckt Kreuz-Ass auf: Kreuz ist Trumpf." to
    everybody, then "Du deckst Kreuz-Ass auf: ..." to East)."""
    if events == shown:
        return False
    faces = {getattr(e, "card", None) for e in shown} - {None, UNKNOWN}
    if len(events) != len(shown):
        return True
    return any(mine != theirs and not (isinstance(mine, CardDealt) and mine.card in faces)
               for mine, theirs in zip(events, shown, strict=True))


def runs_told_as_one(messages: list[Message], marked: dict[int, T], shortest: int,
                      whole: Callable[[list[T]], Message | None]) -> tuple[list[Message], bool]:
    """``messages`` with every run of at least ``shortest`` marked messages in a row (``marked``
    by ``id``, each with what it tells) replaced by the one message ``whole`` makes of the run
    (kept as they were when it makes none); empty texts dropped. Also whether any run was."""
    told: list[Message] = []
    run: list[Message] = []
    merged = False
    for message in [*messages, Message("")]:
        if id(message) in marked:
            run.append(message)
            continue
        one = whole([marked[id(m)] for m in run]) if len(run) >= shortest else None
        told.extend(run if one is None else [one])
        merged = merged or one is not None
        run = []
        if message.text:
            told.append(message)
    return told, merged
