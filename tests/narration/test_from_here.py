"""A selected piece's moves are said after its place without the place again."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.from_here import from_here, from_here_runs
from tests.consoles import people_at


def test_each_move_is_said_without_its_start_and_shared_words_once() -> None:
    # "a1 selected: a1 to a2 or a1 to b1" said the square three times.
    assert from_here("a1", [("a1 to a2", "a2"), ("a1 to b1", "b1")]) == ["to a2", "b1"]


def test_other_words_start_their_own_run() -> None:
    said = from_here("e1", [("e1 to e2", "e2"), ("e1 to f1", "f1"), ("e1 hops to g3", "g3"),
                            ("e1 to d1", "d1")])
    assert said == ["to e2", "f1", "hops to g3", "to d1"]


def test_words_after_the_end_keep_the_move_whole() -> None:
    # Tablut: "d1 to d4 capturing d5" does not end on its end square.
    said = from_here("d1", [("d1 to d2", "d2"), ("d1 to d4 capturing d5", "d4"),
                            ("d1 to c1", "c1")])
    assert said == ["to d2", "to d4 capturing d5", "to c1"]


def test_a_move_that_does_not_begin_with_the_start_leaves_the_list_as_it_is() -> None:
    assert from_here("b1", [("knight from b1 to c3", "c3")]) is None


def test_runs_keep_an_end_said_in_an_earlier_run() -> None:
    # Arimaa: "to d3, pulling e4" after "to d3, pulling d5" was said as "e4", and then
    # "to c4, pulling e4" was dropped as said already.
    said = from_here_runs("d4", [("d4 to d3, pulling d5", "d5"), ("d4 to d3, pulling e4", "e4"),
                                 ("d4 to c4, pulling d5", "d5"), ("d4 to c4, pulling e4", "e4")])
    assert said == [["to d3, pulling d5", "e4"], ["to c4, pulling d5", "e4"]]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "d3", "Type where the stone on d3 should go: to d4, e3, c4, or e2, or it hops to f5."),
    ("de", "d3", "Tippe, wohin der Stein auf d3 ziehen soll: nach d4, e3, c4 oder e2, oder er "
                 "springt nach f5."),
    ("en", "moves d3", "From d3, 5 moves: to d4, e3, c4, or e2, or it hops to f5."),
    ("de", "züge d3", "Von d3 aus 5 Züge: nach d4, e3, c4 oder e2, oder er springt nach f5."),
])
def test_steps_and_hops_of_one_stone_are_one_sentence(lang, typed, said):
    """A stone that can step and hop said "...should go: to d4, e3, c4, e2, or hops to f5",
    the hop heard as one more square of the list."""
    console = people_at("eckdame", "8/8/8/8/4W3/3B4/8/8 b 0 0", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


def test_a_later_run_of_steps_goes_on_the_first_ones_to() -> None:
    """Steps, a hop, a step again: the steps are said together before what the piece does."""
    describer = describer_for(REGISTRY.create("eckdame"), "en")
    state = describer.game.parse_position("8/8/8/8/4W3/3B4/8/8 b 0 0")
    moves = sorted(state.moves_from(state.parse_parts("d3")[0]), key=lambda m: len(m.parts))
    moves = moves[1:2] + moves[-1:] + moves[:1] + moves[2:-1]  # a step, the hop, the rest
    assert describer.moves_from_here(moves) == "to e3, d4, c4, or e2, or it hops to f5"
