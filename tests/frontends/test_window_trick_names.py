"""The players' names under the trick stay readable at every zoom step the app offers: at 400 %
in a window 700 pixels wide "Nord" ran out of the window, and the outer cards of the trick
with it (the cards lay as far apart as the widest name, the row wider than the window); long
names (people's, online) ran into each other."""

from __future__ import annotations

import pygame
import pytest

from tests.frontends.helpers import press, pump, type_text
from tests.frontends.test_window_cards import table_window

ZOOMS = range(50, 401, 10)
"""Every zoom step of the app (Ctrl+plus and Ctrl+minus: 50 % to 400 % in tenths)."""


def _four_cards_on_the_table(lang: str):
    """Doppelkopf in 1000x860, played on until a trick of four cards lies on the table (the
    trick just taken, while the player is to lead the next)."""
    window, app, session = table_window("doppelkopf", 100, lang, level=1, size=(1000, 860))
    pump(window)
    for _ in range(12):
        if len(window.layout.cards.table) == 4:
            return window, app, session
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    raise AssertionError("no trick of four lay on the table")


def _clear(surface, drawn) -> list:
    """What is wrong with the names under the trick drawn on ``surface``."""
    cards = drawn.cards
    screen = surface.get_rect()
    lying = [rect for *_, rect in cards.table]
    hand_top = min(rect.top - max(8, rect.width // 5) - 3 for _, rect in cards.hand)
    wrong = []
    assert len(cards.names) == len(lying) == 4, (cards.names, lying)
    for n, name in enumerate(cards.names):
        if not screen.contains(name):
            wrong.append(("outside", name))
        if name.bottom > min(hand_top, drawn.panel.top):
            wrong.append(("under the table", name))
        wrong += [("on a card", name, card) for card in lying if name.colliderect(card)]
        wrong += [("on a name", name, other) for other in cards.names[n + 1:]
                  if name.colliderect(other)]
    wrong += [("card outside", card) for card in lying if not screen.contains(card)]
    return wrong


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1000, 860), (700, 900)])
def test_at_every_zoom_the_names_under_the_trick_stay_apart_and_in_the_window(lang, size):
    window, app, session = _four_cards_on_the_table(lang)
    surface = pygame.Surface(size)
    for zoom in ZOOMS:
        app.settings = app.settings.with_changes(scale=zoom)
        drawn = window.drawer.draw(surface, app)
        assert not _clear(surface, drawn), (zoom, _clear(surface, drawn))
    if size == (700, 900):
        pygame.image.save(surface, f"/tmp/win-names-{lang}-700x900-400.png")
    window.close()


@pytest.mark.parametrize("size", [(1000, 860)])
def test_long_names_under_the_trick_stay_apart_and_in_the_window(size):
    """People's names (as online play gives them) are longer than the seats' "North": at
    400 % they are smaller, down to the table's unzoomed size, and a name still wider than
    its card's share of the row takes a second line."""
    window, app, session = _four_cards_on_the_table("en")
    session.describer.people = dict(enumerate(
        ["Margarethe", "Maximilian", "Friederike", "Bartholomäus"]))
    surface = pygame.Surface(size)
    for zoom in ZOOMS:
        app.settings = app.settings.with_changes(scale=zoom)
        drawn = window.drawer.draw(surface, app)
        assert not _clear(surface, drawn), (zoom, _clear(surface, drawn))
        if zoom >= 100:  # never in type smaller than the table's unzoomed 24 pixels
            assert min(name.height for name in drawn.cards.names) >= 24, drawn.cards.names
    pygame.image.save(surface, f"/tmp/win-names-long-{size[0]}x{size[1]}-400.png")
    window.close()
