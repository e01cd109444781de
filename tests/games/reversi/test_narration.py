"""Reversi narration: golden transcripts in English and German, and short inline checks."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import GameError
from accessible_games.games.reversi import ReversiGame
from accessible_games.narration.games.reversi import ReversiDescriber
from accessible_games.narration.message import MessageKind
from tests.braille_cells import cells
from tests.golden import assert_golden
from tests.transcript import spoken, told_to

LANGS = ("en", "de")

MULTI = (
    "---O----" "-X-O----" "--OO----" "--O-OX--" "---OX---" "---O----" "---X----" "--------" " X"
)
FORCED_PASS = "XXO" + "-" * 61 + " O"


def speak(state, moves: str | tuple[str, ...], lang: str) -> list[str]:
    """Type ``moves``: note each refusal, or each move (always of the kind MOVE) as it is said."""
    return spoken(state, moves, lang, ReversiDescriber, kind=MessageKind.MOVE)


def board(state, lang: str) -> list[str]:
    describer = ReversiDescriber(state.game, lang)
    return [*describer.board_lines(state), f"status: {describer.status(state).text}"]


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening(lang):
    state = ReversiGame().new_state()
    lines = board(state, lang)
    lines += speak(state, ("d3", "c5", "f6", "f5", "e6", "e3"), lang)
    lines += board(state, lang)
    assert_golden(f"reversi/opening.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_flips_in_several_lines(lang):
    state = ReversiGame().parse_position(MULTI)
    lines = board(state, lang) + speak(state, "d4", lang) + board(state, lang)
    assert_golden(f"reversi/multi_flip.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_forced_pass_and_result(lang):
    state = ReversiGame().parse_position(FORCED_PASS)
    lines = board(state, lang)
    lines += speak(state, ("d1", "pass", "d1", "e1"), lang)
    lines += board(state, lang)
    assert_golden(f"reversi/pass_and_end.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_moves_are_told_to_them(lang):
    """Black's moves told to Black ("You play d3, flipping d4."), White's as before; then a
    pass and the free opening told to White. A play-tester heard "Black plays d3" for their
    own move and in "why" after a hint."""
    def told(seat: int, state, moves) -> list[str]:
        return spoken(state, moves, lang, told_to(seat, ReversiDescriber), kind=MessageKind.MOVE)

    lines = told(0, ReversiGame().new_state(), ("d3", "c5"))
    lines += told(0, ReversiGame().parse_position(MULTI), "d4")
    lines += told(1, ReversiGame().parse_position(FORCED_PASS), ("d1", "pass"))
    lines += told(1, ReversiGame({"start": "reversi"}).new_state(), ("d4", "e4"))
    assert_golden(f"reversi/yours.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_illegal_attempts(lang):
    state = ReversiGame().new_state()
    lines = speak(state, ("d4", "e4", "a1", "pass", "i1", "j10"), lang)
    assert_golden(f"reversi/illegal.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_seeded_game(lang):
    rng = random.Random(7)
    state = ReversiGame().new_state()
    describer = ReversiDescriber(state.game, lang)
    lines = []
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        mover = state.to_move
        events = state.play(move)
        lines.append(describer.move_message(state, move, events, mover).text)
        result = describer.result_message(events)
        if result is not None:
            lines.append(result.text)
    assert_golden(f"reversi/seeded_game.{lang}", lines)


def test_move_texts_and_locations():
    game = ReversiGame()
    state = game.parse_position(FORCED_PASS)
    en, de = ReversiDescriber(game, "en"), ReversiDescriber(game, "de")
    (pass_move,) = state.legal_moves()
    assert en.move_text(pass_move) == "pass" and de.move_text(pass_move) == "passen"
    assert en.location(27) == "d4"
    assert en.moves_list(ReversiGame().new_state().legal_moves()) == "d3, c4, f5, or e6"


def test_board_reading_of_a_full_row_and_ten_by_ten():
    game = ReversiGame()
    state = game.parse_position("XXXXXXXX" + "-" * 48 + "OXXOO---" + " X")
    lines = ReversiDescriber(game, "en").board_lines(state)
    assert lines[0] == "Row 8: a8 white, b8 and c8 black, d8 and e8 white."
    assert lines[-1] == "Row 1: a1 to h1 black."
    ten = ReversiGame({"size": 10})
    lines = ReversiDescriber(ten, "de").board_lines(ten.new_state())
    assert len(lines) == 10 and lines[4] == "Reihe 6: e6 schwarz, f6 weiß."


def test_every_reason_of_a_typed_move_is_spoken():
    state = ReversiGame().new_state()
    for lang in LANGS:
        describer = ReversiDescriber(state.game, lang)
        for typed in ("d4", "a1", "pass", "i1"):
            with pytest.raises(GameError) as error:
                state.parse_move(typed)
            text = describer.reason(error.value.reason, state).text
            assert text and "{" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_golden_free_opening(lang):
    state = ReversiGame({"start": "reversi"}).new_state()
    lines = board(state, lang)
    lines += speak(state, ("c3", "d4", "d4", "e4", "e5", "d5", "c5"), lang)
    lines += board(state, lang)
    lines.append(f"count: {ReversiDescriber(state.game, lang).standing_text(state)}")
    assert_golden(f"reversi/free_opening.{lang}", lines)


def test_standing_text():
    game = ReversiGame({"size": 6})
    state = game.new_state()
    standing = ReversiDescriber(game, "en").standing_text(state)
    assert standing == "Black 2, White 2, 32 squares empty."
    full = ReversiGame().parse_position("X" * 63 + "O" + " X")
    german = ReversiDescriber(full.game, "de").standing_text(full)
    assert german == "Schwarz 63, Weiß 1, 0 Felder leer."


@pytest.mark.parametrize(("lang", "one", "four"), [
    ("en", "e3: you can place a disc here; it flips e4.",
     "d4: you can place a disc here; it flips 4 discs: d5, d6, e4, and c3."),
    ("de", "e3: Hier kannst du einen Stein setzen; er dreht e4 um.",
     "d4: Hier kannst du einen Stein setzen; er dreht 4 Steine um: d5, d6, e4 und c3."),
])
def test_the_moves_of_a_square_say_what_a_disc_there_flips(lang, one, four):
    """"moves d3" said "From d3, one move: d3.", the place twice and nothing about it."""
    state = ReversiGame().parse_position(MULTI)
    describer = ReversiDescriber(state.game, lang)
    square = {describer.move_text(m): m for m in state.legal_moves()}
    assert describer.move_here_text(state, square["e3"]) == one
    assert describer.move_here_text(state, square["d4"]) == four


ROW_OF_SIX = "-" * 8 + "--X-----" + "-O------" + "-OOOOOOX" + "-" * 32 + " X"
"""Black's a4 turns b4 to g4 along rank 4 and b3 towards c2."""


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Black a4, flips 7: b4 to g4 and b3.", 41),
    ("de", "Schwarz a4, 7 umgedreht: b4 bis g4 und b3.", 45),
])
def test_a_line_of_discs_turned_is_brailled_by_its_ends(lang, brief, size):
    """"2 moves back. Last: White a4, flips 7: b4, c4, d4, e4, f4, g4, and b3." ran to 82
    cells on the braille line of an undo (85 in German): three or more discs turned along
    one line are named by its ends; speech still names every disc."""
    state = ReversiGame().parse_position(ROW_OF_SIX)
    move = state.parse_move("a4")
    events = state.play(move)
    said = ReversiDescriber(state.game, lang).move_message(state, move, events, 0)
    assert said.short == brief and cells(brief, lang) == size
    assert said.text.endswith(("b4, c4, d4, e4, f4, g4, and b3.", "b4, c4, d4, e4, f4, g4 und b3."))


NINETEEN = ("X--X--X-" "-O-O-O--" "--OOO---" "XOO-OOOX" "--OOO---" "-O-O-O--" "X--O--O-"
            "---X---X" " X")
"""Black's d4 turns 19 discs, the most one placement can: d5 to d7 and e5 to g7 and e4 to g4
(three or more in a line), and two on each of the other five lines."""


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "d4 flips 19: up to d7, g7, g4, f2, d2, b2, b4, and b6.", 64),
    ("de", "d4 dreht 19 um: bis d7, g7, g4, f2, d2, b2, b4 und b6.", 64),
])
def test_the_discs_a_square_would_flip_are_brailled_as_a_move_turns_them(lang, brief, size):
    """"moves d4" brailled its sentence whole, every disc by name: "d4: you can place a disc
    here; it flips 19 discs: d5, d6, d7, e5, ..., c5, and b6." ran to 150 cells (155 in
    German). The braille line names the discs as a move's does: a line of three or more by
    its ends, and where that would still name more than six discs (here 13 discs, 104 cells),
    each line by its far end; speech still names every disc."""
    from accessible_games.session.console import Console, Seat, SeatKind

    game = ReversiGame()
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                            state=game.parse_position(NINETEEN))
    [said] = console.handle_line("moves d4")
    assert said.short == brief and cells(brief, lang) == size
    assert said.text.endswith(("c4, b4, c5, and b6.", "c4, b4, c5 und b6."))


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Black d4, flips 19 on 8 lines.", 34),
    ("de", "Schwarz d4, 19 umgedreht auf 8 Linien.", 38),
])
def test_discs_turned_on_many_lines_are_brailled_by_the_count_of_lines(lang, brief, size):
    """The most discs one placement turns, by the ends of each line of three or more: "Black
    d4, flips 19: d5 to d7, e5 to g7, e4 to g4, e3, f2, d3, d2, c3, b2, c4, b4, c5, and b6."
    ran to 112 cells (117 in German). Each line by its far end ("... flips 19: up to d7, g7,
    g4, f2, d2, b2, b4, and b6.", 72 cells) still ran an undo's line ("2 moves back. Last:
    ...") to 94 cells: the lines are counted. "moves d4" names the far ends."""
    state = ReversiGame().parse_position(NINETEEN)
    move = state.parse_move("d4")
    events = state.play(move)
    said = ReversiDescriber(state.game, lang).move_message(state, move, events, 0)
    assert said.short == brief and cells(brief, lang) == size
    assert said.text.endswith(("c4, b4, c5, and b6.", "c4, b4, c5 und b6."))


TEN_CORNER = (
    "X--------X" "-O--O----O" "--O-X----O" "---O-----O" "----O----O" "-----O---O" "------O--O"
    "-------O-O" "--------OO" "XOOOOOOOO-" " X")
"""A 10x10 board, Black to move: j10 turns i10 to b10 along row 10, j9 to j2 down column j and
i9 to b2 along the diagonal, 24 discs; White's e2 can then take e3 back with e4."""


@pytest.mark.parametrize(("lang", "brief", "undone"), [
    ("en", "Black j10, flips 24: up to j2, b2, and b10.",
     "One move back. Last: Black j10, flips 24: up to j2, b2, and b10."),
    ("de", "Schwarz j10, 24 umgedreht: bis j2, b2 und b10.",
     "Ein Zug zurück. Zuletzt: Schwarz j10, 24 umgedreht: bis j2, b2 und b10."),
])
def test_a_long_list_of_turned_discs_on_ten_by_ten_is_brailled_by_the_far_ends(lang, brief,
                                                                                undone):
    """On 10x10 three long lines named by their ends ("j9 to j2, i9 to b2, and i10 to b10",
    six names) stayed below the count of names that brings the far-end form, but the names
    are longer there: the undo's braille line ran to 88 cells (94 in German). Whether the
    list is too long is now measured in cells."""
    from accessible_games.session.console import Console, Seat, SeatKind

    game = ReversiGame({"size": 10})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                            state=game.parse_position(TEN_CORNER))
    assert console.handle_line("j10")[0].short == brief
    console.handle_line("e4")
    said = console.handle_line("undo" if lang == "en" else "rückgängig")[0]
    assert said.short == undone and cells(undone, lang) <= 80
