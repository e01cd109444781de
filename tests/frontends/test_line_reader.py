"""The terminal's one thread reading typed lines while a braille display's keys are read."""

from __future__ import annotations

import io


def test_one_reader_hands_typed_lines_to_whoever_waits_now():
    """With a braille display the menu and the game share one thread reading the keyboard: a
    line typed before the game took it goes to the menu's next question, and the end of input
    reaches every later waiter."""
    import queue
    import time

    from accessible_games.frontends.terminal import LineReader

    class Typed(io.TextIOBase):
        def __init__(self) -> None:
            self.lines: queue.Queue[str] = queue.Queue()

        def readline(self, size: int = -1) -> str:  # type: ignore[override]
            return self.lines.get()

    stream = Typed()
    game: queue.Queue[tuple[str, object]] = queue.Queue()
    LineReader.into(stream, game)
    stream.lines.put("3\n")
    assert game.get(timeout=5) == ("line", "3")
    stream.lines.put("new\n")
    deadline = time.monotonic() + 5
    while game.empty() and time.monotonic() < deadline:
        time.sleep(0.01)
    menu: queue.Queue[tuple[str, object]] = queue.Queue()
    LineReader.into(stream, menu)  # "new" was typed ahead, not taken by the game
    assert menu.get(timeout=5) == ("line", "new")
    stream.lines.put("")
    assert menu.get(timeout=5) == ("line", None)
    later: queue.Queue[tuple[str, object]] = queue.Queue()
    LineReader.into(stream, later)
    assert later.get(timeout=5) == ("line", None)
