"""Gomoku narration: golden transcripts in English and German, and the query texts."""

from __future__ import annotations

import pytest

from accessible_games.games.gomoku import GomokuGame
from accessible_games.narration.games.gomoku import GomokuDescriber
from tests.games.gomoku.test_lines import THREATS
from tests.games.gomoku.test_rules import CLOSED_FIVE, OPEN_FIVE, SIX, sq
from tests.golden import assert_golden
from tests.transcript import spoken, told_to

LANGS = ("en", "de")


def speak(state, moves: str | tuple[str, ...], lang: str) -> list[str]:
    """Type ``moves``: note each refusal, or each move as it is said (the result unlabelled)."""
    return spoken(state, moves, lang, GomokuDescriber, result_prefix="")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening_threats_and_five(lang):
    state = GomokuGame().new_state()
    typed = ("h8", "h9", "i8", "i9", "j8", "j9", "g8", "h8", "k8", "p3", "f8")
    lines = speak(state, typed, lang)
    assert_golden(f"gomoku/threats_and_five.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_stones_are_told_to_them(lang):
    """Black's placements told to Black ("You place on h8."), up to the five; White's as
    before."""
    typed = ("h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8")
    lines = spoken(GomokuGame().new_state(), typed, lang, told_to(0, GomokuDescriber),
                   result_prefix="")
    assert_golden(f"gomoku/yours.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_overline_and_gomoku_plus(lang):
    lines = speak(GomokuGame().parse_position(SIX), "h8", lang)
    plus = GomokuGame({"open_five": True})
    lines += speak(plus.parse_position(CLOSED_FIVE), "g8", lang)
    lines += speak(plus.parse_position(OPEN_FIVE), "g8", lang)
    assert_golden(f"gomoku/overline_and_open_five.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_queries(lang):
    state = GomokuGame().parse_position(THREATS)
    describer = GomokuDescriber(state.game, lang)
    lines = [f"status: {describer.status(state).text}", f"threats: {describer.threats_text(state)}"]
    lines += [f"lines h8: {line}" for line in describer.lines_through(state, sq("h8"))]
    lines += [f"lines a15: {line}" for line in describer.lines_through(state, sq("a15"))]
    lines += describer.board_lines(state)[2:9]
    assert_golden(f"gomoku/queries.{lang}", lines)


def test_quiet_board_texts():
    state = GomokuGame().new_state()
    en = GomokuDescriber(state.game, "en")
    assert en.threats_text(state) == "Neither side has an open three or four."
    assert en.board_lines(state)[0] == "Row 15: empty."
    first = en.lines_through(state, sq("a1"))[0]
    assert first == "Horizontal, a1 to e1: no stones."


def test_a_line_without_stones_is_not_told_its_longest_runs():
    """"look" on an empty line added "Längste Reihen: schwarz 0, weiß 0.", which "keine
    Steine" had said, and took a deafblind reader two or three windows per line, four lines;
    the sides' names were written small. Now an empty line is a window or two (67 cells were
    46 at most), and a line with stones names the sides as sides ("Schwarz 1, Weiß 0")."""
    from tests.braille_cells import cells

    state = GomokuGame().new_state()
    de = GomokuDescriber(state.game, "de")
    lines = de.lines_through(state, sq("a15"))
    assert lines == ["Waagerecht, a15 bis e15: keine Steine.",
                     "Senkrecht, a11 bis a15: keine Steine.",
                     "Steigende Diagonale: nur a15, leer.",
                     "Fallende Diagonale, a15 bis e11: keine Steine."]
    assert max(cells(line, "de") for line in lines) <= 46
    state.play(state.parse_move("h8"))
    assert de.lines_through(state, sq("h8"))[0] == \
        "Waagerecht, d8 bis l8: h8 schwarz. Längste Reihen: Schwarz 1, Weiß 0."


@pytest.mark.parametrize(("lang", "pieces", "since"), [
    ("en", ["Black has placed no stones yet."], ["No move has been made yet."]),
    ("de", ["Schwarz hat noch keine Steine gesetzt."], ["Es wurde noch kein Zug gemacht."]),
])
def test_before_the_first_stone_pieces_and_since_say_nothing_was_placed(lang, pieces, since):
    """At the start a play-tester heard "Black has no pieces." (Gomoku has stones, placed
    one by one) and "Nothing has happened since your last move." (there was none)."""
    from tests.consoles import seated

    console = seated("gomoku", lang)
    assert [m.text for m in console.handle_line("pieces")] == pieces
    assert [m.text for m in console.handle_line("since")] == since


@pytest.mark.parametrize(("lang", "taken"), [
    ("en", "There is already a black stone on h8."),
    ("de", "Auf h8 liegt schon ein schwarzer Stein."),
])
def test_a_square_typed_with_a_space_is_read_taken_or_free(lang, taken):
    """ "h 8" placed a stone on a free h8, but on a taken one it was "I cannot read "h 8"."
    instead of whose stone lies there."""
    from tests.consoles import seated

    console = seated("gomoku", lang)
    console.handle_line("h 8")
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line("h 8")] == [taken]


@pytest.mark.parametrize(("lang", "you", "said", "brief", "result"), [
    ("en", 0, "You place on h8 and make 6 in a row from e8 to j8; six or more win in this game.",
     "h8: 6 in a row e8-j8, counts.", "Game over: Black wins (five or more in a row)."),
    ("de", 1, "Schwarz setzt auf h8 und hat 6 in einer Reihe von e8 bis j8; in dieser Partie "
     "gewinnen auch sechs und mehr.", "Schwarz h8: 6 in einer Reihe e8-j8, zählt.",
     "Partie beendet: Schwarz gewinnt (fünf oder mehr in einer Reihe)."),
])
def test_a_winning_six_is_called_six_and_said_to_count(lang, you, said, brief, result):
    """With the option "Six or more win" a six was told "makes five in a row from e8 to j8"
    (six stones) and the result "(five in a row)"; now the line is called what it is, with
    the rule that lets it win."""
    from accessible_games.narration.message import MessageKind

    game = GomokuGame({"overline": True})
    state = game.parse_position(SIX)
    move = state.parse_move("h8")
    events = state.play(move)
    describer = GomokuDescriber(game, lang)
    describer.you = you
    message = describer.move_message(state, move, events, 0)
    told = describer.result_message(events)
    assert (message.text, message.short) == (said, brief)
    assert told is not None and told.kind is MessageKind.RESULT and told.text == result
