"""Switching language or verbosity at a hot seat: the whole table switches, the hand-over's
words and the seats' own names with the language; names people typed stay theirs."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import UnknownLanguageError
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hotseat import HotSeat, open_game

PEOPLE = [Seat(SeatKind.HUMAN)] * 3 + [Seat(SeatKind.COMPUTER, 1)]


def _hot_seat(lang: str) -> HotSeat:
    hot = open_game(REGISTRY.create("mau_mau"), PEOPLE, lang=lang, seed=1)
    assert isinstance(hot, HotSeat)
    hot.opening()
    return hot


@pytest.mark.parametrize(("start", "lang", "waiting", "passing"), [
    ("en", "de", "Es wird auf Spieler 2 gewartet. Spieler 2, drücke Eingabe, wenn nur du "
                 "zuhörst.",
     "Weitergeben an Spieler 2. Spieler 2, drücke Eingabe, wenn nur du zuhörst."),
    ("de", "en", "Waiting for Player 2. Player 2, press Enter when only you are listening.",
     "Pass to Player 2. Player 2, press Enter when only you are listening."),
])
def test_the_hand_over_follows_a_language_switch(start, lang, waiting, passing):
    """Play-testing a Mau Mau hot seat: after a switch to German the hand-over said "Es wird
    auf Player 4 gewartet. Player 4, drücke Eingabe, wenn nur du zuhörst.": only the console
    shown switched, the hand-over's words kept the first language and the names another. Every
    console switches now, and the seat's name is the new language's."""
    hot = _hot_seat(start)
    hot.set_language(lang)
    answer, = hot.handle_line("x")
    assert answer.text == waiting
    assert hot.hand_over_text() == passing
    hot.handle_line("")  # Player 2 takes the keyboard: their own console speaks it too
    assert hot.lang == lang and hot.public.lang == lang
    assert all(console.lang == lang for console in hot.consoles.values())


def test_an_unknown_language_leaves_the_whole_table_as_it_was():
    hot = _hot_seat("en")
    with pytest.raises(UnknownLanguageError):
        hot.set_language("fr")
    assert hot.hand_over_text() == ("Pass to Player 2. Player 2, press Enter when only you "
                                    "are listening.")
    assert {console.lang for console in (hot.public, *hot.consoles.values())} == {"en"}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_a_person_typed_stays_after_a_language_switch(lang):
    """At an online table the seats are named by their people ("anna"): switching language
    made them "Spieler 2" again. A seat without a person's name follows the language."""
    console = Console.local(REGISTRY.create("mau_mau"), [Seat(SeatKind.HUMAN)] * 4,
                            lang="de" if lang == "en" else "en", seed=1)
    console.describer.people = {1: "anna"}
    console.set_language(lang)
    assert console.describer.player(1) == "anna"
    assert console.describer.player(2) == ("Spieler 3" if lang == "de" else "Player 3")


@pytest.mark.parametrize("verbosity", ["brief", "verbose"])
def test_a_verbosity_chosen_at_a_hot_seat_holds_for_the_whole_table(verbosity):
    """Only the console shown took a new verbosity: the next person's console and the one
    everybody hears went on at the old one."""
    hot = _hot_seat("en")
    hot.handle_line("")  # Player 1 takes the keyboard: their console is the one shown
    hot.set_verbosity(verbosity)
    consoles = (hot.public, *hot.consoles.values())
    assert {console.describer.verbosity.value for console in consoles} == {verbosity}
