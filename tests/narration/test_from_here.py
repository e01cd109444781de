"""A selected piece's moves are said after its place without the place again."""

from __future__ import annotations

from accessible_games.narration.from_here import from_here, from_here_runs


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
