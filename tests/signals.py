"""Child processes that Control-C reaches, however the test run was started.

A shell that starts a command in the background without job control (``cmd &`` in a script,
``(pytest &)``) makes it ignore SIGINT, and an ignored signal stays ignored across ``exec``: the
app started by such a test run would never see Control-C, and a test that presses it would wait
for nothing. A person presses Control-C on a program in the foreground of their terminal, where
SIGINT has its default action; tests start their children that way.
"""

from __future__ import annotations

import signal


def at_the_terminal() -> None:
    """``preexec_fn`` for a child: SIGINT with its default action, as in a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
