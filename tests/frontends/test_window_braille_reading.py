"""A deafblind player follows a Kalah game on the window's braille display alone: every
message comes in order, one pan or "next message" after the other, and the full cell at the
end of a message says when more wait."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.output.braille.display import BLANK, MORE, RecordingDisplay
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import pump, recording_window

AGAIN = {"en": "again", "de": "nochmal"}
"""The word of the computer's move that earns it an extra turn."""


def _read_on(window, display: RecordingDisplay, kind: BrailleKeyKind) -> None:
    display.feed_key(BrailleKey(kind))
    window.step()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_message_is_read_in_order_after_asking_for_the_status(lang: str) -> None:
    window, app, outputs = recording_window(Settings(level=1), lang=lang)
    session = Console.local(REGISTRY.create("kalah"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang,
                            seed=3)
    app.begin(session)
    pump(window)
    reader = outputs.announcer.reader
    display = outputs.braille
    assert isinstance(display, RecordingDisplay)
    start = reader.posted
    for typed in ("3", "1"):  # an extra turn for each side
        app.open_line(typed)
        app.line_submit()
        pump(window)
    posted = reader.texts_since(start)
    assert any(AGAIN[lang] in text for text in posted[posted.index(display.texts[-1]):])
    # The computer's extra turn is on the display; its next move and the turn wait.
    waiting = reader.texts()[len(reader.entries) - reader.unread:]
    assert len(waiting) == 2 and display.line.endswith(BLANK + MORE)
    # The window draws the braille line with the full cell after one blank, not after the
    # display's empty cells (a 40-cell line would wrap on a zoomed panel).
    drawn = dict(window.drawer._panel_texts(app))["braille"]
    assert drawn == display.line[:-1].rstrip(BLANK) + BLANK + MORE
    asked = reader.posted
    app.open_line("status")
    app.line_submit()
    pump(window)
    answer = display.region.text
    assert answer not in posted  # the status, shown at once
    # Kalah's status is two messages (the turn, then the stores and houses): both are read
    # before the messages that were waiting.
    status = [t for t in reader.texts_since(asked) if not t.startswith("> ")]  # not the echo
    assert status[0] == answer and len(status) == 2
    # Pan right through everything, as a braille reader does: each message window by
    # window, then the next one. Every last window before a waiting message ends with the
    # full cell; the last message's does not.
    met = [answer]
    for _ in range(40):
        line = display.line
        _read_on(window, display, BrailleKeyKind.PAN_RIGHT)
        if display.region.text == met[-1]:
            if display.line == line:  # the end of everything
                break
            continue
        assert line.endswith(BLANK + MORE), line
        met.append(display.region.text)
    assert met == [*status, *waiting]
    assert reader.unread == 0 and not display.line.endswith(MORE)
    # "Previous message" from there reads back the same way, in order.
    back = [display.region.text]
    for _ in range(len(met) - 1):
        _read_on(window, display, BrailleKeyKind.PREVIOUS_MESSAGE)
        back.append(display.region.text)
    assert back[::-1] == met
