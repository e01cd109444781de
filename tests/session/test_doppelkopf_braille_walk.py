"""Every braille line of Doppelkopf against the computer within two windows, on more seeds.

The walk of every game (:mod:`tests.session.test_braille_walk`) plays Doppelkopf on seed 1
only; play-testing on other seeds found lines of 82 to 106 cells: "why" after a hint ("Musst
Trumpf bedienen, Herz-Zehn schlägst du nicht: Karo-Bube kostet am wenigsten, 2 Augen."), the
computer's card that takes a trick ("Jack of spades from West overtrumps (no diamonds) and
takes the trick, 26 points."), a fox caught with the card before it named in words, and the
reservations "moves" lists. With the computer moving at random, seeds 2 to 4 found the
computer's solo told with why it went before the person's own ("East: reservation. South
plays a queen solo, first in seat order. South leads.", 81 cells). The same walk here over
seeds 2 to 4, in English and German, a second or two a walk (seeds 5 and 6 passed too).
"""

from __future__ import annotations

import pytest

from tests.session.test_braille_walk import _unhurried_computer, long_lines

__all__ = ["_unhurried_computer"]  # the fixture, used here too


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", [2, 3, 4])
def test_every_doppelkopf_braille_line_fits_two_windows(seed, lang):
    assert long_lines("doppelkopf", lang, seed) == []
