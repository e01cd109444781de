"""A slip of the keys is asked about ("Did you mean threats?"); yes answers the question."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.table import Table

PEOPLE = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)]


@pytest.mark.parametrize(("lang", "slip", "meant", "yes"), [
    ("en", "thraets", "threats", "yes"),
    ("de", "drohugnen", "drohungen", "ja"),
])
def test_yes_after_did_you_mean_does_what_was_meant(lang, slip, meant, yes):
    """Play-testing Gomoku: "thraets" was asked "Did you mean threats?", and "yes" was told
    "There is no question to answer."."""
    console = Console.local(REGISTRY.create("gomoku"), PEOPLE, lang=lang)
    asked = [m.text for m in console.handle_line(slip)]
    assert meant in asked[0] and asked[0].endswith("?"), asked
    expected = [m.text for m in console.handle_line(meant)]
    console.handle_line(slip)
    assert [m.text for m in console.handle_line(yes)] == expected


@pytest.mark.parametrize(("lang", "yes"), [("en", "yes"), ("de", "ja")])
def test_the_offer_is_for_the_next_line_only(lang, yes):
    """Another line in between (or a second yes) drops the offer: yes is no question's answer
    then."""
    nothing = catalog(lang).text("session.nothing_to_confirm")
    console = Console.local(REGISTRY.create("gomoku"), PEOPLE, lang=lang)
    console.handle_line("thraets")
    console.handle_line("h8")
    assert [m.text for m in console.handle_line(yes)] == [nothing]
    console.handle_line("thraets")
    console.handle_line(yes)
    assert [m.text for m in console.handle_line(yes)] == [nothing]


@pytest.mark.parametrize(("lang", "slip", "yes", "played"), [
    ("en", "kign of clubs", "yes", "You play the king of clubs."),
    ("de", "kruez könig", "ja", "Du spielst Kreuz-König."),
])
def test_yes_after_a_card_name_mended_plays_the_card(lang, slip, yes, played):
    """Play-testing Whist: "kign of spades" was asked "Did you mean king of spades?"; yes
    plays it, as typing the name would."""
    computer = Seat(SeatKind.COMPUTER, 1)
    for seed in range(40):  # a deal where East, the first to lead, holds the king of clubs
        table = Table(WhistGame(), [computer, Seat(SeatKind.HUMAN), computer, computer],
                      seed=seed)
        console = Console(table, 1, lang)
        console.opening()
        if any(console.describer.names.card(c) in ("king of clubs", "Kreuz-König")
               for c in console.state.hands[1]):
            break
    assert [m.text for m in console.handle_line(slip)][0].endswith("?")
    assert played in [m.text for m in console.handle_line(yes)]
