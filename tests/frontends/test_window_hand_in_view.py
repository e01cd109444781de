"""Zoomed, a hand wider than the window: a low-vision player sees every card she holds, or sees
that more follow and how many. Each card of the hand is drawn whole or not at all; where some
are not, a white arrow with their count stands at that side; the cursor's card is always
whole in view (at 150 % in 1000x860 Doppelkopf's row ran out of the window with its ninth card
cut in half and nothing saying that three more followed)."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_board import TEXT
from accessible_games.frontends.window_cards import FACE
from tests.frontends.helpers import press, pump
from tests.frontends.test_window_cards import table_window

SIZES = ((1280, 800), (1000, 860))


def _whole(window, rect) -> bool:
    """Whether the card of ``rect`` lies in the window, clear of the marks, and its face was
    drawn (points of white face at both sides, clear of its rank, its sign and the cursor's
    frame)."""
    screen = window.surface.get_rect()
    marks = [box for _, box in getattr(window.layout.cards, "more", {}).values()]
    low = rect.bottom - rect.height // 8
    spots = [(rect.left + rect.width // 4, low), (rect.right - rect.width // 4, low)]
    return (screen.contains(rect) and not any(rect.colliderect(box) for box in marks)
            and all(window.surface.get_at(spot)[:3] == FACE for spot in spots))


def _ink(window, rect) -> int:
    """How many pixels of ``rect`` are in the white of the marks' ink."""
    surface = window.surface
    return sum(surface.get_at((x, y))[:3] == TEXT
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def _check_the_hand(window, session) -> int:
    """Every card whole, or beyond a mark on its side that counts it; the cursor's card
    whole and clear of the marks. Returns how many cards wait beyond the marks."""
    cards = window.layout.cards
    more = getattr(cards, "more", {})
    assert _whole(window, cards.cursor), cards.cursor
    assert not any(cards.cursor.colliderect(rect) for _, rect in more.values()), more
    middle = cards.cursor.centerx
    beyond = {"left": 0, "right": 0}
    for card, rect in cards.hand:
        if not _whole(window, rect):
            beyond["left" if rect.centerx < middle else "right"] += 1
    for side, count in beyond.items():
        if count:
            assert side in more and more[side][0] == count, (side, count, more)
            # The mark is seen: an arrow and a count in white, a good part of its box.
            assert _ink(window, more[side][1]) >= more[side][1].width * more[side][1].height // 6
            assert window.surface.get_rect().contains(more[side][1])
        else:
            assert side not in more, (side, more)
    return sum(beyond.values())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("zoom", [100, 150, 200])
@pytest.mark.parametrize("game_id", ["doppelkopf", "whist", "mau-mau", "dog"])
def test_every_card_of_the_hand_is_whole_or_beyond_a_mark_that_counts_it(game_id, zoom, size):
    window, app, session = table_window(game_id, zoom, level=1, size=size)
    pump(window)
    count = len(session.hand())
    waiting = [_check_the_hand(window, session)]
    for step in range(count - 1):  # the cursor walks the hand, always whole in view
        press(window, pygame.K_RIGHT)
        assert session.hand_index() == step + 1
        waiting.append(_check_the_hand(window, session))
    press(window, pygame.K_HOME)
    waiting.append(_check_the_hand(window, session))
    if zoom == 100:  # unzoomed, the whole hand is in view
        assert not any(waiting), waiting
    window.close()


def test_at_150_percent_doppelkopf_s_row_moves_only_as_the_cursor_leaves_it():
    """In 1000x860 the row kept the cursor's card in the middle, so every card moved on each
    step; now the cards stay put while the cursor walks those in view, and the row moves by
    one card as the cursor steps past its last."""
    window, app, session = table_window("doppelkopf", 150, level=1, size=(1000, 860))
    pump(window)
    cards = window.layout.cards
    before = [tuple(rect) for _, rect in cards.hand]
    in_view = sum(_whole(window, rect) for _, rect in cards.hand)
    assert 1 < in_view < len(session.hand()) and "right" in cards.more, cards.more
    for _ in range(in_view - 1):
        press(window, pygame.K_RIGHT)
        assert [tuple(rect) for _, rect in window.layout.cards.hand] == before
    press(window, pygame.K_RIGHT)
    step = before[1][0] - before[0][0]
    assert [rect[0] for _, rect in window.layout.cards.hand] == [x - step for x, *_ in before]
    assert window.layout.cards.more["left"][0] == 1
    window.close()
