"""A person at a card table asks about another seat's hand ("hand partner", "karten west"):
the answer says that hand is hidden and how many cards it holds, never a card of it.

Play-testing Whist with North and South at one keyboard: South typed "cards partner" and
heard "13 cards: clubs 3, diamonds 2, hearts 4, and spades 4.", South's own hand counted as
if it were North's; "hand north" read South's own cards. In Mau Mau "blatt partner" read the
person's hand where nobody plays with anybody.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.lineup import REGISTRY
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Table, seats_of
from tests.braille_cells import cells
from tests.leak_words import CardWords

SOUTH, NORTH = 2, 0


def _south_at_the_keyboard(lang: str) -> HotSeat:
    """Whist, seed 2, people North and South, the computer East and West: East leads and
    the keyboard passes to South, who confirms."""
    hot = HotSeat(Table(WhistGame(), seats_of(4, [NORTH, SOUTH], 1), seed=2), lang)
    hot.opening()
    while hot.computer_to_move():
        hot.computer_move()
    assert hot.waiting == SOUTH
    hot.handle_line("")
    return hot


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "cards partner", ["North's cards are hidden from you; North holds 13 cards."]),
    ("en", "hand north", ["North's cards are hidden from you; North holds 13 cards."]),
    ("en", "hand of my partner", ["North's cards are hidden from you; North holds 13 cards."]),
    ("en", "cards opponent", ["East's cards are hidden from you; East holds 12 cards.",
                              "West's cards are hidden from you; West holds 13 cards."]),
    ("de", "karten partner", ["Die Karten von Nord siehst du nicht; Nord hat 13 Karten."]),
    ("de", "blatt nord", ["Die Karten von Nord siehst du nicht; Nord hat 13 Karten."]),
    ("de", "blatt von meinem partner",
     ["Die Karten von Nord siehst du nicht; Nord hat 13 Karten."]),
    ("de", "karten ost", ["Die Karten von Ost siehst du nicht; Ost hat 12 Karten."]),
])
def test_another_seats_hand_is_said_to_be_hidden_with_its_count(lang, asked, said):
    hot = _south_at_the_keyboard(lang)
    answer = hot.handle_line(asked)
    assert [m.text for m in answer] == said
    assert all(m.audience == frozenset({SOUTH}) for m in answer)
    words = CardWords(hot.table.game.deck, lang)  # type: ignore[attr-defined]
    assert [named for m in answer for named in words.named(m.text)] == []
    assert all(cells(m.short, lang) <= 80 for m in answer)


@pytest.mark.parametrize(("lang", "asked", "start"), [
    ("en", "hand south", "Your hand: 13 cards."),
    ("en", "cards", "13 cards: "),
    ("de", "blatt süd", "Dein Blatt: 13 Karten."),
    ("de", "karten", "13 Karten: "),
])
def test_the_own_hand_is_still_read(lang, asked, start):
    hot = _south_at_the_keyboard(lang)
    [answer] = hot.handle_line(asked)
    assert answer.text.startswith(start)


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "hand partner", "Mau Mau has no partners: every player plays for themselves."),
    ("de", "blatt partner", "Bei Mau-Mau gibt es keine Partner: Jeder spielt für sich."),
])
def test_a_partner_asked_for_where_nobody_has_one(lang, asked, said):
    hot = HotSeat(Table(REGISTRY.create("mau-mau"), seats_of(4, [0, 1, 2], 1), seed=2), lang)
    hot.opening()
    hot.handle_line("")
    assert [m.text for m in hot.handle_line(asked)] == [said]


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "hand player 3", "Player 3's cards are hidden from you; Player 3 holds 5 cards."),
    ("de", "karten von spieler 3",
     "Die Karten von Spieler 3 siehst du nicht; Spieler 3 hat 5 Karten."),
])
def test_a_numbered_seat_is_named_as_the_table_names_it(lang, asked, said):
    hot = HotSeat(Table(REGISTRY.create("mau-mau"), seats_of(4, [0, 1, 2], 1), seed=2), lang)
    hot.opening()
    hot.handle_line("")  # Player 2
    [answer] = hot.handle_line(asked)
    assert answer.text == said
    assert cells(answer.short, lang) <= 80


@pytest.mark.parametrize(("lang", "asked", "named"), [
    ("en", "help hand", "(hand north, cards partner)"),
    ("de", "hilfe blatt", "(blatt nord, karten partner)"),
])
def test_help_names_the_hand_of_another_seat(lang, asked, named):
    hot = _south_at_the_keyboard(lang)
    assert named in " ".join(m.text for m in hot.handle_line(asked))
