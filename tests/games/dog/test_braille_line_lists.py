"""Dog's lists of moves on the braille line, for a deafblind player: every line within two
windows of a 40-cell display (80 cells).

A seven that passed a marble listed its steps on one line of 244 cells in German, "die Kugel
von Ost auf 13 muss zurück in den Zwinger" after each of them, and a hand of cards whose ways
sent marbles home ran to 186 cells ("⠙⠙: 27-31 (South's marble on 31 goes back to the
kennel) or 27<23. ..."). The marbles sent home are now named in a few words ("(East 63 to the
kennel)"), once for the steps next to each other that send them, and a list longer than a line
goes on in lines of its own after the count, which speech does not repeat."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells

MOVES = {"en": "moves", "de": "züge"}

SEATS = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3


def _long(said, lang: str, asked: str) -> list[tuple[str, int, str]]:
    return [(asked, cells(m.short, lang), m.short) for m in said if cells(m.short, lang) > 80]


@pytest.mark.parametrize("seed", [9, 12, 22])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_list_of_moves_fits_two_windows(lang, seed):
    """Seeds whose lists ran to 278, 410 and 340 cells: "moves" before each of the person's
    moves, while a seven is being split too."""
    console = Console.local(DogGame(), SEATS, lang=lang, seed=seed)
    console.opening()
    choose = random.Random(seed)
    long: list[tuple[str, int, str]] = []
    for _ in range(60):
        while console.computer_to_move():
            console.computer_move()
        if console.is_over:
            break
        long += _long(console.handle_line(MOVES[lang]), lang, MOVES[lang])
        console.handle_line(choose.choice(console.state.legal_moves()).notation)
    assert long == []


SEVEN_PAST_A_MARBLE = {
    "en": ["North: 10 moves.", "61 to 62 or (63, 64, 1, 2 through 4,",
           "goal 1 through 3) (East 63 to the kennel)."],
    "de": ["Nord: 10 Züge.", "61 nach 62 oder (63, 64, 1, 2 bis 4,",
           "Ziel 1 bis 3) (Ost 63 in den Zwinger)."],
}
"""It was one line of 408 cells (German 402), the bracket after seven of the ten steps."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_steps_name_the_marble_sent_home_once(lang):
    state = arrange(DogGame(), {0: [60], 1: [62]},
                    {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(DogGame(), [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0,
                            state=state)
    console.opening()
    console.handle_line("7c")
    said = console.handle_line(MOVES[lang])
    assert [m.short for m in said] == SEVEN_PAST_A_MARBLE[lang]
    assert said[0].text.startswith(SEVEN_PAST_A_MARBLE[lang][0].removesuffix("."))
    assert [m.text for m in said[1:]] == ["", ""]


CARDS_SENDING_HOME = {
    "en": ["North: 9 moves.", "⠃⠉: 27-29. ⠙⠉: 27-31 (South 31 to the kennel) or 27<23.",
           "⠟⠎: 27-39 (East 39 to the kennel).",
           "⠅⠓: out onto 1 or 27-40. ⠁⠉: out onto 1, 27-28, or 27-38."],
    "de": ["Nord: 9 Züge.", "⠃⠉: 27-29. ⠙⠉: 27-31 (Süd 31 in den Zwinger) oder 27<23.",
           "⠟⠎: 27-39 (Ost 39 in den Zwinger). ⠅⠓: heraus auf 1 oder 27-40.",
           "⠁⠉: heraus auf 1, 27-28 oder 27-38."],
}
"""One line of 239 cells (German 246): "⠙⠉: 27-31 (South's marble on 31 goes back to the
kennel) ..."."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_cards_ways_go_on_in_lines(lang):
    state = arrange(DogGame(), {0: [26], 1: [38], 2: [30]},
                    {0: ["Qs", "4c", "Kh", "Ac", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(DogGame(), [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0,
                            state=state)
    console.opening()
    said = console.handle_line(MOVES[lang])
    assert [m.short for m in said] == CARDS_SENDING_HOME[lang]
    assert "(South's marble on field 31 goes back to the kennel)" in said[0].text \
        or "(die Kugel von Süd auf Feld 31 muss zurück in den Zwinger)" in said[0].text
    assert [m.text for m in said[1:]] == ["", "", ""]


ASKED = {"en": ("moves", "last", "since"), "de": ("züge", "letzter", "seit")}


@pytest.mark.parametrize("seed", [12, 17, 24])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_move_told_and_retold_fits_two_windows(lang, seed):
    """Each move as it is told (the computer's and the person's own), and "last" and "since"
    before each of the person's moves: a computer's seven that sent marbles home took 81, 88
    and 99 cells."""
    console = Console.local(DogGame(), SEATS, lang=lang, seed=seed)
    long = _long(console.opening(), lang, "opening")
    choose = random.Random(seed)
    for _ in range(60):
        while console.computer_to_move():
            long += _long(console.computer_move(), lang, "told")
        if console.is_over:
            break
        for asked in ASKED[lang]:
            long += _long(console.handle_line(asked), lang, asked)
        move = choose.choice(console.state.legal_moves()).notation
        long += _long(console.handle_line(move), lang, move)
    assert long == []


SEVEN_SENDING_THREE_HOME = {
    "en": ["West: joker as seven, 44 to goal 2.",
           "To the kennel: South 45 and 47, you 48. West: 2 home."],
    "de": ["West: Joker als Sieben, 44 nach Ziel 2.",
           "In den Zwinger: Süd 45 und 47, du 48. West: 2 im Ziel."],
}
"""One line of 99 cells (German 94)."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_long_move_goes_on_after_its_sentence(lang):
    """Seed 17's West plays a joker as seven that sends three marbles home: told in two
    lines, the second after a sentence, spoken once by the first."""
    console = Console.local(DogGame(), SEATS, lang=lang, seed=17)
    console.opening()
    choose = random.Random(17)
    first, _ = lines = SEVEN_SENDING_THREE_HOME[lang]
    for _ in range(60):
        while console.computer_to_move():
            said = console.computer_move()
            shown = [m.short for m in said]
            if first in shown:
                at = shown.index(first)
                assert shown[at:at + 2] == lines
                assert said[at].text.startswith("West") and said[at + 1].text == ""
                return
        console.handle_line(choose.choice(console.state.legal_moves()).notation)
    pytest.fail("West's seven was not told")
