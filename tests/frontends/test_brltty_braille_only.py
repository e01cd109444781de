"""A whole game against the computer with braille only (no speech), against a real BRLTTY.

The virtual driver ("vr") shows us every update of a 40-cell display. The player types moves
on the display's keyboard (window) or on the terminal's input, and before every move the test
reads the computer's move from the display cells (back-translated with liblouis, compared with
the move the session made); at the end it reads the result, panning right (into the next
message) when the result waits behind the computer's last move. Both the window and the
terminal are driven.
"""

from __future__ import annotations

import io
import os
import queue
import random
import threading
import time

import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.output_settings import apply_output_settings
from accessible_games.frontends.speaker import Speaker
from accessible_games.frontends.terminal import LineIO, play
from accessible_games.frontends.window import Window
from accessible_games.lineup import REGISTRY
from accessible_games.output.braille.display import MORE
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.output.brltty_harness import BrlttyVirtual

pytest.importorskip("brlapi", reason="python3-brlapi is not installed")
louis = pytest.importorskip("louis", reason="liblouis python bindings are not installed")

BLANK = "⠀"
MAX_HUMAN_MOVES = 120
PUMP_SECONDS = 0.02
"""How often the window is pumped while the test waits for the display."""


def read_cells(cells: str) -> str:
    """What a reader of UEB grade 1 reads on the display (liblouis back-translation); the
    full cell after a blank in the last cell, the mark that unread messages wait, is known
    to the reader and not read as text."""
    return str(louis.backTranslateString(["unicode.dis", "en-ueb-g1.ctb"], bare(cells)))


def bare(cells: str) -> str:
    """One window's cells without the mark that unread messages wait (a blank and a full
    cell at its end, on every window while they wait) and without trailing blanks."""
    if cells.endswith(BLANK + MORE):
        cells = cells[:-1]
    return cells.rstrip(BLANK)


_LAST: dict[int, str] = {}


def settled_cells(vr: BrlttyVirtual, pump=None, quiet: float = 0.3) -> str:
    """The display's cells once no update has come for ``quiet`` seconds (the last update
    seen, kept per display). With ``pump`` (the window's frame) the app is pumped all along
    the quiet spell, not only before it: a key brltty hands on a little late (a loaded
    machine) is acted on then, and its update seen. Pumped once before the spell only, a
    pan key came after the pump, its update never within the spell, and the next pan key
    moved on from a message the test never saw (the result, read as passed over)."""
    deadline = time.monotonic() + 10
    last_update = time.monotonic()
    while time.monotonic() < deadline:
        if pump is not None:
            pump()
        try:
            _LAST[id(vr)] = vr.next_braille(timeout=quiet if pump is None else PUMP_SECONDS)
            last_update = time.monotonic()
        except TimeoutError:
            if pump is None or time.monotonic() - last_update >= quiet:
                break
    return _LAST[id(vr)]


def cells_once(vr: BrlttyVirtual, fits, pump=None, timeout: float = 15) -> str:
    """The display's cells once ``fits(cells)``, or the last cells when ``timeout`` seconds
    pass without it (the caller compares). A loaded machine may write an update to the
    display well after the key or the move that caused it, so a quiet spell alone is not
    enough to know the update has come."""
    deadline = time.monotonic() + timeout
    cells = settled_cells(vr, pump)
    while not fits(cells) and time.monotonic() < deadline:
        cells = settled_cells(vr, pump)
    return cells


def reading_once_shown(vr: BrlttyVirtual, want: str, pump=None, timeout: float = 15) -> str:
    """What the display reads once it shows ``want`` (the computer's move), or the last
    reading after ``timeout`` seconds."""
    return read_cells(cells_once(vr, lambda cells: read_cells(cells) == want, pump, timeout))


def send_keys(vr: BrlttyVirtual, commands: list[str], pump=None) -> None:
    """Send display keys one at a time, each once brltty has read the last (its virtual
    driver takes one command per packet), letting the window handle what came meanwhile."""
    for command in commands:
        vr.send(command)
        if pump is not None:
            pump()


def computer_moves_since(session: Console, count: int) -> list[str]:
    """The brief forms of the computer's moves after the first ``count`` turns."""
    return [t.message.short for t in session.history[count:] if t.mover not in session.humans]


def result_short(session: Console) -> str:
    """The braille form of the result the last move announced."""
    result = session.describer.result_message(session.history[-1].events)
    assert result is not None, "the last move ended the game"
    return result.short


def _new_session() -> Console:
    return Console.local(REGISTRY.create("checkers"),
                   [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="en", seed=21)


def pan_right(vr: BrlttyVirtual, pump=None, timeout: float = 5) -> str:
    """Pan right and return the cells the pan showed (the same cells after ``timeout``
    seconds at the end of the history, where a pan changes nothing)."""
    before = settled_cells(vr, pump)
    send_keys(vr, ["FWinRt"], pump)
    return cells_once(vr, lambda cells: cells != before, pump, timeout)


def _read_result(vr: BrlttyVirtual, session: Console, pump=None) -> None:
    """The result is on the display, or a few windows on, reading on by panning right (it
    is never passed over: the display stops at it)."""
    want = result_short(session)
    # Pan right window by window (past the end of a message into the next one); the result
    # is read when the windows from one of them on say it (windows end between words, so
    # the words join with one blank). The last window repeats once the history ends.
    windows = [bare(settled_cells(vr, pump))]
    for _ in range(8):
        for first in range(len(windows)):
            if read_cells(BLANK.join(windows[first:])) == want:
                return
        windows.append(bare(pan_right(vr, pump)))
    raise AssertionError(f"the result {want!r} was never read; windows: "
                         f"{[read_cells(w) for w in windows]}")


class _LateVirtual:
    """A display whose pan key reaches the app 0.1 s after the first pump: the app shows
    the message after the computer's move (the result) only then."""

    def __init__(self) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.lines.put("⠺⠓⠊⠞⠑")  # the computer's move, written before the key
        self.key_at = time.monotonic() + 0.1

    def pump(self) -> None:
        if self.key_at and time.monotonic() >= self.key_at:
            self.key_at = 0.0
            self.lines.put("⠗⠑⠎⠥⠇⠞")  # the result, shown for the late key

    def next_braille(self, timeout: float) -> str:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError("no Braille line") from None


def test_the_display_is_read_after_a_key_that_reaches_the_app_late() -> None:
    """Under load the whole-game test read "White f6xh4" twice, then the line after the
    result: its first pan key reached the window after the one pump before the quiet spell,
    so the result it showed was never looked at, and the second pan key moved on from it."""
    late = _LateVirtual()
    assert settled_cells(late, late.pump) == "⠗⠑⠎⠥⠇⠞"  # type: ignore[arg-type]


def test_window_whole_game_with_braille_only(brltty_virtual: BrlttyVirtual) -> None:
    vr = brltty_virtual
    outputs = build_outputs("null", "brlapi", "null", "en", brlapi_host=vr.host,
                            brlapi_auth=vr.auth)
    assert outputs.braille.name == "brlapi"
    app = App(outputs, Settings(game="checkers", board_line="on"), lang="en", seed=3)
    window = Window(app)
    rng = random.Random(5)
    try:
        app.start()
        session = _new_session()
        app.begin(session)

        def pump() -> None:
            window.step()

        def settle() -> None:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                window.step()
                if not app.thinking and (session.is_over or not session.computer_to_move()):
                    return
                time.sleep(0.005)
            raise TimeoutError("the computer did not answer")

        human_moves = read_moves = 0
        while not session.is_over and human_moves < MAX_HUMAN_MOVES:
            before = len(session.history)
            legal = session.state.legal_moves()
            move = rng.choice(legal)
            # Typed on the display's braille keyboard, then Return.
            send_keys(vr, [f"PassChar 0x{ord(c):02x}" for c in move.notation] + ["Return"],
                        pump)
            deadline = time.monotonic() + 20
            while len(session.history) == before and time.monotonic() < deadline:
                window.step()
                time.sleep(0.005)
            assert len(session.history) > before, f"{move.notation} was not played"
            human_moves += 1
            settle()
            replies = computer_moves_since(session, before + 1)
            if replies and not session.is_over:
                # Read the computer's move from the cells before acting.
                assert reading_once_shown(vr, replies[0], pump) == replies[0]
                read_moves += 1
        assert session.is_over, "the game ended"
        _read_result(vr, session, pump)
        assert read_moves >= 3
        # The history by display keys: first message, next, last, previous.
        texts = outputs.announcer.reader.texts()
        for command, want in (("Top_Left", texts[0]), ("NxPgrph", texts[1]),
                              ("Bot_Left", texts[-1]), ("PrPgrph", texts[-2])):
            send_keys(vr, [command], pump)
            first_window = read_cells(cells_once(
                vr, lambda cells: want.startswith(read_cells(cells)), pump))
            assert want.startswith(first_window), (command, want, first_window)
    finally:
        window.close()


class _Input(io.TextIOBase):
    """A stdin the test types into, line by line."""

    def __init__(self) -> None:
        self.lines: queue.Queue[str] = queue.Queue()

    def readline(self, size: int = -1) -> str:
        return self.lines.get()


def test_terminal_whole_game_with_braille_only(brltty_virtual: BrlttyVirtual,
                                                tmp_path) -> None:
    vr = brltty_virtual
    os.environ.setdefault("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    outputs = build_outputs("null", "brlapi", "null", "en", brlapi_host=vr.host,
                            brlapi_auth=vr.auth)
    settings = Settings(board_line="on")
    apply_output_settings(outputs, settings, "en")
    speaker = Speaker(outputs, settings, "en")
    outputs.announcer.speech_enabled = False
    stdin, stdout = _Input(), io.StringIO()
    session = _new_session()
    runner = threading.Thread(target=play, args=(session, LineIO(stdin, stdout), speaker),
                              daemon=True)
    runner.start()
    rng = random.Random(6)
    try:
        human_moves = read_moves = 0
        while not session.is_over and human_moves < MAX_HUMAN_MOVES:
            deadline = time.monotonic() + 20
            while (session.computer_to_move() or not stdout.getvalue().endswith("> ")) \
                    and time.monotonic() < deadline:
                time.sleep(0.005)
            before = len(session.history)
            move = rng.choice(session.state.legal_moves())
            if human_moves % 3 == 0:  # typed on the display's braille keyboard
                send_keys(vr, [f"PassChar 0x{ord(c):02x}" for c in move.notation]
                            + ["Return"])
            else:  # typed on the terminal's keyboard
                stdin.lines.put(move.notation + "\n")
            deadline = time.monotonic() + 20
            while (len(session.history) == before or session.computer_to_move()) \
                    and not session.is_over and time.monotonic() < deadline:
                time.sleep(0.005)
            human_moves += 1
            replies = computer_moves_since(session, before + 1)
            if replies and not session.is_over:
                assert reading_once_shown(vr, replies[0]) == replies[0]
                read_moves += 1
        assert session.is_over
        _read_result(vr, session)
        assert read_moves >= 3
        # The board line is one display key away in the terminal too.
        send_keys(vr, ["Home"])
        assert cells_once(vr, lambda cells: cells.startswith("⠼")).startswith("⠼")
    finally:
        stdin.lines.put("")
        runner.join(timeout=10)
        outputs.close()


def test_terminal_menu_is_panned_on_the_display_while_it_waits(brltty_virtual: BrlttyVirtual,
                                                              ) -> None:
    """Before a game the terminal asks its questions through SpokenLineIO. A braille reader
    must be able to pan a sentence longer than the display there too, as in a game, and to
    type the answer on the display's keyboard: the display's keys are read while the terminal
    waits for the answer."""
    from accessible_games.frontends.terminal import SpokenLineIO
    from accessible_games.narration.message import Message

    vr = brltty_virtual
    outputs = build_outputs("null", "brlapi", "null", "en", brlapi_host=vr.host,
                            brlapi_auth=vr.auth)
    speaker = Speaker(outputs, Settings(), "en")
    outputs.announcer.speech_enabled = False
    stdin, stdout = _Input(), io.StringIO()
    asking = SpokenLineIO(speaker, stdin, stdout)
    long = ("Type the number of a game, 1 to 28, or its name, for example 1 or kalah, then "
            "Enter.")
    answers: list[str | None] = []
    asking.say([Message(long)])
    runner = threading.Thread(target=lambda: answers.extend([asking.ask(), asking.ask()]),
                              daemon=True)
    runner.start()
    try:
        first = settled_cells(vr).rstrip(BLANK)
        send_keys(vr, ["FWinRt"])
        second = settled_cells(vr).rstrip(BLANK)
        assert second != first
        assert read_cells(first + BLANK + second).startswith(long[:60])
        # The first answer typed on the display's keyboard, the second on the terminal's.
        send_keys(vr, [f"PassChar 0x{ord(c):02x}" for c in "kalah"] + ["Return"])
        deadline = time.monotonic() + 10
        while not answers and time.monotonic() < deadline:
            time.sleep(0.01)
        stdin.lines.put("2\n")
    finally:
        stdin.lines.put("")
        runner.join(timeout=10)
        outputs.close()
    assert answers == ["kalah", "2"]
