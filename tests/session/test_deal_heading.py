"""Each deal after the first begins with its heading ("Deal 2 of 4."): every deal was told
alike ("Cards dealt. Your hand: ..."), and a player could not tell one deal from the next."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind


def whole_game(game_id: str, lang: str, options: dict[str, object],
               until: str | None = None) -> list[Message]:
    """Everything a person in the first seat hears of a game against the computer, playing
    their first legal move each turn (up to the turn after ``until`` is said)."""
    game = REGISTRY.create(game_id, options)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=3)
    heard = list(console.opening())
    while not console.is_over and until not in [m.text for m in heard[:-1]]:
        if console.computer_to_move():
            heard += console.computer_move()
        else:
            heard += console.handle_line(console.observation.legal_moves[0].notation)
    return heard


@pytest.mark.parametrize(("game_id", "lang", "options", "headings", "dealt"), [
    ("mau_mau", "en", {"target": 3, "scoring": "points"}, ["Deal 2 of 3.", "Deal 3 of 3."],
     "Cards dealt."),
    ("mau_mau", "de", {"target": 2}, ["Runde 2."], "Karten ausgeteilt."),
])
def test_each_deal_after_the_first_begins_with_its_heading(game_id, lang, options, headings,
                                                            dealt):
    texts = [m.text for m in whole_game(game_id, lang, options)]
    said = [t for t in texts if t in headings]
    assert said == headings  # none before the first deal, none after the last
    for heading in headings:  # after the last deal's end, right before the new hand
        assert texts[texts.index(heading) + 1].startswith(dealt)


def test_doppelkopf_s_second_deal_begins_with_its_heading():
    """A Doppelkopf deal is a "Spiel" in German, as its end says ("Du verlierst Spiel 1:",
    "Spiel 1 geht an Re:")."""
    texts = [m.text for m in whole_game("doppelkopf", "de", {}, until="Spiel 2 von 4.")]
    at = texts.index("Spiel 2 von 4.")
    assert "Spiel 1:" in texts[at - 1] and texts[at + 1].startswith("Karten ausgeteilt.")


def test_whist_s_deals_are_counted_without_an_end():
    """Whist plays until a side has won its games: "Deal 2.", not "of" a number."""
    texts = [m.text for m in whole_game("whist", "en", {"games": 1}, until="Deal 2.")]
    assert "Deal 2." in texts
    after = texts[texts.index("Deal 2.") - 1]
    assert "win deal 1" in after, after
