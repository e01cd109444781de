"""Zooming in never makes the hand's cards narrower than at 100 %: a low-vision tester saw
them shrink (Whist in 1000x860: 107 pixels wide at 100 %, 81 at 200 %, 75 at 300 % and 400 %;
Doppelkopf 107, 80, 67), as the seats, the words over the table and the message panel grew
and left the hand less height. Where the hand no longer fits the window at that width, its
row scrolls round the cursor's card, a mark at each side counting the cards beyond it. But
the trick is read as much as the hand: where the hand at that width would leave the trick's
cards lower than TRICK_SHARE of the hand's (at 300 % in 1280x800 Doppelkopf's hand kept 149
pixels and left the trick 19), the hand's cards are narrower, never under the zoomed floor
of 80 pixels (gave_the_trick_room)."""

from __future__ import annotations

import pygame
import pytest

from tests.frontends.helpers import pump
from tests.frontends.test_window_cards import gave_the_trick_room, table_window


def _hand(game_id: str, zoom: int, size: tuple[int, int]):
    window, app, session = table_window(game_id, zoom, level=1, size=size)
    pump(window)
    return window, session, window.layout.cards


@pytest.mark.parametrize("size", [(1000, 860), (1280, 800)])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf", "mau-mau"])
def test_zoomed_in_the_hand_s_cards_are_never_narrower_than_at_100_percent(game_id, size):
    window, session, cards = _hand(game_id, 100, size)
    unzoomed = cards.cursor.width
    window.close()
    for zoom in (150, 200, 300, 400):
        window, session, cards = _hand(game_id, zoom, size)
        screen = window.surface.get_rect()
        assert cards.cursor.width >= unzoomed or gave_the_trick_room(cards, unzoomed), (
            zoom, cards.cursor, unzoomed, cards.trick_room)
        assert screen.contains(cards.cursor), (zoom, cards.cursor)
        assert cards.cursor.bottom <= window.layout.panel.top, (zoom, cards.cursor)
        shown = [rect for _, rect in cards.hand if cards.hand_view.contains(rect)]
        assert cards.cursor in shown
        hidden = len(cards.hand) - len(shown)  # each card beyond a mark is counted there
        assert hidden == sum(count for count, _ in cards.more.values()), (zoom, cards.more)
        for rect in shown:
            assert screen.contains(rect), (zoom, rect)
            assert not any(rect.colliderect(card) for *_, card in cards.table), (zoom, rect)
        if zoom == 400 and size == (1000, 860):
            pygame.image.save(window.surface, f"/tmp/win-hand-{game_id}-400.png")
        window.close()
