"""The card table in the window, measured on what was drawn: the own hand as large cards inside
the window at 100 % and 200 %, the cursor's card framed, playable cards marked, the cards on
the table shown, and never a card another seat holds."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.frontends.window_board import BLACK, FOCUS, TEXT, contrast
from accessible_games.frontends.window_card_face import CARD_RATIO, FACE, RED_INK, face_texts
from accessible_games.frontends.window_card_layout import card_gap
from accessible_games.frontends.window_card_table import TRICK_SHARE
from accessible_games.frontends.window_hand import ZOOMED_HAND_LEAST
from accessible_games.frontends.window_table import SEAT_BOX
from accessible_games.lineup import REGISTRY
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, pump, type_text

GAMES = ("mau-mau", "whist", "doppelkopf", "dog")


def table_window(game_id: str, zoom: int, lang: str = "en", seed: int = 3, level: int = 2,
                 size: tuple[int, int] = (1280, 800)):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(scale=zoom), lang=lang, seed=1)
    window = Window(app, size)
    app.start()
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, level)] * (game.info.num_players - 1)
    session = Console.local(game, seats, lang=lang, seed=seed)
    app.begin(session)
    window.step()
    return window, app, session


def gave_the_trick_room(cards, unzoomed: int) -> bool:
    """Whether the hand's cards, narrower than ``unzoomed`` (their width at 100 % in the same
    window), were made so for the trick: they are no narrower than the zoomed floor, and the
    table's room for its cards is lower than TRICK_SHARE of the hand's cards at 100 % (at
    300 % in 1280x800 the hand kept its width of 100 % and left the trick 19 pixels)."""
    return (cards.cursor.width >= ZOOMED_HAND_LEAST
            and cards.trick_room.height < TRICK_SHARE * unzoomed * CARD_RATIO)


def others_cards(session: Console) -> set[int]:
    """Every card another seat holds, read from the table's full state (the test may)."""
    hands = session.table.state.hands  # type: ignore[attr-defined]
    return {c for seat, hand in enumerate(hands) if seat != session.viewer for c in hand}


@pytest.mark.parametrize("zoom", [100, 200])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hand_is_drawn_whole_and_alone(game_id, zoom):
    window, app, session = table_window(game_id, zoom)
    layout = window.layout
    assert layout.cards is not None
    screen = window.surface.get_rect()
    drawn = [card for card, _ in layout.cards.hand]
    assert drawn == session.hand() and len(drawn) >= 5
    if zoom == 100:  # the whole hand in view; zoomed, the row scrolls with the cursor
        for card, rect in layout.cards.hand:
            assert screen.contains(rect), (card, rect)
    assert screen.contains(layout.cards.cursor)
    # Zoom makes the cards no smaller than at 100 % (the row scrolls instead).
    width = layout.cards.cursor.width
    assert width >= (60 if zoom == 100 else 80), width
    # The cursor's card carries the yellow frame just outside it.
    index = session.hand_index()
    assert index is not None and layout.cards.cursor == layout.cards.hand[index][1]
    frame = layout.cards.cursor.inflate(6, 6)
    assert window.surface.get_at((frame.centerx, frame.top + 1))[:3] == FOCUS
    # Playable cards are marked by a shape, and only those (those in view, where the row is
    # wider than the window).
    in_view = {card for card, rect in layout.cards.hand if layout.cards.hand_view.contains(rect)}
    assert sorted(layout.cards.marked) == sorted(set(session.playable()) & in_view)
    # Nothing another seat holds is on the screen; what lies on the table is public.
    shown = set(drawn) | {card for _, card, _ in layout.cards.table}
    assert not shown & others_cards(session)
    assert [(s, c) for s, c, _ in layout.cards.table] == session.state.table_cards()
    if game_id != "dog":  # the other seats, each with its count of cards
        assert sorted(layout.cards.seats) == [s for s in range(len(session.seats))
                                              if s != session.viewer]


def test_the_table_follows_the_game_and_the_cursor_by_keys():
    window, app, session = table_window("whist", 100)
    pump(window)  # the computers play the trick's first three cards
    assert session.playable(), "North is to move after the first three cards"
    before = len(window.layout.cards.table)
    press(window, pygame.K_RIGHT)
    assert window.layout.cards.cursor == window.layout.cards.hand[session.hand_index()][1]
    # Play the first playable card by its number key path: walk to it and press Enter.
    target = session.hand().index(session.playable()[0])
    while session.hand_index() != target:
        press(window, pygame.K_RIGHT if session.hand_index() < target else pygame.K_LEFT)
    press(window, pygame.K_RETURN)
    assert len(session.hand()) == 12
    assert [card for card, _ in window.layout.cards.hand] == session.hand()
    assert before == 3 and len(window.layout.cards.table) in (1, 2, 3, 4)


def test_card_colours_meet_contrast():
    assert contrast(RED_INK, FACE) >= 7 and contrast(BLACK, FACE) >= 7  # WCAG AAA, text
    assert contrast(TEXT, SEAT_BOX) >= 7 and contrast(FOCUS, BLACK) >= 3


@pytest.mark.parametrize(("lang", "queen", "jack"), [("en", "Q", "J"), ("de", "D", "B")])
def test_faces_are_printed_in_the_player_s_language(lang, queen, jack):
    window, app, session = table_window("doppelkopf", 100, lang=lang)
    deck = session.game.deck  # type: ignore[attr-defined]
    signs = {deck.face(c).rank.name: face_texts(session, c)
             for c, _ in window.layout.cards.hand}
    for rank, (printed, sign, suit) in signs.items():
        expected = {"QUEEN": queen, "JACK": jack, "KING": "K", "ACE": "A"}.get(rank)
        assert printed == (expected or str(deck.faces[0].rank.__class__[rank].value))
        assert sign in "\u2663\u2666\u2665\u2660" and suit is not None


@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
def test_thirteen_cards_fit_the_window_as_it_first_opens(game_id):
    """At 100 % in the window's first size (1000 by 860) the whole hand of Whist (13 cards)
    and Doppelkopf (12) is in view; it scrolled before, hiding a card."""
    from accessible_games.frontends.window import DEFAULT_SIZE

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=100), lang="en", seed=1)
    window = Window(app, DEFAULT_SIZE)
    app.start()
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER)] * 3
    session = Console.local(game, seats, lang="en", seed=3)
    app.begin(session)
    window.step()
    screen = window.surface.get_rect()
    hand = window.layout.cards.hand
    assert len(hand) == len(session.hand()) >= 12
    assert all(screen.contains(rect) and rect.width >= 60 for _, rect in hand)
    window.close()


def test_zoomed_hand_scrolls_to_the_cursor():
    # A window tall enough that the zoomed cards are too wide for the whole hand to fit,
    # whatever the message panel below them holds (a hand line on the braille line takes
    # more of it than a short message, and leaves the cards a little smaller).
    window, app, session = table_window("whist", 200, size=(1280, 1000))
    screen = window.surface.get_rect()
    press(window, pygame.K_END)
    assert session.hand_index() == len(session.hand()) - 1
    cards = window.layout.cards
    assert screen.contains(cards.cursor) and not screen.contains(cards.hand[0][1])
    press(window, pygame.K_HOME)
    assert screen.contains(window.layout.cards.cursor)


@pytest.mark.parametrize(("game_id", "lang", "expected"), [
    ("whist", "en", ["East", "South, partner", "West"]),
    ("whist", "de", ["Ost", "Süd, Partner", "West"]),
    ("mau-mau", "en", ["Player 2", "Player 3", "Player 4"]),
])
def test_the_partners_box_says_partner(game_id, lang, expected):
    window, app, session = table_window(game_id, 100, lang)
    written: list[str] = []
    drawer = window.drawer.cards
    draw_text = drawer.text

    def record(surface, text, *rest):
        written.append(text)
        return draw_text(surface, text, *rest)

    drawer.text = record
    window.dirty = True
    window.step()
    names = [t.removeprefix("\u25b6 ") for t in written if "card" not in t.casefold()
             and "karte" not in t.casefold()]
    assert names[:3] == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Trumps: hearts. West is winning so far."]),
    ("de", ["Trumpf: Herz. Vorn liegt West."]),
])
def test_over_the_trick_the_trumps_and_who_is_winning_are_written(lang, expected):
    """At the table a sighted player sees the turned trump and the highest card at a glance;
    the window writes both over the trick in bold words, and the winner's name under its
    card is bold (the words say it, so colour is not alone). Seed 3, beginners (a seeded rule
    of thumb, no clock): East leads the jack of diamonds, South plays the king and West the
    ace."""
    window, app, session = table_window("whist", 100, lang=lang, level=1)
    pump(window)  # the computers play the trick's first three cards
    cards = window.layout.cards
    assert cards.heading == expected
    assert cards.ahead == 3 and [s for s, _, _ in cards.table] == [1, 2, 3]
    screen = window.surface.get_rect()
    assert all(screen.contains(rect) for _, _, rect in cards.table)
    # The panel under the table says the cards in words, but not the heading again (it
    # used to: "... East is winning so far." twice, three times with the turn).
    panel = [text for text, _ in window.layout.panel_lines]
    note = next(text for text in panel if text.startswith(("On the table", "Im Stich")))
    assert "West" in note and "so far" not in note and "Vorn" not in note
    assert "Trump" not in note


@pytest.mark.parametrize(("game_id", "heading"), [("mau-mau", []), ("doppelkopf", [])])
def test_nothing_is_written_over_the_table_when_nothing_decides_the_play(game_id, heading):
    """Mau Mau without a wish or sevens to draw, and Doppelkopf while the reservations are
    said, have no line over the table (its room is kept, so the cards do not jump)."""
    window, app, session = table_window(game_id, 100)
    if game_id == "mau-mau":
        state = session.state
        assert state.wish < 0 and not state.debt  # type: ignore[attr-defined]
    assert window.layout.cards.heading == heading


@pytest.mark.parametrize(("zoom", "size"), [(100, (1280, 800)), (200, (1280, 800)),
                                            (200, (1280, 720)), (300, (1280, 720))])
def test_zoomed_the_trick_is_drawn_about_as_large_as_the_hand(zoom, size):
    """A play-tester at 200 % found the trick's cards a third of the hand's height (the hand
    took six tenths of the room whatever it needed). The hand now takes what its cards need,
    but no more than lets the trick's cards be as tall, and never less than 80 pixels a card
    when zoomed, unless that left the trick's cards smaller than three quarters of the hand's
    (at 200 % in a window 720 pixels high they were 37 pixels wide, the hand's 80). Zoomed,
    the seats' words at the panel's size leave less room: the trick's cards may then be
    lower, but never under TRICK_LEAST of the panel's type (their rank beside their
    sign at the panel's size). Where the hand's cards keep their width of 100 % (zoom never
    makes them narrower: at 200 % in 1280x800 they were 80 pixels wide, 87 at 100 %), the
    trick has what is left, at least 40 pixels high."""
    from accessible_games.frontends.window_card_table import TRICK_LEAST
    from accessible_games.frontends.window_hand import ALL_IN_VIEW, hand_floor

    window, app, session = table_window("whist", zoom, level=1, size=size)
    pump(window)  # three cards of the first trick lie on the table
    cards = window.layout.cards
    hand_card = cards.cursor.height
    trick_card = min(rect.height for _, _, rect in cards.table)
    # At its floor (60 pixels a card, 80 zoomed) the hand keeps its size, and the trick gets
    # a little less room: how much depends on the message panel under the table, which holds
    # the braille line the display shows (the opening, still unread, is two rows at 200 %).
    floor = cards.cursor.width <= hand_floor(zoom / 100)
    least = int(TRICK_LEAST * window.drawer.cards.heading_least)
    assert len(cards.table) == 3, cards.table
    unzoomed = window.drawer._unzoomed_hand(session, *size, zoom / 100)
    if cards.cursor.width <= unzoomed:
        assert trick_card >= 40, (trick_card, hand_card)
    else:
        assert trick_card >= (min(0.75 * hand_card, least) if floor else 0.85 * hand_card), (
            trick_card, hand_card)
    if size[1] >= 800:  # room enough for the hand's floor beside the trick
        assert cards.cursor.width >= int(hand_floor(zoom / 100) / ALL_IN_VIEW)


@pytest.mark.parametrize("game_id", ["mau-mau", "whist"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_zoom_never_makes_the_words_over_the_table_smaller(game_id, size):
    """What decides the play ("2 cards to draw", trumps, who is winning) stands over the
    table at least as large zoomed as at 100 %; in 1280x720 at 200 % it had shrunk."""
    heights = {}
    for zoom in (100, 150, 200):
        window, app, session = table_window(game_id, zoom, level=1, size=size)
        pump(window)
        cards = window.layout.cards
        assert cards.heading and len(cards.heading_rects) == len(cards.heading)
        screen = window.surface.get_rect()
        for rect in cards.heading_rects:
            assert screen.contains(rect)
        heights[zoom] = min(rect.height for rect in cards.heading_rects)
        window.close()
    assert heights[150] >= heights[100] and heights[200] >= heights[100], heights


@pytest.mark.parametrize("game_id", ["whist", "mau-mau"])
def test_a_rank_on_the_smallest_card_is_as_large_as_the_panels_text(game_id):
    """On the smallest hand card (60 pixels wide, a full hand in a small window) the rank's
    letters stand as tall as the same letters in the message panel at 100 %; they were a
    third of the card's width, 20 pixels against the panel's 24."""
    from accessible_games.frontends.window_draw import BASE_TEXT

    window, app, session = table_window(game_id, 100)
    drawer = window.drawer
    surface = pygame.Surface((200, 200))
    card = session.hand()[0]
    rect = pygame.Rect(20, 20, 60, int(60 * CARD_RATIO))
    drawer.cards.card(surface, session, card, rect)
    rows = [y for y in range(rect.top + 3, rect.top + int(rect.width * 0.6))
            if any(surface.get_at((x, y))[:3] != FACE
                   for x in range(rect.left + 6, rect.right - 6))]
    rank = face_texts(session, card)[0]
    reference = drawer.font(BASE_TEXT, True).render(rank, True, (255, 255, 255))
    assert rows and rows[-1] - rows[0] + 1 >= reference.get_bounding_rect().height, (
        rank, rows, reference.get_bounding_rect())
    window.close()


@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
def test_the_trick_just_taken_lies_on_the_table_until_the_next_has_a_card(game_id):
    """The card that closed a trick was never seen: the table emptied at once. While the
    next trick has no card, the trick just taken lies there, its taker's name in bold yellow
    and said in words over it; the next trick's first card replaces it."""
    window, app, session = table_window(game_id, 100, level=1)
    pump(window)
    for _ in range(40):
        state = session.state
        if not state.table_cards() and state.taken_trick() is not None:
            break
        press(window, pygame.K_TAB)
        type_text(window, state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    else:
        raise AssertionError("the viewer never led after a trick")
    winner, lying = session.state.taken_trick()
    cards = window.layout.cards
    assert len(lying) == 4 and [(seat, card) for seat, card, _ in cards.table] == lying
    assert cards.taken == winner and cards.ahead is None
    name = session.describer.player(winner)
    assert f"The last trick went to {name}." in " ".join(cards.heading)
    under = next(rect for seat, _, rect in cards.table if seat == winner)
    below = {window.surface.get_at((x, y))[:3] for x in range(under.left, under.right)
             for y in range(under.bottom, under.bottom + under.width // 3)}
    assert FOCUS in below  # the taker's name in yellow (bold, and said above)
    press(window, pygame.K_TAB)
    type_text(window, session.state.legal_moves()[0].notation)
    press(window, pygame.K_RETURN)
    shown = [(seat, card) for seat, card, _ in window.layout.cards.table]
    assert shown != lying
    window.close()


def table_rectangles(cards) -> list[tuple[str, pygame.Rect]]:
    """Every box, line and card drawn at the table, each card of the hand with the room of
    its playable mark above it."""
    marked = [("hand", rect.union(rect.move(0, -max(8, rect.width // 5) - 3)))
              for _, rect in cards.hand]
    return ([("seat", rect) for rect in cards.seats.values()]
            + [("heading", rect) for rect in cards.heading_rects]
            + [("table", rect) for *_, rect in cards.table]
            + [("name", rect) for rect in cards.names] + marked)


@pytest.mark.parametrize("game_id", ["doppelkopf", "whist", "mau-mau"])
def test_at_200_percent_in_1280x720_the_table_is_not_crowded(game_id):
    """Zoomed to 200 % in 1280x720 the message panel took half the window and left the
    table's cards smaller than at 100 % (the trick's 45 pixels wide). The panel now takes at
    most four tenths at a card table (a longer message turns pages); through a dozen turns the
    seats, the words over the table, its cards, their players' names and the hand never
    overlap, all lie above the panel, and the cards are at least 56 pixels wide."""
    from accessible_games.frontends.window_draw import TABLE_PANEL_SHARE

    window, app, session = table_window(game_id, 200, level=1, size=(1280, 720))
    pump(window)
    for turn in range(12):
        layout = window.layout
        cards = layout.cards
        assert layout.panel.height <= 720 * TABLE_PANEL_SHARE, layout.panel
        drawn = table_rectangles(cards)
        for n, (kind, rect) in enumerate(drawn):
            assert rect.top >= 0 and rect.bottom <= layout.panel.top, (turn, kind, rect)
            if kind != "hand":
                assert 0 <= rect.left and rect.right <= 1280, (turn, kind, rect)
            for other, second in drawn[n + 1:]:
                assert kind == other == "hand" or not rect.colliderect(second), (
                    turn, kind, rect, other, second)
        widths = [rect.width for *_, rect in cards.table] + [cards.cursor.width]
        assert min(widths) >= 56, (turn, widths)
        if session.is_over:
            break
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[turn % 3 % len(
            session.state.legal_moves())].notation)
        press(window, pygame.K_RETURN)
    window.close()


@pytest.mark.parametrize(("zoom", "size"), [(100, (1280, 720)), (200, (1280, 720)),
                                            (100, (1920, 1080)), (100, (1000, 860)),
                                            (100, (900, 900))])
def test_in_a_wide_window_dog_s_hand_lies_beside_the_board(zoom, size):
    """In a window wider than tall the hand lies right of Dog's board, which gets the
    whole height: in 1280x720 its squares were 22 pixels with the hand under it (its marbles'
    letters 8 pixels), 33 now (at 200 %: 32 then, 46 now); so it does where the column left
    holds two cards STRIP_CARD wide abreast (1000x860 at 100 %). In a squarer window the hand
    lies over the board. The hand never covers the board or its labels."""
    from accessible_games.frontends.window_hand_strip import STRIP_CARD

    window, app, session = table_window("dog", zoom, size=size)
    layout = window.layout
    geo, cards = layout.board, layout.cards
    gap = card_gap(zoom / 100)
    wide = size[0] - layout.panel.top >= min(size[0] * 0.3,
                                             2 * STRIP_CARD * zoom / 100 + 3 * gap)
    hand = cards.hand[0][1].unionall([rect for _, rect in cards.hand])
    if wide:
        assert hand.left >= geo.area.right and geo.cell >= (33 if zoom == 100 else 44), (
            hand, geo.area, geo.cell)
    else:
        assert hand.bottom <= geo.area.top, (hand, geo.area)
    for text, rect in geo.labels:
        assert not rect.colliderect(hand), (text, rect, hand)
    window.close()


@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_words_at_the_table_are_as_large_as_the_panels(game_id, size):
    """At 100 % the seats' names and counts, the words over the table (trumps, who is
    winning) and the names under the trick's cards are as large as the message panel's
    words; they were 22 and 20 pixels against its 24."""
    from accessible_games.frontends.window_draw import BASE_TEXT

    window, app, session = table_window(game_id, 100, level=1, size=size)
    pump(window)
    cards = window.layout.cards
    line = window.drawer.font(BASE_TEXT).size("Ag")[1]
    drawn = cards.seat_lines + cards.heading_rects + cards.names
    assert cards.seat_lines and (cards.names or game_id == "doppelkopf")  # still bidding
    for rect in drawn:
        assert rect.height >= line, (rect, line)
    window.close()


@pytest.mark.parametrize(("game_id", "zoom", "size"), [
    ("whist", 100, (1280, 720)), ("whist", 200, (1280, 720)), ("whist", 200, (1920, 1080)),
    ("mau-mau", 200, (2560, 1440))])
def test_the_cursor_card_s_frame_is_the_boldest_mark_and_keeps_off_its_neighbours(
        game_id, zoom, size):
    """The cursor card's yellow frame was about as thick as the frame of the seat to move
    and the same yellow as the marks over the playable cards; on cards 200 pixels wide it
    reached over the next card. It is now half as thick again as the seat's frame at least,
    the playable marks are cyan, and nothing of the frame lies on a neighbouring card."""
    from accessible_games.frontends.window_board import SELECTED

    window, app, session = table_window(game_id, zoom, level=1, size=size)
    image = window.surface
    cards = window.layout.cards
    to_move = session.state.to_move
    assert to_move != session.viewer and to_move in cards.seats  # a computer is to move

    def band(y: int, xs) -> int:
        return sum(image.get_at((x, y))[:3] == FOCUS for x in xs if 0 <= x < image.get_width())

    seat = cards.seats[to_move]
    cursor = cards.cursor
    seat_band = band(seat.centery, range(seat.left - 2, seat.centerx))
    cursor_band = band(cursor.centery, range(cursor.left - 20, cursor.centerx))
    assert seat_band and cursor_band >= 1.5 * seat_band, (cursor_band, seat_band)
    hand = [rect for _, rect in cards.hand]
    index = hand.index(cursor)
    for near in hand[max(0, index - 1):index] + hand[index + 1:index + 2]:
        near = near.clip(image.get_rect())
        assert not any(image.get_at((x, y))[:3] == FOCUS for x in range(near.left, near.right)
                       for y in range(near.top, near.bottom, 3)), (near, cursor)
    pump(window)  # the computers play; now the player is to move and cards are marked
    cards = window.layout.cards
    assert cards.marked or game_id == "mau-mau"  # Mau Mau's player may have to draw
    mark = max(8, cards.cursor.width // 5)
    for card, rect in cards.hand:
        if card in cards.marked and image.get_rect().contains(rect):
            at = (rect.centerx, rect.top - 3 - mark // 2)
            assert image.get_at(at)[:3] == SELECTED, (card, at)
    window.close()


@pytest.mark.parametrize("game_id", ["whist", "mau-mau"])
@pytest.mark.parametrize(("zoom", "size"), [(200, (1280, 720)), (100, (1280, 720)),
                                            (200, (1920, 1080))])
def test_the_words_over_the_table_are_as_large_as_the_panels(game_id, zoom, size):
    """At 200 % in 1280x720 the bold words over the table (trumps and who is winning,
    Mau Mau's cards to draw) were 24 to 28 pixels, the message panel's 36 and more; they
    are now at least as large as the panel's words, and the cards still fit: a seat's name
    and count stand side by side on one line where the boxes have room (they took two;
    Whist's 'South, partner' and its count, at the panel's size, take two). Where those
    words would leave the trick's cards lower than TRICK_SHARE of the hand's (Whist at 200 %
    in 1280x720) they are smaller, never smaller than the seats' words."""
    window, app, session = table_window(game_id, zoom, level=1, size=size)
    pump(window)
    cards = window.layout.cards
    assert cards.heading_rects, "nothing written over the table"
    panel = [rect for line, rect in window.layout.panel_lines
             if not all("\u2800" <= c <= "\u28ff" for c in line.strip())]
    assert panel
    names, counts = cards.seat_lines[::2], cards.seat_lines[1::2]
    lowest = min([rect.height for *_, rect in cards.table], default=0)
    least = (min(panel[0].height, min(rect.height for rect in counts))
             if lowest <= TRICK_SHARE * cards.cursor.height + 2 else panel[0].height)
    for rect in cards.heading_rects:
        assert rect.height >= least, (rect, panel[0], counts, lowest, cards.cursor)
    assert size != (1280, 720) or game_id == "whist" or all(name.centery == count.centery
                                      and name.right < count.left
                                      for name, count in zip(names, counts))
    tops = [rect.top for _, _, rect in cards.table]
    assert all(top >= cards.heading_rects[-1].bottom for top in tops)
    assert window.layout.panel.top >= max(rect.bottom for _, rect in cards.hand)
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1000, 860), (1280, 800), (1920, 1080)])
def test_zoomed_the_names_under_the_trick_are_as_large_as_the_panels(lang, size):
    """At 200 % the players' names under the trick's cards stayed at the table's size (28
    pixels in the window as it first opens) while the message panel's words were 48: they
    now follow the zoom as the words over the table do, and still fit the window's width and
    leave the trick's cards at least NAMES_GIVE_WAY wide. Where the seats' words at the
    panel's size leave the trick low (1000x860, 1280x800), the names give way to the table's
    type, the unzoomed size (24 pixels), as NAMES_GIVE_WAY says."""
    from accessible_games.frontends.window_card_layout import TABLE_TEXT
    from accessible_games.frontends.window_table import NAMES_GIVE_WAY

    window, app, session = table_window("whist", 200, lang=lang, level=1, size=size)
    pump(window)  # three cards of the first trick lie on the table
    cards = window.layout.cards
    assert len(cards.names) == 3, cards.names
    panel = [rect for line, rect in window.layout.panel_lines
             if not all("\u2800" <= c <= "\u28ff" for c in line.strip())]
    roomy = size == (1920, 1080)
    for rect in cards.names:
        assert rect.height >= (panel[0].height if roomy else TABLE_TEXT), (rect, panel[0])
        assert window.surface.get_rect().contains(rect), rect
    for name, other in zip(cards.names, cards.names[1:]):
        assert name.right < other.left, (name, other)
    assert all(rect.width >= NAMES_GIVE_WAY for *_, rect in cards.table)
    assert all(rect.bottom <= min(r.top for _, r in cards.hand) for rect in cards.names)
    window.close()


def test_a_heading_of_two_lines_leaves_the_trick_as_large_as_the_hand_allows():
    """At 200 % in the window as it first opens, "Trumps: hearts. South, your partner, is
    winning so far." takes two lines over the trick; the hand's row was measured as if it
    took one, and the trick's cards came out two thirds of the hand's height (81 pixels
    against 124). The room the heading takes is now counted line by line, and the trick's
    cards keep three quarters of the hand's height (TRICK_SHARE), or, where the hand takes
    the zoom's size, TRICK_LEAST of the panel's type. Where the hand's cards keep their
    width of 100 % (zoom never makes them narrower), the heading gives way to one line
    in 800x860 (it took two there), and the trick keeps at least 40 pixels."""
    from accessible_games.frontends.window_card_table import TRICK_LEAST

    window, app, session = table_window("whist", 200, level=1, size=(800, 860))
    least = int(TRICK_LEAST * window.drawer.cards.heading_least)
    pump(window)
    seen = 0
    for _ in range(12):
        for key in (pygame.K_n, pygame.K_RETURN):
            press(window, key)
            cards = window.layout.cards
            if cards.table and cards.cursor is not None:
                trick = min(rect.height for *_, rect in cards.table)
                if cards.cursor.width <= window.drawer._unzoomed_hand(session, 800, 860, 2.0):
                    assert trick >= 40, (trick, cards.cursor)
                else:
                    assert trick >= min(TRICK_SHARE * cards.cursor.height, least), (
                        trick, cards.cursor)
                seen += 1
    assert seen, "no card lay on the table"
    window.close()


def _rank_and_sign(surface, rect) -> list[tuple[int, int]]:
    """The ink on a card's face, inside its rim and clear of its rounded corners, parted by
    a blank row (the rank over the sign) or else by a blank column (side by side): each
    part's height and width, the rank's first."""
    rim = max(2, rect.width // 30) + 1
    corner = max(4, rect.width // 10)
    inked = {(x, y) for y in range(rect.top + rim, rect.bottom - rim)
             for x in range(rect.left + corner, rect.right - corner)
             if tuple(surface.get_at((x, y)))[:3] != FACE}

    def parted(axis: int) -> list[set]:
        parts: list[set] = []
        last = None
        for at in sorted({p[axis] for p in inked}):
            if last is None or at > last + 1:
                parts.append(set())
            parts[-1] |= {p for p in inked if p[axis] == at}
            last = at
        return parts

    parts = parted(1)
    if len(parts) == 1:
        parts = parted(0)
    return [(max(y for _, y in part) - min(y for _, y in part) + 1,
             max(x for x, _ in part) - min(x for x, _ in part) + 1) for part in parts]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_zoomed_the_trick_s_cards_are_squat_and_their_ranks_large(lang):
    """At 200 % in 1000x860 the table's height limits the trick's cards: they were 62 pixels
    wide and 89 tall, their ranks' ink 20 pixels tall (the names under them as large as the
    panel's words). Where the height limits them they are now squatter than the hand's cards,
    77 pixels wide and more (the seats' words take the panel's size), their ranks' ink 26
    pixels (now the panel's type, beside the sign where the card is too low for it under the
    rank)."""
    window, app, session = table_window("whist", 200, lang=lang, level=1, size=(1000, 860))
    pump(window)  # three cards of the first trick lie on the table
    cards = window.layout.cards
    trick = [rect for *_, rect in cards.table]
    assert len(trick) == 3
    for rect in trick:
        assert rect.width >= 75 and rect.height < rect.width * CARD_RATIO, rect
        parts = _rank_and_sign(window.surface, rect)
        assert len(parts) == 2 and parts[0][0] >= 25, (rect, parts)  # the sign apart
    # The hand's cards keep their shape.
    assert cards.cursor.height == int(cards.cursor.width * CARD_RATIO)
    window.close()


@pytest.mark.parametrize("zoom", [100, 150, 200, 300])
@pytest.mark.parametrize("size", [(1280, 720), (1000, 860), (1920, 1080)])
def test_the_trick_s_ranks_and_signs_are_as_large_as_the_panels_words(zoom, size):
    """At 200 % the ranks on the trick's cards were set at 32 to 35 pixels (a share of the
    card's width, 74 to 81 pixels wide) under the message panel's 48, in 1920x1080 at 300 %
    61 under 72. The rank and the suit's sign on a card of the trick are now each at least
    as tall as the same letters in the panel's type, at every zoom: under the rank where the
    card is tall enough, else beside it on a wider card. Where the trick's cards are lower
    than that needs (at 300 % in 1280x720 and 1000x860, where the hand and the table's words
    give them TRICK_SHARE of the hand's height, and they keep a card's shape: side by side
    they were 131 pixels wide and 82 high at 400 % in 600x900), the rank and the sign one
    over the other are each at least a third of the card's height."""
    window, app, session = table_window("whist", zoom, level=1, size=size)
    pump(window)  # three cards of the first trick lie on the table
    drawer = window.drawer
    panel = drawer.cards.heading_least
    cards = window.layout.cards
    assert len(cards.table) == 3, cards.table
    for _, card, rect in cards.table:
        rank, sign, _ = face_texts(session, card)
        parts = _rank_and_sign(window.surface, rect)
        assert len(parts) == 2, (rect, parts)  # the rank and the sign, apart
        (rank_tall, rank_wide), (sign_tall, sign_wide) = parts
        # Too low for the rank over the sign in the panel's type, with the white round them.
        stacked = drawer.ink_size(rank, panel)[1] + drawer.ink_size(sign, panel)[1] + max(
            3, panel // 8) + 2 * (max(2, rect.width // 30) + 3)
        if stacked > rect.height:
            assert rect.height >= rect.width, rect
            assert min(rank_tall, sign_tall) >= rect.height // 3 - 2, (rank, rect, parts)
            continue
        assert rank_tall >= drawer.ink_size(rank, panel)[1], (rank, rect, parts, panel)
        assert sign_tall >= drawer.ink_size(sign, panel)[1], (sign, rect, parts, panel)
    window.close()


def _whole_outline(window, session) -> None:
    """The board's white outline is whole, on a side where the board fills its area too."""
    geo = window.layout.board
    view = session.view
    edge = pygame.Rect(geo.x0, geo.y0, geo.cell * view.columns, geo.cell * view.rows).inflate(
        6, 6)
    for at in ((edge.centerx, edge.top + 1), (edge.centerx, edge.bottom - 2),
               (edge.left + 1, edge.centery), (edge.right - 2, edge.centery)):
        assert window.surface.get_at(at)[:3] == (255, 255, 255), at


def test_over_dog_s_board_the_hand_takes_the_height_its_cards_need():
    """In a window as wide as tall Dog's hand lay in a strip three tenths of the height under
    the board (in 1000x860, then: cards 115 pixels wide, the board's squares 28, its marbles'
    letters 9 pixels tall). The strip is as tall as cards STRIP_CARD wide need, their ranks
    larger than the panel's words; it now lies over the board (so that it keeps its place
    as the panel changes). The board then fills its area's height, and its outline had no
    bottom edge."""
    from accessible_games.frontends.window_hand_strip import STRIP_CARD

    window, app, session = table_window("dog", 100, size=(900, 900))
    layout = window.layout
    geo, cards = layout.board, layout.cards
    hand = cards.hand[0][1].unionall([rect for _, rect in cards.hand])
    assert hand.bottom <= geo.area.top, (hand, geo.area)  # over the board (it was under)
    assert cards.cursor.width >= STRIP_CARD, cards.cursor
    assert geo.cell >= 32, geo.cell
    _whole_outline(window, session)
    window.close()


@pytest.mark.parametrize("zoom", [100, 150])
def test_in_the_window_as_it_first_opens_dog_s_hand_stands_beside_the_board(zoom):
    """In 1000x860 Dog's hand lay in a strip under the board: cards 80 pixels wide in one row,
    the board's squares 33 pixels. The column right of a board as tall as the window's room
    holds the cards two abreast, STRIP_CARD wide and more, so the hand goes there: at 100 %
    the squares are 41 pixels, the cards 97 wide in three rows, all in the window and clear of
    the board's labels; the board's outline is whole. At 150 % the hand lay beside the board
    already, in one row of cards 120 pixels wide that ran out of the window; three rows hold
    them all in view. The hand is measured beside a panel of four lines (it no longer moves
    as the messages change), which leaves those rows cards 116 pixels wide: all in view at
    no less than the zoom's size over ROWS_GAIN beats one row that scrolls."""
    from accessible_games.frontends.window_hand import ROWS_GAIN
    from accessible_games.frontends.window_hand_strip import STRIP_CARD

    window, app, session = table_window("dog", zoom, size=(1000, 860))
    layout = window.layout
    geo, cards = layout.board, layout.cards
    rects = [rect for _, rect in cards.hand]
    hand = rects[0].unionall(rects)
    labels = geo.labels[0][1].unionall([rect for _, rect in geo.labels])
    assert hand.left > max(geo.area.right, labels.right), (hand, geo.area, labels)  # beside
    assert window.surface.get_rect().contains(hand.inflate(8, 8)), hand
    assert hand.bottom <= layout.panel.top
    assert cards.cursor.width * ROWS_GAIN >= STRIP_CARD * zoom / 100, cards.cursor
    assert len({rect.top for rect in rects}) == 3 and _in_reading_order(rects), rects
    assert not _faces_hold_the_panels_type(window, session, window.drawer.cards.heading_least)
    if zoom == 100:  # zoomed, the board scrolls
        assert geo.cell >= 40 and cards.cursor.width >= 95, (geo.cell, cards.cursor)
        _whole_outline(window, session)
    window.close()


SAID_AT_DOG = (
    ("North, your turn.", ""),
    ("South plays the seven of hearts and moves the marble on 12 five steps to 17 and two "
     "steps into the goal.", "South: 7, 12-17, 2 into goal; North to move."),
    ("Dog.", "Dog: you play North;"),
    ("All your marbles wait in the kennel: only an ace, a king or a joker brings one out.",
     ""),
    ("East plays the king of spades: a marble comes out onto 17.", ""),
)
"""Messages of one to three lines in the panel, their braille of one or two."""


@pytest.mark.parametrize("zoom", [100, 150, 200])
def test_dog_s_hand_keeps_its_place_as_the_messages_change(zoom):
    """The hand's place was measured beside the panel of the moment: in 1000x860 at 150 % it
    lay under the board beside the opening's braille of one line ('Dog: you play North;') and
    beside the board once a message took three lines, and at 100 % and 200 % its cards moved
    sideways and changed size with each longer or shorter message. A low-vision player finds
    the hand where it was: its cards keep their places and sizes whatever the panel says (a
    longer message makes the board smaller), beside the board in this window. (A panel of
    more than HAND_PANEL_LINES lines left the hand less room; the panel is no longer taller.)"""
    from accessible_games.narration.message import Message

    window, app, session = table_window("dog", zoom, size=(1000, 860))
    places, panels = set(), set()
    for text, short in SAID_AT_DOG:
        app.outputs.announcer.announce(Message(text, brief=short or None))
        window.dirty = True  # drawn again, as when the message comes from the game
        window.step()
        layout = window.layout
        places.add(tuple(tuple(rect) for _, rect in layout.cards.hand))
        panels.add(len(layout.panel_lines))
        board = layout.board.area.union(layout.board.labels[0][1].unionall(
            [rect for _, rect in layout.board.labels]))
        drawn = [rect for _, rect in layout.cards.hand  # cards beyond a mark are not
                 if layout.cards.hand_view.contains(rect)]
        hand = drawn[0].unionall(drawn + [box for _, box in layout.cards.more.values()])
        assert hand.left >= board.right and hand.bottom <= layout.panel.top, (hand, board)
    assert len(panels) >= 2, panels  # the panel's height did change (one line or more)
    assert len(places) == 1, places
    window.close()


@pytest.mark.parametrize("zoom", [100, 150])
def test_in_a_narrow_window_dog_s_hand_keeps_its_place_over_the_board(zoom):
    """In 860x860 the hand lay under Dog's board, right over the message panel of the moment:
    it moved up and down by up to two panel lines as the messages changed (at 150 % from 557
    to 495 pixels down, and its cards from 111 pixels wide to 97 and back). Under the board a
    steady place would have had to be over the tallest panel, the board always as small as
    beside it; the hand lies over the board instead, at the window's top (where it also
    begins beside a board in a wider window), its cards always the size they had beside the
    tallest panel. The board takes all the room between the hand and the panel of the
    moment: its squares are no smaller than before, larger beside a short message."""
    from accessible_games.narration.message import Message

    window, app, session = table_window("dog", zoom, size=(860, 860))
    places, cells, drawn = set(), {}, []
    for text, short in SAID_AT_DOG:
        app.outputs.announcer.announce(Message(text, brief=short or None))
        window.dirty = True  # drawn again, as when the message comes from the game
        window.step()
        layout = window.layout
        geo = layout.board
        hand = layout.cards.hand[0][1].unionall([rect for _, rect in layout.cards.hand])
        places.add(tuple(tuple(rect) for _, rect in layout.cards.hand))
        board = geo.area.union(geo.labels[0][1].unionall([rect for _, rect in geo.labels]))
        drawn.append((hand, board, layout.panel.top, geo.cell))
        cells.setdefault(layout.panel.top, set()).add(geo.cell)
    assert len(places) == 1, places
    gap = card_gap(zoom / 100)
    for hand, board, panel, cell in drawn:
        assert hand.bottom <= board.top and board.bottom <= panel, (hand, board)
        # The board's room reaches down to the panel: nothing is kept back under it.
        assert panel - board.bottom <= 2 * gap + cell, (board, panel)
    assert len(cells) >= 2, cells  # the panel's height did change
    tops = sorted(cells)  # a taller panel (a higher top) never leaves larger squares
    assert all(max(cells[a]) <= min(cells[b]) for a, b in zip(tops, tops[1:])), cells
    window.close()


def _in_reading_order(rects) -> bool:
    """Each card right of the one before in its row, or first in the next row under it."""
    return all((b.top == a.top and b.left > a.right) or (b.top > a.bottom and b.left <= a.left)
               for a, b in zip(rects, rects[1:]))


def _faces_hold_the_panels_type(window, session, least: int) -> list:
    """Each card of the hand in view but the cursor's, whose rank or sign is smaller than the
    same letters in type of ``least`` pixels: its rank, its rect and what was measured."""
    drawer, cards = window.drawer, window.layout.cards
    shown = cards.hand_view.clip(window.surface.get_rect())
    small = []
    for card, rect in cards.hand:
        if rect == cards.cursor or not shown.contains(rect):
            continue
        rank, sign, _ = face_texts(session, card)
        parts = _rank_and_sign(window.surface, rect)
        if (len(parts) != 2 or parts[0][0] < drawer.ink_size(rank, least)[1]
                or parts[1][0] < drawer.ink_size(sign, least)[1]):
            small.append((rank, rect, parts))
    return small


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hand_of_thirteen_lies_in_two_rows_of_large_cards(lang):
    """At 100 % in the window as it first opens, Whist's 13 cards lay in one row 65 pixels
    wide (their ranks 28 pixels type) under a trick of cards 200 pixels wide: the hand, which
    a player reads most, had the least room. The hand now lies in two rows, read on from the
    end of the first to the start of the second, its cards 100 pixels wide and more, every
    rank and sign at least the message panel's type; the trick's cards are still as tall as
    the hand's."""
    window, app, session = table_window("whist", 100, lang=lang, level=1, size=(1000, 860))
    pump(window)  # three cards of the first trick lie on the table
    cards = window.layout.cards
    screen = window.surface.get_rect()
    hand = [rect for _, rect in cards.hand]
    assert len(hand) == 13 and all(screen.contains(rect) for rect in hand)
    assert len({rect.top for rect in hand}) == 2 and _in_reading_order(hand), hand
    assert cards.cursor.width >= 100, cards.cursor
    assert max(rect.bottom for rect in hand) <= window.layout.panel.top
    assert not _faces_hold_the_panels_type(window, session, window.drawer.cards.heading_least)
    trick = [rect for *_, rect in cards.table]
    assert len(trick) == 3 and min(rect.height for rect in trick) >= cards.cursor.height
    assert max(rect.bottom for rect in cards.names) <= min(rect.top for rect in hand) - 10
    # The cursor walks the rows in reading order: Right from the first row's last card goes
    # to the second row's first.
    for _ in range(6):
        press(window, pygame.K_RIGHT)
    assert window.layout.cards.cursor == window.layout.cards.hand[6][1]
    press(window, pygame.K_RIGHT)
    cursor = window.layout.cards.cursor
    assert cursor == window.layout.cards.hand[7][1] and cursor.top > hand[6].bottom
    window.close()


@pytest.mark.parametrize("size", [(1000, 860), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf", "mau-mau"])
def test_zoomed_the_hand_s_ranks_are_as_large_as_the_panels_words(game_id, size):
    """At 200 % the hand's ranks were set at a share of the card's width, 33 to 35 pixels on
    cards 75 to 80 wide, under the message panel's 48. Each rank and sign on the hand's cards
    is now at least as tall as the same letters in the panel's type."""
    window, app, session = table_window(game_id, 200, level=1, size=size)
    pump(window)
    least = window.drawer.cards.heading_least
    assert least >= 40  # the panel's type, 48 pixels unless the panel had to shrink it
    assert not _faces_hold_the_panels_type(window, session, least)
    window.close()


@pytest.mark.parametrize(("zoom", "size"), [(100, (1000, 860)), (100, (1280, 720)),
                                            (200, (1000, 860))])
def test_the_hand_keeps_its_size_as_the_first_card_is_led(zoom, size):
    """While nothing lay on the table (Doppelkopf's reservations, or before the viewer led)
    the hand took the table's room, and its cards shrank as the first card was led: at 100 %
    in 1000x860 from 150 pixels wide to 71 (Whist's from 131 to 107). The trick's room is
    now kept from the start: the hand's cards are as large before the first card as after.
    Zoomed, they may be larger after: where the words over the trick (the contract, from
    the first card on) leave its cards too little room, the table's words are smaller and
    the hand has more (at 200 % in 1000x860 90 pixels wide before, 104 after)."""
    window, app, session = table_window("doppelkopf", zoom, level=1, size=size)
    assert session.state.phase == 0 and not session.state.table_cards()  # reservations
    before = window.layout.cards.cursor.size
    for _ in range(8):
        cards = window.layout.cards
        if cards.table:
            break
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    cards = window.layout.cards
    assert cards.table and len(cards.hand) == 12, (cards.table, len(cards.hand))
    # At 200 % the words over the first trick take two lines where there were none, and the
    # hand may give the trick one pixel (81 pixels wide before, 80 after, in 1000x860).
    shrunk = [a - b for a, b in zip(before, cards.cursor.size)]
    assert all((d <= 1) if zoom > 100 else d == 0 for d in shrunk), (before, cards.cursor)
    window.close()


def test_the_hand_s_cards_do_not_shrink_as_the_hand_thins():
    """Playing out a deal of Doppelkopf at 100 % in 1000x860, the hand's cards kept their size
    or grew as cards left it, but for one step: with nine cards they went from two rows 119
    pixels wide to one row of 100. More rows are now taken for cards a tenth wider
    (ROWS_GAIN), and no card of the hand is ever drawn narrower than nine tenths of the
    widest seen before it in the deal."""
    window, app, session = table_window("doppelkopf", 100, level=1, size=(1000, 860))
    pump(window)
    widest, seen = 0, set()
    for _ in range(40):
        cards = window.layout.cards
        if session.is_over or not cards.hand or len(cards.hand) > min(seen, default=12):
            break  # the deal is over
        if cards.table:  # the play has begun (during the reservations the hand is larger)
            assert cards.cursor.width >= 0.9 * widest, (len(cards.hand), cards.cursor, widest)
            widest = max(widest, cards.cursor.width)
            seen.add(len(cards.hand))
        press(window, pygame.K_TAB)
        type_text(window, session.state.legal_moves()[0].notation)
        press(window, pygame.K_RETURN)
    assert {12, 9, 8, 5} <= seen, seen
    window.close()
