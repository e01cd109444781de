"""Drawing the window: large, high-contrast, never colour alone.

Pieces differ by fill *and* by a letter (from the catalog: "B"/"W", "S"/"W"); kings get a second
ring and a crown mark; Kalah pits show their seed counts as numbers; the cursor has a thick
yellow-and-black focus frame, the selected squares a thick dashed cyan frame with corner marks.
Everything scales with the zoom setting. The drawer returns the screen rectangles of squares
and menu items so that a mouse click can act like a routing key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from accessible_games.engine import Location
from accessible_games.frontends.app import App, Screen
from accessible_games.narration.catalog import catalog
from accessible_games.narration.views import PlaceKind
from accessible_games.session.console import Console

BACKGROUND = (0, 0, 0)
TEXT = (255, 255, 255)
DIM_TEXT = (200, 200, 200)
DARK_SQUARE = (70, 70, 70)
LIGHT_SQUARE = (170, 170, 170)
REVERSI_SQUARE = (0, 90, 40)
PIT = (60, 40, 20)
PIT_EDGE = (255, 255, 255)
FOCUS_OUTER = (255, 215, 0)
FOCUS_INNER = (0, 0, 0)
SELECTED = (0, 230, 255)
DARK_PIECE = (0, 0, 0)
LIGHT_PIECE = (255, 255, 255)

BASE_CELL = 72
"""Square size in pixels at 100 %."""


@dataclass
class Layout:
    """What was drawn where (for mouse clicks)."""

    squares: dict[Location, Any] = field(default_factory=dict)
    """Location -> pygame.Rect."""
    items: list[Any] = field(default_factory=list)
    """Menu item index -> pygame.Rect."""


class Drawer:
    """Draws the app's current screen on a pygame surface."""

    def __init__(self, pygame: Any) -> None:
        self.pg = pygame
        self._fonts: dict[tuple[int, bool], Any] = {}
        self._path = pygame.font.match_font("dejavusans")
        self._bold = pygame.font.match_font("dejavusans", bold=True) or self._path

    def font(self, size: int, bold: bool = False) -> Any:
        """A font (DejaVu Sans when installed: it has braille cells) of ``size`` pixels."""
        key = (max(8, size), bold)
        if key not in self._fonts:
            path = self._bold if bold else self._path
            self._fonts[key] = self.pg.font.Font(path, key[0])
        return self._fonts[key]

    # -- the whole screen --------------------------------------------------------------------

    def draw(self, surface: Any, app: App) -> Layout:
        """Draw everything; return where squares and menu items are."""
        surface.fill(BACKGROUND)
        scale = app.settings.scale / 100
        layout = Layout()
        if app.screen is Screen.GAME and app.session is not None:
            bottom = self._board(surface, app.session, scale, layout)
        elif app.active_menu is not None:
            bottom = self._menu(surface, app, scale, layout)
        else:
            bottom = 20
        self._status(surface, app, scale, bottom)
        return layout

    def _text(self, surface: Any, text: str, pos: tuple[int, int], size: int,
              colour: tuple[int, int, int] = TEXT, bold: bool = False,
              center: bool = False) -> Any:
        image = self.font(size, bold).render(text, True, colour)
        rect = image.get_rect()
        if center:
            rect.center = pos
        else:
            rect.topleft = pos
        surface.blit(image, rect)
        return rect

    def _wrapped(self, surface: Any, text: str, x: int, y: int, width: int, size: int,
                 colour: tuple[int, int, int] = TEXT, max_lines: int = 4) -> int:
        font = self.font(size)
        words, line, lines = text.split(), "", []
        for word in words:
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] > width and line:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
        for text_line in lines[:max_lines]:
            self._text(surface, text_line, (x, y), size, colour)
            y += font.get_linesize()
        return y

    # -- menus --------------------------------------------------------------------------------

    def _menu(self, surface: Any, app: App, scale: float, layout: Layout) -> int:
        menu = app.active_menu
        assert menu is not None
        size = int(28 * scale)
        x, y = int(30 * scale), int(20 * scale)
        title = catalog(app.lang).text(f"window.menu.heading.{menu.name}")
        self._text(surface, title, (x, y), int(36 * scale), FOCUS_OUTER, bold=True)
        y += int(56 * scale)
        line = int(size * 1.5)
        for index, item in enumerate(menu.items):
            rect = self.pg.Rect(x, y, surface.get_width() - 2 * x, line)
            layout.items.append(rect)
            focused = index == menu.focus
            if focused:
                self._focus_frame(surface, rect, scale)
            prefix = "▶ " if focused else "   "
            self._text(surface, prefix + menu.item_text(item), (x + int(12 * scale),
                       y + (line - size) // 2), size, TEXT if focused else DIM_TEXT,
                       bold=focused)
            y += line + int(4 * scale)
        return y + int(10 * scale)

    def _focus_frame(self, surface: Any, rect: Any, scale: float) -> None:
        width = max(3, int(6 * scale))
        self.pg.draw.rect(surface, FOCUS_OUTER, rect, width)
        self.pg.draw.rect(surface, FOCUS_INNER, rect.inflate(-2 * width, -2 * width),
                          max(2, width // 2))

    # -- the board ----------------------------------------------------------------------------

    def _board(self, surface: Any, session: Console, scale: float, layout: Layout) -> int:
        view = session.view
        cell = int(BASE_CELL * scale)
        left, top = int(50 * scale), int(20 * scale)
        family = session.places.family
        label = int(22 * scale)
        selected = set(session.builder.parts)
        for row in range(view.rows):
            y = top + (view.rows - 1 - row) * cell
            for column in range(view.columns):
                place = view.cell(column, row)
                if place.kind is PlaceKind.NONE or place.location is None:
                    continue
                x = left + column * cell
                rect = self.pg.Rect(x, y, cell, cell)
                layout.squares[place.location] = rect
                self._square(surface, session, place.kind, place.location, rect, family)
                if place.location in selected:
                    self._selection(surface, rect, scale)
                if (column, row) == (session.shown_cursor.column, session.shown_cursor.row):
                    self._focus_frame(surface, rect.inflate(4, 4), scale)
        if family != "mancala":
            for column in range(view.columns):
                self._text(surface, chr(ord("a") + column),
                           (left + column * cell + cell // 2, top + view.rows * cell + label),
                           label, center=True)
            for row in range(view.rows):
                self._text(surface, str(row + 1),
                           (left // 2, top + (view.rows - 1 - row) * cell + cell // 2),
                           label, center=True)
        return top + view.rows * cell + 2 * label + int(10 * scale)

    def _square(self, surface: Any, session: Console, kind: PlaceKind, location: Location,
                rect: Any, family: str) -> None:
        pg = self.pg
        occupant = session.shown_occupant(location)
        if kind in (PlaceKind.HOUSE, PlaceKind.STORE):
            pg.draw.rect(surface, BACKGROUND, rect)
            inner = rect.inflate(-rect.width // 8, -rect.height // 8)
            pg.draw.ellipse(surface, PIT, inner)
            pg.draw.ellipse(surface, PIT_EDGE, inner, max(2, rect.width // 30))
            count = occupant.count if occupant else 0
            self._text(surface, str(count), inner.center, int(rect.height * 0.45), TEXT,
                       bold=True, center=True)
            return
        if kind is PlaceKind.UNPLAYABLE:
            colour = LIGHT_SQUARE
        elif family == "reversi":
            colour = REVERSI_SQUARE
        else:
            colour = DARK_SQUARE
        pg.draw.rect(surface, colour, rect)
        pg.draw.rect(surface, BACKGROUND, rect, 1)
        if location in session.view.marks:
            # Throne, corners and traps: a bold cross, seen through any piece standing there.
            width = max(2, rect.width // 16)
            pg.draw.line(surface, PIT_EDGE, rect.topleft, rect.bottomright, width)
            pg.draw.line(surface, PIT_EDGE, rect.topright, rect.bottomleft, width)
        if occupant is None or occupant.piece is None or occupant.player is None:
            return
        view = session.view
        fill, ink = ((DARK_PIECE, LIGHT_PIECE) if view.is_dark(occupant.player)
                     else (LIGHT_PIECE, DARK_PIECE))
        radius = int(rect.width * 0.4)
        edge = max(2, rect.width // 18)
        pg.draw.circle(surface, ink, rect.center, radius)
        pg.draw.circle(surface, fill, rect.center, radius - edge)
        if occupant.piece.value == "king" and view.family == "draughts":
            # The crown: a ring near the rim, clear of the letters in the middle.
            pg.draw.circle(surface, ink, rect.center, int(radius * 0.8), edge)
        words = catalog(session.lang)
        kind_key = f"window.piece.{view.family}.{occupant.piece.value}"
        letter = (words.text(f"window.side.{view.sides[occupant.player]}")
                  + (words.text(kind_key) if words.has(kind_key) else ""))
        self._text(surface, letter, rect.center, int(rect.height * 0.32), ink, bold=True,
                   center=True)

    def _selection(self, surface: Any, rect: Any, scale: float) -> None:
        pg = self.pg
        width = max(3, int(5 * scale))
        inner = rect.inflate(-2 * width, -2 * width)
        dash = max(6, rect.width // 6)
        for start in range(0, rect.width, 2 * dash):
            for y in (inner.top, inner.bottom - width):
                pg.draw.rect(surface, SELECTED, (inner.left + start, y,
                                                 min(dash, inner.width - start), width))
            for x in (inner.left, inner.right - width):
                pg.draw.rect(surface, SELECTED, (x, inner.top + start, width,
                                                 min(dash, inner.height - start)))
        corner = rect.width // 4
        for cx, cy, sx, sy in ((inner.left, inner.top, 1, 1), (inner.right, inner.top, -1, 1),
                               (inner.left, inner.bottom, 1, -1),
                               (inner.right, inner.bottom, -1, -1)):
            pg.draw.polygon(surface, SELECTED, [(cx, cy), (cx + sx * corner, cy),
                                                (cx, cy + sy * corner)])

    # -- status, command line, braille line -------------------------------------------------------

    def _status(self, surface: Any, app: App, scale: float, top: int) -> None:
        x = int(30 * scale)
        width = surface.get_width() - 2 * x
        size = int(24 * scale)
        y = max(top, 0)
        if app.line is not None:
            shown = catalog(app.lang).text("window.line.shown", text=app.line)
            rect = self.pg.Rect(x - 6, y - 4, width + 12, int(size * 1.6))
            self._focus_frame(surface, rect, scale)
            self._text(surface, shown + "_", (x, y), size, TEXT, bold=True)
            y += int(size * 1.8)
        if app.thinking:
            self._text(surface, catalog(app.lang).text("window.thinking"), (x, y), size,
                       FOCUS_OUTER, bold=True)
            y += int(size * 1.4)
        last = app.outputs.announcer.last
        if last is not None:
            y = self._wrapped(surface, last.message.text, x, y, width, size)
        display = app.outputs.announcer.braille
        window = getattr(display, "line", None)
        if window:
            self._text(surface, window, (x, y + int(6 * scale)), int(30 * scale), TEXT)
