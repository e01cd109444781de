"""Mau Mau: a first-time player is told about the Mau call before the first penalty.

Play-testing, the hint "hd mau" ("the queen of hearts with Mau") said nothing of why, and
the tutorial's step with two cards in hand neither: the call was learnt from a penalty. The
penalty's lesson named the window's Shift+Enter in the terminal, where no key plays a card.
"""

from __future__ import annotations

import pytest

from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from accessible_games.session.tutorial import Tutorial
from tests.games.cards.test_mau_mau import position

ADVICE = {"en": "Say Mau with your last-but-one card, or draw a penalty card.",
          "de": "Sage Mau mit deiner vorletzten Karte, sonst ziehst du eine Strafkarte."}


def _console(lang: str, hand: str = "qc 8d") -> Console:
    """Player 1 against the computer, to play on the king of clubs with ``hand``."""
    state = position([hand, "9c 8h kh", "xh jh 7s", "xs js 9h"], "kc")
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    return Console(Table(state.game, seats, state=state), 0, lang=lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_with_mau_says_why(lang):
    said = [m.text for m in _console(lang).handle_line("hint" if lang == "en" else "tipp")]
    assert said[-1] == ADVICE[lang], said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_after_the_hint_with_mau_says_it_too(lang):
    """"why" after the hint "qc mau" told how the card was chosen and what it does, but not
    the call the hint had just explained: the advice ends the answer, a line of its own."""
    console = _console(lang)
    console.handle_line("hint" if lang == "en" else "tipp")
    said = console.handle_line("why" if lang == "en" else "warum")
    assert [m.text for m in said][-1] == ADVICE[lang], [m.text for m in said]
    assert said[-1].short == ADVICE[lang]
    assert sum(ADVICE[lang] in m.text for m in said) == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_after_the_hint_without_mau_says_nothing_of_it(lang):
    console = _console(lang, "qc 8d 9d")
    console.handle_line("hint")
    said = [m.text for m in console.handle_line("why")]
    assert ADVICE[lang] not in " ".join(said), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_without_mau_says_nothing_of_it(lang):
    said = [m.text for m in _console(lang, "qc 8d 9d").handle_line("hint")]
    assert ADVICE[lang] not in " ".join(said), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_tutorial_step_with_two_cards_in_hand_says_it(lang):
    console = _console(lang)
    console.tutorial = Tutorial(console)
    step = console.tutorial.start()[-1]
    assert ADVICE[lang] in step.text, step.text


@pytest.mark.parametrize(("lang", "typed", "key"), [
    ("en", "Say it with your last-but-one card: type mau after the card, as in qh mau.",
     "Shift+Enter"),
    ("de", "Sage es mit deiner vorletzten Karte: Tippe mau hinter die Karte, etwa hd mau.",
     "Umschalt+Enter"),
])
def test_the_penalty_in_the_terminal_names_no_window_key(lang, typed, key):
    console = _console(lang)
    console.typed_only = True
    said = " ".join(m.text for m in console.handle_line("qc"))
    assert typed in said, said
    assert key not in said, said
    window = _console(lang)
    assert key in " ".join(m.text for m in window.handle_line("qc"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_with_mau_fits_two_windows_in_braille(lang):
    """The hint and the advice, each a line of its own: together they ran to 116 cells."""
    from tests.braille_cells import cells

    said = _console(lang).handle_line("hint")
    assert [cells(m.short, lang) <= 80 for m in said] == [True, True], said
