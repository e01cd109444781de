"""The terminal front end driven like a person would, through a pseudo-terminal (pexpect)."""

from __future__ import annotations

import io
import os
import sys
import tempfile
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parent.parent
# Inside the test run's own throw-away folder (tests/conftest.py), so nothing is left in /tmp.
TEST_DATA = os.environ["ACCESSIBLE_GAMES_DATA"]


def spawn(*args: str) -> pexpect.spawn:
    # Each run gets its own data and settings folders, so no earlier game is offered for
    # resuming and no saved language applies; the code of this checkout runs (the installed
    # console script may point at another one).
    data = tempfile.mkdtemp(prefix="ag-terminal-", dir=TEST_DATA)
    home = tempfile.mkdtemp(prefix="ag-terminal-home-", dir=TEST_DATA)
    return pexpect.spawn(sys.executable, ["-m", "accessible_games", *args], cwd=str(ROOT),
                         encoding="utf-8", timeout=60,
                         env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                              "PYTHONPATH": str(ROOT), "ACCESSIBLE_GAMES_HOME": home,
                              "ACCESSIBLE_GAMES_DATA": data})


def test_a_whole_kalah_game_against_the_computer():
    child = spawn("play", "kalah", "--level", "1", "--seed", "4")
    child.expect_exact("> ")
    assert "Kalah. You play South; the computer, level 1, plays North." in child.before
    moves = refused = 0
    while True:
        accepted = False
        for house in range(1, 7):
            child.sendline(str(house))
            child.expect_exact("> ")
            said = child.before
            if "is empty. You can sow" in said:
                refused += 1
                continue
            assert "You sow" in said, said
            accepted = True
            moves += 1
            break
        assert accepted
        if "Game over:" in said:
            break
    child.sendline("quit")
    child.expect_exact("Goodbye.")
    child.expect(pexpect.EOF)
    assert moves > 3


def test_bad_lines_then_quit_in_german():
    child = spawn("play", "reversi", "--lang", "de", "--opponent", "human")
    child.expect_exact("> ")
    child.sendline("a1")
    child.expect_exact("> ")
    assert "a1" in child.before and "nicht" in child.before
    child.sendline("blubb")
    child.expect_exact("Ich verstehe „blubb“ nicht.")
    child.expect_exact("> ")
    child.sendline("d3")
    child.expect_exact("Schwarz setzt auf d3")
    child.expect_exact("Weiß, du bist am Zug.")
    child.sendline("ende")
    child.expect_exact("Diese Partie beenden? Tippe ja oder nein.")
    child.sendline("ja")
    child.expect_exact("Auf Wiedersehen.")
    child.expect(pexpect.EOF)


def test_menu_without_arguments():
    child = spawn("--lang", "en")
    child.expect(r"Which game\? Type a number from 1 to \d+, a name, or help\.")
    child.expect_exact("> ")
    child.sendline("kalah")
    child.expect_exact("Type c for computer or p for person.")
    child.sendline("c")
    child.expect_exact("Type 1, 2 or 3.")
    child.sendline("2")
    child.expect_exact("Type 1 or 2.")
    child.sendline("2")
    # The computer moves first as South; then it is the player's turn as North.
    child.expect_exact("North, your turn.")
    child.sendline("quit")
    child.sendline("yes")
    # A game chosen in the menu leads back to it, asked briefly, the game left unfinished
    # offered to resume; quit there ends the app.
    child.expect_exact("Back to the choice of games.")
    child.expect(r"Go on with your game of Kalah, another game, or quit\? Type resume, .* list "
                 r"to hear all \d+ games, or quit\.")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_the_hot_seat_clears_the_screen_and_its_scrollback_at_each_hand_over():
    """Two people at one terminal: when the keyboard passes on, the screen, its scrollback and
    the lines typed are cleared, so the next person cannot read the last person's hand back,
    on the screen or with a screen reader's review keys, nor recall a card they tried."""
    from accessible_games.frontends.terminal import CLEAR_SCREEN

    child = spawn("play", "mau-mau", "--people", "1,2", "--level", "1", "--seed", "5")
    child.expect_exact("> ")
    said = child.before
    hand: str | None = None
    hand_overs = 0
    for _ in range(12):
        if "press Enter when only you are listening." in said:
            if hand is not None:  # a person saw their hand: it is gone from the screen
                assert CLEAR_SCREEN in said
                assert hand not in said.split(CLEAR_SCREEN)[-1]
                hand_overs += 1
                # The Up key recalls nothing the last person typed: Enter on it is the
                # empty line that takes the keyboard over.
                child.send("\x1b[A")
            child.sendline("")
        else:
            if "Your hand" in said:
                hand = next(line for line in said.splitlines() if line.startswith("Your hand"))
            child.sendline("hint")
            child.expect_exact("> ")
            hint = child.before
            card = hint.split(": ")[-1].strip().rstrip(".")  # "suggests: …" or "choice: …"
            child.sendline(card)
        child.expect_exact("> ")
        said = child.before
        assert "Waiting for" not in said, said
    assert hand_overs >= 2
    child.sendline("quit")  # whether or not a hand-over waits, "yes" ends the game
    child.expect_exact("Quit this game? Type yes or no.")
    child.sendline("yes")
    child.expect(pexpect.EOF)
    assert "this is for you alone" not in child.before


class _Screen(io.StringIO):
    """A terminal's output (a tty) kept in memory."""

    def isatty(self) -> bool:
        return True


def test_news_while_a_line_is_typed_goes_above_the_prompt():
    """A play-tester online heard "> anna sits down in seat 1.": others' lines were
    printed after the prompt, and what she was typing ended up on a line without one. The
    prompt's line is now cleared, the news printed, and the prompt shown again after it."""
    from accessible_games.frontends.terminal import CLEAR_LINE, PROMPT, LineIO
    from accessible_games.narration.message import Message

    screen = _Screen()
    lines = LineIO(io.StringIO(""), screen)
    lines.say([Message("Before.")])
    lines.prompting = PROMPT  # as while ask() waits for the line
    lines.say([Message("anna sits down in seat 1."), Message("South, your turn.")])
    assert screen.getvalue() == ("Before.\n" + CLEAR_LINE + "anna sits down in seat 1.\n"
                                 "South, your turn.\n" + PROMPT)
    piped = io.StringIO()  # not a terminal (a file, a pipe): the lines as they are
    lines = LineIO(io.StringIO(""), piped)
    lines.prompting = PROMPT
    lines.say([Message("anna sits down in seat 1.")])
    assert piped.getvalue() == "anna sits down in seat 1.\n"
