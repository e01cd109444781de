"""Kill the app with SIGKILL between two moves (and while the computer thinks): nothing is lost."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pexpect

from accessible_games.storage.store import Store

ROOT = Path(__file__).resolve().parent.parent.parent


def spawn(data: Path, *args: str) -> pexpect.spawn:
    # This checkout's code (the installed console script may point at another checkout, whose
    # store version may differ from the one the test reads).
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "ACCESSIBLE_GAMES_DATA": str(data),
           "ACCESSIBLE_GAMES_HOME": str(data / "home"), "PYTHONPATH": str(ROOT)}
    return pexpect.spawn(sys.executable, ["-m", "accessible_games", *args], cwd=str(ROOT),
                         encoding="utf-8", timeout=60, env=env)


def kill(child: pexpect.spawn) -> None:
    os.kill(child.pid, signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.wait()
    assert child.signalstatus == signal.SIGKILL


def test_killed_between_moves_then_resumed(tmp_path):
    child = spawn(tmp_path, "play", "kalah", "--opponent", "human")
    child.expect_exact("> ")
    for house in ("3", "1", "6"):
        child.sendline(house)
        child.expect_exact("> ")
    kill(child)
    stored = Store.open(tmp_path).latest_unfinished()
    assert stored is not None and stored.moves == ["3", "1", "6"]

    child = spawn(tmp_path, "resume")
    child.expect_exact("Move 3. The last move:")  # South sowed twice (an extra turn): turn 3
    child.expect_exact("> ")
    child.sendline("last")
    child.expect_exact("North sows")
    child.expect_exact("> ")
    child.sendline("2")
    child.expect_exact("> ")
    kill(child)
    assert Store.open(tmp_path).latest_unfinished().moves == ["3", "1", "6", "2"]


def test_killed_while_the_computer_thinks(tmp_path):
    child = spawn(tmp_path, "play", "checkers", "--level", "3")
    child.expect_exact("> ")
    child.sendline("11-15")
    # The player's move is announced at once; the computer then thinks for about a second.
    child.expect_exact("You move from c3 to d4.")
    kill(child)
    stored = Store.open(tmp_path).latest_unfinished()
    assert stored is not None and stored.moves == ["c3-d4"]

    child = spawn(tmp_path, "--lang", "en")
    child.expect_exact("Resume your game of Checkers (English draughts) against the computer, "
                        "level 3, move 1? Type yes or no.")  # Black moved: White answers in move 1
    child.sendline("yes")
    # The computer, to move after the resumed player's move, answers.
    child.expect_exact("Black, your turn.")
    child.expect_exact("> ")
    child.sendline("quit")
    child.sendline("yes")
    child.expect_exact("Back to the choice of games.")
    child.sendline("quit")  # and out of the menu
    child.expect(pexpect.EOF)
    moves = Store.open(tmp_path).latest_unfinished().moves
    assert moves[0] == "c3-d4" and len(moves) == 2
