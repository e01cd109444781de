"""What the braille line shows when a move is built with the cursor.

A deafblind player reads only the brief form. Play-testers found that selecting a piece
brailled only its square ("c3") where speech said "c3 selected: c3 takes d4 and f6 and lands
on g7.", and that a hop chain's "select it again to stop here, or go on to c7" brailled only
"e5": the player could not feel where the piece may go.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.consoles import seated

# Black's c3 can hop over d4 to e5 and stop, or hop on over d6 to c7.
CHAIN = "8/8/3W4/8/3W4/2B5/8/8 b 0 0"


def brailled(c: Console, *lines: str) -> list[str]:
    """What the braille line showed for the last of ``lines``."""
    for line in lines[:-1]:
        c.handle_line(line)
    return [m.short for m in c.handle_line(lines[-1])]


def chain(lang: str) -> Console:
    game = REGISTRY.create("halma-dame")
    return Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                         state=game.parse_position(CHAIN))


@pytest.mark.parametrize(("lang", "go", "select", "selected", "landed"), [
    ("en", "go", "select", "c3-b4, c3-e5, or c3-e5-c7", "e5: stop here or on to c7"),
    ("de", "gehe", "wählen", "c3-b4, c3-e5 oder c3-e5-c7", "e5: hier aufhören oder weiter nach c7"),
])
def test_a_hop_chain_brailles_where_it_may_go_and_that_it_may_stop(lang, go, select, selected,
                                                                    landed):
    c = chain(lang)
    assert brailled(c, f"{go} c3", select) == [selected]
    assert brailled(c, f"{go} e5", select) == [landed]


def test_a_selected_man_brailles_its_capture_path():
    game = REGISTRY.create("checkers")
    c = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en",
                      state=game.parse_position("B:W14,15,19,22:B10,11"))
    # Speech: "c3 selected: c3 takes d4 and f6 and lands on g7."
    assert brailled(c, "go c3", "select") == ["c3xe5xg7"]


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "b1 to c3 or a3"),
    ("de", "b1 nach c3 oder a3"),
])
def test_a_selected_piece_brailles_its_targets_where_notation_would_not_do(lang, brief):
    """Chess-like games braille the squares a piece may go to, not their long notation."""
    c = seated("mad-mate", lang, 3)
    go, select = ("go", "select") if lang == "en" else ("gehe", "wählen")
    assert brailled(c, f"{go} b1", select) == [brief]
