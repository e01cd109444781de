"""What a person at an online table hears about the others' comings and goings and about
their own time away.

:class:`TurnReminders` keeps the turn line the last thing heard when notices about other
people (lost the connection, away, back) come on the listener's turn. The summaries say what
happened while a person was away, in place of every move replayed: to a player whose seat a
bot played, what happened since their own last move; to a spectator whose line was down, how
many moves were made; each followed by where the game stands.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from accessible_games.narration.cased import CASES, Cased
from accessible_games.narration.catalog import Catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.online.short_names import SIBILANTS
from accessible_games.session.console import Console

TURN_AFTER_NOTICE = 5.0
"""Seconds without another notice before the turn line, said already, is said again after a
notice on the listener's turn. Notices about a person come in twos ("lost the connection",
then "a bot plays for them" a grace later): the turn line follows the last of them once, not
each of them (and its earcon is not heard three times for one turn). About as long as such a
notice takes to be spoken, so the reminder comes hardly later than it would at once."""

FOLLOW_UP_SLACK = 1.0
"""Seconds past a grace after which the second notice about a person ("a bot plays for
them") is surely in: a turn line due about when that notice comes waits for it, so that the
two notices are heard together and the turn line after them, not between them."""


class TurnReminders:
    """The turn line around notices about people, for a session with an inbox (what waits
    to be delivered), what was heard, a console at the table and a news callback."""

    inbox: list[Message]
    heard: list[Message]
    console: Console | None
    on_news: Callable[[], None] | None
    _notice_waiting: tuple[int, Message] | None
    """The last notice about a person at the table (their seat, the message), while it
    waits in the inbox: a newer one about the same seat takes its place."""
    _turn_due: asyncio.TimerHandle | None
    """When the turn line is said again after notices on the listener's turn."""

    def _notice(self, seat: int, notice: Message, follow_up: float | None = None) -> None:
        """Tell a notice about the person in ``seat`` (lost the connection, away, back, sat
        down) so that the turn line stays the last thing heard, since a player acts on that:
        before a turn line still waiting in the inbox, or, when the listener's turn was said
        already, with the turn line again once no other notice followed for
        ``TURN_AFTER_NOTICE`` seconds. A notice about the same seat still waiting is replaced
        ("is away; a bot plays" after "lost the connection"), not followed.

        ``follow_up``: the seconds after which another notice about the same seat will come
        unless the person is back (the grace of "lost the connection" or "left the game").
        When it comes before the turn line would be said, or hardly later (within twice the
        wait), the turn line waits until just after it: "left the game", then "is away",
        then the turn, one story rather than the turn line between its two halves."""
        inbox = self.inbox
        turn = inbox.pop() if inbox and inbox[-1].kind is MessageKind.TURN else None
        waiting = self._notice_waiting
        if waiting is not None and waiting[0] == seat and inbox and inbox[-1] is waiting[1]:
            inbox.pop()
        heard = _last_spoken(self.heard)
        said = turn is None and (self._turn_due is not None or (
            not inbox and heard is not None and heard.kind is MessageKind.TURN))
        inbox.append(notice)
        self._notice_waiting = (seat, notice)
        if turn is not None:
            inbox.append(turn)
        elif said and self._my_turn():
            self._turn_not_due()
            wait = TURN_AFTER_NOTICE
            if follow_up is not None and follow_up <= 2 * TURN_AFTER_NOTICE:
                wait = max(wait, follow_up + FOLLOW_UP_SLACK)
            self._turn_due = asyncio.get_running_loop().call_later(wait, self._turn_again)

    def _my_turn(self) -> bool:
        return (self.console is not None and not self.console.is_over
                and self.console.observation.is_my_turn)

    def _turn_again(self) -> None:
        """The turn line after the last notice on the listener's turn, unless something
        else was said after it (the game went on). A chat line does not count: the turn
        line still follows a notice that chat came after."""
        self._turn_due = None
        last = self._last_but_chat()
        waiting = self._notice_waiting
        if (self.console is not None and waiting is not None and last is not None
                and (last.kind, last.text) == (waiting[1].kind, waiting[1].text)
                and self._my_turn()):
            self.inbox.append(self.console.turn_message())
            if self.on_news is not None:
                self.on_news()

    def _last_but_chat(self) -> Message | None:
        """The last message said or waiting to be, chat lines passed over."""
        for said in (self.inbox, self.heard):
            last = _last_spoken(said, but=MessageKind.CHAT)
            if last is not None:
                return last
        return None

    def _turn_not_due(self) -> None:
        if self._turn_due is not None:
            self._turn_due.cancel()
            self._turn_due = None

    def turn_reminder(self, told: list[Message]) -> list[Message]:
        """Whose turn it is, after coming back to a table: none when no game runs or the last
        of ``told`` already said it."""
        if self.console is None or self.console.is_over:
            return []
        turn = self.console.turn_message()
        return [] if told and told[-1].text == turn.text else [turn]


def _last_spoken(messages: list[Message], but: MessageKind | None = None) -> Message | None:
    """The last of ``messages`` with words to say, of a kind other than ``but``. A message
    is heard as delivered: its braille line with short names (a copy of what was put in the
    inbox), or parted into lines after the first of which none says a word."""
    return next((m for m in reversed(messages) if m.text and m.kind is not but), None)


def stand_in_name(cat: Catalog, name: str) -> str:
    """The bot that plays for ``name`` while they are away, named in the game's sentences
    in their place ("Ben's bot plays the nine of hearts.", "Bens Bot spielt …")."""
    sibilant = name.casefold().endswith(SIBILANTS)
    return cat.text("online.seats.stand_in" + (".sibilant" if sibilant else ""), name=name)


def your_stand_in(cat: Catalog) -> Cased:
    """The bot that played for the listener while they were away, named to them ("your
    bot"), in the cases German declines it in ("dein Bot", "von deinem Bot")."""
    key = "online.seats.stand_in.yours"
    return Cased(cat.text(key), {case: cat.text(f"{key}.{case}") for case in CASES})


def stood_in(console: Console) -> bool:
    """True when a bot played the viewer's seat since their own last move (they were away
    longer than the server's grace)."""
    viewer = console.viewer
    if viewer is None:
        return False
    for heard in reversed(console.heard):
        if heard.made_by(viewer):
            return False
        if heard.mover == viewer and heard.stand_in:
            return True
    return False


def where_it_stands(console: Console, cat: Catalog) -> list[Message]:
    """Where a game joined under way stands; to a player whose seat a bot played while
    they were away, :func:`away_summary` in place of the last move alone."""
    if not stood_in(console):
        return console.where_it_stands()
    return away_summary(console, cat)


def away_summary(console: Console, cat: Catalog) -> list[Message]:
    """To a player whose seat a bot played while they were away: what happened since
    their own last move (as ``since`` tells it, briefly), then where the game stands. The
    heading says since when only where the summary itself does not ("Since the game
    began, 4 cards were played." after "what happened since the game began:")."""
    viewer = console.viewer
    moved = any(viewer is not None and heard.made_by(viewer) for heard in console.heard)
    heading = "online.table.away_summary" + (
        ".told" if console.since_says_since() else "" if moved else ".start")
    return [cat.said(heading),
            *console.since_briefly(), *console.where_it_stands(last_move=False)]


def watched_summary(console: Console, heard: int, cat: Catalog) -> list[Message]:
    """To a spectator back after a dropped line, when more than a round of moves was
    made meanwhile (after the first ``heard`` moves of the console): how many, and where
    the game stands, as a player back after the grace hears it; nothing (every move is
    told) when fewer were made."""
    made = sum(1 for h in console.heard[heard:] if h.mover >= 0)
    if made <= console.game.num_players:
        return []
    return [cat.said_plural("online.table.away_watching", made),
            *console.where_it_stands()]
