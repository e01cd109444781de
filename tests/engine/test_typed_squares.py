"""Typed moves of Tablut, Rakado, Breakthrough and Gomoku as the player meets them: every form
a move may be typed in, and every refusal (a square off the board, a square to itself, a taken
square, unreadable text), in both languages.

Pinned before the four games' own readers of typed squares were lifted into
:mod:`accessible_games.engine.typed`; nothing a player types may read otherwise since.
"""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError, InvalidMoveError, ReasonCode
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console
from tests.braille_cells import cells
from tests.consoles import people_at, seated
from tests.games.rakado.helpers import position

RAKADO = position({"a2": "a", "a6": "a", "p16": "b"}, "a", 4).to_text()
"""Rakado, White to move with a 4: White's pieces on a2 and a6, so a2-a6 is a taken square."""


def console_of(game_id: str, lang: str) -> Console:
    """The person's console at their first move (Rakado: at :data:`RAKADO`)."""
    if game_id == "rakado":
        return people_at("rakado", RAKADO, lang)
    return seated(game_id, lang)


TABLUT_MOVED = "You move the attacker from d1 to d4."
BREAKTHROUGH_MOVED = "You move from a2 to a3."
GOMOKU_PLACED = "You place on h8."
RAKADO_MOVED = "White moves from a6 to a10."


@pytest.mark.parametrize(("game_id", "typed", "said"), [
    *[("tablut", typed, TABLUT_MOVED)
      for typed in ("d1-d4", "d1d4", "d1 d4", "D1:D4", "d1 - d4", " d1-d4 ")],
    *[("breakthrough", typed, BREAKTHROUGH_MOVED)
      for typed in ("a2-a3", "a2a3", "a2 a3", "A2:A3", "a2xa3", "a2 x a3")],
    ("breakthrough", "b2xc3", "You move from b2 to c3."),
    *[("gomoku", typed, GOMOKU_PLACED) for typed in ("h8", "H8", "h 8", " H 8 ")],
    *[("rakado", typed, RAKADO_MOVED)
      for typed in ("a6-a10", "a6a10", "a6 a10", "A6:A10", "a6xa10", "a6 x a10")],
])
def test_every_typed_form_makes_the_move(game_id, typed, said):
    assert console_of(game_id, "en").handle_line(typed)[0].text == said


@pytest.mark.parametrize(("game_id", "typed", "said"), [
    ("tablut", "d1-d4", "Du ziehst den Angreifer von d1 nach d4."),
    ("tablut", "d1d4", "Du ziehst den Angreifer von d1 nach d4."),
    ("breakthrough", "a2 a3", "Du ziehst von a2 nach a3."),
    ("breakthrough", "b2xc3", "Du ziehst von b2 nach c3."),
    ("gomoku", "h 8", "Du setzt auf h8."),
    ("rakado", "a6:a10", "Weiß zieht von a6 nach a10."),
])
def test_typed_forms_make_the_move_in_german(game_id, typed, said):
    assert console_of(game_id, "de").handle_line(typed)[0].text == said


@pytest.mark.parametrize(("game_id", "typed", "said"), [
    ("tablut", "d1", "Where should the attacker on d1 go? Possible: to d2, d3, d4, c1, b1, or a1."),
    ("tablut", "e8-e7xd7", "A defender stands on e7, right next to the attacker on e8. The "
     "attacker on e8 has 8 other moves."),
    ("breakthrough", "a2", "Type where the piece on a2 should go: to a3 or b3."),
    ("rakado", "a2", "The piece on a2 cannot move 4: your own piece stands on a6. "
     "Possible: a6 to a10."),
])
def test_one_square_alone_asks_where_to(game_id, typed, said):
    assert [m.text for m in console_of(game_id, "en").handle_line(typed)] == [said]


REFUSALS = [
    # off the board
    ("tablut", "en", "j1-j2", "j1 is not on the board, which goes from a1 to i9."),
    ("tablut", "de", "e1-e10", "Ein Feld e10 gibt es nicht; das Brett reicht von a1 bis i9."),
    ("tablut", "en", "j1", "j1 is not on the board, which goes from a1 to i9."),
    ("breakthrough", "en", "a2-a9", "a9 is not on the board, which goes from a1 to h8."),
    ("breakthrough", "de", "i2", "Ein Feld i2 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("gomoku", "en", "p3", "p3 is not on the board, which goes from a1 to o15."),
    ("gomoku", "de", "z99", "Ein Feld z99 gibt es nicht; das Brett reicht von a1 bis o15."),
    ("gomoku", "en", "p 3", "p3 is not on the board, which goes from a1 to o15."),
    ("rakado", "en", "a2-a17", "a17 is not on the board, which goes from a1 to p16."),
    ("rakado", "de", "q1", "Ein Feld q1 gibt es nicht; das Brett reicht von a1 bis p16."),
    # a square to itself
    ("tablut", "en", "d1-d1", "d1 to d1 is no move: a move goes to another square. From d1 you "
     "have 6 moves; moves d1 lists them."),
    ("tablut", "de", "d1-d1", "d1 nach d1 ist kein Zug: Ein Zug führt auf ein anderes Feld. Von "
     "d1 aus gibt es 6 Züge; züge d1 zählt sie auf."),
    ("breakthrough", "en", "a2-a2", "a2 to a2 is no move: a move goes to another square. "
     "Possible from a2: to a3 or b3."),
    ("breakthrough", "de", "a2a2", "a2 nach a2 ist kein Zug: Ein Zug führt auf ein anderes Feld. "
     "Möglich von a2 aus: nach a3 oder b3."),
    ("rakado", "en", "a2-a2", "a2 to a2 is no move: a move goes to another square, and from a2 "
     "there is no move now."),
    ("rakado", "de", "a2 a2", "a2 nach a2 ist kein Zug: Ein Zug führt auf ein anderes Feld, und "
     "von a2 aus gibt es gerade keinen Zug."),
    # a taken square
    ("tablut", "en", "e2-e3", "A defender stands on e3, right next to the attacker on e2. The "
     "attacker on e2 has 8 other moves."),
    ("tablut", "de", "e2-e3", "Auf e3 steht ein Verteidiger, direkt neben dem Angreifer auf e2. "
     "Der Angreifer auf e2 hat noch 8 andere Züge."),
    ("breakthrough", "en", "a1-a2", "The piece on a1 cannot move now: a2 is not empty, and your "
     "own piece stands on b2."),
    ("breakthrough", "de", "a1-a2", "Der Stein auf a1 kann jetzt nicht ziehen: a2 ist besetzt, "
     "und auf b2 steht ein eigener Stein."),
    ("rakado", "en", "a2-a6", "The piece on a2 cannot move 4: your own piece stands on a6. "
     "Possible: a6 to a10."),
    ("rakado", "de", "a2xa6", "Die Figur auf a2 kann nicht 4 ziehen: deine eigene Figur steht "
     "auf a6. Möglich: a6 nach a10."),
    # no piece there
    ("tablut", "en", "a1-a2", "There is no piece on a1."),
    ("tablut", "de", " h 8", "Auf h8 steht kein Stein."),
    ("rakado", "en", "h 8", "There is no piece on h8."),
    # unreadable
    ("tablut", "en", "d1xd4", 'I cannot read "d1xd4". Type a rook move such as d1-d4 or d1d4; '
     "captured squares may follow, as in e8-e7xd7, or help for the commands."),
    ("tablut", "de", "hello", "Ich verstehe „hello“ nicht. Tippe einen Turmzug wie d1-d4 oder "
     "d1d4; geschlagene Felder dürfen folgen, etwa e8-e7xd7, oder tippe hilfe für die Befehle."),
    ("breakthrough", "en", "hello", 'I cannot read "hello". Type a start and a target square '
     "such as a2-a3 (for a capture, say, b2xc3), or help for the commands."),
    ("breakthrough", "de", "hello", "Ich verstehe „hello“ nicht. Tippe ein Start- und ein "
     "Zielfeld wie a2-a3 (zum Schlagen etwa b2xc3), oder tippe hilfe für die Befehle."),
    # more squares than a move names: once played as its start and end, or refused for its end
    ("tablut", "en", "d1-d3-d4", 'A move names two squares, such as d1-d4; '
     '"d1-d3-d4" names 3.'),
    ("tablut", "de", "d1-d4-d5", "Ein Zug nennt zwei Felder, etwa d1-d2; "
     "„d1-d4-d5“ nennt 3."),
    ("tablut", "en", "d1 d3 d4", 'A move names two squares, such as d1-d4; '
     '"d1 d3 d4" names 3.'),
    ("tablut", "en", "d1 to d3 to d4", 'A move names two squares, such as d1-d4; '
     '"d1 to d3 to d4" names 3.'),
    ("tablut", "de", "d1 nach d4 nach d5", "Ein Zug nennt zwei Felder, etwa "
     "d1-d2; „d1 nach d4 nach d5“ nennt 3."),
    ("tablut", "en", "d1-d3-z9", "z9 is not on the board, which goes from a1 to i9."),
    ("breakthrough", "en", "a2-b3-c4", 'A move names two squares, such as a2-a3; '
     '"a2-b3-c4" names 3.'),
    ("breakthrough", "de", "a2xb3xc4", "Ein Zug nennt zwei Felder, etwa "
     "a2-a3; „a2xb3xc4“ nennt 3."),
    ("rakado", "en", "a6-a8-a10", 'A move names two squares, such as a6-a10; '
     '"a6-a8-a10" names 3.'),
    ("gomoku", "en", "h8-h9", 'A move names one square, such as h8; "h8-h9" names 2.'),
    ("gomoku", "de", "h8 h9 h10", "Ein Zug nennt ein Feld, etwa h8; „h8 h9 h10“ nennt 3."),
    ("gomoku", "en", "h8-", 'I cannot read "h8-". Type a square such as h8, or help for '
     "the commands."),
    ("gomoku", "de", "hallo", "Ich verstehe „hallo“ nicht. Tippe ein Feld wie h8, oder tippe hilfe "
     "für die Befehle."),
    ("gomoku", "en", "h", 'I cannot read "h". Type a square such as h8, or help for the '
     "commands."),
    ("rakado", "en", "hello", 'I cannot read "hello". Type a start and a target square such as '
     "a1-a5 (for a capture, say, c3xe5; the die is rolled for you), or help for the commands."),
    ("rakado", "de", "roll", "Ich verstehe „roll“ nicht. Tippe ein Start- und ein Zielfeld wie "
     "a1-a5 (zum Schlagen etwa c3xe5; gewürfelt wird für dich), oder tippe hilfe für die "
     "Befehle."),
]


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), REFUSALS)
def test_each_refusal_says_why(game_id, lang, typed, said):
    assert [m.text for m in console_of(game_id, lang).handle_line(typed)] == [said]


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"),
                         [r for r in REFUSALS if "names 3" in r[3] or "nennt 3" in r[3]])
def test_more_squares_than_a_move_fit_two_braille_windows(game_id, lang, typed, said):
    assert cells(said, lang) <= 80


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "There is already a black stone on h8."),
    ("de", "Auf h8 liegt schon ein schwarzer Stein."),
])
def test_a_taken_gomoku_square_is_refused(lang, said):
    console = seated("gomoku", lang)
    console.handle_line("h8")
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line("h 8")] == [said]


@pytest.mark.parametrize(("game_id", "typed", "expected"), [
    ("tablut", "hello", "a start and a target square such as d1-d4"),
    ("tablut", "d1xd4", "a start and a target square such as d1-d4"),
    ("rakado", "a2-b", "a start and a target square such as a1-a5 or c3xe5"),
    ("breakthrough", "a2-", "a start and a target square such as a2-a3, a2a3 or b2xc3"),
    ("gomoku", "h8-", "a square from a1 to o15, such as h8"),
])
def test_unreadable_text_names_the_expected_form(game_id, typed, expected):
    """The English form a game expects, which the command line and the PDN/PGN readers show."""
    state = REGISTRY.create(game_id).new_state()
    with pytest.raises(InvalidMoveError) as error:
        state.parse_move(typed)
    assert (error.value.text, error.value.expected) == (typed, expected)


@pytest.mark.parametrize(("game_id", "typed", "text", "square"), [
    ("tablut", "J1-j2", "J1-j2", "j1"),
    ("rakado", "a2 a17", "a2 a17", "a17"),
    ("breakthrough", " I2 ", " I2 ", "i2"),
    ("gomoku", "P 3", "P3", "p3"),
])
def test_off_the_board_is_refused_before_the_moves_are_matched(game_id, typed, text, square):
    """The error keeps the text as typed (Gomoku's "P 3" joined to "P3"), its reason the
    square's name in lower case."""
    state = REGISTRY.create(game_id).new_state()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move(typed)
    reason = error.value.reason
    assert (error.value.text, reason.code, reason.typed) == (text, ReasonCode.OFF_BOARD, square)


@pytest.mark.parametrize(("game_id", "typed"), [
    ("tablut", "d1"), ("rakado", "a1"), ("breakthrough", "a2"), ("gomoku", "h8"),
])
def test_one_square_names_a_place(game_id, typed):
    """"moves d1" and the like read one square through the same reader."""
    state = REGISTRY.create(game_id).new_state()
    assert state.parse_location(typed) == state.parse_location(typed.upper())


def test_a_spaced_gomoku_square_is_a_move_but_not_a_place():
    """"h 8" is joined only when a move is typed (as a square is said aloud)."""
    state = REGISTRY.create("gomoku").new_state()
    assert state.parse_move("h 8") == state.parse_move("h8")
    with pytest.raises(InvalidMoveError):
        state.parse_location("h 8")


@pytest.mark.parametrize(("game_id", "typed", "squares", "example"), [
    ("tablut", "d1-d3-d4", ("d1", "d3", "d4"), "d1-d4"),
    ("breakthrough", "a2 b3 c4", ("a2", "b3", "c4"), "a2-a3"),
    ("rakado", "a1a2a3", ("a1", "a2", "a3"), None),  # no roll yet: no move to show
    ("gomoku", "h8:h9", ("h8", "h9"), "h8"),
])
def test_a_path_longer_than_a_move_is_refused_not_shortened(game_id, typed, squares, example):
    """Tablut's "d1-d3-d4" was played as d1-d4 (its start and end); the engine refuses it,
    with the squares typed and a move of the player's to show the form."""
    state = REGISTRY.create(game_id).new_state()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move(typed)
    reason = error.value.reason
    shown = reason.alternatives[0].notation if reason.alternatives else None
    named = tuple(state.parse_location(square) for square in squares)
    assert (reason.code, reason.locations, shown) == (ReasonCode.MORE_SQUARES, named, example)


def test_a_capturing_tablut_move_is_still_its_start_target_and_captures():
    """"e8-e7xd7" names three squares, the third a capture: the game's own form, read as
    before (the refusal is of the taken e7, not of the squares' number)."""
    state = REGISTRY.create("tablut").new_state()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("e8-e7xd7")
    assert error.value.reason.code is not ReasonCode.MORE_SQUARES
