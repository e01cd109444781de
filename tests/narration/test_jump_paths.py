"""Captures of several jumps name every square they land on, in order, wherever a move is said
(told, "last", "moves"), and refusals that list several moves of one piece say its square once.

A blind player follows a multi-jump, or replays it on a tactile board, by its landing squares;
"White moves from c1 to e1 and takes c2, d3, and e2." left the way to guess, and two captures
from c3 to c7 by different ways sounded alike in "moves" and in the refusal that asked which.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import IllegalMoveError, Reason, ReasonCode
from accessible_games.lineup import REGISTRY, describer_for
from tests.braille_cells import cells
from tests.consoles import people_at

ALQUERQUE = "5/5/3B1/2B1B/2W2 w - - 0"
"""White on c1 takes c2, d3 and e2, landing on c3, e3 and e1."""
TWO_WAYS = "B:Bc3,h2:Wb4,d4,b6,d6,h8"
"""Checkers: the black man on c3 reaches c7 by way of a5 or by way of e5."""
GOES_ON = "B:Bc3,h2:Wd4,d6,f6,h8"
"""Checkers: from c3 over d4 to e5, then on to c7 or to g7."""


def _said(console, line):
    return [(m.text, m.brief or m.text) for m in console.handle_line(line)]


@pytest.mark.parametrize(("lang", "told", "listed"), [
    ("en", "You move from c1 by way of c3 and e3 to e1 and take c2, d3, and e2.",
     "White has only one move: c1 takes c2, d3, and e2 by way of c3 and e3 and lands on e1."),
    ("de", "Du ziehst von c1 über c3 und e3 nach e1 und schlägst c2, d3 und e2.",
     "Weiß: nur ein Zug: c1 schlägt c2, d3 und e2 und landet über c3 und e3 auf e1."),
])
def test_an_alquerque_multi_jump_names_its_landing_points(lang, told, listed):
    console = people_at("alquerque", ALQUERQUE, lang)
    moves = _said(console, "moves")
    assert moves[0][0] == listed
    move = _said(console, "c1xe1")
    assert move[0][0] == told
    assert _said(console, "last")[0][0] == told
    for _, brief in moves + move:
        assert cells(brief, lang) <= 80, brief


@pytest.mark.parametrize(("lang", "single"), [
    ("en", "Black moves from c3 to c1 and takes c2."),
    ("de", "Schwarz zieht von c3 nach c1 und schlägt c2."),
])
def test_a_single_jump_is_said_as_short_as_before(lang, single):
    console = people_at("alquerque", "5/5/2B2/2W2/5 b - - 0", lang)
    assert _said(console, "c3xc1")[0][0] == single


@pytest.mark.parametrize(("lang", "listed", "told"), [
    ("en", "From c3, 2 moves: takes b4 and b6 by way of a5 and lands on c7 or takes d4 and d6 "
           "by way of e5 and lands on c7.",
     "The black man on c3 takes d4 and d6 by way of e5 and lands on c7."),
    ("de", "Von c3 aus 2 Züge: schlägt b4 und b6 und landet über a5 auf c7 oder schlägt d4 und "
           "d6 und landet über e5 auf c7.",
     "Der schwarze Stein zieht von c3 über e5 nach c7 und schlägt d4 und d6."),
])
def test_a_checkers_multi_jump_names_its_landing_squares(lang, listed, told):
    """English checkers named only the pieces taken and the end ("The black man on c3 takes d4
    and d6 and lands on c7."), where the other draughts games named the way."""
    console = people_at("checkers", TWO_WAYS, lang)
    assert _said(console, "moves c3")[0][0] == listed
    assert _said(console, "c3xe5xc7")[0][0] == told


@pytest.mark.parametrize(("lang", "text", "brief"), [
    ("en", "That fits several moves from c3 to c7: by way of a5 or by way of e5. Type the way "
           "too, as in c3xa5xc7.", "Which one? c3xa5xc7 or c3xe5xc7."),
    ("de", "Das passt zu mehreren Zügen von c3 nach c7: über a5 oder über e5. Tippe den Weg "
           "mit, etwa c3xa5xc7.", "Welcher Zug? c3xa5xc7 oder c3xe5xc7."),
])
def test_moves_that_fit_one_typed_capture_are_told_by_their_ways(lang, text, brief):
    """"c3xc7" was answered "That fits several moves: c3 takes b4 and b6 and lands on c7 or c3
    takes d4 and d6 and lands on c7.": the start three times, the difference never."""
    console = people_at("checkers", TWO_WAYS, lang)
    assert _said(console, "c3xc7") == [(text, brief)]
    assert cells(brief, lang) <= 80
    assert _said(console, "c3 a5 c7")[0][1].endswith("c3xa5xc7")


@pytest.mark.parametrize(("lang", "text", "brief"), [
    ("en", "The capture must go on from c3: takes d4 and d6 by way of e5 and lands on c7 or "
           "takes d4 and f6 by way of e5 and lands on g7.",
     "The capture goes on: c3xe5xc7 or c3xe5xg7."),
    ("de", "Das Schlagen muss von c3 aus weitergehen: schlägt d4 und d6 und landet über e5 auf "
           "c7 oder schlägt d4 und f6 und landet über e5 auf g7.",
     "Weiterschlagen: c3xe5xc7 oder c3xe5xg7."),
])
def test_a_capture_that_must_go_on_says_its_start_once(lang, text, brief):
    console = people_at("checkers", GOES_ON, lang)
    assert _said(console, "c3xe5") == [(text, brief)]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "That fits several moves from c3: takes d4 and d6 by way of e5 and lands on c7 or "
           "takes d4 and f6 by way of e5 and lands on g7. Please say which."),
    ("de", "Das passt zu mehreren Zügen von c3 aus: schlägt d4 und d6 und landet über e5 auf "
           "c7 oder schlägt d4 und f6 und landet über e5 auf g7. Bitte genauer angeben."),
])
def test_moves_of_one_piece_to_several_places_say_its_start_once(lang, text):
    """Moves of one start that end apart, which a game's own reading may find for one typed
    line, are said from that start on."""
    game = REGISTRY.create("checkers")
    state = game.parse_position(GOES_ON)
    moves = tuple(state.legal_moves())
    reason = Reason(ReasonCode.AMBIGUOUS, (moves[0].parts[0],), moves)
    assert describer_for(game, lang).reason(reason, state).text == text


def test_moves_of_several_starts_are_listed_whole():
    game = REGISTRY.create("checkers")
    state = game.parse_position("B:Bc3,e3:Wd4,h8")
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move("c3-b4")
    assert describer_for(game, "en").reason(caught.value.reason, state).text == (
        "Capture is mandatory: c3 takes d4 and lands on e5 or e3 takes d4 and lands on c5.")


@pytest.mark.parametrize(("lang", "listed", "told"), [
    ("en", "From c7, 5 moves: to d8, b6, or b8, or it hops to e5 or it hops to e5 and on to g3.",
     "The white stone hops from c7 over d6 to e5 and over f4 to g3."),
    ("de", "Von c7 aus 5 Züge: nach d8, b6 oder b8, oder er springt nach e5 oder er springt nach "
           "e5 und weiter nach g3.",
     "Der weiße Stein springt von c7 über d6 nach e5 und über f4 nach g3."),
])
def test_a_chain_of_hops_names_where_it_lands_between(lang, listed, told):
    """Räuber und Gendarm, played: "The white stone hops from c7 over d6 and f4 to g3." left
    out e5, and "moves" said "hops to e5 or g3", as if g3 were one hop away."""
    console = people_at("raeuber-und-gendarm", "8/2W5/3B4/8/5B2/8/8/B7 w 0 0", lang)
    assert _said(console, "moves c7")[0][0] == listed
    move = _said(console, "c7-g3")
    assert move[0] == (told, {"en": "White", "de": "Weiß"}[lang] + " c7-e5-g3")
    assert _said(console, "last")[0][0] == told
