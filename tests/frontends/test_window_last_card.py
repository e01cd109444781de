"""Dog in the window: the card played last, and the hand's cards zoomed.

Dog's board shows the marbles, not the cards: a player who sees a little could not tell what
the player before them had just played (the speech said it once). A box beside or over the
board, kept there from the start so that the hand does not move when the first card is
played, shows the top of the pile large, under a label naming its player ("Last card: East",
"Zuletzt: Ost").

Zooming in made Dog's hand narrower (in 1280x800: 174 pixels wide at 100 %, 161 at 150 %,
160 at 200 %), as the card tables' hands were before; now it is never narrower than at 100 %.
"""

from __future__ import annotations

import pygame
import pytest

from accessible_games.games.cards.dog.rules import Fold, Play
from accessible_games.narration.catalog import catalog
from tests.frontends.helpers import press, pump, type_text
from tests.frontends.test_window_cards import table_window


def _dog(zoom: int, size: tuple[int, int], lang: str = "en"):
    window, app, session = table_window("dog", zoom, lang=lang, level=1, size=size)
    pump(window)
    return window, app, session


def _play_until_a_card_lies(window, session) -> None:
    """The player's moves (the exchange's card, then cards) until the pile has a card."""
    for _ in range(6):
        if session.state.table_cards():
            return
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    raise AssertionError("no card was played")


def _last_player(session) -> int:
    """Who played the top of the pile, read from the table's own record (the test may)."""
    for turn in reversed(session.table.history):
        if isinstance(turn.move, (Play, Fold)):
            return turn.mover
    raise AssertionError("no card played")


def _drawn(window) -> list:
    """What the box must keep clear of: the board with its letters and numbers, the hand's
    cards in view with their playable marks and the cursor's frame, and its more-marks."""
    layout = window.layout
    geo, cards = layout.board, layout.cards
    board = geo.area.union(geo.labels[0][1].unionall([rect for _, rect in geo.labels]))
    # The board's squares as drawn (clipped to its area) and its outline.
    rects = [("board", board.inflate(6, 6).clip(window.surface.get_rect()))]
    for _, rect in cards.hand:
        if cards.hand_view.contains(rect):
            mark = max(8, rect.width // 5) + 3
            rects.append(("card", pygame.Rect(rect.left, rect.top - mark, rect.width,
                                              rect.height + mark).inflate(8, 8)))
    rects += [("more", box) for _, box in cards.more.values()]
    return rects


SIZES = [(1000, 860), (1280, 800), (860, 860)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("zoom", [100, 150, 200, 300])
@pytest.mark.parametrize("size", SIZES)
def test_the_card_played_last_is_drawn_large_with_its_player(size, zoom, lang):
    window, app, session = _dog(zoom, size, lang)
    _play_until_a_card_lies(window, session)
    cards, screen = window.layout.cards, window.surface.get_rect()
    assert cards.last is not None, "no card played last drawn"
    seat, card, rect = cards.last
    assert card == session.state.table_cards()[-1][1]
    assert seat == _last_player(session)
    said = catalog(lang).text("window.cards.last",
                              player=session.describer.player(seat))
    assert " ".join(line for line, _ in cards.last_label) == said
    box = cards.last_box
    assert screen.contains(box) and box.bottom <= window.layout.panel.top, box
    assert box.contains(rect) and rect.width >= 60, (box, rect)
    for _, label in cards.last_label:
        assert box.contains(label), (box, label)
    for what, other in _drawn(window):
        assert not box.colliderect(other), (what, box, other)
    if lang == "en" and zoom in (100, 300):
        pygame.image.save(window.surface,
                          f"/tmp/win2-last-{size[0]}x{size[1]}-{zoom}.png")
    window.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_box_is_kept_before_the_first_card_and_the_hand_does_not_move(size):
    """Before a card lies on the pile the box is there already, saying so; as the first card
    is played the box and the hand's room stay where they were."""
    window, app, session = _dog(100, size)
    press(window, pygame.K_TAB)  # the exchange: a card given, one taken
    type_text(window, session.state.legal_moves()[0].notation)
    press(window, pygame.K_RETURN)
    cards = window.layout.cards
    if session.state.table_cards():  # the computer played first: nothing to compare
        window.close()
        pytest.skip("a card lay on the pile already")
    assert cards.last is None
    assert " ".join(line for line, _ in cards.last_label) == catalog("en").text(
        "window.cards.last.none")
    box, room = cards.last_box, cards.hand_view
    _play_until_a_card_lies(window, session)
    assert window.layout.cards.last is not None
    assert (window.layout.cards.last_box, window.layout.cards.hand_view) == (box, room)
    window.close()


@pytest.mark.parametrize("size", [(1000, 860), (1280, 800)])
def test_zoomed_in_dog_s_hand_is_never_narrower_than_at_100_percent(size):
    window, app, session = _dog(100, size)
    unzoomed = window.layout.cards.cursor.width
    window.close()
    for zoom in (150, 200, 300, 400):
        window, app, session = _dog(zoom, size)
        cards, screen = window.layout.cards, window.surface.get_rect()
        assert cards.cursor.width >= unzoomed, (zoom, cards.cursor, unzoomed)
        assert screen.contains(cards.cursor), (zoom, cards.cursor)
        assert cards.cursor.bottom <= window.layout.panel.top, (zoom, cards.cursor)
        shown = [rect for _, rect in cards.hand if cards.hand_view.contains(rect)]
        hidden = len(cards.hand) - len(shown)  # each card beyond a mark is counted there
        assert hidden == sum(count for count, _ in cards.more.values()), (zoom, cards.more)
        window.close()


def test_the_last_card_of_a_hand_shown_is_named_with_the_player_who_showed_it():
    """A player who cannot play shows their hand (a fold): the top of the pile is then one
    of their cards, and the box names them, not the last player who played a card."""
    from accessible_games.frontends.window_hand_strip import last_card
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange
    from accessible_games.session.console import Console
    from accessible_games.session.table import Seat, SeatKind, Table

    game = DogGame()
    # North's marbles all in the kennel, no card to bring one out: only the fold.
    state = arrange(game, {0: []}, {0: ["4h", "9d"], 1: ["2d"], 2: ["2c"], 3: ["3s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, "en")
    assert last_card(console) is None  # nothing on the pile yet
    fold, = console.state.legal_moves()
    assert isinstance(fold, Fold)
    console.handle_line(fold.notation)
    player, card = last_card(console)
    assert player == 0 and card == console.state.table_cards()[-1][1]


@pytest.mark.parametrize("size", SIZES)
def test_zoomed_in_the_card_played_last_is_never_smaller_than_at_100_percent(size):
    """At 300 % in 860x860 the box beside the board drew the card played last 66 pixels
    wide and 95 high under a label in two lines, 105 by 136 at 100 % (the hand's rows kept
    room they did not use, and the label took the rest). Now, at every zoom step, the card
    is at least as wide and as high as at 100 % in the same window, its label no smaller
    than the table's unzoomed type, and the box still clear of the board and the hand, whose
    cards stay as wide as at 100 %."""
    window, app, session = _dog(100, size)
    _play_until_a_card_lies(window, session)
    unzoomed = window.layout.cards.last[2]
    hand = window.layout.cards.cursor.width
    for zoom in range(150, 401, 10):
        app.settings = app.settings.with_changes(scale=zoom)
        window.layout = window.drawer.draw(window.surface, app)
        cards, screen = window.layout.cards, window.surface.get_rect()
        rect = cards.last[2]
        assert rect.width >= unzoomed.width and rect.height >= unzoomed.height, (
            zoom, rect, unzoomed)
        assert min(label.height for _, label in cards.last_label) >= 28, (
            zoom, cards.last_label)  # a line of 24-pixel type is 28 high
        box = cards.last_box
        assert screen.contains(box) and box.bottom <= window.layout.panel.top, (zoom, box)
        for what, other in _drawn(window):
            assert not box.colliderect(other), (zoom, what, box, other)
        assert cards.cursor.width >= hand, (zoom, cards.cursor, hand)
        if zoom in (300, 400) and size == (860, 860):
            pygame.image.save(window.surface, f"/tmp/win-last-{size[0]}x{size[1]}-{zoom}.png")
    window.close()
