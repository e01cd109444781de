"""The answers to the typed questions at a Dog table (status, threats, score, hint, why)
fit two windows of a 40-cell display on the braille line, in both languages; speech keeps
the sentences."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

WORDS = {"en": {"status": "status", "threats": "threats", "score": "score", "hint": "hint",
                "why": "why"},
         "de": {"status": "stand", "threats": "gefahr", "score": "punkte", "hint": "tipp",
                "why": "warum"}}


def _console(lang: str, marbles: dict[int, list[int]], hands: dict[int, list[str]],
             turn: int = 0) -> Console:
    game = DogGame()
    state = arrange(game, marbles, hands, turn=turn)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, state=state)
    console.opening()
    return console


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["North, your turn. In hand: you 2, E 1, S 1, W 1.",
            "Goal: NS 4, EW 0. Round 1, 6 cards each. You move South's marbles."]),
    ("de", ["Nord, du bist am Zug. Auf der Hand: du 2, O 1, S 1, W 1.",
            "Im Ziel: NS 4, OW 0. Runde 1, je 6 Karten. Du ziehst die Kugeln von Süd."]),
])
def test_the_status_is_two_braille_lines_the_turn_with_the_hands(lang, shown):
    """"North, your turn. In hand: you 5, E 0, S 5, W 5. Goal: NS 0, EW 0. Round 1, 6 cards
    each." was one line of 110 cells (German 104), and with the partner's marbles to move
    ("All your marbles are in the goal: you move South's marbles.") longer still; the turn
    and the hands are a line, the goal, the round and whose marbles the player moves the
    next."""
    console = _console(lang, {0: [b.goal_place(0, i) for i in range(4)], 2: [40]},
                       {0: ["3s", "4s"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    answer = console.handle_line(WORDS[lang]["status"])
    assert [m.short for m in answer] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    assert ("All your marbles are in the goal" if lang == "en"
            else "Alle deine Kugeln sind im Ziel") in answer[1].text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["Danger on 8: West, 13 behind, hits yours with king or joker.",
            "Danger on 37: East, 5 behind, hits South's with five, seven or joker."]),
    ("de", ["Gefahr auf 8: West, 13 dahinter, schlägt deine mit König oder Joker.",
            "Gefahr auf 37: Ost, 5 dahinter, schlägt die von Süd mit Fünf, Sieben oder "
            "Joker."]),
])
def test_threats_are_brailled_by_number_and_rank(lang, shown):
    """"Danger on field 8: West's marble stands 13 fields behind, and a king or a joker would
    send yours back to the kennel." ran to 120 cells (German 112), with a start field and
    three cards to 145; the braille line says the place by its number, the seat by name and
    the cards by rank, and speech the sentence."""
    console = _console(lang, {0: [7], 2: [36], 3: [58], 1: [31]},
                       {0: ["3s"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    answer = console.handle_line(WORDS[lang]["threats"])
    assert [m.short for m in answer] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    assert ("would send yours back to the kennel" if lang == "en"
            else "schlägt sie deine") in answer[0].text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "Goal: NS 2 of 8, EW 3 of 8. EW lead."),
    ("de", "Im Ziel: NS 2 von 8, OW 3 von 8. OW führen."),
])
def test_the_score_is_brailled_by_the_partnerships_initials(lang, shown):
    """"Marbles in the goal: North and South 2 of 8, East and West 3 of 8. East and West
    lead." ran to 97 cells; speech keeps the names."""
    console = _console(lang, {0: [b.goal_place(0, 3)], 2: [b.goal_place(2, 3), 40],
                              1: [b.goal_place(1, 3), b.goal_place(1, 2)],
                              3: [b.goal_place(3, 3)]},
                       {0: ["3s"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    answer, = console.handle_line(WORDS[lang]["score"])
    assert answer.short == shown
    assert ("East and West lead." if lang == "en" else "Ost und West führen.") in answer.text


@pytest.mark.parametrize(("lang", "hint", "only"), [
    ("en", "Hint: ⠊⠉ 41-50.", "Only choice: ⠃⠓ goal 1-goal 3."),
    ("de", "Tipp: ⠊⠉ 41-50.", "Einzige Wahl: ⠃⠓ Ziel 1-Ziel 3."),
])
def test_a_hint_and_the_only_choice_are_brailled_as_typed(lang, hint, only):
    """"The computer suggests a move. The nine of clubs: your start field 1 to field 10."
    ran to 84 cells, and "You have only one choice. The two of hearts: your goal field 1 to
    your goal field 3." (which "why" says again) to 88; the braille line gives the card in
    its code and the way in field numbers, and speech the sentence."""
    console = _console(lang, {0: [0, 40]}, {0: ["9c"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    answer, = console.handle_line(WORDS[lang]["hint"])
    assert answer.short == hint
    assert ("The nine of clubs: field 41 to field 50." if lang == "en"
            else "Kreuz-Neun: Feld 41 nach Feld 50.") in answer.text
    console = _console(lang, {0: [b.goal_place(0, 0)]},
                       {0: ["2h"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    said = [console.handle_line(WORDS[lang][word])[0] for word in ("hint", "why")]
    assert [m.short for m in said] == [only, only]
    assert said[1].text.startswith("You have only one choice." if lang == "en"
                                   else "Du hast nur eine Wahl.")


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "South: goal 3; track: 21 (13 left), 22 (12), 33 (protected)."),
    ("de", "Süd: Ziel 3; Bahn: 21 (noch 13), 22 (12), 33 (geschützt)."),
])
def test_a_seat_with_marbles_near_its_goal_fits_two_windows(lang, shown):
    """"South: goal 3; track: 21 (goal in 13), 22 (goal in 12), 33 (protected)." ran to 84
    cells: the fields left to the goal are said in fewer cells."""
    game = DogGame()
    state = arrange(game, {2: [b.goal_place(2, 2), 20, 21, 32]},
                    {0: ["3s"], 1: ["3c"], 2: ["3d"], 3: ["3h"]}, fresh=(0, 0, 1, 0))
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, state=state)
    lines = [m.short for m in console.handle_line("board" if lang == "en" else "brett")]
    assert lines[3] == shown
    assert cells(shown, lang) <= 2 * DISPLAY_CELLS
