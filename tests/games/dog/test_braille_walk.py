"""Every braille line a player at a Dog table reads as the game goes (the others' cards,
their sevens, the exchange, the rounds, the player's own moves) fits two windows of a 40-cell
display (80 cells), in both languages, over whole seeded games. A computer's split seven
ran to 153 cells ("West: seven of clubs, 47 to 49, goal 1 to goal 2, 49 to goal 1, ...")."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

QUESTIONS = {"en": ("status", "threats", "score", "hint", "why", "board"),
             "de": ("stand", "gefahr", "punkte", "tipp", "warum", "brett")}
"""What North asks before each move of theirs in the walk: the typed questions."""


def _heard(lang: str, seed: int, ask: bool = False) -> list[Message]:
    """What North, the person, hears over a whole game, playing a random legal move (and
    yes to a question before one) against three computers; ``ask``: asking the
    :data:`QUESTIONS` before each move too."""
    console = Console.local(DogGame(), [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=seed)
    heard = list(console.opening())
    rng = random.Random(seed)
    for _ in range(600):
        if console.table.is_over:
            break
        if console.computer_to_move():
            heard += console.computer_move()
            continue
        for question in QUESTIONS[lang] if ask else ():
            heard += console.handle_line(question)
        heard += console.handle_line(rng.choice(console.state.legal_moves()).notation)
        if console.confirming is not None:
            heard += console.handle_line("yes" if lang == "en" else "ja")
    return heard


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_every_braille_line_of_a_seeded_game_fits_two_windows(lang, seed):
    """Over whole games, North asking status, threats, score, hint, why and board before
    each move of theirs: the status ran to 110 cells, a threat to 145, the score to 97, a
    hint to 96 and a move line to 97."""
    long = [(cells(line, lang), line) for m in _heard(lang, seed, ask=True)
            for line in m.short.split("\n") if cells(line, lang) > 2 * DISPLAY_CELLS]
    assert long == []


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "West: seven, 47-goal 2, goal 1-3, goal 3-4."),
    ("de", "West: Sieben, 47-Ziel 2, Ziel 1-3, Ziel 3-4."),
])
def test_a_split_seven_is_brailled_by_each_marble_s_way(lang, brief):
    """West's seven in six steps of three marbles: each marble once, from where it stood to
    where it ends."""
    said = [m.short for m in _heard(lang, 1) if m.short.startswith(brief)]
    assert said, brief


BOARD = {
    "en": ["North: track: 1 (protected), 51, 56 (10 left), 61 (5).",
           "East: track: 4, 9 (9 left), 13 (5), 17 (protected).",
           "South: goal 1, 2, 3; track: 32 (2 left).", "West: kennel 4."],
    "de": ["Nord: Bahn: 1 (geschützt), 51, 56 (noch 10), 61 (5).",
           "Ost: Bahn: 4, 9 (noch 9), 13 (5), 17 (geschützt).",
           "Süd: Ziel 1, 2, 3; Bahn: 32 (noch 2).", "West: Zwinger 4."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_board_is_brailled_a_seat_a_line_in_few_words(lang):
    """"North: none in the goal; none in the kennel; on the track: your start field 1
    (protected), field 51, field 56 (10 fields to the goal), and field 61 (5 fields to the
    goal)." ran to three windows; the braille line leaves out what is empty and says places
    by number."""
    from accessible_games.games.cards.dog import board as b
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    lane = [b.goal_place(2, i) for i in range(3)]
    state = arrange(game, {0: [0, 50, 55, 60], 1: [16, 3, 8, 12], 2: [*lane, 31]},
                    {0: ["4d"], 1: ["2d"], 2: ["2h"], 3: ["2s"]}, fresh=(1, 1, 0, 0))
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, state=state)
    lines = [m.short for m in console.handle_line("board" if lang == "en" else "brett")][1:]
    assert lines == BOARD[lang]
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in lines)


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "North: track: 53 (13 left), 54 (12), 55 (11), 56 (10)."),
    ("de", "Nord: Bahn: 53 (noch 13), 54 (12), 55 (11), 56 (10)."),
])
def test_four_marbles_near_the_goal_fit_one_board_line(lang, line):
    """"North: track: 53 (13 left), 54 (12 left), 55 (11 left), 56 (10 left)." ran to 86
    cells: the fields to the goal are worded once, then counted in brackets."""
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    state = arrange(game, {0: [52, 53, 54, 55]}, {0: ["4d"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, state=state)
    said = console.handle_line("board" if lang == "en" else "brett")
    assert said[1].short == line
    assert cells(line, lang) <= 2 * DISPLAY_CELLS
    # Speech names the fields to the goal at each marble.
    assert said[1].text.count("goal" if lang == "en" else "Ziel") >= 4
