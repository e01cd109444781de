"""The board in the window: laid out to fill its area, following the cursor, marking the last
move, check and the player's own row, in colours that meet WCAG contrast.

At 100 % the whole board fills the area left above the message panel; zoom enlarges the squares
beyond it, and the board then scrolls so that the cursor (and one square around it) stays in
view. After a move (the computer's answer) it shows the move's end, and the cursor too where
both fit, until the player presses a key that moves the cursor or looks at its place
(``keymap.AT_THE_CURSOR``: they have seen the move, and now look for their cursor); while the
cursor is out of view, a yellow arrow at the board's edge points the way to it. Nothing is told
by colour alone: the last move's start has dots in its corners, its end corner brackets (both
under a piece standing there), a captured place a cross, a disc it turned a bar at its foot;
the king in check a double ring; where a selected piece may go a dot (a ring around a piece
standing there); the player's own mancala row a bar and the word "you"; thrones, corners and
traps small diamonds; point boards (Alquerque) their lines; the 10x10 draughts board, whose
squares are called by number, each dark square's number in its top left corner (the piece
there smaller and beside it, the last move's marks in the other three corners). Every mark is
drawn twice, a stroke in black or white (whichever stands out from the square under it, at
least 3:1) around a coloured one. The cursor is a yellow frame between black lines astride its
square's edge, drawn before the pieces: the neighbours' pieces lie over its outer part and
stay whole, the piece under it is drawn inside it at nine tenths of its size or more. On a
small square the square itself turns yellow, the piece under it leaving a tenth of the square
of yellow on every side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from accessible_games.engine import Location
from accessible_games.engine.events import (
    Flipped,
    PieceCaptured,
    PieceMoved,
    Placed,
    SeedsCaptured,
    Sown,
)
from accessible_games.narration.catalog import catalog
from accessible_games.narration.views import PlaceKind
from accessible_games.session.console import Console, SeatKind

BACKGROUND = (0, 0, 0)
TEXT = (255, 255, 255)
BLACK = (0, 0, 0)
WHITE = (255, 255, 255)
DARK_SQUARE = (60, 60, 60)
"""The squares pieces stand on (draughts' dark squares; chess's dark squares)."""
LIGHT_SQUARE = (180, 180, 180)
"""Light squares: 5.3:1 against the dark ones."""
REVERSI_SQUARE = (0, 90, 40)
HOUSE = (150, 100, 40)
"""Mancala houses and stores: 4.1:1 against the black background, white numbers 5:1 on it."""
BOARD_EDGE = (255, 255, 255)
GRID = LIGHT_SQUARE
"""Lines between the squares of one-coloured boards: 5.3:1 on the dark, 4:1 on Reversi's."""
FOCUS = (255, 215, 0)
"""The cursor's frame (yellow, with a black line inside)."""
SELECTED = (0, 230, 255)
LAST_MOVE = (255, 140, 0)
"""The last move's marks (orange, each with a black or white stroke)."""
CHECK = (255, 40, 40)
OWN_ROW = (255, 215, 0)

ONE_LETTER = 0.4
"""The type size of a piece's single letter, as a share of the square (at 1280x720 a
draughtsman's letter was 21 pixels at 0.3, under the panel's 24)."""
LETTERS_RADIUS = 0.45
"""A piece with two letters or more (side and kind: a king, an Arimaa piece) is this share
of the square across, against a single letter's 0.4, its rings a 24th of the square (a single
letter's a 16th), and its letters as large as its fill holds them: at 1280x720 an Arimaa
piece's letters were three tenths of the square, 21 pixels, under the panel's 24."""
LETTERS_RING = 24
PANEL_TEXT = 24
"""The message panel's type size at 100 % (``window_draw.BASE_TEXT``)."""
SMALL_RADIUS = 0.47
"""A piece with one letter on a square too small for four tenths of it to reach the panel's
type (Dog's 17 rows, Gomoku's 15 in 1280x720) is this share of the square across, with a
24th of the square for its rings and its letter as large as its fill holds it: Dog's
marbles on 33-pixel squares had 13-pixel letters, their capitals 9 pixels tall."""

LABEL_SHARE = 0.8
"""Column letters and row numbers are no larger than this share of a square, so that
neighbours never overlap (Dog's 17 rows at 200 % in 1280x720 had 44-pixel numbers on
32-pixel squares, one over the other)."""

OUTLINE_OUT = 3
"""How far the board's white outline reaches out of the board (drawn 3 pixels wide round it,
3 pixels out)."""

FILL_BELOW = 0.75
"""Where a frame all inside the square would leave its piece less than this share of its
radius, the cursor fills its square yellow instead (a frame astride the edge would lie on the
neighbours' rims there: Gomoku's stones leave a pixel of their square)."""
FRAME_EDGE = 2
"""The black line along the square's edge, outside the cursor's yellow band (in pixels)."""
CURSOR_CLEAR = 2
"""Pixels of the square's colour at least between the inner black line of the cursor's frame
and the rim of the piece drawn inside it (:meth:`BoardDrawer._piece_square`), so that the line
never lies on the rim."""

NUMBER_SHARE = 0.22
"""The type size of a square's number (the 10x10 draughts board's), as a share of the
square; never under :data:`NUMBER_MIN` pixels."""
NUMBER_MIN = 12
NUMBER_MARGIN = 2
"""Black around a square number's ink, in pixels."""

CHECKERED_FAMILIES = frozenset({"chess", "arimaa", "breakthrough"})
"""Boards whose squares are all used and drawn light and dark, as on a chessboard."""


def luminance(colour: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def stroke_for(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever stands out more from ``colour``."""
    return BLACK if contrast(BLACK, colour) >= contrast(WHITE, colour) else WHITE


@dataclass(frozen=True)
class PieceShape:
    """A piece's circles on a square: its radius, the width of its two rings (a halo in the
    square's stroke, then the piece's ink), whether a second ring crowns it (a draughts
    king), and the diameter of the circle its letters must fit in, clear of the rings by
    half a ring (two pixels at least; one for a single letter on a small square); and
    whether its letters are fitted to that circle (two or more letters, or one on a small
    square) rather than set at a share of the square. A ``thin`` piece (under a filled
    cursor, made smaller to leave the yellow around it) has rings of one pixel, clear of its
    letters by one, so that its letters lose less than its circle."""

    radius: int
    edge: int
    crowned: bool
    room: int
    fitted: bool = False

    @staticmethod
    def of(width: int, letter: str, crowned: bool, thin: bool = False) -> PieceShape:
        one = len(letter) == 1
        small = one and width * ONE_LETTER < PANEL_TEXT
        if small:
            radius, edge, clear = int(width * SMALL_RADIUS), max(2, width // LETTERS_RING), 1
        else:
            radius = int(width * (0.4 if one else LETTERS_RADIUS))
            edge = max(2, width // (16 if one else LETTERS_RING))
            clear = max(2, edge // 2)
        if thin:
            edge, clear = 1, 1
        inner = radius - (4 if crowned else 2) * edge  # the fill inside the rings
        return PieceShape(radius, edge, crowned, max(1, 2 * (inner - clear)), small or not one)


def piece_label(session: Console, occupant: Any) -> str:
    """The letters on a piece: its side's, then its kind's where the game names kinds (a
    king, an Arimaa piece), then a card token's value."""
    view = session.view
    words = catalog(session.lang)
    kind_key = f"window.piece.{view.family}.{occupant.piece.value}"
    letter = (words.text(f"window.side.{view.sides[occupant.player]}")
              + (words.text(kind_key) if words.has(kind_key) else ""))
    if occupant.piece.value == "token":
        # A card: its value when the viewer knows it, else a question mark.
        letter += str(occupant.count) if occupant.count else "?"
    return str(letter)


@dataclass
class BoardMarks:
    """Where the marks of the last move, the check and the own row were drawn (for tests and
    the mouse)."""

    last_from: list[Location] = field(default_factory=list)
    last_to: list[Location] = field(default_factory=list)
    captured: list[Location] = field(default_factory=list)
    flipped: list[Location] = field(default_factory=list)
    """Discs the last move turned (Reversi)."""
    check: Location | None = None
    own_row: int | None = None
    """The grid row of the player's own mancala houses."""
    targets: list[Location] = field(default_factory=list)
    """Where the selected piece may go."""


def last_move_places(session: Console) -> BoardMarks:
    """The places of the last move: where it started, where it ended, what it took."""
    marks = BoardMarks(own_row=_own_row(session))  # before the first move too
    if not session.history:
        return marks
    turn = session.history[-1]
    on_board = set(session.view.locations())
    for event in turn.events:
        if isinstance(event, PieceMoved) and event.path:
            marks.last_from.append(event.path[0])
            marks.last_to.append(event.path[-1])
        elif isinstance(event, Placed):
            marks.last_to.append(event.location)
        elif isinstance(event, PieceCaptured):
            marks.captured.append(event.location)
        elif isinstance(event, Flipped):
            marks.flipped.extend(event.locations)
        elif isinstance(event, Sown):
            marks.last_from.append(event.house)
            if event.path:
                marks.last_to.append(event.path[-1])
        elif isinstance(event, SeedsCaptured):
            marks.captured.extend(event.sources)
    if not marks.last_from and not marks.last_to:
        parts = [p for p in turn.move.parts if isinstance(p, int) and p in on_board]
        if parts:
            marks.last_from.append(parts[0])
            marks.last_to.append(parts[-1])
    for name in ("last_from", "last_to", "captured", "flipped"):
        kept = [p for p in getattr(marks, name) if p in on_board]
        setattr(marks, name, list(dict.fromkeys(kept)))
    marks.check = _checked_royal(session)
    return marks


def _focus_width(rect: Any) -> int:
    """The thickness of the cursor's yellow frame on a square of ``rect``."""
    return max(4, rect.width // 10)


def _frame_out(rect: Any) -> int:
    """How far the cursor's frame reaches out of its square of ``rect``, over the edge of the
    squares around it (under their pieces): its outer black line and two thirds of its yellow
    band."""
    return FRAME_EDGE + _focus_width(rect) * 2 // 3


def _frame_reach(rect: Any) -> int:
    """How far into a square of ``rect`` the cursor's frame (the inner third of its yellow
    band and its inner black line) reaches, and :data:`CURSOR_CLEAR` pixels more: where a
    label inside it starts, and where the piece under the cursor ends."""
    width = _focus_width(rect)
    return width - width * 2 // 3 + max(2, width // 3) + CURSOR_CLEAR


def _cursor_reach(rect: Any, cursor: str) -> int:
    """How far into a square of ``rect`` the cursor drawn there (``cursor`` as
    :meth:`BoardDrawer._cursor_here` says) reaches: the marks drawn with a piece lie inside
    it (0: the cursor is not there)."""
    if cursor == "frame":
        return _frame_reach(rect)
    return FRAME_EDGE + _fill_band(rect) if cursor == "fill" else 0


def _label_gap(label: int) -> int:
    """The black kept between the board's outline and a word beside it in type of ``label``
    pixels (Kalah's "You" touched the outline)."""
    return max(4, label // 3)


def _fill_band(rect: Any) -> int:
    """The yellow at least between the black edge of a filled cursor's square of ``rect`` and
    the piece in it, on every side (a tenth of the square, as the frame's band)."""
    return max(3, rect.width // 10)


def _checked_royal(session: Console) -> Location | None:
    """The square of the royal piece in check (chess variants), else None."""
    state = session.state
    in_check = getattr(state, "in_check", None)
    if not callable(in_check) or state.is_terminal() or not in_check():
        return None
    view = session.view
    for location in view.locations():
        occupant = session.shown_occupant(location)
        if (occupant is not None and occupant.player == state.to_move
                and occupant.piece is not None
                and occupant.piece.value in ("king", "maharajah")):
            return location
    return None


def _own_row(session: Console) -> int | None:
    """The grid row of the player's own houses in mancala: the human seat's, or with two
    people at one keyboard the row of the player to move."""
    view = session.view
    if view.family != "mancala":
        return None
    humans = [i for i, seat in enumerate(session.seats) if seat.kind is SeatKind.HUMAN]
    player = humans[0] if len(humans) == 1 else session.state.to_move
    for location in view.locations():
        cell = view.cell_of(location)
        occupant = session.shown_occupant(location)
        if cell.kind is PlaceKind.HOUSE and occupant is not None and occupant.player == player:
            return cell.row
    return None


@dataclass
class Geometry:
    """Where the board lies: the clip area, the square size and the origin of the grid."""

    area: Any
    """pygame.Rect the board may use (inside the labels)."""
    cell: int
    x0: int
    """Screen x of column 0's left edge (may lie left of the area when scrolled)."""
    y0: int
    """Screen y of the top row's top edge."""
    rows: int
    labels: list[tuple[str, Any]] = field(default_factory=list)
    """Each column letter and row number written beside the board, and each mancala house's
    number, with its rectangle."""
    pieces: dict[Location, Any] = field(default_factory=dict)
    """The square each piece drawn fills (``PieceShape.of`` its width): smaller under the
    cursor, and off the square's middle on a numbered square, clear of its number."""
    numbers: list[tuple[str, Any]] = field(default_factory=list)
    """Each number written on a square (the 10x10 draughts board's), with the rectangle of
    its ink."""
    pointer: Any = None
    """Where the arrow toward a cursor out of view was drawn (None: the cursor is in view)."""

    def rect(self, pg: Any, column: int, row: int) -> Any:
        """The screen rectangle of the square at (column, row); row 0 at the bottom."""
        return pg.Rect(self.x0 + column * self.cell,
                       self.y0 + (self.rows - 1 - row) * self.cell, self.cell, self.cell)


class Scroller:
    """Keeps an offset per axis that moves only as far as needed to show the cursor with one
    square around it."""

    def __init__(self) -> None:
        self.offset = [0, 0]

    def follow(self, axis: int, board: int, room: int, cell: int, first: int,
               margin: bool = True) -> int:
        """The offset (pixels the board is moved left or up) that shows ``first`` (the
        cursor's pixel position from the board's start) with a square of margin (without
        one if not ``margin``)."""
        if board <= room:
            self.offset[axis] = 0
            return -(room - board) // 2
        around = cell if margin else 0
        low = max(0, first - around)
        high = min(board, first + cell + around)
        offset = self.offset[axis]
        if low < offset:
            offset = low
        if high > offset + room:
            offset = high - room
        offset = max(0, min(offset, board - room))
        self.offset[axis] = offset
        return offset


class BoardDrawer:
    """Draws a session's board into an area of the window."""

    def __init__(self, pg: Any, text: Any, letters: Any = None) -> None:
        self.pg = pg
        self.text = text
        """The drawer's text function: (surface, text, pos, size, colour, bold, center)."""
        self.letters = letters
        """Draws a piece's letters: ``fit_letters(letters, diameter)``, the largest bold type
        in which they fit a circle, and ``draw_letters(surface, letters, centre, size,
        colour)``, their ink centred there."""
        self.scroller = Scroller()
        self._turns = -1
        """How many moves the game had at the last drawing."""
        self._cursor_at_move: Location | None = None
        """Where the cursor stood when the last move came (None: no move to show)."""

    def _showing_move(self, session: Console) -> bool:
        """True from a new move (the computer's, or one typed) until the cursor moves or the
        player presses a key that looks at its place (:meth:`acted`): the board then scrolls
        to show the move as well as the cursor."""
        here = session.shown_cursor.location
        if len(session.history) != self._turns:
            self._turns = len(session.history)
            self._cursor_at_move = here
        return self._cursor_at_move is not None and here == self._cursor_at_move

    def acted(self) -> None:
        """The player pressed a key that moves the cursor or looks at its place: the board
        stops showing the last move and follows the cursor again, so that the place the key
        is about is in view."""
        self._cursor_at_move = None

    def _own_row_width(self, session: Console, label: int) -> int:
        """How wide the word for the player's own row (mancala's "You") is in bold type of
        ``label`` pixels (0: the board has no such word)."""
        if session.view.family != "mancala" or self.letters is None:
            return 0
        word = catalog(session.lang).text("window.own_row")
        return int(self.letters.font(label, True).size(word)[0])

    def geometry(self, session: Console, area: Any, scale: float, label: int,
                 marks: BoardMarks | None = None) -> Geometry:
        """Fit the board into ``area`` (less the labels), enlarge it by ``scale``, and scroll
        it so that the cursor is in view; after a new move, and until the player presses a
        key, the move's end too (where the window cannot show both, the move's end), so that a
        zoomed player sees the computer's answer."""
        view = session.view
        top = label * 2 // 3  # room for half a row number, where the board scrolls under it
        side = max(label * 2, self._own_row_width(session, label) + OUTLINE_OUT
                   + 2 * _label_gap(label))
        inner = self.pg.Rect(area.left + side, area.top + top,
                             max(1, area.width - side - label),
                             max(1, area.height - label * 2 - top))
        fit = min(inner.width // view.columns, inner.height // view.rows)
        cell = max(8, int(fit * max(scale, 0.5)))
        cursor = session.shown_cursor
        spots = [(cursor.column, cursor.row, True)]
        if marks is not None and self._showing_move(session):
            # Without a margin: the cursor's square may stay in view beside the move.
            spots += [(c.column, c.row, False) for c in map(view.cell_of, marks.last_from
                                                            + marks.last_to)]
        width, height = cell * view.columns, cell * view.rows
        for column, row, margin in spots:  # the last followed is surely in view
            dx = self.scroller.follow(0, width, inner.width, cell, column * cell, margin)
            dy = self.scroller.follow(1, height, inner.height, cell,
                                      (view.rows - 1 - row) * cell, margin)
        return Geometry(inner, cell, inner.left - dx, inner.top - dy, view.rows)

    def draw(self, surface: Any, session: Console, area: Any, scale: float,
             squares: dict[Location, Any]) -> tuple[Geometry, BoardMarks]:
        """Draw the board; fill ``squares`` with the visible squares' rectangles."""
        pg = self.pg
        view = session.view
        label = max(14, int(22 * scale))
        marks = last_move_places(session)
        geo = self.geometry(session, area, scale, label, marks)
        if label > geo.cell * LABEL_SHARE:  # the row numbers would run into each other
            label = max(10, int(geo.cell * LABEL_SHARE))
            geo = self.geometry(session, area, scale, label, marks)
        marks.targets = session.shown_targets()
        selected = set(session.builder.parts)
        board_rect = pg.Rect(geo.x0, geo.y0, geo.cell * view.columns, geo.cell * view.rows)
        # The board's outline just outside the area where the board fills it (Dog's in
        # 1000x860 had no bottom edge), short of the labels.
        surface.set_clip(geo.area.inflate(8, 8))
        pg.draw.rect(surface, BOARD_EDGE, board_rect.inflate(2 * OUTLINE_OUT, 2 * OUTLINE_OUT),
                     OUTLINE_OUT)
        surface.set_clip(geo.area)
        if view.links is not None:
            self._lines(surface, session, geo, board_rect)
        grounds: list[tuple[Any, Any, tuple[int, int, int]]] = []
        for row in range(view.rows):
            for column in range(view.columns):
                place = view.cell(column, row)
                if place.kind is PlaceKind.NONE or place.location is None:
                    continue
                rect = geo.rect(pg, column, row)
                if not rect.colliderect(geo.area):
                    continue
                if geo.area.contains(rect):
                    squares[place.location] = rect
                grounds.append((place, rect, self._ground(surface, session, place.kind,
                                                          place.location, rect, marks)))
        # The cursor's frame over the squares' ground and under every piece and mark: where it
        # reaches out over the squares around it, their pieces lie over it and stay whole.
        cursor = session.shown_cursor
        cursor_rect = geo.rect(pg, cursor.column, cursor.row)
        # The frame's outer half past the board's edge too, but not over the labels.
        out = 2 * _frame_out(cursor_rect)
        surface.set_clip(geo.area.inflate(out, out).clip(board_rect.inflate(out, out)))
        self._focus(surface, cursor_rect,
                    self._cursor_here(session, cursor.location, cursor_rect) == "fill")
        surface.set_clip(geo.area)
        for place, rect, colour in grounds:
            location = place.location
            self._contents(surface, session, place.kind, location, rect, colour, marks, geo)
            shown = session.shown_occupant(location)
            self._marks(surface, location, rect, colour, marks,
                        shown is not None and shown.piece is not None,
                        _cursor_reach(rect, self._cursor_here(session, location, rect)))
            if location in selected:
                self._selection(surface, rect, colour)
        if marks.own_row is not None:
            self._own_row(surface, session, geo, marks.own_row)
        if not geo.area.contains(cursor_rect):
            geo.pointer = self._pointer(surface, geo.area, cursor_rect.center,
                                        max(16, min(geo.cell // 2, label * 3 // 2)))
        self._house_labels(surface, session, geo, squares)
        self._numbers(surface, session, geo, squares)
        surface.set_clip(None)
        self._labels(surface, session, geo, label)
        return geo, marks

    # -- squares and pieces ---------------------------------------------------------------

    def square_colour(self, session: Console, kind: PlaceKind,
                      location: Location) -> tuple[int, int, int]:
        """The colour of a square."""
        view = session.view
        if kind in (PlaceKind.HOUSE, PlaceKind.STORE):
            return BACKGROUND
        if kind is PlaceKind.UNPLAYABLE:
            return LIGHT_SQUARE
        if view.family == "reversi":
            return REVERSI_SQUARE
        if view.family in CHECKERED_FAMILIES:
            cell = view.cell_of(location)
            return DARK_SQUARE if (cell.column + cell.row) % 2 == 0 else LIGHT_SQUARE
        return LIGHT_SQUARE if location in view.shaded else DARK_SQUARE

    def _contents(self, surface: Any, session: Console, kind: PlaceKind, location: Location,
                  rect: Any, colour: tuple[int, int, int], marks: BoardMarks,
                  geo: Geometry) -> None:
        """What stands on a square's ground: its piece, and (over it) the mark of a throne,
        corner or trap."""
        if kind not in (PlaceKind.HOUSE, PlaceKind.STORE):
            self._piece(surface, session, location, rect, colour, geo)
        if location in session.view.marks:
            self._place_mark(surface, rect, self.square_colour(session, kind, location))

    def _place_mark(self, surface: Any, rect: Any, colour: tuple[int, int, int]) -> None:
        """Throne, corners and traps: a small diamond in the middle of each side, over any
        piece standing there (a cross would look like the capture mark)."""
        pg = self.pg
        edge = stroke_for(colour)
        size = max(4, rect.width // 10)
        for cx, cy in ((rect.centerx, rect.top + size + 1), (rect.right - size - 1,
                       rect.centery), (rect.centerx, rect.bottom - size - 1),
                       (rect.left + size + 1, rect.centery)):
            points = [(cx, cy - size), (cx + size, cy), (cx, cy + size), (cx - size, cy)]
            pg.draw.polygon(surface, edge, points)
            pg.draw.polygon(surface, stroke_for(edge), points, 2)

    def _ground(self, surface: Any, session: Console, kind: PlaceKind, location: Location,
                rect: Any, marks: BoardMarks) -> tuple[int, int, int]:
        """A square's ground: its colour (yellow under a filled cursor), grid lines, and the
        last move's brackets and dots; a mancala house whole. Returns the square's colour."""
        pg = self.pg
        cursor = self._cursor_here(session, location, rect)
        colour = FOCUS if cursor == "fill" else self.square_colour(session, kind, location)
        occupant = session.shown_occupant(location)
        if kind in (PlaceKind.HOUSE, PlaceKind.STORE):
            pg.draw.rect(surface, BACKGROUND, rect)
            inner = rect.inflate(-rect.width // 8, -rect.height // 8)
            pg.draw.ellipse(surface, HOUSE, inner)
            pg.draw.ellipse(surface, WHITE, inner, max(2, rect.width // 30))
            count = occupant.count if occupant else 0
            self.text(surface, str(count), inner.center, int(rect.height * 0.42), TEXT,
                      True, True)
            self._move_marks(surface, location, rect, stroke_for(HOUSE), marks)
            return HOUSE
        if session.view.links is not None:
            # A point board (Alquerque): a point where the lines meet, no square.
            pg.draw.circle(surface, GRID, rect.center, max(4, rect.width // 9))
        else:
            pg.draw.rect(surface, colour, rect)
        one_colour = session.view.family not in CHECKERED_FAMILIES | {"draughts"}
        if session.view.links is None and kind is PlaceKind.SQUARE and one_colour \
                and cursor != "fill":
            # Boards of one colour (Gomoku, Reversi, Tablut): grid lines at 4:1 or more; dark
            # lines between a board's shaded places (Dog's start fields and goal lanes).
            line = DARK_SQUARE if colour == LIGHT_SQUARE else GRID
            pg.draw.rect(surface, line, rect, max(1, rect.width // 36))
        # The last move's brackets and dots lie under a piece standing there: they fill the
        # square's corners and leave its rim whole (a piece with two letters reaches close to
        # the corners, and the brackets covered its ring).
        self._move_marks(surface, location, rect, stroke_for(colour), marks,
                         numbered=location in session.view.numbers,
                         reach=_cursor_reach(rect, cursor))
        return colour

    def _piece(self, surface: Any, session: Console, location: Location, rect: Any,
               colour: tuple[int, int, int], geo: Geometry) -> None:
        """The piece on a square of ``colour``, if one stands there: smaller inside the
        cursor's frame or its yellow, and beside a square's number."""
        pg = self.pg
        cursor = self._cursor_here(session, location, rect)
        occupant = session.shown_occupant(location)
        if occupant is None or occupant.piece is None or occupant.player is None:
            return
        view = session.view
        fill, ink = ((BLACK, WHITE) if view.is_dark(occupant.player) else (WHITE, BLACK))
        letter = piece_label(session, occupant)
        crowned = occupant.piece.value == "king" and view.family == "draughts"
        box = self._number_box(rect, view.numbers) if location in view.numbers else None
        if box is not None or cursor:
            # Smaller inside the cursor's frame or yellow, and clear of the square's number.
            rect = self._piece_square(rect, letter, crowned, box, cursor)
        shape = PieceShape.of(rect.width, letter, crowned, thin=cursor == "fill")
        geo.pieces[location] = rect
        # A halo that stands out from the square, then the piece's own rim and fill.
        pg.draw.circle(surface, stroke_for(colour), rect.center, shape.radius)
        pg.draw.circle(surface, ink, rect.center, shape.radius - shape.edge)
        pg.draw.circle(surface, fill, rect.center, shape.radius - 2 * shape.edge)
        if shape.crowned:  # a second ring inside the rim, one ring's width in
            pg.draw.circle(surface, ink, rect.center, shape.radius - 3 * shape.edge,
                           shape.edge)
        # One letter (a draughtsman, a disc) at a share of the square; two or more (a king,
        # an Arimaa piece), or one on a small square (Dog's marbles), as large as the fill
        # holds them (a pawn's "BP" larger than a king's "WK": each as readable as its piece
        # allows).
        if not shape.fitted:
            self.text(surface, letter, rect.center, int(rect.height * ONE_LETTER), ink, True,
                      True)
        else:
            size = self.letters.fit_letters(letter, shape.room)
            self.letters.draw_letters(surface, letter, rect.center, size, ink)

    def _lines(self, surface: Any, session: Console, geo: Geometry, board: Any) -> None:
        """A point board: one colour under the whole board, and the lines between points
        (5.3:1 on it), drawn before the points and pieces."""
        pg = self.pg
        view = session.view
        pg.draw.rect(surface, DARK_SQUARE, board)
        width = max(3, geo.cell // 14)
        for a, b in view.links or ():
            ca, cb = view.cell_of(a), view.cell_of(b)
            pg.draw.line(surface, GRID, geo.rect(pg, ca.column, ca.row).center,
                         geo.rect(pg, cb.column, cb.row).center, width)

    # -- marks --------------------------------------------------------------------------------

    def _marks(self, surface: Any, location: Location, rect: Any,
               colour: tuple[int, int, int], marks: BoardMarks, occupied: bool,
               reach: int = 0) -> None:
        """The marks over a square: a turned disc's bar, a captured place's cross, where the
        selected piece may go, the check's rings (under the cursor, inside its frame)."""
        pg = self.pg
        edge = stroke_for(colour)
        width = max(3, rect.width // 14)
        room = rect.width // 2 - (reach - 1 if reach else 0)
        if location in marks.flipped:
            # A bar along the bottom, under the disc's letter.
            bar = pg.Rect(0, 0, rect.width // 2, width)
            clear = reach + 2 if reach else rect.height // 14
            bar.midbottom = (rect.centerx, rect.bottom - clear)
            pg.draw.rect(surface, edge, bar.inflate(4, 4))
            pg.draw.rect(surface, LAST_MOVE, bar)
        if location in marks.captured:
            # A cross, over whatever stands there now.
            box = rect.inflate(-rect.width // 4, -rect.height // 4)
            for colour_now, w in ((edge, width + 4), (LAST_MOVE, width)):
                pg.draw.line(surface, colour_now, box.topleft, box.bottomright, w)
                pg.draw.line(surface, colour_now, box.topright, box.bottomleft, w)
        if location in marks.targets:
            self._target(surface, rect, edge, occupied, room)
        if location == marks.check:
            # A double ring around the king in check.
            radius = min(int(rect.width * 0.47), room)
            pg.draw.circle(surface, edge, rect.center, radius, width + 4)
            pg.draw.circle(surface, CHECK, rect.center, radius - 2, width)

    def _move_marks(self, surface: Any, location: Location, rect: Any,
                    edge: tuple[int, int, int], marks: BoardMarks,
                    numbered: bool = False, reach: int = 0) -> None:
        """The last move's corner brackets on its end and dots on its start (drawn under a
        piece, over a mancala house); on a numbered square in three corners, the fourth
        holding its number; under the cursor inside its frame."""
        pg = self.pg
        first = 1 if numbered else 0  # the top left corner is the first of the four
        width = max(3, rect.width // 14)
        if location in marks.last_to:
            # Corner brackets.
            arm = rect.width // 3
            inset = rect.width // 8
            if reach:  # clear of the cursor's frame, or inside its yellow
                inset = max(inset, reach + (width + 4) // 2)
            for cx, cy, sx, sy in ((rect.left + inset, rect.top + inset, 1, 1),
                                   (rect.right - inset - 1, rect.top + inset, -1, 1),
                                   (rect.left + inset, rect.bottom - inset - 1, 1, -1),
                                   (rect.right - inset - 1, rect.bottom - inset - 1, -1, -1)
                                   )[first:]:
                for colour_now, w in ((edge, width + 4), (LAST_MOVE, width)):
                    pg.draw.line(surface, colour_now, (cx, cy), (cx + sx * arm, cy), w)
                    pg.draw.line(surface, colour_now, (cx, cy), (cx, cy + sy * arm), w)
        if location in marks.last_from:
            # Dots in the four corners.
            r = max(4, rect.width // 10)
            at = max(2 * r, reach + r) if reach else 2 * r
            for cx, cy in ((rect.left + at, rect.top + at), (rect.right - at, rect.top + at),
                           (rect.left + at, rect.bottom - at),
                           (rect.right - at, rect.bottom - at))[first:]:
                pg.draw.circle(surface, edge, (cx, cy), r + 2)
                pg.draw.circle(surface, LAST_MOVE, (cx, cy), r)

    def _target(self, surface: Any, rect: Any, edge: tuple[int, int, int],
                occupied: bool, room: int) -> None:
        """Where the selected piece may go: a large dot on an empty place, a thick ring
        around a piece standing there (in the selection's colour, with a black or white
        stroke)."""
        pg = self.pg
        if occupied:
            width = max(3, rect.width // 14)
            radius = min(int(rect.width * 0.46), room - 2)
            pg.draw.circle(surface, edge, rect.center, radius + 2, width + 4)
            pg.draw.circle(surface, SELECTED, rect.center, radius, width)
            return
        radius = max(5, rect.width // 7)
        pg.draw.circle(surface, edge, rect.center, radius + 3)
        pg.draw.circle(surface, SELECTED, rect.center, radius)

    def _selection(self, surface: Any, rect: Any, colour: tuple[int, int, int]) -> None:
        pg = self.pg
        width = max(3, rect.width // 16)
        # Just inside the cursor's frame (and its black line), clear of a piece's letters
        # (two of them reach to a fifth of the square from its sides).
        inset = _frame_reach(rect)
        inner = rect.inflate(-2 * inset, -2 * inset)
        dash = max(6, rect.width // 6)
        band = rect.height // 6  # the letters' half height, and a little more
        edge = stroke_for(colour)
        for start in range(0, inner.width, 2 * dash):
            length = min(dash, inner.width - start)
            for y in (inner.top, inner.bottom - width):
                pg.draw.rect(surface, edge, (inner.left + start - 2, y - 2, length + 4,
                                             width + 4))
                pg.draw.rect(surface, SELECTED, (inner.left + start, y, length, width))
            top = inner.top + start
            if top < rect.centery + band and top + length > rect.centery - band:
                continue  # beside a piece's two letters, which reach close to the sides
            for x in (inner.left, inner.right - width):
                pg.draw.rect(surface, edge, (x - 2, top - 2, width + 4, length + 4))
                pg.draw.rect(surface, SELECTED, (x, top, width, length))

    def _cursor_here(self, session: Console, location: Location | None, rect: Any) -> str:
        """How the cursor is drawn on the place at ``rect``: "" (it is not there), "frame"
        (a frame inside the square, the piece smaller inside it) or "fill" (the square
        yellow around its piece, where a frame inside would leave a piece less than
        :data:`FILL_BELOW` of its radius: on Gomoku's 47-pixel squares and Dog's 33)."""
        if location is None or location != session.shown_cursor.location:
            return ""
        kind = session.view.cell_of(location).kind
        if kind in (PlaceKind.HOUSE, PlaceKind.STORE) or session.view.links is not None:
            return "frame"
        usual = PieceShape.of(rect.width, "X", False).radius
        room = rect.width // 2 - _frame_reach(rect) - _frame_out(rect)  # a frame all inside
        return "fill" if room < usual * FILL_BELOW else "frame"

    def _focus(self, surface: Any, rect: Any, filled: bool = False) -> None:
        """The cursor: a thick yellow frame (a tenth of the square, thicker than the last
        move's marks), black lines on both sides of it, astride the square's edge: a third of
        the band inside, two thirds and its black line over the edge of the squares around,
        drawn before the pieces, so that theirs lie over it and stay whole, and the piece under
        it is drawn inside it nine tenths of its size (:meth:`_piece_square`; with the whole
        frame inside, three quarters at 200 % in Mad Mate). On a small square (``filled``) the
        square itself is yellow around its piece, in a black edge."""
        width = _focus_width(rect)
        pg = self.pg
        if filled:
            pg.draw.rect(surface, BLACK, rect, FRAME_EDGE)
            return
        outer = rect.inflate(2 * _frame_out(rect), 2 * _frame_out(rect))
        pg.draw.rect(surface, BLACK, outer, FRAME_EDGE)
        band = outer.inflate(-2 * FRAME_EDGE, -2 * FRAME_EDGE)
        pg.draw.rect(surface, FOCUS, band, width)
        pg.draw.rect(surface, BLACK, band.inflate(-2 * width, -2 * width), max(2, width // 3))

    def _pointer(self, surface: Any, area: Any, target: tuple[int, int], size: int) -> Any:
        """A large arrow in the cursor's yellow, with a black stroke, just inside the
        edge of ``area`` on the way from its middle to ``target`` (the cursor's square, out
        of view while the board shows the computer's move); returns its bounding rectangle."""
        dx, dy = target[0] - area.centerx, target[1] - area.centery
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        reach = [(area.width / 2 - size) / abs(ux) if ux else float("inf"),
                 (area.height / 2 - size) / abs(uy) if uy else float("inf")]
        at = max(0.0, min(reach))
        cx, cy = area.centerx + ux * at, area.centery + uy * at
        # An arrow (a head on a shaft), as (along, across) shares of ``size`` from its middle.
        shape = ((1, 0), (0.1, 0.6), (0.1, 0.22), (-1, 0.22), (-1, -0.22), (0.1, -0.22),
                 (0.1, -0.6))
        points = [(cx + (ux * along - uy * across) * size, cy + (uy * along + ux * across) * size)
                  for along, across in shape]
        self.pg.draw.polygon(surface, FOCUS, points)
        return self.pg.draw.polygon(surface, BLACK, points, max(2, size // 8))

    def _house_labels(self, surface: Any, session: Console, geo: Geometry,
                      squares: dict[Location, Any]) -> None:
        """Each mancala house's number in its top left corner, over the marks and just
        inside the cursor's frame, on black: the frame and the last move's brackets hid it."""
        label = session.view.short_label
        if label is None:
            return
        for location, rect in squares.items():
            if session.view.cell_of(location).kind is not PlaceKind.HOUSE:
                continue
            inset = _frame_reach(rect)
            name, size = label(location), max(10, rect.height // 6)
            at = (rect.left + inset, rect.top + inset)
            drawn = self.text(surface, name, at, size, TEXT, False, False)  # to learn its size
            self.pg.draw.rect(surface, BLACK, drawn.inflate(4, 0))
            geo.labels.append((name, self.text(surface, name, at, size, TEXT, False, False)))

    def _number_box(self, rect: Any, numbers: dict[Location, int]) -> Any:
        """Where a square's number lies: in its top left corner, inside the square's black
        edge (under the cursor over its frame's corner, the rest of the frame whole), as
        large as the board's longest number at :data:`NUMBER_SHARE` of the square, with a
        margin of black around its ink."""
        size = max(NUMBER_MIN, int(rect.height * NUMBER_SHARE))
        digits = len(str(max(numbers.values())))
        width, height = self.letters.ink_size("0" * digits, size)
        inset = FRAME_EDGE  # over the corner of the cursor's yellow, where it lies there
        return self.pg.Rect(rect.left + inset, rect.top + inset, width + 2 * NUMBER_MARGIN,
                            height + 2 * NUMBER_MARGIN)

    @staticmethod
    def _piece_square(rect: Any, letter: str, crowned: bool, box: Any, cursor: str) -> Any:
        """The square a piece fills where something shares the square with it: inside the
        cursor's frame (``cursor`` "frame"), the frame's rim and the piece's stay whole, the
        piece made smaller (on Gomoku's 47-pixel squares the frame lay on the stone's rim and
        on its neighbours'); in a filled cursor's square ("fill") the piece leaves
        :func:`_fill_band` of yellow on every side (keeping its size, it left the yellow only
        in the corners, 17 % of Gomoku's 47-pixel squares); beside a square's number
        (``box``), the piece moved toward the opposite corner and made smaller only as much
        as it must be to keep clear of it (at 100 % in 1000x860 a man on the 10x10 board is
        about nine tenths of its usual size). Inside the frame :data:`CURSOR_CLEAR` pixels
        of the square lie between its black line and the piece's rim."""
        framed = cursor != ""
        inner = (_frame_reach(rect) if cursor == "frame"
                 else FRAME_EDGE + _fill_band(rect) if cursor == "fill"
                 else max(FRAME_EDGE, rect.width // 20))
        for width in range(rect.width, 8, -1):
            radius = PieceShape.of(width, letter, crowned).radius
            for shift in range(0, rect.width // 4 if box is not None else 1):
                x, y = rect.centerx + shift, rect.centery + shift
                if x + radius > rect.right - inner:
                    break
                if framed and x - radius < rect.left + inner:
                    break
                if box is not None:
                    dx, dy = x - box.right, y - box.bottom
                    if dx <= 0 or dy <= 0 or dx * dx + dy * dy <= (radius + 1) ** 2:
                        continue
                moved = rect.copy()
                moved.size = (width, width)
                moved.center = (x, y)
                return moved
        return rect

    def _numbers(self, surface: Any, session: Console, geo: Geometry,
                 squares: dict[Location, Any]) -> None:
        """Each numbered square's number (the 10x10 draughts board's PDN numbers, by which
        speech and braille name its squares) in its top left corner, white on black, over
        the marks and the corner of the cursor's frame; the piece there is drawn clear of
        it."""
        numbers = session.view.numbers
        if not numbers:
            return
        for location, rect in squares.items():
            if location not in numbers:
                continue
            box = self._number_box(rect, numbers)
            self.pg.draw.rect(surface, BLACK, box)
            name = str(numbers[location])
            size = max(NUMBER_MIN, int(rect.height * NUMBER_SHARE))
            ink = self.letters.draw_letters(surface, name, box.center, size, TEXT)
            geo.numbers.append((name, ink))

    def _own_row(self, surface: Any, session: Console, geo: Geometry, row: int) -> None:
        """A bar along the player's own row of houses, on the side away from the other row."""
        pg = self.pg
        view = session.view
        band = max(6, geo.cell // 10)
        left = geo.rect(pg, 0, row)
        right = geo.rect(pg, view.columns - 1, row)
        y = left.bottom - band if row == 0 else left.top
        pg.draw.rect(surface, OWN_ROW, (left.left, y, right.right - left.left, band))

    def _labels(self, surface: Any, session: Console, geo: Geometry, label: int) -> None:
        """Column letters below the board area and row numbers left of it, for the visible
        squares; in mancala the word for the player's own row instead."""
        view = session.view
        area = geo.area
        if view.family == "mancala":
            row = _own_row(session)
            if row is not None:  # its right end a gap short of the board's outline
                word = catalog(session.lang).text("window.own_row")
                wide = self._own_row_width(session, label)
                x = max(area.left, geo.x0) - OUTLINE_OUT - _label_gap(label) - wide // 2
                y = geo.rect(self.pg, 0, row).centery
                geo.labels.append((word, self.text(surface, word, (x, y), label, OWN_ROW,
                                                   True, True)))
            return
        # Under the board, even when it is centred in a taller area (Team draw's one row had
        # its letters far below it); under the area's edge when the board scrolls past it.
        y = min(area.bottom, geo.y0 + view.rows * geo.cell) + label
        for column in range(view.columns):
            x = geo.x0 + column * geo.cell + geo.cell // 2
            if area.left <= x <= area.right:
                letter = chr(ord("a") + column)
                geo.labels.append((letter, self.text(surface, letter, (x, y), label, TEXT,
                                                     False, True)))
        x = max(area.left, geo.x0) - label  # beside the board, even when it is centred
        for row in range(view.rows):
            y = geo.y0 + (view.rows - 1 - row) * geo.cell + geo.cell // 2
            if area.top <= y <= area.bottom:
                geo.labels.append((str(row + 1), self.text(surface, str(row + 1), (x, y), label,
                                                           TEXT, False, True)))
