"""The terminal front end: one line per announcement, typed commands and moves.

A line-based interface is what screen readers and BRLTTY on a console handle best: no redraws,
no cursor tricks, a flush after every line. This module reads and prints the lines, runs a game
(:func:`play`) with the braille display's keys read meanwhile, and builds the terminal's
outputs; the choice of games is :mod:`.terminal_menu`, the typed settings
:mod:`.terminal_settings`.
"""

from __future__ import annotations

import argparse
import queue
import re
import sys
import threading
import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, TextIO, TypeVar

from accessible_games.frontends.menu import SETTINGS_WORDS, is_stop_word
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.announcer import Priority
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.output.braille.seat_displays import SeatDisplays
from accessible_games.output.braille.translator import BrailleTable, default_table
from accessible_games.session.commands import LOST_WORDS, Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.hotseat import hand_over_pending
from accessible_games.session.saving import kept_after_quit
from accessible_games.tactile.printing import print_position

if TYPE_CHECKING:
    from accessible_games.frontends.screen_braille import ScreenBraille
    from accessible_games.frontends.speaker import Speaker
    from accessible_games.output.setup import Outputs

T = TypeVar("T")
"""What a menu question's parser returns."""

PROMPT = "> "
_CONTROL = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?|[\x00-\x08\x0b-\x1f\x7f]")
"""Terminal control sequences (arrow keys, function keys) and control characters."""


def line_editing() -> bool:
    """Switch on readline's line editing and history for :func:`input`; False without it
    (Windows without pyreadline, or a Python built without readline)."""
    try:
        import readline  # noqa: F401 - importing it is what turns editing on
    except ImportError:
        return False
    return True


def without_control(line: str) -> str:
    """``line`` without terminal control sequences: an arrow key that reached us unedited
    (no line editing) is never read back as "\x1b[A"."""
    return _CONTROL.sub("", line)


CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"
CLEAR_LINE = "\r\x1b[2K"
"""Back to the start of the line, and clear it (the prompt, before news is printed)."""
"""Cursor home, clear the screen, clear the scrollback (xterm and the Linux console)."""


class LineIO:
    """Reads typed lines and prints announcements, one per line, flushed at once.

    On a real terminal, lines are read with readline: the arrow keys edit the line and recall
    earlier lines (history), Home and End jump, as in a shell.
    """

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout
        self.editing = (self.stdin is sys.stdin and self.stdout is sys.stdout
                        and _is_tty(self.stdin) and line_editing())
        self.only_control = False
        """Whether the last line read held nothing but control keys (now removed)."""
        self.prompting: str | None = None
        """The prompt shown while a line is being read (None: none is): news printed
        meanwhile (an online table's moves) goes above it."""
        self.braille: ScreenBraille | None = None
        """The braille line on screen (``--braille unicode``): each message's braille is
        printed under its line; None: only the words are printed."""

    def say(self, messages: Iterable[Message]) -> None:
        """Print each message on its own line, and its braille under it when the braille
        line on screen was asked for (:attr:`braille`). While a line is being typed on a terminal,
        the prompt's line is cleared first, and the prompt and what was typed so far come
        again after the messages: news never follows the "> " (a screen reader read it
        first) and the typing is not left on a line without its prompt."""
        prompt = self.prompting if _is_tty(self.stdout) else None
        if prompt is not None:
            self.stdout.write(CLEAR_LINE)
        for message in messages:
            if message.text:  # not a line for the braille display only
                self.stdout.write(message.text + "\n")
            if self.braille is not None:
                for cells in self.braille.lines(message):
                    self.stdout.write(cells + "\n")
        if prompt is not None:
            self.stdout.write(prompt + self._typed_so_far())
        self.stdout.flush()

    def line_table(self, lang: str) -> BrailleTable:
        """The braille table the lines said here are measured in, to part a long one into
        lines of two windows (:func:`.parted_messages`): the braille line on screen's, else
        ``lang``'s default."""
        return self.braille.translator.table if self.braille is not None else default_table(lang)

    def _typed_so_far(self) -> str:
        if not self.editing:
            return ""
        import readline

        return readline.get_line_buffer()

    def forget_screen(self) -> None:
        """Clear the terminal and its scrollback, when it is one, and the lines typed so far:
        the hot seat passes the keyboard to another person, who must not read the last
        person's hand back on the screen or with a screen reader's review keys, nor recall a
        card the last person tried with the Up key."""
        if _is_tty(self.stdout):
            self.stdout.write(CLEAR_SCREEN)
            self.stdout.flush()
        if self.editing:  # nor recall the last person's typed lines (a card they tried)
            import readline

            readline.clear_history()

    def ask(self, prompt: str = PROMPT) -> str | None:
        """Read one line after a prompt; None at end of input (Control-D).

        Raises:
            KeyboardInterrupt: Control-C (the callers say goodbye and keep the game).
        """
        self.prompting = prompt
        try:
            if self.editing:
                try:
                    read = input(prompt)
                except EOFError:
                    return None
            else:
                self.stdout.write(prompt)
                self.stdout.flush()
                read = self.stdin.readline()
                if not read:
                    return None
                read = read.rstrip("\n")
        finally:
            self.prompting = None
        line = without_control(read)
        self.only_control = bool(read.strip()) and not line.strip()
        return line

    def ask_secret(self, prompt: str) -> str | None:
        """Read a password: not shown on a terminal (getpass), read as a line otherwise
        (scripted input); None at end of input."""
        if _is_tty(self.stdin):
            import getpass

            try:
                return getpass.getpass(prompt)
            except EOFError:
                return None
        return self.ask(prompt)


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class SpokenLineIO(LineIO):
    """Lines that the speaker also speaks and brailles: the menu and the questions asked
    before a game (inside a game :func:`play` speaks through the session instead)."""

    def __init__(self, speaker: Speaker, stdin: TextIO | None = None,
                 stdout: TextIO | None = None) -> None:
        super().__init__(stdin, stdout)
        self.speaker = speaker

    def line_table(self, lang: str) -> BrailleTable:
        """The table of the braille display the speaker writes to."""
        return self.speaker.announcer.translator.table

    def say(self, messages: Iterable[Message]) -> None:
        """Print each message and hand it to the speaker."""
        messages = list(messages)
        super().say(messages)
        self.speaker.say(messages, more=self.speaker.answering)
        self.speaker.answering = self.speaker.answering or bool(messages)

    def ask(self, prompt: str = PROMPT) -> str | None:
        """A typed line; meanwhile the braille display's reading keys move through what was
        said (a long game list is panned as in a game) and earcons waiting for speech sound.
        With a braille display the line may also be typed on its keyboard (Enter sends it).
        A stop word (``stop``, ``still``) silences the speech and waits for the next line;
        without speech to silence it is the caller's to answer."""
        while True:
            line = self._ask_once(prompt)
            if not (is_stop_word(line) and hush(self.speaker)):
                return line

    def _ask_once(self, prompt: str) -> str | None:
        events: queue.Queue[tuple[str, object]] = queue.Queue()
        pump = OutputPump(self.speaker, events)
        self.speaker.answering = False
        try:
            if not _has_keys(self.speaker):
                return super().ask(prompt)
            LineReader.into(self.stdin, events)
            self.stdout.write(prompt)
            self.stdout.flush()
            return _line_from(events, DisplayLine(), self.speaker, blank_enter=False)
        finally:
            pump.stop()


def spoken_lines(io: LineIO, speaker: Speaker | None) -> LineIO:
    """The lines of the menu and the questions before a game: ``io`` itself without a
    speaker, else spoken and brailled too; either prints the braille under each line as
    ``io`` does (the braille line on screen)."""
    if speaker is None:
        return io
    spoken = SpokenLineIO(speaker, io.stdin, io.stdout)
    spoken.braille = io.braille
    return spoken


def hush(speaker: Speaker | None) -> bool:
    """Silence the speech now, saying nothing (the silence is the answer); False when the
    app speaks nothing itself (the printed lines are read by the player's screen reader,
    whose own key stops it), and the caller says so."""
    if speaker is None or not speaker.announcer.speech_enabled:
        return False
    speaker.announcer.stop_speech()
    return True


def stop_refused(lang: str) -> Message:
    """Why a stop word silenced nothing: the app does not speak here."""
    return Message(catalog(lang).text("terminal.stop.none"))


PUMP_INTERVAL = 0.02
"""Seconds between two looks at the braille display's keys (and the earcon schedule)."""
GOODBYE_WAIT = 4.0
"""Seconds the terminal waits at most for speech to finish ("Goodbye") before it ends."""


class OutputPump:
    """A thread that ticks the announcer and reads the braille display's keys.

    Reading keys (pan, previous/next message, first/last, board line) are handled at once by
    the message history, even while the terminal waits for a typed line; the other keys
    (routing, Enter, line up/down) go to ``events`` as ``("key", BrailleKey)`` for the game.
    """

    def __init__(self, speaker: Speaker, events: queue.Queue[tuple[str, object]]) -> None:
        self.speaker = speaker
        self.events = events
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="terminal-outputs",
                                        daemon=True)
        self._thread.start()

    def _run(self) -> None:
        announcer = self.speaker.announcer
        reader = announcer.reader
        broken = False
        while not self._stop.wait(PUMP_INTERVAL):
            announcer.tick()
            if broken:
                continue
            while True:
                with reader.lock:
                    try:
                        key = announcer.braille.read_key(timeout=0)
                    except Exception:  # noqa: BLE001 - a broken display: keep the lines
                        broken = True
                        break
                    if key is None or reader.handle_key(key):
                        if key is None:
                            break
                        continue
                self.events.put(("key", key))

    def stop(self) -> None:
        """End the thread."""
        self._stop.set()
        self._thread.join(timeout=1)


_KEY_COMMANDS: dict[BrailleKeyKind, CommandKind] = {
    BrailleKeyKind.LINE_UP: CommandKind.UP,
    BrailleKeyKind.LINE_DOWN: CommandKind.DOWN,
    BrailleKeyKind.UP: CommandKind.UP,
    BrailleKeyKind.DOWN: CommandKind.DOWN,
    BrailleKeyKind.LEFT: CommandKind.LEFT,
    BrailleKeyKind.RIGHT: CommandKind.RIGHT,
    BrailleKeyKind.TOP: CommandKind.ROW_START,
    BrailleKeyKind.BOTTOM: CommandKind.ROW_END,
    BrailleKeyKind.ENTER: CommandKind.SELECT,
    BrailleKeyKind.ESCAPE: CommandKind.CANCEL,
}
"""Display keys that are game commands in the terminal (as in the window)."""


def key_command(session: Console, key: BrailleKey) -> Command | None:
    """The game command of a display key (a routing key also moves the cursor first)."""
    from accessible_games.frontends.board_braille import CardRef, SquareRef

    if key.kind is BrailleKeyKind.ROUTE:
        if isinstance(key.target, CardRef):
            session.point_card(key.target.card)
            return Command(CommandKind.WHERE)
        if isinstance(key.target, SquareRef):
            session.shown_cursor.go(key.target.location)
            return Command(CommandKind.WHERE)
        if isinstance(key.target, int) and not isinstance(key.target, bool):
            session.shown_cursor.go(key.target)
            return Command(CommandKind.SELECT)
        return Command(CommandKind.WHERE)
    kind = _KEY_COMMANDS.get(key.kind)
    return None if kind is None else Command(kind)


class DisplayLine:
    """A line typed on the braille display's keyboard (as the window's command line):
    characters add to it and are echoed, Backspace deletes, Enter sends it."""

    def __init__(self) -> None:
        self.text = ""
        """What has been typed so far."""

    def key(self, key: BrailleKey, speaker: Speaker) -> str | None:
        """Take a key; return the line when Enter sends it, else None."""
        if key.kind is BrailleKeyKind.CHAR and key.char:
            self.text += key.char
            spoken = speaker.t("line.space") if key.char == " " else key.char
        elif key.kind is BrailleKeyKind.BACKSPACE and self.text:
            self.text = self.text[:-1]
            spoken = speaker.t("line.empty") if not self.text else self.text
        elif key.kind is BrailleKeyKind.ENTER and self.text:
            line, self.text = self.text, ""
            return line
        elif key.kind is BrailleKeyKind.ESCAPE and self.text:
            self.text = ""
            spoken = speaker.t("line.closed")
        else:
            return None
        speaker.say([Message(spoken, brief=speaker.t("line.shown", text=self.text))])
        return None


def _has_keys(speaker: Speaker | None) -> bool:
    return speaker is not None and speaker.announcer.braille.name == "brlapi"


class LineReader:
    """The one thread that reads a stream's typed lines while a braille display's keys are
    read too, handing each line to whoever waits now (the menu's question, then the game,
    then the menu again).

    A blocking read cannot be given up, so every waiter on the same stream shares this thread;
    a waiter tells it where lines go with :meth:`into`, and lines typed ahead, not yet taken
    by the waiter before, move to the new one. End of input is passed on as ``None``.
    """

    _readers: ClassVar[weakref.WeakKeyDictionary[Any, LineReader]] = weakref.WeakKeyDictionary()
    _guard = threading.Lock()

    def __init__(self, stream: TextIO, sink: queue.Queue[tuple[str, object]]) -> None:
        self.stream = stream
        self.sink = sink
        self.ended = False
        self.lock = threading.Lock()
        threading.Thread(target=self._run, name="typed-lines", daemon=True).start()

    @classmethod
    def into(cls, stream: TextIO, sink: queue.Queue[tuple[str, object]]) -> None:
        """From now on the lines typed on ``stream`` go to ``sink`` as ``("line", text)``."""
        with cls._guard:
            reader = cls._readers.get(stream)
            if reader is None:
                cls._readers[stream] = cls(stream, sink)
                return
        with reader.lock:
            old, reader.sink = reader.sink, sink
            if old is not sink:
                while True:  # lines typed ahead follow to the new waiter (keys do not)
                    try:
                        kind, value = old.get_nowait()
                    except queue.Empty:
                        break
                    if kind == "line":
                        sink.put((kind, value))
            if reader.ended:
                sink.put(("line", None))

    def _run(self) -> None:
        while True:
            line = self.stream.readline()
            with self.lock:
                self.ended = not line
                self.sink.put(("line", line.rstrip("\n") if line else None))
            if not line:
                return


def play(session: Console, io: LineIO, speaker: Speaker | None = None,
         displays: SeatDisplays | None = None) -> Console:
    """Run a session until the player quits or the input ends; returns the session played
    last (a rematch or an opened game replaces the first), whose ``new_game_requested`` says
    whether the player asked for the choice of games.

    With a ``speaker``, every message is also spoken, brailled and sounded (the printed line
    stays: it is what a screen reader on the terminal reads). With a braille display through
    BrlAPI, its keys work as in the window: reading keys move through the braille history,
    routing keys and line keys act in the game. At the end the terminal waits (a few seconds
    at most) until "Goodbye" has been said. With per-seat ``displays``, each seat's private
    text goes to its own braille display only, and only public text is printed and spoken,
    for everybody in the room.
    """
    current = [session]
    handed_to: list[int | None] = [None]
    alone = [False]
    """Whether, since the screen was last cleared, a line for one person's eyes (their own
    message, or a line they typed with the keyboard theirs) may stand on it."""

    def say(messages: list[Message], own: bool = True) -> None:
        waiting = hand_over_pending(current[0])
        hand_over = waiting is not None and waiting != handed_to[0]
        handed_to[0] = waiting
        if displays is not None:
            displays.show(messages)
            messages = displays.spoken(messages)
        printed = messages
        if hand_over:
            # The hot seat's hand-over: the last person's lines go, and the next person
            # finds on the screen only what everybody may read. The batch is printed in its
            # order up to the last person's last own line (the cards they drew, their hand
            # sorted for the game chosen, each after the public line it follows), then the
            # screen clears and the rest follows, each line once ("Player 3 draws 4 cards."
            # came before and after the clear, and a screen reader read it twice; printed
            # after it, it came after "You draw ...", the cards it tells of).
            last_own = max((i for i, m in enumerate(messages) if m.audience is not None),
                           default=-1)
            if last_own >= 0:
                io.say(messages[:last_own + 1])
            if alone[0] or last_own >= 0:
                # Only then: the opening, the trumps turned up and the computer's first
                # cards were cleared away before anybody had seen anything of their own.
                io.forget_screen()
            alone[0] = False
            printed = messages[last_own + 1:]
        io.say(printed)
        alone[0] = alone[0] or any(m.audience is not None for m in printed)
        if speaker is not None:
            speaker.say_session(current[0], messages, own)

    events: queue.Queue[tuple[str, object]] = queue.Queue()
    typed_on_display = DisplayLine()
    pump = None if speaker is None else OutputPump(speaker, events)
    if _has_keys(speaker):
        LineReader.into(io.stdin, events)
    try:
        if session.printer is None:
            session.printer = print_position
        setattr(session, "typed_only", True)  # the editor's help then names typed words
        session.help_more = TERMINAL_HELP  # the game's help, then the terminal's words
        session.front_words = SETTINGS_NAMED
        tutorial = getattr(session, "tutorial", None)  # accessible-games tutorial GAME
        if tutorial is not None and tutorial.index == 0:
            say(tutorial.introduction())  # what comes, before the dealt hand or the board
        say(session.opening())
        if tutorial is not None and tutorial.index == 0:
            say(tutorial.start())
        while not session.quit_requested:
            while session.computer_to_move():
                say(session.computer_move(), own=False)
            if _has_keys(speaker):
                io.stdout.write(PROMPT)
                io.stdout.flush()
                kind, value = events.get()
                if kind == "key":
                    assert isinstance(value, BrailleKey) and speaker is not None
                    line = typed_on_display.key(value, speaker)
                    if line is None:
                        command = (None if typed_on_display.text
                                   else key_command(session, value))
                        if command is not None:
                            say(_kept_before_leaving(session, session.handle(command)))
                        continue
                else:
                    line = value if isinstance(value, str) else None
            else:
                line = io.ask()
            if line is None:
                say([leave_message(session)])
                break
            if line.strip() and hand_over_pending(session) is None:
                alone[0] = True  # typed by the person at the keyboard: a card they tried
            if is_stop_word(line):
                if not hush(speaker):
                    say([stop_refused(session.lang)])
                continue
            if io.only_control:
                say([Message(catalog(session.lang).text("terminal.escape"))])
                continue
            word = line.strip().casefold()
            if word in SETTINGS_WORDS:
                asking = _Asking(say, lambda: next_line(io, events, speaker, typed_on_display))
                change_settings(session, asking, speaker)
                # A question still open ("Quit this game? Type yes or no.") is asked again,
                # since the next line answers it; else whose turn it is.
                asked = session.confirming is not None and list(session.last_said)
                say(asked or [session.turn_message()])
                continue
            say(_kept_before_leaving(session, session.handle_line(line)))
            if session.switch_to is not None:
                follows, ends = session.menu_follows, session.over_quit_ends
                session = current[0] = session.switch_to
                session.menu_follows, session.over_quit_ends = follows, ends
                session.printer = session.printer or print_position
                setattr(session, "typed_only", True)
                session.help_more = TERMINAL_HELP
                session.front_words = SETTINGS_NAMED
                # Its opening, as the window says it: a rematch starts fresh; an opened game
                # names the game and the seats, and says where it stands and whose turn it is.
                say(session.opening())
    except KeyboardInterrupt:
        io.stdout.write("\n")
        say([leave_message(session)])
    finally:
        if speaker is not None:
            speaker.announcer.wait_quiet(GOODBYE_WAIT)
        if pump is not None:
            pump.stop()
    return session


def _kept_before_leaving(session: Console, answer: list[Message]) -> list[Message]:
    """The answer that quits the game, with the sentence that the unfinished game is kept:
    before the goodbye, which comes last ("Auf Wiedersehen." came before it), or after "Back
    to the choice of games.", next to the choice's question that offers to resume it."""
    kept = kept_after_quit(session, typed=True) if session.quit_requested else None
    if kept is None or not answer:
        return answer
    if session.menu_follows or session.new_game_requested:
        return [*answer, Message(kept)]
    return [*answer[:-1], Message(kept), answer[-1]]


class _Asking:
    """The questions of the settings inside a game: said as the game says things, answered
    by the next typed line."""

    def __init__(self, say: Callable[[list[Message]], None],
                 ask: Callable[[], str | None]) -> None:
        self.say_now, self.ask_now = say, ask

    def say(self, messages: Iterable[Message]) -> None:
        self.say_now(list(messages))

    def ask(self) -> str | None:
        return self.ask_now()


def next_line(io: LineIO, events: queue.Queue[tuple[str, object]], speaker: Speaker | None,
              typed: DisplayLine) -> str | None:
    """The next typed line, for a question asked inside a game. With a braille display it
    comes from the keyboard (the reading thread) or is typed on the display, where Enter or
    Escape alone answers with an empty line (keep, or done); other display keys pass."""
    while True:
        if speaker is None or not _has_keys(speaker):
            line = io.ask()
        else:
            io.stdout.write(PROMPT)
            io.stdout.flush()
            line = _line_from(events, typed, speaker, blank_enter=True)
        if not (is_stop_word(line) and hush(speaker)):
            return line


def _line_from(events: queue.Queue[tuple[str, object]], typed: DisplayLine, speaker: Speaker,
               blank_enter: bool) -> str | None:
    """The next line from ``events``: one typed on the keyboard (the reading thread), or one
    typed on the braille display (its Enter sends it; other display keys pass). With
    ``blank_enter``, Enter or Escape with nothing typed is an empty line. None at the end of
    input."""
    while True:
        kind, value = events.get()
        if kind != "key":
            return value if isinstance(value, str) else None
        assert isinstance(value, BrailleKey)
        if blank_enter and value.kind in (BrailleKeyKind.ENTER, BrailleKeyKind.ESCAPE) \
                and not typed.text:
            return ""
        line = typed.key(value, speaker)
        if line is not None:
            return line


def change_settings(session: Console, asking: _Asking, speaker: Speaker | None) -> None:
    """The settings typed inside a game (``settings``): the game then speaks in the language
    and at the verbosity chosen."""
    from accessible_games.frontends.terminal_settings import SettingsLines

    chosen = SettingsLines(asking, session.lang, speaker).run()
    if chosen.language and chosen.language != session.lang:
        session.set_language(chosen.language)
    session.set_verbosity(chosen.verbosity)


def leave_message(session: Console) -> Message:
    """What Control-C or Control-D says: goodbye, and that the game is kept for ``resume``
    when it is autosaved and not over."""
    kept = (getattr(session, "store", None) is not None and bool(session.history)
            and not session.is_over)
    key = "terminal.leave.kept" if kept else "terminal.leave"
    return Message(catalog(session.lang).text(key))


def terminal_outputs(args: argparse.Namespace, lang: str, io: LineIO) -> Speaker | None:
    """The outputs of the terminal, from the options and the settings; says which are active.

    The printed lines are the terminal's speech (a screen reader or BRLTTY reads them), so
    other outputs are used only when asked for: ``--speech espeak`` speaks as well,
    ``--braille brlapi`` writes to a display through BRLTTY, ``--sound auto`` plays earcons.
    Returns None when nothing but the lines is active.
    """
    from accessible_games.frontends.launch import outputs_for
    from accessible_games.frontends.output_settings import apply_output_settings
    from accessible_games.frontends.speaker import Speaker, settings_problem_text
    from accessible_games.storage.settings import load_settings

    settings, problem = load_settings()
    wanted = {k: getattr(args, k, None) for k in ("speech", "braille", "sound")}
    outputs = outputs_for(args, settings, lang, speech_default=wanted["speech"] or "null",
                          braille_default=wanted["braille"] or "null",
                          sound_default=wanted["sound"] or "null")
    apply_output_settings(outputs, settings, lang)  # the same settings path as the window
    if outputs.braille.name != "brlapi":  # the board line needs a display with routing keys
        settings = settings.with_changes(board_line="off")
    speaker = Speaker(outputs, settings, lang)
    lines_only = outputs.speech.current.name in ("null", "text")
    outputs.announcer.speech_enabled = not lines_only
    # The braille line on screen asked for by name is printed under each line; found by
    # "auto" for want of a display, it stays off, as nobody asked to see it.
    screen_lines = outputs.braille.name == "unicode" and wanted["braille"] == "unicode"
    if screen_lines:
        from accessible_games.frontends.screen_braille import ScreenBraille

        io.braille = ScreenBraille(outputs.translator, outputs.braille.cells)
    elif outputs.braille.name == "unicode":
        outputs = _without_braille(outputs)
        speaker.outputs = outputs
    trouble = None if problem is None else Message(settings_problem_text(problem, lang),
                                                  MessageKind.ERROR)
    if trouble is not None:
        io.say([trouble])
    sentence = speaker.outputs_sentence(speech="text" if lines_only else None,
                                        screen_lines=screen_lines)
    for kind, choice in (("speech", outputs.speech_choice), ("braille", outputs.braille_choice)):
        asked = wanted[kind]  # asked for by name and not started: why not ("no audio device")
        reason = dict(choice.failures).get(asked or "") if asked != choice.chosen else None
        if reason is not None:
            sentence = " ".join((sentence, speaker.t(
                "notice.unavailable", output=speaker.t(f"value.{kind}.{asked}"), option=kind,
                reason=reason.rstrip("."))))
    io.say([Message(sentence)])
    if lines_only and outputs.braille.name == "null" and outputs.earcons.name == "null":
        outputs.close()
        return None
    if trouble is not None:
        # Said and brailled as printed: the trouble stays on the display, and the start
        # sentence and the first question wait behind it, not to hide it unread.
        speaker.announcer.announce(trouble)
        speaker.answering = True
    # The start sentence is heard to its end: the game's opening waits behind it.
    speaker.announcer.announce(Message(sentence), Priority.QUEUE if trouble else
                               Priority.INTERRUPT, must_finish=True,
                               follow_up=trouble is not None)
    return speaker


def demo(session: Console, io: LineIO, max_moves: int | None) -> None:
    """Computer against computer, narrated line by line, then the result (a move the console's
    viewer hears nothing of, such as another seat's dealt card in some games, prints no empty
    line)."""
    io.say(m for m in session.opening() if m.text)
    played = 0
    while session.computer_to_move():
        if max_moves is not None and played >= max_moves:
            io.say([Message(catalog(session.lang).text("cli.demo.stopped", count=played))])
            io.say([session.describer.status(session.state)])
            return
        io.say(m for m in session.computer_move() if m.text)
        played += 1


TERMINAL_HELP = ("terminal.help.settings",)
SETTINGS_NAMED = ("settings", "einstellungen")
"""The settings words as help names them: offered for a slip of the keys (of SETTINGS_WORDS)."""
"""The terminal's own line in a game's help (settings, stop), after the commands."""
HELP_WORDS = ("", "?", "help", "hilfe", *sorted(LOST_WORDS),
              *sorted(f"{phrase}?" for phrase in LOST_WORDS))
"""Typed for help (an empty line too, at a question; "what now?", "was nun?")."""
YES_WORDS = ("y", "yes", "j", "ja")
"""Typed answers that say yes to a question of the terminal."""
NO_WORDS = ("n", "no", "nein")
"""Typed answers that say no to a question of the terminal."""


def _without_braille(outputs: Outputs) -> Outputs:
    """The outputs with the null display instead of the on-screen braille line."""
    import dataclasses

    from accessible_games.output.braille.display import NullDisplay

    display = NullDisplay(outputs.braille.cells)
    outputs.announcer.braille = display
    return dataclasses.replace(outputs, braille=display)
