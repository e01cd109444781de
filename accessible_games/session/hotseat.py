"""Several people at one machine with hidden cards: one console each, and a privacy hand-over.

Everybody hears the public narration (a spectator's console: moves as everybody may know
them). When the turn passes to another person, the hot seat says "Pass to North. North, press
Enter when only you are listening." and withholds everything private until North presses
Enter (or types an empty line): then North hears what is theirs alone (their dealt card) and
plays through their own console. Nothing private is spoken, brailled or drawn before that:
while the hot seat waits, front ends are shown the spectator's console.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any, cast

from accessible_games.engine import Game, Move, Player, State
from accessible_games.engine.types import CHANCE
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.braille.translator import BrailleTable
from accessible_games.session.commands import Command, CommandKind, parse_command
from accessible_games.session.console import FOLLOW, TABLE_NEWS, Console
from accessible_games.session.table import ComputerJob, Seat, SeatKind, Table
from accessible_games.session.words import SessionWords

SHARED = frozenset({"store", "autosaved", "printer", "menu_follows", "over_quit_ends",
                    "help_more", "front_words", "typed_only"})
"""Attributes a front end sets on "the console" that every console of the hot seat needs."""

CONFIRM = (CommandKind.SELECT, CommandKind.YES)
"""Commands that confirm the hand-over (Enter on the board, "yes"); an empty line does too."""
ANSWERS = (CommandKind.YES, CommandKind.NO, CommandKind.REPEAT)
"""Commands that answer a question asked while the hand-over waits ("Quit this game?")."""

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    """The sentences of a message's text (ended by ".", "!" or "?")."""
    return [part for part in SENTENCE_END.split(text) if part]


def without_said(message: Message, said: Iterable[str]) -> Message | None:
    """``message`` without the sentences everybody already heard, in speech and on the
    braille line; None when nothing else is left. A seat's own line tells the whole move as
    the seat sees it, and at a hot seat its sentences about others came in the public line
    before the hand-over too (Dog: "Ost und West tauschen verdeckt eine Karte." twice)."""
    heard = set(said)
    text = " ".join(s for s in sentences(message.text) if s not in heard)
    if not text:
        return None
    if text == message.text:
        return message
    brief = message.brief
    if brief is not None:
        brief = " ".join(s for s in sentences(brief) if s not in heard) or None
    return replace(message, text=text, brief=brief)


class HotSeat:
    """A table shared by several people at one keyboard, each hearing only their own.

    It answers the calls front ends make on a console (``handle``, ``handle_line``,
    ``opening``, the computer's turn) and lends every other attribute from the console shown
    now: the confirmed person's, or the spectator's while a hand-over is pending.
    """

    def __init__(self, table: Table, lang: str = "en",
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        self.table = table
        self.public = Console(table, None, lang, verbosity)
        """What everybody at the machine may hear: moves as a spectator knows them, its
        places counted from the person at the keyboard (Dog's fields from their start)."""
        self.public.seen_from = table.humans[0] if table.humans else None
        self.consoles = {seat: Console(table, seat, lang, verbosity) for seat in table.humans}
        """Each person's own console."""
        self.words = SessionWords(lang, table.game)
        self.active: Player | None = None
        """The person who confirmed being alone at the keyboard."""
        self.waiting: Player | None = None
        """The person the hand-over waits for."""
        self.said_publicly: dict[Player, set[str]] = {seat: set() for seat in table.humans}
        """For each person, the sentences everybody heard since they last took the keyboard,
        which their own lines at the hand-over leave out."""
        self.taken_up: set[Player] = set()
        """The people who have not had the keyboard since the game was taken up again
        (resumed): their first hand-over reminds them of their own side, with their hand."""
        self.hand_owed: set[Player] = set()
        """The people whose new hand was held back when the deal ended on their own move and
        somebody else played next: they hear it once, when they play again (at their
        hand-over, or before their turn when the keyboard stayed with them)."""
        self.resort_owed: set[Player] = set()
        """Those of :attr:`hand_owed` whose hand held back was sorted anew for the game chosen
        (a Doppelkopf solo): they hear it as such ("Your hand for this game: ..."), once."""

    # -- what front ends see -------------------------------------------------------------

    @property
    def shown(self) -> Console:
        """The console front ends read now (cursor, board, queries)."""
        if self.active is not None and self.waiting is None:
            return self.consoles[self.active]
        return self.public

    def __getattr__(self, name: str) -> Any:
        return getattr(self.shown, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in SHARED:
            for console in (self.public, *self.consoles.values()):
                setattr(console, name, value)
            return
        super().__setattr__(name, value)

    def hand_over_text(self) -> str | None:
        """While a hand-over waits, the sentence that asks for it ("Pass to North. North,
        press Enter when only you are listening."), which a window shows where the hand would
        be; None otherwise."""
        if self.waiting is None:
            return None
        return self.words.text("handover.pass",
                               player=self.public.describer.player(self.waiting))

    def turn_message(self, reminder: str = "", named_before: bool = False) -> Message:
        """Whose turn it is, as a front end says it after a pause (the terminal's settings):
        while a hand-over waits, the hand-over's line ("Pass to North. North, press Enter
        when only you are listening."); it was "North to move.", which did not say that North
        must take the keyboard first. Else the turn of the console shown."""
        text = self.hand_over_text()
        if text is not None:
            return Message(text, MessageKind.TURN)
        return self.shown.turn_message(reminder, named_before)

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on at the whole table: every person's console, the one
        everybody hears, and the hand-over's words. Only the console shown switched, so the
        hand-over went on in the old language with the seats named in the new ("Es wird auf
        Player 4 gewartet.", "Waiting for Spieler 2.").

        Raises:
            UnknownLanguageError: ``lang`` is not one the app speaks.
        """
        for console in (self.public, *self.consoles.values()):
            console.set_language(lang)
        self.words = SessionWords(lang, self.table.game)

    def set_verbosity(self, verbosity: Verbosity | str) -> None:
        """Say more or less from now on at the whole table: every person's console and the
        one everybody hears. Only the console shown switched, so after "brief" the next
        person's hand-over and the moves everybody heard were told at the old verbosity."""
        for console in (self.public, *self.consoles.values()):
            console.set_verbosity(verbosity)

    def set_braille_table(self, table: BrailleTable | None) -> None:
        """Part long braille lines for ``table`` from now on at the whole table."""
        for console in (self.public, *self.consoles.values()):
            console.set_braille_table(table)

    # -- the hand-over ---------------------------------------------------------------------

    def _next_person(self) -> Player | None:
        """The person who must act next, when it is a person here."""
        state = self.table.state
        if self.table.is_over or self.table.computer_to_move():
            return None
        seat = state.to_move
        return seat if seat in self.consoles else None

    def _hand_over(self) -> list[Message]:
        """Ask the next person to take the keyboard, unless they already have it."""
        person = self._next_person()
        if person is None or person == self.active:
            return []
        self.active, self.waiting = None, person
        name = self.public.describer.player(person)
        return [Message(self.words.text("handover.pass", player=name), MessageKind.TURN)]

    def _confirm(self) -> list[Message]:
        person = self.waiting
        assert person is not None
        self.public.confirming = None  # a question asked while waiting is dropped
        self.active, self.waiting = person, None
        # What everybody hears from now on, the person at the keyboard hears first: fields
        # counted from their start, as their own board (South heard their own marble come
        # out onto "their start field 33", counted from North's).
        self.public.seen_from = person
        console = self.consoles[person]
        name = console.describer.player(person)
        said, self.said_publicly[person] = self.said_publicly[person], set()
        private = [kept for m in console.catch_up() if m.audience is not None
                   for kept in [without_said(m, said)] if kept is not None]
        table: list[Message] = []
        if console.is_card_game:
            # Not every card dealt since the game began, again: the hand as it is now, and
            # what it is played onto (the trick, the pile and a wish), after the person's
            # own news (a new deal's hand came after "Trumps: clubs. The trick is empty.").
            told = [] if console.hand_just_told else [self._hand_now(person)]
            standing = console.standing_line() if person in self.taken_up else None
            if standing is not None:  # "Du bist Re.", said when play began, before the save
                told.append(standing)
            line = console.table_line(before_turn=True)
            if line is not None:
                table.append(replace(line, audience=frozenset({person})))
        else:
            told = [m for m in console.heard_privately() if m not in private]
        self.taken_up.discard(person)
        self._hand_paid(person)
        # "Player 3, this is for you alone." named the person: the turn does not again.
        return self._remembered([Message(self.words.text("handover.ready", player=name),
                                         audience=frozenset({person}))] + told + private
                                + table + [
            replace(console.turn_message(named_before=True), audience=frozenset({person}))])

    def _public_news(self) -> list[Message]:
        """What everybody hears of the moves made since last asked."""
        for console in self.consoles.values():
            if console is not self.shown:
                # Other people's queues keep only what is theirs alone, for their hand-over.
                console.keep_private()
        news = self.public.catch_up()
        if self.table.is_over and any(m.kind is MessageKind.RESULT for m in news):
            # Where each person finished, then what to type next: the public console has no
            # player of its own, so nobody was told how to play again or leave.
            news += [*self._places(), self.public.next_game_line()]
        for said in self.said_publicly.values():
            said.update(s for m in news for s in sentences(m.text) + sentences(m.short))
        return news

    def _places(self) -> list[Message]:
        """After the result, where the people here finished, by name and for everybody,
        best first, those level in one sentence ("North has won with 11 points. East and
        West finish third with -1 points."): one console's "You have won." would have been
        everybody's "you". Nothing where the game tells no places."""
        outcome = self.table.outcome
        if outcome is None or outcome.is_draw:
            return []
        scores = outcome.seat_scores  # none for a seat when counted per team (Team draw)
        if not scores:
            return []
        describer = self.public.describer
        levels = sorted({scores[seat] for seat in self.consoles}, reverse=True)
        told = [text for points in levels for text in [describer.place_text(
            outcome, [seat for seat in sorted(self.consoles) if scores[seat] == points])]
            if text is not None]
        return [Message(" ".join(told), MessageKind.RESULT)] if told else []

    # -- the calls front ends make ---------------------------------------------------------

    def opening(self) -> list[Message]:
        """The game, the seats, and the first hand-over."""
        if any(h.mover != CHANCE for h in self.public.heard):  # a game taken up again
            self.taken_up = set(self.consoles)
        messages = self.public.opening()
        for console in self.consoles.values():
            console.catch_up()
        return self._with_hand_over(messages)

    def handle_line(self, line: str) -> list[Message]:
        """A typed line: while waiting, an empty line confirms the hand-over."""
        if self.waiting is not None and not line.strip():
            return self._confirm()
        if not line.strip():
            return self.handle(Command(CommandKind.REPEAT))
        return self.handle(self.shown.read_line(line) if self.waiting is None
                           else parse_command(line))

    def handle(self, command: Command) -> list[Message]:
        """A command from the keyboard, for the person who has it."""
        if self.waiting is not None:
            if self.public.confirming is not None and command.kind in ANSWERS:
                # "yes" to "Quit this game?" asked while the keyboard waits answers that
                # question: it must not hand the keyboard over and read out a hand.
                return self.public.handle(command)
            if command.kind in CONFIRM:
                return self._confirm()
            if command.kind in (CommandKind.QUIT, CommandKind.RULES, CommandKind.HELP):
                return self.public.handle(command)
            name = self.public.describer.player(self.waiting)
            return [Message(self.words.text("handover.waiting", player=name),
                            MessageKind.ILLEGAL)]
        console = self.shown
        console.news_told = []
        try:
            own = console.handle(command)
        finally:
            caught, console.news_told = console.news_told, None
        own = self._new_hand_held(console, own)
        # The table's news among the answer: the very messages heard (the console keeps
        # them as they were heard, audience and all), not any line with the same words.
        told = {id(m) for m in caught or []}

        def news(message: Message) -> bool:
            return message.kind in TABLE_NEWS or id(message) in told

        public = self._public_news()
        if public:
            # Everybody hears the moves from the public console; the person's own console
            # adds only what is theirs alone, so nothing is said twice, and after the public
            # line it belongs to ("Player 2 draws 2 cards." before "You draw the ...", the
            # next deal's heading after the last one's result, not before it and again).
            secret = [m for m in own if news(m) and m.audience is not None]
            # The person's own move told with what only they may know ("You say: reservation
            # (queen solo).", "You draw the seven of hearts.") comes where the table's line of
            # that move stood, and that line after it: the screen clears after the person's
            # last own line, so they hear their move once, and the others find the table's
            # line of it ("East: reservation.", "Player 3 draws 4 cards.") after the clear.
            theirs = {m.mover for m in secret if m.mover is not None and m.mover == self.active}
            at = next((i for i, m in enumerate(public)
                       if m.kind is MessageKind.MOVE and m.mover in theirs), None)
            said = [s for m in public if at is None or m.mover not in theirs
                    for s in sentences(m.text) + sentences(m.short)]
            mine = [kept for m in secret for kept in [without_said(m, said)] if kept is not None]
            own = [m for m in own if not news(m)]
            turn = public[-1:] if public[-1].kind is MessageKind.TURN else []
            if at is None:
                at = len(public) - len(turn)
            public = public[:at] + mine + public[at:]
        answer = own + self._with_hand_over(public)
        if command.kind is CommandKind.REPEAT:
            return answer
        return self._remembered(answer)

    def _remembered(self, said: list[Message], fresh: bool = True) -> list[Message]:
        """``said``, kept for "repeat" by the person at the keyboard, as a console keeps what
        it said (``fresh``: the answer to their line or their hand-over, else added to it:
        the moves that followed). Their console kept its own words only: after the hand-over
        "repeat" said "No move has been made yet.", or the person's move of their last turn
        as nobody had heard it ("You play the two of clubs.", where everybody heard "South
        plays the two of clubs.")."""
        person = self.active if self.waiting is None else None
        if person is None:
            return said
        kept = [m for m in said if m.audience is None or person in m.audience]
        if kept:
            console = self.consoles[person]
            console.last_message = kept[-1]
            console.last_said = kept if fresh else console.last_said + kept
        return said

    def _new_hand_held(self, console: Console, own: list[Message]) -> list[Message]:
        """``own`` without the person's whole hand when their move told it and somebody else
        plays first: their hand-over reads it, so it was heard twice. Their move ended the
        deal ("Cards dealt. Your hand: 13 cards. ..." before "Pass to North.", and "Your
        hand: 13 cards. ..." again when the keyboard came back), or their "healthy" ended the
        reservations before a solo ("Your hand for this game: ..." in the answer, and "Your
        hand: ..." at the hand-over before their first card)."""
        person = self.active
        hand = {id(m) for m in console.hand_told}
        if person is None or person == self._next_person() or not any(
                id(m) in hand for m in own):
            return own
        self.hand_owed.add(person)
        dealt = {id(m) for m in console.dealt_told}
        if any(id(m) in hand and id(m) not in dealt for m in own):
            self.resort_owed.add(person)
        return [m for m in own if id(m) not in hand]

    def _hand_now(self, person: Player) -> Message:
        """The person's hand as it is now, for them alone: sorted for the game chosen when
        that news was held back for them ("Your hand for this game: ..."), else "Your hand:
        ..."."""
        console = self.consoles[person]
        resorted = console.resorted_message() if person in self.resort_owed else None
        told = resorted if resorted is not None else console.hand_line()
        return replace(told, audience=frozenset({person}))

    def _hand_paid(self, person: Player) -> None:
        """The person heard the hand held back for them."""
        self.hand_owed.discard(person)
        self.resort_owed.discard(person)

    def _kept_keyboard(self, public: list[Message]) -> list[Message]:
        """What the person who keeps the keyboard hears for themselves after others' moves,
        before their turn: what those moves told them alone (the cards of a new deal dealt
        after the computer's last card), and their new hand when it was held back. Both
        waited for the person's next key and came after their first card of the deal."""
        person = self.active
        assert person is not None
        console = self.consoles[person]
        said = [s for m in public for s in sentences(m.text) + sentences(m.short)]
        told = [kept for m in console.catch_up(turn=False) if m.audience is not None
                for kept in [without_said(m, said)] if kept is not None]
        if person in self.hand_owed and not console.hand_just_told:
            told.insert(0, self._hand_now(person))
        self._hand_paid(person)
        return told

    def _with_hand_over(self, public: list[Message]) -> list[Message]:
        """Public news, then the hand-over; "North to move" is dropped before "Pass to
        North", which says it. When the person at the keyboard moves again (the others
        passed over, or the computer between), the turn is said to them: "North, your
        turn." """
        hand_over = self._hand_over()
        if public and public[-1].kind is MessageKind.TURN:
            if hand_over:
                public = public[:-1]
            elif self.active is not None and self.active == self._next_person():
                public = [*public[:-1], *self._kept_keyboard(public),
                          self.consoles[self.active].turn_message()]
        return public + hand_over

    def computer_to_move(self) -> bool:
        """True when the computer should move now."""
        return self.table.computer_to_move()

    def computer_move(self, stop: object | None = None) -> list[Message]:
        """The computer's move, told as everybody hears it, then a hand-over if needed."""
        self.table.computer_move(stop)
        return self._remembered(self._with_hand_over(self._public_news()), fresh=False)

    def prepare_computer(self) -> ComputerJob | None:
        """A computer move to think about off the UI thread."""
        return self.table.prepare_computer()

    def finish_computer(self, job: ComputerJob, move: Move) -> list[Message]:
        """Make the move a worker found (unless stale), told as everybody hears it."""
        if not self.table.finish_computer(job, move):
            return []
        return self._remembered(self._with_hand_over(self._public_news()), fresh=False)

    @property
    def quit_requested(self) -> bool:
        """True when somebody confirmed leaving."""
        return self.public.quit_requested or any(
            c.quit_requested for c in self.consoles.values())


def hand_over_pending(session: object) -> Player | None:
    """The person a hot seat waits for to take the keyboard; None when no hand-over waits
    (or ``session`` is no hot seat). Front ends then forget what the last person was shown
    alone: the braille history's private messages, the terminal's screen."""
    return session.waiting if isinstance(session, HotSeat) else None


def open_game(game: Game, seats: Sequence[Seat], lang: str = "en", seed: int = 0,
              verbosity: Verbosity = Verbosity.NORMAL, state: State | None = None,
              table: Table | None = None) -> Console:
    """The way people at this machine play a new (or rebuilt) table: one console that follows
    the turn, or a hot seat when several people share a game with hidden cards.

    A :class:`HotSeat` answers every call front ends make on a console and lends the rest
    from the console it shows, so front ends take both as a Console.
    """
    table = table if table is not None else Table(game, seats, seed, state)
    people = [s for s in table.seats if s.kind is SeatKind.HUMAN]
    if len(people) > 1 and not table.game.info.perfect_information:
        return cast(Console, HotSeat(table, lang, verbosity))
    return Console(table, FOLLOW, lang, verbosity)
