"""A long list of moves grouped by piece keeps a piece's hops as hops."""

from __future__ import annotations

import pytest

from tests.consoles import people_at

FOUR_STONES = "8/8/8/8/4W3/3B4/8/B1B1B3 b 0 0"
"""Eckdame: Black's d3 steps four ways and hops over e4 to f5; three more stones make the
list long enough to be grouped by piece."""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Black: 16 moves from 4 places: a1 to b2, a2, or b1; c1 to d2, c2, d1, or b2; "
           "e1 to f2, e2, f1, or d2; d3 to d4, e3, c4, or e2, or it hops to f5."),
    ("de", "Schwarz: 16 Züge von 4 Feldern: a1 nach b2, a2 oder b1; c1 nach d2, c2, d1 oder "
           "b2; e1 nach f2, e2, f1 oder d2; d3 nach d4, e3, c4 oder e2, oder er springt nach "
           "f5."),
])
def test_a_hop_in_the_grouped_list_is_said_as_a_hop(lang, said):
    """It said "d3 to d4, e3, c4, e2, or f5": the hop heard as one more step."""
    console = people_at("eckdame", FOUR_STONES, lang)
    assert console.handle_line("moves")[0].text == said


@pytest.mark.parametrize(("lang", "said"), [
    # The hop on to d6 lands on d4 first, and says so (it was "hops to d4 or d6").
    ("en", "From b2, 6 moves: to b3, c2, a3, or c1, or it hops to d4 or it hops to d4 and on "
           "to d6."),
    ("de", "Von b2 aus 6 Züge: nach b3, c2, a3 oder c1, oder er springt nach d4 oder er springt "
           "nach d4 und weiter nach d6."),
])
def test_several_steps_and_several_hops_are_one_sentence(lang, said):
    """Steps and hops, several of each, were parted by a semicolon ("to b3, c2, a3, or c1;
    or hops to d4 or d6"), which in the grouped list parts one piece from the next."""
    console = people_at("eckdame", "8/8/8/3W4/8/2W5/1B6/B7 b 0 0", lang)
    assert console.handle_line("moves b2")[0].text == said
