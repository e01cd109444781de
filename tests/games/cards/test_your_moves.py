""""moves" at the person's own turn at a card table: the cards they can play, said as a player
hears it at the table, and what else they may do (draw, a reservation, an announcement)."""

from __future__ import annotations

import pytest

from tests.consoles import seated


def _moves(game_id: str, lang: str, seed: int) -> list[str]:
    console = seated(game_id, lang, seed)
    return [m.text for m in console.handle_line("moves" if lang == "en" else "züge")]


@pytest.mark.parametrize(("lang", "seed", "expected"), [
    ("en", 3, "You can play the nine of diamonds or the queen of diamonds."),
    ("de", 3, "Du kannst Karo-Neun oder Karo-Dame spielen."),
    ("en", 2, "You can only play the six of clubs."),
    ("de", 2, "Du kannst nur Kreuz-Sechs spielen."),
])
def test_whist_names_the_cards_you_can_play(lang, seed, expected):
    """A play-tester heard "Süd: 2 Züge: Kreuz-Sechs oder Kreuz-Bube.": their own seat named
    and cards called moves, where a card player expects "Du kannst ... spielen"."""
    assert _moves("whist", lang, seed) == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Your only move: draw."),
    ("de", "Dir bleibt nur: ziehen."),
])
def test_mau_mau_without_a_card_to_play_says_what_is_left(lang, expected):
    assert _moves("mau-mau", lang, 3) == [expected]


@pytest.mark.parametrize(("lang", "reserve", "play"), [
    ("en", "You can choose: healthy, queen solo, jack solo, clubs solo, spades solo, hearts solo, "
           "diamonds solo, or meatless solo.",
     "You can play the king of hearts or the nine of hearts. Announcements open to you: "
     "Re, no 90, no 60, no 30, or schwarz."),
    ("de", "Du kannst wählen: gesund, Damensolo, Bubensolo, Kreuzsolo, Piksolo, Herzsolo, "
           "Karosolo oder Fleischloser.",
     "Du kannst Herz-König oder Herz-Neun spielen. Mögliche Ansagen: Re, keine 90, "
     "keine 60, keine 30 oder schwarz."),
])
def test_doppelkopf_says_the_announcements_apart_from_the_cards(lang, reserve, play):
    """The announcements ("keine 90, keine 60, keine 30 oder schwarz") stay understandable
    after the cards: named as announcements in a sentence of their own, each by its name
    alone (a play-tester heard "Mögliche Ansagen: Kontra ansagen, keine 90", the
    announcing said twice)."""
    console = seated("doppelkopf", lang, 2)
    word = "moves" if lang == "en" else "züge"
    assert [m.text for m in console.handle_line(word)] == [reserve]
    console.handle_line(console.observation.legal_moves[0].notation)  # healthy
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line(word)] == [play]


@pytest.mark.parametrize(("lang", "play", "expected"), [
    ("en", "jack of clubs",
     "You can play any of your 11 cards. Announcements open to you: Re, no 90, no "
     "60, no 30, or schwarz."),
    ("de", "kreuz-bube",
     "Du kannst jede deiner 11 Karten spielen. Mögliche Ansagen: Re, keine 90, keine "
     "60, keine 30 oder schwarz."),
])
def test_doppelkopf_twin_cards_keep_the_list_of_a_players_moves(lang, play, expected):
    """At the lead with two equal cards and every announcement open (16 moves), a play-tester
    heard "North: 15 moves: the ten of hearts, ..., announce Re, no 90, ..." instead of the
    table's words: the twin cards were taken for one card with several moves."""
    console = seated("doppelkopf", lang, 5)
    console.handle_line("healthy" if lang == "en" else "gesund")
    while console.computer_to_move():
        console.computer_move()
    console.handle_line(play)  # wins the wedding's first trick, and the lead
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line("moves" if lang == "en" else "züge")] == \
        [expected]
