"""At a card table the message panel never moves the hand: a low-vision player finds her
cards by where they lie, so the hand keeps its place and its size whatever the panel says (a
longer message is made smaller, then paged, with a line that says so). The braille line in
the panel is broken at its blank cells, and the full cell that says more waits stays with
the words before it."""

from __future__ import annotations

import pytest

from accessible_games.frontends.window_draw import BASE_TEXT
from accessible_games.narration.message import Message
from accessible_games.output.braille.display import BLANK, MORE
from tests.frontends.helpers import pump
from tests.frontends.test_window_cards import table_window

GAMES = ("mau-mau", "doppelkopf", "dog")
SAID = (
    ("Your turn.", None),
    ("West plays the queen of clubs. North plays the ace of clubs and wins the trick with "
     "eleven points.", "West: Q clubs; North: A clubs, wins."),
    ("The rules mention the wedding: a player who holds both queens of clubs may announce a "
     "wedding; the first stranger to win a trick becomes the partner, and the two play "
     "against the other two. If no stranger wins one of the first three tricks, the player "
     "plays alone against the other three as in a solo. A wedding is announced before the "
     "first trick is led; a player who keeps quiet about it plays a silent solo.", None),
    ("Ja.", None),
)
"""Messages of one line to five and more, in the order they might come, and a short one
again."""


def _say(window, app, text: str, short: str | None = None):
    app.outputs.announcer.announce(Message(text, brief=short))
    window.dirty = True  # drawn again, as when the message comes from the game
    window.step()
    return window.layout


def _braille_lines(layout) -> list[str]:
    return [line for line, _ in layout.panel_lines
            if line and all("\u2800" <= c <= "\u28ff" for c in line)]


@pytest.mark.parametrize("zoom", [100, 150])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hand_keeps_its_place_and_size_whatever_the_panel_says(game_id, zoom):
    """In 1000x860 a message of five lines took its room from the hand: at 150 % Mau Mau's
    cards went from 119 pixels wide to 95 and moved up 70 pixels, Doppelkopf's from 117 to
    90, and beside Dog's board only one row of two cards of six was left in sight; at 100 %
    Mau Mau's hand moved with every message. Now every card of the hand lies in the same
    rectangle whatever the panel says, under the table and over the panel; the panel's
    lines stay in the window, and a message too long for the panel is paged or shown
    whole in smaller type."""
    window, app, session = table_window(game_id, zoom, level=1, size=(1000, 860))
    pump(window)
    places, lengths = set(), set()
    for text, short in SAID:
        layout = _say(window, app, text, short)
        places.add(tuple(tuple(rect) for _, rect in layout.cards.hand))
        lengths.add(len(layout.panel_lines))
        hand = layout.cards.hand[0][1].unionall([rect for _, rect in layout.cards.hand])
        assert hand.bottom <= layout.panel.top, (hand, layout.panel)
        assert all(rect.bottom <= window.surface.get_height()
                   for _, rect in layout.panel_lines), layout.panel_lines
        shown = " ".join(line for line, _ in layout.panel_lines)
        assert layout.panel_pages > 1 or all(word in shown for word in text.split()), shown
    size = int(BASE_TEXT * zoom / 100)  # the longest message takes five lines and more
    assert len(window.drawer.wrap(SAID[2][0], 1000, size)) >= 5 and len(lengths) >= 2, lengths
    assert len(places) == 1, places
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["doppelkopf", "dog"])
def test_at_150_percent_the_more_mark_stays_on_the_line_of_its_words(game_id, lang):
    """A braille window of 40 cells is wider than the panel at 150 % in 1000x860; it was
    broken inside a word at whatever cell reached the edge, and the full cell that says more
    follows stood alone on a line of its own. Now the line breaks at a blank cell, and the
    mark ends the last line after its words. (Mau Mau's panel, with the pile and the counts
    in words, is in smaller type at 150 %, where the braille line takes one line.)"""
    window, app, session = table_window(game_id, 150, lang=lang, level=1, size=(1000, 860))
    pump(window)
    layout = _say(window, app, "Ja.", "west led the queen of clubs and north took it with "
                  "the ace of clubs")  # a first window of 38 cells and more, en and de
    drawn = dict(window.drawer._panel_texts(app))["braille"]
    lines = _braille_lines(layout)
    assert drawn.endswith(BLANK + MORE) and len(lines) >= 2, (drawn, lines)
    assert BLANK.join(lines) == drawn, lines  # broken at blank cells only
    assert lines[-1].endswith(BLANK + MORE) and lines[-1].strip(BLANK + MORE), lines
    window.close()
