"""Zoomed, a hand wider than the window: a low-vision player sees every card she holds, or sees
that more follow and how many. Each card of the hand is drawn whole or not at all; where some
are not, a white arrow with their count stands at that side; the cursor's card is always
whole in view (at 150 % in 1000x860 Doppelkopf's row ran out of the window with its ninth card
cut in half and nothing saying that three more followed)."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_board import SELECTED, TEXT
from accessible_games.frontends.window_card_face import FACE, RANK_SHARE
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
    """Every card whole, or beyond a mark that counts it, before the cursor's card or after
    it; the cursor's card whole and clear of the marks. Returns how many cards wait beyond
    the marks."""
    cards = window.layout.cards
    more = getattr(cards, "more", {})
    assert _whole(window, cards.cursor), cards.cursor
    assert not any(cards.cursor.colliderect(rect) for _, rect in more.values()), more
    index = session.hand_index()
    beyond = {"before": 0, "after": 0}
    for offset, (card, rect) in enumerate(cards.hand):
        if not _whole(window, rect):
            beyond["before" if offset < index else "after"] += 1
    for side, count in beyond.items():
        if count:
            assert side in more and more[side][0] == count, (side, count, more)
            # The mark is seen: an arrow and a count in white, a good part of its box.
            assert _ink(window, more[side][1]) >= more[side][1].width * more[side][1].height // 6
            assert window.surface.get_rect().contains(more[side][1])
            assert more[side][1].bottom <= window.layout.panel.top, (more, window.layout.panel)
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
    assert 1 < in_view < len(session.hand()) and "after" in cards.more, cards.more
    for _ in range(in_view - 1):
        press(window, pygame.K_RIGHT)
        assert [tuple(rect) for _, rect in window.layout.cards.hand] == before
    press(window, pygame.K_RIGHT)
    step = before[1][0] - before[0][0]
    assert [rect[0] for _, rect in window.layout.cards.hand] == [x - step for x, *_ in before]
    assert window.layout.cards.more["before"][0] == 1
    window.close()


def _cyan(window, rect) -> int:
    """How many pixels of ``rect`` are in the cyan of the playable mark."""
    surface = window.surface
    return sum(surface.get_at((x, y))[:3] == SELECTED
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


@pytest.mark.parametrize(("game_id", "size"), [("whist", (1000, 860)), ("dog", (1280, 800)),
                                               ("dog", (1000, 860)), ("dog", (860, 860))])
def test_a_mark_says_whether_a_card_beyond_it_may_be_played(game_id, size):
    """At 200 % the marks said how many cards waited beyond them, but the cyan mark of a
    playable card showed only on the cards in view: a player looking for the card she may
    play did not know which way to go. Now a mark beyond which a playable card waits
    carries that cyan mark by its arrow, and one beyond which none does carries none."""
    window, app, session = table_window(game_id, 200, level=1, size=size)
    pump(window)
    hand, seen = session.hand(), set()
    for step in range(len(hand)):
        if step:
            press(window, pygame.K_RIGHT)
        cards, playable = window.layout.cards, set(session.playable())
        drawn = {card for card, rect in cards.hand if cards.hand_view.contains(rect)}
        hidden = [offset for offset, card in enumerate(hand) if card not in drawn]
        for side in ("before", "after"):
            waiting = [hand[offset] for offset in hidden
                       if (offset < session.hand_index()) == (side == "before")]
            may = bool(playable.intersection(waiting))
            assert (side in cards.more_playable) == may, (side, waiting, playable)
            if may:
                mark = cards.more_playable[side]
                assert window.surface.get_rect().contains(mark), mark
                assert _cyan(window, mark) >= mark.width * mark.height // 4, mark
                assert not any(mark.colliderect(rect) for card, rect in cards.hand
                               if card in drawn)
                seen.add(side)
    assert seen, "no playable card waited beyond a mark"
    window.close()


def test_beside_dog_s_board_at_200_percent_the_column_shows_cards_in_rows():
    """In 1000x860 at 200 % the column beside Dog's board showed one card 160 pixels wide
    with an arrow at its side and a count smaller than the panel's words. Now its cards lie
    in rows one under the other, two and more in view, their ranks no smaller than the
    panel's words, the counts over and under them in the panel's type at least."""
    window, app, session = table_window("dog", 200, level=1, size=(1000, 860))
    pump(window)
    cards, least = window.layout.cards, window.drawer.cards.heading_least
    whole = [rect for _, rect in cards.hand if _whole(window, rect)]
    assert len(whole) >= 2 and len({rect.top for rect in whole}) >= 2, whole
    assert min(rect.width for rect in whole) * RANK_SHARE >= least, whole
    assert cards.more and all(box.height >= least for _, box in cards.more.values()), cards.more
    window.close()


def test_at_200_percent_whist_s_count_stays_over_the_message_panel():
    """In 1000x860 at 200 % the '+6' under the arrow beside Whist's hand ran over the line
    that opens the message panel, its lower part among the panel's words. Now the arrow and
    its count stand within the hand's strip: no ink of theirs under that line."""
    window, app, session = table_window("whist", 200, level=1, size=(1000, 860))
    pump(window)
    cards, panel = window.layout.cards, window.layout.panel
    assert "after" in cards.more, cards.more
    box = cards.more["after"][1]
    under = pygame.Rect(box.left, panel.top + 5, box.width, 10)  # under its line
    assert _ink(window, under) == 0, (box, panel)
    assert box.bottom <= panel.top, (box, panel)
    window.close()
