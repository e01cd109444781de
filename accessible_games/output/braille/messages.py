"""The braille message history: messages made for reading, not for flashing.

Speech can say one sentence after another; a braille display shows one line at a time, and a
deafblind player reads it at their own pace. So every message shown in braille is kept in a
history the display keys move through, and a message that matters (the opponent's move, the
result, an error) stays on the display until the player moves on, instead of being replaced a
millisecond later by "Black to move.".

Rules (see docs/keys.en.md, "Braille display"):

* The answer to the player's own key is shown at once (it is what they asked for); when it
  has several messages (the rows of "board"), the first is shown and the others wait. Messages
  that waited unread are not jumped over: the answer goes into the history right after the
  last message read, its other messages right after it, and what waited follows them, so the
  history's order is the order the player meets it in. Only the unread rest of an earlier
  answer that is not held (rows of "board" the player left by pressing another key) is
  passed over: it stays before the new answer. What waited unread and is not held ("Black,
  your turn." before the player's move) does not hold back the messages that come after the
  answer (the opponent's reply is shown at once again): they are shown over it. The turn
  itself, left unread when the player presses a key, is passed over as the rest of an answer
  is: it stays before the answer, where it came, so reading back never finds "Black, your
  turn." after Black's own move.
* While unread messages wait after the one shown, every window of the message ends with a
  blank and a full cell (:data:`~.display.MORE`), outside the message's text: a player
  reading a long message knows from its first window that the opponent has moved.
* Any other message (the computer's move, the turn, a notice) is shown at once only when the
  message on the display is not *held* and no earlier message still waits unread (the rest of
  the player's own answer); otherwise it waits in the history, and the player reaches it with
  "next message" or by panning right past the end of the message before it.
* While the answer to the player's own key has windows they have not panned to (their card
  and the trick it won, told over three windows), a held message waits behind it too.
* Held messages: the opponent's move, the result of a game, errors and refused moves. They
  stay until the player presses a key (:attr:`Hold.KEY`, the default) or, as a setting, for a
  time proportional to their length (:attr:`Hold.TIMED`), after which the waiting messages
  follow one by one, each held as long as its own length asks.
* So a held message that was never shown (the result, the opponent's move, an error) is
  never passed over, whatever order messages and keys come in: nothing posted after it is
  shown before it but the answer to the player's own key (and that answer's rest), and
  reading on (pan right, "next message", a timed hold running out) stops at it. The result
  after the computer's last move is one pan past that move, and the line saying what can
  follow the game one more. Only "last message" jumps to the newest on purpose, and a
  hand-over (:meth:`BrailleMessages.forget_private`) shows the newest message left.
* Pan left at the start of a message shows the end of the previous one; pan right at the end
  shows the next one. Windows end on word boundaries (see :func:`~.display.window_starts`).
* "Previous/next message", "first/last message" and "board line" are one key each.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .display import BrailleDisplay
from .region import BrailleKey, BrailleKeyKind, BrailleRegion


class Hold(Enum):
    """How long a held message (opponent's move, result, error) stays on the display."""

    KEY = "key"
    """Until the player presses a key."""
    TIMED = "timed"
    """For :meth:`BrailleMessages.hold_seconds` (proportional to the length), then the next
    waiting message is shown."""


HOLD_BASE_SECONDS = 2.0
"""Timed hold: seconds every held message gets."""
HOLD_SECONDS_PER_CELL = 0.25
"""Timed hold: seconds added per braille cell (a slow reader's pace, about 4 cells a second)."""
HISTORY_SIZE = 200
"""Messages kept in the braille history."""


@dataclass(frozen=True, slots=True)
class BrailleEntry:
    """One message in the braille history."""

    region: BrailleRegion
    """What the display shows for it."""
    held: bool
    """Whether it stays until the player moves on (opponent's move, result, error)."""
    own: bool
    """Whether it answered the player's own key."""
    private: bool = False
    """Whether it was for some seats only (a hand dealt): dropped when another person takes
    a shared keyboard and display (:meth:`BrailleMessages.forget_private`)."""
    number: int = 0
    """How many messages were posted before it (its place in the order they came)."""
    follow_up: bool = False
    """Whether it was a further message of an answer (the rows after the first of "board"):
    left unread, it is passed over once the player presses another key, unless held."""
    lapses: bool = False
    """Whether the player's next key answers it ("Black, your turn."): left unread when they
    press a key, it is passed over, staying before the answer, where it came."""


class BrailleMessages:
    """The braille history of one display and the rules for what it shows.

    Args:
        display: the display the messages go to.
        hold: how held messages are released (key or time).
        clock: seconds, monotonic (tests pass a fake clock).
        size: how many messages are kept.
    """

    def __init__(self, display: BrailleDisplay, hold: Hold = Hold.KEY,
                 clock: Callable[[], float] = time.monotonic, size: int = HISTORY_SIZE) -> None:
        self.display = display
        """The display (the announcer may swap it; keys always act on this one)."""
        self.hold = hold
        """How held messages are released."""
        self.clock = clock
        self.size = size
        self.entries: list[BrailleEntry] = []
        """The history, oldest first."""
        self.position: int | None = None
        """Index of the entry on the display, or None when the board line (or nothing) is."""
        self.board: Callable[[], BrailleRegion | None] | None = None
        """Gives the board line of the cursor's row (set by the front end's speaker)."""
        self._head: int | None = None
        self._seen = -1
        """The index of the newest entry ever shown: those after it wait unread."""
        self._key_number = -1
        """The :attr:`BrailleEntry.number` of the last answer to the player's key."""
        self._answer_end: int | None = None
        """Where the next further message of the last answer goes (right after the answer
        and its messages so far, before what waited unread), or None."""
        self.posted = 0
        """How many messages were ever posted (the history keeps the last :attr:`size`)."""
        self._shown_at = 0.0
        self.lock = threading.RLock()
        """Held while the display's keys are read and acted on (a terminal reads them in a
        thread while the game posts messages)."""
        self._lock = self.lock

    # -- messages arriving ----------------------------------------------------------------

    def post(self, region: BrailleRegion, *, own: bool, held: bool,
             follow_up: bool = False, private: bool = False, lapses: bool = False) -> bool:
        """Add a message; show it unless a held message the player has not left is showing.

        Args:
            region: the braille of the message.
            own: it answers the player's own key (always shown at once).
            held: it stays until the player moves on.
            follow_up: a further message of the same answer (the rows after the first of
                "board"); it waits behind the answer's first message, which the player has
                not read yet.
            private: it was for some seats only (see :meth:`forget_private`).
            lapses: the player's next key answers it (the turn): left unread when they
                press one, it is passed over (see :meth:`_pass_over_rest_of_answers`).

        Returns:
            Whether it was shown now (False: it waits in the history).
        """
        with self._lock:
            entry = BrailleEntry(region, held, own, private, self.posted, follow_up, lapses)
            unread = self._seen + 1
            if own:  # right after the last message read, before what waits unread
                index = self._pass_over_rest_of_answers(unread)
                self._answer_end = index + 1
            elif follow_up and self._answer_end is not None and (
                    unread <= self._answer_end <= len(self.entries)):
                index = self._answer_end  # with the rest of its answer
                self._answer_end += 1
            else:
                index = len(self.entries)
                if not follow_up:
                    self._answer_end = None
            self.entries.insert(index, entry)
            self.posted += 1
            if len(self.entries) > self.size:
                del self.entries[0]
                index -= 1
                if self.position is not None:
                    self.position = max(0, self.position - 1)
                if self._head is not None:
                    self._head = self._head - 1 if self._head > 0 else None
                if self._answer_end is not None:
                    self._answer_end = max(0, self._answer_end - 1)
                self._seen = max(-1, self._seen - 1)
            if own:
                self._head = index
                self._key_number = entry.number
            # Messages are read in order: one waits while an earlier one has never been
            # shown (the rest of the player's own answer, such as the hand dealt after the
            # opening), so the opponent's move does not jump over it. An unread message that
            # is not held and came before the player's last key ("Black, your turn." before
            # their move) does not hold back what comes after the answer.
            earlier = self.entries[self._seen + 1:index]
            waits = (self.holding() or (follow_up and self.position == self._head)
                     or (held and self._reading_answer())
                     or any(e.held or e.number > self._key_number for e in earlier))
            if own or not waits:
                self._show(index)
                return True
            self._mark()
            return False

    def _pass_over_rest_of_answers(self, unread: int) -> int:
        """Before a new answer: the unread rest of earlier answers that is not held (the
        rows of "board" the player left by pressing another key) is passed over, moved
        before the place of the new answer, and so is the turn the player did not read
        before their key answered it, unless a held message waits before it ("Black, your
        turn." read back after the player's own move said it was their turn again); what
        else waits unread (the opponent's move, a held message) stays after it. Returns the
        new answer's index."""
        waiting = self.entries[unread:]
        passed: list[BrailleEntry] = []
        kept: list[BrailleEntry] = []
        for entry in waiting:
            lapsed = entry.lapses and not any(e.held for e in kept)
            if (entry.follow_up or lapsed) and not entry.held and not entry.own:
                passed.append(entry)
            else:
                kept.append(entry)
        if passed:
            self.entries[unread:] = passed + kept
            self._seen = unread + len(passed) - 1
        return unread + len(passed)

    def forget_private(self) -> None:
        """Drop every message that was for some seats only, read or not: the keyboard and
        the display pass to another person (the hot seat's hand-over), who must not find the
        last person's hand by reading back. The display shows the newest message left."""
        with self._lock:
            if not any(entry.private for entry in self.entries):
                return
            kept = [n for n, entry in enumerate(self.entries) if not entry.private]
            self.entries = [self.entries[n] for n in kept]
            self._head = self._answer_end = None
            self._seen = len(self.entries) - 1
            if self.entries:
                self._show(len(self.entries) - 1)
            else:
                self.position = None
                self.display.set_more(False, refresh=False)
                self.display.show("")

    def holding(self) -> bool:
        """Whether the message on the display is held (so others wait behind it)."""
        with self._lock:
            current = self.current
            if current is None or not current.held:
                return False
            if self.hold is Hold.KEY:
                return True
            return self.clock() - self._shown_at < self.hold_seconds(current)

    def _reading_answer(self) -> bool:
        """Whether the answer to the player's own key is on the display with windows the
        player has not panned to: a held message (the opponent's card) waits behind it. The
        card the player played showed "Three of spades." and was gone, the next card shown
        over "West wins the trick with the ace of spades. Tricks: ...", its later windows.
        With a timed hold, for as long as the answer's length asks."""
        current = self.current
        if current is None or not current.own or not self.display.windows_left:
            return False
        return self.hold is Hold.KEY or self.clock() - self._shown_at < self.hold_seconds(current)

    @staticmethod
    def hold_seconds(entry: BrailleEntry) -> float:
        """How long a timed hold keeps ``entry``: a base plus a time per cell."""
        cells = sum(1 for c in entry.region.braille if c != "\u2800")
        return HOLD_BASE_SECONDS + HOLD_SECONDS_PER_CELL * cells

    def tick(self) -> bool:
        """With a timed hold, show the next waiting message once the hold is over.

        Returns:
            Whether the display changed.
        """
        with self._lock:
            if self.hold is not Hold.TIMED or self.position is None:
                return False
            if self.position >= len(self.entries) - 1 or self.holding() or \
                    self._reading_answer():
                return False
            self._show(self.position + 1)
            return True

    @property
    def current(self) -> BrailleEntry | None:
        """The entry on the display, or None (board line or nothing)."""
        if self.position is None or not 0 <= self.position < len(self.entries):
            return None
        return self.entries[self.position]

    @property
    def unread(self) -> int:
        """How many messages were never shown (they follow the newest one shown)."""
        return len(self.entries) - 1 - self._seen

    @property
    def waiting(self) -> int:
        """How many messages after the one shown the player has not reached."""
        if self.position is None:
            return 0
        return len(self.entries) - 1 - self.position

    # -- keys -----------------------------------------------------------------------------

    def handle_key(self, key: BrailleKey) -> bool:
        """Act on a reading key; return True when it was one (the caller does nothing more).

        PAN keys come already applied by the display; at an edge they move to the previous
        message (its end) or the next one.
        """
        with self._lock:
            kind = key.kind
            if kind is BrailleKeyKind.PAN_LEFT:
                if not self.display.last_pan_moved:
                    self._step(-1, at_end=True)
                return True
            if kind is BrailleKeyKind.PAN_RIGHT:
                if not self.display.last_pan_moved:
                    self._step(1)
                return True
            if kind is BrailleKeyKind.PREVIOUS_MESSAGE:
                self._step(-1)
            elif kind is BrailleKeyKind.NEXT_MESSAGE:
                self._step(1)
            elif kind is BrailleKeyKind.FIRST_MESSAGE:
                if self.entries:
                    self._show(0)
            elif kind is BrailleKeyKind.LAST_MESSAGE:
                if self.entries:
                    self._show(len(self.entries) - 1)
            elif kind is BrailleKeyKind.BOARD_LINE:
                self.show_board()
            else:
                return False
            return True

    def _step(self, delta: int, at_end: bool = False) -> None:
        if not self.entries:
            return
        if self.position is None:
            # From the board line: on to the first message never shown, or back to the
            # newest when everything was read (nothing unread is jumped over).
            self._show(min(self._seen + 1, len(self.entries) - 1))
            return
        target = self.position + delta
        if 0 <= target < len(self.entries):
            self._show(target)
            if at_end:
                self.display.show_end()

    def show_board(self) -> bool:
        """Show the board line of the cursor's row; False when there is none."""
        with self._lock:
            region = self.board() if self.board is not None else None
            if region is None:
                return False
            self.position = None
            self.display.set_more(False, refresh=False)
            self.display.show(region)
            return True

    def show_current(self) -> None:
        """Show the current entry again (after the display was swapped)."""
        with self._lock:
            current = self.current
            if current is not None:
                self.display.set_more(self.unread > 0, refresh=False)
                self.display.show(current.region)

    def _show(self, index: int) -> None:
        self.position = index
        self._seen = max(self._seen, index)
        self._shown_at = self.clock()
        self.display.set_more(self.unread > 0, refresh=False)
        self.display.show(self.entries[index].region)

    def _mark(self) -> None:
        """Let the message shown say whether unread messages wait after it."""
        if self.position is not None:
            self.display.set_more(self.unread > 0)

    # -- for tests and the golden files ----------------------------------------------------

    def texts(self) -> list[str]:
        """The source texts of the history, oldest first."""
        return [e.region.text for e in self.entries]

    def entries_since(self, posted: int) -> list[BrailleEntry]:
        """The messages posted after the first ``posted`` (that are still kept), in the
        history's order."""
        return [e for e in self.entries if e.number >= posted]

    def texts_since(self, posted: int) -> list[str]:
        """The source texts of :meth:`entries_since`."""
        return [e.region.text for e in self.entries_since(posted)]
