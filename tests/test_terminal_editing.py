"""The terminal reads lines like a shell: arrow keys edit and recall (readline), control keys
are never read back as noise, and Control-C or Control-D leave with a word, keeping the game."""

from __future__ import annotations

import subprocess
import sys

import pexpect
import pytest

from tests.signals import waiting_for_input
from tests.test_terminal_language import spawn_in

UP = "\x1b[A"
LEFT = "\x1b[D"


def test_the_up_arrow_recalls_the_last_line_and_left_edits_it():
    child = spawn_in("en", "play", "kalah", "--opponent", "human", "--ui", "terminal")
    child.expect_exact("> ")
    child.sendline("status")
    child.expect_exact("> ")
    first = child.before
    child.send(UP + "\r")           # history: "status" again
    child.expect_exact("> ")
    again = child.before
    assert "your turn" in first and "your turn" in again
    child.send("boad" + LEFT + "r\r")   # an edit inside the line: "board"
    child.expect_exact("> ")
    board = child.before
    said = first + again + board
    assert "\x1b[" not in said.replace("\x1b[?1034h", "")
    assert "cannot read" not in said
    assert "South" in board and "store" in board.casefold()
    child.sendeof()
    child.expect_exact("Goodbye.")


def test_control_keys_without_line_editing_are_not_read_back():
    from io import StringIO

    from accessible_games.frontends.terminal import LineIO

    io = LineIO(StringIO("\x1b[A\x1b[B\n3\x1b[C\n"), StringIO())
    assert io.ask() == "" and io.only_control
    assert io.ask() == "3" and not io.only_control
    assert io.ask() is None


def test_control_c_leaves_with_a_word_and_the_game_is_kept():
    child = spawn_in("en", "play", "kalah", "--opponent", "human", "--ui", "terminal")
    child.expect_exact("> ")
    child.sendline("3")
    child.expect_exact("> ")
    waiting_for_input(child.pid)  # a Control-C before readline waits would go unheeded
    child.sendintr()
    child.expect_exact("The game is kept; you can resume it the next time you start. Goodbye.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_control_d_leaves_with_a_word_in_german():
    child = spawn_in("de", "play", "kalah", "--opponent", "human", "--ui", "terminal")
    child.expect_exact("> ")
    child.sendline("3")
    child.expect_exact("> ")
    child.sendeof()
    child.expect_exact("Die Partie bleibt erhalten; beim nächsten Start kannst du sie "
                       "fortsetzen. Auf Wiedersehen.")


def test_control_c_in_the_menu_says_goodbye():
    child = spawn_in("en", "--ui", "terminal")
    child.expect_exact("> ")
    waiting_for_input(child.pid)
    child.sendintr()
    child.expect_exact("Goodbye.")


def test_the_editors_help_in_the_terminal_names_only_typed_words():
    child = spawn_in("en", "play", "checkers", "--opponent", "human", "--ui", "terminal")
    child.expect_exact("> ")
    child.sendline("edit")
    child.expect_exact("> ")
    opened = child.before
    child.sendline("help")
    child.expect_exact("> ")
    helped = child.before
    child.sendline("flip")
    child.expect_exact("> ")
    unknown = child.before
    for text in (opened, helped, unknown):
        for key in ("Arrow", "arrow", "Enter", "Escape"):
            assert key not in text, text
    assert "cancel" in helped and "left" in unknown
    child.sendline("right")
    child.expect_exact("> ")
    assert "square" in child.before and "I cannot read" not in child.before
    child.sendline("cancel")
    child.expect_exact("Editor closed")
    child.sendeof()


def test_a_busy_process_is_not_taken_for_one_waiting_for_input():
    """The wait before a Control-C can fail: a process that never sleeps is not waiting."""
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        with pytest.raises(AssertionError):
            waiting_for_input(busy.pid, timeout=0.5)
    finally:
        busy.kill()
        busy.wait()
