"""A square in the window, measured on the drawn surface: the 10x10 draughts board writes each
dark square's number on it, clear of the piece standing there."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_board import BoardDrawer
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
    session.handle_line("go 37")  # the cursor beside, not on the man
    window.dirty = True
    window.step()
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
    # The man across its middle, between the last move's dots in the corners: its widest
    # row.
    rows: dict[int, list[int]] = {}
    for x, y in changed:
        if 0.36 * square.height <= y <= 0.64 * square.height:
            rows.setdefault(y, []).append(x)
    across = max(max(xs) - min(xs) + 1 for xs in rows.values())
    assert across >= 0.8 * 2 * int(square.width * 0.4), (across, square.width)
    window.close()


def _draw_with_cursor(window, session, square: str):
    session.handle_line(f"go {square}")
    window.dirty = True
    window.step()
    return window.layout.squares[session.cursor.location]


NEIGHBOURS = {
    "gomoku": ((1000, 860), ("h8", "h9", "g8", "i9", "i8", "g9", "i7", "g7"), "h8", "o1",
               ("g8", "i8", "h9", "h7", "g9", "i9", "g7", "i7")),
    "mad-mate": ((1280, 720), (), "d2", "a8", ("c2", "e2", "c1", "d1", "e1", "d3")),
}


def _neighbours_untouched(game_id):
    """The window with the cursor on a piece among others, after a drawing with the cursor
    far away: the neighbours' pixels are compared."""
    size, moves, square, far, around = NEIGHBOURS[game_id]
    window, _, session = people_window(game_id, 100, size)
    for move in moves:
        session.handle_line(move)
    surface = window.surface
    _draw_with_cursor(window, session, far)
    squares = window.layout.squares
    names = {session.describer.location(loc): loc for loc in squares}
    before = {name: surface.subsurface(squares[names[name]]).copy() for name in around}
    cursor = _draw_with_cursor(window, session, square)
    for name in around:
        rect = squares[names[name]]
        now = surface.subsurface(rect)
        assert all(now.get_at((x, y)) == before[name].get_at((x, y))
                   for y in range(rect.height) for x in range(rect.width)), name
    return window, session, cursor


def test_the_cursor_frame_lies_inside_its_square():
    """The cursor's frame lies inside its square, with the piece under it drawn smaller
    inside the frame: on Mad Mate's 68-pixel squares (1280x720) the frame straddled the
    square's edge and lay on the rims of the pawns beside it and of the one under it. The
    neighbours now look the same with the cursor on them as without it, the yellow band is
    still a tenth of the square, and between the frame's black line and the piece's halo
    the square shows."""
    window, session, cursor = _neighbours_untouched("mad-mate")
    surface = window.surface
    row = [tuple(surface.get_at((x, cursor.centery)))[:3]
           for x in range(cursor.left, cursor.centerx)]
    assert row.count((255, 215, 0)) >= max(4, cursor.width // 10)
    frame_end = next(n for n, c in enumerate(row) if c not in ((255, 215, 0), (0, 0, 0)))
    kind = session.view.cell_of(session.cursor.location).kind
    own = BoardDrawer(pygame, None).square_colour(session, kind, session.cursor.location)
    assert row[frame_end] == own, (row[frame_end], own)  # the square shows, then the halo
    drawn = window.layout.board.pieces[session.cursor.location]
    assert cursor.contains(drawn) and drawn.width >= 0.75 * cursor.width
    window.close()


def test_on_a_small_square_the_cursor_fills_it_around_its_piece():
    """On Gomoku's 47-pixel squares (1000x860) a frame inside the square would leave the
    stone two thirds of its size (and Dog's marbles on 33 a dot), and the frame on the edge
    lay on the stones' rims: there the square itself turns yellow around its stone, which
    keeps its size, in a black edge; the neighbours look the same as without the cursor."""
    window, session, cursor = _neighbours_untouched("gomoku")
    surface = window.surface
    assert window.layout.board.pieces[session.cursor.location] == cursor  # its usual size
    inside = cursor.inflate(-4, -4)
    yellow = sum(tuple(surface.get_at((x, y)))[:3] == (255, 215, 0)
                 for y in range(inside.top, inside.bottom)
                 for x in range(inside.left, inside.right))
    assert yellow >= inside.width * inside.height // 8, yellow  # its corners
    assert tuple(surface.get_at((cursor.left, cursor.centery)))[:3] == (0, 0, 0)
    window.close()
