"""A trick in a small window (640x480), at 100 % and zoomed: the trick's cards keep a card's
shape and ranks that can be read beside the hand. Whist's trick was 47 pixels wide and 41
high at 100 %, and zoomed a strip 16 pixels high (149 wide at 400 %) over a row of names,
while Doppelkopf's three cards were 5 pixels high at 100 %. The players' names now stand
beside their cards where the table is too low for a row of names under them, and zoomed the
hand's cards are narrower, down to SHORT_HAND_LEAST, where that gives the trick its share."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_card_table import TRICK_SHARE
from accessible_games.frontends.window_hand import SHORT_HAND_LEAST
from tests.frontends.helpers import press, pump, type_text
from tests.frontends.test_window_cards import table_window
from tests.frontends.test_window_trick_shape import _rank_height, _rank_least

SMALL = (640, 480)


def _whist_trick_of_four(lang: str):
    """Whist in 640x480, played on until a trick of four cards lies on the table."""
    window, app, session = table_window("whist", 100, lang, level=1, size=SMALL)
    pump(window)
    for _ in range(8):
        if len(window.layout.cards.table) == 4:
            return window, app, session
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    raise AssertionError("no trick of four lay on the table")


def _problems(surface, drawn, least: int) -> list:
    """What is wrong with the trick as drawn: a card flat, low beside the hand's or with a
    rank too small to read; a name not beside its card, on another card or name, or out of
    the window or the table."""
    cards = drawn.cards
    screen = surface.get_rect()
    lying = [rect for *_, rect in cards.table]
    hand_top = min(rect.top for _, rect in cards.hand)
    wrong = []
    for rect in lying:
        if rect.height < rect.width:
            wrong.append(("flat", rect))
        if rect.height < TRICK_SHARE * cards.cursor.height - 1:
            wrong.append(("low", rect, cards.cursor))
        if _rank_height(surface, rect) < least:
            wrong.append(("rank", rect, _rank_height(surface, rect)))
        if not screen.contains(rect):
            wrong.append(("card outside", rect))
    assert len(cards.names) == len(lying) == 4, (cards.names, lying)
    for n, (name, card) in enumerate(zip(cards.names, lying)):
        if not (name.left >= card.right and card.top <= name.centery <= card.bottom):
            wrong.append(("not beside its card", name, card))
        if not screen.contains(name) or name.bottom > min(hand_top, drawn.panel.top):
            wrong.append(("outside the table", name))
        wrong += [("on a card", name, other) for other in lying if name.colliderect(other)]
        wrong += [("on a name", name, other) for other in cards.names[n + 1:]
                  if name.colliderect(other)]
    return wrong


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_100_percent_whist_s_trick_has_its_names_beside_it(lang):
    window, app, session = _whist_trick_of_four(lang)
    drawn = window.drawer.draw(window.surface, app)
    problems = _problems(window.surface, drawn, _rank_least())
    assert not problems, problems
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_zoomed_whist_s_trick_keeps_a_card_s_shape_beside_a_narrower_hand(lang):
    """At 200 % to 400 % in 640x480 the hand kept its cards 60 pixels wide (its width at
    100 %) and left Whist's trick 47 pixels high, drawn flat beside its names (a strip 16
    high under a row of names before). The hand's cards are now narrower, never under
    SHORT_HAND_LEAST, and the trick's are card-shaped, TRICK_SHARE of the hand's height."""
    window, app, session = _whist_trick_of_four(lang)
    least = _rank_least()
    for zoom in range(150, 401, 50):
        app.settings = app.settings.with_changes(scale=zoom)
        drawn = window.drawer.draw(window.surface, app)
        problems = _problems(window.surface, drawn, least)
        assert not problems, (zoom, problems)
        assert drawn.cards.cursor.width >= SHORT_HAND_LEAST, (zoom, drawn.cards.cursor)
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_small_trick_card_s_rank_does_not_shrink_as_the_panel_s_type_grows(lang):
    """On a trick card 52 pixels wide and 58 high (Whist's zoomed in 640x480) the white
    between rank and sign was measured in the message panel's type: 12 pixels at 400 %, and
    the rank's ink shrank from 21 pixels at 150 % to 17, a jack's letter and its sign side by
    side to 13. Now that white is as for the type drawn, and each rank is as tall at 400 %
    as at 150 %."""
    window, app, session = table_window("whist", 100, lang, level=1, size=SMALL)
    surface = pygame.Surface(SMALL)
    rect = pygame.Rect(20, 20, 52, 58)
    least = _rank_least()
    for card in session.hand():
        heights = []
        for panel in (36, 48, 72, 96):
            surface.fill((0, 0, 0))
            window.drawer.cards.card(surface, session, card, rect, panel)
            heights.append(_rank_height(surface, rect))
        assert min(heights) >= max(least, heights[0] - 1), (card, heights)
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_100_percent_doppelkopf_s_trick_of_four_takes_room_from_the_hand(lang):
    """At 100 % in 640x480 Doppelkopf's trick of four, under two lines of words, was 59
    pixels wide and 36 high beside a hand of cards 60 wide (the names beside it; 5 high with
    them under it). As zoomed, the hand's cards are now narrower, down to SHORT_HAND_LEAST,
    and the trick's are card-shaped."""
    from tests.frontends.test_window_trick_names import _four_cards_on_the_table

    window, app, session = _four_cards_on_the_table(lang)
    surface = pygame.Surface(SMALL)
    drawn = window.drawer.draw(surface, app)
    problems = _problems(surface, drawn, _rank_least())
    assert not problems, problems
    assert drawn.cards.cursor.width >= SHORT_HAND_LEAST, drawn.cards.cursor
    window.close()


def test_zoomed_doppelkopf_s_hand_is_no_wider_than_at_100_percent_where_it_gave_way():
    """At 100 % in 640x480 Doppelkopf's hand gives its trick of four room (cards 49 pixels
    wide); zoomed in, the hand went back to cards 60 wide and left the trick 30 pixels high,
    its ranks ink of 19. Zoom no longer widens a hand that gave way at 100 %: the trick
    keeps at least its height at 100 % less a tenth, its ranks at least as tall."""
    from tests.frontends.test_window_trick_names import _four_cards_on_the_table

    window, app, session = _four_cards_on_the_table("en")
    surface = pygame.Surface(SMALL)
    drawn = window.drawer.draw(surface, app)
    hand = drawn.cards.cursor.width
    tall = min(rect.height for *_, rect in drawn.cards.table)
    ranks = min(_rank_height(surface, rect) for *_, rect in drawn.cards.table)
    assert hand < 60 and not _problems(surface, drawn, _rank_least()), (hand, tall)
    for zoom in range(150, 401, 50):
        app.settings = app.settings.with_changes(scale=zoom)
        drawn = window.drawer.draw(surface, app)
        lying = [rect for *_, rect in drawn.cards.table]
        assert drawn.cards.cursor.width <= hand, (zoom, drawn.cards.cursor, hand)
        assert min(rect.height for rect in lying) >= tall * 0.9, (zoom, lying, tall)
        assert min(_rank_height(surface, rect) for rect in lying) >= ranks, (zoom, lying)
    window.close()
