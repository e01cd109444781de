"""The terminal front end: one line per announcement, typed commands and moves.

A line-based interface is what screen readers and BRLTTY on a console handle best: no redraws,
no cursor tricks, a flush after every line.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TextIO, TypeVar

from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.words import game_name
from accessible_games.tactile.printing import print_position

if TYPE_CHECKING:
    from accessible_games.frontends.speaker import Speaker
    from accessible_games.output.setup import Outputs

T = TypeVar("T")
"""What a menu question's parser returns."""

PROMPT = "> "


class LineIO:
    """Reads typed lines and prints announcements, one per line, flushed at once."""

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout

    def say(self, messages: Iterable[Message]) -> None:
        """Print each message on its own line."""
        for message in messages:
            self.stdout.write(message.text + "\n")
        self.stdout.flush()

    def ask(self, prompt: str = PROMPT) -> str | None:
        """Read one line after a prompt; None at end of input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            return None
        return line.rstrip("\n")


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


def play(session: Console, io: LineIO, speaker: Speaker | None = None) -> None:
    """Run a session until the player quits or the input ends.

    With a ``speaker``, every message is also spoken, brailled and sounded (the printed line
    stays: it is what a screen reader on the terminal reads).
    """

    def say(messages: list[Message], own: bool = True) -> None:
        io.say(messages)
        if speaker is not None:
            speaker.say_session(session, messages, own)

    if session.printer is None:
        session.printer = print_position
    say(session.opening())
    while not session.quit_requested:
        while session.computer_to_move():
            say(session.computer_move(), own=False)
        line = io.ask()
        if line is None:
            break
        say(session.handle_line(line))
        if session.switch_to is not None:
            session = session.switch_to
            session.printer = session.printer or print_position
            say([session._turn_message()])


def terminal_outputs(args: argparse.Namespace, lang: str, io: LineIO) -> Speaker | None:
    """The outputs of the terminal, from the options and the settings; says which are active.

    The printed lines are the terminal's speech (a screen reader or BRLTTY reads them), so
    other outputs are used only when asked for: ``--speech espeak`` speaks as well,
    ``--braille brlapi`` writes to a display through BRLTTY, ``--sound auto`` plays earcons.
    Returns None when nothing but the lines is active.
    """
    from accessible_games.frontends.launch import outputs_for
    from accessible_games.frontends.speaker import Speaker, settings_problem_text
    from accessible_games.storage.settings import load_settings

    settings, problem = load_settings()
    wanted = {k: getattr(args, k, None) for k in ("speech", "braille", "sound")}
    outputs = outputs_for(args, settings, lang, speech_default=wanted["speech"] or "null",
                          braille_default=wanted["braille"] or "null",
                          sound_default=wanted["sound"] or "null")
    speaker = Speaker(outputs, settings.with_changes(board_line="off"), lang)
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
    speaker.say([Message(sentence)])
    return speaker


def demo(session: Console, io: LineIO, max_moves: int | None) -> None:
    """Computer against computer, narrated line by line, then the result."""
    io.say(session.opening())
    played = 0
    while session.computer_to_move():
        if max_moves is not None and played >= max_moves:
            io.say([Message(catalog(session.lang).text("cli.demo.stopped", count=played))])
            io.say([session.describer.status(session.state)])
            return
        io.say(session.computer_move())
        played += 1


def menu(games: list[str], lang: str, io: LineIO,
         start: Callable[[str, list[Seat]], Console]) -> Console | None:
    """Ask for game, opponent, level and side; return the session, or None at end of input."""
    cat = catalog(lang)
    names = [game_name(g, lang) for g in games]
    listing = cat.join_or([f"{i} {n}" for i, n in enumerate(names, start=1)])

    def choose(prompt: str, parse: Callable[[str], T | None]) -> T | None:
        while True:
            io.say([Message(prompt)])
            line = io.ask()
            if line is None:
                io.say([Message(cat.text("menu.bye"))])
                return None
            value = parse(line.strip().casefold())
            if value is not None:
                return value
            io.say([Message(cat.text("menu.again", text=line.strip()))])

    def parse_game(text: str) -> str | None:
        if text.isdigit() and 1 <= int(text) <= len(games):
            return games[int(text) - 1]
        for game_id, name in zip(games, names):
            if text in (game_id, name.casefold()) or name.casefold().startswith(text) and text:
                return game_id
        return None

    game_id = choose(cat.text("menu.choose_game", games=listing), parse_game)
    if game_id is None:
        return None
    opponent = choose(cat.text("menu.choose_opponent"),
                      lambda t: {"c": "computer", "computer": "computer", "p": "human",
                                 "m": "human", "person": "human", "mensch": "human"}.get(t))
    if opponent is None:
        return None
    if opponent == "human":
        return start(str(game_id), [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)])
    level = choose(cat.text("menu.choose_level"),
                   lambda t: int(t) if t in ("1", "2", "3") else None)
    if level is None:
        return None
    probe = start(str(game_id), [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)])
    first, second = probe.describer.player(0), probe.describer.player(1)
    seat = choose(cat.text("menu.choose_seat", first=first, second=second),
                  lambda t: int(t) if t in ("1", "2") else None)
    if seat is None:
        return None
    seats = [Seat(SeatKind.COMPUTER, int(level)), Seat(SeatKind.COMPUTER, int(level))]
    seats[int(seat) - 1] = Seat(SeatKind.HUMAN)
    return start(str(game_id), seats)


def _without_braille(outputs: Outputs) -> Outputs:
    """The outputs with the null display instead of the on-screen braille line."""
    import dataclasses

    from accessible_games.output.braille.display import NullDisplay

    display = NullDisplay(outputs.braille.cells)
    outputs.announcer.braille = display
    return dataclasses.replace(outputs, braille=display)
