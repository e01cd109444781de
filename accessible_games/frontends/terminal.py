"""The terminal front end: one line per announcement, typed commands and moves.

A line-based interface is what screen readers and BRLTTY on a console handle best: no redraws,
no cursor tricks, a flush after every line.
"""

from __future__ import annotations

import argparse
import difflib
import queue
import re
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

from accessible_games.engine.state import Game
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.output.braille.seat_displays import SeatDisplays
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.option_editor import OptionEditor
from accessible_games.session.saving import kept_after_quit
from accessible_games.session.words import game_name, rules_for_listening
from accessible_games.tactile.printing import print_position

if TYPE_CHECKING:
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

    def say(self, messages: Iterable[Message]) -> None:
        """Print each message on its own line."""
        for message in messages:
            self.stdout.write(message.text + "\n")
        self.stdout.flush()

    def ask(self, prompt: str = PROMPT) -> str | None:
        """Read one line after a prompt; None at end of input (Control-D).

        Raises:
            KeyboardInterrupt: Control-C (the callers say goodbye and keep the game).
        """
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

    def say(self, messages: Iterable[Message]) -> None:
        """Print each message and hand it to the speaker."""
        messages = list(messages)
        super().say(messages)
        self.speaker.say(messages)

    def ask(self, prompt: str = PROMPT) -> str | None:
        """A typed line; meanwhile the braille display's reading keys move through what was
        said (a long game list is panned as in a game) and earcons waiting for speech sound."""
        pump = OutputPump(self.speaker, queue.Queue())
        try:
            return super().ask(prompt)
        finally:
            pump.stop()


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
    from accessible_games.frontends.board_braille import SquareRef

    if key.kind is BrailleKeyKind.ROUTE:
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


def _read_lines(io: LineIO, events: queue.Queue[tuple[str, object]]) -> None:
    while True:
        line = io.stdin.readline()
        events.put(("line", line.rstrip("\n") if line else None))
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

    def say(messages: list[Message], own: bool = True) -> None:
        if displays is not None:
            displays.show(messages)
            messages = displays.spoken(messages)
        io.say(messages)
        if speaker is not None:
            speaker.say_session(current[0], messages, own)

    events: queue.Queue[tuple[str, object]] = queue.Queue()
    typed_on_display = DisplayLine()
    pump = None if speaker is None else OutputPump(speaker, events)
    if _has_keys(speaker):
        threading.Thread(target=_read_lines, args=(io, events), daemon=True).start()
    try:
        if session.printer is None:
            session.printer = print_position
        setattr(session, "typed_only", True)  # the editor's help then names typed words
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
                            say(session.handle(command))
                        continue
                else:
                    line = value if isinstance(value, str) else None
            else:
                line = io.ask()
            if line is None:
                say([leave_message(session)])
                break
            if io.only_control:
                say([Message(catalog(session.lang).text("terminal.escape"))])
                continue
            if line.strip().casefold() in _SETTINGS_WORDS:
                asking = _Asking(say, lambda: next_line(io, events, speaker, typed_on_display))
                change_settings(session, asking, speaker)
                say([session.turn_message()])
                continue
            answer = session.handle_line(line)
            if line.strip().casefold() in _HELP_WORDS[1:]:  # the game's help, then the terminal's
                answer = [*answer,
                          Message(catalog(session.lang).text("terminal.help.settings"))]
            say(answer)
            if session.switch_to is not None:
                session = current[0] = session.switch_to
                session.printer = session.printer or print_position
                setattr(session, "typed_only", True)
                # A rematch starts fresh (its opening); an opened game says whose turn it is.
                say(session.opening() if not session.heard else [session.turn_message()])
        kept = kept_after_quit(session) if session.quit_requested else None
        if kept is not None:
            say([Message(kept)])
    except KeyboardInterrupt:
        io.stdout.write("\n")
        say([leave_message(session)])
    finally:
        if speaker is not None:
            speaker.announcer.wait_quiet(GOODBYE_WAIT)
        if pump is not None:
            pump.stop()
    return session


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
    if speaker is None or not _has_keys(speaker):
        return io.ask()
    io.stdout.write(PROMPT)
    io.stdout.flush()
    while True:
        kind, value = events.get()
        if kind != "key":
            return value if isinstance(value, str) else None
        assert isinstance(value, BrailleKey)
        if value.kind in (BrailleKeyKind.ENTER, BrailleKeyKind.ESCAPE) and not typed.text:
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
    if outputs.braille.name == "unicode":  # an on-screen line means nothing in a terminal
        outputs = _without_braille(outputs)
        speaker.outputs = outputs
    if problem is not None:
        io.say([Message(settings_problem_text(problem, lang))])
    sentence = speaker.outputs_sentence(speech="text" if lines_only else None)
    io.say([Message(sentence)])
    if lines_only and outputs.braille.name == "null" and outputs.earcons.name == "null":
        outputs.close()
        return None
    # The start sentence is heard to its end: the game's opening waits behind it.
    speaker.announcer.announce(Message(sentence), must_finish=True)
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


_HELP_WORDS = ("", "?", "help", "hilfe")
_QUIT_WORDS = ("quit", "exit", "ende", "beenden")
_LIST_WORDS = ("list", "liste", "games", "spiele")
_RULES_WORDS = ("rules", "regeln")
_OPTION_WORDS = ("options", "option", "optionen", "house rules", "hausregeln")
_DONE_WORDS = ("", "done", "fertig", "ok", "weiter", "go on")
_RESUME_WORDS = ("resume", "continue", "fortsetzen")
_ONLINE_WORDS = ("online", "play online", "online spielen")
_SETTINGS_WORDS = ("settings", "setting", "einstellungen", "einstellung")
YES_WORDS = ("y", "yes", "j", "ja")
"""Typed answers that say yes to a question of the terminal."""


@dataclass(frozen=True, slots=True)
class LanguageChosen:
    """The player chose another language in the menu's settings: ask again in ``lang``."""

    lang: str


class _NewLanguage(Exception):
    """Leaves the menu's questions when the settings changed the language."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.lang = lang


def menu(games: list[str], lang: str, io: LineIO,
         start: Callable[[Game, list[Seat]], Console],
         options: Mapping[str, dict[str, Any]] | None = None,
         keep: Callable[[str, dict[str, Any]], None] | None = None,
         resume: Callable[[], Console | str] | None = None,
         online: Callable[[], None] | None = None,
         settings: Callable[[], str] | None = None) -> Console | LanguageChosen | None:
    """Ask for game, opponent, level and side; return the session, or None when the player
    leaves (quit, or end of input). ``options`` are the options chosen before, per game;
    ``keep`` is told the options chosen now (to save them). ``resume`` gives the last
    unfinished game when the player types "resume" at the choice of games (or the sentence
    why there is none, and the choice is asked again). ``online`` plays at an online server
    when the player types "online", until they sign out; then the choice is asked again.
    ``settings`` lets the player change the settings when they type "settings" and returns
    the language then; a new language ends the menu with :class:`LanguageChosen`, so that the
    caller asks again in it.

    The games are listed one per line; ``help``, ``?`` and an empty line explain what to type;
    an answer that is not understood gets one short sentence, not the whole list again. The
    chosen game is confirmed and described in a sentence before the next question.
    """
    cat = catalog(lang)
    names = [game_name(g, lang) for g in games]

    def listing() -> list[Message]:
        return ([Message(cat.text("menu.games_intro"))]
                + [Message(cat.text("menu.game_line", number=i, name=n))
                   for i, n in enumerate(names, start=1)])

    def choose(question: list[Message], parse: Callable[[str], object | None],
               help_text: str | Callable[[], str],
               extra: Callable[[str], list[Message] | None] | None = None,
               ask_again: list[Message] | None = None) -> object | None:
        io.say(question)
        again = ask_again if ask_again is not None else question
        while True:
            line = io.ask()
            text = "" if line is None else line.strip().casefold()
            if line is None or text in _QUIT_WORDS:
                io.say([Message(cat.text("menu.bye"))])
                return None
            if text in _HELP_WORDS:
                helped = help_text if isinstance(help_text, str) else help_text()
                io.say([Message(part) for part in helped.split("\n")] + again)
                continue
            value = parse(text)
            if isinstance(value, list):  # the parser's own answer; the question again
                io.say(value + again)
                continue
            if value is not None:
                return value
            answer = extra(text) if extra is not None else None
            if answer is not None:
                io.say(answer)
                continue
            io.say([Message(cat.text("menu.again.short", text=line.strip()))] + again)

    def parse_game(text: str) -> str | Console | list[Message] | None:
        """A game named, or the resumed game (or why there is none) for "resume"."""
        if text in _RESUME_WORDS and resume is not None:
            found = resume()
            return [Message(found)] if isinstance(found, str) else found
        return named_game(text)

    def named_game(text: str) -> str | None:
        if text.isdigit() and 1 <= int(text) <= len(games):
            return games[int(text) - 1]
        for game_id, name in zip(games, names):
            if text in (game_id, name.casefold()) or name.casefold().startswith(text) and text:
                return game_id
        return None

    def close_game(text: str) -> int | None:
        """The number of the game whose name ``text`` misses by a slip of the keys."""
        folded = [n.casefold() for n in names]
        close = difflib.get_close_matches(text, folded, 1, 0.75)
        return folded.index(close[0]) + 1 if close else None

    def game_extra(text: str) -> list[Message] | None:
        if text in _LIST_WORDS:
            return listing() + [prompt]
        if text in _ONLINE_WORDS and online is not None:
            online()
            return [prompt]
        if text in _SETTINGS_WORDS and settings is not None:
            chosen = settings()
            if chosen != lang:
                raise _NewLanguage(chosen)
            return [prompt]
        if text.isdigit():  # a number, but none of a game
            return [Message(cat.text("menu.no_such_number", number=int(text),
                                     count=len(games))), prompt]
        number = close_game(text)
        if number is not None:  # "mau mao": a slip of the keys, not a word the menu lacks
            return [Message(cat.text("menu.did_you_mean", text=text, name=names[number - 1],
                                     number=number)), prompt]
        word, _, rest = text.partition(" ")
        if word in _RULES_WORDS and rest.strip():
            game_id = named_game(rest.strip())
            if game_id is None:
                number = close_game(rest.strip())
                key = "menu.rules_missing" if number is None else "menu.rules_did_you_mean"
                return [Message(cat.text(key, text=rest.strip(), number=number or 0,
                                         name=names[(number or 1) - 1])), prompt]
            spoken = rules_for_listening(game_id, lang) or cat.text("session.rules.missing")
            return [Message(line) for line in spoken.split("\n") if line.strip()] + [prompt]
        return None

    prompt = Message(cat.text("menu.game_prompt", count=len(games)))
    try:
        game_id = choose(listing() + [prompt], parse_game,
                         "\n".join((cat.text("menu.help.game", count=len(games)),
                                    cat.text("menu.help.words"))), game_extra, [prompt])
    except _NewLanguage as changed:
        return LanguageChosen(changed.lang)
    if game_id is None or isinstance(game_id, Console):
        return game_id
    editor = OptionEditor(str(game_id), lang, (options or {}).get(str(game_id)))
    told = [Message(cat.text("menu.summary", game=game_name(str(game_id), lang),
                             summary=cat.text(f"game.{game_id}.summary")))]
    io.say(told + ([editor.hint()] if editor.specs else []))
    question_help = cat.text("menu.help.question")
    opponent_question = Message(cat.text("menu.choose_opponent"))

    def opponent_extra(text: str) -> list[Message] | None:
        if text not in _OPTION_WORDS:
            return None
        if not editor.specs:
            return [Message(cat.text("menu.options.none", game=game_name(str(game_id), lang))),
                    opponent_question]
        edit_options(editor, io)
        if keep is not None:
            keep(str(game_id), editor.options)
        return [editor.hint(), opponent_question]

    opponent = choose([opponent_question],
                      lambda t: {"c": "computer", "computer": "computer", "p": "human",
                                 "m": "human", "person": "human", "mensch": "human"}.get(t),
                      lambda: " ".join([question_help]
                                       + ([editor.hint().text] if editor.specs else [])),
                      opponent_extra)
    if opponent is None:
        return None
    game = editor.game
    seats_wanted = game.num_players
    if opponent == "human":
        return start(game, [Seat(SeatKind.HUMAN)] * seats_wanted)
    level = choose([Message(cat.text("menu.choose_level"))],
                   lambda t: int(t) if t in ("1", "2", "3") else None, question_help)
    if level is None:
        return None
    probe = start(game, [Seat(SeatKind.HUMAN)] * seats_wanted)
    names = [probe.describer.player(p) for p in range(seats_wanted)]
    if seats_wanted == 2:
        question = cat.text("menu.choose_seat", first=names[0], second=names[1])
    elif all(name.endswith(f" {n}") for n, name in enumerate(names, 1)):  # "Player 2"
        question = cat.text("menu.choose_seat.numbered", count=seats_wanted)  # not "2 Player 2"
    else:  # who starts depends on the dealer: the seats are only named
        question = cat.text("menu.choose_seat.many", count=seats_wanted,
                            seats=", ".join(f"{n} {name}" for n, name in enumerate(names, 1)))
    numbers = {str(n): n for n in range(1, seats_wanted + 1)}
    partners = probe.partners_message()  # who plays with whom decides the seat one wants
    asked = [Message(question)] if partners is None else [partners, Message(question)]
    seat = choose(asked, numbers.get, question_help)
    if seat is None:
        return None
    strength = int(str(level))
    seats = [Seat(SeatKind.COMPUTER, strength)] * seats_wanted
    seats[int(str(seat)) - 1] = Seat(SeatKind.HUMAN)
    return start(game, seats)


def edit_options(editor: OptionEditor, io: LineIO) -> None:
    """Let the player change the game's options one at a time, until done (or an empty
    line, or the end of input)."""
    io.say(editor.listing())
    while True:
        line = io.ask()
        text = "" if line is None else line.strip().casefold()
        if line is None or text in _DONE_WORDS or text in _QUIT_WORDS:
            return
        if text in _HELP_WORDS:
            io.say(editor.listing())
            continue
        spec = editor.pick(text)
        if spec is None:
            io.say([Message(catalog(editor.lang).text("menu.again.short", text=line.strip())),
                    editor.prompt()])
            continue
        question = editor.question(spec)
        io.say(question)
        while True:  # until a value is set, or Enter alone keeps it
            answer = io.ask()
            if answer is None:
                return
            if not answer.strip():
                io.say([Message(editor.setting(spec)), editor.prompt()])
                break
            done, said = editor.answer(spec, answer)
            if done:
                io.say(said + [Message(catalog(editor.lang).text("menu.options.again"))])
                break
            io.say(said + question[-1:])


def ask_language(lang: str, io: LineIO) -> str | None:
    """The first run's question: which language (asked in ``lang``, the environment's, with
    each language named in itself). Returns "de" or "en", or None at end of input."""
    words = {"en": "en", "english": "en", "englisch": "en", "e": "en",
             "de": "de", "deutsch": "de", "german": "de", "d": "de"}
    question = Message(catalog(lang).text("menu.language"))
    io.say([question])
    while True:
        line = io.ask()
        if line is None:
            return None
        chosen = words.get(line.strip().casefold())
        if chosen is not None:
            io.say([Message(catalog(chosen).text("menu.language.saved"))])
            return chosen
        io.say([question])


def _without_braille(outputs: Outputs) -> Outputs:
    """The outputs with the null display instead of the on-screen braille line."""
    import dataclasses

    from accessible_games.output.braille.display import NullDisplay

    display = NullDisplay(outputs.braille.cells)
    outputs.announcer.braille = display
    return dataclasses.replace(outputs, braille=display)
