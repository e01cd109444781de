"""People's names (a hot seat's, or online) are longer than the seats' "North": at 640x480 in
a game of Mau Mau for seven, "Bartholomäus", "Margarethe" and "Christopher" ran out of their
boxes along the top (six boxes of 95 pixels) into the next, and Whist's "South, partner"
out of its box when zoomed. A name too long for its box is cut short with an ellipsis in the
box's own type (speech and the message panel say it whole); the same in Dog's box of the card
played last, whose card stays as large as the box lets it be."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.lineup import REGISTRY
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import pump

NAMES = ["Maximilian", "Friederike", "Bartholomäus", "Margarethe", "Christopher", "Konstantin",
         "Alexandra"]
ZOOMS = range(100, 401, 50)


def _named_table(game, lang: str, size: tuple[int, int]):
    """``game`` in a window of ``size`` with the viewer and computers named as people."""
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(scale=100), lang=lang, seed=1)
    window = Window(app, size)
    app.start()
    players = game.info.num_players
    session = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (
        players - 1), lang=lang, seed=3)
    session.describer.people = dict(enumerate(NAMES[:players]))
    app.begin(session)
    pump(window)
    return window, app, session


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["mau-mau-7", "whist", "doppelkopf"])
def test_long_names_stay_in_their_seat_boxes(game_id, lang):
    game = (MauMauGame({"players": 7}) if game_id == "mau-mau-7"
            else REGISTRY.create(game_id))
    window, app, session = _named_table(game, lang, (640, 480))
    screen = window.surface.get_rect()
    for zoom in ZOOMS:
        app.settings = app.settings.with_changes(scale=zoom)
        window.layout = window.drawer.draw(window.surface, app)
        cards = window.layout.cards
        boxes = list(cards.seats.values())
        assert len(cards.seat_lines) == 2 * len(boxes)
        for k, line in enumerate(cards.seat_lines):
            box = boxes[k // 2]
            assert box.contains(line), (zoom, k, line, box)
            assert line.height >= 22, (zoom, line)  # type of 19 pixels and more
        for rect in cards.names + cards.heading_rects:
            assert screen.contains(rect), (zoom, rect)
        if zoom in (100, 400) and game_id == "mau-mau-7" and lang == "en":
            pygame.image.save(window.surface, f"/tmp/win-long-names-mau-mau-640x480-{zoom}.png")
    window.close()


def test_a_long_name_over_dog_s_card_played_last_leaves_the_card_its_size():
    """With "Christopher" the label over the card played last took two lines of 38 pixels
    at 300 % in 860x860 and left the card 85 pixels wide and 94 high (123 at 100 %, where
    the label's type is 24 pixels); the label now gives way to the table's unzoomed type
    before the card does."""
    from tests.frontends.test_window_last_card import _dog, _play_until_a_card_lies

    window, app, session = _dog(100, (860, 860))
    session.describer.people = dict(enumerate(["Maximilian", "Bartholomäus", "Friederike",
                                               "Christopher"]))
    _play_until_a_card_lies(window, session)
    for zoom in ZOOMS:
        app.settings = app.settings.with_changes(scale=zoom)
        window.layout = window.drawer.draw(window.surface, app)
        cards = window.layout.cards
        for _, rect in cards.last_label:
            assert cards.last_box.contains(rect), (zoom, rect, cards.last_box)
        card = cards.last[2]
        assert card.height >= 110 and card.width >= 80, (zoom, card, cards.last_label)
    window.close()
