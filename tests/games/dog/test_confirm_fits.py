"""The question before a move that sends the player's own side home fits two windows of a
40-cell display on the braille line, in both languages, however long its move and its risk."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.lineup import describer_for
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

GAME = DogGame()
SEEDS = range(3)
"""Random games in which a joker's way out, a joker's six and a four's way back are warned
about: their questions ran to 90, 86 and 81 cells."""


def _questions(lang: str, seed: int) -> list[str]:
    """The braille questions of every warned move in a random game with ``seed``."""
    describer = describer_for(GAME, lang)
    rng = random.Random(seed)
    state = GAME.new_state(random.Random(seed))
    asked = []
    while not state.is_terminal():
        if state.chance_outcomes():
            state.apply(state.sample_chance(rng))
            continue
        moves = list(state.legal_moves())
        describer.you = state.seat_to_move()
        for move in moves:
            brief = describer.move_warning_brief(state, move)
            if brief is not None:
                asked.append(catalog(lang).text("session.move.confirm.brief", move=brief))
        state.apply(rng.choice(moves))
    return asked


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", SEEDS)
def test_every_question_of_a_game_fits_two_windows(lang, seed):
    asked = _questions(lang, seed)
    assert asked
    too_long = [q for q in asked if cells(q, lang) > 2 * DISPLAY_CELLS]
    assert too_long == []


JOKER_OUT = {
    "en": "Careful: ⠯⠁ out onto 33. To the kennel: North 33. Play anyway? Yes or no?",
    "de": "Vorsicht: ⠯⠁ heraus. In den Zwinger: Nord 33. Trotzdem spielen? Ja oder nein?",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_brought_out_onto_the_partner_s_marble_is_asked_in_two_windows(lang):
    """South, all home, brings North's marble out with the joker as an ace onto North's own
    marble: "Vorsicht: ⠯⠁ als Ass: heraus auf 33. In den Zwinger: Nord 33. Trotzdem spielen?
    Ja oder nein?" took 90 cells (English 88). The way tells what the joker plays as, and in
    German the kennel's list names the start field; speech keeps every word."""
    state = arrange(GAME, {2: [b.goal_place(2, i) for i in range(4)], 0: [0]},
                    {0: ["2c"], 1: ["2d"], 2: ["X", "3c"], 3: ["2s"]}, turn=2)
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    asked, = console.handle_line("joker as ace out" if lang == "en" else "joker als ass raus")
    assert asked.short == JOKER_OUT[lang]
    assert cells(asked.short, lang) <= 2 * DISPLAY_CELLS
    assert ("the red joker as ace: out onto North's start field 33" in asked.text
            or "Joker rot als Ass: heraus auf Startfeld 33 von Nord" in asked.text)


MANY_SENT = {
    "en": ("Careful: ⠯⠁ 2-9. To the kennel: 3, 4, and 5. Play anyway? Yes or no?",
           "Careful: ⠯⠁ 2-9. 4 of yours to the kennel. Play anyway? Yes or no?"),
    "de": ("Vorsicht: ⠯⠁ 2-9. 3 eigene in den Zwinger. Trotzdem spielen? Ja oder nein?",
           "Vorsicht: ⠯⠁ 2-9. 4 eigene in den Zwinger. Trotzdem spielen? Ja oder nein?"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_s_seven_past_the_partner_s_marbles_names_them_as_fits(lang):
    """North's only marble walks seven fields with the joker past three or four of South's:
    the owner left out, then the marbles counted, where "To the kennel: South 3, 4, 5, and 6."
    would pass two windows; the spoken question names every marble."""
    for passed, short in zip(([2, 3, 4], [2, 3, 4, 5]), MANY_SENT[lang]):
        state = arrange(GAME, {0: [1], 2: passed}, {0: ["X"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
        console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0,
                                state=state)
        console.opening()
        asked, = console.handle_line("X 2-9")
        assert asked.short == short and cells(short, lang) <= 2 * DISPLAY_CELLS
        assert ("field 5" if lang == "en" else "Feld 5") in asked.text


WALK_ASKED = {
    "en": "Careful: the red joker as seven: field 2 to field 9 (South's marbles on field 3, "
          "field 4, and field 5 go back to the kennel). Play it anyway? Type yes or no.",
    "de": "Vorsicht: Joker rot als Sieben: Feld 2 nach Feld 9 (die Kugeln von Süd auf Feld 3, "
          "Feld 4 und Feld 5 müssen zurück in den Zwinger). Trotzdem spielen? Tippe ja oder "
          "nein.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_spoken_question_says_the_walk_the_seven_makes(lang):
    """The question said the move as its list names the card ("the red joker as seven to
    split"), while the braille line said the walk ("⠯⠁ 2-9"): now speech says the walk too,
    as a hint says the move."""
    state = arrange(GAME, {0: [1], 2: [2, 3, 4]}, {0: ["X"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    asked, = console.handle_line("X 2-9")
    assert asked.text == WALK_ASKED[lang]
