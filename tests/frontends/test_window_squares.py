"""A square in the window, measured on the drawn surface: the 10x10 draughts board writes each
dark square's number on it, clear of the piece standing there."""

from __future__ import annotations

import pytest

from tests.frontends.test_window_low_vision import people_window, ratio


def _number_at(window, session, number: int):
    """The ink rectangle of ``number`` written on its square, and the square's rectangle."""
    location = next(loc for loc, n in session.view.numbers.items() if n == number)
    written = dict(window.layout.board.numbers)
    return written[str(number)], window.layout.squares[location]


def _pixels(surface, rect):
    return [tuple(surface.get_at((x, y)))[:3] for y in range(rect.top, rect.bottom)
            for x in range(rect.left, rect.right)]


@pytest.mark.parametrize("zoom", (100, 200))
@pytest.mark.parametrize("game_id", ("international-draughts", "schlagdame"))
def test_each_dark_square_of_the_numbered_board_shows_its_number(game_id, zoom):
    """Speech and braille name the 10x10 board's squares by number ("32 selected: to 28."),
    and the board showed only a to j and 1 to 10 at its edges: now each dark square has its
    number in its top left corner, white on black, large enough to read (at 100 % in
    1000x860 a fifth of the square and more), on an empty square as on one with a piece."""
    window, _, session = people_window(game_id, zoom, (1000, 860))
    surface = window.surface
    cell = window.layout.board.cell
    for number in (23, 28, 32):  # empty, empty, a white man (in view at 200 % too)
        ink, square = _number_at(window, session, number)
        assert square.contains(ink), number
        assert ink.height >= cell * 0.15, (number, ink, cell)
        colours = _pixels(surface, ink)
        brightest = max(colours, key=sum)
        darkest = min(colours, key=sum)
        assert ratio(brightest, darkest) >= 7, (number, brightest, darkest)
    window.close()


@pytest.mark.parametrize("zoom", (100, 200))
def test_a_square_s_number_leaves_the_piece_on_it_whole(zoom):
    """The man on 32 is drawn clear of the number: where it stood and where it has left
    (after 32-28) differ only away from the number, and it is nearly its usual size."""
    window, _, session = people_window("international-draughts", zoom, (1000, 860))
    ink, square = _number_at(window, session, 32)
    before = window.surface.subsurface(square).copy()
    session.handle_line("32-28")
    window.dirty = True
    window.step()
    ink_after, square = _number_at(window, session, 32)
    after = window.surface.subsurface(square)
    changed = [(x, y) for y in range(square.height) for x in range(square.width)
               if before.get_at((x, y)) != after.get_at((x, y))]
    assert changed, "the man did not leave 32"
    box = ink_after.move(-square.left, -square.top).inflate(6, 6)  # its black margin and 1
    assert not [p for p in changed if box.collidepoint(p)], "the number lies on the man"
    # The man across its middle, between the last move's dots in the corners.
    man = [(x, y) for x, y in changed if 0.4 * square.height <= y <= 0.6 * square.height]
    across = max(x for x, _ in man) - min(x for x, _ in man) + 1
    assert across >= 0.8 * 2 * int(square.width * 0.4), (across, square.width)
    window.close()
