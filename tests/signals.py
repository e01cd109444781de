"""Child processes that Control-C reaches, however the test run was started.

A shell that starts a command in the background without job control (``cmd &`` in a script,
``(pytest &)``) makes it ignore SIGINT, and an ignored signal stays ignored across ``exec``: the
app started by such a test run would never see Control-C, and a test that presses it would wait
for nothing. A person presses Control-C on a program in the foreground of their terminal, where
SIGINT has its default action; tests start their children that way.
"""

from __future__ import annotations

import signal
import time


def at_the_terminal() -> None:
    """``preexec_fn`` for a child: SIGINT with its default action, as in a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def asleep(pid: int) -> bool:
    """Whether process ``pid`` sleeps (Linux's state ``S``: waiting, here for what is typed);
    True where there is no /proc to ask."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "S"
    except FileNotFoundError:
        return True


def waiting_for_input(pid: int, timeout: float = 10.0) -> None:
    """Wait until the app in a pseudo-terminal waits for a key, after its prompt was seen.

    Readline prints the prompt before it sleeps in ``select``; a Control-C that comes in
    between is noted by Python but not acted on until the next key, so the app would wait for
    nothing. After the prompt the app only sleeps there.

    Raises:
        AssertionError: it did not wait for input within ``timeout`` seconds.
    """
    deadline = time.monotonic() + timeout
    while not asleep(pid):
        if time.monotonic() > deadline:
            raise AssertionError(f"process {pid} did not wait for input in {timeout} s")
        time.sleep(0.005)
