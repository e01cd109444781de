"""Zoomed, the card table stays readable: a dealt hand whole in view at no less than 80 pixels
a card, never narrower than unzoomed in a small window (the row scrolls round the cursor
there), and the other seats' words no smaller than the message panel's (at 200 % in 1280x800
the seats' names were 33 pixels type under the panel's 48)."""

from __future__ import annotations

import pytest

from accessible_games.frontends.window_card_face import CARD_RATIO
from accessible_games.frontends.window_hand import ALL_IN_VIEW
from tests.frontends.helpers import pump
from tests.frontends.test_window_cards import gave_the_trick_room, table_window

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
def test_zoomed_a_hand_of_a_deal_stays_whole_in_view_at_a_readable_size(game_id, zoom):
    """In 1280x800 a dealt hand (Whist's 13, Doppelkopf's 12) lies whole in view at 100 %,
    its cards at least 80 pixels wide: a player plans with the whole hand in sight. Zoomed,
    its cards are never narrower than at 100 % (a version that kept the hand whole in view
    made them 80 pixels wide at 200 %, under the 87 of 100 %, and a low-vision tester saw
    them shrink): where they no longer fit so, the row scrolls round the cursor, as a hand
    that grew past a deal (Mau Mau's 14) does, its cards no narrower; narrower only where
    the trick's cards would be lower than TRICK_SHARE of theirs (gave_the_trick_room)."""
    window, session = _open(game_id, zoom, (1280, 800))
    cursor = window.layout.cards.cursor
    assert cursor.width >= 80, cursor
    assert cursor.height >= int(80 * CARD_RATIO), cursor
    if zoom == 100 and not game_id.endswith("-14"):
        assert not window.layout.cards.more, window.layout.cards.more
    else:
        unzoomed = window.drawer._unzoomed_hand(session, 1280, 800, zoom / 100)
        assert cursor.width >= unzoomed or gave_the_trick_room(window.layout.cards, unzoomed), (
            cursor, unzoomed, window.layout.cards.trick_room)
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
    the panel's (they were 0.68); so too Doppelkopf's at 200 %, whose names with the arrow
    of the seat to move (each box is measured with it, so that the boxes keep their size
    as the turn goes round) take two lines, and wherever the table's words give the trick
    room (words_most)."""
    window, session = _open(game_id, zoom, (1280, 800))
    cards, layout = window.layout.cards, window.layout
    panel = [rect for line, rect in layout.panel_lines
             if not all("\u2800" <= c <= "\u28ff" for c in line.strip())]
    counts = cards.seat_lines[1::2]
    assert len(counts) == len(cards.seats) >= 2
    share = 0.85 if zoom == 200 and game_id != "mau-mau" or cards.words_most else 1.0
    for rect, box in zip(counts, cards.seats.values()):
        assert rect.height >= share * panel[0].height, (rect, panel[0])
        assert box.contains(rect), (rect, box)
    window.close()


def _trick_of(game_id: str, zoom: int, lang: str):
    """The table in the usual window (1000x860) at ``zoom`` %, after the player's first two
    cards (each typed as a move), a trick lying there."""
    import pygame

    from tests.frontends.helpers import press, type_text

    window, app, session = table_window(game_id, zoom, lang, level=1, size=(1000, 860))
    pump(window)
    for _ in range(2):
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    window.dirty = True
    window.step()
    return window, session


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("zoom", [300, 400])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
def test_at_the_largest_zoom_the_words_over_the_trick_leave_its_cards_room(game_id, zoom,
                                                                           lang):
    """At 400 % in 1000x860 the words over the table ("The game: a spades solo by East. East
    is winning so far.") stood in two lines of 80-pixel bold type and left Doppelkopf's trick
    slivers of cards 194 pixels wide and 42 high, their ranks hardly 10 pixels; Whist's
    "Trumpf: Herz." left its trick's card 65 high. Those words are smaller there (never
    under the table's own size): the trick's cards are at least TRICK_SHARE of the hand's
    cards' height, or, where the hand's cards keep their width of 100 % (zoom never makes
    them narrower; at 400 % in 1000x860 they were 60 pixels wide against 107), at least
    40 pixels; and where a card is too low to hold its rank over its sign in the
    panel's type, they stand as large as it holds them (they shrank one over the other to
    ranks 15 pixels tall): the rank's ink at least a third of the card's height. (Side by
    side they made the cards flat, 131 pixels wide and 82 high at 400 % in 600x900; now the
    cards keep a card's shape where the table leaves them their share.)"""
    from accessible_games.frontends.window_card_table import TRICK_SHARE

    window, session = _trick_of(game_id, zoom, lang)
    cards = window.layout.cards
    assert cards.table, "no card on the table"
    hand = cards.cursor
    unzoomed = window.drawer._unzoomed_hand(session, 1000, 860, zoom / 100)
    least = int(TRICK_SHARE * hand.height) if hand.width > unzoomed else 40
    for _, _, rect in cards.table:
        assert rect.height >= least, (rect, hand, cards.heading)
        inked = [y for y in range(rect.top + 4, rect.bottom - 4)
                 if any(window.surface.get_at((x, y))[:3] != (255, 255, 255)
                        for x in range(rect.left + 6, rect.right - 6))]
        runs, run = [], 0
        for y in range(rect.top + 4, rect.bottom - 4):
            run = run + 1 if y in inked else 0
            runs.append(run)
        assert max(runs) >= rect.height // 3, (rect, max(runs))
    window.close()


@pytest.mark.parametrize("game_id", ["mau-mau", "doppelkopf"])
def test_zooming_further_never_makes_the_panel_s_words_smaller(game_id):
    """In 1000x860 the message panel's words were 40 pixels at 200 % and 33 at 400 % (Mau
    Mau; Doppelkopf's 49 and 42): the panel's margins grew with the zoom, 120 pixels a side
    at 400 %, so its lines were narrower, more of them, and its type smaller. Zooming in
    never makes the panel's words smaller now."""
    heights = []
    for zoom in (200, 400):
        window, session = _trick_of(game_id, zoom, "en")
        panel = [rect for line, rect in window.layout.panel_lines
                 if not all("\u2800" <= c <= "\u28ff" for c in line.strip())]
        heights.append(panel[0].height)
        window.close()
    assert heights[1] >= heights[0], heights
