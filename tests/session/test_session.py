"""The session: typed moves, queries, undo, quit, and bad input that never loses the game."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def session(game_id: str, seats=(HUMAN, HUMAN), lang: str = "en", **options) -> Console:
    return Console.local(REGISTRY.create(game_id, options), list(seats), lang=lang, seed=1)


def texts(messages) -> list[str]:
    return [m.text for m in messages]


@pytest.mark.parametrize("typed", ["11-15", "c3-d4", "C3 D4"])
def test_checkers_accepts_numbers_and_algebraic(typed):
    s = session("checkers")
    out = s.handle_line(typed)
    assert out[0].kind is MessageKind.MOVE
    assert s.history[-1].move.notation == "c3-d4"
    assert out[-1].text == "White, your turn."


def test_a_whole_capture_path_is_accepted_and_spoken():
    s = session("checkers")
    s.table.state = s.game.parse_position("B:W14,15,19,22:B10,11")
    out = s.handle_line("c3xe5xg7")
    assert out[0].text == "The black man on c3 takes d4 and f6 by way of e5 and lands on g7."
    assert out[0].kind is MessageKind.CAPTURE


def test_illegal_move_gets_its_reason_and_the_game_goes_on():
    s = session("checkers")
    s.table.state = s.game.parse_position("B:W14,15,19,22:B10,11")
    before = s.state.to_text()
    out = s.handle_line("c3-b4")
    assert texts(out) == ["Capture is mandatory: c3 takes d4 and f6 by way of e5 and lands on g7 "
                          "or e3 takes f4 and f6 by way of g5 and lands on e7."]
    assert out[0].kind is MessageKind.ILLEGAL
    assert s.state.to_text() == before and not s.history


@pytest.mark.parametrize("lang,typed,expected", [
    ("en", "xyzzy", 'I cannot read "xyzzy". Type a move such as c3-d4 (in square numbers '
                    "11-15) or c3xe5xg7, or help for the commands."),
    ("de", "xyzzy", "Ich verstehe „xyzzy“ nicht. Tippe einen Zug wie c3-d4 (in Feldnummern "
                    "11-15) oder c3xe5xg7, oder tippe hilfe für die Befehle."),
    ("en", "", "Type a move or a command; help lists the commands."),
    ("en", "z9-z10", None),
])
def test_unreadable_input_reprompts(lang, typed, expected):
    s = session("checkers", lang=lang)
    out = s.handle_line(typed)
    assert len(out) == 1 and out[0].kind is MessageKind.ERROR
    if expected is not None:
        assert out[0].text == expected
    assert not s.history


def test_no_moves_from_a_place_says_why():
    # The game's reason names the place and says why nothing moves from it: "No move from b4."
    # before it said the place twice.
    tablut = session("tablut")
    assert texts(tablut.handle_line("moves e5")) == [
        "The king on e5 belongs to the Swedes; you play the Muscovites."]
    checkers = session("checkers")
    assert texts(checkers.handle_line("moves b4")) == ["There is no piece on b4."]
    assert texts(checkers.handle_line("moves b1")) == [
        "b1 is a light square; the pieces stand only on the dark squares."]
    # A piece of one's own that cannot move hears which pieces can.
    assert texts(checkers.handle_line("moves a1")) == [
        "The man on a1 is stuck; the pieces on a3, c3, e3, and g3 can move."]


def test_queries_in_english():
    s = session("reversi")
    assert texts(s.handle_line("last")) == ["No move has been made yet."]
    assert texts(s.handle_line("moves")) == ["Black: 4 moves: d3, c4, f5, or e6."]
    assert texts(s.handle_line("moves d3")) == ["d3: you can place a disc here; it flips d4."]
    assert texts(s.handle_line("moves a1")) == [
        "A disc on a1 would not flip anything. You can play d3, c4, f5, or e6."]
    assert texts(s.handle_line("moves d4")) == [
        "There is already a white disc on d4. You can play d3, c4, f5, or e6."]
    assert texts(s.handle_line("moves zz")) == ['"zz" is not a place on this board.']
    s.handle_line("d3")
    assert texts(s.handle_line("last")) == ["Black plays d3, flipping d4."]
    assert texts(s.handle_line("status")) == ["White, your turn. Black 4, White 1. Move 2."]
    assert texts(s.handle_line("repeat")) == ["White, your turn. Black 4, White 1. Move 2."]
    assert texts(s.handle_line("board")) == [  # three empty rows or more said once
        "Rows 8 to 6: empty.", "Row 5: d5 black, e5 white.", "Row 4: d4 and e4 black.",
        "Row 3: d3 black.", "Row 2: empty.", "Row 1: empty."]
    assert texts(s.handle_line("row 7")) == ["Row 7: empty."]  # any one row still on its own


@pytest.mark.parametrize(("game_id", "lang", "expected"), [
    ("breakthrough", "de", "Ich verstehe „xyz“ nicht. Tippe ein Start- und ein Zielfeld wie "
     "a2-a3 (zum Schlagen etwa b2xc3), oder tippe hilfe für die Befehle."),
    ("rakado", "en", 'I cannot read "xyz". Type a start and a target square such as a1-a5 (for '
     "a capture, say, c3xe5; the die is rolled for you), or help for the commands."),
])
def test_an_example_capture_is_told_apart_from_the_help_word(game_id, lang, expected):
    """"Tippe ein Start- und ein Zielfeld wie a2-a3, oder b2xc3 zum Schlagen oder hilfe für
    die Befehle." ran the capture's "oder" into the one before the help word (and Rakado's
    "; the die is rolled for you, or help" offered help as a way to roll)."""
    s = session(game_id, lang=lang)
    if s.state.turn_kind.name == "CHANCE":
        s.forced_moves()  # Rakado's first roll
    assert texts(s.handle_line("xyz")) == [expected]


def test_queries_in_german():
    s = session("kalah", lang="de")
    out = texts(s.handle_line("züge"))
    assert out[0].startswith("Süd: 6 Züge:")
    assert texts(s.handle_line("zuletzt")) == ["Es wurde noch kein Zug gemacht."]
    assert "Befehl" in s.handle_line("hilfe")[0].text


def test_undo_against_the_computer_takes_back_its_answer_too():
    s = session("checkers", seats=(HUMAN, COMPUTER))
    s.handle_line("11-15")
    s.computer_move()
    assert len(s.history) == 2
    out = texts(s.handle_line("undo"))
    assert out == ["2 moves taken back. Back at the start of the game.", "Black, your turn."]
    assert s.state.to_text() == s.game.new_state().to_text()
    assert texts(s.handle_line("undo")) == ["There is no move of yours to take back."]


def test_quit_asks_first():
    s = session("kalah")
    assert texts(s.handle_line("quit")) == ["Quit this game? Type yes or no."]
    assert texts(s.handle_line("no")) == ["The game goes on.", "South, your turn."]
    assert not s.quit_requested
    s.handle_line("ende")
    assert texts(s.handle_line("ja")) == ["Goodbye."]
    assert s.quit_requested


def test_computer_moves_and_kalah_extra_turn_keeps_the_turn():
    s = session("kalah")
    # House 3 holds 4 seeds: the last lands in South's store, so South moves again.
    out = texts(s.handle_line("3"))
    # Said once, as the turn: not "South, you move again." followed by "South, your turn.".
    assert out[-1] == "South, you move again."
    assert " ".join(out).count("again") == 1 and "South, your turn." not in out


def test_a_forced_pass_is_made_and_announced():
    s = session("reversi")
    # Black to move; White has no disc that could answer after Black's only move here.
    board = ["-"] * 64
    board[0], board[1] = "X", "O"   # a1 black, b1 white: Black plays c1 and White cannot move.
    board[8] = "O"                   # a2 white
    s.table.state = s.game.parse_position("".join(board) + " X")
    out = texts(s.handle_line("c1"))
    assert out[0].startswith("Black plays c1")
    assert any("passes" in line for line in out)


def test_computer_games_are_deterministic_under_a_seed():
    def run() -> list[str]:
        s = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.COMPUTER, 1)] * 2, seed=9)
        lines = []
        for _ in range(10):
            lines += texts(s.computer_move())
        return lines
    assert run() == run()


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ("where c3", "where", "where zz"),
     ("c3, black man.", "a3, black man.", '"zz" is not a place on this board.')),
    ("de", ("wo c3", "wo", "wo zz"),
     ("c3, schwarzer Stein.", "a3, schwarzer Stein.", "„zz“ ist kein Feld auf diesem Brett.")),
])
def test_where_with_a_place_tells_that_place_and_leaves_the_cursor(lang, typed, said):
    """ "where f11" used to answer about the cursor's square, whatever place was typed."""
    s = session("checkers", lang=lang)
    assert [texts(s.handle_line(t)) for t in typed] == [[text] for text in said]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ("quit", "repeat", "no"),
     (["Quit this game? Type yes or no."], ["Quit this game? Type yes or no."],
      ["The game goes on.", "South, your turn."])),
    ("de", ("ende", "wiederholen", "ja"),
     (["Diese Partie beenden? Tippe ja oder nein."], ["Diese Partie beenden? Tippe ja oder nein."],
      ["Auf Wiedersehen."])),
])
def test_repeat_says_an_open_question_again_and_keeps_it_open(lang, typed, said):
    """ "repeat" used to drop the question ("The game goes on.") and then read it out, so
    the yes that followed found no question."""
    s = session("kalah", lang=lang)
    assert [texts(s.handle_line(t)) for t in typed] == [list(x) for x in said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "2 moves taken back. The last move now: The wolf moves from h8 to g7."),
    ("de", "2 Züge zurückgenommen. Der letzte Zug ist jetzt: Der Wolf zieht von h8 nach g7."),
])
def test_undo_says_which_move_now_stands_last(lang, said):
    """"2 moves taken back." left the player to find out with "board" where the game stood."""
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    s = Console.local(REGISTRY.create("wolf-und-schafe"), seats, lang=lang, seed=1)
    s.opening()
    for move in ("c1-d2", "a1-b2"):
        s.handle_line(move)
        while s.computer_to_move():
            s.computer_move()
    assert s.handle_line("undo" if lang == "en" else "rückgängig")[0].text == said


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "2 moves back. Last: White g5-f4."),
    ("de", "2 Züge zurück. Zuletzt: Weiß g5-f4."),
])
def test_undo_brailles_the_move_now_last_in_its_brief_form(lang, shown):
    """In verbose Eckdame the move now last was told with the whole status after it, and the
    braille line of the undo repeated it (331 cells); it gives the move's brief form now, and
    speech keeps the sentence."""
    from accessible_games.narration.describer import Verbosity
    from tests.braille_cells import DISPLAY_CELLS, cells
    from tests.consoles import seated

    console = seated("eckdame", lang, 3)
    console.set_verbosity(Verbosity.VERBOSE)
    for move in ("c3-d4", "d2-e3"):
        console.handle_line(move)
        while console.computer_to_move():
            console.computer_move()
    answer = console.handle_line("undo" if lang == "en" else "rückgängig")[0]
    assert answer.short == shown
    assert cells(answer.short, lang) <= 2 * DISPLAY_CELLS
    assert len(answer.text) > len(answer.short)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["c3 selected: to b4 or d4.", "e3 selected: to d4 or f4.",
            "You move from e3 to f4."]),
    ("de", ["c3 ausgewählt: nach b4 oder d4.",
            "e3 ausgewählt: nach d4 oder f4.", "Du ziehst von e3 nach f4."])])
def test_choosing_another_piece_selects_it_instead(lang: str, said: list[str]) -> None:
    """A play-tester with 33 selected chose 28, another of his men, and heard "28 is
    occupied."; he had to cancel first. Another piece with moves is now selected instead."""
    from accessible_games.session.commands import Command, CommandKind
    from tests.consoles import seated

    console = seated("checkers", lang, 1)
    heard = []
    for square in ("c3", "e3", "f4"):
        console.handle_line(f"go {square}")
        heard += [m.text for m in console.handle(Command(CommandKind.SELECT))]
    assert heard == said


def test_go_with_a_number_is_a_square_where_squares_are_numbers() -> None:
    """A play-tester at international draughts typed "go 6" for square 6 and was taken to
    row 6 (square 21), then refused there. Typed, a number is the square where the moves
    name squares by numbers; "go row 6" and the number keys still go to the row."""
    from accessible_games.session.commands import Command, CommandKind
    from tests.consoles import seated

    console = seated("international-draughts", "en", 1)
    assert [m.text for m in console.handle_line("go 6")] == ["6, black man."]
    assert [m.text for m in console.handle_line("go row 6")] == ["21, empty."]
    assert [m.text for m in console.handle(Command(CommandKind.GO, "6"))] == ["21, empty."]
    # On a board of letters and numbers a number is still the row.
    checkers = seated("checkers", "en", 1)
    checkers.handle_line("go 3")
    assert checkers.cursor.row == 2


@pytest.mark.parametrize(("game_id", "typed", "brief"), [
    ("checkers", "moves",
     ["Black: 7 moves.", "a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, or g3-h4."]),
    ("international-draughts", "moves 31", ["From 31, 2 moves: 31-26 or 31-27."]),
    ("blockade", "moves c3", ["From c3, 2 moves: c3-d4 or c3-b4."]),
])
def test_a_list_of_moves_is_brailled_in_notation(game_id: str, typed: str,
                                                  brief: list[str]) -> None:
    """A braille reader read "Black: 7 moves: a3 to b4, c3 to b4, ..." on 88 cells; where the
    notation says what the words say, the display shows it (speech keeps the words); a long
    list after its count, on a line of its own."""
    from tests.consoles import seated

    said = seated(game_id, "en", 1).handle_line(typed)
    assert [m.short for m in said] == brief and " to " in said[0].text
