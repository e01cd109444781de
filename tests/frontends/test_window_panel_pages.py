"""A message too long for the message panel at the foot of the window is shown a page at a
time at a readable size, not shrunk to the smallest text: at 200 % "rules wedding" in
Doppelkopf came out in a third of the zoomed size."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_draw import BASE_TEXT, READABLE_SHARE
from tests.frontends.helpers import press, type_text
from tests.frontends.test_window_cards import table_window


def panel(window) -> list[str]:
    """The panel's lines of text (not the braille line, which follows the display)."""
    window.step()
    return [line for line, _ in window.layout.panel_lines
            if not all("\u2800" <= c <= "\u28ff" for c in line.strip())]


def notices(app) -> list[str]:
    return [u.text for u in app.outputs.announcer.speech.current.spoken]


@pytest.mark.parametrize(("lang", "typed", "page_line", "first"), [
    ("en", "rules wedding", "Page {} of {} (Page Down, Page Up).",
     "This is the first page of {}."),
    ("de", "regeln hochzeit", "Seite {} von {} (Bild ab, Bild auf).",
     "Das ist die erste Seite von {}."),
])
def test_a_long_answer_is_paged_at_a_readable_size(lang, typed, page_line, first):
    window, app, _ = table_window("doppelkopf", 200, lang=lang, level=1)
    press(window, pygame.K_SLASH, 0, "/")
    type_text(window, typed)
    press(window, pygame.K_RETURN)
    shown = panel(window)
    pages = window.layout.panel_pages
    assert pages > 1
    assert page_line.format(1, pages) in shown
    _, rect = window.layout.panel_lines[0]
    assert rect.height >= BASE_TEXT * 2 * READABLE_SHARE  # not shrunk below a readable size
    press(window, pygame.K_PAGEDOWN)
    second = panel(window)
    assert page_line.format(2, pages) in second and second != shown
    assert notices(app)[-1] == page_line.format(2, pages)
    press(window, pygame.K_PAGEUP)
    assert panel(window) == shown
    press(window, pygame.K_PAGEUP)
    assert notices(app)[-1] == first.format(pages)
    for _ in range(pages):
        press(window, pygame.K_PAGEDOWN)
    assert page_line.format(pages, pages) in panel(window)
    # F5 repeats the message itself, not a page note; a new message starts on its first page.
    press(window, pygame.K_F5)
    assert notices(app)[-1].startswith(("The rules mention", "Die Regeln nennen"))
    press(window, pygame.K_SLASH, 0, "/")
    type_text(window, typed)
    press(window, pygame.K_RETURN)
    assert page_line.format(1, pages) in panel(window)
    window.close()


def test_a_short_message_is_whole_and_page_down_says_so():
    window, app, _ = table_window("whist", 100, level=1)
    press(window, pygame.K_PAGEDOWN)
    assert window.layout.panel_pages == 1
    assert "The whole message is shown." in notices(app)
    assert not any(line.startswith("Page ") for line in panel(window))
    window.close()


@pytest.mark.parametrize("game_id", ["mau-mau", "whist", "checkers"])
def test_at_the_largest_zoom_the_panel_keeps_to_half_the_window(game_id):
    """At 400 % the notes above the message (the pile, the counts) did not fit at the readable
    size, and the panel took most of the window over the cards; then the text shrinks on."""
    window, _, _ = table_window(game_id, 400, level=1)
    window.step()
    assert window.layout.panel.height <= window.surface.get_height() * 0.5 + 1
    window.close()


def test_a_menu_shrinks_its_message_and_offers_no_pages(tmp_path, monkeypatch):
    """The menus have no page keys: there a long message shrinks to fit as before, and no
    page line promises keys that do nothing."""
    from accessible_games.storage.settings import Settings
    from tests.frontends.helpers import recording_window

    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    window, _, _ = recording_window(Settings(game="whist", opponent="rivals", scale=400), "de")
    for _ in range(2):
        press(window, pygame.K_DOWN)  # to the opponent item, whose value is long
    window.step()
    assert window.layout.panel_pages == 1
    assert not any(line.startswith("Seite ") for line in panel(window))
    window.close()


@pytest.mark.parametrize(("game_id", "size"), [("whist", (1280, 720)), ("dog", (1280, 720)),
                                               ("checkers", (1000, 860))])
def test_the_page_keys_help_says_truly_where_the_panel_is(game_id, size):
    """F1 said the page keys turn "the panel under the board"; at a card table there is no
    board, and in a wide window Dog's hand lies beside the board. The help now names the
    panel at the foot of the window, and there the panel is: the whole width, down to the
    window's foot, with nothing of the table or the board under its top."""
    from accessible_games.narration.catalog import catalog

    said = {lang: catalog(lang).text("window.key.pages") for lang in ("en", "de")}
    assert "at the foot of the window" in said["en"] and "board" not in said["en"]
    assert "unten im Fenster" in said["de"] and "Brett" not in said["de"]
    window, _, _ = table_window(game_id, 100, level=1, size=size)
    window.step()
    layout, screen = window.layout, window.surface.get_rect()
    assert (layout.panel.left, layout.panel.width, layout.panel.bottom) == (
        0, screen.width, screen.bottom)
    drawn = list(layout.squares.values())
    if layout.cards is not None:
        drawn += [rect for _, rect in layout.cards.hand] + list(layout.cards.seats.values())
        drawn += [rect for *_, rect in layout.cards.table]
    assert drawn and all(rect.bottom <= layout.panel.top for rect in drawn)
    window.close()
