"""Golden braille of what a deafblind player reads: the opponent's move as it stays on the
display, the board line one key away, and the braille history, in German and English, grade 1
and grade 2 (a 40-cell display; the window's app with recording outputs)."""

from __future__ import annotations

import time

import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.braille_input import handle_braille_key
from accessible_games.lineup import REGISTRY
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.golden import assert_golden

pytest.importorskip("louis", reason="liblouis python bindings are not installed")

TABLES = {"de": ("de-g1", "de-g2"), "en": ("en-ueb-g1", "en-ueb-g2")}


def _settle(app: App, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.update()
        session = app.session
        if session is None or not (app.thinking or session.computer_to_move()):
            return
        time.sleep(0.005)
    raise TimeoutError("the computer did not answer")


@pytest.mark.parametrize("lang,table", [(lang, t) for lang, ts in TABLES.items() for t in ts])
def test_move_board_line_and_history(lang: str, table: str) -> None:
    outputs = build_outputs("recorder", "recorder", "recorder", lang, table=table)
    app = App(outputs, Settings(game="checkers", level=1, seat=1, board_line="on",
                                braille_table=table), lang=lang, seed=2)
    app.start()
    session = Console.local(REGISTRY.create("checkers"),
                      [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang, seed=9)
    app.begin(session)
    display = outputs.braille
    reader = outputs.announcer.reader
    lines: list[str] = []
    for typed in ("c3-d4", "b2-c3"):
        app.open_line(typed)
        app.line_submit()
        _settle(app)
        lines.append(f"after {typed}, the display: {display.window}")
        lines.append(f"  waiting behind it: {reader.waiting}")
    handle_braille_key(app, BrailleKey(BrailleKeyKind.BOARD_LINE))
    lines.append(f"board line key: {display.window}")
    handle_braille_key(app, BrailleKey(BrailleKeyKind.NEXT_MESSAGE))
    lines.append(f"next message: {display.window}")
    lines.append("history:")
    for entry in reader.entries[-8:]:
        mark = " (held)" if entry.held else ""
        lines.append(f"  {entry.region.text}{mark}")
        lines.append(f"  {entry.region.braille}")
    assert_golden(f"braille/reading.{lang}.{table}", lines)


def test_routing_key_on_a_square_named_in_a_message_points_the_cursor_there() -> None:
    from accessible_games.frontends.braille_input import poll_braille

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="checkers", level=1, seat=1, board_line="on"),
              lang="en", seed=2)
    app.start()
    session = Console.local(REGISTRY.create("checkers"),
                      [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="en", seed=9)
    app.begin(session)
    app.open_line("c3-d4")
    app.line_submit()
    _settle(app)
    display = outputs.braille
    shown = display.region
    assert shown.text == "White h6-g5"  # held on the display
    cell = next(i for i, c in enumerate(shown.cell_to_char) if c == shown.text.index("g5"))
    display.feed_key(BrailleKey(BrailleKeyKind.ROUTE, cell=cell + 1))
    poll_braille(app)
    assert session.describer.location(session.cursor.location) == "g5"
    assert session.builder.parts == []  # pointed at, not selected


def test_board_command_keeps_its_first_row_on_the_display() -> None:
    """"board" answers with one message per row: the display keeps the first (it used to show
    only the last), the others are the next messages of the history."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="checkers", opponent="human"), lang="en", seed=2)
    app.start()
    app.begin(Console.local(REGISTRY.create("checkers"), [Seat(SeatKind.HUMAN)] * 2, lang="en",
                      seed=1))
    app.open_line("board")
    app.line_submit()
    reader = outputs.announcer.reader
    rows = [t for t in reader.texts() if t.startswith("Row")]
    assert len(rows) >= 8
    assert outputs.braille.region.text != rows[-1]
    assert reader.waiting >= 7
    for _ in range(reader.waiting):
        handle_braille_key(app, BrailleKey(BrailleKeyKind.NEXT_MESSAGE))
    assert outputs.braille.region.text == reader.texts()[-1]
