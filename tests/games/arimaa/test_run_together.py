"""Arimaa: a step typed as two squares run together ("e2e3"), as chess players type."""

from __future__ import annotations

import pytest

from accessible_games.games.arimaa import ArimaaGame
from tests.consoles import people_at

POSITION = "7r/8/8/3r4/3Ec3/8/8/R7 g 0"
"""Gold's elephant on d4 beside Silver's rabbit on d5 and cat on e4; Gold's rabbit on a1."""


def test_squares_run_together_name_the_step_the_spaced_squares_name():
    state = ArimaaGame().parse_position(POSITION)
    assert state.parse_move("a1a2") == state.parse_move("a1 a2")
    assert state.parse_move("A1A2").notation == "Ra1n"


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "a1a2", "You move the rabbit from a1 to a2. 3 steps left."),
    ("de", "a1a2", "Du ziehst das Kaninchen von a1 nach a2. Noch 3 Schritte."),
    ("en", "a1a3", "The rabbit on a1 cannot reach a3 in one step: a step goes only to a "
                   "square next to it. Possible: to a2 or b1."),
    ("de", "a1a3", "Das Kaninchen auf a1 kommt nicht in einem Schritt nach a3: Ein Schritt geht "
                   "nur auf ein Nachbarfeld. Möglich: nach a2 oder b1."),
    ("en", "d4e4", "That fits several moves from d4: pushes e4 to e5, f4, or e3. Please say "
                   "which."),
    ("de", "d4e4", "Das passt zu mehreren Zügen von d4 aus: schiebt e4 nach e5, f4 oder e3. "
                   "Bitte genauer angeben."),
    ("en", "d4 d5", "That fits several moves from d4: pushes d5 to d6, e5, or c5. Please say "
                    "which."),
])
def test_a_run_together_step_is_played_or_refused_with_its_reason(lang, typed, said):
    """It was "I cannot read "a1a2"", though "a1 a2" and "a1-a2" were read. Two squares
    name where the piece on the first goes: onto an enemy, its pushes ("d4 d5" named the
    pulls that took d5 along behind the elephant going the other way)."""
    console = people_at("arimaa", POSITION, lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "z9z8", "z9 is not on the board, which goes from a1 to h8."),
    ("de", "z9z8", "Ein Feld z9 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("en", "a1 a9", "a9 is not on the board, which goes from a1 to h8."),
    ("de", "i1-i2", "Ein Feld i1 gibt es nicht; das Brett reicht von a1 bis h8."),
])
def test_a_square_off_the_board_is_named_with_the_board_s_squares(lang, typed, said):
    """"z9z8" was answered "I cannot read", as if mistyped, where every other board game
    says that the square is off the board and which squares there are."""
    console = people_at("arimaa", POSITION, lang)
    assert [m.text for m in console.handle_line(typed)] == [said]
