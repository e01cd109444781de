"""Keep the C libraries' chatter off the player's terminal while a device is probed.

SDL asks ALSA (and PulseAudio) for a sound card; on a machine without one, ALSA writes a dozen
"ALSA lib ... cannot find card" lines straight to file descriptor 2, past Python's
``sys.stderr``. A screen reader reads them aloud before the game's first word. The reason a
device is missing reaches the player anyway, in our own words, through the exception SDL raises;
so while a probe runs, descriptor 2 points at a temporary file, and what was written there is
dropped unless the caller asks for it.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def c_stderr_held() -> Iterator[list[str]]:
    """Within the block, writes to descriptor 2 go to a temporary file instead of the terminal.

    Yields a list that holds the captured lines once the block has ended. Where descriptor 2
    cannot be redirected (no such descriptor, as under some test runners), the block runs as is.
    """
    captured: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield captured
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield captured
        finally:
            try:
                sys.stderr.flush()
            except (OSError, ValueError):
                pass
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            text = sink.read().decode("utf-8", errors="replace")
            captured.extend(line for line in text.splitlines() if line.strip())
