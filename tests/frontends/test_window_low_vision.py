"""The window for low vision, measured on screenshots: the board fills the window, the cursor
and the last move's marks are in view at 100, 150 and 200 %, the message panel is never cut,
and measured colours meet WCAG contrast (4.5:1 text, 3:1 pieces, squares and marks).

Screenshots are the surface of the window under SDL's dummy driver, saved as PNG (to
``$ACCESSIBLE_GAMES_SCREENSHOTS`` when set, to keep them for looking at).
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from accessible_games.engine.events import PieceCaptured
from accessible_games.frontends.app import App
from accessible_games.frontends.window import Window
from accessible_games.frontends.window_board import last_move_places
from accessible_games.lineup import REGISTRY
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings

ZOOMS = (100, 150, 200)
SIZE = (1000, 860)


def lum(colour) -> float:
    """WCAG relative luminance, written here again so the test does not trust the app's."""
    out = []
    for v in colour[:3]:
        c = v / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]


def ratio(a, b) -> float:
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def play_until_capture(session: Console, limit: int = 80) -> None:
    """Play legal moves through the typed path, captures first, until one capture is made."""
    for _ in range(limit):
        state = session.state
        moves = state.legal_moves()
        assert moves, "the game ended before a capture"
        capture = next((m for m in moves if any(isinstance(e, PieceCaptured)
                                                for e in state.move_events(m))), None)
        move = capture or moves[len(session.history) * 7 % len(moves)]
        session.handle_line(move.notation)
        if capture is not None:
            return
    raise AssertionError("no capture came")


def scene(game_id: str) -> Console:
    """A position with a last move to mark: a capture where the game has them."""
    session = Console.local(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)],
                      lang="en", seed=3)
    if game_id == "mad-mate":
        for move in ("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5e5"):
            session.handle_line(move)       # captures into both reserves, then check
    elif game_id == "kalah":
        for move in ("3", "6", "2"):
            session.handle_line(move)
    elif game_id == "reversi":  # no captures: two moves, each turning a disc
        for _ in range(2):
            session.handle_line(session.state.legal_moves()[0].notation)
    elif game_id == "gomoku":
        for move in ("h8", "o15", "a1"):
            session.handle_line(move)
    else:
        play_until_capture(session)
    return session


def people_window(game_id: str, zoom: int, size, lang: str = "en",
                  computers: int = 0) -> tuple[Window, App, Console]:
    """A window of ``size`` at ``zoom`` % showing a new game of ``game_id`` with people in
    every seat (the last ``computers`` seats the computer's), drawn once."""
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(scale=zoom), lang=lang, seed=1)
    window = Window(app, size)
    app.start()
    game = REGISTRY.create(game_id)
    people = game.info.num_players - computers
    seats = [Seat(SeatKind.HUMAN)] * people + [Seat(SeatKind.COMPUTER, 1)] * computers
    session = Console.local(game, seats, lang=lang, seed=3)
    app.begin(session)
    window.step()
    return window, app, session


def shot(game_id: str, zoom: int, tmp_path: Path, size=SIZE):
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=zoom), lang="en", seed=1)
    window = Window(app, size)
    app.start()
    session = scene(game_id)
    app.begin(session)
    # The cursor on the end of the last move, as after playing it.
    window.step()
    marks = window.layout.marks
    assert marks is not None and marks.last_to, "the last move has no mark"
    session.cursor.go(marks.last_to[-1])
    window.dirty = True
    window.step()
    folder = Path(os.environ.get("ACCESSIBLE_GAMES_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game_id}-{zoom}.png"
    pygame.image.save(window.surface, str(path))
    return window, app, session, pygame.image.load(str(path))


GAMES = ("checkers", "international-draughts", "gomoku", "kalah", "mad-mate")


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("game_id", GAMES)
def test_cursor_and_last_move_in_view_and_contrast(game_id, zoom, tmp_path):
    window, app, session, image = shot(game_id, zoom, tmp_path)
    layout = window.layout
    if game_id == "mad-mate":
        # Check and the reserves are shown: a ring on the king, and in words in the panel.
        assert layout.marks.check is not None
        panel = " ".join(line for line, _ in layout.panel_lines)
        assert "White is in check." in panel and "reserve" in panel
    screen = image.get_rect()
    geo = layout.board
    marks = layout.marks
    cursor = geo.rect(pygame, session.cursor.column, session.cursor.row)
    # The cursor square and the marked last move lie inside the window and the board area,
    # above the message panel.
    assert screen.contains(cursor) and geo.area.contains(cursor)
    # The last move's end (where the cursor stands after it) is in view at every zoom; at
    # 100 % the whole board is, so every mark is.
    shown = marks.last_to + (marks.last_from + marks.captured if zoom == 100 else [])
    for location in shown:
        assert location in layout.squares, f"{location} not in view"
        assert screen.contains(layout.squares[location])
    if zoom == 100:
        assert len(layout.squares) == len(session.view.locations())
    assert cursor.bottom <= layout.panel.top
    # The board fills the window at 100 %: the larger side of the board uses most of it.
    if zoom == 100:
        used = max(geo.cell * session.view.columns / geo.area.width,
                   geo.cell * session.view.rows / geo.area.height)
        assert used > 0.9
    # Every panel line is inside the window (never cut).
    for _, rect in layout.panel_lines:
        assert screen.contains(rect)
    measure_contrast(image, session, layout)
    window.close()


def session_square_colour(session, location):
    """The square's own colour, as the drawer chose it (the drawn pixels are checked)."""
    from accessible_games.frontends.window_board import BoardDrawer

    kind = session.view.cell_of(location).kind
    return BoardDrawer(pygame, None).square_colour(session, kind, location)


def measure_contrast(image, session, layout) -> None:
    """Read colours off the screenshot: squares against each other and the pieces' rims,
    the last move's marks against their squares, text against the background."""
    view = session.view
    checked = 0
    cursor = session.cursor.location
    for location, rect in layout.squares.items():
        if location in (cursor, layout.marks.check):
            continue  # the cursor's frame, the check's ring: measured below
        square = image.get_at((rect.left + 1, rect.top + 1))[:3]  # clear of a large piece
        occupant = session.shown_occupant(location)
        if occupant is not None and occupant.piece is not None:
            # The piece's outer rim, just inside its radius (wider around two letters; on a
            # numbered square the piece lies clear of the number, off the square's middle).
            from accessible_games.frontends.window_board import PieceShape, piece_label

            drawn = layout.board.pieces[location]
            radius = PieceShape.of(drawn.width, piece_label(session, occupant), False).radius
            assert rect.contains(drawn.inflate(2 * radius - drawn.width,
                                               2 * radius - drawn.height))
            rim = image.get_at((drawn.centerx - radius + 1, drawn.centery))[:3]
            assert ratio(rim, square) >= 3, (location, rim, square)
            checked += 1
    pieces = [loc for loc in layout.squares if (o := session.shown_occupant(loc)) is not None
              and o.piece is not None]
    assert checked or view.family == "mancala" or pieces == [cursor]
    # The cursor's frame: its yellow or its black line stands out from the square (3:1).
    rect = layout.squares[cursor]
    base = session_square_colour(session, cursor)
    frame = {image.get_at((rect.left + dx, rect.centery))[:3] for dx in range(-3, 6)}
    assert max(ratio(c, base) for c in frame) >= 3, frame
    # The check's double ring: red inside a stroke that stands out from the square.
    if layout.marks.check in layout.squares:
        rect = layout.squares[layout.marks.check]
        base = session_square_colour(session, layout.marks.check)
        ring = [image.get_at((rect.centerx - dx, rect.centery))[:3]
                for dx in range(int(rect.width * 0.36), rect.width // 2)]
        assert (255, 40, 40) in ring
        assert max(ratio(c, base) for c in ring) >= 3
    # The last move's marks: the stroke around the orange stands out from the square.
    marks = layout.marks
    for location in marks.last_to + marks.last_from + marks.captured:
        if location not in layout.squares:
            continue  # scrolled out of view at this zoom
        rect = layout.squares[location]
        base = session_square_colour(session, location)
        # The bottom right corner (a numbered square's top left one holds its number; under
        # the cursor the mark lies inside its frame).
        corner = {image.get_at((rect.right - dx, rect.bottom - dy))[:3]
                  for dx in range(2, rect.width // 3) for dy in range(2, rect.width // 3)}
        if location in marks.captured and location not in marks.last_to + marks.last_from:
            middle = rect.inflate(-rect.width // 2, -rect.height // 2)
            corner = {image.get_at((x, x - middle.left + middle.top))[:3]
                      for x in range(middle.left, middle.right)}
        assert (255, 140, 0) in corner, (location, "no orange mark")
        assert max(ratio(c, base) for c in corner) >= 3
    # Squares: light against dark where the board has both.
    colours = {image.get_at((r.left + 2, r.top + 2))[:3] for r in layout.squares.values()}
    if len(colours) > 1 and view.family in ("chess", "draughts"):
        pairs = [ratio(a, b) for a in colours for b in colours if a != b]
        assert max(pairs) >= 3
    # Mancala houses against the background, and their numbers on them.
    if view.family == "mancala":
        for rect in layout.squares.values():
            house = image.get_at((rect.centerx - rect.width // 4, rect.centery))[:3]
            assert ratio(house, (0, 0, 0)) >= 3, house
    # Text: every panel line's ink against the panel's black (4.5:1).
    for line, rect in layout.panel_lines:
        ink = {image.get_at((x, y))[:3] for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom)}
        assert max(ratio(c, (0, 0, 0)) for c in ink) >= 4.5, line


def test_gomoku_corners_come_into_view_at_200_percent(tmp_path):
    window, app, session, _ = shot("gomoku", 200, tmp_path)
    for target in ("a1", "o15", "a15", "o1", "h8"):
        session.handle_line(f"go {target}")
        window.dirty = True
        window.step()
        geo = window.layout.board
        cursor = geo.rect(pygame, session.cursor.column, session.cursor.row)
        assert geo.area.contains(cursor), target
    window.close()


@pytest.mark.parametrize("zoom", (100, 130, 200))
def test_a_long_message_is_never_cut(zoom, tmp_path):
    window, app, session, _ = shot("checkers", zoom, tmp_path, size=(800, 600))
    app.speaker.say_session(session, session.handle_line("help"))
    window.dirty = True
    window.step()
    layout = window.layout
    shown = " ".join(line for line, _ in layout.panel_lines)
    last = app.outputs.announcer.last.message.text
    assert " ".join(last.split()) in " ".join(shown.split())
    for _, rect in layout.panel_lines:
        assert window.surface.get_rect().contains(rect)
    window.close()


def test_control_p_prints_in_the_window(tmp_path, monkeypatch):
    window, app, session, _ = shot("checkers", 100, tmp_path)
    from tests.frontends.helpers import press

    press(window, pygame.K_p, pygame.KMOD_CTRL)
    said = app.outputs.speech.current.texts[-1]
    assert "not available" not in said and said.startswith("Written: braille")
    window.close()


def test_point_boards_show_their_lines_and_thrones_their_marks(tmp_path):
    window, app, session, image = shot("alquerque", 100, tmp_path)
    geo = window.layout.board
    view = session.view
    drawn = 0
    for a, b in sorted(view.links):
        ca, cb = view.cell_of(a), view.cell_of(b)
        ra, rb = geo.rect(pygame, ca.column, ca.row), geo.rect(pygame, cb.column, cb.row)
        middle = ((ra.centerx + rb.centerx) // 2, (ra.centery + rb.centery) // 2)
        colour = image.get_at(middle)[:3]
        if colour == (180, 180, 180):
            drawn += 1
            assert ratio(colour, (60, 60, 60)) >= 3
    # The middle of a line may lie under a mark of the last move or the cursor.
    assert drawn >= 0.7 * len(view.links)
    window.close()
    window, app, session, image = shot("tablut", 100, tmp_path)
    throne = next(loc for loc, kind in session.view.marks.items() if kind == "throne")
    rect = window.layout.squares[throne]
    top = image.get_at((rect.centerx, rect.top + max(4, rect.width // 10) + 1))[:3]
    assert ratio(top, (60, 60, 60)) >= 3
    window.close()


def test_dog_shades_each_start_field_and_goal_lane_as_a_printed_board_does():
    """Dog's start fields and goal lanes are drawn light, the rest of the track dark, so a
    player with some sight finds where marbles come out and go home (contrast 4.5:1 or more);
    the screenshot shows the light shade on a goal field. Partners' marbles share a fill."""
    from accessible_games.frontends.window_board import contrast
    from accessible_games.games.cards.dog import board as b

    session = Console.local(REGISTRY.create("dog"), [Seat(SeatKind.HUMAN)] * 4, lang="en",
                            seed=3)
    shaded = {b.start_field(s) for s in range(4)} | {b.goal_place(s, i) for s in range(4)
                                                       for i in range(b.LANE)}
    assert session.view.shaded == shaded
    # The partnerships' marbles: North and South dark, East and West light.
    assert [session.view.is_dark(seat) for seat in range(4)] == [True, False, True, False]
    colours = {place: session_square_colour(session, place) for place in range(b.PLACES)}
    light, dark = colours[b.goal_place(0, 0)], colours[b.start_field(0) + 1]
    assert {colours[p] for p in shaded} == {light}
    assert {colours[p] for p in range(b.TRACK) if p not in shaded} == {dark}
    assert contrast(light, dark) >= 4.5
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=100), lang="en", seed=1)
    window = Window(app, SIZE)
    app.start()
    app.begin(session)
    window.step()
    centre = window.layout.squares[b.goal_place(0, 1)].center
    assert tuple(window.surface.get_at(centre))[:3] == light
    window.close()


@pytest.mark.parametrize("game_id", ("tablut", "checkers"))
def test_a_selected_piece_shows_where_it_may_go(game_id, tmp_path):
    """Each place the selected piece may go carries a dot in the selection's colour (a ring
    where a piece stands there), with a stroke that stands out from the square; other places
    carry none, and the marks go with the selection."""
    window, app, session, _ = shot(game_id, 100, tmp_path)
    start = next(m.parts[0] for m in session.state.legal_moves() if len(m.parts) > 1)
    session.cursor.go(start)
    session.handle_line("select")
    window.dirty = True
    window.step()
    image = window.surface
    targets = {m.parts[1] for m in session.state.legal_moves() if m.parts[0] == start}
    assert set(window.layout.marks.targets) == targets
    cyan = (0, 230, 255)
    for location, rect in window.layout.squares.items():
        occupant = session.shown_occupant(location)
        if occupant is not None and occupant.piece is not None:
            probe = [image.get_at((rect.centerx - dx, rect.centery))[:3]
                     for dx in range(int(rect.width * 0.38), rect.width // 2)]
        else:
            probe = [image.get_at((rect.centerx + dx, rect.centery))[:3]
                     for dx in range(0, rect.width // 7)]
        if location in targets:
            assert cyan in probe, (location, probe)
            base = session_square_colour(session, location)
            assert max(ratio(c, base) for c in probe) >= 3
        elif location not in (start, session.cursor.location):
            assert cyan not in probe, location
    session.handle_line("select")  # the piece put back: no marks
    window.dirty = True
    window.step()
    assert window.layout.marks.targets == []
    window.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_row_numbers_and_column_letters_stay_inside_the_window_when_it_scrolls(size, tmp_path):
    """Zoomed, the board scrolls under its row numbers; the number of a row at the top edge
    was cut by the window's edge (Tablut at 200 %: the top 4 pixels of its "5" were above
    it, in 1280x720 and in 1920x1080)."""
    window, app, session, _ = shot("tablut", 200, tmp_path, size=size)
    screen = window.surface.get_rect()
    for route in ("a1", "a9", "i9", "i1", "e5", "a1"):
        session.handle_line(f"go {route}")
        for _ in range(9):
            for step in ("up", "right", "down", "left"):
                session.handle_line(step)
                window.dirty = True
                window.step()
                labels = window.layout.board.labels
                assert labels
                for text, rect in labels:
                    assert screen.contains(rect), (route, text, rect)
    window.close()


def test_zoomed_the_board_scrolls_to_a_new_move_until_the_cursor_moves(tmp_path):
    """At 200 % in 1280x720 the board shows half its rows; the computer's answer far from
    the cursor was drawn out of view. The board now scrolls to the move's end and keeps it
    there until the player moves the cursor, then follows the cursor again."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=200), lang="en", seed=1)
    window = Window(app, (1280, 720))
    app.start()
    session = Console.local(REGISTRY.create("checkers"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang="en", seed=3)
    app.begin(session)

    def draw() -> None:  # as a frame draws, without letting the app start the computer
        window.layout = window.drawer.draw(window.surface, app)

    session.handle_line(session.state.legal_moves()[0].notation)
    session.handle_line("go a1")
    corner = session.cursor.location
    draw()
    assert corner in window.layout.squares
    far = max(session.state.legal_moves(),
              key=lambda m: session.view.cell_of(m.parts[-1]).row)
    job = session.prepare_computer()
    assert job is not None
    session.finish_computer(job, far)  # the computer's answer, at the far side of the board
    assert session.cursor.location == corner  # the cursor stays where the player left it
    draw()
    assert far.parts[-1] in window.layout.squares, far
    draw()  # drawn again (a key that only asks something): the move stays in view
    assert far.parts[-1] in window.layout.squares
    session.handle_line("right")  # the cursor moves: the board follows it again
    draw()
    assert session.cursor.location in window.layout.squares
    window.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ("checkers", "tablut"))
def test_the_cursor_frame_is_the_boldest_mark(game_id, size, tmp_path):
    """The cursor's yellow band is at least as thick as the last move's orange brackets, so
    the eye finds the cursor first (it was 3 pixels against their 5 in 1280x720, 6 against 8
    in 1920x1080), and it leaves the rim of the piece under it uncovered."""
    window, app, session, image = shot(game_id, 100, tmp_path, size=size)
    layout = window.layout
    end = layout.marks.last_to[-1]
    session.handle_line("go a1" if end != session.view.locations()[0] else "go b2")
    window.dirty = True
    window.step()
    image = window.surface
    focus, orange = (255, 215, 0), (255, 140, 0)
    cursor = window.layout.squares[session.cursor.location]
    band = sum(image.get_at((x, cursor.centery))[:3] == focus
               for x in range(cursor.left - cursor.width // 4, cursor.centerx))
    mark = window.layout.squares[end]
    arm_y = mark.top + mark.width // 8 + mark.width // 6  # along a bracket's upright
    bracket = sum(image.get_at((x, arm_y))[:3] == orange
                  for x in range(mark.left, mark.centerx))
    assert bracket > 0 and band >= bracket, (band, bracket)
    # The piece's rim under the cursor is not covered: the black line inside the band ends
    # before the piece's halo begins.
    if session.cursor.location not in window.layout.board.pieces:
        window.close()
        return  # no piece under the cursor
    radius = cursor_piece_radius(window, session)
    reach = cursor.left
    while image.get_at((reach, cursor.centery))[:3] in (focus, (0, 0, 0)):
        reach += 1
    assert reach <= cursor.centerx - radius, (reach, cursor.centerx - radius)
    window.close()


def cursor_piece_radius(window, session) -> int:
    """The radius of the piece drawn under the cursor, from the square it fills."""
    from accessible_games.frontends.window_board import PieceShape, piece_label

    location = session.cursor.location
    drawn = window.layout.board.pieces[location]
    letters = piece_label(session, session.shown_occupant(location))
    return PieceShape.of(drawn.width, letters, False).radius


def test_the_discs_a_reversi_move_turned_are_marked(tmp_path):
    """After a Reversi move, each disc it turned carries an orange bar at its foot (with a
    stroke that stands out from the green); the window marked the placed disc alone."""
    from accessible_games.engine.events import Flipped

    window, app, session, image = shot("reversi", 100, tmp_path)
    session.handle_line("go a1")
    window.dirty = True
    window.step()
    image = window.surface
    turned = [loc for e in session.history[-1].events if isinstance(e, Flipped)
              for loc in e.locations]
    assert turned and window.layout.marks.flipped == turned
    orange = (255, 140, 0)
    for location, rect in window.layout.squares.items():
        foot = {image.get_at((x, y))[:3] for x in range(rect.left + 2, rect.right - 2)
                for y in range(rect.bottom - rect.height // 5, rect.bottom - 2)}
        if location in turned:
            assert orange in foot, location
            base = session_square_colour(session, location)
            assert max(ratio(c, base) for c in foot) >= 3
        elif location not in window.layout.marks.last_to:
            assert orange not in foot, location
    window.close()


@pytest.mark.parametrize("zoom", (100, 200))
def test_a_house_number_is_never_hidden_by_the_cursor_or_the_last_move(zoom, tmp_path):
    """Kalah's house numbers (what the player types to sow) are drawn over the last move's
    marks and inside the cursor's frame, white on black; the frame covered the number of
    the house under the cursor and the brackets and dots those of the last move's houses."""
    from accessible_games.engine.events import Sown
    from accessible_games.narration.views import PlaceKind

    window, app, session, _ = shot("kalah", zoom, tmp_path, size=(1280, 720))
    view = session.view
    state = session.state
    ends_in_a_house = next(
        m for m in state.legal_moves() for e in state.move_events(m)
        if isinstance(e, Sown) and view.cell_of(e.path[-1]).kind is PlaceKind.HOUSE)
    session.handle_line(ends_in_a_house.notation)
    marks = last_move_places(session)
    start, end = marks.last_from[0], marks.last_to[-1]
    assert view.cell_of(end).kind is PlaceKind.HOUSE
    for cursor in (start, end):  # the cursor on one, the last move's mark on the other
        session.cursor.go(cursor)
        window.dirty = True
        window.step()
        image = window.surface
        for place in (start, end):
            if place not in window.layout.squares:
                continue  # scrolled out of view at this zoom
            square = window.layout.squares[place]
            name = view.short_label(place)
            rects = [rect for text, rect in window.layout.board.labels
                     if text == name and square.contains(rect)]
            assert len(rects) == 1, (place, name)
            ink = {image.get_at((x, y))[:3] for x in range(rects[0].left, rects[0].right)
                   for y in range(rects[0].top, rects[0].bottom)}
            # White on black only (and the greys between them at the letters' edges): no
            # yellow of the frame, no orange of a mark, no brown of the house.
            assert all(c[0] == c[1] == c[2] for c in ink), (place, ink - {(0, 0, 0)})
            assert (255, 255, 255) in ink and (0, 0, 0) in ink, (place, ink)
    window.close()


def test_a_piece_the_selected_one_may_take_is_ringed(tmp_path):
    """Where the selected piece may take (Mad Mate: the pawn on e4 takes on d5), the
    target's piece gets a ring in the selection's colour, its letter left readable; an empty
    target gets the dot."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=100), lang="en", seed=1)
    window = Window(app, SIZE)
    app.start()
    session = Console.local(REGISTRY.create("mad-mate"), [Seat(SeatKind.HUMAN)] * 2,
                            lang="en", seed=3)
    app.begin(session)
    for move in ("e2e4", "d7d5"):
        session.handle_line(move)
    session.handle_line("go e4")
    session.handle_line("select")
    window.step()
    image = window.surface
    squares = window.layout.squares
    names = {session.describer.location(p): p for p in window.layout.marks.targets}
    assert set(names) == {"d5", "e5"}
    cyan = (0, 230, 255)
    taken = squares[names["d5"]]
    ring = [image.get_at((taken.centerx - dx, taken.centery))[:3]
            for dx in range(int(taken.width * 0.38), taken.width // 2)]
    assert cyan in ring
    middle = {image.get_at((taken.centerx + dx, taken.centery))[:3]
              for dx in range(-taken.width // 8, taken.width // 8)}
    assert cyan not in middle  # the piece's letter is not covered
    empty = squares[names["e5"]]
    assert image.get_at(empty.center)[:3] == cyan
    window.close()


@pytest.mark.parametrize("game_id", ("checkers", "reversi", "tablut"))
def test_a_pieces_single_letter_is_as_large_as_the_panels_text(game_id, tmp_path):
    """The letter that tells a piece's side (not its colour alone) stands as tall as the same
    letter in the message panel at 100 %, in the common window of 1280x720; it was three
    tenths of the square, 21 pixels against the panel's 24."""
    from accessible_games.frontends.window_draw import BASE_TEXT

    window, app, session, image = shot(game_id, 100, tmp_path, size=(1280, 720))
    words = window.drawer
    measured = 0
    for location, rect in window.layout.squares.items():
        occupant = session.shown_occupant(location)
        if occupant is None or occupant.piece is None or location in (
                session.cursor.location, *window.layout.marks.last_to):
            continue
        letter = {"black": "B", "white": "W", "attacker": "A", "defender": "D"}.get(
            session.view.sides[occupant.player])
        if letter is None or occupant.piece.value == "king":
            continue
        ink = (255, 255, 255) if session.view.is_dark(occupant.player) else (0, 0, 0)
        half = int(rect.width * 0.19)  # inside the piece's fill, clear of its rim
        rows = [y for y in range(rect.centery - half, rect.centery + half)
                if any(image.get_at((x, y))[:3] == ink
                       for x in range(rect.centerx - half, rect.centerx + half))]
        reference = words.font(BASE_TEXT, True).render(letter, True, (255, 255, 255))
        assert rows and rows[-1] - rows[0] + 1 >= reference.get_bounding_rect().height, (
            location, letter, len(rows), reference.get_bounding_rect())
        measured += 1
    assert measured >= 4
    window.close()


@pytest.mark.parametrize(("zoom", "size"), [(100, (1280, 720)), (200, (1280, 720)),
                                            (100, (1920, 1080))])
@pytest.mark.parametrize("game_id", ("arimaa", "mad-mate", "maharadscha", "checkers"))
def test_a_pieces_two_letters_are_as_large_as_the_panels_text(game_id, zoom, size, tmp_path):
    """A piece's two letters (side and kind: an Arimaa piece, a chessman, a crowned
    draughtsman) are as large as the piece's fill holds them, clear of its rings: at every
    zoom at least 0.23 of the square tall (the widest, "WM", "BK"), a pawn's or a rabbit's
    0.26, a crowned draughtsman's 0.2 inside its crown ring; they were three tenths of the
    square in type whatever the letters, their capitals 0.22 of it (in 1280x720 an Arimaa
    rabbit's 16 pixels against the panel's 18), a king's running into its crown ring.
    On Arimaa's board in 1280x720 they are now as tall as the panel's at 100 %."""
    from accessible_games.frontends.window_board import PieceShape, piece_label
    from accessible_games.frontends.window_draw import BASE_TEXT

    window, app, session, image = shot(game_id, zoom, tmp_path, size=size)
    if game_id == "checkers":  # a crowned draughtsman among the men
        king = next(loc for loc in session.view.locations() if loc in window.layout.squares
                    and session.shown_occupant(loc) is None and loc != session.cursor.location
                    and loc not in (*window.layout.marks.last_from,
                                    *window.layout.marks.captured))
        from accessible_games.engine.events import Piece
        from accessible_games.narration.views import Occupant

        crown = Occupant(player=0, piece=Piece.KING)
        original = session.shown_occupant
        session.shown_occupant = lambda loc: crown if loc == king else original(loc)
        window.dirty = True
        window.step()
        image = window.surface
    reference = window.drawer.font(BASE_TEXT, True)
    measured = 0
    marks = window.layout.marks
    for location, rect in window.layout.squares.items():
        occupant = session.shown_occupant(location)
        if occupant is None or occupant.piece is None or location in (
                session.cursor.location, *marks.last_to, *marks.last_from, *marks.captured,
                marks.check, *session.view.marks):
            continue
        letters = piece_label(session, occupant)
        if len(letters) < 2:
            continue
        crowned = occupant.piece.value == "king" and session.view.family == "draughts"
        shape = PieceShape.of(rect.width, letters, crowned)
        ink = (255, 255, 255) if session.view.is_dark(occupant.player) else (0, 0, 0)
        inside = shape.room / 2  # the letters' circle; then the fill up to the rings
        fill_edge = shape.radius - (4 if crowned else 2) * shape.edge - 2
        rows = set()
        for y in range(rect.centery - fill_edge, rect.centery + fill_edge + 1):
            for x in range(rect.centerx - fill_edge, rect.centerx + fill_edge + 1):
                far = ((x - rect.centerx) ** 2 + (y - rect.centery) ** 2) ** 0.5
                if far >= fill_edge or image.get_at((x, y))[:3] != ink:
                    continue
                assert far <= inside + 1, (location, letters, far, inside)  # clear of rings
                rows.add(y)
        tall = max(rows) - min(rows) + 1
        # A crowned draughtsman's letters inside its crown ring (they ran into it before).
        least = 0.2 if crowned else 0.23
        assert tall >= rect.width * least, (location, letters, tall, rect.width)
        if game_id == "arimaa" and size == (1280, 720):
            want = reference.render(letters, True, (255, 255, 255)).get_bounding_rect().height
            assert tall >= want - 1, (location, letters, tall, want)  # less its soft edge
        if occupant.piece.value in ("pawn", "rabbit"):  # the most pieces on the board
            assert tall >= rect.width * 0.26, (location, letters, tall, rect.width)
        measured += 1
    assert measured >= (1 if game_id == "checkers" or zoom > 100 else 4)
    window.close()


@pytest.mark.parametrize("zoom", (100, 200))
@pytest.mark.parametrize("game_id", ("dog", "gomoku", "international-draughts"))
def test_row_numbers_and_column_letters_never_overlap(game_id, zoom, tmp_path):
    """Beside a board of many rows (Dog's 17, Gomoku's 15) the row numbers and column
    letters stand each clear of its neighbours, in 1280x720 at 100 and 200 %: zoomed, Dog's
    numbers were 44 pixels on 32-pixel squares, one over the next ("9876543" in a smear)."""
    window, _, _ = people_window(game_id, zoom, (1280, 720))
    labels = window.layout.board.labels
    rows = [rect for text, rect in labels if text.isdigit()]
    columns = [rect for text, rect in labels if text.isalpha()]
    assert len(rows) >= 5 and len(columns) >= 5
    for group in (rows, columns):
        for n, rect in enumerate(group):
            for other in group[n + 1:]:
                # Their ink, not their line's height: each glyph's rectangle less its
                # leading (a fifth of the type above and below).
                a, b = rect.inflate(0, -rect.height // 4), other.inflate(0, -other.height // 4)
                assert not a.colliderect(b), (game_id, rect, other)
    window.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ("team-draw", "checkers", "dog"))
def test_column_letters_stand_just_under_the_board(game_id, size, tmp_path):
    """The column letters stand right under the board's last row, also where the board is
    centred in a taller area: Team draw's one row of four places had its letters at the
    foot of the area, 146 pixels under the board in 1280x720."""
    window, _, session = people_window(game_id, 100, size)
    geo = window.layout.board
    bottom = geo.y0 + session.view.rows * geo.cell
    letters = [rect for text, rect in geo.labels if text.isalpha()]
    assert letters
    for rect in letters:
        assert bottom <= rect.top <= bottom + rect.height, (rect, bottom)  # a line below
    window.close()


@pytest.mark.parametrize(("zoom", "size"), [(100, (1280, 720)), (200, (1280, 720)),
                                            (100, (1920, 1080))])
def test_the_selection_leaves_a_pieces_two_letters_clear(zoom, size):
    """The selected piece's dashed frame (cyan with a black or white stroke) keeps clear of
    its two letters: on Mad Mate's selected pawn the dashes beside "WP" touched the W and
    the P."""
    from accessible_games.frontends.window_board import PieceShape, piece_label

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=zoom), lang="en", seed=1)
    window = Window(app, size)
    app.start()
    session = Console.local(REGISTRY.create("mad-mate"), [Seat(SeatKind.HUMAN)] * 2,
                            lang="en", seed=3)
    app.begin(session)
    for line in ("e2e4", "d7d5", "go e4", "select"):
        session.handle_line(line)
    window.step()
    image = window.surface
    rect = window.layout.squares[session.cursor.location]
    letters = piece_label(session, session.shown_occupant(session.cursor.location))
    drawn = window.layout.board.pieces[session.cursor.location]  # inside the cursor's frame
    size_drawn = window.drawer.fit_letters(letters, PieceShape.of(drawn.width, letters,
                                                                  False).room)
    ink = window.drawer.font(size_drawn, True).render(letters, True, (255, 255, 255))
    box = ink.get_bounding_rect()
    box.center = drawn.center
    colours = {image.get_at((x, y))[:3] for x in range(box.left - 3, box.right + 3)
               for y in range(box.top - 3, box.bottom + 3)}
    assert (0, 230, 255) not in colours, (box, rect)
    # Black letters on the white pawn (greys at their soft edges): no mark's colour there.
    assert all(c[0] == c[1] == c[2] for c in colours), colours
    # The selection is still drawn: cyan along the top of the square.
    top = {image.get_at((x, y))[:3] for x in range(rect.left, rect.right)
           for y in range(rect.top, rect.top + rect.height // 4)}
    assert (0, 230, 255) in top
    window.close()


@pytest.mark.parametrize("game_id", ("wolf-und-schafe", "kalah"))
def test_zoomed_the_cursor_is_pointed_to_and_back_in_view_at_the_next_key(game_id, tmp_path):
    """At 200 % in 1280x720 the board scrolled to the computer's answer and left the
    player's cursor out of view (Wolf und Schafe, Kalah) until the cursor moved. The move
    stays in view until the player presses a key; meanwhile a yellow arrow at the edge
    of the board points the way to the cursor, and a key that looks at the cursor's place
    (O, where) brings the cursor back into view; F5 (repeat) and L (the last move) keep their
    own meaning and leave the move in view (any key brought the cursor back, F5 too)."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=200), lang="en", seed=1)
    window = Window(app, (1280, 720))
    app.start()
    session = Console.local(REGISTRY.create(game_id),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang="en", seed=3)
    app.begin(session)

    def draw() -> None:  # as a frame draws, without letting the app start the computer
        window.layout = window.drawer.draw(window.surface, app)

    def far(move) -> int:
        end = session.view.cell_of(last_move_places_after(session, move))
        here = session.cursor
        return abs(end.column - here.column) + abs(end.row - here.row)

    for _ in range(6):
        if not session.computer_to_move():
            session.handle_line(session.state.legal_moves()[0].notation)
            draw()
            continue
        job = session.prepare_computer()
        assert job is not None
        session.finish_computer(job, max(session.state.legal_moves(), key=far))
        draw()
        if session.cursor.location not in window.layout.squares:
            break
    else:
        raise AssertionError("the cursor never left the view")
    layout = window.layout
    assert layout.marks.last_to[-1] in layout.squares  # the computer's move is seen
    geo = layout.board
    pointer = geo.pointer
    assert pointer is not None and geo.area.contains(pointer)
    cursor = geo.rect(pygame, session.cursor.column, session.cursor.row)
    towards = (cursor.centerx - geo.area.centerx, cursor.centery - geo.area.centery)
    there = (pointer.centerx - geo.area.centerx, pointer.centery - geo.area.centery)
    assert towards[0] * there[0] + towards[1] * there[1] > 0  # on the cursor's side
    assert window.surface.get_at(pointer.center)[:3] == (255, 215, 0)
    assert min(pointer.size) >= 16
    end = layout.marks.last_to[-1]
    for key, char in ((pygame.K_F5, ""), (pygame.K_l, "l"), (pygame.K_F1, "")):
        window.key(key, 0, char)  # repeat, the last move, the keys: the move stays in view
        draw()
        assert end in window.layout.squares, key
        assert session.cursor.location not in window.layout.squares, key
        assert window.layout.board.pointer is not None, key
    window.key(pygame.K_o, 0, "o")  # where: the cursor does not move, yet comes back
    draw()
    assert session.cursor.location in window.layout.squares
    assert window.layout.board.pointer is None
    window.close()


def last_move_places_after(session: Console, move):
    """Where ``move`` would end, as the board marks it."""
    events = session.state.move_events(move)
    from accessible_games.engine.events import PieceMoved, Sown

    for event in reversed(events):
        if isinstance(event, PieceMoved) and event.path:
            return event.path[-1]
        if isinstance(event, Sown) and event.path:
            return event.path[-1]
    return move.parts[-1]


@pytest.mark.parametrize("game_id", ("arimaa", "mad-mate", "checkers"))
def test_the_last_move_s_brackets_leave_the_piece_s_rim_whole(game_id, tmp_path):
    """The corner brackets on the last move's end reached over the rim of the piece standing
    there (an Arimaa rabbit's "GR", a chessman's two letters, in 1280x720); they now lie under
    the piece: its ring is whole all round, and the brackets still show in all four corners."""
    from accessible_games.frontends.window_board import PieceShape, piece_label

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=100), lang="en", seed=1)
    window = Window(app, (1280, 720))
    app.start()
    session = Console.local(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN)] * 2, lang="en",
                            seed=3)
    app.begin(session)
    session.handle_line(session.state.legal_moves()[0].notation)  # a piece to the move's end
    session.handle_line("go h8")  # the cursor away from it
    window.step()
    image = window.surface
    end = window.layout.marks.last_to[-1]
    rect = window.layout.squares[end]
    occupant = session.shown_occupant(end)
    assert occupant is not None and occupant.piece is not None
    shape = PieceShape.of(rect.width, piece_label(session, occupant), False)
    ink = (255, 255, 255) if session.view.is_dark(occupant.player) else (0, 0, 0)
    import math

    orange = (255, 140, 0)
    for x in range(rect.left, rect.right):  # nothing of the brackets on the piece
        for y in range(rect.top, rect.bottom):
            if math.dist((x, y), rect.center) < shape.radius - 1:
                assert image.get_at((x, y))[:3] != orange, (x, y)
    for degrees in range(0, 360, 3):  # the piece's own ring, whole all round
        ring = [image.get_at((rect.centerx + round(d * math.cos(math.radians(degrees))),
                              rect.centery + round(d * math.sin(math.radians(degrees)))))[:3]
                for d in range(shape.radius - 2 * shape.edge, shape.radius - shape.edge + 1)]
        assert ink in ring, (degrees, ring)
    quarter = rect.width // 4
    right, bottom = rect.right - quarter, rect.bottom - quarter
    for cx, cy in (rect.topleft, (right, rect.top), (rect.left, bottom), (right, bottom)):
        assert any(image.get_at((x, y))[:3] == orange for x in range(cx, cx + quarter)
                   for y in range(cy, cy + quarter)), (cx, cy)
    window.close()


@pytest.mark.parametrize(("game_id", "zoom"), [("dog", 100), ("gomoku", 100), ("dog", 200)])
def test_a_marble_s_letter_on_a_small_square_is_as_large_as_its_piece_holds(game_id, zoom):
    """Dog's marbles in 1280x720 at 100 % stand on squares of 33 pixels; their one letter
    (N, E, S, W) was four tenths of the square, 13-pixel type, its capitals 10 pixels tall.
    On a square where four tenths are less than the panel's type, the piece now fills the
    square and its letter is as large as the fill holds it, clear of its ring: the capitals
    at least 0.4 of the square tall (N and E 14 pixels), W, the widest, 0.3."""
    from accessible_games.frontends.window_board import PieceShape, piece_label

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(scale=zoom), lang="en", seed=1)
    window = Window(app, (1280, 720))
    app.start()
    session = Console.local(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN)] * (
        REGISTRY.create(game_id).info.num_players), lang="en", seed=3)
    app.begin(session)
    if game_id == "gomoku":
        for move in ("h8", "h9", "a1"):
            session.handle_line(move)
    session.handle_line("go a1" if game_id == "dog" else "go o15")
    window.step()
    image = window.surface
    measured = 0
    for location, rect in window.layout.squares.items():
        occupant = session.shown_occupant(location)
        if (occupant is None or occupant.piece is None or location == session.cursor.location
                or location in window.layout.marks.last_to):
            continue
        letter = piece_label(session, occupant)
        shape = PieceShape.of(rect.width, letter, False)
        ink = (255, 255, 255) if session.view.is_dark(occupant.player) else (0, 0, 0)
        fill = shape.radius - 2 * shape.edge - 1  # inside the piece's rings
        rows = [y for y in range(rect.centery - fill, rect.centery + fill + 1)
                if any(image.get_at((x, y))[:3] == ink
                       for x in range(rect.centerx - fill, rect.centerx + fill + 1)
                       if (x - rect.centerx) ** 2 + (y - rect.centery) ** 2 < fill ** 2)]
        tall = rows[-1] - rows[0] + 1
        assert tall >= rect.width * (0.3 if letter == "W" else 0.4), (letter, tall, rect)
        measured += 1
    assert measured >= 2
    window.close()


def _sides_of_the_cursor(image, rect, piece, out=0):
    """From ``out`` pixels outside the cursor's square's edge inward on each side, along the
    lines through the middle of the ``piece`` drawn there: the colours met, as runs of
    (colour, length)."""
    found = []
    for x, y, dx, dy in ((rect.left - out, piece.centery, 1, 0),
                         (rect.right - 1 + out, piece.centery, -1, 0),
                         (piece.centerx, rect.top - out, 0, 1),
                         (piece.centerx, rect.bottom - 1 + out, 0, -1)):
        runs: list[list] = []
        for _ in range(rect.width // 2 + out):
            colour = tuple(image.get_at((x, y)))[:3]
            if runs and runs[-1][0] == colour:
                runs[-1][1] += 1
            else:
                runs.append([colour, 1])
            x, y = x + dx, y + dy
        found.append(runs)
    return found


@pytest.mark.parametrize("zoom", [100, 200])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1000, 860)])
def test_the_cursor_keeps_clear_of_a_large_piece_on_a_small_square(zoom, size):
    """On international draughts' small squares (45 pixels in 800x600, 33 in 640x480) the
    cursor frame, astride the square's edge, lay with its black line on the man's white rim.
    On a square with room for it the frame lies astride the edge, under the neighbours'
    pieces, and at the board's edge too it is drawn whole (at 200 % the frame on a1 showed
    only two sides), its inner black line two pixels of the square's colour from the man's
    rim (CURSOR_CLEAR), the man smaller inside it; on a smaller square, the square yellow
    around the man, which leaves a tenth of the square of yellow on every side."""
    from accessible_games.frontends.window_board import (
        BLACK,
        DARK_SQUARE,
        FOCUS,
        _fill_band,
        _frame_out,
    )

    window, app, session = people_window("international-draughts", zoom, size)
    men = [place for place in session.view.locations()
           if (man := session.shown_occupant(place)) is not None and man.player == 0]
    seen = set()
    for place in (men[0], men[-1]):  # a1 in the board's corner, j4 at its right edge
        session.cursor.go(place)
        window.dirty = True
        window.step()
        rect = window.layout.squares[place]
        pieces = window.layout.board.pieces
        piece = pieces[place]
        usual = next(drawn for at, drawn in pieces.items() if at != place)  # another man's
        framed = window.drawer.board._cursor_here(session, place, rect) == "frame"
        sides = _sides_of_the_cursor(window.surface, rect, piece,
                                     _frame_out(rect) if framed else 0)
        assert all(runs[0][0] == BLACK for runs in sides), (place, rect, sides)  # its edge
        if framed:
            for runs in sides:
                assert [colour for colour, _ in runs[:4]] == [BLACK, FOCUS, BLACK, DARK_SQUARE]
                assert runs[3][1] >= 2, (place, rect, runs)
            assert piece.width <= usual.width, (piece, usual)
        else:
            for runs in sides:
                assert runs[1][0] == FOCUS and runs[1][1] >= _fill_band(rect), (place, runs)
            yellow = sum(tuple(window.surface.get_at((x, y)))[:3] == FOCUS
                         for y in range(rect.top, rect.bottom)
                         for x in range(rect.left, rect.right))
            assert yellow >= rect.width * rect.height // 4, (place, rect, yellow)
        seen.add(framed)
    assert len(seen) == 1, "the frame on some sides, the yellow square on others"
    window.close()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("zoom", [100, 200])
@pytest.mark.parametrize("size", [(1000, 860), (1280, 720), (1920, 1080)])
def test_kalah_s_you_keeps_clear_of_the_board_s_outline(lang, zoom, size):
    """Kalah's "You" ("Du") beside the player's own row touched the board's white outline
    (centred a label's size left of the board, its last letter ran into the line; at 100 %
    in 1000x860 "You" began at the window's edge). Its ink now ends at least 4 pixels short
    of the outline, and its first letter is in the window."""
    from accessible_games.frontends.window_board import OWN_ROW, _own_row

    window, app, session = people_window("kalah", zoom, size, lang, computers=1)
    geo, image = window.layout.board, window.surface
    own = geo.rect(pygame, 0, _own_row(session))
    band = range(own.centery - int(0.3 * own.height), own.centery + int(0.3 * own.height))
    outline = next(x for x in range(image.get_width())
                   if image.get_at((x, own.centery))[:3] == (255, 255, 255))
    ink = [x for x in range(outline) for y in band if image.get_at((x, y))[:3] == OWN_ROW]
    assert ink, "no word beside the own row"
    assert outline - max(ink) - 1 >= 4, (max(ink), outline)
    assert min(ink) >= 1, min(ink)  # not cut at the window's edge
    word = {"en": "You", "de": "Du"}[lang]
    drawn = dict(geo.labels)[word]
    assert drawn.left <= min(ink) and max(ink) < drawn.right
    window.close()


@pytest.mark.parametrize("zoom", [100, 200])
def test_the_own_row_s_bar_is_drawn_before_the_first_move(zoom):
    """The yellow bar along the player's own row of houses came only after the first move:
    at the start of a game, when a player first looks for their side, it was missing."""
    from accessible_games.frontends.window_board import OWN_ROW, _own_row

    window, app, session = people_window("kalah", zoom, SIZE, computers=1)
    assert not session.history
    geo, image = window.layout.board, window.surface
    row = _own_row(session)
    assert window.layout.marks.own_row == row
    house = geo.rect(pygame, 1, row)  # the bar lies along the row's bottom, under the houses
    assert image.get_at((house.centerx, house.bottom - 2))[:3] == OWN_ROW
    window.close()
