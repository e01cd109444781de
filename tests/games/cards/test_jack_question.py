"""The jack's question in Mau Mau: which suit to wish for, true to the front end and short
on the braille line.

The question said "choose with left and right and take it with Enter" at the terminal too,
where an empty line only asks it again and Left and Right are no keys; and it took 101-112
cells on the braille line. At the terminal it names the suits to type; everywhere its braille
form fits two windows of a 40-cell display.
"""

from __future__ import annotations

import pytest

from accessible_games.session.console import Console
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.games.cards.test_mau_mau import position

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
JACK = {"en": "jd", "de": "karo bube"}


def _asked(lang: str, typed_only: bool) -> tuple[Console, str, str]:
    """The question after the jack of diamonds, spoken and brailled; at the terminal alone
    (the choice under a cursor, "clubs, 1 of 4.", followed it, where no cursor is walked)."""
    state = position(["7c jd 9d ad kh", "8c 8h", "9c 9h"], "9s")
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    me = Console(table, 0, lang=lang)
    if typed_only:
        me.typed_only = True  # as the terminal sets it
    answer = me.handle_line(JACK[lang])
    assert len(answer) == (1 if typed_only else 2), answer
    asked = answer[0]
    return me, asked.text, asked.short


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The jack of diamonds: which suit do you wish for? Type clubs, diamonds, hearts, "
           "or spades."),
    ("de", "Karo-Bube: Welche Farbe wünschst du dir? Tippe Kreuz, Karo, Herz oder Pik."),
])
def test_at_the_terminal_the_question_names_the_suits_to_type(lang, said):
    me, text, shown = _asked(lang, typed_only=True)
    assert text == said
    assert "Enter" not in text and "Eingabe" not in text
    assert cells(shown, lang) <= 2 * DISPLAY_CELLS, shown
    me.handle_line(said.split()[-1].rstrip("."))  # the last suit named, as typed
    assert me.table.history[-1].mover == 0


@pytest.mark.parametrize("lang", ["en", "de"])
def test_in_the_window_the_question_keeps_its_keys_and_fits_two_windows(lang):
    _me, text, shown = _asked(lang, typed_only=False)
    assert ("Enter" if lang == "en" else "Eingabe") in text
    assert cells(shown, lang) <= 2 * DISPLAY_CELLS, shown


def test_a_hot_seat_tells_every_console_that_lines_are_typed():
    """The terminal marks the hot seat it plays; each person's console must know it."""
    game = position(["7c jd", "8c 8h"], "9s").game
    hot = HotSeat(Table(game, [HUMAN, HUMAN]), lang="en")
    hot.typed_only = True  # type: ignore[attr-defined]
    assert all(getattr(c, "typed_only", False) for c in hot.consoles.values())


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("options", [{}, {"play_on": True}])
def test_a_last_jack_that_ends_the_deal_is_played_without_asking(lang, options):
    """The game ends with the jack: its wish goes to nobody (the move's words leave it out),
    so asking for one was pointless. The engine lists a jack once per suit; the session
    plays one of them at once."""
    state = position(["jd", "8c 8h"], "9s", **options)
    table = Table(state.game, [HUMAN, COMPUTER], state=state)
    me = Console(table, 0, lang=lang)
    said = [m.text for m in me.handle_line(JACK[lang])]
    assert table.history and table.history[-1].mover == 0, said
    assert not any("?" in text for text in said), said


def test_a_last_jack_is_asked_about_where_the_others_play_on():
    """Playing on to rank everyone, with two others still holding cards, the wish binds the
    next player: the question stays."""
    state = position(["jd", "8c 8h", "9c 9h"], "9s", play_on=True)
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    me = Console(table, 0, lang="en")
    said = [m.text for m in me.handle_line("jd")]
    assert not table.history and "which suit" in said[0]
