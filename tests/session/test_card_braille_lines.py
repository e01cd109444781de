"""The questions asked most at the card tables on the braille line: every line within two
windows of a 40-cell display (80 cells), the facts of the spoken answer in fewer cells, a
longer answer going on in lines of its own that speech does not repeat.

A deafblind player asked "board" at Mau Mau's table and read 170 cells ("On the pile: the
jack of diamonds. Wished suit: clubs. 17 cards in the talon. Cards in hand: you have 2,
Player 2 has 4, ..."); Whist's table took 129 and its score 121 ("Points towards the game:
North and South 0, ..."), Doppelkopf's table 154, a refusal of "pieces" 85, Dog's "trick"
112."""

from __future__ import annotations

import random

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells

ASKED = {
    "en": ("board", "details", "score", "status", "pieces", "pieces opponent", "look",
           "captures", "row", "threats", "trick", "last trick", "voids", "out", "parties",
           "card points", "announcements", "who won", "since"),
    "de": ("brett", "besonderes", "punkte", "stand", "figuren", "figuren gegner", "schau",
           "schlagen", "reihe", "drohungen", "stich", "letzter stich", "frei", "draußen",
           "parteien", "augen", "ansagen", "wer hat gewonnen", "seit"),
}
"""The questions, in each language's words (the German "stand" is the status)."""

TABLES = [("mau-mau", {}), ("mau-mau", {"scoring": "points"}), ("mau-mau", {"players": 3}),
          ("whist", {}), ("doppelkopf", {}), ("dog", {})]

ASKED_AT = (0, 5, 12, 24)
"""The person's own turns before which every question is asked (the first deal's start, its
middle and later: tricks taken, a score sheet, announcements, Mau Mau's voids)."""


def _console(game_id: str, options: dict[str, object], lang: str, seed: int) -> Console:
    game = REGISTRY.create(game_id, options)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=seed)
    console.opening()
    return console


def _long_lines(console: Console, lang: str) -> list[tuple[str, int, str]]:
    """Every braille line of the answers longer than two windows, with its question."""
    return [(asked, cells(message.short, lang), message.short)
            for asked in ASKED[lang] for message in console.handle_line(asked)
            if cells(message.short, lang) > 80]


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_the_answers_at_a_card_table_fit_two_windows(game_id, options, lang, seed):
    console = _console(game_id, options, lang, seed)
    choose = random.Random(seed)
    long: list[tuple[str, int, str]] = []
    for turn in range(ASKED_AT[-1] + 1):
        while console.computer_to_move():
            console.computer_move()
        if console.is_over:
            break
        if turn in ASKED_AT:
            long += _long_lines(console, lang)
        console.handle_line(choose.choice(console.state.legal_moves()).notation)
    long += _long_lines(console, lang)
    assert long == []


def _briefs(game_id: str, lang: str, asked: str) -> list[str]:
    console = _console(game_id, {}, lang, 1)
    while console.computer_to_move():
        console.computer_move()
    return [message.short for message in console.handle_line(asked)]


@pytest.mark.parametrize(("game_id", "lang", "asked", "shown"), [
    ("mau-mau", "en", "board", ["Pile ⠚⠎, wish hearts. Talon 11, hands: you 5, 4, 4, 4."]),
    ("mau-mau", "de", "brett", ["Stapel ⠚⠎, Wunsch Herz. Talon 11, Hände: du 5, 4, 4, 4."]),
    ("mau-mau", "en", "details", ["Pile ⠚⠎, wish hearts. Talon 11, hands: you 5, 4, 4, 4.",
                                  "Deals won: you 0, 0, 0, 0. First to 1 wins."]),
    ("mau-mau", "de", "besonderes", ["Stapel ⠚⠎, Wunsch Herz. Talon 11, Hände: du 5, 4, 4, 4.",
                                     "Gewonnene Runden: du 0, 0, 0, 0. Ziel: 1."]),
    ("whist", "en", "board", ["Trumps: diamonds. On the table: E ⠁⠉, S ⠉⠉, W ⠉⠎. E ahead.",
                              "Points: NS 0, EW 0. Games: NS 0, EW 0."]),
    ("whist", "de", "brett", ["Trumpf: Karo. Im Stich: O ⠁⠉, S ⠉⠉, W ⠉⠎. Vorn: O.",
                              "Punkte: NS 0, OW 0. Partien: NS 0, OW 0."]),
    ("whist", "en", "score", ["Points: NS 0, EW 0. Games: NS 0, EW 0."]),
    ("whist", "de", "punkte", ["Punkte: NS 0, OW 0. Partien: NS 0, OW 0."]),
    ("doppelkopf", "en", "board", ["Said: E healthy, S healthy, W healthy.",
                                   "Totals: you 0, E 0, S 0, W 0."]),
    ("doppelkopf", "de", "brett", ["Angesagt: O gesund, S gesund, W gesund.",
                                   "Stand: du 0, O 0, S 0, W 0."]),
    ("doppelkopf", "en", "pieces",
     ["No board: hand reads your cards, board reads them with the table."]),
    ("doppelkopf", "de", "figuren",
     ["Kein Brett: karten zählt dein Blatt, brett liest es mit dem Tisch."]),
    ("dog", "en", "trick",
     ["No tricks, no pile: cards move marbles. Type last for the last card."]),
    ("dog", "de", "stich",
     ["Weder Stiche noch Stapel: Karten ziehen Kugeln. letzter: die letzte Karte."]),
    ("dog", "en", "voids", ["Nobody follows suit: no voids. In hand: you 6, E 6, S 6, W 6."]),
    ("dog", "de", "frei", ["Niemand bedient Farbe: keiner frei. Auf der Hand: du 6, O 6, S 6, "
                           "W 6."]),
])
def test_the_braille_lines_say_the_facts_in_few_cells(game_id, lang, asked, shown):
    """The board (after the hand), the details, the score sheet and the refusals at the start
    of seed 1's first deal, brailled: the cards in their code, the seats and partnerships by
    their initials."""
    said = _briefs(game_id, lang, asked)
    if asked in ("board", "brett"):
        said = said[1:]  # the hand comes first, in its code already
    assert said == shown


@pytest.mark.parametrize(("lang", "spoken"), [
    ("en", "Points towards the game: North and South 0, East and West 0. Games won: North and "
           "South 0, East and West 0."),
    ("de", "Punkte zur Partie: Nord und Süd 0, Ost und West 0. Gewonnene Partien: Nord und Süd "
           "0, Ost und West 0."),
])
def test_the_spoken_sheet_keeps_its_words(lang, spoken):
    """Only the braille line is shorter: speech names the partnerships as before."""
    console = _console("whist", {}, lang, 1)
    assert [m.text for m in console.handle_line("score" if lang == "en" else "punkte")] \
        == [spoken]


@pytest.mark.parametrize(("lang", "asked", "lines"), [
    ("en", "moves", ["You can play the queen of diamonds, the queen of diamonds with Mau,",
                     "the jack of spades wishing any suit,",
                     "or the jack of spades wishing any suit with Mau."]),
    ("de", "züge", ["Du kannst Karo-Dame, Karo-Dame mit Mau,",
                    "Pik-Bube mit beliebigem Wunsch oder Pik-Bube mit beliebigem Wunsch mit "
                    "Mau spielen."]),
])
def test_a_long_list_of_one_s_cards_goes_on_in_lines(lang, asked, lines):
    """Mau Mau's "moves" with a jack (any wish) and calls of Mau brailled 156 cells on one
    line; it goes on in lines of two windows, spoken once."""
    console = _console("mau-mau", {"players": 3, "target": 2}, lang, 3)
    choose = random.Random(3)
    for _ in range(20):
        while console.computer_to_move():
            console.computer_move()
        console.handle_line(choose.choice(console.state.legal_moves()).notation)
    while console.computer_to_move():
        console.computer_move()
    said = console.handle_line(asked)
    assert [m.short for m in said] == lines
    assert [m.text for m in said][1:] == [""] * (len(lines) - 1)
