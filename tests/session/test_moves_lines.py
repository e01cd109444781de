"""A long list of moves on the braille line: the count on a line of its own, then the list in
lines that each fit two windows of a 40-cell display; the speech says it in one sentence."""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.output.braille import translator
from accessible_games.output.braille.translator import (
    BrailleTable,
    BrailleTranslator,
    default_table,
)
from accessible_games.session import braille_line
from accessible_games.session.braille_line import braille_cells
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.queries import in_pieces
from tests.braille_cells import DISPLAY_CELLS, cells, windows
from tests.consoles import people_at

TWO_WINDOWS = 2 * DISPLAY_CELLS

LISTS = {
    "numbered captures": [f"{a}x{a - 9}x{a - 18}" for a in range(50, 20, -1)],
    "numbered steps": [f"{a}-{a - 5}" for a in range(50, 6, -1)],
    "squares": [f"{c}{r}" for c in "abcdefghij" for r in range(1, 11)],
    "steps": [f"{c}{r}-{c}{r + 1}" for c in "abcdefghi" for r in range(1, 9)],
    "marked squares": [f"{c}{r} (trapped)" for c in "abcdefgh" for r in range(1, 9)],
    "fields": [f"field {n}" for n in range(1, 30)],
    "kings": [f"K{c}{r}" for c in "abcdefgh" for r in range(1, 9)],
}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("listed", LISTS.values(), ids=LISTS.keys())
def test_every_piece_of_a_list_fits_two_windows(listed, lang):
    text = f"{catalog(lang).join_or(listed)}."
    pieces = in_pieces(text, default_table(lang))
    assert " ".join(pieces) == text
    assert max(cells(piece, lang) for piece in pieces) <= TWO_WINDOWS


def fewest_pieces(text: str, table: BrailleTable) -> int:
    """How many lines of two windows ``text`` needs at least, parted after its commas."""
    translate = BrailleTranslator(table, protect_notation=True).translate
    count, line = 0, ""
    for part in re.split(r"(?<=,) ", text):
        longer = f"{line} {part}" if line else part
        if line and len(translate(longer).braille) > TWO_WINDOWS:
            count, line = count + 1, part
        else:
            line = longer
    return count + 1


@pytest.mark.parametrize("table", list(BrailleTable), ids=lambda t: t.name)
@pytest.mark.parametrize("listed", LISTS.values(), ids=LISTS.keys())
def test_pieces_are_measured_in_cells_of_the_readers_table(listed, table):
    """Counted in characters (60), "field 1, field 2, ..." came in five lines where four
    of 80 cells hold it, and contracted braille, shorter still, was parted as long."""
    text = f"{catalog(table.language).join_or(listed)}."
    pieces = in_pieces(text, table)
    translate = BrailleTranslator(table, protect_notation=True).translate
    assert " ".join(pieces) == text
    assert max(len(translate(piece).braille) for piece in pieces) <= TWO_WINDOWS
    assert len(pieces) == fewest_pieces(text, table)


def test_without_liblouis_a_cell_is_a_character(monkeypatch):
    def missing():
        raise ImportError("no louis")

    monkeypatch.setattr(translator, "_import_louis", missing)
    braille_line._translator.cache_clear()
    braille_cells.cache_clear()
    try:
        text = "Von e3 aus 11 Züge: c1, g1, d2, f2, d4 bis a7 oder f4 bis h6."
        assert braille_cells(text, BrailleTable.DE_G1) == len(text)
        pieces = in_pieces(", ".join(f"Feld {n}" for n in range(1, 30)), BrailleTable.DE_G1)
        assert max(len(piece) for piece in pieces) <= TWO_WINDOWS
    finally:
        braille_line._translator.cache_clear()
        braille_cells.cache_clear()


@pytest.mark.parametrize(("lang", "shown"), [
    ("de", ["Von e3 aus 11 Züge: c1, g1, d2, f2,", "d4 bis a7 oder f4 bis h6."]),
    ("en", ["From e3, 11 moves: c1, g1, d2,", "f2, d4 to a7, or f4 to h6."]),
])
def test_a_flying_kings_moves_take_two_windows_where_they_fit(lang, shown):
    """"Von e3 aus 11 Züge: ..." is 70 cells, but 61 characters: it was parted into its
    count and the list, three windows."""
    console = people_at("russian-draughts", "W:WKe3,c3:Bh8", lang)
    said = console.handle_line("moves e3" if lang == "en" else "züge e3")
    assert [w for m in said for w in windows(m.short, lang)] == shown


def test_the_readers_table_parts_the_list():
    """In German contracted braille the king's list is shorter than uncontracted."""
    console = people_at("russian-draughts", "W:WKd4,Kc1:Ba7", "de")
    console.set_braille_table(BrailleTable.DE_G2)
    said = console.handle_line("züge")
    assert all(braille_cells(m.short, BrailleTable.DE_G2) <= TWO_WINDOWS for m in said)
    assert console.line_table is BrailleTable.DE_G2


@pytest.mark.parametrize(("lang", "shown"), [
    ("de", ["Weiß: 4 Züge.", "Dame von d1 schlägt den Springer auf d3,",
            "König von e1 nach d2, Bauer von c2 schlägt den Springer auf d3",
            "oder Bauer von e2 schlägt den Springer auf d3."]),
    ("en", ["White: 4 moves.", "Queen from d1 takes the knight on d3, king from e1 to d2,",
            "pawn from c2 takes the knight on d3, or pawn from e2 takes the knight on d3."]),
])
def test_two_long_moves_part_before_the_or(lang, shown):
    """German has no comma before "oder": the last two of the four answers to a checking
    knight in Mad Mate, both pawns taking it, ran to 83 cells in one piece, as the list was
    parted only after commas."""
    console = people_at(
        "mad-mate", "r1bqkb1r/pppppppp/5n2/8/P2P4/2Nn4/1PP1PPPP/R1BQKBNR[] w KQkq - 1 5", lang)
    said = console.handle_line("moves" if lang == "en" else "züge")
    assert [m.short for m in said] == shown
    assert all(cells(m.short, lang) <= TWO_WINDOWS for m in said)


def moves_answer(game_id: str, lang: str):
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=1)
    console.opening()
    return console.handle_line("moves")


@pytest.mark.parametrize(("lang", "count", "listed"), [
    ("en", "Black: 7 moves.", "a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, or g3-h4."),
    ("de", "Schwarz: 7 Züge.", "a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4 oder g3-h4."),
])
def test_checkers_moves_count_first_then_the_list(lang, count, listed):
    # "Black: 7 moves: a3-b4, ..., or g3-h4." ran to 83 cells.
    said = moves_answer("checkers", lang)
    assert [m.short for m in said] == [count, listed]
    assert said[0].text.startswith(count.removesuffix("."))
    assert said[1].text == ""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["gomoku", "tablut", "maharadscha", "arimaa"])
def test_long_move_lists_count_first_and_fit(game_id, lang):
    said = moves_answer(game_id, lang)
    assert len(said) > 1
    assert all(cells(m.short, lang) <= TWO_WINDOWS for m in said)
    assert [m.text for m in said[1:]] == [""] * (len(said) - 1)



SEVEN_FOR_FOUR = {"low": (12, 20, 35, 50), "high": (22, 33, 45, 55)}
"""North's marbles for a seven of four marbles whose list by field numbers runs near
:data:`.BRIEF_LIST_CELLS`."""


@pytest.mark.parametrize(("lang", "table", "marbles", "whole"), [
    ("de", BrailleTable.DE_G2, "low", True),  # 164 characters, 143 cells
    ("de", BrailleTable.DE_G1, "low", True),  # 157 cells, a bracket said once in few words
    ("en", BrailleTable.EN_UEB_G1, "high", False),  # 164 characters, 185 cells
    ("en", BrailleTable.EN_UEB_G2, "high", True),  # 154 cells
])
def test_a_seven_s_list_is_measured_in_cells_of_the_readers_table(lang, table, marbles, whole):
    """Dog's seven for four marbles, listed by field numbers on the braille line ("23 to 24
    through 30; 33 to 34 ..."), was shown whole up to 160 characters, whatever the table:
    159 characters took 180 cells in uncontracted English, and 164 were not shown though
    they took 143 cells in German Kurzschrift. Now the list is measured in cells of the
    reader's table; where it takes more than four windows the places stand for it."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange
    from accessible_games.session.queries import BRIEF_LIST_CELLS

    game = DogGame()
    state = arrange(game, {0: list(SEVEN_FOR_FOUR[marbles]), 1: [38]},
                    {0: ["7c", "2c"], 1: ["7h", "2h"], 2: ["2d", "3d"], 3: ["2s", "3s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.set_braille_table(table)
    console.handle_line("7c")
    listed = console.describer.moves_list_brief(console.observation.legal_moves, console.state)
    assert listed is not None
    assert (braille_cells(listed, table) <= BRIEF_LIST_CELLS) == whole
    lines = [m.short for m in console.handle_line("moves" if lang == "en" else "züge")]
    # Shown whole: the count, then the list in lines of two windows at most.
    assert (" ".join(lines[1:]) == f"{listed}.") == whole, lines
    assert all(braille_cells(line, table) <= TWO_WINDOWS for line in lines), lines
