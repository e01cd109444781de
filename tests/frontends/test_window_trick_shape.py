"""Zoomed in, the trick's cards keep a card's shape and ranks that can be read: at 400 % in a
portrait window of 600x900 Doppelkopf's trick was drawn 131 pixels wide and 82 high, at 300 %
in 1280x800 118 wide and 19 high (the rank and the sign side by side in a sliver), while the
hand kept its cards as wide as at 100 % and the seats, the words over the table and the
panel grew with the zoom. The hand now gives the trick room: its cards are narrower than at
100 % where that keeps the trick's at least three quarters as high as theirs."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_card_layout import TABLE_TEXT
from accessible_games.frontends.window_card_table import TRICK_SHARE
from accessible_games.frontends.window_hand import ZOOMED_HAND_LEAST
from tests.frontends.test_window_trick_names import _four_cards_on_the_table

ZOOMS = range(100, 401, 10)


def _rank_height(surface, rect) -> int:
    """How high the first run of rows with ink on the card of ``rect`` is: the rank's, over
    the sign or beside it."""
    pad = max(2, rect.width // 30) + 3
    side = max(4, rect.width // 10) + 2  # clear of the rounded corners
    inside = rect.inflate(-2 * side, -2 * pad)
    rows = [any(min(surface.get_at((x, y))[:3]) < 128 for x in range(inside.left, inside.right))
            for y in range(inside.top, inside.bottom)]
    while rows and not rows[0]:
        rows.pop(0)
    height = 0
    while rows and rows.pop(0):
        height += 1
    return height


def _rank_least() -> int:
    """The ink height of a king's 'K' in the table's unzoomed type, bold."""
    font = pygame.font.Font(pygame.font.match_font("dejavusans", bold=True), TABLE_TEXT)
    return font.render("K", True, (255, 255, 255)).get_bounding_rect().height


@pytest.mark.parametrize("size", [(800, 600), (600, 900), (700, 900), (1000, 860), (1280, 800)])
def test_at_every_zoom_the_trick_s_cards_are_cards_with_ranks_to_read(size):
    window, app, session = _four_cards_on_the_table("en")
    surface = pygame.Surface(size)
    least = _rank_least()
    for zoom in ZOOMS:
        app.settings = app.settings.with_changes(scale=zoom)
        drawn = window.drawer.draw(surface, app)
        cards = drawn.cards
        lying = [rect for *_, rect in cards.table]
        assert len(lying) == 4, lying
        for rect in lying:
            assert rect.height >= rect.width, (zoom, "flat", rect)
            assert rect.height >= TRICK_SHARE * cards.cursor.height - 1, (
                zoom, "low", rect, cards.cursor)
            assert _rank_height(surface, rect) >= least, (
                zoom, "rank", rect, _rank_height(surface, rect), least)
        if zoom in (100, 400):
            pygame.image.save(surface, f"/tmp/win-trick-{size[0]}x{size[1]}-{zoom}.png")
    window.close()


@pytest.mark.parametrize(("game_id", "size"), [("mau-mau", (640, 480)), ("whist", (800, 600)),
                                               ("mau-mau", (800, 600))])
def test_in_a_small_window_zoom_leaves_the_table_s_cards_half_their_height(game_id, size):
    """At 200 % in 640x480 the hand kept the zoomed floor of 80 pixels a card and left Mau
    Mau's pile 13 pixels high (77 at 100 %, beside a hand of cards 60 wide). Zoomed, the
    hand's cards are narrower than that floor where they were so at 100 % (never narrower
    than at 100 % or than the floor), and the table's cards keep at least half their height
    at 100 %."""
    from tests.frontends.helpers import pump
    from tests.frontends.test_window_cards import table_window

    window, app, session = table_window(game_id, 100, level=1, size=size)
    pump(window)
    unzoomed = min(rect.height for *_, rect in window.layout.cards.table)
    hand = window.layout.cards.cursor.width
    for zoom in (150, 200, 300, 400):
        app.settings = app.settings.with_changes(scale=zoom)
        window.layout = window.drawer.draw(window.surface, app)
        cards = window.layout.cards
        lowest = min(rect.height for *_, rect in cards.table)
        assert lowest >= unzoomed // 2, (zoom, lowest, unzoomed)
        assert cards.cursor.width >= min(hand, ZOOMED_HAND_LEAST), (zoom, cards.cursor, hand)
    window.close()
