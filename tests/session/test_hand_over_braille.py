"""At a hot seat the opening and every hand-over fit two 40-cell windows on the braille line.

Play-testing with three people and the computer: the opening's braille line ran to 86 to 90
cells ("Doppelkopf: North, East, and South at this keyboard; the computer plays at level
1."), Doppelkopf's hand-over during the reservations to 83 ("Reservations are being asked.
East: healthy. South: reservation. West: healthy.") and in a solo, with two cards that did
not follow, to 94 ("A hearts solo by N. E ⠊⠙, S ⠟⠓ (trumped, no diamonds), W ⠚⠓
(trumped, no diamonds).").
"""

from __future__ import annotations

import random

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Table, seats_of
from tests.braille_cells import cells


def _too_long(messages, lang):
    return [(cells(m.short, lang), m.short) for m in messages if cells(m.short, lang) > 80]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["mau-mau", "whist", "doppelkopf", "dog"])
def test_the_opening_of_three_people_and_the_computer_fits(game_id, lang):
    game = REGISTRY.create(game_id)
    hot = HotSeat(Table(game, seats_of(game.num_players, [0, 1, 2], 1), seed=0), lang)
    said = hot.opening()
    assert _too_long(said, lang) == []
    # The seats' names where they fit ("Whist: Nord, Ost und Süd an dieser Tastatur; ..."),
    # else how many people share the keyboard.
    brief = said[0].short
    assert ("Süd" in brief or "South" in brief or "Spieler 3" in brief
            or " 3 players " in brief or " 3 Spieler " in brief), brief


@pytest.mark.parametrize(("lang", "seed"), [("en", 0), ("en", 2), ("de", 0)])
def test_every_doppelkopf_hand_over_fits(lang, seed):
    hot = HotSeat(Table(REGISTRY.create("doppelkopf"), seats_of(4, [0, 1, 2], 1), seed=seed),
                  lang)
    hot.opening()
    rng = random.Random(seed)
    long: list = []
    hand_overs = 0
    while not hot.table.is_over:
        if hot.computer_to_move():
            hot.computer_move()
        elif hot.waiting is not None:
            long += _too_long(hot.handle_line(""), lang)
            hand_overs += 1
        else:
            hot.handle_line(rng.choice(hot.shown.observation.legal_moves).notation)
    assert hand_overs > 40
    assert long == []
