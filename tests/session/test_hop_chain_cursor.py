"""A hop chain that may stop after any hop (the Halma family), played with the cursor.

A play-tester selected c3, then e5 (the first landing square of c3-e5-c7): the answer was
"e5, go on to c7.", and selecting e5 again took it back. The move c3-e5, listed among the
legal moves, could not be played with the cursor at all. Now the answer says how to stop, and
selecting the landing square again puts the stone down there.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind

# Black's c3 can hop over d4 to e5 and stop, or hop on over d6 to c7.
CHAIN = "8/8/3W4/8/3W4/2B5/8/8 b 0 0"


def console(lang: str) -> Console:
    game = REGISTRY.create("halma-dame")
    return Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                         state=game.parse_position(CHAIN))


def said(c: Console, *lines: str) -> list[str]:
    return [m.text for line in lines for m in c.handle_line(line)]


@pytest.mark.parametrize(("lang", "go", "select", "offer", "played"), [
    ("en", "go", "select", "e5: select it again to stop here, or go on to c7.",
     "The black stone hops from c3 over d4 to e5."),
    ("de", "gehe", "wählen", "e5: noch einmal wählen, um hier aufzuhören, oder weiter nach c7.",
     "Der schwarze Stein springt von c3 über d4 nach e5."),
])
def test_the_chain_stops_where_its_landing_square_is_selected_again(lang, go, select, offer,
                                                                   played):
    c = console(lang)
    said(c, f"{go} c3", select, f"{go} e5")
    assert said(c, select) == [offer]
    assert said(c, select)[0] == played
    assert c.state.to_move == 1


def test_the_chain_still_goes_on_to_the_next_landing_square():
    c = console("en")
    said(c, "go c3", "select", "go e5", "select", "go c7")
    assert said(c, "select")[0] == "The black stone hops from c3 over d4 to e5 and over d6 to c7."


def test_a_part_that_ends_no_move_is_still_taken_back():
    """Alquerque: a capture must go on, so choosing its first landing square again takes it
    back, as before (c1 takes c2 to c3, then b3 or d3)."""
    game = REGISTRY.create("alquerque")
    c = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en",
                      state=game.parse_position("B4/5/1B1B1/2B2/2W2 w - - 0"))
    out = said(c, "go c1", "select", "go c3", "select", "select")
    assert out[-3:] == ["c3, go on to a3 or e3.", "c3 taken back.",
                        "Still selected: c1; next c3."], out
