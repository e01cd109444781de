"""Card tables speak of cards, not of a board game's moves.

Play-testing, "undo" at a Whist table said "2 moves taken back." ("2 Züge zurückgenommen.")
and "The last move now: ..."; a game taken up again said "... The last move:". A card
table takes back cards (and a Mau Mau draw or pass), and says what happened last.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.mau_mau.rules import Draw, Pass, Play
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.lineup import describer_for
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.games.cards.test_mau_mau import card, position

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def _whist_after_one_card(lang: str) -> Console:
    """Whist against the computer, seed 3: North (the listener) has played one card and the
    computer the rest of the trick's cards up to North's turn."""
    console = Console.local(WhistGame(), [HUMAN] + [COMPUTER] * 3, lang=lang, seed=3)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    console.handle_line(console.observation.legal_moves[0].notation)
    while console.computer_to_move():
        console.computer_move()
    return console


@pytest.mark.parametrize(("lang", "done", "done_brief", "last"), [
    ("en", "2 cards taken back.", "2 cards back.", "Last: West plays"),
    ("de", "2 Karten zurückgenommen.", "2 Karten zurück.", "Zuletzt: West spielt"),
])
def test_undo_at_a_card_table_counts_cards(lang, done, done_brief, last):
    said = _whist_after_one_card(lang).handle_line("undo")
    assert said[0].text == done, said[0].text
    assert said[0].short == done_brief, said[0].short
    assert said[1].text.startswith(last), said[1].text
    assert not any(word in m.text for m in said[:2] for word in ("move", "Zug", "Züge"))


@pytest.mark.parametrize(("lang", "ending"), [("en", " Last:"), ("de", " Zuletzt:")])
def test_a_card_game_taken_up_says_last_not_the_last_move(lang, ending):
    first = _whist_after_one_card(lang)
    said = [m.text for m in Console(first.table, 0, lang).opening()]
    assert any(text.endswith(ending) for text in said), said
    assert not any(text.endswith(("The last move:", "Der letzte Zug:")) for text in said)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Taken back: one card, a draw, and a pass."),
    ("de", "Zurückgenommen: eine Karte, einmal Ziehen und einmal Passen."),
])
def test_mau_mau_names_a_draw_and_a_pass_taken_back(lang, expected):
    state = position(["qc 8d", "9c 8h"], "kc")
    describer = describer_for(state.game, lang)
    runs = [(0, [Play(card(state.game, "qc"))]), (1, [Draw(), Pass()])]
    assert describer.undo_done(runs, 0) == expected


def test_counts_of_each_kind_in_mau_mau():
    state = position(["qc 8d", "9c 8h"], "kc")
    describer = describer_for(state.game, "de")
    runs = [(0, [Draw(), Pass()]), (1, [Draw(), Pass()]), (0, [Play(card(state.game, "qc"))])]
    assert describer.undo_done(runs, 0) == \
        "Zurückgenommen: eine Karte, 2-mal Ziehen und 2-mal Passen."


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You have played nothing yet to take back."),
    ("de", "Du hast noch nichts gespielt, das du zurücknehmen könntest."),
])
def test_undo_before_the_first_card_speaks_of_playing(lang, said):
    """It said "Du hast noch keinen Zug gemacht, den du zurücknehmen könntest." at a Whist
    table before the listener's first card."""
    console = Console.local(WhistGame(), [HUMAN] + [COMPUTER] * 3, lang=lang, seed=3)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line("undo")] == [said]
