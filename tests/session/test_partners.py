"""The opening of a game with fixed partnerships says who plays with whom."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Table
from tests.consoles import seated

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def _opening_texts(session: Console | HotSeat) -> list[str]:
    return [m.text for m in session.opening()]


@pytest.mark.parametrize(("lang", "game", "seat", "expected"), [
    ("en", "whist", 2, "You play with North, against East and West."),
    ("de", "whist", 2, "Du spielst mit Nord gegen Ost und West."),
    ("en", "dog", 1, "You play with West, against North and South."),
    ("de", "rakado-teams", 0, "Du spielst mit Gelb gegen Schwarz und Rot."),
])
def test_a_player_hears_their_partner_after_the_seats(lang, game, seat, expected):
    seats = [COMPUTER] * 4
    seats[seat] = HUMAN
    console = Console.local(REGISTRY.create(game), seats, lang=lang, viewer=seat)
    assert _opening_texts(console)[1] == expected
    # The terminal's console follows the turn: with one person at the table it is theirs.
    console = Console.local(REGISTRY.create(game), seats, lang=lang)
    assert _opening_texts(console)[1] == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Partnerships: North and South against East and West."),
    ("de", "Partnerschaften: Nord und Süd gegen Ost und West."),
])
def test_people_sharing_the_keyboard_hear_both_partnerships(lang, expected):
    hot = HotSeat(Table(REGISTRY.create("whist"), [HUMAN] * 4, 0), lang)
    assert _opening_texts(hot)[1] == expected


def test_a_game_without_fixed_partnerships_says_nothing_of_them():
    console = Console.local(REGISTRY.create("mau-mau"), [HUMAN] + [COMPUTER] * 3, viewer=0)
    assert not any("partner" in text.lower() for text in _opening_texts(console))


@pytest.mark.parametrize(("lang", "game", "expected"), [
    # Play-testing in Dog, "partner" alone was not understood ("Did you mean partei?").
    ("en", "dog", "South: none in the goal; 4 in the kennel; on the track: none."),
    ("de", "dog", "Süd: keine im Ziel; 4 im Zwinger; auf der Bahn: keine."),
    ("en", "whist", "You play with South, against East and West."),
    ("de", "mau_mau", "Bei Mau-Mau gibt es keine Partner: Jeder spielt für sich."),
    ("en", "reversi", "Reversi (Othello) has no partners: every player plays for themselves."),
])
def test_partner_typed_alone_tells_where_the_partner_is(lang, game, expected):
    console = seated(game, lang)
    assert [m.text for m in console.handle_line("partner")] == [expected]
