"""The marks beside a zoomed hand that scrolls ('+4' under an arrow, the cyan mark over it
where a playable card waits there) stand whole in the hand's strip at every zoom the app
offers: at 300 % in 860x860 Dog's '+4' touched the window's right edge in type of 20 pixels,
its cyan mark at 600x900 the window's top; at 400 % in 640x480 Whist's '+11' in type of 96
pixels ran down over the message panel under an arrow 12 pixels high."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_board import TEXT
from accessible_games.frontends.window_card_layout import TABLE_TEXT, card_gap
from tests.frontends.helpers import press, pump
from tests.frontends.test_window_cards import table_window

EDGE = 4
"""The least room between a mark's ink and the window's edge."""
COUNT_LEAST = 17
"""The least height of a count's ink: '+4' in the table's unzoomed type (24 pixels) is 18
pixels high, '+1' 17."""
CASES = [("dog", (860, 860)), ("dog", (1000, 860)), ("dog", (640, 480)), ("dog", (600, 900)),
         ("whist", (640, 480)), ("whist", (800, 600)), ("doppelkopf", (640, 480)),
         ("doppelkopf", (600, 900)), ("mau-mau", (600, 900))]


def _white_rows(surface, rect) -> int:
    """How high the lowest run of rows of ``rect`` with white ink is (the count under the
    arrow)."""
    rows = [any(surface.get_at((x, y))[:3] == TEXT for x in range(rect.left, rect.right))
            for y in range(rect.top, rect.bottom)]
    while rows and not rows[-1]:
        rows.pop()
    height = 0
    while rows and rows.pop():
        height += 1
    return height


def _mark_problems(window) -> list:
    """What is wrong with the marks beside the hand as drawn."""
    layout, surface = window.layout, window.surface
    cards = layout.cards
    inside = surface.get_rect().inflate(-2 * EDGE, -2 * EDGE)
    others = [("table card", rect) for *_, rect in cards.table] + [
        ("name", rect) for rect in cards.names] + [
        ("seat", rect) for rect in cards.seats.values()] + [
        ("heading", rect) for rect in cards.heading_rects]
    if cards.last_box is not None:
        others.append(("last card", cards.last_box))
    if layout.board is not None:
        others.append(("board", layout.board.area))
    for _, rect in cards.hand:
        if cards.hand_view.contains(rect):  # the card with its cyan mark and the frame
            mark = max(8, rect.width // 5) + 3
            others.append(("hand card", pygame.Rect(rect.left, rect.top - mark, rect.width,
                                                    rect.height + mark).inflate(6, 6)))
    wrong = []
    for side, (_, box) in cards.more.items():
        whole = box.union(cards.more_playable[side]) if side in cards.more_playable else box
        if not inside.contains(whole):
            wrong.append(("at the window's edge", side, whole))
        if whole.bottom > layout.panel.top:
            wrong.append(("over the panel", side, whole, layout.panel.top))
        wrong += [("on a " + what, side, whole, rect) for what, rect in others
                  if whole.colliderect(rect)]
        if _white_rows(surface, box) < COUNT_LEAST:
            wrong.append(("count too small", side, box, _white_rows(surface, box)))
    return wrong


@pytest.mark.parametrize("zoom", [300, 400])
@pytest.mark.parametrize(("game_id", "size"), CASES)
def test_the_marks_beside_a_scrolled_hand_stand_whole_in_its_strip(game_id, size, zoom):
    window, app, session = table_window(game_id, zoom, level=1, size=size)
    pump(window)
    seen = 0
    for step in range(len(session.hand())):
        if step:
            press(window, pygame.K_RIGHT)
        seen += len(window.layout.cards.more)
        problems = _mark_problems(window)
        if problems:
            pygame.image.save(window.surface,
                              f"/tmp/win-more-{game_id}-{size[0]}x{size[1]}-{zoom}.png")
        assert not problems, (step, problems)
    assert seen, "the hand never scrolled"
    if (game_id, size) in (("dog", (860, 860)), ("whist", (640, 480))):
        pygame.image.save(window.surface,
                          f"/tmp/win-more-{game_id}-{size[0]}x{size[1]}-{zoom}.png")
    window.close()


@pytest.mark.parametrize(("game_id", "size", "zoom"), [
    ("whist", (640, 480), 200), ("whist", (640, 480), 400), ("whist", (800, 600), 400),
    ("doppelkopf", (1280, 800), 400)])
def test_the_strips_beside_a_scrolled_hand_are_no_wider_than_a_card(game_id, size, zoom):
    """At 400 % in 640x480 the strips beside Whist's hand were 207 pixels wide each, for a
    count in type of 96 pixels, and left room for two cards 60 wide between them; in 1280x800
    Doppelkopf's were 207 beside cards 95 wide. A strip is now no wider than a card of the
    row, or than the hand's widest count in the table's unzoomed type where that is wider
    (its count still readable: the test above), and the row shows more cards."""
    window, app, session = table_window(game_id, zoom, level=1, size=size)
    pump(window)
    cards = window.layout.cards
    assert cards.more, "the hand does not scroll"
    view, screen = cards.hand_view, window.surface.get_rect()
    card = cards.cursor.width
    count = window.drawer.cards.measure(f"+{len(session.hand()) - 1}", TABLE_TEXT, True)
    for strip in (view.left - screen.left, screen.right - view.right):
        assert strip <= max(card, count + 2 * EDGE), (strip, card, count, view)
    shown = [rect for _, rect in cards.hand if view.contains(rect)]
    gap = card_gap(zoom / 100)
    assert len(shown) == (view.width - gap) // (card + gap), (len(shown), view, card)
    window.close()
