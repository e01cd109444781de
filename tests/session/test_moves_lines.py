"""A long list of moves on the braille line: the count on a line of its own, then the list in
lines that each fit two windows of a 40-cell display; the speech says it in one sentence."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.queries import BRIEF_LINE_CHARS, in_pieces
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS

LISTS = {
    "numbered captures": [f"{a}x{a - 9}x{a - 18}" for a in range(50, 20, -1)],
    "numbered steps": [f"{a}-{a - 5}" for a in range(50, 6, -1)],
    "squares": [f"{c}{r}" for c in "abcdefghij" for r in range(1, 11)],
    "steps": [f"{c}{r}-{c}{r + 1}" for c in "abcdefghi" for r in range(1, 9)],
    "marked squares": [f"{c}{r} (trapped)" for c in "abcdefgh" for r in range(1, 9)],
}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("listed", LISTS.values(), ids=LISTS.keys())
def test_every_piece_of_a_list_fits_two_windows(listed, lang):
    text = f"{catalog(lang).join_or(listed)}."
    pieces = in_pieces(text)
    assert " ".join(pieces) == text
    assert all(len(piece) <= BRIEF_LINE_CHARS for piece in pieces)
    assert max(cells(piece, lang) for piece in pieces) <= TWO_WINDOWS


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
