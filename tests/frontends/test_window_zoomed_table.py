"""Zoomed, the card table keeps the zoom's promise: the hand's cards as large as the zoom asks
(the row scrolls round the cursor rather than the cards shrinking), and the other seats' words
no smaller than the message panel's. At 200 % in 1280x800 Whist's 13 cards were 80 pixels
wide, under the 87 of 100 %, and the seats' names 33 pixels type under the panel's 48."""

from __future__ import annotations

import pytest

from accessible_games.frontends.window_cards import ALL_IN_VIEW, CARD_RATIO
from tests.frontends.helpers import pump
from tests.frontends.test_window_cards import table_window

SMALL = (800, 600)
"""A small window: at 200 % the message panel's own type shrinks there to fit its share."""


def _open(game_id: str, zoom: int, size: tuple[int, int]):
    """The table after the computer's first moves; Mau Mau's hand of 14 (drawn from the
    talon, in the full state and in the viewer's view of it)."""
    window, app, session = table_window(game_id.removesuffix("-14"), zoom, level=1, size=size)
    pump(window)
    if game_id.endswith("-14"):
        state, view = session.table.state, session.state
        while len(view.hands[session.viewer]) < 14:
            card = state.talon.pop()
            state.hands[session.viewer].append(card)
            view.hands[session.viewer].append(card)
        window.dirty = True
        window.step()
        assert len(window.layout.cards.hand) == 14
    return window, session


@pytest.mark.parametrize("zoom", [100, 150, 200])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf", "mau-mau-14"])
def test_zoomed_the_hand_s_cards_are_as_tall_as_the_zoom_promises(game_id, zoom):
    """In 1280x800 the hand's cards are at least as tall as the unzoomed hand's smallest
    cards (60 pixels wide) times the zoom, but for the little a hand may give to lie all in
    view (ALL_IN_VIEW): at 200 % Whist's were 116 pixels tall, now 150 and more."""
    window, session = _open(game_id, zoom, (1280, 800))
    cursor = window.layout.cards.cursor
    least = int(int(60 * zoom / 100 / ALL_IN_VIEW) * CARD_RATIO)
    assert cursor.height >= least, (cursor, least)
    if zoom == 100:  # unzoomed, the whole hand in view
        assert not window.layout.cards.more, window.layout.cards.more
    window.close()


@pytest.mark.parametrize("zoom", [100, 150, 200])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf", "mau-mau-14"])
def test_in_a_small_window_zoom_never_makes_the_hand_s_cards_smaller(game_id, zoom):
    """In 800x600 at 200 % Whist's cards were 45 pixels wide, under the 60 of 100 %: zoomed,
    the hand's cards are never narrower than unzoomed (60 pixels, or a little less where
    that lets the whole hand be in view), the row scrolling instead."""
    window, session = _open(game_id, zoom, SMALL)
    least = int(60 / ALL_IN_VIEW)  # unzoomed too, all in view beats scrolling
    assert window.layout.cards.cursor.width >= least, window.layout.cards.cursor
    window.close()


@pytest.mark.parametrize("zoom", [100, 150, 200])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf", "mau-mau"])
def test_the_seats_words_are_no_smaller_than_the_panel_s(game_id, zoom):
    """In 1280x800 each seat's count of cards (in the panel's plain type) stands at least as
    tall as a line of the message panel's words, and within its box; but for Whist at 200 %,
    whose 'South, partner' and count take two lines there, which at the panel's size would
    take more than SEATS_SHARE of the table: its words are still no smaller than 0.85 of
    the panel's (they were 0.68)."""
    window, session = _open(game_id, zoom, (1280, 800))
    cards, layout = window.layout.cards, window.layout
    panel = [rect for line, rect in layout.panel_lines
             if not all("\u2800" <= c <= "\u28ff" for c in line.strip())]
    counts = cards.seat_lines[1::2]
    assert len(counts) == len(cards.seats) >= 2
    share = 0.85 if (game_id, zoom) == ("whist", 200) else 1.0
    for rect, box in zip(counts, cards.seats.values()):
        assert rect.height >= share * panel[0].height, (rect, panel[0])
        assert box.contains(rect), (rect, box)
    window.close()
