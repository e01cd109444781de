"""Doppelkopf's reservation round as it is said at the table: each seat says healthy or
"reservation" in turn, and which solo or wedding it is is named only when all four have spoken;
a play-tester heard "East: spades solo." before the three others had said a word."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.game import PLAY, DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import (
    ContractChosen,
    Reservation,
    ReservationSaid,
)
from accessible_games.games.cards.doppelkopf.rules import Contract
from accessible_games.lineup import REGISTRY
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hotseat import open_game
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.consoles import seated


@pytest.mark.parametrize(("lang", "healthy", "said", "decided"), [
    ("en", "healthy", "East: reservation.",
     "You say: healthy. East plays a spades solo. East leads."),
    ("de", "gesund", "Ost: Vorbehalt.",
     "Du sagst: gesund. Ost spielt ein Piksolo. Ost spielt aus."),
])
def test_a_solo_said_first_is_named_when_all_have_spoken(lang, healthy, said, decided):
    console = seated("doppelkopf", lang, 3)  # East, first to speak, holds a spades solo
    told = [heard.message.text for heard in console.history]
    assert said in told
    assert not any("solo" in text.casefold() for text in told)
    table = " ".join(message.text for message in console.handle_line("trick"))
    assert said in table and "solo" not in table.casefold()
    assert console.handle_line(healthy)[0].text == decided


@pytest.mark.parametrize(("lang", "solo", "yours"), [
    ("en", "spades solo", "You say: reservation (spades solo)."),
    ("de", "piksolo", "Du sagst: Vorbehalt (Piksolo)."),
])
def test_your_own_reservation_is_said_back_with_its_name(lang, solo, yours):
    game = REGISTRY.create("doppelkopf")
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    assert console.handle_line(solo)[0].text == yours


@pytest.mark.parametrize(("lang", "solo", "decided"), [
    ("en", "queen solo", "You say: reservation (queen solo). East plays a spades solo. "
                         "East speaks before you, and the first solo in seat order is played. "
                         "East leads."),
    ("de", "damensolo", "Du sagst: Vorbehalt (Damensolo). Ost spielt ein Piksolo. Ost ist "
                        "vor dir dran, und gespielt wird das erste Solo in der Sitzfolge. Ost "
                        "spielt aus."),
])
def test_a_solo_that_loses_to_an_earlier_one_is_told_why(lang, solo, decided):
    console = seated("doppelkopf", lang, 3)  # East, first to speak, holds a spades solo
    assert console.handle_line(solo)[0].text == decided


def test_a_wedding_that_loses_to_a_solo_is_told_why():
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase = PLAY
    state.said = [Reservation.WEDDING.value, Reservation.QUEEN_SOLO.value, 0, 0]
    describer = DoppelkopfDescriber(game, "en")
    describer.you = 0
    describer.elsewhere = frozenset({1, 2, 3})  # the computer leads: its card comes next
    chosen = ContractChosen(Contract.QUEEN_SOLO.value, 1, 1)
    assert describer.move_message(state, None, [chosen], 3).text == \
        "East plays a queen solo. A solo goes before your wedding. East leads."


@pytest.mark.parametrize(("lang", "solo", "yours", "public", "recap"), [
    ("en", "queen solo", "You say: reservation (queen solo).", "East: reservation.",
     "Reservations are being asked. East: reservation. South: healthy. West: healthy."),
    ("de", "damen-solo", "Du sagst: Vorbehalt (Damensolo).", "Ost: Vorbehalt.",
     "Die Vorbehalte werden abgefragt. Ost: Vorbehalt. Süd: gesund. West: gesund."),
])
def test_at_a_hot_seat_your_reservation_is_said_to_you_once(lang, solo, yours, public, recap):
    """East at a hot seat heard "East: reservation." and then "You say: reservation (queen
    solo).": their own line comes first, and the table's after it, for everybody once the
    screen has cleared; North hears East's reservation, unnamed, when taking the keyboard."""
    game = REGISTRY.create("doppelkopf")
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2
    hot = open_game(game, seats, lang=lang, seed=5)  # East speaks first
    hot.opening()
    hot.handle_line("")
    said = hot.handle_line(solo)
    while hot.computer_to_move():
        said += hot.computer_move()
    told = [(m.text, m.audience) for m in said]
    assert (yours, frozenset({1})) in told
    assert [who for text, who in told if public in text] == [None]
    assert told.index((yours, frozenset({1}))) < [text for text, _ in told].index(public)
    assert not [text for text, who in told if who is None and "solo" in text.casefold()]
    north = [(m.text, m.audience) for m in hot.handle_line("")]
    assert (recap, frozenset({0})) in north
    assert not [text for text, _ in north if "solo" in text.casefold()]


@pytest.mark.parametrize(("lang", "solo", "healthy", "game"), [
    ("en", "queen solo", "healthy", "The game: a queen solo by you."),
    ("de", "damensolo", "gesund", "Gespielt wird: Damensolo von dir."),
])
def test_the_game_is_told_to_its_soloist_as_theirs(lang, solo, healthy, game):
    """East taking the keyboard to lead their own solo heard "Gespielt wird: Damensolo von
    Ost."."""
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2
    hot = open_game(REGISTRY.create("doppelkopf"), seats, lang=lang, seed=5)
    hot.opening()
    for line in ("", solo, "", healthy):
        hot.handle_line(line)
        while hot.computer_to_move():
            hot.computer_move()
    east = " ".join(m.text for m in hot.handle_line(""))
    assert game in east


@pytest.mark.parametrize(("lang", "words", "why"), [
    ("en", ("", "queen solo", "", "healthy", "", "jack solo", "", "healthy", "", "9c", "",
            "10c"), "East speaks before you, and the first solo in seat order is played."),
    ("de", ("", "damensolo", "", "gesund", "", "bubensolo", "", "gesund", "", "kr9", "",
            "kr10"), "Ost ist vor dir dran, und gespielt wird das erste Solo in der Sitzfolge."),
])
def test_at_a_hot_seat_a_lost_solo_hears_why_alone(lang, words, why):
    """Four people at one keyboard: East and West name solos, East's is played. West never
    heard why their own lost (the line was public, and the public line has no "you"); now
    West hears it at their hand-over, and nobody else does."""
    hot = open_game(REGISTRY.create("doppelkopf"), [Seat(SeatKind.HUMAN)] * 4, lang=lang,
                    seed=5)
    told = hot.opening()
    for line in words:
        told += hot.handle_line(line)
    west = hot.handle_line("")
    assert (why, frozenset({3})) in [(m.text, m.audience) for m in west]
    assert not [m for m in told if why in m.text]


@pytest.mark.parametrize(("lang", "solo", "yours"), [
    ("en", "queen solo", "You are Re and play alone against North, South, and West."),
    ("de", "damensolo", "Du bist Re und spielst allein gegen Nord, Süd und West."),
])
def test_the_soloist_hears_their_solo_played_once(lang, solo, yours):
    """East names a queen solo first and the three others say healthy: East heard "North:
    healthy. You play a queen solo." and at once "You are Re and play alone against North,
    South, and West.", their solo played twice; now once, with whom they play against."""
    game = REGISTRY.create("doppelkopf")
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2
    console = Console.local(game, seats, lang=lang, seed=5)  # East speaks first
    console.opening()
    told = console.handle_line(solo)
    while console.computer_to_move():
        told += console.computer_move()
    texts = [m.text for m in told]
    assert yours in texts
    after_yours = " ".join(texts[texts.index(yours) - 1:texts.index(yours) + 1])
    assert ("You play" if lang == "en" else "Du spielst") not in after_yours


SEAT_ORDER = ([Reservation.HEARTS_SOLO, Reservation.WEDDING, Reservation.QUEEN_SOLO,
               Reservation.HEALTHY], 1, 2, False)
"""East, the dealer, speaks last; South's queen solo, first in seat order, goes before North's
hearts solo (the walk of seed 2 with a random computer)."""
NORTH_LAST = ([Reservation.MEATLESS, Reservation.HEALTHY, Reservation.DIAMONDS_SOLO,
               Reservation.HEALTHY], 0, 2, False)
"""North, the dealer, names a meatless solo last; South's diamonds solo goes before it."""
OVER_WEDDING = ([Reservation.WEDDING, Reservation.HEALTHY, Reservation.DIAMONDS_SOLO,
                 Reservation.QUEEN_SOLO], 3, 2, False)
"""North holds a wedding, South and West solos: South's, first in seat order, is played."""
COMPULSORY = ([Reservation.HEARTS_SOLO, Reservation.HEALTHY, Reservation.HEALTHY,
               Reservation.MEATLESS], 0, 3, True)
"""West's meatless solo is the compulsory solo it owes, before North's hearts solo."""


@pytest.mark.parametrize(("reserved", "lang", "brief", "size", "spoken"), [
    (SEAT_ORDER, "en", "East: reservation. South, before you, plays a queen solo. South leads.",
     73, "East: reservation. South plays a queen solo. South speaks before you, and the first "
         "solo in seat order is played. South leads."),
    (SEAT_ORDER, "de", "Ost: Vorbehalt. Süd, vor dir dran, spielt ein Damensolo. Süd spielt aus.",
     67, "Ost: Vorbehalt. Süd spielt ein Damensolo. Süd ist vor dir dran, und gespielt wird das "
         "erste Solo in der Sitzfolge. Süd spielt aus."),
    (NORTH_LAST, "en", "You: meatless solo. South, before you, plays a diamonds solo. South "
                       "leads.",
     77, "You say: reservation (meatless solo). South plays a diamonds solo. South speaks "
         "before you, and the first solo in seat order is played. South leads."),
    (NORTH_LAST, "de", "Du: Fleischloser. Süd, vor dir dran, spielt ein Karosolo. Süd spielt "
                       "aus.",
     66, "Du sagst: Vorbehalt (Fleischloser). Süd spielt ein Karosolo. Süd ist vor dir dran, "
         "und gespielt wird das erste Solo in der Sitzfolge. Süd spielt aus."),
    (OVER_WEDDING, "en", "West: reservation. South's diamonds solo beats your wedding. South "
                         "leads.",
     76, "West: reservation. South plays a diamonds solo. A solo goes before your wedding. "
         "South leads."),
    (OVER_WEDDING, "de", "West: Vorbehalt. Karosolo von Süd geht deiner Hochzeit vor. Süd "
                         "spielt aus.",
     69, "West: Vorbehalt. Süd spielt ein Karosolo. Ein Solo geht deiner Hochzeit vor. Süd "
         "spielt aus."),
    (COMPULSORY, "en", "You: hearts solo. West plays a meatless solo, compulsory. West leads.",
     72, "You say: reservation (hearts solo). West plays a meatless solo as their compulsory "
         "solo. A compulsory solo goes before your solo. West leads."),
    (COMPULSORY, "de", "Du: Herzsolo. West spielt einen Fleischlosen als Pflichtsolo. West "
                       "spielt aus.",
     68, "Du sagst: Vorbehalt (Herzsolo). West spielt einen Fleischlosen als Pflichtsolo. Ein "
         "Pflichtsolo geht deinem Solo vor. West spielt aus."),
], ids=[f"{case}-{lang}" for case in ("seat-order", "north-last", "over-wedding",
                                      "compulsory") for lang in ("en", "de")])
def test_a_solo_before_your_reservation_is_brailled_with_why_in_one_sentence(
        reserved, lang, brief, size, spoken):
    """"East: reservation. South plays a queen solo, first in seat order. South leads." ran
    to 81 cells (a walk with a random computer, seeds 2 to 4), 85 with a diamonds solo after
    North's own; a solo before North's wedding to 97, a compulsory solo before North's solo
    to 127. The braille line says the solo and why it goes first in one sentence, a
    compulsory solo by that word alone; speech keeps its sentences."""
    said, last, soloist, compulsory = reserved
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase = PLAY
    state.said = [kind.value for kind in said]
    describer = DoppelkopfDescriber(game, lang)
    describer.you = 0
    describer.elsewhere = frozenset({1, 2, 3})  # the computer leads: its card comes next
    events = [ReservationSaid(last, said[last] if last == 0 else None),
              ContractChosen(said[soloist].value, soloist, soloist, compulsory)]
    told = describer.move_message(state, None, events, last)
    assert (told.short, cells(told.short, lang)) == (brief, size)
    assert size <= 2 * DISPLAY_CELLS
    assert told.text == spoken
