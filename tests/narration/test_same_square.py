"""A move typed onto its own start square ("d1-d1") is refused as that, in every board game.

Play-testing Tablut, d1-d1 was told "The attacker on d1 moves only straight along a rank or
file, like a rook, so it cannot reach d1."; draughts took d1 for a taken target ("c3 is taken
by one of your own men"), Rakado for a square with a piece on it, Alquerque for a line that
does not lead there. The engine now gives one reason for all of them.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import ReasonCode
from tests.consoles import seated

REFUSALS = {
    ("tablut", "en", "d1-d1"): "d1 to d1 is no move: a move goes to another square. From d1 "
                               "you have 6 moves; moves d1 lists them.",
    ("tablut", "de", "d1-d1"): "d1 nach d1 ist kein Zug: Ein Zug führt auf ein anderes Feld. "
                               "Von d1 aus gibt es 6 Züge; züge d1 zählt sie auf.",
    ("checkers", "en", "c3-c3"): "c3 to c3 is no move: a move goes to another square. "
                                 "Possible from c3: to b4 or d4.",
    ("blockade", "de", "c3-c3"): "c3 nach c3 ist kein Zug: Ein Zug führt auf ein anderes Feld. "
                                 "Möglich von c3 aus: nach d4 oder b4.",
    ("international-draughts", "en", "41-41"): "41 to 41 is no move: a move goes to another "
                                               "square, and from 41 there is no move now.",
    ("international-draughts", "de", "41-41"): "41 nach 41 ist kein Zug: Ein Zug führt auf ein "
                                               "anderes Feld, und von 41 aus gibt es gerade "
                                               "keinen Zug.",
    ("mad-mate", "de", "b1-b1"): "b1 nach b1 ist kein Zug: Ein Zug führt auf ein anderes Feld. "
                                 "Möglich von b1 aus: Springer nach a3 oder c3.",
}


@pytest.mark.parametrize(("game", "lang", "typed"), sorted(REFUSALS))
def test_a_move_onto_its_own_square_is_refused_as_such(game: str, lang: str,
                                                       typed: str) -> None:
    said = seated(game, lang, 1).handle_line(typed)
    assert [m.text for m in said] == [REFUSALS[game, lang, typed]]


@pytest.mark.parametrize(("game", "square"), [
    ("checkers", "c3"), ("international-draughts", "41"), ("russian-draughts", "c3"),
    ("blockade", "c3"), ("halma-dame", "a1"), ("eckdame", "c3"), ("raeuber-und-gendarm", "c3"),
    ("wolf-und-schafe", "a1"), ("mad-mate", "b1"), ("maharadscha", "e1"), ("tablut", "d1"),
    ("breakthrough", "b2"), ("alquerque", "d1"), ("arimaa", "d2"), ("rakado", "d1")])
def test_every_board_game_gives_the_same_reason(game: str, square: str) -> None:
    state = seated(game, "en", 1).table.state
    parts = state.parse_parts(f"{square}-{square}")
    reason = state.explain(parts)
    assert reason.code is ReasonCode.STAYS
    assert reason.alternatives == tuple(state.moves_from(parts[0]))


def test_an_empty_square_typed_twice_is_still_an_empty_square() -> None:
    said = seated("mad-mate", "en", 1).handle_line("e4-e4")
    assert [m.text for m in said] == ["There is no piece on e4."]
