"""A square off the 8x8 board typed in Maharadscha or Mad Mate is said to be off the board."""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("maharadscha", "de", "e1-e9", "Ein Feld e9 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("maharadscha", "en", "e1e9", "e9 is not on the board, which goes from a1 to h8."),
    ("mad-mate", "de", "i2i4", "Ein Feld i2 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("mad-mate", "en", "e9", "e9 is not on the board, which goes from a1 to h8."),
])
def test_a_square_off_the_board_is_named_with_the_board_s_squares(game_id, lang, typed, said):
    """Playing Maharadscha, "e4-e9" was answered "I cannot read" with the notation's help, as
    if mistyped; the other board games say the square is off the board and which there are."""
    console = seated(game_id, lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


def test_a_piece_letter_before_a_square_is_still_notation():
    """Only a line of square names is read so; "Me9" is a slip in the notation."""
    console = seated("maharadscha", "en")
    assert console.handle_line("Me9")[0].text.startswith('I cannot read "Me9".')
