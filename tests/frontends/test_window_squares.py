"""A square in the window, measured on the drawn surface: the 10x10 draughts board writes each
dark square's number on it, clear of the piece standing there."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.window_board import (
    BoardDrawer,
    PieceShape,
    _frame_out,
    piece_label,
)
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
YELLOW = (255, 215, 0)


def _piece_pixels(window, session, location):
    """The pixels of the piece drawn on ``location`` (inside its circle), by place."""
    rect = window.layout.board.pieces[location]
    occupant = session.shown_occupant(location)
    crowned = occupant.piece.value == "king" and session.view.family == "draughts"
    radius = PieceShape.of(rect.width, piece_label(session, occupant), crowned).radius
    return {(x, y): tuple(window.surface.get_at((x, y)))
            for y in range(rect.centery - radius, rect.centery + radius + 1)
            for x in range(rect.centerx - radius, rect.centerx + radius + 1)
            if (x - rect.centerx) ** 2 + (y - rect.centery) ** 2 <= (radius - 1) ** 2}


def _neighbours_untouched(game_id, size=None, zoom=100):
    """The window with the cursor on a piece among others, after a drawing with the cursor
    far away: the neighbours' pieces look the same, and their squares differ at most where
    the cursor's frame reaches over their edge."""
    usual, moves, square, far, around = NEIGHBOURS[game_id]
    window, _, session = people_window(game_id, zoom, size or usual)
    for move in moves:
        session.handle_line(move)
    surface = window.surface
    _draw_with_cursor(window, session, far)
    squares = window.layout.squares
    names = {session.describer.location(loc): loc for loc in squares}
    before = {name: surface.subsurface(squares[names[name]]).copy() for name in around}
    pieces = {name: _piece_pixels(window, session, names[name]) for name in around
              if session.shown_occupant(names[name]) is not None}
    cursor = _draw_with_cursor(window, session, square)
    reach = cursor.inflate(2 * _frame_out(cursor), 2 * _frame_out(cursor))
    for name in around:
        rect = squares[names[name]]
        now = surface.subsurface(rect)
        changed = [(rect.left + x, rect.top + y) for y in range(rect.height)
                   for x in range(rect.width) if now.get_at((x, y)) != before[name].get_at((x, y))]
        assert all(reach.collidepoint(p) for p in changed), name
        if name in pieces:
            assert _piece_pixels(window, session, names[name]) == pieces[name], name
    return window, session, cursor


def test_the_cursor_frame_lies_astride_its_square_s_edge_under_the_neighbours_pieces():
    """The cursor's frame lies astride its square's edge, drawn before the pieces: on Mad
    Mate's 68-pixel squares (1280x720) the pawns beside it lie over its outer half and stay
    whole (a frame drawn over them lay on their rims), and the piece under it is drawn inside
    it. The yellow band is a tenth of the square, and between the frame's black line and the
    piece's halo the square shows."""
    window, session, cursor = _neighbours_untouched("mad-mate")
    surface = window.surface
    left = cursor.left - _frame_out(cursor)
    row = [tuple(surface.get_at((x, cursor.centery)))[:3] for x in range(left, cursor.centerx)]
    assert row.count(YELLOW) >= max(4, cursor.width // 10)
    frame_end = next(n for n, c in enumerate(row) if c not in (YELLOW, (0, 0, 0)))
    kind = session.view.cell_of(session.cursor.location).kind
    own = BoardDrawer(pygame, None).square_colour(session, kind, session.cursor.location)
    assert row[frame_end] == own, (row[frame_end], own)  # the square shows, then the halo
    drawn = window.layout.board.pieces[session.cursor.location]
    assert cursor.contains(drawn) and drawn.width >= 0.85 * cursor.width
    window.close()


@pytest.mark.parametrize("zoom", (100, 200))
def test_the_piece_under_the_cursor_keeps_nine_tenths_of_its_size(zoom):
    """In Mad Mate (1280x720) the pawn under the cursor's frame was drawn the smallest on the
    board, in 73 pixels of its 96-pixel square at 200 % (51 of 68 at 100 %): the frame lay all
    inside its square. With the frame astride the square's edge it is nine tenths of the
    others' size and more (91 of 96, 64 of 68), and the frame's yellow is still a tenth of
    the square."""
    window, _, session = people_window("mad-mate", zoom, (1280, 720))
    cursor = _draw_with_cursor(window, session, "d2")
    pieces = window.layout.board.pieces
    here = pieces[session.cursor.location]
    others = [rect.width for loc, rect in pieces.items() if loc != session.cursor.location]
    assert here.width >= 0.9 * min(others), (here, min(others), cursor)
    top = cursor.top - _frame_out(cursor)  # over it d3 is empty
    column = [tuple(window.surface.get_at((cursor.centerx, y)))[:3]
              for y in range(top, cursor.centery)]
    assert column.count(YELLOW) >= cursor.width // 10, column
    window.close()


@pytest.mark.parametrize("size", ((1000, 860), (1280, 720)))
def test_on_a_small_square_the_cursor_fills_it_yellow_all_around_its_piece(size):
    """On Gomoku's small squares (47 pixels in 1000x860, 38 in 1280x720) the cursor turns
    the square yellow around its stone, in a black edge. The stone kept its full size and
    left the yellow only in the corners (none at the middle of a side; 17 % of the square in
    1000x860, 19 % in 1280x720, where the last move's brackets covered it more): the cursor
    was hard to find. The stone now leaves a band of yellow a tenth of the square wide on
    every side (39 to 44 % of the square), the stone four fifths of the square across; the
    neighbours look the same as without the cursor."""
    window, session, cursor = _neighbours_untouched("gomoku", size)
    surface = window.surface
    band = max(3, cursor.width // 10)
    for start, step in (((cursor.left, cursor.centery), (1, 0)),
                        ((cursor.right - 1, cursor.centery), (-1, 0)),
                        ((cursor.centerx, cursor.top), (0, 1)),
                        ((cursor.centerx, cursor.bottom - 1), (0, -1))):
        colour = [tuple(surface.get_at((start[0] + step[0] * k, start[1] + step[1] * k)))[:3]
                  for k in range(cursor.width // 2)]
        assert colour[0] == (0, 0, 0), (start, colour)
        assert colour.count(YELLOW) >= band, (start, colour)
    inside = cursor.inflate(-4, -4)
    yellow = sum(tuple(surface.get_at((x, y)))[:3] == YELLOW
                 for y in range(inside.top, inside.bottom)
                 for x in range(inside.left, inside.right))
    assert yellow >= cursor.width * cursor.height // 4, (yellow, cursor)
    window.close()


def _letter_height(window, session, location) -> int:
    """How many pixel rows tall the letter on the piece at ``location`` is: the ink (white
    on a dark side's black piece, else black) joined to the ink nearest the piece's middle,
    apart from its rings by the fill between."""
    rect = window.layout.board.pieces[location]
    surface = window.surface
    dark = session.view.is_dark(session.shown_occupant(location).player)

    def inked(p) -> bool:
        colour = tuple(surface.get_at(p))[:3]
        return min(colour) > 160 if dark else max(colour) < 95

    near = sorted(((x - rect.centerx) ** 2 + (y - rect.centery) ** 2, (x, y))
                  for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
                  if inked((x, y)))
    seen = {near[0][1]}
    todo = [near[0][1]]
    while todo:
        x, y = todo.pop()
        for p in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if p not in seen and rect.collidepoint(p) and inked(p):
                seen.add(p)
                todo.append(p)
    return max(y for _, y in seen) - min(y for _, y in seen) + 1


@pytest.mark.parametrize(("game_id", "size", "far"), [
    ("gomoku", (1000, 860), "o1"), ("gomoku", (1280, 720), "o1"), ("dog", (860, 860), None)])
def test_the_piece_in_a_filled_cursor_keeps_most_of_its_letter(game_id, size, far):
    """Made smaller to leave yellow around it, the piece under a filled cursor keeps four
    fifths of its letter and more: its rings are one pixel thin. With its usual rings the
    letter's ink fell from 25 pixels to 17 on Gomoku's 47-pixel squares, and on Dog's
    33-pixel squares from 15 to 7; now 20 and 12. (Dog's squares are 33 pixels with the hand
    under the board, as in 860x860; in 1000x860 the hand stands beside it now.)"""
    if game_id == "dog":
        from tests.frontends.test_window_cards import table_window

        window, _, session = table_window("dog", 100, size=size)
    else:
        window, _, session = people_window(game_id, 100, size)
        session.handle_line("h8")
    place = next(loc for loc in session.view.locations()
                 if (man := session.shown_occupant(loc)) is not None and man.piece is not None)
    name = session.describer.location(place)
    away = far or next(session.describer.location(loc) for loc in session.view.locations()
                       if loc != place and session.view.cell_of(loc).row
                       != session.view.cell_of(place).row
                       and loc in window.layout.squares)
    _draw_with_cursor(window, session, away)
    usual = _letter_height(window, session, place)
    cursor = _draw_with_cursor(window, session, name)
    assert window.drawer.board._cursor_here(session, place, cursor) == "fill"
    assert window.layout.board.pieces[place].width < cursor.width  # smaller in its yellow
    assert usual and _letter_height(window, session, place) >= 0.8 * usual, (
        _letter_height(window, session, place), usual)
    window.close()
